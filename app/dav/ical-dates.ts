// iCalendar dates and durations read into a task's terms (issue 28, docs/decisions/231): a local midnight in the
// person's zone, and a wall-clock time when the value has one. Pure.
import { TZDate } from '@date-fns/tz'
import { isValidTimeZone } from '~/lib/dates'
import { midnightOf } from '~/tasks/task-dates'
import { MalformedCalendar, type Property } from './icalendar'

export type TaskMoment = { day: number; time: number | null }

const DATE = /^(\d{4})(\d{2})(\d{2})$/
const DATE_TIME = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/

const pad = (n: number) => String(n).padStart(2, '0')

/** the person's calendar day and wall-clock time of an instant */
export function momentOfInstant(instant: number, timeZone: string): TaskMoment {
	const d = new TZDate(instant, timeZone)
	const day = midnightOf(`${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`, timeZone)!
	return { day, time: ((d.getHours() * 60 + d.getMinutes()) * 60 + d.getSeconds()) * 1000 }
}

/**
 * DUE, DTSTART: a DATE is a day without time; a DATE-TIME in UTC or with a TZID is moved into the person's zone; a
 * floating one is their wall-clock time.
 */
export function readMoment(prop: Property, timeZone: string): TaskMoment {
	const moment = readMomentAsWritten(prop, timeZone)
	// a day without time we wrote as a date-time beside a timed DUE or DTSTART (app/dav/vtodo-lines.ts momentLine)
	return prop.params['X-TWENTYFOUR-DAY']?.toUpperCase() === 'TRUE' ? { day: moment.day, time: null } : moment
}

function readMomentAsWritten(prop: Property, timeZone: string): TaskMoment {
	const value = prop.value.trim()
	const date = DATE.exec(value)
	if (date) {
		const day = midnightOf(`${date[1]}-${date[2]}-${date[3]}`, timeZone)
		if (day === null) throw new MalformedCalendar(`${prop.name} is not a date: ${value}`)
		return { day, time: null }
	}
	const m = DATE_TIME.exec(value)
	if (!m || Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6]) > 60) throw new MalformedCalendar(`${prop.name} is not a date or date-time: ${value.slice(0, 40)}`)
	const [y, mo, d, h, mi, s] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number]
	if (midnightOf(`${m[1]}-${m[2]}-${m[3]}`, timeZone) === null) throw new MalformedCalendar(`${prop.name} is not a date: ${value}`)
	if (m[7] === 'Z') return momentOfInstant(Date.UTC(y, mo - 1, d, h, mi, s), timeZone)
	const zone = prop.params.TZID?.replace(/^\//, '')
	if (zone && zone !== timeZone && isValidTimeZone(zone)) return momentOfInstant(new TZDate(y, mo - 1, d, h, mi, s, zone).getTime(), timeZone)
	return { day: midnightOf(`${m[1]}-${m[2]}-${m[3]}`, timeZone)!, time: ((h * 60 + mi) * 60 + s) * 1000 }
}

/**
 * COMPLETED and the like: a UTC DATE-TIME (a floating one read in the person's zone) as an instant; a DATE, as some
 * clients write COMPLETED;VALUE=DATE (issue 50.5), is the start of that day in the person's zone.
 */
export function readInstant(prop: Property, timeZone: string): number {
	const value = prop.value.trim()
	const date = DATE.exec(value)
	if (date) {
		const day = midnightOf(`${date[1]}-${date[2]}-${date[3]}`, timeZone)
		if (day === null) throw new MalformedCalendar(`${prop.name} is not a date: ${value}`)
		return day
	}
	const m = DATE_TIME.exec(value)
	if (!m) throw new MalformedCalendar(`${prop.name} is not a date-time: ${value.slice(0, 40)}`)
	const [y, mo, d, h, mi, s] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number]
	if (m[7] === 'Z') return Date.UTC(y, mo - 1, d, h, mi, s)
	const zone = prop.params.TZID && isValidTimeZone(prop.params.TZID) ? prop.params.TZID : timeZone
	return new TZDate(y, mo - 1, d, h, mi, s, zone).getTime()
}

/** A DURATION (RFC 5545 3.3.6) in minutes, negative before; null when it is not one. */
export function durationMinutes(value: string): number | null {
	const m = /^([+-]?)P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(value.trim())
	if (!m || value.trim().endsWith('T') || /^[+-]?P$/.test(value.trim())) return null
	const [w, d, h, mi, s] = m.slice(2, 7).map((v) => Number(v ?? 0)) as [number, number, number, number, number]
	const minutes = ((w * 7 + d) * 24 + h) * 60 + mi + s / 60
	return m[1] === '-' ? -minutes : minutes
}

/** A rule's UNTIL in UTC (which we write beside a timed DTSTART) read back as the person's calendar date. */
export function localUntil(rule: string, timeZone: string) {
	return rule.replace(/UNTIL=(\d{8})T(\d{6})Z/i, (_m, date: string, time: string) => {
		const instant = Date.UTC(+date.slice(0, 4), +date.slice(4, 6) - 1, +date.slice(6, 8), +time.slice(0, 2), +time.slice(2, 4), +time.slice(4, 6))
		const local = new TZDate(instant, timeZone)
		return `UNTIL=${local.getFullYear()}${pad(local.getMonth() + 1)}${pad(local.getDate())}`
	})
}
