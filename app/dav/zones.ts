// A VTIMEZONE for every TZID an object names (issue 50.9, RFC 5545 3.6.5, docs/decisions/327). A client's object as
// sent keeps its own; one that names a zone without sending its VTIMEZONE (or a date the web app wrote in the
// client's zone) gets one made from the IANA data, placed before the VTODO. Pure.
import { foldLine } from '~/calendar/ical'
import { vtimezoneFor, zonesUsed } from '~/calendar/vtimezone'
import { isValidTimeZone } from '~/lib/dates'

/** the object's text with the VTIMEZONEs it lacks; the same text when it lacks none */
export function withTimezones(text: string): string {
	if (!text.includes(';TZID=')) return text
	const have = new Set([...text.matchAll(/^TZID:([^\r\n]+)/gm)].map((m) => m[1]!.trim()))
	let blocks = ''
	for (const [zone, years] of zonesUsed(text)) {
		if (have.has(zone) || !isValidTimeZone(zone)) continue
		blocks += vtimezoneFor(zone, years.from, years.to).map(foldLine).join('')
	}
	if (!blocks) return text
	const at = text.search(/^BEGIN:VTODO\r?$/m)
	return at < 0 ? text : text.slice(0, at) + blocks + text.slice(at)
}
