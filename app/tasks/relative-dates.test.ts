import { TZDate } from '@date-fns/tz'
import { describe, expect, it } from 'vitest'
import { relativeDate } from './relative-dates'

describe('relativeDate', () => {
	const tz = 'Europe/London'
	// Saturday 28 November 2026, 10:00
	const now = new TZDate(2026, 10, 28, 10, tz).getTime()
	const day = (d: number) => new TZDate(2026, 10, 28 + d, tz).getTime()
	it.each([
		[0, 'Today'],
		[1, 'Tomorrow'],
		[-1, 'Yesterday'],
		[2, 'Monday'],
		[6, 'Friday'],
		[-3, '3 days overdue'],
	])('%i days from today is "%s"', (d, text) => expect(relativeDate(day(d), null, 'due', tz, now).text).toBe(text))
	it('is the absolute date a week or more ahead', () => expect(relativeDate(day(7), null, 'due', tz, now).text).toBe('05-Dec-2026'))
	it('keeps the absolute date and time as the full text, and the time with the words', () => {
		expect(relativeDate(day(1), 17 * 3_600_000, 'due', tz, now)).toEqual({ text: 'Tomorrow 5:00 PM', full: '29-Nov-2026 5:00 PM' })
	})
	it('uses words only as far back as asked, then the absolute date', () => {
		expect(relativeDate(day(-6), null, 'due', tz, now, 6).text).toBe('6 days overdue')
		expect(relativeDate(day(-7), null, 'due', tz, now, 6).text).toBe('21-Nov-2026')
	})
	it('says a past start is ago, not overdue', () => expect(relativeDate(day(-4), null, 'start', tz, now).text).toBe('4 days ago'))
	it('counts calendar days across a daylight-saving change', () => {
		const ny = 'America/New_York'
		const before = new TZDate(2026, 2, 7, 23, ny).getTime()
		expect(relativeDate(new TZDate(2026, 2, 9, ny).getTime(), null, 'due', ny, before).text).toBe('Monday')
		expect(relativeDate(new TZDate(2026, 2, 8, ny).getTime(), null, 'due', ny, before).text).toBe('Tomorrow')
	})
})
