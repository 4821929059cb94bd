// The repeat rule as stored on a task: an iCalendar RRULE body without DTSTART ('FREQ=WEEKLY;INTERVAL=2;BYDAY=TU').
// Pure: reads a stored (or imported) rule into a Rule and writes a Rule back in one canonical form.

export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const
export type Weekday = (typeof WEEKDAYS)[number]

export const WEEKDAY_NAMES: Record<Weekday, string> = {
	MO: 'Monday',
	TU: 'Tuesday',
	WE: 'Wednesday',
	TH: 'Thursday',
	FR: 'Friday',
	SA: 'Saturday',
	SU: 'Sunday',
}

export const FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const
export type Frequency = (typeof FREQUENCIES)[number]

/** A weekday in a rule; `nth` 0 means every such day, 2 the 2nd in the month (or year), -1 the last. */
export type RuleDay = { weekday: Weekday; nth: number }

export type Rule = {
	freq: Frequency
	interval: number
	/** months 1..12 */
	byMonth: number[]
	/** days of the month 1..31, or -1 (last day) .. -31 */
	byMonthDay: number[]
	byDay: RuleDay[]
	/** occurrences left, counting the task that carries the rule; null for no limit */
	count: number | null
	/** the last allowed date as YYYYMMDD (a time part, if the rule had one, is dropped); null for no end */
	until: string | null
	weekStart: Weekday
}

export type ReadRule = { ok: true; rule: Rule | null } | { ok: false; error: string }

/** Largest interval or count a rule may carry. */
export const MAX_NUMBER = 999

export function emptyRule(freq: Frequency, interval = 1): Rule {
	return { freq, interval, byMonth: [], byMonthDay: [], byDay: [], count: null, until: null, weekStart: 'MO' }
}

/** Toodledo's non-standard flags (repeat from completion, fast-forward, repeat with parent). */
const TOODLEDO_FLAGS = new Set(['FROMCOMP', 'FASTFORWARD', 'PARENT'])
/** Parts about time of day or the start date: a task keeps those elsewhere, so they are dropped. */
const IGNORED_KEYS = new Set(['BYHOUR', 'BYMINUTE', 'BYSECOND', 'DTSTART', 'TZID'])

/**
 * Reads a stored or imported rule. `''` reads as `{ ok: true, rule: null }` (no repeat). Accepts an `RRULE:` prefix,
 * drops Toodledo's FROMCOMP/FASTFORWARD/PARENT flags and time-of-day parts, and gives a rule without INTERVAL an
 * interval of 1. Parts Twentyfour cannot repeat (BYSETPOS, BYWEEKNO, BYYEARDAY, hourly rules ...) are refused.
 */
export function readRule(text: string): ReadRule {
	const body = text.trim().replace(/^RRULE:/i, '')
	const parts = body.split(';').map((part) => part.trim()).filter((part) => part !== '')
	if (parts.length === 0) return { ok: true, rule: null }
	const fields = new Map<string, string>()
	for (const part of parts) {
		const [key, value, extra] = part.split('=').map((s) => s.trim().toUpperCase())
		if (value === undefined && TOODLEDO_FLAGS.has(key)) continue
		if (value === undefined || extra !== undefined || value === '') return unreadable(text, `"${part}" is not a rule part`)
		if (IGNORED_KEYS.has(key)) continue
		if (fields.has(key)) return unreadable(text, `${key} appears twice`)
		fields.set(key, value)
	}
	return ruleFromFields(text, fields)
}

function ruleFromFields(text: string, fields: Map<string, string>): ReadRule {
	const freq = fields.get('FREQ')
	if (freq === undefined) return unreadable(text, 'it has no FREQ')
	if (!isFrequency(freq)) return unreadable(text, `Twentyfour repeats tasks daily, weekly, monthly or yearly, not ${freq}`)
	const rule = emptyRule(freq)
	for (const [key, value] of fields) {
		const error = readField(rule, key, value)
		if (error) return unreadable(text, error)
	}
	if (rule.byDay.some((d) => d.nth !== 0) && (rule.freq === 'DAILY' || rule.freq === 'WEEKLY')) {
		return unreadable(text, 'a numbered weekday (like 2MO) needs FREQ=MONTHLY or FREQ=YEARLY')
	}
	return { ok: true, rule: tidy(rule) }
}

