// The record of backups and their checks (decision 297): a small JSON file in the backup folder, beside the backups it
// describes (it moves with them, and a restore of the database does not rewind it). Written only under the folder's
// backup claim (one writer at a time), replaced atomically (a crash leaves the old record or the new one).
import fs from 'node:fs'
import path from 'node:path'
import { backupTime } from './backup-schedule'
import { entryOk, outstandingFailure, trimEntries, type CheckEntry, type CheckResult } from './backup-checks'
import { env } from './env.server'

export const RECORD = 'backup-checks.json'

export function readEntries(dir: string): CheckEntry[] {
	try {
		const parsed = JSON.parse(fs.readFileSync(path.join(dir, RECORD), 'utf8')) as { entries?: CheckEntry[] }
		return Array.isArray(parsed.entries) ? parsed.entries : []
	} catch {
		// no record yet (or an unreadable one: it starts again)
		return []
	}
}

export function appendEntry(dir: string, entry: CheckEntry) {
	const file = path.join(dir, RECORD)
	const temporary = `${file}.${process.pid}.tmp`
	fs.writeFileSync(temporary, JSON.stringify({ entries: trimEntries([...readEntries(dir), entry]) }, null, '\t'), { mode: 0o600 })
	fs.renameSync(temporary, file)
}

export type BackupSummary = {
	file: string
	/** the time in its name: when its copy began */
	takenAt: number
	bytes: number
	startedAt: number | null
	finishedAt: number | null
	copyMs: number | null
	quickCheck: CheckResult | null
	/** the latest full integrity_check of this file, with when it ran */
	integrityCheck: (CheckResult & { at: number }) | null
}

export type BackupStatus = {
	dir: string
	/** the backups in the folder, newest first */
	backups: BackupSummary[]
	lastFullCheckAt: number | null
	/** true while the latest failed check has not been followed by a good one */
	latestCheckFailed: boolean
	failure: { kind: 'backup' | 'integrity'; file: string; at: number; message: string } | null
}

const failureMessage = (e: CheckEntry) =>
	e.error ?? (e.kind === 'backup' ? e.quickCheck : e.check)?.problems.slice(0, 5).join('; ') ?? 'the check did not pass'

function failureOf(entries: CheckEntry[]): BackupStatus['failure'] {
	const failed = outstandingFailure(entries)
	return failed ? { kind: failed.kind, file: failed.file, at: failed.finishedAt, message: failureMessage(failed) } : null
}

/** What admins see of the backups (the /admin page): each backup's size, times and checks; a failed check. */
export function backupStatus(dir = env().backups.dir): BackupStatus {
	const entries = readEntries(dir)
	let names: string[] = []
	try {
		names = fs.readdirSync(dir).filter((n) => backupTime(n) !== null)
	} catch {
		// no folder yet: no backups yet
	}
	const backups = names
		.sort((a, b) => backupTime(b)! - backupTime(a)!)
		.map((file): BackupSummary => {
			const made = entries.findLast((e) => e.kind === 'backup' && e.file === file && entryOk(e)) as Extract<CheckEntry, { kind: 'backup' }> | undefined
			const full = entries.findLast((e) => e.kind === 'integrity' && e.file === file)
			let bytes = 0
			try {
				bytes = fs.statSync(path.join(dir, file)).size
			} catch {
				// removed meanwhile
			}
			return {
				file,
				takenAt: backupTime(file)!,
				bytes,
				startedAt: made?.startedAt ?? null,
				finishedAt: made?.finishedAt ?? null,
				copyMs: made?.copyMs ?? null,
				quickCheck: made?.quickCheck ?? null,
				integrityCheck:
					full?.kind === 'integrity'
						? { ...(full.check ?? { ok: false, problems: [full.error ?? 'the check could not run'], ms: 0 }), at: full.finishedAt }
						: null,
			}
		})
	const fulls = entries.filter((e) => e.kind === 'integrity')
	const failure = failureOf(entries)
	return {
		dir,
		backups,
		lastFullCheckAt: fulls.length ? Math.max(...fulls.map((e) => e.finishedAt)) : null,
		latestCheckFailed: failure !== null,
		failure,
	}
}

let failureCache: { key: string; failure: BackupStatus['failure'] } | null = null

/**
 * The outstanding failed check only, for a banner on every page an admin opens: one stat of the record per call, and
 * the record is read again only when it changed (it changes once per backup or weekly check).
 */
export function outstandingBackupFailure(dir = env().backups.dir): BackupStatus['failure'] {
	let key: string
	try {
		const stat = fs.statSync(path.join(dir, RECORD))
		key = `${dir}|${stat.mtimeMs}|${stat.size}|${stat.ino}`
	} catch {
		return null
	}
	if (failureCache?.key !== key) {
		failureCache = { key, failure: failureOf(readEntries(dir)) }
	}
	return failureCache.failure
}
