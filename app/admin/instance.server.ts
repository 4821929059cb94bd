// The admin page's "this server" facts (issue 53): version, database size, last backup, free disk, the scheduler's
// last run, migrations applied; and the three facts wired after merge (mail, reset links, backup checks).
import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { backupFileName, backupTime } from '~/lib/backup-schedule'
import { db } from '~/lib/db.server'
import { databaseFileIn, env } from '~/lib/env.server'
import { instanceSetting } from './sign-up.server'

const packageVersion = (() => {
	try {
		return (JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8')) as { version?: string }).version ?? 'unknown'
	} catch {
		return 'unknown'
	}
})()

function fileSize(file: string) {
	try {
		return fs.statSync(file).size
	} catch {
		return 0
	}
}

/** the newest backup in BACKUP_DIR: a file gets its final name only after its integrity check passed */
export function lastBackup(dir = env().backups.dir) {
	let names: string[] = []
	try {
		names = fs.readdirSync(dir)
	} catch {
		return null
	}
	const newest = names
		.map((name) => ({ name, at: backupTime(name) }))
		.filter((b): b is { name: string; at: number } => b.at !== null && b.name === backupFileName(b.at))
		.sort((a, b) => b.at - a.at)[0]
	if (!newest) return null
	return { file: path.join(dir, newest.name), at: newest.at, bytes: fileSize(path.join(dir, newest.name)), count: names.filter((n) => backupTime(n) !== null).length }
}

function freeDisk(dir: string) {
	try {
		const s = fs.statfsSync(dir)
		return { free: s.bavail * s.bsize, total: s.blocks * s.bsize }
	} catch {
		return null
	}
}

function migrationsApplied() {
	try {
		const rows = db().all<{ created_at: number }>(sql`select created_at from __drizzle_migrations order by created_at`)
		const journal = JSON.parse(fs.readFileSync(path.resolve(process.env.MIGRATIONS_DIR ?? 'db/migrations', 'meta/_journal.json'), 'utf8')) as {
			entries: { tag: string; when: number }[]
		}
		const applied = new Set(rows.map((r) => Number(r.created_at)))
		const tags = journal.entries.filter((e) => applied.has(e.when)).map((e) => e.tag)
		return { count: rows.length, latest: tags.at(-1) ?? null, known: journal.entries.length }
	} catch {
		return null
	}
}

/** Not available in this build: filled in when mail (issue 53 point 2) and the backups' checks (point 5) land. */
export type Unwired = { available: false; note: string }
const NOT_AVAILABLE: Unwired = { available: false, note: 'not available in this build' }

export function instanceFacts(now = Date.now()) {
	const e = env()
	const dbFile = databaseFileIn(e.dataDir)
	const schedulerRun = Number(instanceSetting('scheduler_last_run')) || null
	return {
		version: packageVersion,
		node: process.version,
		databaseBytes: fileSize(dbFile) + fileSize(`${dbFile}-wal`),
		disk: freeDisk(e.dataDir),
		backups: {
			schedule: e.backups.intervalMs,
			dir: e.backups.dir,
			keep: e.backups.keep,
			last: lastBackup(e.backups.dir),
			// TODO(issue 53 point 5, wired by the lead): each backup's quick_check / integrity_check results
			checks: NOT_AVAILABLE,
		},
		scheduler: { running: !!e.pushover, lastRun: schedulerRun },
		migrations: migrationsApplied(),
		// TODO(issue 53 point 2, wired by the lead): mailStatus() from app/mail/mail.server.ts
		mail: NOT_AVAILABLE,
		// TODO(issue 53 point 2, wired by the lead): a "Send a password-reset link" button per person, through
		// createPasswordResetLink(userId) from app/identity/password-reset.server.ts
		resetLinks: NOT_AVAILABLE,
		now,
	}
}
export type InstanceFacts = ReturnType<typeof instanceFacts>
