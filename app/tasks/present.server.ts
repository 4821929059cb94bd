// Tasks as the task card shows them: dates in the spec's display form, labels, notes as sanitized HTML.
import { renderMarkdown } from '~/lib/markdown.server'
import { reminderTexts } from '~/reminders/status.server'
import { priorityLabel, remindLabel, statusLabel } from './options'
import { startOfToday } from './quick-filters'
import type { TextPart } from './search-query'
import { describeRepeat } from './repeat'
import { relativeDate } from './relative-dates'
import { displayDate, displayDateTime } from './task-dates'
import { childrenOf, tasksByIds, type Task } from './tasks.server'
import { sharedTaskNotes } from '~/sharing/access.server'
import { namesOf } from '~/sharing/assignable.server'
import { initials, waitingForText } from '~/sharing/assignment'

export type SubTaskView = {
	id: string
	title: string
	completed: boolean
	start: string
	due: string
	priority: string
	status: string
}

/**
 * What a card shows, and only that: the page's loader data is sent again for hydration, so every field here is sent
 * twice (docs/decisions/174). Labels come ready to show; `tone` is the Kanban card's top border.
 */
export type TaskView = {
	id: string
	title: string
	/** a search result's title, and its notes around a match, with the matched words marked (absent elsewhere) */
	match?: { title: TextPart[]; notes: TextPart[] | null }
	/** absent without notes */
	notesHtml?: string
	/** absent when not complete */
	completed?: boolean
	/** absent when not starred */
	star?: boolean
	/** the start and due dates as shown: the spec's absolute form, or read at a glance ("Tomorrow", "3 days overdue") */
	start: string
	due: string
	/** with relative dates, the absolute date and time behind `start` and `due` (the tooltip and the accessible name);
	 * absent when the shown date is the absolute one */
	startFull?: string
	dueFull?: string
	/** absent without a length */
	length?: string
	/** the row's labelled chips (issue 24), each absent when empty: folder, context, priority (its label also names the
	 * chip's colour), status */
	folder?: string
	context?: string
	priority?: string
	status?: string
	/** the repeat in words ('Every week'), absent for none */
	repeat?: string
	/** the reminder ('15 minutes before'), absent for none */
	remind?: string
	/** incomplete and due before today, in the person's timezone (the Overdue list's own rule) */
	overdue?: boolean
	/** when it was completed, absent while incomplete or when not known */
	completedOn?: string
	/** the reminder's state: scheduled, sent, skipped, could not be delivered (absent without one) */
	reminder?: string
	/** the Kanban card's top border: top, high or medium priority; absent for the others and on a list row */
	tone?: 'top' | 'high' | 'medium'
	added: string
	/** absent on a task without a parent */
	parentId?: string
	parentTitle?: string
	/** a sub-task's parent's folder, its own (issue 55 point 1): what its edit form says in place of a choice */
	parentFolder?: string
	/** absent without sub-tasks */
	subTasks?: SubTaskView[]
	/** a task of someone else's folder shared with the person (issue 55): "Shared by Ann", ", view only" for a viewer */
	sharedBy?: string
	/** a viewer's: the card offers no complete, star, edit or menu (the server refuses them anyway) */
	viewOnly?: boolean
	/** who it is assigned to (issue 55): the chip's initials and the whole name */
	assignee?: { initials: string; name: string }
	/** who completed it, when not its owner: "Ann" */
	completedBy?: string
	/** Delegated or Waiting: whom it waits for (a member's name, or the person outside as typed) */
	waitingFor?: string
}

/**
 * a view without its empty fields: they would be sent for nothing (the card treats absent as empty). A new object with
 * the others in their order, not the same one with fields deleted: an object that loses fields becomes a slow
 * dictionary for V8 (making and encoding a page of 25 views: 55 µs that way, 18 µs this way).
 */
