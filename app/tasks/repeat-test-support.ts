// What the repeat tests share: dates in a timezone, the next dates of a rule, and the phrases with their expected rules
// and dates (2026-03-02 is a Monday; every expected date was worked out from a printed 2026 calendar).
import { TZDate } from '@date-fns/tz'
import { expect } from 'vitest'
import { nextOccurrence, parseRepeatPhrase } from './repeat'

export const HOUR = 3_600_000

/** Local midnight of an ISO date (2026-03-02) in `timeZone`. */
export function midnight(iso: string, timeZone = 'UTC') {
	const [year, month, day] = iso.split('-').map(Number)
	return new TZDate(year, month - 1, day, timeZone).getTime()
}

/** The local ISO date of an instant in `timeZone`. */
export function isoDate(instant: number, timeZone = 'UTC') {
	const local = new TZDate(instant, timeZone)
	const pad = (n: number) => String(n).padStart(2, '0')
	return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`
}

/** Completes the task `count` times, each time from the new instance's due date; stops early when the rule ends. */
export function nextDates(rule: string, fromIso: string, count = 3, timeZone = 'UTC') {
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

export function ruleOf(phrase: string) {
	const result = parseRepeatPhrase(phrase)
	if (!result.ok) throw new Error(`"${phrase}" was refused: ${result.error}`)
	return result.rule
}

export function errorOf(phrase: string) {
	const result = parseRepeatPhrase(phrase)
	if (result.ok) throw new Error(`"${phrase}" was read as ${result.rule}`)
	return result.error
}

// 2026-03-02 is a Monday. Every expected date below was worked out from a printed 2026 calendar.
export const MONDAY = '2026-03-02'

/** [phrase, stored rule, repeat-from date, the next three due dates] */
export const PHRASES: [string, string, string, string[]][] = [
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
