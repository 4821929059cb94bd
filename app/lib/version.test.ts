import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { VERSION } from './version'

describe('the version', () => {
	const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string }
	it('is the one package.json names, a semantic version', () => {
		expect(VERSION).toBe(pkg.version)
		expect(VERSION).toMatch(/^\d+\.\d+\.\d+$/)
	})
	it('heads the changelog', () => {
		const changelog = fs.readFileSync('CHANGELOG.md', 'utf8')
		const first = /^## \[(\d+\.\d+\.\d+)\]/m.exec(changelog)
		expect(first?.[1]).toBe(VERSION)
	})
	it('is the container image label', () => {
		expect(fs.readFileSync('Dockerfile', 'utf8')).toContain(`org.opencontainers.image.version="${VERSION}"`)
	})
})
