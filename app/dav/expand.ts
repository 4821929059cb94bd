// `<C:expand>` of calendar-data (RFC 4791 9.6.5, issue 50.7, docs/decisions/329): a repeating task answered as its
// instances that overlap the range (by the VTODO table of 9.9), each a VTODO with a RECURRENCE-ID and no RRULE, its
// dates in UTC (a day stays a DATE), the zones' VTIMEZONEs dropped. The instances are the rule's own occurrences,
// counted as the web app counts them (app/tasks/repeat.ts). Pure.
import { foldLine, icalDate, icalUtc } from '~/calendar/ical'
import { nextOccurrence, normalizeRule, shiftByDays } from '~/tasks/repeat'
import { instantAt } from '~/tasks/task-dates'
import { todoInRange } from './filters'
import { localUntil, readMoment, type TaskMoment } from './ical-dates'
import { parseCalendar, parseLine } from './icalendar'
import { todosOf } from './vtodo'

/** at most this many instances of one task in one answer */
export const MAX_INSTANCES = 1000
const DROPPED = new Set(['RRULE', 'RDATE', 'EXDATE', 'EXRULE', 'DTSTART', 'DUE', 'RECURRENCE-ID'])

/** the object's text expanded into the instances in [start, end); a task that does not repeat comes back as it is */
export function expandedText(text: string, range: { start: number; end: number }, timeZone: string): string {
	const calendar = parseCalendar(text)
	const { master } = todosOf(calendar)
	const one = (name: string) => master.props.find((p) => p.name === name)
	const rruleLine = one('RRULE')
	const rule = rruleLine ? normalizeRule(localUntil(rruleLine.value.trim(), timeZone)) : null
	const due = one('DUE') ? readMoment(one('DUE')!, timeZone) : null
	const start = one('DTSTART') ? readMoment(one('DTSTART')!, timeZone) : null
	const anchor = due ?? start
	if (!rule?.ok || !rule.rule || !anchor) return text

	const value = (name: string, m: TaskMoment) => (m.time === null ? `${name};VALUE=DATE:${icalDate(m.day, timeZone)}` : `${name}:${icalUtc(instantAt(m.day, m.time, timeZone))}`)
	const instances: string[] = []
	let day = anchor.day
	let current = rule.rule
	for (let n = 0; n < MAX_INSTANCES; n++) {
		const at = (m: TaskMoment | null): TaskMoment | null => m && { day: shiftByDays(m.day, anchor.day, day, timeZone), time: m.time }
		const dates = [start && value('DTSTART', at(start)!), due && value('DUE', at(due)!)].filter((l): l is string => !!l)
		if (todoInRange(dates.map(parseLine), range, timeZone)) {
			const lines = ['BEGIN:VTODO', value('RECURRENCE-ID', at(anchor)!), ...dates, ...master.props.filter((p) => !DROPPED.has(p.name)).map((p) => p.raw)]
			for (const child of master.children) lines.push(...child.raw)
			instances.push([...lines, 'END:VTODO'].map(foldLine).join(''))
		}
		if (instantAt(day, anchor.time ?? 0, timeZone) >= range.end) break
		const next = nextOccurrence(current, day, timeZone)
		if (!next) break
		day = next.due
		current = next.rule
	}
	const head = calendar.props.map((p) => foldLine(p.raw)).join('')
	return `${foldLine('BEGIN:VCALENDAR')}${head}${instances.join('')}${foldLine('END:VCALENDAR')}`
}

