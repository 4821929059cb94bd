// Changes to tasks: create, edit, delete, star, complete (with the next instance of a repeating
// task, spec point 4) and quick add. Every change is scoped to the owner.
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm'
import { tasks } from '#db/schema'
import { db } from '~/lib/db.server'
import { localMidnight } from '~/lib/dates'
import type { DefaultTaskOptions } from '#db/schema'
import { nextOccurrence, shiftByDays } from './repeat'
import { dateInputValue, displayDate, reminderDate, timeInputValue } from './task-dates'
import type { TaskFormValues, TaskRecord } from './task-form'
import { requireTask, type Task } from './tasks.server'

export const SUBTASK_OF_SUBTASK = 'A sub-task cannot have sub-tasks of its own: sub-tasks go one level deep.'

export class TaskRefused extends Error {}

/** Creates a task (a sub-task when parentId is given: the parent must be a top-level task of the owner). */
export function createTask(ownerId: string, record: TaskRecord & { parentId?: string | null }, now = Date.now()): Task {
	if (record.parentId) {
		const parent = requireTask(ownerId, record.parentId)
		if (parent.parentId) throw new TaskRefused(SUBTASK_OF_SUBTASK)
	}
	return db()
		.insert(tasks)
		.values({ ...record, parentId: record.parentId || null, ownerId, added: now, via: 'Main website' })
		.returning()
		.get()
}

export function updateTask(ownerId: string, id: string, record: TaskRecord & { completed?: boolean }, now = Date.now()) {
	const task = requireTask(ownerId, id)
	const completedDate =
		record.completed === undefined || record.completed === task.completed
			? task.completedDate
			: record.completed
				? now
				: null
	// a new reminder time is a reminder not yet sent
	const remindSent = record.remindDate === task.remindDate ? task.remindSent : false
	return db()
		.update(tasks)
		.set({ ...record, completed: record.completed ?? task.completed, completedDate, remindSent })
		.where(and(eq(tasks.ownerId, ownerId), eq(tasks.id, id)))
		.returning()
		.get()
}

/** Deletes a task and its sub-tasks; returns how many sub-tasks went with it. */
export function deleteTask(ownerId: string, id: string) {
	const task = requireTask(ownerId, id)
	return db().transaction((tx) => {
		const children = tx
			.delete(tasks)
			.where(and(eq(tasks.ownerId, ownerId), eq(tasks.parentId, task.id)))
			.run().changes
		tx.delete(tasks)
			.where(and(eq(tasks.ownerId, ownerId), eq(tasks.id, task.id)))
			.run()
		return { task, children }
	})
}

/**
 * Deletes several tasks of the owner and their sub-tasks (bulk edit's Delete, the bulk form of deleteTask): in one
 * transaction, the ids that are not the owner's (or not confirmed) ignored. Returns every row it deleted, whole, with
 * how many were sub-tasks that went with a selected parent.
 */
export function deleteTasks(ownerId: string, ids: string[]) {
	const deleted: Task[] = []
	let children = 0
	if (!ids.length) return { deleted, children }
	db().transaction((tx) => {
		// in slices, so that any number of ids stays under SQLite's limit of bound values
		for (let i = 0; i < ids.length; i += ID_SLICE) {
			const slice = ids.slice(i, i + ID_SLICE)
			const parents = tx
				.select({ id: tasks.id })
				.from(tasks)
				.where(and(sql`+${tasks.ownerId} = ${ownerId}`, inArray(tasks.id, slice), sql`+${tasks.templateUseId} is null`))
				.all()
				.map((r) => r.id)
			if (!parents.length) continue
			const subTasks = tx
				.delete(tasks)
				.where(and(eq(tasks.ownerId, ownerId), inArray(tasks.parentId, parents), notInArray(tasks.id, parents)))
				.returning()
				.all()
			deleted.push(...tx.delete(tasks).where(and(sql`+${tasks.ownerId} = ${ownerId}`, inArray(tasks.id, parents))).returning().all())
			// a sub-task that is itself selected in a later slice counts as selected, not as one that went with its parent
			const later = new Set(ids.slice(i + ID_SLICE))
			children += subTasks.filter((t) => !later.has(t.id)).length
			deleted.push(...subTasks)
		}
	})
	return { deleted, children }
}

const ID_SLICE = 5000

/** Deletes every task of the owner (the API's DELETE /tasks/byOwner); returns how many. */
export function deleteOwnerTasks(ownerId: string) {
	return db().delete(tasks).where(eq(tasks.ownerId, ownerId)).run().changes
}

