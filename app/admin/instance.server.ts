// The admin page's "this server" facts (issue 53): version, database size, last backup, free disk, the scheduler's
// last run, migrations applied, mail's last delivery or error, and the backups' checks.
import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { backupFileName, backupTime } from '~/lib/backup-schedule'
import { db } from '~/lib/db.server'
import { databaseFileIn, env } from '~/lib/env.server'
import { backupStatus } from '~/lib/backups.server'
import { outstandingBackupFailure } from '~/lib/backup-records.server'
import { atTime, backupFailureText } from './backups'
import { mailStatus } from '~/mail/mail.server'
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
			checks: backupStatus(e.backups.dir),
		},
		scheduler: { running: !!e.pushover, lastRun: schedulerRun },
		migrations: migrationsApplied(),
		mail: mailStatus(),
		now,
	}
}
export type InstanceFacts = ReturnType<typeof instanceFacts>

/** The warning an admin sees atop every page while a backup check has failed (null when none has): cheap, see
 * outstandingBackupFailure. */
export function backupFailureNotice(timezone: string) {
	const failure = outstandingBackupFailure()
	return failure ? backupFailureText(failure, (ms) => atTime(ms, timezone)) : null
}
