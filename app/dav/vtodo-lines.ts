// A task's VTODO properties in groups (issue 50, docs/decisions/280): each group is the lines one set of the task's
// fields writes, so that a change made in the web app rewrites only its group in the object a client sent. Pure.
// The mapping tables (STATUS and PERCENT-COMPLETE, PRIORITY, date types) are in docs/sync.md.
import { TZDate } from '@date-fns/tz'
import { escapeText, icalDate, icalUtc } from '~/calendar/ical'
import { untilInUtc } from '~/calendar/feed'
import { icalPriority } from '~/calendar/priority'
import { isValidTimeZone } from '~/lib/dates'
import type { TaskRecord } from '~/tasks/task-form'
import { instantAt } from '~/tasks/task-dates'

/**
 * what a VTODO shows of a task; `assignedEmail` the email of the member it is assigned to, `waitingFor` whom it waits
 * for (issue 55 point 3, decision 378)
 */
export type VtodoTask = TaskRecord & { id: string; added: number; changed: number | null; completed: boolean; completedDate: number | null; assignedEmail?: string | null; waitingFor?: string }

export const X = 'X-TWENTYFOUR-'
/** a DATE-TIME written for a day without time (beside a DUE or DTSTART with a time, RFC 5545 3.8.2.3) */
export const DAY_PARAM = `${X}DAY`

/** the groups, the task fields each is written from, and the properties each writes */
export const GROUPS = {
	title: { fields: ['title'], props: ['SUMMARY'] },
	notes: { fields: ['notes'], props: ['DESCRIPTION'] },
	dates: { fields: ['start', 'startTime', 'due', 'dueTime'], props: ['DTSTART', 'DUE'] },
	status: { fields: ['completed', 'completedDate', 'status'], props: ['STATUS', 'COMPLETED', 'PERCENT-COMPLETE', `${X}STATUS`] },
	priority: { fields: ['priority'], props: ['PRIORITY', `${X}PRIORITY`] },
	context: { fields: ['context'], props: ['CATEGORIES'] },
	repeat: { fields: ['repeat', 'repeatFrom', 'repeatText'], props: ['RRULE', `${X}REPEAT-TEXT`, `${X}REPEAT-FROM`] },
	parent: { fields: ['parentUid'], props: ['RELATED-TO'] },
	star: { fields: ['star'], props: [`${X}STAR`] },
	length: { fields: ['length'], props: [`${X}LENGTH`] },
	assignment: { fields: ['assignedEmail', 'waitingFor'], props: [`${X}ASSIGNED-TO`, `${X}WAITING-FOR`] },
	alarm: { fields: ['remind'], props: [] },
} as const satisfies Record<string, { fields: readonly (keyof SentFields)[]; props: readonly string[] }>
export type Group = keyof typeof GROUPS

/** the task's fields a client's object was last written from (kept beside the object as sent) */
export type SentFields = Pick<
	VtodoTask,
	'title' | 'notes' | 'start' | 'startTime' | 'due' | 'dueTime' | 'completed' | 'completedDate' | 'status' | 'priority' | 'context' | 'repeat' | 'repeatFrom' | 'repeatText' | 'star' | 'length' | 'remind' | 'assignedEmail' | 'waitingFor'
> & { parentUid: string | null }

export function sentFieldsOf(task: VtodoTask, parentUid: string | null): SentFields {
	const { title, notes, start, startTime, due, dueTime, completed, completedDate, status, priority, context, repeat, repeatFrom, repeatText, star, length, remind } = task
	const fields: SentFields = { title, notes, start, startTime, due, dueTime, completed, completedDate, status, priority, context, repeat, repeatFrom, repeatText, star, length, remind, parentUid }
	// only when set: the fields kept with objects sent before assignment came stay the same JSON
	if (task.assignedEmail) fields.assignedEmail = task.assignedEmail
	if (task.waitingFor) fields.waitingFor = task.waitingFor
	return fields
}

/** unset, null and '' are one value of the fields added later (kept fields of older objects do not have them) */
const valueOf = (fields: SentFields, f: keyof SentFields) => (f === 'assignedEmail' || f === 'waitingFor' ? fields[f] || '' : fields[f])

/** the groups whose fields differ between what the client sent and the task now */
export function changedGroups(before: SentFields, now: SentFields): Group[] {
	return (Object.keys(GROUPS) as Group[]).filter((g) => GROUPS[g].fields.some((f) => valueOf(before, f) !== valueOf(now, f)))
}

/** what the lines of a group keep of the client's own: the zone of its dates, its percent, its other categories */
export type SentDetail = { tzid?: Partial<Record<'DTSTART' | 'DUE', string>>; percent?: number; otherCategories?: string[] }

const line = (name: string, value: string) => `${name}:${value}`
const pad = (n: number) => String(n).padStart(2, '0')

