import { describe, expect, it } from 'vitest'
import { FULL_CHECK_EVERY, nextFullCheckAt, outstandingFailure, type CheckEntry } from './backup-checks'

const HOUR = 3_600_000
const at = (iso: string) => Date.parse(iso)
const good = (finishedAt: number, file = 'a.db'): CheckEntry => ({ kind: 'backup', file, startedAt: finishedAt - 1, finishedAt, bytes: 1, copyMs: 1, quickCheck: { ok: true, problems: [], ms: 1 } })
const badCopy = (finishedAt: number): CheckEntry => ({ kind: 'backup', file: 'b.db', startedAt: finishedAt - 1, finishedAt, error: 'quick check: page 7 is never used', quickCheck: { ok: false, problems: ['page 7 is never used'], ms: 1 } })
const full = (finishedAt: number, ok: boolean): CheckEntry => ({ kind: 'integrity', file: 'a.db', startedAt: finishedAt - 1, finishedAt, check: { ok, problems: ok ? [] : ['row 3 missing from index'], ms: 1 } })

describe('a failed check stays visible until the next good one', () => {
	it('none when every check passed', () => expect(outstandingFailure([good(1), full(2, true), good(3)])).toBeNull())
	it('a failed backup until the next backup passes its quick check', () => {
		expect(outstandingFailure([good(1), badCopy(2)])).toMatchObject({ kind: 'backup', error: /quick check/ })
		expect(outstandingFailure([good(1), badCopy(2), good(3)])).toBeNull()
	})
	it('a failed integrity check is not cleared by a quick check, only by a later integrity check that passes', () => {
		expect(outstandingFailure([full(1, false), good(2)])).toMatchObject({ kind: 'integrity' })
		expect(outstandingFailure([full(1, false), good(2), full(3, true)])).toBeNull()
	})
	it('reads the record in time order', () => expect(outstandingFailure([good(3), badCopy(2)])).toBeNull())
})

describe('the weekly integrity check', () => {
	it('runs at the next start of the quiet hour (UTC) when there has been none', () => {
		expect(nextFullCheckAt(null, at('2026-11-28T05:10:00Z'), 3)).toBe(at('2026-11-29T03:00:00Z'))
		expect(nextFullCheckAt(null, at('2026-11-28T01:10:00Z'), 3)).toBe(at('2026-11-28T03:00:00Z'))
	})
	it('runs at once when the server starts within the quiet hour', () => {
		expect(nextFullCheckAt(null, at('2026-11-28T03:20:00Z'), 3)).toBe(at('2026-11-28T03:20:00Z'))
	})
	it('runs a week after the last one, at the quiet hour', () => {
		const last = at('2026-11-21T03:02:00Z')
		expect(nextFullCheckAt(last, last + HOUR, 3)).toBe(at('2026-11-28T03:00:00Z'))
		expect(nextFullCheckAt(last, at('2026-11-28T03:30:00Z'), 3)).toBe(at('2026-11-28T03:30:00Z'))
		// a server that was down at the quiet hour checks at the next one
		expect(nextFullCheckAt(last, at('2026-11-28T09:00:00Z'), 3)).toBe(at('2026-11-29T03:00:00Z'))
		expect(FULL_CHECK_EVERY).toBe(7 * 24 * HOUR)
	})
})
