// The process layout of issue 52 (decision 330): how many processes, whether there is a primary, and which worker
// does the background work that must run in one process only.
import fs from 'node:fs'
import { describe, expect, test } from 'vitest'
import { duties, MALLOC_SETTINGS, mallocEnv, nextWorkerRole, processLayout } from './process-layout.js'

describe('processLayout', () => {
	test('one process per core by default; one core: a single process and no primary', () => {
		expect(processLayout({ cores: 1 })).toEqual({ processes: 1, primary: false })
		expect(processLayout({ cores: 2 })).toEqual({ processes: 2, primary: true })
		expect(processLayout({ cores: 8, webConcurrency: '' })).toEqual({ processes: 8, primary: true })
	})

	test('WEB_CONCURRENCY overrides the number of cores, both ways', () => {
		expect(processLayout({ cores: 4, webConcurrency: '1' })).toEqual({ processes: 1, primary: false })
		expect(processLayout({ cores: 1, webConcurrency: '3' })).toEqual({ processes: 3, primary: true })
		expect(processLayout({ cores: 2, webConcurrency: ' 2 ' })).toEqual({ processes: 2, primary: true })
	})

	test('a WEB_CONCURRENCY that is no whole number of at least 1 falls back to the cores', () => {
		for (const webConcurrency of ['0', '-2', 'two', '1.5', '2x']) {
			expect(processLayout({ cores: 2, webConcurrency }), webConcurrency).toEqual({ processes: 2, primary: true })
		}
		expect(processLayout({ cores: 0 })).toEqual({ processes: 1, primary: false })
	})

	test('development (Vite) is always one process', () => {
		expect(processLayout({ cores: 8, webConcurrency: '4', development: true })).toEqual({ processes: 1, primary: false })
	})
})

describe('the background work in exactly one process', () => {
	test('the first worker prepares the data folder and runs the background work; the others only serve', () => {
		expect(nextWorkerRole({ everListening: false, backgroundRunning: false })).toBe('first')
		expect(nextWorkerRole({ everListening: true, backgroundRunning: true })).toBe('serve')
	})

	test('the worker that ran it died: its replacement runs it again, without emptying the kept pages', () => {
		expect(nextWorkerRole({ everListening: true, backgroundRunning: false })).toBe('background')
		expect(duties({ isWorker: true, role: 'background' })).toEqual({ prepareDataFolder: false, background: true, emptyKeptPages: false })
	})

	test('a first worker that died before it listened is started as the first again', () => {
		expect(nextWorkerRole({ everListening: false, backgroundRunning: false })).toBe('first')
	})

	test('a process alone does everything; a serving worker nothing but serve', () => {
		expect(duties({ isWorker: false })).toEqual({ prepareDataFolder: true, background: true, emptyKeptPages: true })
		expect(duties({ isWorker: true, role: 'first' })).toEqual({ prepareDataFolder: true, background: true, emptyKeptPages: true })
		expect(duties({ isWorker: true, role: 'serve' })).toEqual({ prepareDataFolder: false, background: false, emptyKeptPages: false })
		// a worker without a role (never forked by our primary) does no background work
		expect(duties({ isWorker: true })).toEqual({ prepareDataFolder: false, background: false, emptyKeptPages: false })
	})
})

describe("glibc's malloc settings (decision 397)", () => {
	test('a worker gets the settings its primary was started without; what the operator set stays', () => {
		expect(mallocEnv({})).toEqual(MALLOC_SETTINGS)
		expect(mallocEnv({ MALLOC_MMAP_THRESHOLD_: '65536' })).toEqual({ MALLOC_TRIM_THRESHOLD_: '8388608' })
	})

	test('`npm start` and the image start the server with the same settings', () => {
		const start = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts.start as string
		const dockerfile = fs.readFileSync('Dockerfile', 'utf8')
		for (const [name, value] of Object.entries(MALLOC_SETTINGS)) {
			expect(start).toContain(`${name}=\${${name}:-${value}}`)
			expect(dockerfile).toMatch(new RegExp(`^ENV .*\\b${name}=${value}\\b`, 'm'))
		}
	})
})
