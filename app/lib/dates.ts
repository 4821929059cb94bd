// Every "today", "this week" and "midnight" is in the user's IANA timezone.
import { TZDate } from '@date-fns/tz'

/** Epoch ms of local midnight, `days` days after the day that holds `instant` in `timeZone`. */
export function localMidnight(timeZone: string, instant: number = Date.now(), days = 0) {
	const local = new TZDate(instant, timeZone)
	// built from the calendar date, so where midnight does not exist (a daylight-saving change at 00:00) it is the
	// day's first instant, and the days after it are at midnight again
	return new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + days, timeZone).getTime()
}

export function isValidTimeZone(timeZone: string) {
	try {
		new Intl.DateTimeFormat('en-US', { timeZone })
		return true
	} catch {
		return false
	}
}

/** "Monday, March 2, 2026" (the profile's "Member since" form) */
export function longDate(instant: number, timeZone = 'UTC') {
	return new Intl.DateTimeFormat('en-US', {
		weekday: 'long',
		month: 'long',
		day: 'numeric',
		year: 'numeric',
		timeZone,
	}).format(instant)
}
