// The schedule (BACKUP_INTERVAL) of the process that runs background work: the first backup a minute after start, the
// next an interval after the newest; none when off.
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { backupTime } from './backup-schedule'
import { startBackups, stopBackups } from './backups.server'
import { db } from './db.server'
import { env, resetEnvForTests } from './env.server'

const configure = (vars: Record<string, string>) => {
	Object.assign(process.env, vars)
	resetEnvForTests()
}

afterEach(() => {
	stopBackups()
	vi.useRealTimers()
	delete process.env.BACKUP_INTERVAL
	delete process.env.BACKUP_DIR
	resetEnvForTests()
})

const backupsIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => backupTime(n) !== null) : [])

describe('scheduled backups', () => {
	it('are off with BACKUP_INTERVAL=off, and an unknown interval fails the configuration', () => {
		configure({ BACKUP_INTERVAL: 'off' })
		expect(env().backups).toMatchObject({ intervalMs: null, keep: 14, retentionDays: null })
		expect(startBackups()).toBe(false)
		configure({ BACKUP_INTERVAL: 'now and then' })
		expect(() => env()).toThrow(/BACKUP_INTERVAL: must be hourly, daily, weekly, off/)
	})

	it('take the first backup a minute after start, then one every interval', async () => {
		db()
		const dir = path.join(process.env.DATA_DIR!, 'scheduled')
		configure({ BACKUP_INTERVAL: '30m', BACKUP_DIR: dir })
		expect(env().backups).toMatchObject({ intervalMs: 30 * 60_000, keep: 14, dir, retentionDays: 1 })
		// at noon UTC: the weekly full check's quiet hour (BACKUP_CHECK_HOUR, 03:00 UTC) must not fall in these 31 minutes
		// (run between 02:29 and 03:00 UTC, the test saw the check at 03:00 and no second backup)
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: new Date('2026-06-01T12:00:00Z') })
		const logged: string[] = []
		expect(startBackups((m) => logged.push(m))).toBe(true)

		await vi.advanceTimersByTimeAsync(59_000)
		expect(backupsIn(dir)).toEqual([])
		await vi.advanceTimersByTimeAsync(1_000)
		// the copy and its check run in a worker thread: real time
		await vi.waitFor(() => expect(backupsIn(dir)).toHaveLength(1), { timeout: 20_000, interval: 50 })
		await vi.waitFor(() => expect(logged).toHaveLength(1))
		expect(logged[0]).toMatch(/^Backup: .*twentyfour-.*\.db \(\d+\.\d MB\) copied in \d+ ms, quick check ok in \d+ ms$/)

		await vi.advanceTimersByTimeAsync(29 * 60_000)
		expect(backupsIn(dir)).toHaveLength(1)
		await vi.advanceTimersByTimeAsync(60_000)
		await vi.waitFor(() => expect(backupsIn(dir)).toHaveLength(2), { timeout: 20_000, interval: 50 })
	}, 60_000)
})
