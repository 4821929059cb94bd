// `npm run restore -- FILE` (issue 30, docs/decisions/221): puts a backup in place of the database, with the server
// stopped. Nothing changes unless every check passes; the database it replaces is kept beside it.
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { databaseFileIn } from './env.server'

export class RestoreRefused extends Error {}

type Journal = { entries: { when: number; tag: string }[] }

/** The migrations this code knows (drizzle's journal): their times, as drizzle records them in __drizzle_migrations. */
function knownMigrations(migrationsFolder: string) {
	const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal
	return new Set(journal.entries.map((e) => e.when))
}

/**
 * Refuses a backup that is not a readable SQLite file, fails PRAGMA integrity_check, or has a migration this code does
 * not have (its schema is newer: this code would run on tables it does not know). An older schema is fine: the server
 * applies the missing migrations when it starts.
 */
export function checkBackupFile(file: string, migrationsFolder: string) {
	if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new RestoreRefused(`${file} does not exist or is not a file.`)
	let db: Database.Database
	try {
		db = new Database(file, { readonly: true, fileMustExist: true })
	} catch (error) {
		throw new RestoreRefused(`${file} cannot be opened as a SQLite database: ${(error as Error).message}`)
	}
	try {
		let problems: string[]
		try {
			problems = (db.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check)
		} catch (error) {
			throw new RestoreRefused(`${file} is not a healthy SQLite database: ${(error as Error).message}`)
		}
		if (problems.join() !== 'ok') {
			throw new RestoreRefused(`${file} fails its integrity check: ${problems.slice(0, 5).join('; ')}`)
		}
		const hasMigrations = db.prepare(`select 1 from sqlite_master where type = 'table' and name = '__drizzle_migrations'`).get()
		if (!hasMigrations) throw new RestoreRefused(`${file} is not a Twentyfour database (it has no migrations table).`)
		const applied = db.prepare('select created_at from __drizzle_migrations').pluck().all() as number[]
		const known = knownMigrations(migrationsFolder)
		const unknown = applied.filter((t) => !known.has(Number(t)))
		if (unknown.length) {
			const when = new Date(Math.max(...unknown.map(Number))).toISOString()
			throw new RestoreRefused(
				`${file} has a newer schema than this version of Twentyfour (${unknown.length} migration(s) it does not have, the latest of ${when}). Restore it with the version that made it.`,
			)
		}
	} finally {
		db.close()
	}
}

/**
 * Refuses while any process has the database open (the server, or `npm run backup`): a connection in WAL mode holds
 * a shared lock on the file for as long as it is open, so an exclusive lock cannot be had. A server killed outright
 * holds nothing; its -wal file is folded into the database here, so what it committed is kept aside with the rest.
 */
function closeLiveDatabase(live: string) {
	const db = new Database(live, { fileMustExist: true })
	try {
		db.pragma('busy_timeout = 0')
		db.pragma('locking_mode = EXCLUSIVE')
		try {
			db.exec('BEGIN EXCLUSIVE')
			db.exec('COMMIT')
		} catch (error) {
			if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) {
				throw new RestoreRefused('The server is running (the database is open in another process). Stop it, then restore.')
			}
			throw error
		}
		db.pragma('wal_checkpoint(TRUNCATE)')
	} finally {
		db.close()
	}
}

function syncedCopy(from: string, to: string) {
	fs.copyFileSync(from, to)
	const fd = fs.openSync(to, 'r+')
	fs.fsyncSync(fd)
	fs.closeSync(fd)
}

const stamp = (at: number) => new Date(at).toISOString().replace(/[:.]/g, '-')

/**
 * Restores `file` as DATA_DIR's database. Returns where the replaced database was put (null when there was none).
 * Throws RestoreRefused, having changed nothing, when the file or the moment is wrong.
 */
export function restoreBackup(file: string, opts: { dataDir: string; migrationsFolder: string; now?: number }) {
	const source = path.resolve(file)
	checkBackupFile(source, opts.migrationsFolder)
	fs.mkdirSync(opts.dataDir, { recursive: true })
	const live = databaseFileIn(opts.dataDir)
	if (source === live) throw new RestoreRefused(`${file} is the database itself, not a backup.`)
	const exists = fs.existsSync(live)
	if (exists) closeLiveDatabase(live)
	// the copy is complete and on disk before it takes the database's name
	const incoming = path.join(opts.dataDir, `twentyfour.db.restoring-${process.pid}`)
	syncedCopy(source, incoming)
	let aside: string | null = null
	if (exists) {
		aside = path.join(opts.dataDir, `twentyfour.db.replaced-${stamp(opts.now ?? Date.now())}`)
		fs.renameSync(live, aside)
	}
	for (const extra of ['-wal', '-shm', '-journal']) fs.rmSync(live + extra, { force: true })
	fs.renameSync(incoming, live)
	return { restored: live, aside }
}
