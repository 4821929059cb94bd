// Every "today", "this week" and "midnight" is in the user's IANA timezone.
import { TZDate } from '@date-fns/tz'

function midnightOf(timeZone: string, instant: number, days: number) {
	const local = new TZDate(instant, timeZone)
	// built from the calendar date, so where midnight does not exist (a daylight-saving change at 00:00) it is the
	// day's first instant, and the days after it are at midnight again
	return new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + days, timeZone).getTime()
}

/** the answers kept by one `byLocalDay` function (a user's `n` is any number: past this many, they are all forgotten) */
const KEPT_KEYS = 512
/** the days kept per timezone and `n`: a page asks about today, a bulk edit's move of dates about each task's day */
const KEPT_DAYS_PER_KEY = 64

type KeptDay<T> = { from: number; to: number; value: T }

/**
 * `rule(timeZone, instant, n)`, for a rule whose answer depends on the local day that holds `instant` alone (its
 * midnight, its week): kept per timezone, `n` and day, and given again while `instant` is in a day it was asked about.
 * Every page asks these a few times, and each answer costs timezone conversions (issue 31: 2 to 3% of the server's
 * time); a bulk edit that moves 500 tasks' dates asks about each task's day (one day kept per key made every one of
 * those a miss costing three conversions, a third of the edit's time).
 */
export function byLocalDay<T>(rule: (timeZone: string, instant: number, n: number) => T) {
	const kept = new Map<string, KeptDay<T>[]>()
	return (timeZone: string, instant: number, n = 0): T => {
		const key = `${timeZone}|${n}`
		let days = kept.get(key)
		if (days) {
			for (const day of days) if (instant >= day.from && instant < day.to) return day.value
		} else {
			if (kept.size >= KEPT_KEYS) kept.clear()
			kept.set(key, (days = []))
		}
		const value = Object.freeze(rule(timeZone, instant, n))
		// the newest first; past KEPT_DAYS_PER_KEY days the oldest asked is forgotten
		if (days.length >= KEPT_DAYS_PER_KEY) days.pop()
		days.unshift({ from: midnightOf(timeZone, instant, 0), to: midnightOf(timeZone, instant, 1), value })
		return value
	}
}

const keptMidnight = byLocalDay(midnightOf)

/** Epoch ms of local midnight, `days` days after the day that holds `instant` in `timeZone`. */
export function localMidnight(timeZone: string, instant: number = Date.now(), days = 0) {
	return keptMidnight(timeZone, instant, days)
}

const zoneChecked = new Map<string, boolean>()

/** whether the runtime knows the zone; answered from memory after the first time (making a formatter costs about
 * a millisecond, once per date of every task a CalDAV client sends, issue 50.2) */
export function isValidTimeZone(timeZone: string) {
	let valid = zoneChecked.get(timeZone)
	if (valid !== undefined) return valid
	try {
		new Intl.DateTimeFormat('en-US', { timeZone })
		valid = true
	} catch {
		valid = false
	}
	if (zoneChecked.size < 1000) zoneChecked.set(timeZone, valid)
	return valid
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
