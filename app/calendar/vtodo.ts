// A task as a VTODO and back (issue 28, CalDAV; docs/decisions/231). Pure. Writing uses the feed's string builder
// (ical.ts); reading uses ical.js (unfolding, escapes, parameters). What iCalendar cannot say travels in X-TWENTYFOUR-*
// properties; what a client sends that we do not model comes back in `extra` and is written back unchanged.
import { TZDate } from '@date-fns/tz'
import ICAL from 'ical.js'
import { isValidTimeZone } from '~/lib/dates'
import { choiceForRule, describeRepeat, normalizeRule, parseRepeatPhrase } from '~/tasks/repeat'
import { REMIND_VALUES, STATUS_VALUES, type Priority } from '~/tasks/options'
import { escapeText, foldLine, icalDate, icalLocalDateTime, icalUtc } from './ical'
import { icalPriority, priorityFromIcal } from './priority'
import type { FeedTask } from './feed'

/** what a VTODO shows of a task */
export type TodoTask = FeedTask & { remind: number; repeatChoice: string; repeatText: string; added: number; changed: number | null }

export type TodoOptions = {
	uid: string
	timeZone: string
	/** the site's address, for the link to the task */
	origin: string
	/** the parent's UID, for a sub-task */
	parentUid?: string | null
	/** what the client sent that we do not model (see `Todo.extra`) */
	extra?: string[]
}

const STAMP = (task: TodoTask) => icalUtc(task.changed ?? task.added)

