// calendar-query filters on a VTODO (RFC 4791 9.7, 9.9; issue 50.7), evaluated against the object as a client reads it
// (the stored text, patched), so a filter on a property Twentyfour does not model (UID, PRIORITY, CLASS, GEO...)
// is honoured too. Pure.
import { instantAt } from '~/tasks/task-dates'
import { durationMinutes, readInstant, readMoment } from './ical-dates'
import { unescapeText, type Property } from './icalendar'
import { contentLines } from './patch'
import type { PropFilter } from './xml'

/** the VTODO's own properties (not its alarms') */
export function todoProperties(text: string): Property[] {
	const props: Property[] = []
	let depth = 0
	let inTodo = false
	for (const { prop } of contentLines(text)) {
		if (prop.name === 'BEGIN') {
			depth++
			if (prop.value.trim().toUpperCase() === 'VTODO') inTodo = true
		} else if (prop.name === 'END') {
			depth--
			if (prop.value.trim().toUpperCase() === 'VTODO') inTodo = false
		} else if (inTodo && depth === 2) props.push(prop)
	}
	return props
}

/** one prop-filter: is-not-defined, defined, or a text-match (substring, by its collation, maybe negated) */
export function propFilterPasses(props: Property[], filter: PropFilter): boolean {
	const found = props.filter((p) => p.name === filter.name)
	if (filter.undefinedOnly) return found.length === 0
	if (!found.length) return false
	if (filter.text === null) return true
	const fold = (s: string) => (filter.octet ? s : s.replace(/[A-Z]/g, (c) => c.toLowerCase()))
	const contains = found.some((p) => fold(unescapeText(p.value)).includes(fold(filter.text!)))
	return filter.negate ? !contains : contains
}

/** RFC 4791 9.9: whether a VTODO overlaps the range [start, end), by the table of DTSTART, DURATION, DUE, COMPLETED, CREATED */
export function todoInRange(props: Property[], range: { start: number; end: number }, timeZone: string): boolean {
	const one = (name: string) => props.find((p) => p.name === name)
	// a value that is no date (a client's CREATED may be anything) counts as absent
	const unreadable = <T>(read: () => T) => {
		try {
			return read()
		} catch {
			return null
		}
	}
	const moment = (name: string) => {
		const p = one(name)
		const m = p && unreadable(() => readMoment(p, timeZone))
		return m ? instantAt(m.day, m.time ?? 0, timeZone) : null
	}
	const instant = (name: string) => {
		const p = one(name)
		return p ? unreadable(() => readInstant(p, timeZone)) : null
	}
	const { start: S, end: E } = range
	const dtstart = moment('DTSTART')
	const due = moment('DUE')
	const minutes = one('DURATION') ? durationMinutes(one('DURATION')!.value) : null
	if (dtstart !== null && minutes !== null && due === null) {
		const end = dtstart + minutes * 60_000
		return S <= end && (E > dtstart || E >= end)
	}
	if (dtstart !== null && due !== null) return (S < due || S <= dtstart) && (E > dtstart || E >= due)
	if (dtstart !== null) return S <= dtstart && E > dtstart
	if (due !== null) return S < due && E >= due
	const completed = instant('COMPLETED')
	const created = instant('CREATED')
	if (completed !== null && created !== null) return (S <= created || S <= completed) && (E >= created || E >= completed)
	if (completed !== null) return S <= completed && E >= completed
	if (created !== null) return E > created
	return true
}
