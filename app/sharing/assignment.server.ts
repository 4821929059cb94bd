// Assignment, Waiting For with a person, the change list and the "assigned to you" notices of shared tasks (issue 55
// points 3 and 4; docs/decisions/383 to 386). The rules are in assignment.ts; who may be assigned in assignable.server.ts.
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { assignmentNotices, folderMembers, folders, tasks, taskHistory, taskStatusTimes, users } from '#db/schema'
import { db, preparedPerConnection } from '~/lib/db.server'
import { findTask, type Task } from '~/tasks/task-rows.server'
import { localMidnight } from '~/lib/dates'
import { displayDateTime } from '~/tasks/task-dates'
import { taskFolder } from '~/tasks/sub-task-folder'
import { assignableIn, namesOf } from './assignable.server'
import { notifyAssignment } from './assignment-notify.server'
import { ASSIGN_MESSAGES, assignedToast, assignmentProblem, describeChanges, HISTORY_KEPT, isWaitingStatus } from './assignment'
import type { Access } from './roles'

/** the folder a task is shared by: its own, or its parent's for a sub-task (sub-tasks go where their parent goes: the
 * rule of app/tasks/sub-task-folder.ts) */
export function folderOfTask(task: Pick<Task, 'ownerId' | 'folder' | 'parentId'>): string {
	if (!task.parentId) return task.folder
	const parent = db().select({ folder: tasks.folder }).from(tasks).where(and(eq(tasks.id, task.parentId), eq(tasks.ownerId, task.ownerId))).get()
	return taskFolder(task.folder, parent ?? { folder: '' })
}

/** whether the task sits in a folder shared with anyone: only those keep a change list */
export function isSharedTask(task: Pick<Task, 'ownerId' | 'folder' | 'parentId'>): boolean {
	const folder = folderOfTask(task)
	if (!folder) return false
	return !!db()
		.select({ one: sql`1` })
		.from(folderMembers)
		.innerJoin(folders, eq(folders.id, folderMembers.folderId))
		.where(and(eq(folders.ownerId, task.ownerId), eq(folders.name, folder)))
		.limit(1)
		.get()
}

/**
 * Assigns the task (a member or its owner, or nobody) and says whom it waits for outside the folder, as `personId`
 * with `access` to it. Refused with the form's message when the person may not assign or the assignee may not be
 * assigned here. Someone assigned by someone else is told on their next page (an assignment notice).
 */
export function saveAssignment(personId: string, access: Access | null, task: Task, assignedTo: string | null, waitingFor: string, now = Date.now()): string | null {
	const assignable = assignedTo ? assignableIn(task.ownerId, folderOfTask(task)).map((p) => p.id) : []
	const problem = assignmentProblem(access, assignedTo, assignable)
	if (problem) return problem
	const outside = isWaitingStatus(task.status) ? waitingFor.trim() : ''
	if (task.assignedTo === assignedTo && task.waitingFor === outside) return null
	db().update(tasks).set({ assignedTo, waitingFor: outside }).where(and(eq(tasks.id, task.id), eq(tasks.ownerId, task.ownerId))).run()
	if (assignedTo && assignedTo !== task.assignedTo && assignedTo !== personId) {
		db()
			.insert(assignmentNotices)
			.values({ userId: assignedTo, taskId: task.id, by: personId, at: now })
			.onConflictDoUpdate({ target: [assignmentNotices.userId, assignmentNotices.taskId], set: { by: personId, at: now } })
			.run()
		// and by Pushover or mail where they set one up: after the answer, never holding the save up
		const by = namesOf([personId]).get(personId)?.name ?? ''
		setImmediate(() => void notifyAssignment(assignedTo, by, task).catch(() => {}))
	}
	return null
}

/**
 * What the task form's save does about assignment, before the task is written: the refusal to show under "Assigned
 * to" (the person may not assign, or the assignee is no member of the folder the task will be in), or null.
 */
export function assignmentRefusal(access: Access | null, task: Task, folder: string, assignee: string | null): string | null {
	if (assignee === task.assignedTo) return null
	const assignable = assignee ? assignableIn(task.ownerId, folderOfTask({ ...task, folder })).map((p) => p.id) : []
	return assignmentProblem(access, assignee, assignable)
}

/**
 * The Create form's check of "Assigned to" (issue 55 point 3), before anything is made: the refusal to show under the
 * field, or null. `task`: whose the new task will be and where (a sub-task goes where its parent goes); `access`: what
 * the person is to that folder (the owner, or their role in it).
 */
export function newTaskAssignmentRefusal(access: Access | null, task: Pick<Task, 'ownerId' | 'folder' | 'parentId'>, assignee: string | null): string | null {
	if (!assignee) return null
	const assignable = assignableIn(task.ownerId, folderOfTask(task)).map((p) => p.id)
	if (!assignable.length) return ASSIGN_MESSAGES.notShared
	return assignmentProblem(access, assignee, assignable)
}

/** an assignment that no longer holds after a move to a folder where the assignee is not a member: dropped */
export function dropStaleAssignment(task: Task) {
	if (!task.assignedTo) return
	if (assignableIn(task.ownerId, folderOfTask(task)).some((p) => p.id === task.assignedTo)) return
	db().update(tasks).set({ assignedTo: null }).where(eq(tasks.id, task.id)).run()
}

