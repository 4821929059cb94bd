// Backups taken while another process writes, restored and compared; and every refusal of a restore (issue 30).
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUser } from '../../tests/factories'
import { seedTasks } from '../../scripts/task-seed'
import { BackupFailed, takeBackup } from './backups.server'
import { db, migrationsFolder } from './db.server'
import { restoreBackup, RestoreRefused } from './restore.server'
import { damageSqliteFile } from '../../tests/sqlite-damage'

const betterSqlite = createRequire(import.meta.url).resolve('better-sqlite3')
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'twentyfour-backups-'))
afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

/**
 * Another process (as a worker of the server would be) that writes pairs of tasks, "write N a" and its sub-task
 * "write N b", one pair per transaction, until told to stop; it says "started" after its first pair.
 */
function startWriter(file: string, ownerId: string) {
	const source = `
		const Database = require(${JSON.stringify(betterSqlite)})
		const crypto = require('node:crypto')
		const db = new Database(${JSON.stringify(file)})
		db.pragma('busy_timeout = 5000')
		const insert = db.prepare('insert into tasks (id, owner_id, title, added, parent_id) values (?, ?, ?, ?, ?)')
		const pair = db.transaction((n) => {
			const a = crypto.randomUUID()
			insert.run(a, ${JSON.stringify(ownerId)}, 'write ' + n + ' a', Date.now(), null)
			insert.run(crypto.randomUUID(), ${JSON.stringify(ownerId)}, 'write ' + n + ' b', Date.now(), a)
		})
		let n = 0
		let stop = false
		process.on('message', () => (stop = true))
		const deadline = Date.now() + 60000
		const step = () => {
			for (let i = 0; i < 20; i++) pair(++n)
			if (n === 20) process.send('started')
			if (stop || Date.now() > deadline) { db.close(); process.send({ written: n }); return process.disconnect() }
			setImmediate(step)
		}
		step()
	`
	const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
	const started = new Promise<void>((resolve) => child.on('message', (m) => m === 'started' && resolve()))
	const written = new Promise<number>((resolve) =>
		child.on('message', (m) => typeof m === 'object' && m !== null && resolve((m as { written: number }).written)),
	)
	return { child, started, stop: () => (child.send('stop'), written) }
}

const tables = (file: string) => {
	const d = new Database(file, { readonly: true })
	try {
		const rows = d.prepare(`select name, sql from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`).all() as { name: string; sql: string }[]
		// a table without rowid (the search index's shadow tables, issue 25) is compared in its rows' text order
		const read = ({ name, sql }: { name: string; sql: string }) =>
			/without rowid/i.test(sql)
				? d.prepare(`select * from "${name}"`).all().sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
				: d.prepare(`select * from "${name}" order by rowid`).all()
		return Object.fromEntries(rows.map((t) => [t.name, read(t)]))
	} catch (error) {
		throw new Error(`cannot read the tables of ${file}: ${(error as Error).message}`)
	} finally {
		d.close()
	}
}

const pairsIn = (file: string) => {
	const d = new Database(file, { readonly: true })
	const titles = d.prepare(`select title from tasks where title like 'write %'`).pluck().all() as string[]
	d.close()
	return titles
}

let live: string
let ownerId: string
let duringWrites: string
let writtenBeforeStop: number

beforeAll(async () => {
	const user = makeUser()
	ownerId = user.id
	seedTasks(ownerId, 3000, user.timezone)
	live = db().$client.name
	const writer = startWriter(live, ownerId)
	await writer.started
	const backup = await takeBackup({ source: live, dir: path.join(work, 'backups'), keep: 5, log: () => {} })
	writtenBeforeStop = await writer.stop()
	duringWrites = backup.file
}, 60_000)

describe('a backup taken while another process writes', () => {
	it('is a consistent snapshot: integrity ok, every pair whole, the pairs numbered 1..N without a gap', () => {
		const d = new Database(duringWrites, { readonly: true })
		expect(d.pragma('integrity_check', { simple: true })).toBe('ok')
		// a self-contained file: no -wal needed beside it
		expect(d.pragma('journal_mode', { simple: true })).toBe('delete')
		d.close()
		expect(fs.statSync(duringWrites).mode & 0o777).toBe(0o600)
		const titles = pairsIn(duringWrites)
		const a = titles.filter((t) => t.endsWith(' a')).map((t) => Number(t.split(' ')[1])).sort((x, y) => x - y)
		const b = titles.filter((t) => t.endsWith(' b')).map((t) => Number(t.split(' ')[1])).sort((x, y) => x - y)
		expect(a.length).toBeGreaterThanOrEqual(20)
		expect(b).toEqual(a)
		expect(a).toEqual(a.map((_, i) => i + 1))
		expect(a.length).toBeLessThanOrEqual(writtenBeforeStop)
	})

	it('restores into a data folder as the same database, and a later backup restores the same rows as the live one', async () => {
		const target = path.join(work, 'restored')
		restoreBackup(duringWrites, { dataDir: target, migrationsFolder: migrationsFolder() })
		expect(pairsIn(path.join(target, 'twentyfour.db'))).toEqual(pairsIn(duringWrites))

		const quiet = await takeBackup({ source: live, dir: path.join(work, 'backups'), keep: 5, log: () => {} })
		const { aside } = restoreBackup(quiet.file, { dataDir: target, migrationsFolder: migrationsFolder() })
		expect(tables(path.join(target, 'twentyfour.db'))).toEqual(tables(live))
		// the database it replaced is kept, whole
		expect(aside).toMatch(/twentyfour\.db\.replaced-/)
		expect(pairsIn(aside!)).toEqual(pairsIn(duringWrites))
	}, 30_000)

	it('keeps only the newest BACKUP_KEEP backups', async () => {
		const dir = path.join(work, 'kept')
		for (let i = 0; i < 3; i++) await takeBackup({ source: live, dir, keep: 2, log: () => {}, now: Date.UTC(2026, 0, 1 + i) })
		// beside the backups, only their record of checks (backup-checks.json, decision 297)
		expect(fs.readdirSync(dir).sort()).toEqual(['backup-checks.json', 'twentyfour-2026-01-02T00-00-00-000Z.db', 'twentyfour-2026-01-03T00-00-00-000Z.db'])
	})
})

