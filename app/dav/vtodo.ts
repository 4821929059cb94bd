// A task as a VTODO and back (issue 28, docs/decisions/231). Pure: what iCalendar says maps onto the task's fields,
// what Twentyfour keeps that iCalendar cannot say travels as X-TWENTYFOUR-* properties, and every line a client sent
// that we do not model is kept (`extra`) and written back unchanged.
import { escapeText, foldLine, icalUtc } from '~/calendar/ical'
import { priorityFromIcal } from '~/calendar/priority'
import { LIMITS } from '~/lib/limits'
import { NO_REPEAT, REMIND_VALUES, STATUS_VALUES } from '~/tasks/options'
import { choiceForRule, describeRepeat, normalizeRule } from '~/tasks/repeat'
import { reminderDate } from '~/tasks/task-dates'
import type { TaskRecord } from '~/tasks/task-form'
import { durationMinutes, localUntil, readInstant, readMoment } from './ical-dates'
import { MalformedCalendar, parseCalendar, splitTextList, unescapeText, type Component, type Property } from './icalendar'
import { alarmLines, groupLines, X, type VtodoTask } from './vtodo-lines'

export type { VtodoTask } from './vtodo-lines'

export type VtodoContext = { uid: string; parentUid: string | null; extra: string; timeZone: string }

/** what a client's VTODO says: the task's fields (the folder comes from the collection), and what is kept as sent */
export type ReadTodo = {
	uid: string
	record: Omit<TaskRecord, 'folder'>
	completed: boolean
	completedDate: number | null
	parentUid: string | null
	extra: string
	/** the days of the instances of a repeating task the object says are done (overrides with a RECURRENCE-ID) */
	doneOccurrences: number[]
	/** X-TWENTYFOUR-ASSIGNED-TO and -WAITING-FOR as sent ('' to clear); undefined when absent: the task keeps its own */
	assignedTo?: string
	waitingFor?: string
}

/** properties written from the task's fields, or by the server: never kept as extra */
const MODELLED = new Set(['UID', 'DTSTAMP', 'CREATED', 'LAST-MODIFIED', 'SUMMARY', 'DESCRIPTION', 'DTSTART', 'DUE', 'COMPLETED', 'STATUS', 'PRIORITY', 'PERCENT-COMPLETE'])

const line = (name: string, value: string) => `${name}:${value}`

/**
 * A task as a whole iCalendar object (VCALENDAR around one VTODO), CRLF lines folded: for a task made in the app, or
 * kept from before objects were stored as sent (a client's object as sent is patched instead: ./patch.ts).
 */
export function vtodoText(task: VtodoTask, { uid, parentUid, extra, timeZone }: VtodoContext): string {
	const stamp = icalUtc(task.changed ?? task.added)
	const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Twentyfour//CalDAV//EN', 'BEGIN:VTODO']
	lines.push(line('UID', uid), line('DTSTAMP', stamp), line('CREATED', icalUtc(task.added)), line('LAST-MODIFIED', stamp))
	for (const group of ['title', 'notes', 'dates', 'status', 'priority', 'context', 'repeat', 'parent', 'star', 'length', 'assignment'] as const) {
		lines.push(...groupLines(group, task, parentUid, timeZone))
	}
	if (extra) lines.push(...extra.split('\n'))
	lines.push(...alarmLines(task), 'END:VTODO', 'END:VCALENDAR')
	return lines.map(foldLine).join('')
}

/** The one VTODO of a client's object, or MalformedCalendar thrown (no VTODO, or other components beside it). */
export class UnsupportedComponent extends MalformedCalendar {}

export function todoOf(calendar: Component): Component {
	return todosOf(calendar).master
}

const uidOf = (c: Component) => c.props.find((p) => p.name === 'UID')?.value.trim()
const isOverride = (c: Component) => c.props.some((p) => p.name === 'RECURRENCE-ID')

/**
 * The VTODO of a client's object and the instances of it the object overrides (RFC 5545 3.8.4.4: further VTODOs of
 * the same UID with a RECURRENCE-ID, as Thunderbird writes an occurrence of a repeating task it completed, issue 50.6);
 * MalformedCalendar thrown for anything else.
 */