function withoutEmpty<T extends Record<string, unknown>>(view: T): T {
	const kept: Record<string, unknown> = {}
	for (const key in view) {
		const value = view[key]
		if (!(value === '' || value === false || value === null || value === undefined || (Array.isArray(value) && !value.length))) kept[key] = value
	}
	return kept as T
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

function subTaskView(t: Task, timeZone: string): SubTaskView {
	return {
		id: t.id,
		title: t.title,
		completed: t.completed,
		start: displayDateTime(t.start, t.startTime, timeZone),
		due: displayDateTime(t.due, t.dueTime, timeZone),
		priority: priorityLabel(t.priority),
		status: statusLabel(t.status),
	}
}

/**
 * The card views of a page of tasks, with their sub-tasks and parents' titles (two queries). Compact
 * cards (the Kanban board) show neither notes nor sub-tasks: no Markdown, no sub-task query.
 */
export function presentTasks(ownerId: string, rows: Task[], timeZone: string, { compact = false, relative = false, now = Date.now() } = {}): TaskView[] {
	const overdueBefore = startOfToday(timeZone, now)
	// a list's rows and the board's cards read dates at a glance (issue 51, docs/decisions/302 and 315); the detail page keeps the spec's
	const shown = (midnight: number | null, time: number | null, kind: 'due' | 'start') => {
		if (!relative || midnight === null) return { text: displayDateTime(midnight, time, timeZone), full: '' }
		// a week either side: further back the date itself says more than "45 days overdue" (and costs no tooltip)
		const { text, full } = relativeDate(midnight, time, kind, timeZone, now, 6)
		return { text, full: text === full ? '' : full }
	}
	// a page may hold tasks of folders shared with the person (issue 55): each owner's are read with that owner's id
	// (a sub-task and its parent have the same owner); the person's own first, as before
	const owners = [ownerId, ...new Set(rows.map((r) => r.ownerId).filter((o) => o !== ownerId))]
	const ofOwner = (o: string) => (owners.length === 1 ? rows : rows.filter((r) => r.ownerId === o))
	const children = compact ? [] : owners.flatMap((o) => childrenOf(o, ofOwner(o).filter((r) => !r.parentId).map((r) => r.id)))
	const parents = new Map(
		compact ? [] : owners.flatMap((o) => tasksByIds(o, [...new Set(ofOwner(o).map((r) => r.parentId).filter((p): p is string => !!p))]).map((p) => [p.id, p] as const)),
	)
	const reminders = compact ? new Map<string, string>() : new Map(owners.flatMap((o) => [...reminderTexts(o, ofOwner(o), timeZone)]))
	const sharing = owners.length === 1 ? null : sharedTaskNotes(ownerId, rows)
	// the people a page's tasks name (issue 55): one query, none when no task is assigned or completed by a member
	const people = namesOf(rows.flatMap((r) => [r.assignedTo, r.completedBy]))
	// the Kanban card's top border (a list row says its priority in a chip instead)
	const tone = (priority: string) => (compact && (priority === 'top' || priority === 'high' || priority === 'medium') ? priority : undefined)
	return rows.map((t) => {
		const start = shown(t.start, t.startTime, 'start')
		const due = shown(t.due, t.dueTime, 'due')
		return withoutEmpty<TaskView>({
			id: t.id,
			title: t.title,
			notesHtml: compact ? '' : renderMarkdown(t.notes),
			completed: t.completed,
			star: t.star,
			start: start.text,
			due: due.text,
			startFull: start.full,
			dueFull: due.full,
			length: t.length === null ? '' : `${t.length} min`,
			folder: t.folder,
			context: t.context,
			priority: t.priority === 'unassigned' ? '' : priorityLabel(t.priority),
			status: t.status === 'none' ? '' : statusLabel(t.status),
			repeat: t.repeat ? capitalize(describeRepeat(t.repeat)) : '',
			remind: t.remind < 0 ? '' : remindLabel(t.remind),
			overdue: !t.completed && t.due !== null && t.due < overdueBefore,
			completedOn: t.completed && t.completedDate ? displayDate(t.completedDate, timeZone) : '',
			reminder: compact ? '' : (reminders.get(t.id) ?? ''),
			tone: tone(t.priority),
			added: compact ? '' : displayDate(t.added, timeZone),
			parentId: t.parentId ?? undefined,
			parentTitle: t.parentId ? parents.get(t.parentId)?.title : undefined,
			// (its own, the same, where the parents are not read: the board's compact cards)
			parentFolder: t.parentId ? (parents.get(t.parentId)?.folder ?? t.folder) : undefined,
			subTasks: children
				.filter((c) => c.parentId === t.id)
				.sort((a, b) => a.added - b.added)
				.map((c) => subTaskView(c, timeZone)),
			...sharing?.get(t.id),
			assignee: t.assignedTo && people.has(t.assignedTo) ? { initials: initials(people.get(t.assignedTo)!.full), name: people.get(t.assignedTo)!.name } : undefined,
			completedBy: t.completed && t.completedBy ? people.get(t.completedBy)?.name : undefined,
			waitingFor: waitingForText(t, t.assignedTo ? people.get(t.assignedTo)?.name : undefined),
		})
	})
}
