// Changes to tasks: create, edit, delete, star, complete (with the next instance of a repeating
// task, spec point 4) and quick add. Every change is scoped to the owner.
import { and, eq, inArray, or, sql } from 'drizzle-orm'
import { tasks } from '#db/schema'
import { db, preparedPerConnection } from '~/lib/db.server'
import { localMidnight } from '~/lib/dates'
import type { DefaultTaskOptions } from '#db/schema'
import { NO_REPEAT, shownRepeatChoice } from './options'
import { nextOccurrence, repeatRuleOf, settleRepeat, shiftByDays } from './repeat'
import { dateInputValue, displayDate, reminderDate, timeInputValue } from './task-dates'
import type { TaskFormValues, TaskRecord } from './task-form'
import { requireTask, type Task } from './tasks.server'
import { moveToTrash, type Writer } from './trash.server'
import { priorRows, recordUndo } from './undo.server'
import { taskFolder } from './sub-task-folder'

export const SUBTASK_OF_SUBTASK = 'A sub-task cannot have sub-tasks of its own: sub-tasks go one level deep.'

export class TaskRefused extends Error {}

/** Creates a task (a sub-task when parentId is given: the parent must be a top-level task of the owner). */
/** `createdBy`: a member who adds a task to someone's shared folder (issue 55); the task is the folder owner's */
/** A sub-task goes in its parent's folder, whatever `record.folder` says (sub-task-folder.ts). */
export function createTask(ownerId: string, record: TaskRecord & { parentId?: string | null; createdBy?: string | null }, now = Date.now()): Task {
	const parent = record.parentId ? requireTask(ownerId, record.parentId) : null
	if (parent?.parentId) throw new TaskRefused(SUBTASK_OF_SUBTASK)
	return db()
		.insert(tasks)
		.values({ ...record, folder: taskFolder(record.folder, parent), parentId: record.parentId || null, ownerId, added: now, via: 'Main website' })
		.returning()
		.get()
}

/** the folder a task of `ownerId` goes in (its parent's, for a sub-task: sub-task-folder.ts), read from its parent's row */
export function folderFor(ownerId: string, parentId: string | null | undefined, asked: string) {
	return taskFolder(asked, parentId ? requireTask(ownerId, parentId) : null)
}

/**
 * Saves a task's fields (the edit form's and the API's change). A sub-task stays in its parent's folder whatever
 * `record.folder` says; a parent moved to another folder takes its sub-tasks with it (issue 55 point 1).
 */
export function updateTask(ownerId: string, id: string, record: TaskRecord & { completed?: boolean }, now = Date.now()) {
	const task = requireTask(ownerId, id)
	const folder = folderFor(ownerId, task.parentId, record.folder)
	const completedDate =
		record.completed === undefined || record.completed === task.completed
			? task.completedDate
			: record.completed
				? now
				: null
	// a new reminder time is a reminder not yet sent
	const remindSent = record.remindDate === task.remindDate ? task.remindSent : false
	return db().transaction((tx) => {
		// a top-level task's sub-tasks: in its folder (a sub-task has none)
		if (!task.parentId) followParent(tx, ownerId, [id], folder)
		return tx
			.update(tasks)
			.set({ ...record, folder, completed: record.completed ?? task.completed, completedDate, remindSent })
			.where(and(eq(tasks.ownerId, ownerId), eq(tasks.id, id)))
			.returning()
			.get()!
	})
}

/**
 * The sub-tasks of `parentIds` (the owner's) put in `folder`, their parents' new folder: a sub-task goes where its
 * parent goes (issue 55 point 1). Answers the rows it changed as they were (for an Undo). A sub-task has no sub-tasks,
 * so a sub-task's id among `parentIds` changes nothing.
 */
export function followParent(tx: Writer, ownerId: string, parentIds: string[], folder: string): Task[] {
	const before: Task[] = []
	for (let i = 0; i < parentIds.length; i += ID_SLICE) {
		const under = and(eq(tasks.ownerId, ownerId), inArray(tasks.parentId, parentIds.slice(i, i + ID_SLICE)), sql`${tasks.folder} is not ${folder}`)
		const rows = tx.select().from(tasks).where(under).all()
		if (!rows.length) continue
		before.push(...rows)
		tx.update(tasks).set({ folder }).where(under).run()
	}
	return before
}

