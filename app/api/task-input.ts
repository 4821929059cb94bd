// A task as a client sends it (POST and PUT /tasks): the spec's fields, times as epoch milliseconds. It is turned
// into the task form's values and checked by the same rules as the form (validateTaskForm), in the user's timezone.
import { z } from 'zod'
import { LIMITS, TOO_LONG } from '~/lib/limits'
import { validateTaskForm, type TaskFormValues, type TaskRecord } from '~/tasks/task-form'
import { dateInputValue, timeInputValue } from '~/tasks/task-dates'
import { yn } from './shapes'
import { NO_REPEAT, shownRepeatChoice } from '~/tasks/options'

const DAY_MS = 24 * 60 * 60 * 1000
const ms = z.number().int().min(0).max(8.64e15).nullable().optional()
const timeOfDay = z.number().int().min(0).max(DAY_MS - 1).nullable().optional()
const name = z.string().max(LIMITS.listName).optional()

/** unknown fields (children, index, variant ... which the spec's clients send) are ignored */
export const taskInput = z.object({
	title: z.string().max(LIMITS.taskTitle, TOO_LONG.taskTitle),
	notes: z.string().max(LIMITS.taskNotes, TOO_LONG.taskNotes).optional(),
	star: yn.optional(),
	completed: yn.optional(),
	start: ms,
	starttime: timeOfDay,
	due: ms,
	duetime: timeOfDay,
	length: z.number().min(0).max(1_000_000).nullable().optional(),
	repeat: z.string().max(20).optional().describe('NONE, ADVANCED, DAILY, WEEKLY, BIWEEKLY, MONTHLY, BIMONTHLY, QUARTERLY, SEMIANNUALLY, YEARLY'),
	repeatText: z.string().max(200).optional(),
	repeatFrom: z.enum(['due', 'completedDate']).optional(),
	remind: z.number().int().optional(),
	folder: name,
	context: name,
	priority: z.string().max(20).optional(),
	status: z.string().max(20).optional(),
	parent: z.string().max(100).nullable().optional(),
	assignedTo: z
		.string()
		.max(100)
		.nullable()
		.optional()
		.describe('the id of the person it is assigned to: the owner of the task’s folder or one of its members (a shared folder); null for nobody'),
	waitingFor: z.string().max(200).nullable().optional().describe('for Delegated or Waiting: whom it waits for, when that is someone outside the folder (free text); null or "" for nobody'),
	understand: yn
		.optional()
		.describe('Y (on create): read the title as quick add does ("Call Bob tomorrow 5pm @Home #Inbox !2 * every weekday"); what it understands fills the fields not sent. A context or folder you do not have is refused, never created.'),
})
export type TaskInput = z.infer<typeof taskInput>

export const taskUpdateInput = taskInput.extend({ _id: z.string().min(1, 'Id must be supplied.').max(100) })

/** the form's values for a task sent to the API (what is absent keeps `base`, the stored task's values, if any) */
export function formValuesOf(input: TaskInput, timeZone: string, base?: TaskFormValues): TaskFormValues {
	const pick = <T,>(v: T | undefined, fallback: T) => (v === undefined ? fallback : v)
	const date = (v: number | null | undefined, fallback: string) => (v === undefined ? fallback : v === null ? '' : dateInputValue(v, timeZone))
	const time = (v: number | null | undefined, fallback: string) => (v === undefined ? fallback : v === null ? '' : timeInputValue(v))
	return {
		title: input.title.trim(),
		notes: pick(input.notes, base?.notes ?? ''),
		star: input.star === undefined ? (base?.star ?? false) : input.star === 'Y',
		completed: input.completed === undefined ? (base?.completed ?? false) : input.completed === 'Y',
		startDate: date(input.start, base?.startDate ?? ''),
		startTime: time(input.starttime, base?.startTime ?? ''),
		dueDate: date(input.due, base?.dueDate ?? ''),
		dueTime: time(input.duetime, base?.dueTime ?? ''),
		length: input.length === undefined ? (base?.length ?? '') : input.length === null ? '' : String(input.length),
		repeatChoice: pick(input.repeat, base?.repeatChoice ?? shownRepeatChoice(NO_REPEAT)) || shownRepeatChoice(NO_REPEAT),
		repeatText: pick(input.repeatText, base?.repeatText ?? ''),
		repeatFrom: pick(input.repeatFrom, (base?.repeatFrom as 'due' | undefined) ?? 'due'),
		remind: input.remind === undefined ? (base?.remind ?? '-1') : String(input.remind),
		folder: pick(input.folder, base?.folder ?? ''),
		context: pick(input.context, base?.context ?? ''),
		priority: pick(input.priority, base?.priority ?? 'unassigned'),
		status: pick(input.status, base?.status ?? 'none'),
		// the API does not assign yet (issue 55): a task's assignment stays as it is
		assignedTo: base?.assignedTo ?? '',
		waitingFor: base?.waitingFor ?? '',
	}
}

/** the record to store, or the refusal as one message (the form's own texts, prefixed with the field) */
export function taskRecordOf(
	values: TaskFormValues,
	lists: { folders: string[]; contexts: string[] },
	timeZone: string,
): { ok: true; record: TaskRecord } | { ok: false; message: string } {
	const result = validateTaskForm(values, lists, timeZone)
	if (result.ok) return result
	return { ok: false, message: Object.entries(result.errors).map(([field, message]) => `${field}: ${message}`).join('; ') }
}
