// Writing iCalendar text (RFC 5545) by hand: escaping, line folding and dates are all a feed needs, and a string
// builder is what keeps a feed of 10,000 tasks well under its budget (docs/decisions/230). Pure.
import { TZDate } from '@date-fns/tz'

/** TEXT values: backslash, semicolon, comma and newlines escaped (RFC 5545 3.3.11). */
export function escapeText(value: string) {
	return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n')
}

/** A content line folded at 75 octets (RFC 5545 3.1), never inside a UTF-8 character; ends with CRLF. */
export function foldLine(line: string) {
	// the common case: an ASCII line that fits
	if (line.length <= 75 && !/[^ -~]/.test(line)) return `${line}\r\n`
	let out = ''
	let octets = 0
	for (const char of line) {
		const size = Buffer.byteLength(char)
		if (octets + size > 75) {
			out += '\r\n '
			octets = 1
		}
		out += char
		octets += size
	}
	return `${out}\r\n`
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** dates already written: a person's tasks share few days, and a zone's calendar date is slow to work out */
const dates = new Map<string, string>()

/** The calendar date (in `timeZone`) of a stored local midnight, as an iCalendar DATE: 20260302. */
export function icalDate(localMidnight: number, timeZone: string) {
	const key = `${timeZone}|${localMidnight}`
	let date = dates.get(key)
	if (date === undefined) {
		const d = new TZDate(localMidnight, timeZone)
		date = `${pad(d.getFullYear(), 4)}${pad(d.getMonth() + 1)}${pad(d.getDate())}`
		if (dates.size >= 100_000) dates.clear()
		dates.set(key, date)
	}
	return date
}

/** The next calendar day of an iCalendar DATE (an all-day event's exclusive end). */
export function nextIcalDate(date: string) {
	const d = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(4, 6)) - 1, Number(date.slice(6, 8)) + 1))
	return `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`
}

/** A local date-time for a TZID parameter: the day of `localMidnight` at `msAfterMidnight` of wall-clock time. */
export function icalLocalDateTime(localMidnight: number, msAfterMidnight: number, timeZone: string) {
	const minutes = Math.floor(msAfterMidnight / 60000)
	return `${icalDate(localMidnight, timeZone)}T${pad(Math.floor(minutes / 60) % 24)}${pad(minutes % 60)}00`
}

/** A UTC date-time: 20260302T081500Z. */
export function icalUtc(instant: number) {
	return new Date(instant).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
}
