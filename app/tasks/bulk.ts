// Bulk edit (issue 25, item 2; docs/decisions/245): what one bulk change does to each task it selects, and what the
// toast says. Pure rules; app/tasks/bulk.server.ts runs them over the selected rows in one transaction.
import { z } from 'zod'
import { localMidnight } from '~/lib/dates'
import { LIMITS } from '~/lib/limits'
import { count, digits } from '~/lib/plural'
import { PRIORITY_VALUES, priorityLabel, STATUS_VALUES, statusLabel, type Priority, type Status } from './options'
import { repeatRuleOf } from './repeat'
import { reminderDate } from './task-dates'
import { MAX_SHIFT_DAYS, SET_PREFIX } from './bulk-fields'

export { MAX_SHIFT_DAYS, SET_PREFIX }

/** one list page shows at most this many cards (MAX_LIMIT of the list pages): a post names at most this many ids */
export const MAX_SELECTED_IDS = 1000

export const BULK_MESSAGES = {
	nothingSelected: 'Select at least one task, or all the tasks that match the list.',
	nothingToChange: 'Choose at least one change: a status, context, folder, priority, star, complete or reopen, or days to move the dates.',
	unknownContext: 'Choose a context from your list.',
	unknownFolder: 'Choose a folder from your list.',
	shift: `Move the dates by a whole number of days, at most ${digits(MAX_SHIFT_DAYS)} either way.`,
	tooMany: `At most ${digits(MAX_SELECTED_IDS)} tasks can be ticked one by one; use "Select all" for more.`,
} as const

/** What one bulk change sets; an absent field is left as each task has it. */
export type BulkChange = {
	status?: Status
	priority?: Priority
	context?: string
	folder?: string
	star?: boolean
	completed?: boolean
	/** start and due move by this many days in the person's timezone (never 0) */
	shiftDays?: number
}

export type BulkForm =
	| { intent: 'change'; change: BulkChange; ids: string[]; matching: boolean }
	| { intent: 'delete'; confirmed: boolean; ids: string[]; matching: boolean }

const ID = /^[A-Za-z0-9-]{1,64}$/
const listChoice = (names: string[], message: string) =>
	z
		.string()
		.max(LIMITS.listName + SET_PREFIX.length, message)
		.refine((v) => v.startsWith(SET_PREFIX) && (v === SET_PREFIX || names.includes(v.slice(SET_PREFIX.length))), message)
		.transform((v) => v.slice(SET_PREFIX.length))
		.optional()
const yesNo = z.enum(['Y', 'N']).transform((v) => v === 'Y').optional()

/** The bulk form's schema (parsed with conform's parseWithZod: an empty field is absent, so "no change"). */
export function bulkFormSchema(lists: { contexts: string[]; folders: string[] }) {
	return z
		.object({
			intent: z.enum(['change', 'delete']).default('change'),
			confirm: z.literal('Y').optional(),
			scope: z.literal('matching').optional(),
			id: z.array(z.string().regex(ID, BULK_MESSAGES.nothingSelected)).max(MAX_SELECTED_IDS, BULK_MESSAGES.tooMany).default([]),
			status: z.enum(STATUS_VALUES).optional(),
			priority: z.enum(PRIORITY_VALUES).optional(),
			context: listChoice(lists.contexts, BULK_MESSAGES.unknownContext),
			folder: listChoice(lists.folders, BULK_MESSAGES.unknownFolder),
			star: yesNo,
			completed: yesNo,
			shift: z.number(BULK_MESSAGES.shift).int(BULK_MESSAGES.shift).min(-MAX_SHIFT_DAYS, BULK_MESSAGES.shift).max(MAX_SHIFT_DAYS, BULK_MESSAGES.shift).optional(),
		})
		.superRefine((v, ctx) => {
			if (!v.id.length && !v.scope) ctx.addIssue({ code: 'custom', path: ['id'], message: BULK_MESSAGES.nothingSelected })
			if (v.intent === 'change' && isEmptyChange(changeOf(v))) ctx.addIssue({ code: 'custom', path: ['status'], message: BULK_MESSAGES.nothingToChange })
		})
		.transform((v): BulkForm => {
			const selection = { ids: [...new Set(v.id)], matching: v.scope === 'matching' }
			return v.intent === 'delete' ? { intent: 'delete', confirmed: v.confirm === 'Y', ...selection } : { intent: 'change', change: changeOf(v), ...selection }
		})
}

function changeOf(v: { status?: Status; priority?: Priority; context?: string; folder?: string; star?: boolean; completed?: boolean; shift?: number }): BulkChange {
	const change: BulkChange = {}
	if (v.status !== undefined) change.status = v.status
	if (v.priority !== undefined) change.priority = v.priority
	if (v.context !== undefined) change.context = v.context
	if (v.folder !== undefined) change.folder = v.folder
	if (v.star !== undefined) change.star = v.star
	if (v.completed !== undefined) change.completed = v.completed
	if (v.shift) change.shiftDays = v.shift
	return change
}

export const isEmptyChange = (change: BulkChange) => Object.keys(change).length === 0

