import { describe, expect, it } from 'vitest'
import type { BackupSummary } from '~/lib/backup-records.server'
import { atTime, BACKUPS_LISTED, backupFailureText, backupRows, clockTime, duration } from './backups'

const when = (ms: number) => atTime(ms, 'UTC')
const clock = (ms: number) => clockTime(ms, 'UTC')
const T = Date.UTC(2026, 10, 28, 3, 0)
const summary = (over: Partial<BackupSummary> = {}): BackupSummary => ({
	file: 'twentyfour-2026-11-28T03-00-00-000Z.db',
	takenAt: T,
	bytes: 1_234_567_890,
	startedAt: T,
	finishedAt: T + 4_200,
	copyMs: 1_600,
	quickCheck: { ok: true, problems: [], ms: 2_600 },
	integrityCheck: null,
	...over,
})

describe('the backups on the admin page', () => {
	it('each backup: its size, when its copy was done and how long it took, both checks', () => {
		const [row] = backupRows([summary({ integrityCheck: { ok: true, problems: [], ms: 9_800, at: T + 3_600_000 } })], when, clock)
		expect(row).toEqual({
			file: 'twentyfour-2026-11-28T03-00-00-000Z.db',
			takenAt: T,
			size: '1.2 GB',
			copy: '1.6 s (checked and named at 03:00)',
			quickCheck: { state: 'ok', text: 'passed in 2.6 s' },
			fullCheck: { state: 'ok', text: `passed in 9.8 s, ${when(T + 3_600_000)}` },
		})
		expect(when(T)).toBe('Saturday, November 28, 2026, 03:00')
	})

	it('a failed full check with what it found (three problems at most, then how many more)', () => {
		const problems = ['row 1 missing from index a', 'row 2 missing from index a', 'row 3 missing from index a', 'row 4 missing', 'row 5 missing']
		const [row] = backupRows([summary({ integrityCheck: { ok: false, problems, ms: 10, at: T } })], when, clock)
		expect(row!.fullCheck).toEqual({ state: 'failed', text: `failed ${when(T)}: row 1 missing from index a; row 2 missing from index a; row 3 missing from index a (and 2 more)` })
	})

	it('says what was not recorded or has not run yet, never a made-up value', () => {
		const [row] = backupRows([summary({ copyMs: null, finishedAt: null, quickCheck: null })], when, clock)
		expect(row).toMatchObject({
			copy: 'not recorded',
			quickCheck: { state: 'none', text: 'not recorded' },
			fullCheck: { state: 'none', text: 'not yet (weekly, on the newest backup)' },
		})
	})

	it('lists the newest few only, in the order given (newest first)', () => {
		const many = Array.from({ length: 8 }, (_, i) => summary({ file: `b${i}.db`, takenAt: T - i }))
		expect(backupRows(many, when, clock).map((r) => r.file)).toEqual(['b0.db', 'b1.db', 'b2.db', 'b3.db', 'b4.db'])
		expect(BACKUPS_LISTED).toBe(5)
	})

	it('durations in milliseconds under a second, else in seconds', () => {
		expect(duration(340)).toBe('340 ms')
		expect(duration(2_640)).toBe('2.6 s')
		expect(duration(null)).toBe('not recorded')
	})
})

describe('the warning admins see until the next good check', () => {
	it('for a backup that failed its quick check (and was not kept)', () => {
		expect(backupFailureText({ kind: 'backup', file: 'twentyfour-x.db', at: T, message: 'quick check: page 7 is never used' }, when)).toBe(
			`The backup of ${when(T)} failed its check and was not kept: quick check: page 7 is never used. This stays until the next good check.`,
		)
	})
	it('for the weekly full check of a kept backup', () => {
		expect(backupFailureText({ kind: 'integrity', file: 'twentyfour-x.db', at: T, message: 'row 3 missing from index' }, when)).toBe(
			`The weekly full check of the backup twentyfour-x.db failed (${when(T)}): row 3 missing from index. This stays until the next good check.`,
		)
	})
})