/**
 * Deletes a task with its sub-tasks: they move to the trash (kept 30 days, decision 243). Answers how many sub-tasks
 * went with it and the undo id that brings them back (decision 244).
 */
export function deleteTask(ownerId: string, id: string, now = Date.now()) {
	const task = requireTask(ownerId, id)
	return db().transaction((tx) => {
		const trashed = moveToTrash(tx, ownerId, [task.id], now)
		const undoId = recordUndo(tx, ownerId, { trashed }, now)
		return { task, children: trashed.length - 1, undoId }
	})
}

/**
 * Deletes several tasks of the owner and their sub-tasks into the trash (bulk edit's Delete, the bulk form of
 * deleteTask): in one transaction, the ids that are not the owner's (or a template confirmation's) ignored. Answers
 * every row it moved as it was, how many were sub-tasks that went with a selected parent, and the Undo.
 */
export function deleteTasks(ownerId: string, ids: string[], now = Date.now()) {
	const none = { deleted: [] as Task[], children: 0, undoId: null as string | null }
	if (!ids.length) return none
	return db().transaction((tx) => {
		const chosen: string[] = []
		const before = new Map<string, Task>()
		// in slices, so that any number of ids stays under SQLite's limit of bound values
		for (let i = 0; i < ids.length; i += ID_SLICE) {
			const slice = ids.slice(i, i + ID_SLICE)
			const own = tx
				.select({ id: tasks.id })
				.from(tasks)
				.where(and(sql`+${tasks.ownerId} = ${ownerId}`, inArray(tasks.id, slice), sql`+${tasks.templateUseId} is null`))
				.all()
				.map((r) => r.id)
			chosen.push(...own)
			if (!own.length) continue
			for (const row of tx.select().from(tasks).where(and(eq(tasks.ownerId, ownerId), or(inArray(tasks.id, own), inArray(tasks.parentId, own)))).all()) before.set(row.id, row)
		}
		if (!chosen.length) return none
		const moved = moveToTrash(tx, ownerId, chosen, now)
		const selected = new Set(chosen)
		return { deleted: [...before.values()], children: moved.filter((id) => !selected.has(id)).length, undoId: recordUndo(tx, ownerId, { trashed: moved }, now) }
	})
}

const ID_SLICE = 5000

/** Deletes every task of the owner (the API's DELETE /tasks/byOwner) into the trash; returns how many. */
export function deleteOwnerTasks(ownerId: string, now = Date.now()) {
	return db().transaction((tx) => {
		const ids = tx.select({ id: tasks.id }).from(tasks).where(eq(tasks.ownerId, ownerId)).all().map((t) => t.id)
		return moveToTrash(tx, ownerId, ids, now).length
	})
}

// the star's two statements, prepared once (a star is the commonest write: issue 31)
const starred = (star: boolean) =>
	preparedPerConnection((database) =>
		database
			.update(tasks)
			.set({ star })
			.where(and(eq(tasks.ownerId, sql.placeholder('ownerId')), eq(tasks.id, sql.placeholder('id'))))
			.returning()
			.prepare(),
	)
const starOn = starred(true)
const starOff = starred(false)

export function setStar(ownerId: string, id: string, star: boolean): Task {
	requireTask(ownerId, id)
	return (star ? starOn : starOff)().get({ ownerId, id })!
}

export type CompletionResult =
	/** `changed`: the task was not already in the state asked for; `undoId`: its Undo (decision 244) */
	| { ok: true; task: Task; next: Task | null; ended: boolean; changed: boolean; undoId?: string }
	| { ok: false; title?: string; message: string }

export const NO_FREQUENCY =
	'Unable to create a new instance this recurring task because no repeat frequency was specified.'

