// Tasks as the task card shows them: dates in the spec's display form, labels, notes as sanitized HTML.
import { renderMarkdown } from '~/lib/markdown.server'
import { reminderTexts } from '~/reminders/status.server'
import { priorityLabel, remindLabel, statusLabel } from './options'
import type { TextPart } from './search-query'
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

/**
 * What a card shows, and only that: the page's loader data is sent again for hydration, so every field here is sent
 * twice (docs/decisions/174). Labels come ready to show ('Unassigned', 'None'); `tone` is the card's top border.
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
	start: string
	due: string
	/** absent without a length */
	length?: string
	/** the values of the collapsible detail, in the order of DETAIL_LABELS (options.ts; Unassigned for no folder or context) */
	detail?: string[]
	/** the reminder's state: scheduled, sent, skipped, could not be delivered (absent without one) */
	reminder?: string
	/** the top border of the card: 'high' (top and high priority) or 'medium'; absent for the others */
	tone?: 'high' | 'medium'
	added: string
	/** absent on a task without a parent */
	parentId?: string
	parentTitle?: string
	/** absent without sub-tasks */
	subTasks?: SubTaskView[]
}

/** a view without its empty fields: they would be sent for nothing (the card treats absent as empty) */
function withoutEmpty<T extends Record<string, unknown>>(view: T): T {
	for (const key of Object.keys(view)) {
		const value = view[key]
		if (value === '' || value === false || value === null || value === undefined || (Array.isArray(value) && !value.length)) delete view[key]
	}
	return view
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
	const parentIds = compact ? [] : [...new Set(rows.map((r) => r.parentId).filter((p): p is string => !!p))]
	const parents = new Map(tasksByIds(ownerId, parentIds).map((p) => [p.id, p.title]))
	const reminders = compact ? new Map<string, string>() : reminderTexts(ownerId, rows, timeZone)
	const tone = (priority: string) => (priority === 'top' || priority === 'high' ? 'high' : priority === 'medium' ? 'medium' : undefined)
	return rows.map((t) =>
		withoutEmpty<TaskView>({
			id: t.id,
			title: t.title,
			notesHtml: compact ? '' : renderMarkdown(t.notes),
			completed: t.completed,
			star: t.star,
			start: displayDateTime(t.start, t.startTime, timeZone),
			due: displayDateTime(t.due, t.dueTime, timeZone),
			length: t.length === null ? '' : `${t.length} min`,
			// a compact card (the Kanban board) shows no detail
			detail: compact
				? []
				: [
						capitalize(describeRepeat(t.repeat)),
						remindLabel(t.remind),
						t.folder || 'Unassigned',
						t.context || 'Unassigned',
						priorityLabel(t.priority),
						statusLabel(t.status),
					],
			reminder: compact ? '' : (reminders.get(t.id) ?? ''),
			tone: tone(t.priority),
			added: compact ? '' : displayDate(t.added, timeZone),
			parentId: t.parentId ?? undefined,
			parentTitle: t.parentId ? parents.get(t.parentId) : undefined,
			subTasks: children
				.filter((c) => c.parentId === t.id)
				.sort((a, b) => a.added - b.added)
				.map((c) => subTaskView(c, timeZone)),
		}),
	)
}