/** Sets one part on `rule`; returns an error text, or null. */
function readField(rule: Rule, key: string, value: string): string | null {
	switch (key) {
		case 'FREQ':
			return null
		case 'INTERVAL':
		case 'COUNT': {
			const n = wholeNumber(value)
			if (n === null || n < 1 || n > MAX_NUMBER) return `${key} must be a number from 1 to ${MAX_NUMBER}`
			if (key === 'INTERVAL') rule.interval = n
			else rule.count = n
			return null
		}
		case 'BYMONTH':
			return readList(value, (n) => n >= 1 && n <= 12, rule.byMonth) ? null : 'BYMONTH must list months 1 to 12'
		case 'BYMONTHDAY':
			return readList(value, (n) => n !== 0 && Math.abs(n) <= 31, rule.byMonthDay)
				? null
				: 'BYMONTHDAY must list days 1 to 31 or -1 to -31'
		case 'BYDAY':
			return readDays(value, rule.byDay) ? null : 'BYDAY must list weekdays like MO, TU or 2MO, -1FR'
		case 'UNTIL': {
			const until = untilDate(value)
			if (!until) return 'UNTIL must be a date like 20271231'
			rule.until = until
			return null
		}
		case 'WKST':
			if (!isWeekday(value)) return 'WKST must be a weekday like MO'
			rule.weekStart = value
			return null
		default:
			return `Twentyfour cannot repeat by ${key}`
	}
}

function readList(value: string, valid: (n: number) => boolean, into: number[]) {
	for (const item of value.split(',')) {
		const n = signedNumber(item)
		if (n === null || !valid(n)) return false
		into.push(n)
	}
	return true
}

const DAY_PART = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/

function readDays(value: string, into: RuleDay[]) {
	for (const item of value.split(',')) {
		const match = DAY_PART.exec(item.trim())
		if (!match) return false
		const nth = match[1] === undefined ? 0 : Number(match[1])
		if (match[1] !== undefined && (nth === 0 || Math.abs(nth) > 53)) return false
		into.push({ weekday: match[2] as Weekday, nth })
	}
	return true
}

const UNTIL_PART = /^(\d{4})(\d{2})(\d{2})(T\d{6}Z?)?$/

function untilDate(value: string) {
	const match = UNTIL_PART.exec(value)
	if (!match) return null
	const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
	return isCalendarDate(year, month, day) ? `${match[1]}${match[2]}${match[3]}` : null
}

export function isCalendarDate(year: number, month: number, day: number) {
	const date = new Date(Date.UTC(year, month - 1, day))
	return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

function wholeNumber(value: string) {
	return /^\d{1,6}$/.test(value) ? Number(value) : null
}

function signedNumber(value: string) {
	const text = value.trim()
	return /^[+-]?\d{1,3}$/.test(text) ? Number(text) : null
}

function isFrequency(value: string): value is Frequency {
	return (FREQUENCIES as readonly string[]).includes(value)
}

export function isWeekday(value: string): value is Weekday {
	return (WEEKDAYS as readonly string[]).includes(value)
}

function unreadable(text: string, reason: string): ReadRule {
	return { ok: false, error: `The repeat rule "${text.trim()}" cannot be used: ${reason}.` }
}

/** Sorted, without duplicates, so equal rules are written alike. */
export function tidy(rule: Rule): Rule {
	const dayKey = (d: RuleDay) => WEEKDAYS.indexOf(d.weekday) * 200 + (d.nth >= 0 ? d.nth : 100 - d.nth)
	const monthDayKey = (n: number) => (n > 0 ? n : 100 - n)
	const byDay = [...new Map(rule.byDay.map((d) => [dayKey(d), d])).entries()].sort((a, b) => a[0] - b[0])
	return {
		...rule,
		byMonth: [...new Set(rule.byMonth)].sort((a, b) => a - b),
		byMonthDay: [...new Set(rule.byMonthDay)].sort((a, b) => monthDayKey(a) - monthDayKey(b)),
		byDay: byDay.map(([, d]) => d),
	}
}

/** The canonical text: FREQ, INTERVAL, BYMONTH, BYMONTHDAY, BYDAY, COUNT, UNTIL, WKST (only when not MO). */
export function writeRule(rule: Rule): string {
	const parts = [`FREQ=${rule.freq}`, `INTERVAL=${rule.interval}`]
	if (rule.byMonth.length) parts.push(`BYMONTH=${rule.byMonth.join(',')}`)
	if (rule.byMonthDay.length) parts.push(`BYMONTHDAY=${rule.byMonthDay.join(',')}`)
	if (rule.byDay.length) parts.push(`BYDAY=${rule.byDay.map((d) => `${d.nth || ''}${d.weekday}`).join(',')}`)
	if (rule.count !== null) parts.push(`COUNT=${rule.count}`)
	if (rule.until !== null) parts.push(`UNTIL=${rule.until}`)
	if (rule.weekStart !== 'MO') parts.push(`WKST=${rule.weekStart}`)
	return parts.join(';')
}