export function setStar(ownerId: string, id: string, star: boolean) {
	requireTask(ownerId, id)
	return db()
		.update(tasks)
		.set({ star })
		.where(and(eq(tasks.ownerId, ownerId), eq(tasks.id, id)))
		.returning()
		.get()
}

export type CompletionResult =
	| { ok: true; task: Task; next: Task | null; ended: boolean }
	| { ok: false; title?: string; message: string }

export const NO_FREQUENCY =
	'Unable to create a new instance this recurring task because no repeat frequency was specified.'

/**
 * Completes a task (completedDate now) or reopens it (completedDate cleared). Completing a repeating
 * task creates its next instance in the same transaction; if that fails, nothing is changed.
 */
export function setCompleted(ownerId: string, id: string, completed: boolean, timeZone: string, now = Date.now()): CompletionResult {
	const task = requireTask(ownerId, id)
	if (task.completed === completed) return { ok: true, task, next: null, ended: false }
	const repeating = completed && (task.repeatChoice !== '' || task.repeat !== '')
	if (repeating && !task.repeat) return { ok: false, title: 'Task Edit', message: NO_FREQUENCY }
	try {
		return db().transaction((tx) => {
			const done = tx
				.update(tasks)
				.set({ completed, completedDate: completed ? now : null })
				.where(and(eq(tasks.ownerId, ownerId), eq(tasks.id, id)))
				.returning()
				.get()
			if (!repeating) return { ok: true as const, task: done, next: null, ended: false }
			const values = nextInstance(task, timeZone, now)
			if (!values) return { ok: true as const, task: done, next: null, ended: true }
			const next = tx.insert(tasks).values(values).returning().get()
			return { ok: true as const, task: done, next, ended: false }
		})
	} catch (error) {
		return { ok: false, message: `Unable to create a new instance this recurring task: ${(error as Error).message}` }
	}
}

/**
 * The next instance of a repeating task (point 4): due moves to the next occurrence after the
 * repeat-from date; start moves by the same number of days; times of day stay; the reminder is
 * recomputed and not yet sent. Null when the rule has no further occurrence.
 */
export function nextInstance(task: Task, timeZone: string, now: number): typeof tasks.$inferInsert | null {
	const today = localMidnight(timeZone, now)
	const from = task.repeatFrom === 'completedDate' ? today : (task.due ?? today)
	const next = nextOccurrence(task.repeat, from, timeZone)
	if (!next) return null
	const { id: _id, ...copy } = task
	return {
		...copy,
		added: now,
		completed: false,
		completedDate: null,
		due: next.due,
		start: task.start === null ? null : shiftByDays(task.start, task.due ?? from, next.due, timeZone),
		repeat: next.rule,
		remindSent: false,
		remindDate: reminderDate(next.due, task.dueTime, task.remind, timeZone),
		createdFrom: task.id,
	}
}

/** Quick add (point 5): the typed title with the user's defaults; start and due are days after today. */
export function quickAddTask(ownerId: string, title: string, defaults: DefaultTaskOptions, timeZone: string, now = Date.now()) {
	const day = (offset: number | null | undefined) =>
		offset === null || offset === undefined || Number.isNaN(Number(offset)) ? null : localMidnight(timeZone, now, Number(offset))
	return db()
		.insert(tasks)
		.values({
			ownerId,
			title,
			added: now,
			star: false,
			completed: false,
			priority: defaults.priority || 'unassigned',
			status: defaults.status || 'none',
			folder: defaults.folder ?? '',
			context: defaults.context ?? '',
			start: day(defaults.start),
			due: day(defaults.due),
			via: 'Main website',
		})
		.returning()
		.get()
}

/** the form's values for editing a task */
export function taskFormValues(task: Task, timeZone: string): TaskFormValues {
	return {
		title: task.title,
		notes: task.notes,
		star: task.star,
		completed: task.completed,
		startDate: dateInputValue(task.start, timeZone),
		startTime: timeInputValue(task.startTime),
		dueDate: dateInputValue(task.due, timeZone),
		dueTime: timeInputValue(task.dueTime),
		length: task.length === null ? '' : String(task.length),
		repeatChoice: task.repeatChoice || (task.repeat ? 'ADVANCED' : 'NONE'),
		repeatText: task.repeatText,
		repeatFrom: task.repeatFrom,
		remind: String(task.remind),
		folder: task.folder,
		context: task.context,
		priority: task.priority,
		status: task.status,
	}
}

export function describeNext(next: Task, timeZone: string) {
	return next.due === null ? 'The next one has been created.' : `The next one is due ${displayDate(next.due, timeZone)}.`
}
