// Occurrences of a repeat rule on the calendar: whole days, no clock and no timezone.
// A day is a day number: whole days since 1970-01-01 (day 0, a Thursday).
// See docs/decisions/032-repeat-occurrence-engine.md for why this is not rrule.js's iterator.
import { WEEKDAYS, type Frequency, type Rule, type RuleDay } from './repeat-rule'

const DAY_MS = 86_400_000
/** How far ahead a search looks before deciding a rule does not occur again: a full 400-year Gregorian cycle. */
const HORIZON_DAYS = 146_097
const PERIOD_DAYS: Record<Frequency, number> = { DAILY: 1, WEEKLY: 7, MONTHLY: 31, YEARLY: 366 }

export type CalendarDate = { year: number; month: number; day: number }

export function dayNumber(year: number, month: number, day: number) {
	return Date.UTC(year, month - 1, day) / DAY_MS
}

export function calendarDate(day: number): CalendarDate {
	const date = new Date(day * DAY_MS)
	return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
}

export function daysInMonth(year: number, month: number) {
	return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** 0 for Monday .. 6 for Sunday */
export function weekdayIndex(day: number) {
	return mod(day + 3, 7)
}

function mod(n: number, m: number) {
	return ((n % m) + m) % m
}

/** The first day strictly after `anchor` on which `rule` occurs (the rule's count is not looked at here), or null. */
export function nextDay(rule: Rule, anchor: number): number | null {
	const until = rule.until ? untilDay(rule.until) : Infinity
	const last = Math.min(until, anchor + HORIZON_DAYS + 2 * rule.interval * PERIOD_DAYS[rule.freq])
	const first = periodIndex(rule, anchor)
	let day = anchor + 1
	while (day <= last) {
		const behind = mod(periodIndex(rule, day) - first, rule.interval)
		if (behind !== 0) {
			// not a repeating period (e.g. the off week of "every 2 weeks"): jump to the start of the next one
			day = Math.max(day + 1, periodStart(rule, periodIndex(rule, day) + rule.interval - behind))
			continue
		}
		if (occursOn(rule, day, anchor)) return day
		day += 1
	}
	return null
}

function untilDay(until: string) {
	return dayNumber(Number(until.slice(0, 4)), Number(until.slice(4, 6)), Number(until.slice(6, 8)))
}

/** Which day, week (starting on the rule's week start), month or year `day` falls in, counted from 1970. */
function periodIndex(rule: Rule, day: number) {
	switch (rule.freq) {
		case 'DAILY':
			return day
		case 'WEEKLY':
			return Math.floor((day + 3 - WEEKDAYS.indexOf(rule.weekStart)) / 7)
		case 'MONTHLY': {
			const date = calendarDate(day)
			return date.year * 12 + date.month - 1
		}
		case 'YEARLY':
			return calendarDate(day).year
	}
}

function periodStart(rule: Rule, index: number) {
	switch (rule.freq) {
		case 'DAILY':
			return index
		case 'WEEKLY':
			return index * 7 - 3 + WEEKDAYS.indexOf(rule.weekStart)
		case 'MONTHLY':
			return dayNumber(Math.floor(index / 12), mod(index, 12) + 1, 1)
		case 'YEARLY':
			return dayNumber(index, 1, 1)
	}
}

/**
 * Whether `day` (in a repeating period) is one of the rule's days. Without BYMONTHDAY and BYDAY the day comes from
 * the anchor, as RFC 5545 takes it from DTSTART: its weekday (weekly), its day of the month (monthly), its month and
 * day (yearly). A day of the month the month does not have (the 31st in April) means the month's last day.
 */
function occursOn(rule: Rule, day: number, anchor: number) {
	const date = calendarDate(day)
	const from = calendarDate(anchor)
	if (rule.byMonth.length && !rule.byMonth.includes(date.month)) return false
	if (!rule.byMonthDay.length && !rule.byDay.length) {
		switch (rule.freq) {
			case 'DAILY':
				return true
			case 'WEEKLY':
				return weekdayIndex(day) === weekdayIndex(anchor)
			case 'MONTHLY':
				return isDayOfMonth(date, from.day)
			case 'YEARLY':
				return (rule.byMonth.length > 0 || date.month === from.month) && isDayOfMonth(date, from.day)
		}
	}
	if (rule.byMonthDay.length && !rule.byMonthDay.some((n) => isDayOfMonth(date, n))) return false
	if (rule.byDay.length && !rule.byDay.some((d) => isRuleDay(rule, d, day))) return false
	return true
}

/** `n` counts from the start of the month (1..31, clamped to the month's length) or from its end (-1 the last day). */
function isDayOfMonth(date: CalendarDate, n: number) {
	const length = daysInMonth(date.year, date.month)
	return n > 0 ? date.day === Math.min(n, length) : date.day === length + n + 1
}

/** A weekday, or the nth such weekday of the month (monthly, or yearly with BYMONTH) or of the year (yearly). */
function isRuleDay(rule: Rule, ruleDay: RuleDay, day: number) {
	if (WEEKDAYS[weekdayIndex(day)] !== ruleDay.weekday) return false
	if (ruleDay.nth === 0) return true
	const date = calendarDate(day)
	const inMonth = rule.freq === 'MONTHLY' || rule.byMonth.length > 0
	const position = inMonth ? date.day : day - dayNumber(date.year, 1, 1) + 1
	const length = inMonth ? daysInMonth(date.year, date.month) : dayNumber(date.year + 1, 1, 1) - dayNumber(date.year, 1, 1)
	const nth = ruleDay.nth > 0 ? Math.floor((position - 1) / 7) + 1 : -(Math.floor((length - position) / 7) + 1)
	return nth === ruleDay.nth
}
