// Tasks as the task card shows them: dates in the spec's display form, labels, notes as sanitized HTML.
import { renderMarkdown } from '~/lib/markdown.server'
import { reminderTexts } from '~/reminders/status.server'
import { priorityLabel, remindLabel, statusLabel } from './options'
import { describeRepeat } from './repeat'
import { displayDate, displayDateTime } from './task-dates'
import { childrenOf, tasksByIds, type Task } from './tasks.server'

export type SubTaskView = {
	id: string
	title: string
	completed: boolean
	start: string
	due: string
	priority: string
	status: string
}

export type TaskView = {
	id: string
	title: string
	notesHtml: string
	completed: boolean
	star: boolean
	start: string
	due: string
	length: string
	repeat: string
	remind: string
	/** the reminder's state: scheduled, sent, skipped, could not be delivered ('' without one) */
	reminder: string
	folder: string
	context: string
	priority: string
	priorityLabel: string
	status: string
	statusLabel: string
	added: string
	parentId: string | null
	parentTitle: string | null
	subTasks: SubTaskView[]
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
export function presentTasks(ownerId: string, rows: Task[], timeZone: string, { compact = false } = {}): TaskView[] {
	const children = compact
		? []
		: childrenOf(
				ownerId,
				rows.filter((r) => !r.parentId).map((r) => r.id),
			)
	const parentIds = [...new Set(rows.map((r) => r.parentId).filter((p): p is string => !!p))]
	const parents = new Map(tasksByIds(ownerId, parentIds).map((p) => [p.id, p.title]))
	const reminders = reminderTexts(ownerId, rows, timeZone)
	return rows.map((t) => ({
		id: t.id,
		title: t.title,
		notesHtml: compact ? '' : renderMarkdown(t.notes),
		completed: t.completed,
		star: t.star,
		start: displayDateTime(t.start, t.startTime, timeZone),
		due: displayDateTime(t.due, t.dueTime, timeZone),
		length: t.length === null ? '' : `${t.length} min`,
		repeat: capitalize(describeRepeat(t.repeat)),
		remind: remindLabel(t.remind),
		reminder: reminders.get(t.id) ?? '',
		folder: t.folder,
		context: t.context,
		priority: t.priority,
		priorityLabel: priorityLabel(t.priority),
		status: t.status,
		statusLabel: statusLabel(t.status),
		added: displayDate(t.added, timeZone),
		parentId: t.parentId,
		parentTitle: t.parentId ? (parents.get(t.parentId) ?? null) : null,
		subTasks: children
			.filter((c) => c.parentId === t.id)
			.sort((a, b) => a.added - b.added)
			.map((c) => subTaskView(c, timeZone)),
	}))
}