export function todosOf(calendar: Component): { master: Component; overrides: Component[] } {
	const todos = calendar.children.filter((c) => c.name === 'VTODO')
	const others = calendar.children.filter((c) => c.name !== 'VTODO' && c.name !== 'VTIMEZONE')
	if (!todos.length && others.some((c) => c.name === 'VEVENT' || c.name === 'VJOURNAL')) throw new UnsupportedComponent('These collections hold tasks (VTODO) only.')
	const masters = todos.filter((c) => !isOverride(c))
	const overrides = todos.filter(isOverride)
	const master = masters[0]
	if (masters.length !== 1 || others.length || overrides.some((o) => uidOf(o) !== uidOf(master!))) throw new MalformedCalendar('A task is one VCALENDAR with one VTODO.')
	return { master: master!, overrides }
}

/** Reads a client's object; MalformedCalendar thrown for text that is not iCalendar or not one task. */
export function readVtodo(text: string, timeZone: string): ReadTodo {
	const { master: todo, overrides } = todosOf(parseCalendar(text))
	const one = (name: string) => todo.props.find((p) => p.name === name)
	const kept: string[] = []
	const uid = one('UID')?.value.trim()
	if (!uid) throw new MalformedCalendar('The VTODO has no UID.')
	const title = unescapeText(one('SUMMARY')?.value ?? '').trim() || 'Untitled task'
	const notes = unescapeText(one('DESCRIPTION')?.value ?? '')
	if (title.length > LIMITS.taskTitle) throw new MalformedCalendar(`The SUMMARY is longer than ${LIMITS.taskTitle} characters.`)
	if (notes.length > LIMITS.taskNotes) throw new MalformedCalendar(`The DESCRIPTION is longer than ${LIMITS.taskNotes} characters.`)
	const start = one('DTSTART') ? readMoment(one('DTSTART')!, timeZone) : null
	const due = one('DUE') ? readMoment(one('DUE')!, timeZone) : null
	const completedAt = one('COMPLETED') ? readInstant(one('COMPLETED')!, timeZone) : null
	// STATUS both ways (docs/sync.md): COMPLETED is done; without a STATUS, a COMPLETED time or 100 % is done too
	const status = one('STATUS')?.value.trim().toUpperCase()
	const percent = Number(one('PERCENT-COMPLETE')?.value.trim() ?? '0')
	const completed = status === 'COMPLETED' || (!status && (completedAt !== null || percent >= 100))
	const priorityValue = Number(one('PRIORITY')?.value.trim() ?? '0')

	const record: Omit<TaskRecord, 'folder'> = {
		title,
		notes,
		star: false,
		start: start?.day ?? null,
		startTime: start?.time ?? null,
		due: due?.day ?? null,
		dueTime: due?.time ?? null,
		length: null,
		repeat: '',
		repeatChoice: NO_REPEAT,
		repeatText: '',
		repeatFrom: 'due',
		remind: -1,
		remindDate: null,
		context: '',
		priority: priorityFromIcal(priorityValue),
		status: 'none',
	}
	let parentUid: string | null = null
	let repeatText = ''
	let assignedTo: string | undefined
	let waitingFor: string | undefined
	for (const prop of todo.props) {
		if (MODELLED.has(prop.name)) continue
		if (!readProperty(prop)) kept.push(prop.raw)
	}
	function readProperty(prop: Property): boolean {
		const value = prop.value.trim()
		switch (prop.name) {
			case 'CATEGORIES': {
				if (record.context) return false
				const [first, ...rest] = splitTextList(prop.value)
				if (!first || first.length > LIMITS.listName) return false
				record.context = first
				// the other categories of the line stay as the client sent them
				if (rest.length) kept.push(line('CATEGORIES', rest.map(escapeText).join(',')))
				return true
			}
			case 'RRULE': {
				const rule = normalizeRule(localUntil(value, timeZone))
				if (record.repeat || !rule.ok || !rule.rule) return false
				record.repeat = rule.rule
				return true
			}
			case 'RELATED-TO':
				if (parentUid || (prop.params.RELTYPE ?? 'PARENT').toUpperCase() !== 'PARENT' || !value) return false
				parentUid = value
				return true
			case `${X}STAR`:
				record.star = value.toUpperCase() === 'TRUE'
				return true
			case `${X}STATUS`:
				if (!(STATUS_VALUES as string[]).includes(value)) return false
				record.status = value
				return true
			case `${X}PRIORITY`:
				if (value.toUpperCase() !== 'NEGATIVE' || priorityValue < 6) return false
				record.priority = 'negative'
				return true
			case `${X}LENGTH`: {
				const n = Number(value)
				if (!value || !Number.isFinite(n) || n < 0 || n > 1_000_000) return false
				record.length = Math.round(n)
				return true
			}
			case `${X}REPEAT-TEXT`:
				repeatText = unescapeText(prop.value)
				return true
			case `${X}REPEAT-FROM`:
				record.repeatFrom = value.toUpperCase() === 'COMPLETED' ? 'completedDate' : 'due'
				return true
			case `${X}ASSIGNED-TO`:
				assignedTo = unescapeText(prop.value).trim().replace(/^mailto:/i, '')
				return true
			case `${X}WAITING-FOR`:
				waitingFor = unescapeText(prop.value).trim().slice(0, LIMITS.taskTitle)
				return true
			default:
				return false
		}
	}
	// IN-PROCESS is our Active, CANCELLED our Canceled; a task reopened (NEEDS-ACTION) from either has no status
	if (status === 'IN-PROCESS') record.status = 'active'
	else if (status === 'CANCELLED') record.status = 'canceled'
	else if (!completed && (record.status === 'active' || record.status === 'canceled')) record.status = 'none'
	if (record.repeat) {
		record.repeatChoice = choiceForRule(record.repeat)
		if (record.repeatChoice === 'ADVANCED') record.repeatText = repeatText.slice(0, 200) || describeRepeat(record.repeat)
	}
	// the first alarm we can express as our reminder becomes it; any other stays as sent
	let alarmRead = false
	for (const child of todo.children) {
		if (!alarmRead && child.name === 'VALARM' && record.due !== null) {
			const minutes = reminderMinutes(child)
			if (minutes !== null) {
				record.remind = minutes
				alarmRead = true
				continue
			}
		}
		kept.push(...child.raw)
	}
	record.remindDate = reminderDate(record.due, record.dueTime, record.remind, timeZone)
	return {
		uid,
		record,
		completed,
		completedDate: completed ? completedAt : null,
		parentUid,
		extra: kept.join('\n'),
		doneOccurrences: doneOccurrences(overrides, timeZone),
		...(assignedTo !== undefined ? { assignedTo } : null),
		...(waitingFor !== undefined ? { waitingFor } : null),
	}
}