/**
 * Writes what changed from `before` to `after` into the task's change list, by `by`, when the task is shared; keeps
 * the newest HISTORY_KEPT. `extra`: lines no diff shows ("Added"); `suffix` ends each diff line (" (Undo)").
 */
export function recordChanges(by: string, before: Task | null, after: Task, now = Date.now(), extra: string[] = [], suffix = '') {
	if (!isSharedTask(after)) return 0
	const names = namesOf([after.assignedTo])
	const lines = [...extra, ...(before ? describeChanges(before, after, (id) => names.get(id)?.name ?? 'someone').map((l) => l + suffix) : [])]
	if (!lines.length) return 0
	// the page lists the newest first: one write's lines go in last to first, so they read in their own order
	db().insert(taskHistory).values(lines.reverse().map((what) => ({ taskId: after.id, at: now, by, what }))).run()
	pruneHistory(after.id)
	return lines.length
}

/**
 * The change list of a write to many tasks (bulk edit): each changed task of a shared folder, as it was `before`
 * against what it is now. An owner who shares no folder at all costs one look-up, however many tasks changed.
 */
export function recordChangesOf(by: string, before: Task[], now = Date.now()) {
	const shares = new Map<string, boolean>()
	for (const row of before) {
		if (!shares.has(row.ownerId)) {
			shares.set(row.ownerId, !!db().select({ one: sql`1` }).from(folderMembers).innerJoin(folders, eq(folders.id, folderMembers.folderId)).where(eq(folders.ownerId, row.ownerId)).limit(1).get())
		}
		if (!shares.get(row.ownerId)) continue
		const after = findTask(row.ownerId, row.id)
		if (after) recordChanges(by, row, after, now)
	}
}

/** keeps the newest HISTORY_KEPT changes of a task (by the (task, id) index) */
export function pruneHistory(taskId: string, kept = HISTORY_KEPT) {
	db().run(
		sql`delete from ${taskHistory} where ${taskHistory.taskId} = ${taskId} and ${taskHistory.id} <= (select id from ${taskHistory} where task_id = ${taskId} order by id desc limit 1 offset ${kept})`,
	)
}

export type HistoryLine = { id: number; at: number; by: string; what: string }

/** the task's change list, newest first: who (by name), what, when */
export function historyOf(taskId: string): HistoryLine[] {
	return db()
		.select({ id: taskHistory.id, at: taskHistory.at, by: sql<string>`coalesce(coalesce(nullif(${users.goesBy}, ''), ${users.firstName}), 'Someone')`, what: taskHistory.what })
		.from(taskHistory)
		.leftJoin(users, eq(users.id, taskHistory.by))
		.where(eq(taskHistory.taskId, taskId))
		.orderBy(desc(taskHistory.id))
		.limit(HISTORY_KEPT)
		.all()
}

/** the detail page's change list of a shared task, times in the person's zone; null for a task not shared */
export function changeListOf(task: Task, timeZone: string) {
	if (!isSharedTask(task)) return null
	return historyOf(task.id).map((h) => {
		const midnight = localMidnight(timeZone, h.at)
		return { id: h.id, who: h.by, what: h.what, when: displayDateTime(midnight, h.at - midnight, timeZone) }
	})
}

/** the task form's "Assigned to" choices for this task: its shared folder's owner and members (none: not shared) */
export function assignmentChoices(task: Task) {
	return assignableIn(task.ownerId, folderOfTask(task)).map((p) => ({ id: p.id, name: p.name }))
}

/** the person's assignments by others since their last page, as one toast's text (and gone once read); null: none */
/** a person's notices waiting, with who assigned and the task: asked on every page, so prepared once per connection */
const waitingNotices = preparedPerConnection((database) =>
	database
		.select({ taskId: assignmentNotices.taskId, by: sql<string>`coalesce(nullif(${users.goesBy}, ''), ${users.firstName}, '')`, title: tasks.title, assignedTo: tasks.assignedTo })
		.from(assignmentNotices)
		.innerJoin(tasks, eq(tasks.id, assignmentNotices.taskId))
		.leftJoin(users, eq(users.id, assignmentNotices.by))
		.where(eq(assignmentNotices.userId, sql.placeholder('userId')))
		.orderBy(assignmentNotices.at)
		.prepare(),
)

export function takeAssignmentNotices(userId: string): string | null {
	const rows = waitingNotices().all({ userId })
	// nothing to read (the common case): one look-up by the primary key, no write (a deleted task takes its notices)
	if (!rows.length) return null
	db().delete(assignmentNotices).where(eq(assignmentNotices.userId, userId)).run()
	// an assignment taken back before the person came by says nothing
	return assignedToast(rows.filter((r) => r.assignedTo === userId))
}

/** when each task's status was set (the trigger of migration 0031), by id; a task without one: since it was added */
export function statusTimes(ids: string[]): Map<string, number> {
	if (!ids.length) return new Map()
	return new Map(db().select().from(taskStatusTimes).where(inArray(taskStatusTimes.taskId, ids)).all().map((r) => [r.taskId, r.since]))
}
