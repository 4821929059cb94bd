// The task entry form (create page, modal, inline edit): its fields, the messages of spec point 5,
// and the values it stores. Validation runs on the server: `taskFormSchema`, parsed with conform's parseWithZod.
import { z } from 'zod'
import { LIMITS, TOO_LONG } from '~/lib/limits'
import { PRIORITY_VALUES, REMIND_VALUES, STATUS_VALUES } from './options'
import { NO_REPEAT, REPEAT_OPTIONS, shownRepeatChoice, storedRepeatChoice, type RepeatChoice } from './options'
import { repeatRule } from './repeat'
import { midnightOf, reminderDate, timeOfDay } from './task-dates'
import { MESSAGES } from './task-messages'
import { ASSIGN_MESSAGES, WAITING_FOR_MAX } from '~/sharing/assignment'

// the messages live in a module without zod, so a page that shows one (quick add) does not load zod for it
export { MESSAGES }

/** the form's fields as text, as they are sent and shown again */
export type TaskFormValues = {
	title: string
	notes: string
	star: boolean
	completed: boolean
	startDate: string
	startTime: string
	dueDate: string
	dueTime: string
	length: string
	repeatChoice: string
	repeatText: string
	repeatFrom: string
	remind: string
	folder: string
	context: string
	priority: string
	status: string
	/** a member of the task's shared folder, or its owner (issue 55): their id; '' for nobody */
	assignedTo: string
	/** for Delegated or Waiting: the person outside the folder it waits for, as typed */
	waitingFor: string
}

export type TaskFormErrors = Partial<Record<keyof TaskFormValues, string>>


export function formValues(form: FormData): TaskFormValues {
	return formValuesOf(Object.fromEntries([...form.keys()].map((k) => [k, String(form.get(k) ?? '')])))
}

/** the values shown again after a refusal, cut to the limits (a 1 MB title is not sent back to the page) */
export function redisplayValues(values: TaskFormValues): TaskFormValues {
	return { ...values, title: values.title.slice(0, LIMITS.taskTitle), notes: values.notes.slice(0, LIMITS.taskNotes) }
}

function formValuesOf(fields: Record<string, string | undefined>): TaskFormValues {
	const text = (name: string) => fields[name] ?? ''
	return {
		title: text('title').trim(),
		notes: text('notes'),
		star: fields.star === 'Y',
		completed: fields.completed === 'Y',
		startDate: text('startDate').trim(),
		startTime: text('startTime').trim(),
		dueDate: text('dueDate').trim(),
		dueTime: text('dueTime').trim(),
		length: text('length').trim(),
		repeatChoice: text('repeatChoice') || shownRepeatChoice(NO_REPEAT),
		repeatText: text('repeatText').trim(),
		repeatFrom: text('repeatFrom') || 'due',
		remind: text('remind') || '-1',
		folder: text('folder'),
		context: text('context'),
		priority: text('priority') || 'unassigned',
		status: text('status') || 'none',
		assignedTo: text('assignedTo'),
		waitingFor: text('waitingFor').trim(),
	}
}

export type TaskRecord = {
	title: string
	notes: string
	star: boolean
	start: number | null
	startTime: number | null
	due: number | null
	dueTime: number | null
	length: number | null
	repeat: string
	/** the stored spelling (StoredRepeatChoice): '' is no repeat, the tasks table refuses any other (decision 270) */
	repeatChoice: string
	repeatText: string
	repeatFrom: 'due' | 'completedDate'
	remind: number
	remindDate: number | null
	folder: string
	context: string
	priority: string
	status: string
}

type Lists = { folders: string[]; contexts: string[] }

