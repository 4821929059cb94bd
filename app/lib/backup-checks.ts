// What the backups' checks recorded means (issue 53, point 5; decision 297): each backup is checked with
// PRAGMA quick_check before it gets its final name, the newest one with the full integrity_check once a week at a
// quiet hour, and a failed check stays visible to admins until a later check at least as thorough passes.

const HOUR = 3_600_000
const DAY = 24 * HOUR
export const FULL_CHECK_EVERY = 7 * DAY

export type CheckResult = { ok: boolean; problems: string[]; ms: number }

/** one line of the backup folder's record (backup-checks.json), oldest first */
export type CheckEntry =
	| {
			kind: 'backup'
			file: string
			startedAt: number
			finishedAt: number
			/** set when the copy worked and passed its quick_check */
			bytes?: number
			copyMs?: number
			quickCheck?: CheckResult
			/** why the backup failed (the copy, or its quick_check): no file got the backup's name */
			error?: string
	  }
	| { kind: 'integrity'; file: string; startedAt: number; finishedAt: number; check?: CheckResult; error?: string }

export const entryOk = (e: CheckEntry) => !e.error && (e.kind === 'backup' ? !!e.quickCheck?.ok : !!e.check?.ok)

/** how thorough a check is: a failure is cleared only by a later pass at least as thorough */
const strength = (e: CheckEntry) => (e.kind === 'integrity' ? 2 : 1)

/** The failed check admins must still see: the latest failure not followed by a pass at least as thorough. */
export function outstandingFailure(entries: CheckEntry[]) {
	let failure: CheckEntry | null = null
	for (const e of [...entries].sort((a, b) => a.finishedAt - b.finishedAt)) {
		if (!entryOk(e)) failure = e
		else if (failure && strength(e) >= strength(failure)) failure = null
	}
	return failure
}

/** The entries kept in the record: the last `keep` of them (every backup that still exists has a few at most). */
export const trimEntries = (entries: CheckEntry[], keep = 200) => entries.slice(-keep)

/**
 * When the weekly integrity_check of the newest backup is next due: a week after the last one (at once when there
 * has been none), moved on to the next start of the quiet hour (BACKUP_CHECK_HOUR, UTC), when requests are few.
 */
export function nextFullCheckAt(lastFullCheck: number | null, now: number, quietHour: number) {
	const earliest = Math.max(now, lastFullCheck === null ? now : lastFullCheck + FULL_CHECK_EVERY - HOUR)
	const day = new Date(earliest)
	const at = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), quietHour)
	// within the quiet hour itself: now; otherwise the next start of it
	if (earliest >= at && earliest < at + HOUR) return earliest
	return at > earliest ? at : at + DAY
}