/**
 * Completes a task (completedDate now) or reopens it (completedDate cleared). Completing a repeating
 * task creates its next instance in the same transaction; if that fails, nothing is changed.
 */
export function setCompleted(ownerId: string, id: string, completed: boolean, timeZone: string, now = Date.now()): CompletionResult {
	const task = requireTask(ownerId, id)
	if (task.completed === completed) return { ok: true, task, next: null, ended: false, changed: false }
	// the rule it repeats by, read the one way bulk completion reads it too (decision 270); null: no frequency at all
	const rule = completed ? repeatRuleOf(task) : ''
	if (rule === null) return { ok: false, title: 'Task Edit', message: NO_FREQUENCY }
	const repeating = rule !== ''
	try {
		return db().transaction((tx) => {
			const before = priorRows(tx, ownerId, [id])
			const done = tx
				.update(tasks)
				.set({ completed, completedDate: completed ? now : null })
				.where(and(eq(tasks.ownerId, ownerId), eq(tasks.id, id)))
				.returning()
				.get()
			if (!repeating) return { ok: true as const, task: done, next: null, ended: false, changed: true, undoId: recordUndo(tx, ownerId, { before }, now) }
			const values = nextInstance({ ...task, repeat: rule }, timeZone, now)
			if (!values) return { ok: true as const, task: done, next: null, ended: true, changed: true, undoId: recordUndo(tx, ownerId, { before }, now) }
			const next = tx.insert(tasks).values(values).returning().get()
			return { ok: true as const, task: done, next, ended: false, changed: true, undoId: recordUndo(tx, ownerId, { before, created: [next.id] }, now) }
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

/**
 * Quick add's insert, built once per connection (`preparedPerConnection`): no SQL text built per task (issue 31, a
 * fifth of a quick add's server time). The id is drawn for each task, as the column's default would.
 */
const quickInsert = preparedPerConnection((database) =>
	database
		.insert(tasks)
		.values({
			id: sql.placeholder('id'),
			ownerId: sql.placeholder('ownerId'),
			title: sql.placeholder('title'),
			added: sql.placeholder('added'),
			star: false,
			completed: false,
			repeatChoice: NO_REPEAT,
			priority: sql.placeholder('priority'),
			status: sql.placeholder('status'),
			folder: sql.placeholder('folder'),
			context: sql.placeholder('context'),
			start: sql.placeholder('start'),
			due: sql.placeholder('due'),
			via: 'Main website',
		})
		.returning()
		.prepare(),
)

/** Quick add (point 5): the typed title with the user's defaults; start and due are days after today. */
export function quickAddTask(ownerId: string, title: string, defaults: DefaultTaskOptions, timeZone: string, now = Date.now()): Task {
	const day = (offset: number | null | undefined) =>
		offset === null || offset === undefined || Number.isNaN(Number(offset)) ? null : localMidnight(timeZone, now, Number(offset))
	return quickInsert().get({
		id: crypto.randomUUID(),
		ownerId,
		title,
		added: now,
		priority: defaults.priority || 'unassigned',
		status: defaults.status || 'none',
		folder: defaults.folder ?? '',
		context: defaults.context ?? '',
		start: day(defaults.start),
		due: day(defaults.due),
	})!
}

/** the form's values for editing a task */
export function taskFormValues(task: Task, timeZone: string): TaskFormValues {
	const repeat = settleRepeat(task.repeat, task.repeatChoice, task.repeatText)
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
		// the repeat as it would be stored anew, so a save of the form unchanged is always accepted (decision 270)
		repeatChoice: shownRepeatChoice(repeat.repeatChoice),
		repeatText: repeat.repeatText,
		repeatFrom: task.repeatFrom,
		remind: String(task.remind),
		folder: task.folder,
		context: task.context,
		priority: task.priority,
		status: task.status,
		assignedTo: task.assignedTo ?? '',
		waitingFor: task.waitingFor,
	}
}

export function describeNext(next: Task, timeZone: string) {
	return next.due === null ? 'The next one has been created.' : `The next one is due ${displayDate(next.due, timeZone)}.`
}
