import { describe, expect, it } from 'vitest'
import { backupFileName, backupsToRemove, backupTime, formatInterval, nextBackupAt, parseBackupInterval, retentionDays } from './backup-schedule'

const HOUR = 3_600_000
const DAY = 24 * HOUR

describe('BACKUP_INTERVAL', () => {
	it.each([
		['daily', DAY],
		['hourly', HOUR],
		['weekly', 7 * DAY],
		['off', null],
		['6h', 6 * HOUR],
		['30m', 30 * 60_000],
		['2d', 2 * DAY],
		[' Daily ', DAY],
	])('%j is %s ms', (text, ms) => expect(parseBackupInterval(text)).toBe(ms))

	it.each(['', 'sometimes', '1m', '4m', '-1h', '1.5h', '10'])('%j is refused', (text) => expect(parseBackupInterval(text)).toBeUndefined())
})

describe('the interval in the log', () => {
	it('is said in hours, minutes or days', () => {
		expect(formatInterval(DAY)).toBe('24 hours')
		expect(formatInterval(HOUR)).toBe('1 hour')
		expect(formatInterval(30 * 60_000)).toBe('30 minutes')
		expect(formatInterval(7 * DAY)).toBe('7 days')
	})
})

describe('retention', () => {
	it('is BACKUP_KEEP intervals, in days: 14 daily backups last 14 days', () => {
		expect(retentionDays(DAY, 14)).toBe(14)
		expect(retentionDays(HOUR, 14)).toBe(1)
		expect(retentionDays(7 * DAY, 4)).toBe(28)
	})
})

describe('backup files', () => {
	it('are named by their UTC time, and read back to it', () => {
		const at = Date.UTC(2026, 10, 24, 9, 40, 5, 123)
		expect(backupFileName(at)).toBe('twentyfour-2026-11-24T09-40-05-123Z.db')
		expect(backupTime(backupFileName(at))).toBe(at)
		expect(backupTime('twentyfour.db')).toBeNull()
		expect(backupTime('twentyfour-2026-11-24T09-40-05-123Z.db.partial')).toBeNull()
	})

	it('beyond BACKUP_KEEP, the oldest are removed and other files never', () => {
		const names = [0, 3, 1, 2].map((d) => backupFileName(Date.UTC(2026, 0, 1 + d)))
		expect(backupsToRemove([...names, 'notes.txt', '.backup-in-progress'], 2)).toEqual([names[2], names[0]])
		expect(backupsToRemove(names, 14)).toEqual([])
	})
})

describe('the schedule', () => {
	const now = Date.UTC(2026, 10, 24, 12)
	it('takes the first backup a minute after start, then one an interval after the newest', () => {
		expect(nextBackupAt(null, DAY, now)).toBe(now + 60_000)
		expect(nextBackupAt(now - HOUR, DAY, now)).toBe(now - HOUR + DAY)
		// a backup overdue (the server was down) is taken once the server has settled
		expect(nextBackupAt(now - 3 * DAY, DAY, now)).toBe(now + 60_000)
	})
})
