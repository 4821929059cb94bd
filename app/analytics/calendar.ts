// The dashboard's calendar in the user's timezone (spec point 9): weeks start on Monday, Sunday is
// day 7, the week selector lists 52 weeks starting 8 weeks before this week's Monday, the year
// selector 20 years (9 before to 10 after this year). Days are [from, to) in epoch ms, so a
// daylight-saving day lasts 23 or 25 hours and still holds exactly its own tasks.
import { TZDate } from '@date-fns/tz'
import { addDays, addMonths, addWeeks, addYears, startOfWeek } from 'date-fns'
import { LeastRecentlyUsed } from '~/lib/least-recently-used'

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
export const MONTHS = [
	'January', 'February', 'March', 'April', 'May', 'June',
	'July', 'August', 'September', 'October', 'November', 'December',
] as const

/** 1 for Monday ... 7 for Sunday (JavaScript's getDay() says 0 for Sunday) */
export function isoDayOfWeek(date: Date) {
	return date.getDay() === 0 ? 7 : date.getDay()
}

const pad = (n: number) => String(n).padStart(2, '0')

/** YYYY-MM-DD of a date as it reads in its own timezone */
export function isoDate(date: Date) {
	return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

export function parseIsoDate(value: string) {
	const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
	if (!m) return null
	const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])]
	const probe = new Date(Date.UTC(y, mo, d))
	if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo || probe.getUTCDate() !== d) return null
	return { year: y, month: mo, day: d }
}

/** local midnight of YYYY-MM-DD in `timeZone` */
export function localDate(value: string, timeZone: string) {
	const p = parseIsoDate(value)
	return p ? new TZDate(p.year, p.month, p.day, timeZone) : null
}

/** this week's Monday (local midnight) */
export function mondayOf(timeZone: string, now: number) {
	return startOfWeek(new TZDate(now, timeZone), { weekStartsOn: 1 })
}

/**
 * The week selector: 52 Mondays, the first 8 weeks before this week's. Only the first needs the timezone; the others
 * are calendar dates 7 days apart, counted in UTC where every day has 24 hours (52 timezone conversions cost about a
 * millisecond of every dashboard render).
 */
export function weekOptions(timeZone: string, now: number) {
	const first = addWeeks(mondayOf(timeZone, now), -8)
	const base = Date.UTC(first.getFullYear(), first.getMonth(), first.getDate())
	return remembered(weekLists, String(base), () =>
		Array.from({ length: 52 }, (_, i) => {
			const d = new Date(base + i * 7 * 86_400_000)
			const [year, month, day] = [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()]
			return { value: `${year}-${pad(month + 1)}-${pad(day)}`, label: `Week of ${MONTHS[month]!.slice(0, 3)} ${day}, ${year}` }
		}),
	)
}

/**
 * Lists that depend only on their key, kept (frozen: every caller shares them) so that each dashboard does not make
 * them again: the week selector's options and a week's days, whose seven timezone conversions were a tenth of a
 * millisecond of every dashboard (issue 31). A few hundred at most in real use.
 */
function remembered<T extends object>(kept: LeastRecentlyUsed<T>, key: string, make: () => T): T {
	let value = kept.get(key)
	if (value === undefined) kept.set(key, (value = Object.freeze(make())))
	return value
}
const weekLists = new LeastRecentlyUsed<{ value: string; label: string }[]>(1_000)
const weeks = new LeastRecentlyUsed<readonly DayRange[]>(1_000)
/** a month's or a year's bounds in a time zone, and its first day and the next one's (YYYY-MM-DD) */
export type CalendarRange = { from: number; to: number; first: string; next: string }
const ranges = new LeastRecentlyUsed<CalendarRange>(1_000)

/** Whether YYYY-MM-DD is one of `weekOptions` (a Monday from 8 weeks before this week's to 43 after), without making all 52. */
export function isWeekOption(value: string | null, timeZone: string, now: number) {
	const day = value === null ? null : localDate(value, timeZone)
	if (!day || isoDayOfWeek(day) !== 1) return false
	const first = addWeeks(mondayOf(timeZone, now), -8)
	return day.getTime() >= first.getTime() && day.getTime() <= addWeeks(first, 51).getTime()
}

/** "Nov 16, 2026" */
export function shortDate(date: Date) {
	return `${MONTHS[date.getMonth()]!.slice(0, 3)} ${date.getDate()}, ${date.getFullYear()}`
}

export type DayRange = { date: string; from: number; to: number }

/** The seven days of the week that starts on `monday` (YYYY-MM-DD), Monday first (day 1) to Sunday (day 7). */
export function weekDays(monday: string, timeZone: string): readonly DayRange[] {
	return remembered(weeks, `${timeZone}|${monday}`, () => {
		const start = localDate(monday, timeZone)
		if (!start) throw new Error(`not a date: ${monday}`)
		return WEEKDAYS.map((_, i) => {
			const day = addDays(start, i)
			return Object.freeze({ date: isoDate(day), from: day.getTime(), to: addDays(day, 1).getTime() })
		})
	})
}

/** the Monday (YYYY-MM-DD) after the week that starts on `monday` */
export function mondayAfter(monday: string, timeZone: string) {
	const start = localDate(monday, timeZone)
	if (!start) throw new Error(`not a date: ${monday}`)
	return isoDate(addWeeks(start, 1))
}

/** [from, to) of a month (0-based) of a year, and the first day of the next month */
export function monthRange(year: number, month: number, timeZone: string): CalendarRange {
	return remembered(ranges, `${timeZone}|${year}|${month}`, () => {
		const start = new TZDate(year, month, 1, timeZone)
		const next = addMonths(start, 1)
		return { from: start.getTime(), to: next.getTime(), first: isoDate(start), next: isoDate(next) }
	})
}

export function yearRange(year: number, timeZone: string): CalendarRange {
	return remembered(ranges, `${timeZone}|${year}`, () => {
		const start = new TZDate(year, 0, 1, timeZone)
		const next = addYears(start, 1)
		return { from: start.getTime(), to: next.getTime(), first: isoDate(start), next: isoDate(next) }
	})
}

/** the year selector: 9 years before this year to 10 after */
export function yearOptions(timeZone: string, now: number) {
	const year = new TZDate(now, timeZone).getFullYear()
	return Array.from({ length: 20 }, (_, i) => year - 9 + i)
}

/** this month (0-based) and year in the user's timezone */
export function thisMonth(timeZone: string, now: number) {
	const d = new TZDate(now, timeZone)
	return { year: d.getFullYear(), month: d.getMonth() }
}

/** The 1-based day of the week `instant` falls on in `timeZone` (Sunday is 7). */
export function dayOfWeekOf(instant: number, timeZone: string) {
	return isoDayOfWeek(new TZDate(instant, timeZone))
}
