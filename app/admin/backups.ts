// What the admin page says about the backups (issue 53, point 5; decision 310): each recent backup's size, times and
// both checks' results, and the failed check admins see (on /admin and atop every page) until the next good one.
// Pure: app/lib/backup-records.server.ts reads the folder and its record.
import type { CheckResult } from '~/lib/backup-checks'
import type { BackupStatus, BackupSummary } from '~/lib/backup-records.server'
import { longDate } from '~/lib/dates'
import { formatBytes } from './rules'

/** "03:00" in the admin's time zone */
export const clockTime = (ms: number, timezone: string) => new Date(ms).toLocaleTimeString('en-GB', { timeZone: timezone, hour: '2-digit', minute: '2-digit' })

/** "Saturday, November 28, 2026, 03:00" in the admin's time zone: when a backup or a check ran */
export function atTime(ms: number, timezone: string) {
	return `${longDate(ms, timezone)}, ${clockTime(ms, timezone)}`
}

/** how many backups the page lists (the newest first); the folder's count is said beside them */
export const BACKUPS_LISTED = 5

export type CheckCell = { state: 'ok' | 'failed' | 'none'; text: string }
export type BackupRow = { file: string; takenAt: number; size: string; copy: string; quickCheck: CheckCell; fullCheck: CheckCell }

/** "2.6 s", or "340 ms" under a second */
export function duration(ms: number | null) {
	if (ms === null || !Number.isFinite(ms)) return 'not recorded'
	return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`
}

/** the problems a check found: the first three, and how many more */
function problems(result: CheckResult) {
	const shown = result.problems.slice(0, 3).join('; ') || 'no reason given'
	const more = result.problems.length - 3
	return more > 0 ? `${shown} (and ${more} more)` : shown
}

function checkCell(result: CheckResult | null, missing: string, at?: string): CheckCell {
	if (!result) return { state: 'none', text: missing }
	if (result.ok) return { state: 'ok', text: `passed in ${duration(result.ms)}${at ? `, ${at}` : ''}` }
	return { state: 'failed', text: `failed${at ? ` ${at}` : ''}: ${problems(result)}` }
}

/** The backups listed: the newest `limit`, each with its size, times (`when` a full date, `clock` a time of day) and both checks. */
export function backupRows(backups: BackupSummary[], when: (ms: number) => string, clock: (ms: number) => string, limit = BACKUPS_LISTED): BackupRow[] {
	return backups.slice(0, limit).map((b) => ({
		file: b.file,
		takenAt: b.takenAt,
		size: formatBytes(b.bytes),
		// the day is the heading's: the copy and its check end minutes after it begins
		copy: b.copyMs === null ? 'not recorded' : `${duration(b.copyMs)}${b.finishedAt ? ` (checked and named at ${clock(b.finishedAt)})` : ''}`,
		// a backup named before the record existed (or by an older version) has no recorded quick check
		quickCheck: checkCell(b.quickCheck, 'not recorded'),
		fullCheck: checkCell(b.integrityCheck, 'not yet (weekly, on the newest backup)', b.integrityCheck ? when(b.integrityCheck.at) : undefined),
	}))
}

export type BackupFailure = NonNullable<BackupStatus['failure']>

/** The words of the warning admins see until the next good check: which check, of what, when, and what it found. */
export function backupFailureText(failure: BackupFailure, when: (ms: number) => string) {
	const what =
		failure.kind === 'backup'
			? `The backup of ${when(failure.at)} failed its check and was not kept`
			: `The weekly full check of the backup ${failure.file} failed (${when(failure.at)})`
	return `${what}: ${failure.message}. This stays until the next good check.`
}
