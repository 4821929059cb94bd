// Dates read at a glance (issue 51, point 8; docs/decisions/302): "Today", "Tomorrow", "Yesterday", the weekday within
// the coming week, "3 days overdue" for a due date further back (a start further back is "3 days ago"); further ahead,
// the spec's absolute form. The absolute date goes with it as the accessible name and the tooltip. Calendar days are
// counted in the person's time zone, so a daylight-saving day (23 or 25 hours) is still one day.
import { TZDate } from '@date-fns/tz'
import { differenceInCalendarDays } from 'date-fns'
import { localMidnight } from '~/lib/dates'
import { LeastRecentlyUsed } from '~/lib/least-recently-used'
import { displayDate, displayTime } from './task-dates'

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

export type ShownDate = { text: string; full: string }

/**
 * Each date's day count from today and weekday, remembered by zone, today and date: a page shows the same few dates
 * again and again, and each count costs time zone lookups through Intl (a third of a list page's time before).
 */
const daysFromToday = new LeastRecentlyUsed<{ days: number; weekday: number }>(20_000)

function dayOf(midnight: number, timeZone: string, now: number) {
	const key = `${timeZone}|${localMidnight(timeZone, now)}|${midnight}`
	let day = daysFromToday.get(key)
	if (!day) {
		const date = new TZDate(midnight, timeZone)
		daysFromToday.set(key, (day = { days: differenceInCalendarDays(date, new TZDate(now, timeZone)), weekday: date.getDay() }))
	}
	return day
}

/**
 * the words for a task's date (its local midnight) seen at `now`; `full` is the absolute date and time. `pastDays`:
 * how far back words are used ("6 days overdue"); further back, the absolute date (the rows use a week either side)
 */
export function relativeDate(midnight: number, time: number | null, kind: 'due' | 'start', timeZone: string, now: number, pastDays = Infinity): ShownDate {
	const full = time === null ? displayDate(midnight, timeZone) : `${displayDate(midnight, timeZone)} ${displayTime(time)}`
	const { days, weekday } = dayOf(midnight, timeZone, now)
	const at = time === null ? '' : ` ${displayTime(time)}`
	let words: string
	if (days === 0) words = 'Today'
	else if (days === 1) words = 'Tomorrow'
	else if (days === -1) words = 'Yesterday'
	else if (days > 1 && days < 7) words = WEEKDAYS[weekday]!
	else if (days < 0 && -days <= pastDays) words = kind === 'due' ? `${-days} days overdue` : `${-days} days ago`
	else return { text: full, full }
	return { text: words + at, full }
}
