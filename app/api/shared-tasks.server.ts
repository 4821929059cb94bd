// Tasks of shared folders through the JSON API (issue 55 points 2 and 6; decision 380): every call about one task asks
// the one access function (app/sharing/access.server.ts) first, a list shows what the person may see, a task shows
// who it is assigned to and who shares it, and `assignedTo` may name only a member of the task's folder (or its owner).
import { and, eq, inArray, sql } from 'drizzle-orm'
import { tasks, users } from '#db/schema'
import { db } from '~/lib/db.server'
import { findVisibleTask, ownerOfNewTask, taskAccess } from '~/sharing/access.server'
import { assignableIn } from '~/sharing/assignable.server'
import { folderOfTask } from '~/sharing/assignment.server'
import { may, refusal, ROLE_NAMES, type Access, type Action, type MemberRole } from '~/sharing/roles'
import type { Task } from '~/tasks/task-rows.server'
import { ApiError, notFound } from './envelope'
import { presentTask, type TaskPeople } from './shapes'

export const API_SHARING_TEXTS = {
	viewOnly: (role: MemberRole) => `Your role in this task’s shared folder (${ROLE_NAMES[role]}) does not allow this change.`,
	viewOnlyFolder: (folder: string) => `The folder “${folder}” is shared with you to view only: you cannot add tasks to it.`,
	notAssignable: 'assignedTo: not a member of the task’s folder. Assign it to the folder’s owner or one of its members (their id), or send null.',
} as const

/**
 * The task and whose it is, when the caller may do `action` with it; otherwise the API's 404 (may not see it: nothing
 * said about what exists) or 403 (a member whose role does not allow it).
 */
export function apiTaskAccess(personId: string, id: string, action: Action): { task: Task; access: Access; ownerId: string } {
	const found = findVisibleTask(personId, id)
	if (found && may(found.access, action)) return { ...found, ownerId: found.task.ownerId }
	if (!found || refusal(found.access) === 404 || found.access === 'owner') throw notFound('task')
	throw new ApiError(403, API_SHARING_TEXTS.viewOnly(found.access))
}

const personName = sql<string>`coalesce(nullif(${users.goesBy}, ''), ${users.firstName})`

/** the names and sharing notes the task shapes need, in two small queries for the whole page */
export function taskPeople(personId: string, rows: Task[]): TaskPeople {
	const ids = new Set<string>()
	for (const t of rows) {
		if (t.assignedTo) ids.add(t.assignedTo)
		if (t.ownerId !== personId) ids.add(t.ownerId)
	}
	const names = new Map(ids.size ? db().select({ id: users.id, name: personName }).from(users).where(inArray(users.id, [...ids])).all().map((u) => [u.id, u.name] as const) : [])
	const shared = new Map<string, { id: string; name: string; role: MemberRole }>()
	for (const t of rows) {
		if (t.ownerId === personId) continue
		const access = taskAccess(personId, t)
		if (access && access !== 'owner') shared.set(t.id, { id: t.ownerId, name: names.get(t.ownerId) ?? '', role: access })
	}
	return { names, shared }
}

export function presentTasksFor(personId: string, rows: Task[]) {
	const people = taskPeople(personId, rows)
	return rows.map((t) => presentTask(t, people))
}

/** whose a new task is when the caller adds it in `folder`: theirs, or the shared folder's owner's; 403 when view only */
export function apiOwnerOfNewTask(personId: string, folder: string): string {
	const owner = ownerOfNewTask(personId, folder)
	if (owner === null) throw new ApiError(403, API_SHARING_TEXTS.viewOnlyFolder(folder))
	return owner
}

export type AssignmentInput = { assignedTo?: string | null; waitingFor?: string | null }

/**
 * The assignment a task will have after a call: `assignedTo` sent must be the folder's owner or a member (else a 400
 * naming the field, before anything changes); not sent, it stays unless the task left the folder of its assignee.
 */
export function checkedAssignment(task: Pick<Task, 'ownerId' | 'folder' | 'parentId' | 'assignedTo' | 'waitingFor'>, input: AssignmentInput, prefix = 'data') {
	const allowed = assignableIn(task.ownerId, folderOfTask(task)).map((p) => p.id)
	let assignedTo = task.assignedTo
	if (input.assignedTo !== undefined) {
		if (input.assignedTo !== null && !allowed.includes(input.assignedTo)) throw new ApiError(400, `${prefix}.${API_SHARING_TEXTS.notAssignable}`)
		assignedTo = input.assignedTo
	} else if (assignedTo && !allowed.includes(assignedTo)) {
		assignedTo = null
	}
	const waitingFor = input.waitingFor === undefined ? task.waitingFor : (input.waitingFor ?? '').trim()
	return { assignedTo, waitingFor }
}

/** stores the assignment (nothing written when it is already so) */
export function storeAssignment(ownerId: string, taskId: string, assignment: { assignedTo: string | null; waitingFor: string }) {
	db()
		.update(tasks)
		.set(assignment)
		.where(and(eq(tasks.id, taskId), eq(tasks.ownerId, ownerId), sql`(${tasks.assignedTo} is not ${assignment.assignedTo} or ${tasks.waitingFor} is not ${assignment.waitingFor})`))
		.run()
}