/** The VCALENDAR text of one task. */
export function taskTodo(task: TodoTask, options: TodoOptions): string {
	const { timeZone } = options
	const when = (day: number, time: number | null) =>
		time === null ? `;VALUE=DATE:${icalDate(day, timeZone)}` : `;TZID=${timeZone}:${icalLocalDateTime(day, time, timeZone)}`
	const lines = ['BEGIN:VTODO', `UID:${options.uid}`, `DTSTAMP:${STAMP(task)}`, `CREATED:${icalUtc(task.added)}`, `LAST-MODIFIED:${STAMP(task)}`]
	lines.push(`SUMMARY:${escapeText(task.title)}`)
	if (task.notes) lines.push(`DESCRIPTION:${escapeText(task.notes)}`)
	if (task.start !== null) lines.push(`DTSTART${when(task.start, task.startTime)}`)
	if (task.due !== null) lines.push(`DUE${when(task.due, task.dueTime)}`)
	if (task.completed) {
		lines.push('STATUS:COMPLETED', 'PERCENT-COMPLETE:100')
		if (task.completedDate) lines.push(`COMPLETED:${icalUtc(task.completedDate)}`)
	} else lines.push('STATUS:NEEDS-ACTION')
	const priority = icalPriority(task.priority)
	if (priority) lines.push(`PRIORITY:${priority}`)
	if (task.context) lines.push(`CATEGORIES:${escapeText(task.context)}`)
	if (task.repeat) lines.push(`RRULE:${task.repeat}`)
	if (options.parentUid) lines.push(`RELATED-TO;RELTYPE=PARENT:${options.parentUid}`)
	lines.push(`URL:${options.origin}/tasks/detail/${task.id}`)
	lines.push(`X-TWENTYFOUR-STAR:${task.star ? 'TRUE' : 'FALSE'}`, `X-TWENTYFOUR-STATUS:${task.status}`)
	if (task.length !== null) lines.push(`X-TWENTYFOUR-LENGTH:${task.length}`)
	if (task.repeat) {
		lines.push(`X-TWENTYFOUR-REPEAT-FROM:${task.repeatFrom === 'due' ? 'DUE' : 'COMPLETED'}`)
		if (task.repeatText) lines.push(`X-TWENTYFOUR-REPEAT-TEXT:${escapeText(task.repeatText)}`)
	}
	let text = lines.map(foldLine).join('')
	for (const unit of options.extra ?? []) text += unit.startsWith('BEGIN:') ? `${unit.replace(/\r?\n/g, '\r\n').replace(/(\r\n)?$/, '\r\n')}` : foldLine(unit)
	// the reminder, minutes before the due moment (RELATED=END: a VTODO's end is its DUE)
	if (task.remind >= 0 && task.due !== null) {
		text += ['BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${escapeText(task.title)}`, `TRIGGER;RELATED=END:${task.remind ? `-PT${task.remind}M` : 'PT0S'}`, 'END:VALARM'].map(foldLine).join('')
	}
	return `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Twentyfour//CalDAV//EN\r\n${text}END:VTODO\r\nEND:VCALENDAR\r\n`
}

/** a date as the task form takes it, in the person's zone: 2026-12-01 and 17:00 ('' for a date without a time) */
export type TodoDate = { date: string; time: string }

/** A VTODO as read: the task's fields in the task form's terms; `undefined` where the client said nothing of it. */
export type Todo = {
	uid: string
	title: string
	notes: string
	start: TodoDate | null
	due: TodoDate | null
	completed: boolean
	/** COMPLETED, when the client gave one */
	completedAt: number | null
	priority: Priority
	/** the first category; null without CATEGORIES */
	context: string | null
	/** the repeat as the task form takes it: a choice and, for ADVANCED, its phrase */
	repeat: { choice: string; text: string } | null
	repeatFrom: 'due' | 'completedDate' | undefined
	star: boolean | undefined
	status: string | undefined
	length: number | null | undefined
	parentUid: string | null
	/** minutes before due; -1 without a reminder we can express */
	remind: number
	/** properties (unfolded lines) and components (their text) we do not model, in the order sent */
	extra: string[]
}

export type ReadTodo = { ok: true; todo: Todo } | { ok: false; message: string }

/** properties this module models (or writes itself); every other one is kept in `extra` */
const MODELED = new Set([
	'uid', 'dtstamp', 'created', 'last-modified', 'summary', 'description', 'dtstart', 'due', 'completed', 'status', 'percent-complete',
	'priority', 'categories', 'rrule', 'related-to', 'url', 'x-twentyfour-star', 'x-twentyfour-status', 'x-twentyfour-length',
	'x-twentyfour-repeat-from', 'x-twentyfour-repeat-text', 'sequence',
])

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** an iCalendar DATE or DATE-TIME in the person's zone (floating and unknown zones are read as the person's) */
function todoDate(value: ICAL.Time, tzid: string | undefined, timeZone: string): TodoDate {
	if (value.isDate) return { date: `${pad(value.year, 4)}-${pad(value.month)}-${pad(value.day)}`, time: '' }
	const zone = value.zone?.tzid === 'UTC' ? 'UTC' : tzid && isValidTimeZone(tzid) ? tzid : timeZone
	const instant = new TZDate(value.year, value.month - 1, value.day, value.hour, value.minute, value.second, zone).getTime()
	const local = new TZDate(instant, timeZone)
	return { date: `${pad(local.getFullYear(), 4)}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`, time: `${pad(local.getHours())}:${pad(local.getMinutes())}` }
}

/** RRULE to the form's repeat: a fixed choice, or ADVANCED with a phrase that reads back to the same rule; null if none does */
function repeatOf(rrule: string, sentText: string | undefined): { choice: string; text: string } | null {
	const rule = normalizeRule(rrule)
	if (!rule.ok || !rule.rule) return null
	const choice = choiceForRule(rule.rule)
	if (choice !== 'ADVANCED') return { choice, text: '' }
	for (const text of [sentText, describeRepeat(rule.rule)]) {
		if (!text) continue
		const read = parseRepeatPhrase(text)
		if (read.ok && read.rule === rule.rule) return { choice, text }
	}
	return null
}

/** minutes of a VALARM's trigger before the due moment, when it is one of ours; null otherwise */
function remindOf(alarm: ICAL.Component): number | null {
	const trigger = alarm.getFirstProperty('trigger')
	if (!trigger || trigger.type !== 'duration' || trigger.getParameter('related') !== 'END') return null
	const seconds = (trigger.getFirstValue() as ICAL.Duration).toSeconds()
	const minutes = -seconds / 60
	return Number.isInteger(minutes) && REMIND_VALUES.includes(minutes) ? minutes : null
}

