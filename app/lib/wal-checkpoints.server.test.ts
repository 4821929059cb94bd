import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, test, vi } from 'vitest'
import { openDatabase } from './db.server'
import { checkpointWhileWritten, startCheckpointer, stopCheckpointer } from './wal-checkpoints.server'

const fileIn = (dir: string) => path.join(dir, 'twentyfour.db')
const size = (file: string) => fs.statSync(file).size

describe('checkpoints (decision 257)', () => {
	test('a worker of the cluster never checkpoints; the primary\'s thread copies the log into the database', async () => {
		const file = fileIn(fs.mkdtempSync(path.join(os.tmpdir(), 'twentyfour-checkpoints-')))
		const db = openDatabase(file, { checkpoints: 'elsewhere' })
		expect(db.$client.pragma('wal_autocheckpoint', { simple: true })).toBe(0)
		db.$client.exec('create table filler (x blob)')
		const insert = db.$client.prepare('insert into filler values (randomblob(4000))')
		// well past the 1,000 pages (4 MB) at which SQLite would otherwise copy the log back inside a commit
		for (let i = 0; i < 1500; i++) insert.run()
		const before = size(file)
		expect(size(`${file}-wal`)).toBeGreaterThan(6_000_000)
		const thread = startCheckpointer(file, 20)
		try {
			await vi.waitFor(() => expect(size(file)).toBeGreaterThan(before + 6_000_000), { timeout: 10_000, interval: 50 })
			// the rows are all there, read through the database file
			expect(db.$client.prepare('select count(*) as n from filler').get()).toEqual({ n: 1500 })
		} finally {
			await stopCheckpointer(thread)
			db.$client.close()
		}
	})

	test('a checkpointer thread that stops on its own is started again, and the log is still copied', async () => {
		const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
		const file = fileIn(fs.mkdtempSync(path.join(os.tmpdir(), 'twentyfour-checkpoints-')))
		const db = openDatabase(file, { checkpoints: 'elsewhere' })
		db.$client.exec('create table filler (x blob)')
		const thread = startCheckpointer(file, 20, 20)
		try {
			// as if it crashed: not stopped by stopCheckpointer
			await thread.terminate()
			const insert = db.$client.prepare('insert into filler values (randomblob(4000))')
			for (let i = 0; i < 1500; i++) insert.run()
			const before = size(file)
			await vi.waitFor(() => expect(size(file)).toBeGreaterThan(before + 6_000_000), { timeout: 10_000, interval: 50 })
			expect(errors).toHaveBeenCalledWith(expect.stringContaining('[checkpoints] the thread exited'))
		} finally {
			await stopCheckpointer(thread)
			db.$client.close()
			errors.mockRestore()
		}
	})

	test('issue 52: the thread runs only while the database is written; idle, no thread (and no isolate) is held', async () => {
		const file = fileIn(fs.mkdtempSync(path.join(os.tmpdir(), 'twentyfour-checkpoints-')))
		const db = openDatabase(file, { checkpoints: 'here' })
		db.$client.exec('create table filler (x blob)')
		// as a server starts: the log copied (so nothing is left in it), then handed to the thread
		db.$client.pragma('wal_checkpoint(TRUNCATE)')
		const checkpoints = checkpointWhileWritten(db.$client, file, { lookEveryMs: 20, idleMs: 3000, everyMs: 20 })
		try {
			expect(db.$client.pragma('wal_autocheckpoint', { simple: true })).toBe(0)
			await new Promise((r) => setTimeout(r, 200))
			expect(checkpoints.running(), 'no write yet: no thread').toBe(false)
			// a write by another connection (another worker of the cluster) starts it, and the log is copied
			const other = openDatabase(file, { checkpoints: 'elsewhere' })
			const insert = other.$client.prepare('insert into filler values (randomblob(4000))')
			for (let i = 0; i < 1500; i++) insert.run()
			const before = size(file)
			await vi.waitFor(() => expect(checkpoints.running()).toBe(true), { timeout: 5_000, interval: 10 })
			await vi.waitFor(() => expect(size(file)).toBeGreaterThan(before + 6_000_000), { timeout: 10_000, interval: 50 })
			// the thread's own checkpoints are no writes: with none, it stops
			await vi.waitFor(() => expect(checkpoints.running()).toBe(false), { timeout: 10_000, interval: 20 })
			// and a later write starts it again
			insert.run()
			await vi.waitFor(() => expect(checkpoints.running()).toBe(true), { timeout: 5_000, interval: 10 })
			other.$client.close()
		} finally {
			await checkpoints.stop()
			db.$client.close()
		}
	}, 40_000)

	test('a process on its own (a script, a test) checkpoints as SQLite does by default', () => {
		const db = openDatabase(fileIn(fs.mkdtempSync(path.join(os.tmpdir(), 'twentyfour-checkpoints-'))))
		expect(db.$client.pragma('wal_autocheckpoint', { simple: true })).toBe(1000)
		db.$client.close()
	})
})
