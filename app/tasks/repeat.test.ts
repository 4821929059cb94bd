import { TZDate } from '@date-fns/tz'
import { RRule } from 'rrule'
import { describe, expect, test } from 'vitest'
import {
	choiceForRule,
	describeRepeat,
	nextOccurrence,
	normalizeRule,
	parseRepeatPhrase,
	repeatRule,
	shiftByDays,
} from './repeat'
import { REPEAT_OPTIONS, type RepeatChoice } from './options'

const HOUR = 3_600_000

/** Local midnight of an ISO date (2026-03-02) in `timeZone`. */
function midnight(iso: string, timeZone = 'UTC') {
	const [year, month, day] = iso.split('-').map(Number)
	return new TZDate(year, month - 1, day, timeZone).getTime()
}

/** The local ISO date of an instant in `timeZone`. */
function isoDate(instant: number, timeZone = 'UTC') {
	const local = new TZDate(instant, timeZone)
	const pad = (n: number) => String(n).padStart(2, '0')
	return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`
}

/** Completes the task `count` times, each time from the new instance's due date; stops early when the rule ends. */
function nextDates(rule: string, fromIso: string, count = 3, timeZone = 'UTC') {
	const dates: string[] = []
	let current = { due: midnight(fromIso, timeZone), rule }
	for (let i = 0; i < count; i += 1) {
		const next = nextOccurrence(current.rule, current.due, timeZone)
		if (!next) break
		expect(new TZDate(next.due, timeZone).getHours()).toBe(0)
		dates.push(isoDate(next.due, timeZone))
		current = next
	}
	return dates
}

function ruleOf(phrase: string) {
	const result = parseRepeatPhrase(phrase)
	if (!result.ok) throw new Error(`"${phrase}" was refused: ${result.error}`)
	return result.rule
}

function errorOf(phrase: string) {
	const result = parseRepeatPhrase(phrase)
	if (result.ok) throw new Error(`"${phrase}" was read as ${result.rule}`)
	return result.error
}

// 2026-03-02 is a Monday. Every expected date below was worked out from a printed 2026 calendar.
const MONDAY = '2026-03-02'

/** [phrase, stored rule, repeat-from date, the next three due dates] */
const PHRASES: [string, string, string, string[]][] = [
	// the spec's examples (point 5)
	['every 4 days', 'FREQ=DAILY;INTERVAL=4', MONDAY, ['2026-03-06', '2026-03-10', '2026-03-14']],
	['every 2nd monday', 'FREQ=MONTHLY;INTERVAL=1;BYDAY=2MO', MONDAY, ['2026-03-09', '2026-04-13', '2026-05-11']],
	['every weekday', 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR', '2026-03-06', ['2026-03-09', '2026-03-10', '2026-03-11']],
	['every 2 weeks on Tuesday', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU', MONDAY, ['2026-03-03', '2026-03-17', '2026-03-31']],
	['every week on Monday and Wednesday', 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE', MONDAY, ['2026-03-04', '2026-03-09', '2026-03-11']],
	[
		'every month on the 2nd last Friday for 7 times',
		'FREQ=MONTHLY;INTERVAL=1;BYDAY=-2FR;COUNT=7',
		MONDAY,
		['2026-03-20', '2026-04-17', '2026-05-22'],
	],
	['every 6 months', 'FREQ=MONTHLY;INTERVAL=6', MONDAY, ['2026-09-02', '2027-03-02', '2027-09-02']],
	// Toodledo's forms
	['every weekend', 'FREQ=WEEKLY;INTERVAL=1;BYDAY=SA,SU', MONDAY, ['2026-03-07', '2026-03-08', '2026-03-14']],
	['on the 1st monday of each month', 'FREQ=MONTHLY;INTERVAL=1;BYDAY=1MO', MONDAY, ['2026-04-06', '2026-05-04', '2026-06-01']],
	['on the last friday of each month', 'FREQ=MONTHLY;INTERVAL=1;BYDAY=-1FR', MONDAY, ['2026-03-27', '2026-04-24', '2026-05-29']],
	['on the 3rd wednesday of each month', 'FREQ=MONTHLY;INTERVAL=1;BYDAY=3WE', MONDAY, ['2026-03-18', '2026-04-15', '2026-05-20']],
	['every Mon, Wed and Fri', 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE,FR', MONDAY, ['2026-03-04', '2026-03-06', '2026-03-09']],
	['daily', 'FREQ=DAILY;INTERVAL=1', MONDAY, ['2026-03-03', '2026-03-04', '2026-03-05']],
	['weekly', 'FREQ=WEEKLY;INTERVAL=1', MONDAY, ['2026-03-09', '2026-03-16', '2026-03-23']],
	['biweekly', 'FREQ=WEEKLY;INTERVAL=2', MONDAY, ['2026-03-16', '2026-03-30', '2026-04-13']],
	['monthly', 'FREQ=MONTHLY;INTERVAL=1', MONDAY, ['2026-04-02', '2026-05-02', '2026-06-02']],
	['bimonthly', 'FREQ=MONTHLY;INTERVAL=2', MONDAY, ['2026-05-02', '2026-07-02', '2026-09-02']],
	['quarterly', 'FREQ=MONTHLY;INTERVAL=3', MONDAY, ['2026-06-02', '2026-09-02', '2026-12-02']],
	['semiannually', 'FREQ=MONTHLY;INTERVAL=6', MONDAY, ['2026-09-02', '2027-03-02', '2027-09-02']],
	['yearly', 'FREQ=YEARLY;INTERVAL=1', MONDAY, ['2027-03-02', '2028-03-02', '2029-03-02']],
	['every 3 weeks', 'FREQ=WEEKLY;INTERVAL=3', MONDAY, ['2026-03-23', '2026-04-13', '2026-05-04']],
	['every 1 year', 'FREQ=YEARLY;INTERVAL=1', MONDAY, ['2027-03-02', '2028-03-02', '2029-03-02']],
	['Every 2 Months', 'FREQ=MONTHLY;INTERVAL=2', MONDAY, ['2026-05-02', '2026-07-02', '2026-09-02']],
	['Every 10 Days', 'FREQ=DAILY;INTERVAL=10', MONDAY, ['2026-03-12', '2026-03-22', '2026-04-01']],
	// more of the same forms
	['every day', 'FREQ=DAILY;INTERVAL=1', MONDAY, ['2026-03-03', '2026-03-04', '2026-03-05']],
	['every week', 'FREQ=WEEKLY;INTERVAL=1', MONDAY, ['2026-03-09', '2026-03-16', '2026-03-23']],
	['every other week', 'FREQ=WEEKLY;INTERVAL=2', MONDAY, ['2026-03-16', '2026-03-30', '2026-04-13']],
	['every other monday', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO', MONDAY, ['2026-03-16', '2026-03-30', '2026-04-13']],
	['every 2 Mondays', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO', MONDAY, ['2026-03-16', '2026-03-30', '2026-04-13']],
	['every monday', 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO', MONDAY, ['2026-03-09', '2026-03-16', '2026-03-23']],
	['weekly on friday', 'FREQ=WEEKLY;INTERVAL=1;BYDAY=FR', MONDAY, ['2026-03-06', '2026-03-13', '2026-03-20']],
	['every 2 weeks on weekends', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=SA,SU', MONDAY, ['2026-03-07', '2026-03-08', '2026-03-21']],
	['every second monday', 'FREQ=MONTHLY;INTERVAL=1;BYDAY=2MO', MONDAY, ['2026-03-09', '2026-04-13', '2026-05-11']],
	['every last friday of the month', 'FREQ=MONTHLY;INTERVAL=1;BYDAY=-1FR', MONDAY, ['2026-03-27', '2026-04-24', '2026-05-29']],
	['every 15th of the month', 'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=15', MONDAY, ['2026-03-15', '2026-04-15', '2026-05-15']],
	['every last day of the month', 'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=-1', MONDAY, ['2026-03-31', '2026-04-30', '2026-05-31']],
	['every month on the last day', 'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=-1', MONDAY, ['2026-03-31', '2026-04-30', '2026-05-31']],
	['every month on the 1st and 15th', 'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=1,15', MONDAY, ['2026-03-15', '2026-04-01', '2026-04-15']],
	['every month on the 1st and 3rd Monday', 'FREQ=MONTHLY;INTERVAL=1;BYDAY=1MO,3MO', MONDAY, ['2026-03-16', '2026-04-06', '2026-04-20']],
	['monthly on the second to last friday', 'FREQ=MONTHLY;INTERVAL=1;BYDAY=-2FR', MONDAY, ['2026-03-20', '2026-04-17', '2026-05-22']],
	['every 3 months on the 10th', 'FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=10', MONDAY, ['2026-03-10', '2026-06-10', '2026-09-10']],
	['the 15th of every month', 'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=15', MONDAY, ['2026-03-15', '2026-04-15', '2026-05-15']],
	['fortnightly', 'FREQ=WEEKLY;INTERVAL=2', MONDAY, ['2026-03-16', '2026-03-30', '2026-04-13']],
	['semi-annually', 'FREQ=MONTHLY;INTERVAL=6', MONDAY, ['2026-09-02', '2027-03-02', '2027-09-02']],
	['annually', 'FREQ=YEARLY;INTERVAL=1', MONDAY, ['2027-03-02', '2028-03-02', '2029-03-02']],
	['daily for 3 times', 'FREQ=DAILY;INTERVAL=1;COUNT=3', MONDAY, ['2026-03-03', '2026-03-04']],
	['every monday 2 times', 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO;COUNT=2', MONDAY, ['2026-03-09']],
	['every day until 2026-03-04', 'FREQ=DAILY;INTERVAL=1;UNTIL=20260304', MONDAY, ['2026-03-03', '2026-03-04']],
	[
		'every week on tuesday for 4 times until 2026-03-10',
		'FREQ=WEEKLY;INTERVAL=1;BYDAY=TU;COUNT=4;UNTIL=20260310',
		MONDAY,
		['2026-03-03', '2026-03-10'],
	],
]

describe('REPEAT_OPTIONS (point 9)', () => {
	test('lists the repeat options in the spec order with their labels', () => {
		expect(REPEAT_OPTIONS.map((o) => o.label)).toEqual([
			'None',
			'Advanced',
			'Daily',
			'Weekly',
			'Biweekly',
			'Monthly',
			'Bimonthly',
			'Quarterly',
			'Semiannually',
			'Yearly',
		])
		expect(REPEAT_OPTIONS.map((o) => o.value)).toEqual([
			'NONE',
			'ADVANCED',
			'DAILY',
			'WEEKLY',
			'BIWEEKLY',
			'MONTHLY',
			'BIMONTHLY',
			'QUARTERLY',
			'SEMIANNUALLY',
			'YEARLY',
		])
	})
})

describe('repeatRule', () => {
	test.each([
		['NONE', ''],
		['DAILY', 'FREQ=DAILY;INTERVAL=1'],
		['WEEKLY', 'FREQ=WEEKLY;INTERVAL=1'],
		['BIWEEKLY', 'FREQ=WEEKLY;INTERVAL=2'],
		['MONTHLY', 'FREQ=MONTHLY;INTERVAL=1'],
		['BIMONTHLY', 'FREQ=MONTHLY;INTERVAL=2'],
		['QUARTERLY', 'FREQ=MONTHLY;INTERVAL=3'],
		['SEMIANNUALLY', 'FREQ=MONTHLY;INTERVAL=6'],
		['YEARLY', 'FREQ=YEARLY;INTERVAL=1'],
	] as [RepeatChoice, string][])('%s stores %j', (choice, rule) => {
		expect(repeatRule(choice)).toEqual({ ok: true, rule })
		expect(repeatRule(choice, 'every 4 days')).toEqual({ ok: true, rule })
	})

	test('ADVANCED reads the phrase', () => {
		expect(repeatRule('ADVANCED', 'every 2 weeks on Tuesday')).toEqual({ ok: true, rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU' })
	})

	test('ADVANCED without a phrase, or with one it cannot read, is refused', () => {
		expect(repeatRule('ADVANCED')).toMatchObject({ ok: false, error: expect.stringContaining('Describe how often') })
		expect(repeatRule('ADVANCED', 'every blue moon')).toEqual({
			ok: false,
			error: 'We could not read "every blue moon". Try a phrase like "every 2 weeks on Tuesday".',
		})
	})

	test('a choice that is not in the list is refused', () => {
		expect(repeatRule('HOURLY' as RepeatChoice)).toEqual({ ok: false, error: 'Choose how often the task repeats from the list.' })
	})

	test('every choice reads back as itself', () => {
		for (const { value } of REPEAT_OPTIONS) {
			const result = repeatRule(value, 'every 4 days')
			expect(result.ok).toBe(true)
			if (result.ok) expect(choiceForRule(result.rule)).toBe(value)
		}
	})
})

describe('parseRepeatPhrase: phrases it reads, with their real next dates', () => {
	test.each(PHRASES)('%j', (phrase, rule, from, dates) => {
		expect(parseRepeatPhrase(phrase)).toEqual({ ok: true, rule })
		expect(nextDates(rule, from, 3)).toEqual(dates)
	})

	test('is case-insensitive and tolerates extra spaces', () => {
		expect(ruleOf('  EVERY   2  WEEKS on   tuesday ')).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=TU')
		expect(ruleOf('Every Weekend')).toBe('FREQ=WEEKLY;INTERVAL=1;BYDAY=SA,SU')
		expect(ruleOf('ON THE 1ST MONDAY OF EACH MONTH')).toBe('FREQ=MONTHLY;INTERVAL=1;BYDAY=1MO')
		expect(ruleOf('Daily')).toBe('FREQ=DAILY;INTERVAL=1')
		expect(ruleOf('\tevery\n4 days')).toBe('FREQ=DAILY;INTERVAL=4')
	})

	test('day names, full or short, in lists with commas, "and" and "&"', () => {
		const monWedFri = 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE,FR'
		for (const phrase of [
			'every Mon, Wed and Fri',
			'every Monday, Wednesday and Friday',
			'every monday, wednesday, and friday',
			'every mon,wed,fri',
			'every Fri & Mon and Wednesday',
			'every week on Mon, Wed, Fri',
			'every Mondays, Wednesdays and Fridays',
		]) {
			expect(ruleOf(phrase)).toBe(monWedFri)
		}
		expect(ruleOf('every tue, tues and thu, thur, thurs, sat, sun')).toBe('FREQ=WEEKLY;INTERVAL=1;BYDAY=TU,TH,SA,SU')
		expect(ruleOf('every monday and monday')).toBe('FREQ=WEEKLY;INTERVAL=1;BYDAY=MO')
	})

	test('ordinals as numbers or words', () => {
		expect(ruleOf('on the first monday of each month')).toBe('FREQ=MONTHLY;INTERVAL=1;BYDAY=1MO')
		expect(ruleOf('on the fifth thursday of every month')).toBe('FREQ=MONTHLY;INTERVAL=1;BYDAY=5TH')
		expect(ruleOf('the 4th sunday of the month')).toBe('FREQ=MONTHLY;INTERVAL=1;BYDAY=4SU')
		expect(ruleOf('every month on the second last friday')).toBe('FREQ=MONTHLY;INTERVAL=1;BYDAY=-2FR')
		expect(ruleOf('every month on the 1st, the 11th and 21st')).toBe('FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=1,11,21')
	})

	test('agrees with rrule.js RRule.fromText on the spec phrases rrule.js reads correctly', () => {
		for (const phrase of [
			'every 4 days',
			'every weekday',
			'every 2 weeks on Tuesday',
			'every week on Monday and Wednesday',
			'every month on the 2nd last Friday for 7 times',
			'every 6 months',
		]) {
			const theirs = RRule.parseText(phrase)
			const ours = RRule.parseString(ruleOf(phrase))
			expect({ ...ours, interval: ours.interval ?? 1 }).toMatchObject({ ...theirs, interval: theirs.interval ?? 1 })
		}
	})
})

describe('parseRepeatPhrase: phrases it refuses instead of misreading', () => {
	const EXAMPLE = 'Try a phrase like "every 2 weeks on Tuesday".'

	test('"every blue moon"', () => {
		expect(errorOf('every blue moon')).toBe(`We could not read "every blue moon". ${EXAMPLE}`)
	})

	test('an unknown day name', () => {
		expect(errorOf('every 2 weeks on Funday')).toBe(
			'We do not know the day "Funday" in "every 2 weeks on Funday". Use day names like Monday or Mon.',
		)
		expect(errorOf('every Monday and Caturday')).toContain('We do not know the day "Caturday"')
		expect(errorOf('every week on constructor')).toContain('We do not know the day "constructor"')
	})

	test('trailing words are named', () => {
		expect(errorOf('every monday please')).toBe(`We could not read "please" in "every monday please". ${EXAMPLE}`)
		expect(errorOf('every 4 days or so')).toBe(`We could not read "or" in "every 4 days or so". ${EXAMPLE}`)
		expect(errorOf('daily at noon')).toContain('"at"')
		expect(errorOf('every month on the 2nd last Friday for 7 times maybe')).toContain('"maybe"')
		expect(errorOf('every weekend please')).toContain('"please"')
		expect(errorOf('every 2nd monday please')).toContain('"please"')
		expect(errorOf('on the 1st monday of each month, roughly')).toContain('","')
		expect(errorOf('weekly!')).toContain('"!"')
	})

	test('an empty phrase', () => {
		expect(errorOf('')).toBe(`Describe how often the task repeats. ${EXAMPLE}`)
		expect(errorOf('   ')).toBe(`Describe how often the task repeats. ${EXAMPLE}`)
	})

	test('numbers out of range', () => {
		expect(errorOf('every 0 days')).toBe('We could not read "every 0 days": use a number from 1 to 999 instead of 0.')
		expect(errorOf('every 1000 days')).toContain('from 1 to 999')
		expect(errorOf('daily for 0 times')).toContain('from 1 to 999')
		expect(errorOf('every 6th monday')).toContain('at most five of each weekday')
		expect(errorOf('every 32nd of the month')).toContain('at most 31 days')
		expect(errorOf('every 0th of the month')).toContain('there is no day "0th"')
	})

	test.each([
		'every',
		'every 2',
		'every 2nd',
		'every 15th day',
		'every 2 weekdays',
		'every other',
		'on the 1st monday',
		'on the 1st monday of each week',
		'on monday',
		'every hour',
		'every 2 hours',
		'every monday at 9am',
		'every 2 weeks on Tuesday and',
		'every week on',
		'daily on monday',
		'every year on the 3rd',
		'biannually',
		'with parent',
		'every day until tomorrow',
		'every day until 2026-02-30',
		'every day for 3',
		'twice a week',
		'every 2.5 days',
		'every -1 days',
		'FREQ=DAILY;INTERVAL=1',
		// words that are members of every JavaScript object
		'constructor',
		'every constructor',
		'every 2 constructor',
		'every 2nd constructor',
		'on the 1st constructor of each month',
		'every valueOf',
		'every __proto__',
	])('%j', (phrase) => {
		expect(errorOf(phrase)).toMatch(/^We could not read "/)
	})

	test('a very long phrase', () => {
		expect(errorOf(`every ${'monday and '.repeat(30)}friday`)).toBe('A repeat phrase can have at most 200 characters.')
	})
})

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
		let current: { due: number; rule: string } | null = { due: midnight(MONDAY), rule: ruleOf('every month on the 2nd last Friday for 7 times') }
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

describe('shiftByDays (the start moves as far as the due date)', () => {
	test('moves the start by the same number of calendar days, across a daylight-saving change', () => {
		const zone = 'America/New_York'
		const due = midnight('2026-03-06', zone)
		const next = nextOccurrence('FREQ=WEEKLY;INTERVAL=1', due, zone)!
		const start = shiftByDays(midnight('2026-03-04', zone), due, next.due, zone)
		expect(start).toBe(midnight('2026-03-11', zone))
		expect(new TZDate(start, zone).getHours()).toBe(0)
	})

	test('works backwards and across months', () => {
		expect(isoDate(shiftByDays(midnight('2026-01-25'), midnight('2026-01-31'), midnight('2026-02-28'), 'UTC'))).toBe('2026-02-22')
		expect(isoDate(shiftByDays(midnight('2026-03-10'), midnight('2026-03-12'), midnight('2026-03-12'), 'UTC'))).toBe('2026-03-10')
	})
})

describe('describeRepeat', () => {
	test.each([
		['FREQ=DAILY;INTERVAL=1', 'daily'],
		['FREQ=DAILY', 'daily'],
		['FREQ=DAILY;INTERVAL=2', 'every 2 days'],
		['FREQ=WEEKLY;INTERVAL=1', 'weekly'],
		['FREQ=WEEKLY;INTERVAL=2', 'every 2 weeks'],
		['FREQ=WEEKLY;INTERVAL=2;BYDAY=TU', 'every 2 weeks on Tuesday'],
		['FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE', 'every Monday and Wednesday'],
		['FREQ=WEEKLY;INTERVAL=1;BYDAY=FR,MO,WE', 'every Monday, Wednesday and Friday'],
		['FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR', 'every weekday'],
		['FREQ=WEEKLY;INTERVAL=1;BYDAY=SA,SU', 'every weekend'],
		['FREQ=WEEKLY;INTERVAL=3;BYDAY=SA,SU', 'every 3 weeks on weekends'],
		['FREQ=MONTHLY;INTERVAL=1', 'monthly'],
		['FREQ=MONTHLY;INTERVAL=6', 'every 6 months'],
		['FREQ=MONTHLY;INTERVAL=1;BYDAY=2MO', 'every month on the 2nd Monday'],
		['FREQ=MONTHLY;INTERVAL=1;BYDAY=-1FR', 'every month on the last Friday'],
		['FREQ=MONTHLY;INTERVAL=1;BYDAY=-2FR;COUNT=7', 'every month on the 2nd last Friday for 7 times'],
		['FREQ=MONTHLY;INTERVAL=1;BYDAY=1MO,3MO', 'every month on the 1st and 3rd Monday'],
		['FREQ=MONTHLY;INTERVAL=2;BYDAY=1MO,-1FR', 'every 2 months on the 1st Monday and the last Friday'],
		['FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=-1', 'every month on the last day'],
		['FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=-3', 'every month on the 3rd last day'],
		['FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=1,2,3,11,12,13,21,22,23', 'every month on the 1st, 2nd, 3rd, 11th, 12th, 13th, 21st, 22nd and 23rd'],
		['FREQ=YEARLY;INTERVAL=1', 'yearly'],
		['FREQ=YEARLY;INTERVAL=4', 'every 4 years'],
		['FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU', 'every year in March on the last Sunday'],
		['FREQ=DAILY;INTERVAL=1;COUNT=1', 'daily for 1 time'],
		['FREQ=DAILY;INTERVAL=1;UNTIL=20260304', 'daily until 2026-03-04'],
		['RRULE:FREQ=WEEKLY;BYDAY=TU;FROMCOMP', 'every Tuesday'],
		['', 'does not repeat'],
		['FREQ=SECONDLY', 'FREQ=SECONDLY'],
	])('%j -> %j', (rule, text) => {
		expect(describeRepeat(rule)).toBe(text)
	})

	test('describes every phrase so that it reads back to the same rule', () => {
		for (const [, rule] of PHRASES) {
			expect([rule, ruleOf(describeRepeat(rule))]).toEqual([rule, rule])
		}
	})
})

describe('choiceForRule', () => {
	test.each([
		['', 'NONE'],
		['FREQ=DAILY;INTERVAL=1', 'DAILY'],
		['FREQ=DAILY', 'DAILY'],
		['FREQ=WEEKLY;INTERVAL=1', 'WEEKLY'],
		['FREQ=WEEKLY;INTERVAL=2', 'BIWEEKLY'],
		['INTERVAL=2;FREQ=WEEKLY', 'BIWEEKLY'],
		['FREQ=MONTHLY', 'MONTHLY'],
		['FREQ=MONTHLY;INTERVAL=2', 'BIMONTHLY'],
		['FREQ=MONTHLY;INTERVAL=3', 'QUARTERLY'],
		['FREQ=MONTHLY;INTERVAL=6', 'SEMIANNUALLY'],
		['FREQ=YEARLY;INTERVAL=1', 'YEARLY'],
		['FREQ=DAILY;INTERVAL=2', 'ADVANCED'],
		['FREQ=WEEKLY;INTERVAL=2;BYDAY=TU', 'ADVANCED'],
		['FREQ=DAILY;INTERVAL=1;COUNT=3', 'ADVANCED'],
		['FREQ=MONTHLY;INTERVAL=4', 'ADVANCED'],
		['not a rule', 'ADVANCED'],
	] as [string, RepeatChoice][])('%j -> %s', (rule, choice) => {
		expect(choiceForRule(rule)).toBe(choice)
	})
})

describe('normalizeRule', () => {
	test.each([
		['', ''],
		['FREQ=DAILY', 'FREQ=DAILY;INTERVAL=1'],
		['rrule:freq=weekly;byday=tu,mo', 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU'],
		['FREQ=WEEKLY;BYDAY=TU;FROMCOMP', 'FREQ=WEEKLY;INTERVAL=1;BYDAY=TU'],
		['FREQ=MONTHLY;INTERVAL=1;FASTFORWARD', 'FREQ=MONTHLY;INTERVAL=1'],
		['COUNT=3;BYMONTHDAY=15,1;FREQ=MONTHLY', 'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=1,15;COUNT=3'],
		['FREQ=YEARLY;UNTIL=20271231T000000Z;BYMONTH=12,6', 'FREQ=YEARLY;INTERVAL=1;BYMONTH=6,12;UNTIL=20271231'],
		['FREQ=WEEKLY;INTERVAL=2;WKST=SU;BYDAY=TU', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;WKST=SU'],
		['FREQ=WEEKLY;WKST=MO', 'FREQ=WEEKLY;INTERVAL=1'],
	])('%j -> %j', (rule, normal) => {
		expect(normalizeRule(rule)).toEqual({ ok: true, rule: normal })
	})

	test.each([
		'FREQ=HOURLY',
		'INTERVAL=2',
		'FREQ=DAILY;INTERVAL=0',
		'FREQ=DAILY;INTERVAL=x',
		'FREQ=DAILY;COUNT=0',
		'FREQ=DAILY;FREQ=WEEKLY',
		'FREQ=WEEKLY;BYDAY=XX',
		'FREQ=MONTHLY;BYDAY=0MO',
		'FREQ=MONTHLY;BYMONTHDAY=32',
		'FREQ=YEARLY;BYMONTH=13',
		'FREQ=DAILY;UNTIL=20260230',
		'FREQ=DAILY;WKST=XX',
		'FREQ=YEARLY;BYWEEKNO=20',
		'FREQ=DAILY;NONSENSE',
		'PARENT',
		'every 4 days',
	])('refuses %j', (rule) => {
		expect(normalizeRule(rule)).toMatchObject({ ok: false, error: expect.stringContaining('cannot be used') })
	})
})