const truth = (value: unknown) => (value === undefined ? undefined : String(value).toUpperCase() === 'TRUE')

/** Reads the one VTODO of a CalDAV object. A body that is not iCalendar, or holds no VTODO, is refused. */
export function readTodo(text: string, timeZone: string): ReadTodo {
	let calendar: ICAL.Component
	try {
		calendar = new ICAL.Component(ICAL.parse(text))
	} catch (error) {
		return { ok: false, message: `The body is not iCalendar: ${(error as Error).message}` }
	}
	if (calendar.name !== 'vcalendar') return { ok: false, message: 'The body is not a VCALENDAR.' }
	const todos = calendar.getAllSubcomponents('vtodo')
	if (todos.length !== 1) return { ok: false, message: 'A task object holds exactly one VTODO.' }
	const todo = todos[0]!
	const value = (name: string) => (todo.getFirstPropertyValue(name) as unknown) ?? undefined
	const uid = String(value('uid') ?? '').trim()
	if (!uid) return { ok: false, message: 'The VTODO has no UID.' }
	const dateOf = (name: string) => {
		const prop = todo.getFirstProperty(name)
		const v = prop?.getFirstValue()
		return v instanceof ICAL.Time ? todoDate(v, prop!.getParameter('tzid') as string | undefined, timeZone) : null
	}
	const extra: string[] = []
	for (const prop of todo.getAllProperties()) if (!MODELED.has(prop.name)) extra.push(prop.toICALString())
	// the first category is the context; the others (once each) go back as the client sent them
	const categories = [...new Set(todo.getAllProperties('categories').flatMap((p) => p.getValues().map(String)))]
	if (categories.length > 1) extra.push(new ICAL.Property(['categories', {}, 'text', ...categories.slice(1)]).toICALString())
	let remind = -1
	for (const sub of todo.getAllSubcomponents()) {
		const minutes = sub.name === 'valarm' && remind === -1 ? remindOf(sub) : null
		if (minutes !== null) remind = minutes
		else extra.push(sub.toString())
	}
	const rrule = todo.getFirstProperty('rrule')
	const repeatText = value('x-twentyfour-repeat-text')
	const repeat = rrule ? repeatOf(rrule.getFirstValue()!.toString(), repeatText === undefined ? undefined : String(repeatText)) : null
	// a rule we cannot repeat is not lost: it goes back to the client as it came
	if (rrule && !repeat) extra.push(rrule.toICALString())
	const completedAt = value('completed')
	const status = String(value('status') ?? '').toUpperCase()
	const ourStatus = value('x-twentyfour-status')
	const length = value('x-twentyfour-length')
	const from = value('x-twentyfour-repeat-from')
	const related = todo.getAllProperties('related-to').find((p) => String(p.getParameter('reltype') ?? 'PARENT').toUpperCase() === 'PARENT')
	return {
		ok: true,
		todo: {
			uid,
			title: String(value('summary') ?? '').trim(),
			notes: String(value('description') ?? ''),
			start: dateOf('dtstart'),
			due: dateOf('due'),
			completed: status === 'COMPLETED' || completedAt instanceof ICAL.Time,
			completedAt: completedAt instanceof ICAL.Time ? completedAt.toJSDate().getTime() : null,
			priority: priorityFromIcal(Number(value('priority') ?? 0)),
			context: categories[0] ?? null,
			repeat,
			repeatFrom: from === undefined ? undefined : String(from).toUpperCase() === 'COMPLETED' ? 'completedDate' : 'due',
			star: truth(value('x-twentyfour-star')),
			status:
				ourStatus !== undefined && (STATUS_VALUES as string[]).includes(String(ourStatus))
					? String(ourStatus)
					: status === 'IN-PROCESS'
						? 'active'
						: undefined,
			length: length === undefined ? undefined : Number.isFinite(Number(length)) ? Number(length) : null,
			parentUid: related ? String(related.getFirstValue()) : null,
			remind,
			extra,
		},
	}
}