describe('one backup at a time', () => {
	it('refuses while a live process holds the folder, and takes over the claim and leftovers of a killed one', async () => {
		const dir = path.join(work, 'locked')
		fs.mkdirSync(dir)
		fs.writeFileSync(path.join(dir, '.backup-in-progress'), `${process.pid}@${os.hostname()}`)
		await expect(takeBackup({ source: live, dir, keep: 2, log: () => {} })).rejects.toThrow(BackupFailed)
		await expect(takeBackup({ source: live, dir, keep: 2, log: () => {} })).rejects.toThrow(/another backup is being taken/)

		const dead = spawn(process.execPath, ['-e', ''])
		await new Promise((r) => dead.once('exit', r))
		fs.writeFileSync(path.join(dir, '.backup-in-progress'), `${dead.pid}@${os.hostname()}`)
		fs.writeFileSync(path.join(dir, 'twentyfour-2026-01-01T00-00-00-000Z.db.partial'), 'half a copy')
		const backup = await takeBackup({ source: live, dir, keep: 2, log: () => {} })
		expect(fs.readdirSync(dir).sort()).toEqual(['backup-checks.json', path.basename(backup.file)])
	})
})

describe('a restore is refused, and changes nothing', () => {
	const target = path.join(work, 'refusals')
	const liveFile = path.join(target, 'twentyfour.db')
	let before: string
	let holder: ChildProcess | undefined

	beforeAll(() => {
		restoreBackup(duringWrites, { dataDir: target, migrationsFolder: migrationsFolder() })
		before = JSON.stringify(tables(liveFile))
	})
	afterAll(() => holder?.kill('SIGKILL'))

	const refused = (file: string, message: RegExp) => {
		expect(() => restoreBackup(file, { dataDir: target, migrationsFolder: migrationsFolder() })).toThrow(RestoreRefused)
		expect(() => restoreBackup(file, { dataDir: target, migrationsFolder: migrationsFolder() })).toThrow(message)
		expect(JSON.stringify(tables(liveFile))).toBe(before)
		expect(fs.readdirSync(target).filter((n) => n.includes('.replaced-') || n.includes('.restoring-'))).toEqual([])
	}

	const copyOf = (name: string) => {
		const file = path.join(work, name)
		fs.copyFileSync(duringWrites, file)
		return file
	}

	it('for a file that does not exist, or is not SQLite', () => {
		refused(path.join(work, 'missing.db'), /does not exist/)
		const text = path.join(work, 'notes.db')
		fs.writeFileSync(text, 'these are not the pages you are looking for'.repeat(200))
		refused(text, /not a healthy SQLite database|cannot be opened/)
	})

	it('for a file that fails its integrity check', () => {
		const file = copyOf('damaged.db')
		// garbage over pages in the middle of the file (the tasks table and its indexes)
		damageSqliteFile(file)
		refused(file, /fails its integrity check|not a healthy SQLite database/)
	})

	it('for a backup whose schema is newer than the code', () => {
		const file = copyOf('newer.db')
		const d = new Database(file)
		d.prepare('insert into __drizzle_migrations (hash, created_at) values (?, ?)').run('from-a-later-version', Date.UTC(2030, 0, 1))
		d.close()
		refused(file, /newer schema than this version of Twentyfour .*2030-01-01/)
	})

	it('for a SQLite file that is not a Twentyfour database', () => {
		const file = path.join(work, 'other.db')
		const d = new Database(file)
		d.exec('create table notes (body text)')
		d.close()
		refused(file, /not a Twentyfour database/)
	})

	it('while the server (any process) has the database open', async () => {
		holder = spawn(
			process.execPath,
			['-e', `const d = new (require(${JSON.stringify(betterSqlite)}))(${JSON.stringify(liveFile)}); d.pragma('journal_mode = WAL'); d.prepare('select count(*) from tasks').get(); console.log('open'); setInterval(() => {}, 1000)`],
			{ stdio: ['ignore', 'pipe', 'inherit'] },
		)
		await new Promise<void>((resolve) => holder!.stdout!.once('data', () => resolve()))
		refused(duringWrites, /The server is running/)
		const exited = new Promise((r) => holder!.once('exit', r))
		holder.kill('SIGKILL')
		await exited
		// once it is gone (even killed outright), the restore goes ahead
		expect(restoreBackup(duringWrites, { dataDir: target, migrationsFolder: migrationsFolder() }).aside).toBeTruthy()
	})
})