/** Checks the form; on success gives the values to store. */
export function validateTaskForm(
	values: TaskFormValues,
	lists: Lists,
	timeZone: string,
): { ok: true; record: TaskRecord } | { ok: false; errors: TaskFormErrors } {
	const errors: TaskFormErrors = {}
	if (!values.title) errors.title = MESSAGES.title

	const start = values.startDate ? midnightOf(values.startDate, timeZone) : null
	const startTime = values.startTime ? timeOfDay(values.startTime) : null
	if ((values.startDate && start === null) || (values.startTime && (startTime === null || !values.startDate))) {
		errors.startDate = MESSAGES.start
	}
	const due = values.dueDate ? midnightOf(values.dueDate, timeZone) : null
	const dueTime = values.dueTime ? timeOfDay(values.dueTime) : null
	if ((values.dueDate && due === null) || (values.dueTime && (dueTime === null || !values.dueDate))) {
		errors.dueDate = MESSAGES.due
	}

	let length: number | null = null
	if (values.length) {
		const n = Number(values.length)
		if (!Number.isFinite(n) || n < 0 || n > 1_000_000) errors.length = MESSAGES.length
		else length = Math.round(n)
	}

	let repeat = ''
	const choice = values.repeatChoice as RepeatChoice
	if (!REPEAT_OPTIONS.some((o) => o.value === choice)) {
		errors.repeatChoice = MESSAGES.repeat
	} else if (choice === 'ADVANCED' && !values.repeatText) {
		errors.repeatText = MESSAGES.repeat
	} else {
		const result = repeatRule(choice, values.repeatText)
		if (result.ok) repeat = result.rule
		else errors.repeatText = result.error
	}
	const repeatFrom = values.repeatFrom === 'completedDate' ? 'completedDate' : 'due'
	// a task that repeats from its due date needs one
	if (choice !== 'NONE' && repeatFrom === 'due' && !values.dueDate && !errors.dueDate) errors.dueDate = MESSAGES.due

	const remind = Number(values.remind)
	if (!REMIND_VALUES.includes(remind)) errors.remind = MESSAGES.remind
	if (values.folder && !lists.folders.includes(values.folder)) errors.folder = MESSAGES.folder
	if (values.context && !lists.contexts.includes(values.context)) errors.context = MESSAGES.context
	if (!(PRIORITY_VALUES as string[]).includes(values.priority)) errors.priority = MESSAGES.priority
	if (!(STATUS_VALUES as string[]).includes(values.status)) errors.status = MESSAGES.status

	if (Object.keys(errors).length) return { ok: false, errors }
	return {
		ok: true,
		record: {
			title: values.title,
			notes: values.notes,
			star: values.star,
			start,
			startTime: start === null ? null : startTime,
			due,
			dueTime: due === null ? null : dueTime,
			length,
			repeat,
			repeatChoice: storedRepeatChoice(choice),
			repeatText: choice === 'ADVANCED' ? values.repeatText : '',
			repeatFrom,
			remind,
			remindDate: reminderDate(due, dueTime, remind, timeZone),
			folder: values.folder,
			context: values.context,
			priority: values.priority,
			status: values.status,
		},
	}
}

const text = z.string().optional()

/** The form as conform parses it: every field is text, limits first, then the rules of `validateTaskForm`. */
export function taskFormSchema(lists: Lists, timeZone: string) {
	return z
		.object({
			title: z.string().trim().max(LIMITS.taskTitle, TOO_LONG.taskTitle).optional(),
			notes: z.string().max(LIMITS.taskNotes, TOO_LONG.taskNotes).optional(),
			star: text,
			completed: text,
			startDate: text,
			startTime: text,
			dueDate: text,
			dueTime: text,
			length: text,
			repeatChoice: text,
			repeatText: text,
			repeatFrom: text,
			remind: text,
			folder: text,
			context: text,
			priority: text,
			status: text,
			assignedTo: z.string().max(64).optional(),
			waitingFor: z.string().trim().max(WAITING_FOR_MAX, ASSIGN_MESSAGES.waitingForTooLong).optional(),
		})
		.transform((fields, ctx) => {
			const values = formValuesOf(fields)
			const result = validateTaskForm(values, lists, timeZone)
			if (result.ok) return { values, record: result.record }
			for (const [path, message] of Object.entries(result.errors)) ctx.addIssue({ code: 'custom', path: [path], message })
			return z.NEVER
		})
}

/** Quick add (screen 2): the same title rule as the task form; refused with the same messages. */
export const quickAddSchema = z.object({
	title: z.string({ error: MESSAGES.title }).trim().min(1, MESSAGES.title).max(LIMITS.taskTitle, TOO_LONG.taskTitle),
	returnTo: z.string().optional(),
})

/** an empty form, with the user's quick-add defaults where the form has them */
export function blankTaskForm(defaults?: { priority: string; status: string; folder: string; context: string }): TaskFormValues {
	return {
		title: '',
		notes: '',
		star: false,
		completed: false,
		startDate: '',
		startTime: '',
		dueDate: '',
		dueTime: '',
		length: '',
		repeatChoice: shownRepeatChoice(NO_REPEAT),
		repeatText: '',
		repeatFrom: 'due',
		remind: '-1',
		folder: defaults?.folder ?? '',
		context: defaults?.context ?? '',
		priority: defaults?.priority ?? 'unassigned',
		status: defaults?.status ?? 'none',
		assignedTo: '',
		waitingFor: '',
	}
}
