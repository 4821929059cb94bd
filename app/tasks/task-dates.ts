// Task dates: a date is the user's local midnight (epoch ms); a time is milliseconds after local
// midnight, read as a wall-clock time so that 09:00 stays 09:00 across daylight-saving changes.
import { TZDate } from '@date-fns/tz'
import { LeastRecentlyUsed } from '~/lib/least-recently-used'

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME = /^(\d{2}):(\d{2})(?::\d{2})?$/
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** local midnight of a YYYY-MM-DD date in `timeZone`, or null if the text is not a real date */
export function midnightOf(value: string, timeZone: string): number | null {
	const m = DATE.exec(value)
	if (!m) return null
	const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])]
	const probe = new Date(Date.UTC(y, mo, d))
	if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo || probe.getUTCDate() !== d) return null
	return new TZDate(y, mo, d, timeZone).getTime()
}

/** milliseconds after midnight of an HH:MM time, or null */
export function timeOfDay(value: string): number | null {
	const m = TIME.exec(value)
	if (!m) return null
	const [h, mi] = [Number(m[1]), Number(m[2])]
	if (h > 23 || mi > 59) return null
	return (h * 60 + mi) * 60_000
}

/** the instant of a local date (midnight) at a wall-clock time */
export function instantAt(midnight: number, time: number | null, timeZone: string) {
	const day = new TZDate(midnight, timeZone)
	const minutes = Math.round((time ?? 0) / 60_000)
	return new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), Math.floor(minutes / 60), minutes % 60, timeZone).getTime()
}

/** Point 5: reminder = due date and time (or the due date) minus the remind minutes; null for never or no due date. */
export function reminderDate(due: number | null, dueTime: number | null, remind: number, timeZone: string) {
	if (due === null || remind < 0) return null
	return instantAt(due, dueTime, timeZone) - remind * 60_000
}

/** YYYY-MM-DD of a local midnight, for a date input */
export function dateInputValue(midnight: number | null, timeZone: string) {
	if (midnight === null) return ''
	const d = new TZDate(midnight, timeZone)
	return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/** HH:MM for a time input */
export function timeInputValue(time: number | null) {
	if (time === null) return ''
	const minutes = Math.round(time / 60_000)
	return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
}

/**
 * The dates shown, remembered: a page of cards shows the same few dates again and again, and each costs a time zone
 * lookup through Intl (4% of a server's time under issue 31's mixed load). A pure function of its arguments.
 */
const shownDates = new LeastRecentlyUsed<string>(20_000)

/** DD-MON-YYYY, the spec's display form of a date */
export function displayDate(midnight: number, timeZone: string) {
	const key = `${timeZone}|${midnight}`
	let shown = shownDates.get(key)
	if (shown === undefined) {
		const d = new TZDate(midnight, timeZone)
		shownDates.set(key, (shown = `${pad(d.getDate())}-${MONTHS[d.getMonth()]}-${d.getFullYear()}`))
	}
	return shown
}

/** h:mm AM/PM */
export function displayTime(time: number) {
	const minutes = Math.round(time / 60_000)
	const h = Math.floor(minutes / 60)
	return `${h % 12 === 0 ? 12 : h % 12}:${pad(minutes % 60)} ${h < 12 ? 'AM' : 'PM'}`
}

export function displayDateTime(midnight: number | null, time: number | null, timeZone: string) {
	if (midnight === null) return ''
	return time === null ? displayDate(midnight, timeZone) : `${displayDate(midnight, timeZone)} ${displayTime(time)}`
}

function pad(n: number) {
	return String(n).padStart(2, '0')
}
