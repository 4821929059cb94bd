// Each backup's quick_check before it gets its name, the weekly integrity_check of the newest, and what backupStatus()
// shows admins: sizes, times, both checks' results, and a failed check until the next good one (issue 53, point 5).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { backupTime } from './backup-schedule'
import { outstandingBackupFailure, RECORD } from './backup-records.server'
import { backupStatus, BackupFailed, checkNewestBackup, startBackups, stopBackups, takeBackup } from './backups.server'
import { db } from './db.server'
import { resetEnvForTests } from './env.server'
import { damageSqliteFile } from '../../tests/sqlite-damage'

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'twentyfour-backup-checks-'))
afterAll(() => fs.rmSync(work, { recursive: true, force: true }))
const quiet = () => {}

/** a database of its own with a table and an index over thousands of rows */
function makeSource(name: string) {
	const file = path.join(work, name)
	const d = new Database(file)
	d.exec(`create table notes (id integer primary key, body text); create index notes_body on notes (body)`)
	const insert = d.prepare('insert into notes (body) values (?)')
	d.transaction(() => {
		for (let i = 0; i < 5000; i++) insert.run(`note ${i} ${'x'.repeat(100)}`)
	})()
	d.close()
	return file
}

const backupsIn = (dir: string) => fs.readdirSync(dir).filter((n) => backupTime(n) !== null)

let source: string
beforeAll(() => {
	source = makeSource('live.db')
})

describe('a backup is checked with quick_check before it gets its name', () => {
	const dir = path.join(work, 'quick')

	it('records its size, times and quick check where backupStatus() reads them', async () => {
		const before = Date.now()
		const backup = await takeBackup({ source, dir, keep: 3, log: quiet, now: Date.UTC(2026, 0, 1) })
		const status = backupStatus(dir)
		expect(status.latestCheckFailed).toBe(false)
		expect(status.failure).toBeNull()
		expect(status.backups).toHaveLength(1)
		const [b] = status.backups
		expect(b).toMatchObject({ file: path.basename(backup.file), takenAt: Date.UTC(2026, 0, 1), bytes: fs.statSync(backup.file).size, integrityCheck: null })
		expect(b!.bytes).toBeGreaterThan(100_000)
		expect(b!.quickCheck).toMatchObject({ ok: true, problems: [] })
		expect(b!.startedAt).toBeGreaterThanOrEqual(before)
		expect(b!.finishedAt).toBeGreaterThanOrEqual(b!.startedAt!)
		expect(fs.statSync(path.join(dir, RECORD)).mode & 0o777).toBe(0o600)
	})

	it('a copy that fails its quick check gets no backup name, and the failure shows until the next good backup', async () => {
		const broken = path.join(work, 'broken.db')
		fs.copyFileSync(source, broken)
		damageSqliteFile(broken)
		await expect(takeBackup({ source: broken, dir, keep: 3, log: quiet, now: Date.UTC(2026, 0, 2) })).rejects.toThrow(BackupFailed)
		expect(backupsIn(dir)).toEqual(['twentyfour-2026-01-01T00-00-00-000Z.db'])
		expect(fs.readdirSync(dir).filter((n) => n.endsWith('.partial'))).toEqual([])
		let status = backupStatus(dir)
		expect(status.latestCheckFailed).toBe(true)
		expect(status.failure).toMatchObject({ kind: 'backup', file: 'twentyfour-2026-01-02T00-00-00-000Z.db' })
		expect(status.failure!.message).not.toBe('')
		// a restart (another read of the record) still shows it
		status = backupStatus(dir)
		expect(status.latestCheckFailed).toBe(true)

		await takeBackup({ source, dir, keep: 3, log: quiet, now: Date.UTC(2026, 0, 3) })
		status = backupStatus(dir)
		expect(status.latestCheckFailed).toBe(false)
		expect(status.backups.map((b) => b.file)).toEqual(['twentyfour-2026-01-03T00-00-00-000Z.db', 'twentyfour-2026-01-01T00-00-00-000Z.db'])
	})
})