/**
 * DTSTART or DUE. A day without time is a DATE, unless the other of the two has a time: then (RFC 5545 wants both of
 * one type) a DATE-TIME at the start of the day (DTSTART) or its last minute (DUE), marked X-TWENTYFOUR-DAY so it
 * reads back as a day. A time is UTC, or local with the client's TZID when its line had one.
 */
export function momentLine(name: 'DTSTART' | 'DUE', day: number, time: number | null, timeZone: string, otherTimed: boolean, tzid?: string) {
	if (time === null && !otherTimed) return line(`${name};VALUE=DATE`, icalDate(day, timeZone))
	const at = time ?? (name === 'DUE' ? 86_340_000 : 0)
	const instant = instantAt(day, at, timeZone)
	const dayParam = time === null ? `;${DAY_PARAM}=TRUE` : ''
	if (tzid && isValidTimeZone(tzid)) {
		const d = new TZDate(instant, tzid)
		return line(`${name};TZID=${tzid}${dayParam}`, `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}T${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`)
	}
	return line(`${name}${dayParam}`, icalUtc(instant))
}

/** STATUS both ways: our Canceled is CANCELLED, Active is IN-PROCESS; any other status is NEEDS-ACTION until done */
export function icalStatus(task: Pick<VtodoTask, 'completed' | 'status'>) {
	if (task.completed) return 'COMPLETED'
	return task.status === 'canceled' ? 'CANCELLED' : task.status === 'active' ? 'IN-PROCESS' : 'NEEDS-ACTION'
}

/** the lines one group writes (without the alarm's, which is a component) */
export function groupLines(group: Exclude<Group, 'alarm'>, task: VtodoTask, parentUid: string | null, timeZone: string, sent: SentDetail = {}): string[] {
	switch (group) {
		case 'title':
			return [line('SUMMARY', escapeText(task.title))]
		case 'notes':
			return task.notes ? [line('DESCRIPTION', escapeText(task.notes))] : []
		case 'dates': {
			const out: string[] = []
			if (task.start !== null) out.push(momentLine('DTSTART', task.start, task.startTime, timeZone, task.due !== null && task.dueTime !== null, sent.tzid?.DTSTART))
			if (task.due !== null) out.push(momentLine('DUE', task.due, task.dueTime, timeZone, task.start !== null && task.startTime !== null, sent.tzid?.DUE))
			return out
		}
		case 'status': {
			const out = [line('STATUS', icalStatus(task))]
			if (task.completed && task.completedDate !== null) out.push(line('COMPLETED', icalUtc(task.completedDate)))
			// done is 100 %; reopened, a client's 100 goes and its part-way figure stays
			if (task.completed) out.push(line('PERCENT-COMPLETE', '100'))
			else if (sent.percent && sent.percent > 0 && sent.percent < 100) out.push(line('PERCENT-COMPLETE', String(sent.percent)))
			if (task.status !== 'none' && (task.completed || (task.status !== 'active' && task.status !== 'canceled'))) out.push(line(`${X}STATUS`, task.status))
			return out
		}
		case 'priority': {
			const value = icalPriority(task.priority)
			return [...(value ? [line('PRIORITY', String(value))] : []), ...(task.priority === 'negative' ? [line(`${X}PRIORITY`, 'NEGATIVE')] : [])]
		}
		case 'context': {
			const all = [task.context, ...(sent.otherCategories ?? [])].filter(Boolean)
			return all.length ? [line('CATEGORIES', all.map(escapeText).join(','))] : []
		}
		case 'repeat': {
			if (!task.repeat) return []
			// UNTIL is of DTSTART's type (RFC 5545 3.3.10): a date-time when either date has a time (see momentLine)
			const timed = (task.start !== null && task.startTime !== null) || (task.due !== null && task.dueTime !== null)
			const out = [line('RRULE', timed ? untilInUtc(task.repeat, timeZone) : task.repeat)]
			if (task.repeatText) out.push(line(`${X}REPEAT-TEXT`, escapeText(task.repeatText)))
			out.push(line(`${X}REPEAT-FROM`, task.repeatFrom === 'completedDate' ? 'COMPLETED' : 'DUE'))
			return out
		}
		case 'parent':
			return parentUid ? [line('RELATED-TO;RELTYPE=PARENT', parentUid)] : []
		case 'star':
			return task.star ? [line(`${X}STAR`, 'TRUE')] : []
		case 'length':
			return task.length !== null ? [line(`${X}LENGTH`, String(task.length))] : []
		case 'assignment':
			return [
				...(task.assignedEmail ? [line(`${X}ASSIGNED-TO`, escapeText(task.assignedEmail))] : []),
				...(task.waitingFor ? [line(`${X}WAITING-FOR`, escapeText(task.waitingFor))] : []),
			]
	}
}

/** our reminder as an alarm, before the due moment */
export const alarmLines = (task: VtodoTask) =>
	task.remind >= 0 && task.due !== null ? ['BEGIN:VALARM', 'ACTION:DISPLAY', line('DESCRIPTION', escapeText(task.title)), line('TRIGGER;RELATED=END', `-PT${task.remind}M`), 'END:VALARM'] : []
