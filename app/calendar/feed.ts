// The calendar feed (issue 28, docs/decisions/230): a person's dated tasks as VEVENTs that any calendar can subscribe
// to. Pure: the tasks come in, iCalendar text goes out.
import { TZDate } from '@date-fns/tz'
import { escapeText, foldLine, icalDate, icalLocalDateTime, icalUtc, nextIcalDate } from './ical'
import { icalPriority } from './priority'
import { vtimezoneFor, zonesUsed } from './vtimezone'
import type { TaskRecord } from '~/tasks/task-form'

export const FEED_DATES = ['due', 'start', 'both'] as const
export type FeedDates = (typeof FEED_DATES)[number]

export type FeedOptions = {
	/** which dates place a task in the calendar; `both` spans from the start date to the due date */
	dates: FeedDates
	timeZone: string
	/** the site's address, for each event's link to its task */
	origin: string
	/** DTSTAMP: when the feed was made */
	now: number
	/** `now` written once for the whole feed */
	stamp?: string
}

/** what the feed reads of a task: the stored fields of the task form, its id and its completion */
export type FeedTask = Pick<
	TaskRecord,
	'title' | 'notes' | 'star' | 'start' | 'startTime' | 'due' | 'dueTime' | 'length' | 'repeat' | 'repeatFrom' | 'folder' | 'context' | 'priority' | 'status'
> & { id: string; completed: boolean; completedDate: number | null }

type Moment = { day: number; time: number | null }

/** Where a task sits in the calendar under `dates`: its first and last moment, or null when it has no such date. */
export function eventSpan(task: FeedTask, dates: FeedDates): { from: Moment; to: Moment } | null {
	const start = task.start === null ? null : { day: task.start, time: task.startTime }
	const due = task.due === null ? null : { day: task.due, time: task.dueTime }
	if (dates === 'due') return due && { from: due, to: due }
	if (dates === 'start') return start && { from: start, to: start }
	// both: from start to due; a start after the due date (or only one date) places it at the one date that fits
	if (start && due) return start.day + (start.time ?? 0) <= due.day + (due.time ?? 0) ? { from: start, to: due } : { from: due, to: due }
	const one = due ?? start
	return one && { from: one, to: one }
}

/** A task's VEVENT as content lines, or none when it has no date for the feed. */
export function taskEvent(task: FeedTask, options: FeedOptions): string {
	const span = eventSpan(task, options.dates)
	if (!span) return ''
	const { timeZone } = options
	const lines = ['BEGIN:VEVENT', `UID:${task.id}@twentyfour`, `DTSTAMP:${options.stamp ?? icalUtc(options.now)}`]
	// all-day unless both ends have a time; timed in the person's zone so a repeat keeps its wall-clock time over DST
	const timed = span.from.time !== null && span.to.time !== null
	if (timed) {
		lines.push(`DTSTART;TZID=${timeZone}:${icalLocalDateTime(span.from.day, span.from.time!, timeZone)}`)
		if (span.to !== span.from) lines.push(`DTEND;TZID=${timeZone}:${icalLocalDateTime(span.to.day, span.to.time!, timeZone)}`)
		// a moment without a length lasts no time, said outright (decision 327: strict readers want DTEND or DURATION)
		else lines.push(`DURATION:PT${task.length ? `${Math.round(task.length)}M` : '0S'}`)
	} else {
		lines.push(`DTSTART;VALUE=DATE:${icalDate(span.from.day, timeZone)}`)
		lines.push(`DTEND;VALUE=DATE:${nextIcalDate(icalDate(span.to.day, timeZone))}`)
	}
	// a repeat from the due date is an RRULE (ours are stored as one); from the completion date the next dates are
	// unknown until it is done, so only this occurrence is shown
	if (task.repeat && task.repeatFrom === 'due' && !task.completed) lines.push(`RRULE:${timed ? untilInUtc(task.repeat, timeZone) : task.repeat}`)
	lines.push(`SUMMARY:${escapeText(task.completed ? `✓ ${task.title}` : task.title)}`)
	if (task.notes) lines.push(`DESCRIPTION:${escapeText(task.notes)}`)
	lines.push(`URL:${options.origin}/tasks/detail/${task.id}`)
	const categories = [task.context, task.folder].filter(Boolean).map(escapeText)
	if (categories.length) lines.push(`CATEGORIES:${categories.join(',')}`)
	const priority = icalPriority(task.priority)
	if (priority) lines.push(`PRIORITY:${priority}`)
	lines.push('TRANSP:TRANSPARENT')
	// what iCalendar cannot say, kept for clients that read it
	if (task.completed) lines.push(`X-TWENTYFOUR-COMPLETED:${task.completedDate ? icalUtc(task.completedDate) : 'TRUE'}`)
	if (task.star) lines.push('X-TWENTYFOUR-STAR:TRUE')
	if (task.status !== 'none') lines.push(`X-TWENTYFOUR-STATUS:${escapeText(task.status)}`)
	if (task.repeat) lines.push(`X-TWENTYFOUR-REPEAT-FROM:${task.repeatFrom === 'due' ? 'DUE' : 'COMPLETED'}`)
	lines.push('END:VEVENT')
	return lines.map(foldLine).join('')
}

/**
 * Our rules end on a date (UNTIL=20261231); beside a timed DTSTART iCalendar wants a UTC instant (RFC 5545 3.3.10):
 * the last second of that day in the person's zone.
 */
export function untilInUtc(rule: string, timeZone: string) {
	return rule.replace(/UNTIL=(\d{4})(\d{2})(\d{2})(?=;|$)/, (_m, y: string, mo: string, d: string) => {
		const endOfDay = new TZDate(Number(y), Number(mo) - 1, Number(d) + 1, timeZone).getTime() - 1000
		return `UNTIL=${icalUtc(endOfDay)}`
	})
}

/** The whole feed: one VCALENDAR with an event per dated task. */
export function feedCalendar(tasks: Iterable<FeedTask>, options: FeedOptions, name: string): string {
	let body = ''
	const each = { ...options, stamp: icalUtc(options.now) }
	for (const task of tasks) body += taskEvent(task, each)
	const head = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Twentyfour//Tasks feed//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH']
	head.push(`X-WR-CALNAME:${escapeText(name)}`, `X-WR-TIMEZONE:${options.timeZone}`, 'REFRESH-INTERVAL;VALUE=DURATION:PT1H')
	// a VTIMEZONE for the zone the timed events name, over the years they use (RFC 5545 3.6.5, decision 327)
	for (const [zone, years] of zonesUsed(body)) head.push(...vtimezoneFor(zone, years.from, Math.max(years.to, new Date(options.now).getUTCFullYear())))
	return `${head.map(foldLine).join('')}${body}END:VCALENDAR\r\n`
}
