import { TZDate } from '@date-fns/tz'
import { RRule } from 'rrule'
import { describe, expect, test } from 'vitest'
import { nextOccurrence } from './repeat'
import { HOUR, midnight, isoDate, nextDates, ruleOf, MONDAY, PHRASES } from './repeat-test-support'

describe('nextOccurrence', () => {
	test('daily across the start of daylight saving time in America/New_York keeps local midnight', () => {
		const zone = 'America/New_York'
		const first = nextOccurrence('FREQ=DAILY;INTERVAL=1', midnight('2026-03-07', zone), zone)!
		const second = nextOccurrence(first.rule, first.due, zone)!
		expect(midnight('2026-03-07', zone)).toBe(Date.parse('2026-03-07T05:00:00Z'))
		expect(first.due).toBe(Date.parse('2026-03-08T05:00:00Z')) // midnight at UTC-5
		expect(second.due).toBe(Date.parse('2026-03-09T04:00:00Z')) // midnight at UTC-4
		expect(second.due - first.due).toBe(23 * HOUR)
		// a task at 09:00 (stored as ms after midnight) is at 09:00 local before and after the change; on the 23-hour
		// day itself midnight + 9 h is 10:00, so a due time has to be combined with the date by the wall clock
		expect(new TZDate(midnight('2026-03-07', zone) + 9 * HOUR, zone).getHours()).toBe(9)
		expect(new TZDate(second.due + 9 * HOUR, zone).getHours()).toBe(9)
	})

	test('daily across the end of summer time in Europe/London keeps local midnight', () => {
		const zone = 'Europe/London'
		expect(nextDates('FREQ=DAILY;INTERVAL=1', '2026-10-24', 2, zone)).toEqual(['2026-10-25', '2026-10-26'])
		const first = nextOccurrence('FREQ=DAILY;INTERVAL=1', midnight('2026-10-24', zone), zone)!
		const second = nextOccurrence(first.rule, first.due, zone)!
		expect(first.due).toBe(Date.parse('2026-10-24T23:00:00Z')) // midnight at UTC+1
		expect(second.due).toBe(Date.parse('2026-10-26T00:00:00Z')) // midnight at UTC+0
		expect(second.due - first.due).toBe(25 * HOUR)
		expect(new TZDate(second.due + 9 * HOUR, zone).getHours()).toBe(9)
	})

	test('where midnight does not exist (America/Santiago, 2026-09-06) the date is still right', () => {
		const zone = 'America/Santiago'
		const next = nextOccurrence('FREQ=DAILY;INTERVAL=1', midnight('2026-09-05', zone), zone)!
		expect(isoDate(next.due, zone)).toBe('2026-09-06')
		expect(nextDates('FREQ=DAILY;INTERVAL=1', '2026-09-06', 2, zone)).toEqual(['2026-09-07', '2026-09-08'])
	})

	test('works on the date in the user timezone, not in UTC', () => {
		// 2026-03-02 00:00 in Tokyo is still 2026-03-01 in UTC; 2026-03-02 00:00 in Honolulu is already 2026-03-02 10:00 UTC
		expect(nextDates('FREQ=WEEKLY;INTERVAL=1;BYDAY=TU', MONDAY, 1, 'Asia/Tokyo')).toEqual(['2026-03-03'])
		expect(nextDates('FREQ=WEEKLY;INTERVAL=1;BYDAY=TU', MONDAY, 1, 'Pacific/Honolulu')).toEqual(['2026-03-03'])
		expect(nextDates('FREQ=MONTHLY;INTERVAL=1', '2026-03-31', 1, 'Pacific/Kiritimati')).toEqual(['2026-04-30'])
	})

	test('any instant of the repeat-from date gives the same next date', () => {
		const zone = 'America/New_York'
		const atMidnight = nextOccurrence('FREQ=DAILY;INTERVAL=2', midnight(MONDAY, zone), zone)
		const lateEvening = nextOccurrence('FREQ=DAILY;INTERVAL=2', midnight(MONDAY, zone) + 23 * HOUR + 59 * 60_000, zone)
		expect(lateEvening).toEqual(atMidnight)
		expect(isoDate(atMidnight!.due, zone)).toBe('2026-03-04')
	})

	test('the next occurrence is strictly after the repeat-from date, even when that date matches the rule', () => {
		expect(nextDates('FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE', MONDAY, 1)).toEqual(['2026-03-04'])
		expect(nextDates('FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE', '2026-03-04', 1)).toEqual(['2026-03-09'])
		expect(nextDates('FREQ=MONTHLY;INTERVAL=1;BYDAY=1MO', MONDAY, 1)).toEqual(['2026-04-06'])
	})

	test('"every 2 weeks on Tuesday" counts its weeks (Monday to Sunday) from the repeat-from date', () => {
		const rule = ruleOf('every 2 weeks on Tuesday')
		expect(nextDates(rule, '2026-03-02', 1)).toEqual(['2026-03-03']) // Monday: this week's Tuesday
		expect(nextDates(rule, '2026-03-03', 1)).toEqual(['2026-03-17']) // Tuesday: two weeks on
		expect(nextDates(rule, '2026-03-04', 1)).toEqual(['2026-03-17']) // Wednesday: this week's Tuesday has passed
		expect(nextDates(rule, '2026-03-08', 1)).toEqual(['2026-03-17']) // Sunday: still the same week
		expect(nextDates(rule, '2026-03-09', 1)).toEqual(['2026-03-10']) // the next Monday starts a new count
	})

	test('a week start other than Monday (WKST) moves the week boundary', () => {
		// weeks Sunday to Saturday: from Sunday 2026-03-08 the counted week holds Tuesday 2026-03-10
		expect(nextDates('FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;WKST=SU', '2026-03-08', 2)).toEqual(['2026-03-10', '2026-03-24'])
		expect(nextDates('FREQ=WEEKLY;INTERVAL=2;BYDAY=TU', '2026-03-08', 2)).toEqual(['2026-03-17', '2026-03-31'])
	})

	test('repeat from the completion date: `from` is the completion date', () => {
		// due Monday 2026-03-02, completed on Thursday 2026-03-05
		const completed = midnight('2026-03-05')
		expect(isoDate(nextOccurrence(ruleOf('every 4 days'), completed, 'UTC')!.due)).toBe('2026-03-09')
		expect(isoDate(nextOccurrence(ruleOf('every 4 days'), midnight(MONDAY), 'UTC')!.due)).toBe('2026-03-06')
		// "every 2 weeks on Tuesday" completed late, on Thursday 2026-03-12: the week of the 12th counts, its Tuesday passed
		expect(isoDate(nextOccurrence(ruleOf('every 2 weeks on Tuesday'), midnight('2026-03-12'), 'UTC')!.due)).toBe('2026-03-24')
		expect(isoDate(nextOccurrence('FREQ=MONTHLY;INTERVAL=1', completed, 'UTC')!.due)).toBe('2026-04-05')
	})

	test('monthly from the 31st goes to the last day of shorter months instead of skipping them', () => {
		// no day in the rule: the day comes from the repeat-from date, so the 28th is carried on (docs/decisions/031)
		expect(nextDates('FREQ=MONTHLY;INTERVAL=1', '2026-01-31', 3)).toEqual(['2026-02-28', '2026-03-28', '2026-04-28'])
		expect(nextDates('FREQ=MONTHLY;INTERVAL=1', '2026-03-31', 1)).toEqual(['2026-04-30'])
		expect(nextDates('FREQ=MONTHLY;INTERVAL=1', '2026-01-30', 1)).toEqual(['2026-02-28'])
		expect(nextDates('FREQ=MONTHLY;INTERVAL=3', '2025-11-30', 1)).toEqual(['2026-02-28'])
		expect(nextDates('FREQ=MONTHLY;INTERVAL=1', '2028-01-31', 1)).toEqual(['2028-02-29'])
		// a day in the rule keeps it: "every month on the 31st"
		const the31st = ruleOf('every month on the 31st')
		expect(the31st).toBe('FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=31')
		expect(nextDates(the31st, '2026-01-31', 4)).toEqual(['2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31'])
		expect(nextDates('FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=30', '2026-01-30', 2)).toEqual(['2026-02-28', '2026-03-30'])
	})

	test('yearly from February 29 goes to February 28 in other years', () => {
		expect(nextDates('FREQ=YEARLY;INTERVAL=1', '2028-02-29', 1)).toEqual(['2029-02-28'])
		expect(nextDates('FREQ=YEARLY;INTERVAL=1;BYMONTH=2;BYMONTHDAY=29', '2028-02-29', 2)).toEqual(['2029-02-28', '2030-02-28'])
	})

	test('"for 7 times": each new instance stores one less, and the 7th has no next instance', () => {
		let current: { due: number; rule: string } | null = {
			due: midnight(MONDAY),
			rule: ruleOf('every month on the 2nd last Friday for 7 times'),
		}
		const counts: string[] = []
		let instances = 1
		for (;;) {
			current = nextOccurrence(current.rule, current.due, 'UTC')
			if (!current) break
			instances += 1
			counts.push(current.rule)
		}
		expect(instances).toBe(7)
		expect(counts).toEqual([6, 5, 4, 3, 2, 1].map((n) => `FREQ=MONTHLY;INTERVAL=1;BYDAY=-2FR;COUNT=${n}`))
		expect(nextOccurrence('FREQ=DAILY;INTERVAL=1;COUNT=1', midnight(MONDAY), 'UTC')).toBeNull()
	})

	test('UNTIL: no next instance after the end date', () => {
		expect(nextOccurrence('FREQ=DAILY;INTERVAL=1;UNTIL=20260302', midnight(MONDAY), 'UTC')).toBeNull()
		expect(nextOccurrence('FREQ=WEEKLY;INTERVAL=1;UNTIL=20260308', midnight(MONDAY), 'UTC')).toBeNull()
		expect(nextDates('FREQ=WEEKLY;INTERVAL=1;UNTIL=20260309T235959Z', MONDAY, 3)).toEqual(['2026-03-09'])
	})

	test('a rule lacking an interval gets interval 1 (spec point 4)', () => {
		const next = nextOccurrence('FREQ=WEEKLY', midnight(MONDAY), 'UTC')!
		expect(isoDate(next.due)).toBe('2026-03-09')
		expect(next.rule).toBe('FREQ=WEEKLY;INTERVAL=1')
		expect(nextDates('FREQ=DAILY', MONDAY, 2)).toEqual(['2026-03-03', '2026-03-04'])
		expect(nextDates('FREQ=MONTHLY;BYDAY=-1FR', MONDAY, 1)).toEqual(['2026-03-27'])
	})

	test('reads imported rules: RRULE: prefix, Toodledo flags, time-of-day parts', () => {
		expect(nextOccurrence('RRULE:FREQ=WEEKLY;BYDAY=TU;FROMCOMP', midnight(MONDAY), 'UTC')).toEqual({
			due: midnight('2026-03-03'),
			rule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=TU',
		})
		expect(nextDates('FREQ=DAILY;BYHOUR=9;BYMINUTE=30', MONDAY, 1)).toEqual(['2026-03-03'])
		expect(nextDates('FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU', MONDAY, 2)).toEqual(['2026-03-29', '2027-03-28'])
		expect(nextDates('FREQ=MONTHLY;BYMONTHDAY=13;BYDAY=FR', MONDAY, 2)).toEqual(['2026-03-13', '2026-11-13'])
	})

	test('throws a readable error for an empty or unreadable rule and an unknown time zone', () => {
		expect(() => nextOccurrence('', midnight(MONDAY), 'UTC')).toThrow('The task has no repeat rule.')
		expect(() => nextOccurrence('every 2 days', midnight(MONDAY), 'UTC')).toThrow('cannot be used')
		expect(() => nextOccurrence('FREQ=HOURLY;INTERVAL=2', midnight(MONDAY), 'UTC')).toThrow('not HOURLY')
		expect(() => nextOccurrence('FREQ=WEEKLY;BYDAY=2MO', midnight(MONDAY), 'UTC')).toThrow('needs FREQ=MONTHLY')
		expect(() => nextOccurrence('FREQ=MONTHLY;BYDAY=MO,FR;BYSETPOS=-1', midnight(MONDAY), 'UTC')).toThrow('BYSETPOS')
		expect(() => nextOccurrence('FREQ=DAILY', midnight(MONDAY), 'Mars/Olympus_Mons')).toThrow('Unknown time zone')
	})

	test('a rule that can never occur again gives null, quickly', () => {
		const started = performance.now()
		// every 7th day is always a Tuesday when counted from a Tuesday
		expect(nextOccurrence('FREQ=DAILY;INTERVAL=7;BYDAY=MO', midnight('2026-03-03'), 'UTC')).toBeNull()
		expect(nextOccurrence('FREQ=MONTHLY;INTERVAL=12;BYMONTH=4', midnight(MONDAY), 'UTC')).toBeNull()
		expect(performance.now() - started).toBeLessThan(2000)
		// the same rule counted from a Monday does occur
		expect(nextDates('FREQ=DAILY;INTERVAL=7;BYDAY=MO', MONDAY, 1)).toEqual(['2026-03-09'])
	})

	test('gives the same dates as rrule.js wherever rrule.js has no month-end skipping', () => {
		const rules = [
			...PHRASES.map(([, rule]) => rule),
			'FREQ=DAILY;INTERVAL=3;BYDAY=MO,FR',
			'FREQ=WEEKLY;INTERVAL=2;BYDAY=SU,TU;WKST=SU',
			'FREQ=WEEKLY;INTERVAL=3;BYDAY=TH',
			'FREQ=MONTHLY;INTERVAL=2;BYDAY=1MO,-1FR',
			'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=-2',
			'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=13;BYDAY=FR',
			'FREQ=YEARLY;INTERVAL=1;BYMONTH=3;BYDAY=-1SU',
			'FREQ=YEARLY;INTERVAL=1;BYMONTH=11;BYDAY=4TH',
			'FREQ=YEARLY;INTERVAL=1;BYDAY=20MO',
			'FREQ=YEARLY;INTERVAL=2;BYMONTH=1,7',
			'FREQ=YEARLY;INTERVAL=1;BYMONTHDAY=1',
		]
		let compared = 0
		for (const rule of rules) {
			const options = RRule.parseString(rule)
			delete options.count
			for (let day = 0; day < 400; day += 3) {
				const start = new Date(Date.UTC(2026, 0, 1 + day))
				if (start.getUTCDate() > 28) continue // rrule.js skips months without the day; we use the last day
				const theirs = new RRule({ ...options, dtstart: start }).after(start)
				const ours = nextOccurrence(rule.replace(/;COUNT=\d+/, ''), start.getTime(), 'UTC')
				expect([rule, start.toISOString(), ours?.due ?? null]).toEqual([rule, start.toISOString(), theirs?.getTime() ?? null])
				compared += 1
			}
		}
		expect(compared).toBeGreaterThan(5000)
	}, 60_000) // about 1 s alone; allow for a busy machine
})