describe('the full integrity check of the newest backup', () => {
	const dir = path.join(work, 'full')

	it('passes on a good backup, is logged and recorded against that file', async () => {
		await takeBackup({ source, dir, keep: 3, log: quiet, now: Date.UTC(2026, 0, 1) })
		await takeBackup({ source, dir, keep: 3, log: quiet, now: Date.UTC(2026, 0, 2) })
		const logged: string[] = []
		const result = await checkNewestBackup({ dir, log: (m) => logged.push(m) })
		expect(result).toMatchObject({ file: 'twentyfour-2026-01-02T00-00-00-000Z.db', ok: true })
		expect(logged).toEqual([expect.stringMatching(/^Backup check: twentyfour-2026-01-02T00-00-00-000Z\.db passed the full integrity check in \d+ ms$/)])
		const status = backupStatus(dir)
		expect(status.backups[0]!.integrityCheck).toMatchObject({ ok: true })
		expect(status.backups[1]!.integrityCheck).toBeNull()
		expect(status.lastFullCheckAt).toBeGreaterThan(0)
	})

	it('a failure is logged and shown until a later integrity check passes (a quick check is not enough)', async () => {
		damageSqliteFile(path.join(dir, 'twentyfour-2026-01-02T00-00-00-000Z.db'))
		const logged: string[] = []
		expect(await checkNewestBackup({ dir, log: (m) => logged.push(m) })).toMatchObject({ ok: false })
		expect(logged[0]).toMatch(/FAILED the full integrity check|could not run/)
		let status = backupStatus(dir)
		expect(status.latestCheckFailed).toBe(true)
		expect(status.failure).toMatchObject({ kind: 'integrity', file: 'twentyfour-2026-01-02T00-00-00-000Z.db' })
		expect(status.backups[0]!.integrityCheck).toMatchObject({ ok: false })
		// what the banner atop an admin's every page reads: the same failure, read again only when the record changes
		expect(outstandingBackupFailure(dir)).toEqual(status.failure)

		await takeBackup({ source, dir, keep: 3, log: quiet, now: Date.UTC(2026, 0, 3) })
		expect(backupStatus(dir).latestCheckFailed).toBe(true)
		expect(outstandingBackupFailure(dir)).toEqual(status.failure)
		await checkNewestBackup({ dir, log: quiet })
		expect(outstandingBackupFailure(dir)).toBeNull()
		status = backupStatus(dir)
		expect(status.latestCheckFailed).toBe(false)
		expect(status.backups[0]).toMatchObject({ file: 'twentyfour-2026-01-03T00-00-00-000Z.db', integrityCheck: { ok: true } })
	})

	it('waits for a backup being taken (one claim per folder)', async () => {
		fs.writeFileSync(path.join(dir, '.backup-in-progress'), `${process.pid}@${os.hostname()}`)
		await expect(checkNewestBackup({ dir, log: quiet })).rejects.toThrow(/another backup is being taken/)
		fs.rmSync(path.join(dir, '.backup-in-progress'))
	})

	it('has nothing to check in an empty folder', async () => {
		fs.mkdirSync(path.join(work, 'empty'))
		expect(await checkNewestBackup({ dir: path.join(work, 'empty'), log: quiet })).toBeNull()
	})
})

describe('the schedule runs the full check once a week at the quiet hour', () => {
	afterEach(() => {
		stopBackups()
		vi.useRealTimers()
		for (const k of ['BACKUP_INTERVAL', 'BACKUP_DIR', 'BACKUP_CHECK_HOUR']) delete process.env[k]
		resetEnvForTests()
	})

	it('at BACKUP_CHECK_HOUR (UTC), on the newest backup, and not again for a week', async () => {
		db()
		const dir = path.join(work, 'weekly')
		await takeBackup({ source, dir, keep: 3, log: quiet, now: Date.now() - 60_000 })
		Object.assign(process.env, { BACKUP_INTERVAL: 'weekly', BACKUP_DIR: dir, BACKUP_CHECK_HOUR: '4' })
		resetEnvForTests()
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: Date.parse('2026-11-28T03:00:00Z') })
		const logged: string[] = []
		startBackups((m) => logged.push(m))
		await vi.advanceTimersByTimeAsync(59 * 60_000)
		expect(logged).toEqual([])
		await vi.advanceTimersByTimeAsync(60_000)
		await vi.waitFor(() => expect(logged).toHaveLength(1), { timeout: 20_000, interval: 50 })
		expect(logged[0]).toMatch(/passed the full integrity check/)
		expect(backupStatus(dir).backups[0]!.integrityCheck).toMatchObject({ ok: true })
		// the next day's quiet hour: no check (a week has not passed)
		await vi.advanceTimersByTimeAsync(24 * 3_600_000)
		expect(logged.filter((m) => m.startsWith('Backup check'))).toHaveLength(1)
	}, 60_000)
})