/** the object's text without the VTODOs that override an instance (those with a RECURRENCE-ID) */
export function withoutOverrides(text: string): string {
	return text.replace(/BEGIN:VTODO\r?\n(?:(?!END:VTODO)[\s\S])*?\nRECURRENCE-ID[\s\S]*?END:VTODO\r?\n/g, '')
}

/** the days of the overridden instances a client marked done (COMPLETED status, or a completion time without one) */
function doneOccurrences(overrides: Component[], timeZone: string): number[] {
	const days: number[] = []
	for (const o of overrides) {
		const one = (name: string) => o.props.find((p) => p.name === name)
		const status = one('STATUS')?.value.trim().toUpperCase()
		if (status !== 'COMPLETED' && (status || !one('COMPLETED'))) continue
		days.push(readMoment(one('RECURRENCE-ID')!, timeZone).day)
	}
	return days.sort((a, b) => a - b)
}

/** the minutes before the due date of an alarm that is one of our reminder choices, else null */
export function reminderMinutes(alarm: Component): number | null {
	const trigger = alarm.props.find((p) => p.name === 'TRIGGER')
	if (!trigger || (trigger.params.VALUE && trigger.params.VALUE.toUpperCase() !== 'DURATION')) return null
	if ((trigger.params.RELATED ?? 'START').toUpperCase() !== 'END') return null
	const minutes = durationMinutes(trigger.value)
	if (minutes === null || minutes > 0) return null
	return REMIND_VALUES.includes(-minutes) ? -minutes : null
}