/** the columns of a task a bulk change reads */
export type BulkTask = {
	status: string
	priority: string
	context: string
	folder: string
	star: boolean
	completed: boolean
	start: number | null
	due: number | null
	dueTime: number | null
	remind: number
	remindDate: number | null
	remindSent: boolean
	repeat: string
	repeatChoice: string
	repeatText: string
}

export type FieldPatch = Partial<Pick<BulkTask, 'status' | 'priority' | 'context' | 'folder' | 'star' | 'start' | 'due' | 'remindDate' | 'remindSent'>>

/**
 * The columns a change sets on one task, besides completing or reopening it: only those whose value differs (a task
 * already in that state is not touched). Moving dates moves start and due by the same number of calendar days in the
 * person's timezone, so the days between them stay and a daylight-saving change never lands a date off midnight; a
 * missing date stays missing; times of day stay; the reminder follows the due date and is not yet sent.
 */
export function fieldPatch(task: BulkTask, change: BulkChange, timeZone: string): FieldPatch {
	const patch: FieldPatch = {}
	for (const field of ['status', 'priority', 'context', 'folder', 'star'] as const) {
		const value = change[field]
		if (value !== undefined && value !== task[field]) (patch as Record<string, unknown>)[field] = value
	}
	if (change.shiftDays) {
		const days = change.shiftDays
		const move = (date: number | null) => (date === null ? null : localMidnight(timeZone, date, days))
		if (task.start !== null) patch.start = move(task.start)
		if (task.due !== null) {
			const due = move(task.due)!
			patch.due = due
			const remindDate = reminderDate(due, task.dueTime, task.remind, timeZone)
			if (remindDate !== task.remindDate) {
				patch.remindDate = remindDate
				patch.remindSent = false
			}
		}
	}
	return patch
}

/**
 * What completing or reopening does to one task, as the card's complete button does it (setCompleted): nothing when it
 * is already so; a repeating task completed makes its next instance; a task with a repeat choice but no rule cannot
 * be completed (it is left open, and the toast says so).
 */
export type Completion = 'unchanged' | 'complete' | 'reopen' | 'complete-and-repeat' | 'no-frequency'

export function completionOf(task: Pick<BulkTask, 'completed' | 'repeat' | 'repeatChoice' | 'repeatText'>, completed: boolean | undefined): Completion {
	if (completed === undefined || task.completed === completed) return 'unchanged'
	if (!completed) return 'reopen'
	// the rule read as setCompleted reads it (decision 270): a choice without a stored rule repeats by the choice's
	const rule = repeatRuleOf(task)
	return rule === null ? 'no-frequency' : rule === '' ? 'complete' : 'complete-and-repeat'
}

/** what a bulk change did, for the toast */
export type BulkOutcome = {
	/** tasks selected (all of them are now as asked, bar those that could not be completed) */
	selected: number
	/** next instances of repeating tasks made by completing them */
	created: number
	/** repeating tasks without a frequency, left open */
	noFrequency: number
}

const days = (n: number) => count(Math.abs(n), 'day')

/** "23 tasks moved to Waiting.", or "3 tasks changed: status Waiting, starred." for several changes at once */
export function describeChange(change: BulkChange, outcome: BulkOutcome): string {
	const n = count(outcome.selected, 'task')
	const parts: { alone: string; part: string }[] = []
	if (change.status !== undefined) parts.push({ alone: `${n} moved to ${statusLabel(change.status)}.`, part: `status ${statusLabel(change.status)}` })
	if (change.context !== undefined)
		parts.push(change.context ? { alone: `${n} moved to context ${change.context}.`, part: `context ${change.context}` } : { alone: `Context removed from ${n}.`, part: 'no context' })
	if (change.folder !== undefined)
		parts.push(change.folder ? { alone: `${n} moved to folder ${change.folder}.`, part: `folder ${change.folder}` } : { alone: `Folder removed from ${n}.`, part: 'no folder' })
	if (change.priority !== undefined) parts.push({ alone: `${n} set to priority ${priorityLabel(change.priority)}.`, part: `priority ${priorityLabel(change.priority)}` })
	if (change.star !== undefined) parts.push(change.star ? { alone: `${n} starred.`, part: 'starred' } : { alone: `Star removed from ${n}.`, part: 'star removed' })
	if (change.completed !== undefined) parts.push(change.completed ? { alone: `${n} completed.`, part: 'completed' } : { alone: `${n} reopened.`, part: 'reopened' })
	if (change.shiftDays) {
		const when = `${days(change.shiftDays)} ${change.shiftDays > 0 ? 'later' : 'earlier'}`
		parts.push({ alone: `Dates of ${n} moved ${when}.`, part: `dates moved ${when}` })
	}
	let text = parts.length === 1 ? parts[0]!.alone : `${n} changed: ${parts.map((p) => p.part).join(', ')}.`
	if (outcome.created) text += ` ${count(outcome.created, 'next repeat')} created.`
	if (outcome.noFrequency) text += ` ${count(outcome.noFrequency, 'repeating task')} could not be completed: no repeat frequency.`
	return text
}

/** "23 tasks deleted." / "2 tasks and 3 sub-tasks deleted." */
export function describeDelete(tasks: number, children: number) {
	return children ? `${count(tasks, 'task')} and ${count(children, 'sub-task')} deleted.` : `${count(tasks, 'task')} deleted.`
}
