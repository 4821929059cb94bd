import { TZDate } from '@date-fns/tz'
import { describe, expect, it } from 'vitest'
import { dayOfWeekOf, isoDayOfWeek, isWeekOption, mondayAfter, monthRange, weekDays, weekOptions, yearOptions } from './calendar'

const HOUR = 3_600_000

describe('the week selector (spec point 9)', () => {
	it('lists 52 Mondays, the first 8 weeks before this week’s Monday', () => {
		const tz = 'Europe/London'
		const now = new TZDate(2026, 10, 18, 15, tz).getTime() // Wednesday 18 November 2026
		const weeks = weekOptions(tz, now)
		expect(weeks).toHaveLength(52)
		expect(weeks[0]).toEqual({ value: '2026-09-21', label: 'Week of Sep 21, 2026' })
		expect(weeks[8]).toEqual({ value: '2026-11-16', label: 'Week of Nov 16, 2026' })
		expect(weeks[51]!.value).toBe('2027-09-13')
	})

	it('uses the user’s day: late on Sunday in Auckland is already Monday of the next week', () => {
		const now = Date.UTC(2026, 10, 22, 12) // Sunday noon UTC, Monday 01:00 in Auckland
		expect(weekOptions('Pacific/Auckland', now)[8]!.value).toBe('2026-11-23')
		expect(weekOptions('America/Los_Angeles', now)[8]!.value).toBe('2026-11-16')
	})
})

describe('days of the week', () => {
	it('Sunday is day 7 and Monday day 1', () => {
		expect(isoDayOfWeek(new Date(2026, 10, 22))).toBe(7)
		expect(isoDayOfWeek(new Date(2026, 10, 23))).toBe(1)
		// 23:30 on Sunday in New York is Monday in UTC: still Sunday for that user
		const instant = new TZDate(2026, 10, 22, 23, 30, 'America/New_York').getTime()
		expect(dayOfWeekOf(instant, 'America/New_York')).toBe(7)
		expect(dayOfWeekOf(instant, 'UTC')).toBe(1)
	})

	it('a week that crosses a month and a year', () => {
		const days = weekDays('2025-12-29', 'Pacific/Auckland')
		expect(days.map((d) => d.date)).toEqual(['2025-12-29', '2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04'])
		expect(days[0]!.from).toBe(new TZDate(2025, 11, 29, 'Pacific/Auckland').getTime())
		expect(mondayAfter('2025-12-29', 'Pacific/Auckland')).toBe('2026-01-05')
	})

	it('daylight-saving weeks: the Sunday that ends summer time lasts 25 hours, the one that starts it 23', () => {
		const autumn = weekDays('2026-10-19', 'Europe/London')
		expect(autumn.map((d) => (d.to - d.from) / HOUR)).toEqual([24, 24, 24, 24, 24, 24, 25])
		const spring = weekDays('2026-03-02', 'America/New_York')
		expect(spring.map((d) => (d.to - d.from) / HOUR)).toEqual([24, 24, 24, 24, 24, 24, 23])
		// the days follow each other without a gap
		for (let i = 1; i < 7; i++) expect(spring[i]!.from).toBe(spring[i - 1]!.to)
	})

	it('a week is worked out once per timezone and kept, frozen (every dashboard shares it)', () => {
		const london = weekDays('2026-11-23', 'Europe/London')
		expect(weekDays('2026-11-23', 'Europe/London')).toBe(london)
		expect(Object.isFrozen(london) && Object.isFrozen(london[0])).toBe(true)
		// the same Monday elsewhere is another week of instants
		const auckland = weekDays('2026-11-23', 'Pacific/Auckland')
		expect(auckland[0]!.from).toBe(new TZDate(2026, 10, 23, 'Pacific/Auckland').getTime())
		expect(auckland[0]!.from).not.toBe(london[0]!.from)
		// the week selector's list: the same for the same first Monday, whatever the time that day
		const now = new TZDate(2026, 10, 25, 9, 0, 'Europe/London').getTime()
		expect(weekOptions('Europe/London', now + 6 * HOUR)).toBe(weekOptions('Europe/London', now))
	})
})

describe('months and years', () => {
	it('a month’s range in the user’s timezone, December into January', () => {
		const m = monthRange(2026, 11, 'Asia/Tokyo')
		expect(m).toEqual({
			from: Date.UTC(2026, 10, 30, 15),
			to: Date.UTC(2026, 11, 31, 15),
			first: '2026-12-01',
			next: '2027-01-01',
		})
	})

	it('the year selector: 9 years before this year to 10 after', () => {
		const years = yearOptions('UTC', Date.UTC(2026, 5, 1))
		expect(years).toHaveLength(20)
		expect(years[0]).toBe(2017)
		expect(years[19]).toBe(2036)
	})
})

describe('isWeekOption', () => {
	it('accepts exactly the Mondays the week selector lists', () => {
		for (const [tz, now] of [['Pacific/Auckland', Date.UTC(2026, 0, 1, 3)], ['America/New_York', Date.UTC(2026, 2, 8, 12)], ['Europe/London', Date.UTC(2026, 9, 25, 12)]] as const) {
			const options = weekOptions(tz, now).map((w) => w.value)
			for (const value of options) expect(isWeekOption(value, tz, now)).toBe(true)
			const first = new Date(`${options[0]}T00:00:00Z`)
			const around = Array.from({ length: 400 }, (_, i) => new Date(first.getTime() + (i - 20) * 86_400_000).toISOString().slice(0, 10))
			expect(around.filter((v) => isWeekOption(v, tz, now))).toEqual(options)
			for (const bad of [null, '', '2026-13-01', 'monday', '2026-02-30']) expect(isWeekOption(bad, tz, now)).toBe(false)
		}
	})
})
