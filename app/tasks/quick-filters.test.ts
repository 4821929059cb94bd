import { TZDate } from '@date-fns/tz'
import { describe, expect, it } from 'vitest'
import { matchesQuickCriteria } from '../../tests/task-oracles'
import { dayRange, quickFilterCriteria, weekRange } from './quick-filters'

const at = (tz: string, y: number, m: number, d: number, h = 0, mi = 0) => new TZDate(y, m - 1, d, h, mi, tz).getTime()
const task = (v: Partial<{ completed: boolean; start: number | null; due: number | null }>) => ({
	completed: false,
	start: null,
	due: null,
	...v,
})

describe('day and week ranges in the user timezone', () => {
	for (const tz of ['Europe/London', 'America/Los_Angeles', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
		it(`${tz}: a day starts and ends at local midnight, also a minute either side of it`, () => {
			const justBefore = at(tz, 2026, 3, 10, 23, 59)
			const justAfter = at(tz, 2026, 3, 11, 0, 0)
			expect(dayRange(tz, justBefore)).toEqual({ from: at(tz, 2026, 3, 10), to: at(tz, 2026, 3, 11) })
			expect(dayRange(tz, justAfter)).toEqual({ from: at(tz, 2026, 3, 11), to: at(tz, 2026, 3, 12) })
			expect(dayRange(tz, justAfter, -1).from).toBe(at(tz, 2026, 3, 10))
		})
		it(`${tz}: weeks start on Monday; Sunday 23:59 is still last week`, () => {
			// Sunday 15 March 2026, Monday 16 March 2026
			const sunday = at(tz, 2026, 3, 15, 23, 59)
			const monday = at(tz, 2026, 3, 16, 0, 0)
			expect(weekRange(tz, sunday)).toEqual({ from: at(tz, 2026, 3, 9), to: at(tz, 2026, 3, 16) })
			expect(weekRange(tz, monday)).toEqual({ from: at(tz, 2026, 3, 16), to: at(tz, 2026, 3, 23) })
			expect(weekRange(tz, monday, 1).from).toBe(at(tz, 2026, 3, 23))
			expect(weekRange(tz, monday, -1).from).toBe(at(tz, 2026, 3, 9))
		})
	}

	it('a day that has 23 hours (clocks go forward) still ends at the next midnight', () => {
		const tz = 'Europe/London'
		const r = dayRange(tz, at(tz, 2026, 3, 29, 12))
		expect(r.to - r.from).toBe(23 * 3600_000)
		expect(r.to).toBe(at(tz, 2026, 3, 30))
	})

	it('the same instant is a different day in Tokyo and Los Angeles', () => {
		const instant = Date.UTC(2026, 2, 11, 3, 0) // 12:00 in Tokyo, 20:00 the day before in Los Angeles
		expect(new TZDate(dayRange('Asia/Tokyo', instant).from, 'Asia/Tokyo').getDate()).toBe(11)
		expect(new TZDate(dayRange('America/Los_Angeles', instant).from, 'America/Los_Angeles').getDate()).toBe(10)
	})
})

describe('the quick filters of point 9', () => {
	const tz = 'America/New_York'
	const now = at(tz, 2026, 3, 11, 10) // Wednesday
	const today = at(tz, 2026, 3, 11)
	const yesterday = at(tz, 2026, 3, 10)
	const tomorrow = at(tz, 2026, 3, 12)

	it('Get Organized: incomplete tasks started or due before today', () => {
		const c = quickFilterCriteria('get-organized', tz, now)
		expect(matchesQuickCriteria(task({ start: yesterday }), c)).toBe(true)
		expect(matchesQuickCriteria(task({ due: yesterday }), c)).toBe(true)
		expect(matchesQuickCriteria(task({ start: today, due: tomorrow }), c)).toBe(false)
		expect(matchesQuickCriteria(task({ start: yesterday, completed: true }), c, 'A')).toBe(false)
		expect(matchesQuickCriteria(task({}), c)).toBe(false)
	})

	it('Overdue: incomplete tasks due before today (a past start alone is not overdue)', () => {
		const c = quickFilterCriteria('overdue', tz, now)
		expect(matchesQuickCriteria(task({ due: yesterday }), c)).toBe(true)
		expect(matchesQuickCriteria(task({ start: yesterday, due: tomorrow }), c)).toBe(false)
		expect(matchesQuickCriteria(task({ due: today }), c)).toBe(false)
		expect(matchesQuickCriteria(task({ due: yesterday, completed: true }), c, 'A')).toBe(false)
	})

	it("Today's Focus: start or due today, shifted by the day offset", () => {
		const c = quickFilterCriteria('todays-focus', tz, now)
		expect(matchesQuickCriteria(task({ start: today }), c)).toBe(true)
		expect(matchesQuickCriteria(task({ due: today }), c)).toBe(true)
		expect(matchesQuickCriteria(task({ due: tomorrow }), c)).toBe(false)
		expect(matchesQuickCriteria(task({ due: tomorrow }), quickFilterCriteria('todays-focus', tz, now, 1))).toBe(true)
		expect(matchesQuickCriteria(task({ due: yesterday }), quickFilterCriteria('todays-focus', tz, now, -1))).toBe(true)
		// the saved filter's completed setting applies (default N hides completed tasks)
		expect(matchesQuickCriteria(task({ due: today, completed: true }), c, 'N')).toBe(false)
		expect(matchesQuickCriteria(task({ due: today, completed: true }), c, 'A')).toBe(true)
	})

	it('This Week: start or due in the Monday-based week, shifted by the week offset', () => {
		const c = quickFilterCriteria('this-week', tz, now)
		const monday = at(tz, 2026, 3, 9)
		const sunday = at(tz, 2026, 3, 15)
		expect(matchesQuickCriteria(task({ due: monday }), c)).toBe(true)
		expect(matchesQuickCriteria(task({ start: sunday }), c)).toBe(true)
		expect(matchesQuickCriteria(task({ due: at(tz, 2026, 3, 16) }), c)).toBe(false)
		expect(matchesQuickCriteria(task({ due: at(tz, 2026, 3, 8) }), c)).toBe(false)
		expect(matchesQuickCriteria(task({ due: at(tz, 2026, 3, 16) }), quickFilterCriteria('this-week', tz, now, 1))).toBe(true)
	})
})

describe('Assigned to Me (issue 55)', () => {
	const tz = 'Europe/London'
	const now = at(tz, 2026, 3, 11, 10)
	it('lists what is assigned to the person, whatever its dates, by the list’s completed setting', () => {
		const c = quickFilterCriteria('assigned-to-me', tz, now, 0, 'me')
		expect(c).toEqual({ incompleteOnly: false, anyOf: [], assignedTo: 'me' })
		expect(matchesQuickCriteria({ ...task({}), assignedTo: 'me' }, c)).toBe(true)
		expect(matchesQuickCriteria({ ...task({ due: at(tz, 2020, 1, 1) }), assignedTo: 'me' }, c)).toBe(true)
		expect(matchesQuickCriteria({ ...task({}), assignedTo: 'someone else' }, c)).toBe(false)
		expect(matchesQuickCriteria({ ...task({}), assignedTo: null }, c)).toBe(false)
		expect(matchesQuickCriteria({ ...task({ completed: true }), assignedTo: 'me' }, c)).toBe(false)
		expect(matchesQuickCriteria({ ...task({ completed: true }), assignedTo: 'me' }, c, 'A')).toBe(true)
	})
})

