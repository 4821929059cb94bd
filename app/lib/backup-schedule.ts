// When backups are taken and which are kept (issue 30): BACKUP_INTERVAL and BACKUP_KEEP read into numbers, the name
// of a backup file (its time, so names sort as times do), and which files the retention removes.

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const NAMED: Record<string, number | null> = { off: null, hourly: HOUR, daily: DAY, weekly: 7 * DAY }
const UNITS: Record<string, number> = { m: MINUTE, h: HOUR, d: DAY }

/** The shortest interval: a backup copies the whole database, so more often than this is a mistake, not a plan. */
export const SHORTEST_INTERVAL = 5 * MINUTE

/**
 * BACKUP_INTERVAL: "hourly", "daily", "weekly", "off", or a number of minutes, hours or days ("30m", "6h", "2d").
 * Returns milliseconds, null for "off", or undefined when the text is none of these.
 */
export function parseBackupInterval(text: string): number | null | undefined {
	const t = text.trim().toLowerCase()
	if (t in NAMED) return NAMED[t]
	const m = /^(\d+)\s*([mhd])$/.exec(t)
	if (!m) return undefined
	const ms = Number(m[1]) * UNITS[m[2]!]!
	return ms >= SHORTEST_INTERVAL ? ms : undefined
}

/** An interval as the log says it: "24 hours", "30 minutes", "7 days". */
export function formatInterval(ms: number) {
	const [n, unit] = ms % DAY === 0 && ms > DAY ? [ms / DAY, 'day'] : ms % HOUR === 0 ? [ms / HOUR, 'hour'] : [ms / MINUTE, 'minute']
	return `${n} ${unit}${n === 1 ? '' : 's'}`
}

/** How long a backup is kept: BACKUP_KEEP backups taken every interval, in whole days (rounded up). */
export function retentionDays(intervalMs: number, keep: number) {
	return Math.ceil((intervalMs * keep) / DAY)
}

const PREFIX = 'twentyfour-'
const NAME = /^twentyfour-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z\.db$/

/** "twentyfour-2026-11-24T09-40-00-123Z.db": the UTC time it was taken, with characters every file system accepts. */
export function backupFileName(at: number) {
	return `${PREFIX}${new Date(at).toISOString().replace(/[:.]/g, '-')}.db`
}

/** The time a backup file's name says it was taken; null for any other file. */
export function backupTime(name: string): number | null {
	const m = NAME.exec(name)
	if (!m) return null
	const t = Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`)
	return Number.isNaN(t) ? null : t
}

/** Of the files in the backup folder, the backups to delete: all but the newest `keep`. Other files are never touched. */
export function backupsToRemove(names: string[], keep: number) {
	const backups = names.filter((n) => backupTime(n) !== null).sort((a, b) => backupTime(b)! - backupTime(a)!)
	return backups.slice(keep)
}

/**
 * When the next backup is due: an interval after the newest backup (a restart does not take one more), but never
 * sooner than `settle` after now (the server has just started: the first backup waits until it is serving).
 */
export function nextBackupAt(newest: number | null, intervalMs: number, now: number, settle = MINUTE) {
	return Math.max(now + settle, newest === null ? now : newest + intervalMs)
}
