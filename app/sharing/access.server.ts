// The one place that answers what a person may do with a task (issue 55 point 6; decisions 362, 363): every read of
// tasks goes through `visibleTasksSql`, every write through `requireTaskAccess` (or `taskAccess`) first. A task is
// its owner's; another person sees it when it sits in a folder of its owner shared with them (a sub-task: when its
// parent does, sub-tasks go where their parent goes). The rules of each role are in roles.ts.
import { and, eq, sql, type SQL } from 'drizzle-orm'
import { data } from 'react-router'
import { folderMembers, folders, tasks, users } from '#db/schema'
import { db, preparedPerConnection } from '~/lib/db.server'
import { notFound } from '~/lib/not-found'
import { NO_SUCH_TASK, type Task } from '~/tasks/task-rows.server'
import { MEMBER_ROLES, may, refusal, type Access, type Action, type MemberRole } from './roles'

export type Membership = { folderId: string; folderName: string; ownerId: string; role: MemberRole }

const membershipRows = preparedPerConnection((database) =>
	database
		.select({ folderId: folders.id, folderName: folders.name, ownerId: folders.ownerId, role: folderMembers.role })
		.from(folderMembers)
		.innerJoin(folders, eq(folders.id, folderMembers.folderId))
		.where(eq(folderMembers.userId, sql.placeholder('personId')))
		.orderBy(folders.name)
		.prepare(),
)

/** the folders of other people shared with this person, by the (user) index of folder_members */
export function membershipsOf(personId: string): Membership[] {
	return membershipRows().all({ personId })
}

const anyMembership = preparedPerConnection((database) =>
	database.select({ one: sql<number>`1` }).from(folderMembers).where(eq(folderMembers.userId, sql.placeholder('personId'))).limit(1).prepare(),
)

/** whether anything is shared with this person: when not, their reads stay exactly `owner_id = me` (and its plans) */
export function hasSharedFolders(personId: string): boolean {
	return anyMembership().get({ personId }) !== undefined
}

/** what a person is to a folder of `ownerId` named `folderName`: its owner, a member's role, or nothing */
export function folderAccess(personId: string, ownerId: string, folderName: string): Access | null {
	if (ownerId === personId) return 'owner'
	if (!folderName) return null
	return membershipsOf(personId).find((m) => m.ownerId === ownerId && m.folderName === folderName)?.role ?? null
}

const parentFolder = preparedPerConnection((database) =>
	database
		.select({ folder: tasks.folder })
		.from(tasks)
		.where(and(eq(tasks.ownerId, sql.placeholder('ownerId')), eq(tasks.id, sql.placeholder('id'))))
		.prepare(),
)

/** what a person is to a task: its owner, a member of the shared folder it (or its parent) sits in, or nothing */
export function taskAccess(personId: string, task: Pick<Task, 'ownerId' | 'folder' | 'parentId'>): Access | null {
	if (task.ownerId === personId) return 'owner'
	const folder = task.parentId ? (parentFolder().get({ ownerId: task.ownerId, id: task.parentId })?.folder ?? '') : task.folder
	return folderAccess(personId, task.ownerId, folder)
}

const anyTaskById = preparedPerConnection((database) =>
	database
		.select()
		.from(tasks)
		.where(and(eq(tasks.id, sql.placeholder('id')), sql`${tasks.templateUseId} is null`))
		.prepare(),
)

/** a task this person may see, with what they are to it; undefined for a task they may not see or that is not there */
export function findVisibleTask(personId: string, id: string): { task: Task; access: Access } | undefined {
	const task = anyTaskById().get({ id })
	if (!task) return undefined
	const access = taskAccess(personId, task)
	return access ? { task, access } : undefined
}

/** the refusal to throw: a 404 that says nothing exists, or a 403 for a member whose role does not allow it */
export function refused(access: Access | null | undefined) {
	return refusal(access) === 404
		? notFound(NO_SUCH_TASK)
		: data({ title: 'Not allowed', message: 'You may see this task, but your role in its shared folder does not allow this change.' }, { status: 403 })
}

/**
 * The task and whose it is, when this person may do `action` with it; otherwise a 404 (may not see it) or a 403 (a
 * viewer's write) thrown. Writes then run with `ownerId`, the task's owner, as the task's own functions expect.
 */
export function requireTaskAccess(personId: string, id: string | null | undefined, action: Action): { task: Task; access: Access; ownerId: string } {
	const found = id ? findVisibleTask(personId, id) : undefined
	if (!found || !may(found.access, action)) throw refused(found?.access)
	return { ...found, ownerId: found.task.ownerId }
}

/**
 * The tasks a person may see, as a condition on `tasks`: their own, and those of a folder shared with them (a
 * sub-task by its parent's folder). For someone with nothing shared it is `owner_id = me`, the condition every list's
 * index and plan was made for (decision 173); the lists key their prepared statements by `hasSharedFolders`.
 */
export function visibleTasksSql(personId: string, shared = hasSharedFolders(personId), roles?: readonly MemberRole[]): SQL {
	if (!shared) return eq(tasks.ownerId, personId)
	const role = roles ? sql` and m.role in (${sql.join(
		roles.map((r) => sql`${r}`),
		sql`, `,
	)})` : sql``
	return sql`(${tasks.ownerId} = ${personId} or (${tasks.ownerId}, coalesce((select p.folder from tasks p where p.id = ${tasks.parentId} and p.owner_id = ${tasks.ownerId}), ${tasks.folder})) in (select f.owner_id, f.name from folder_members m join folders f on f.id = m.folder_id where m.user_id = ${personId}${role}))`
}

/** the roles that may change a shared folder's tasks (roles.ts) */
const CHANGING_ROLES = MEMBER_ROLES.filter((r) => may(r, 'change'))

/**
 * The tasks a person may change, as a condition on `tasks`: their own, and those of folders shared with them as an
 * editor or manager (the weekly review's steps: a viewer has nothing to decide about a task they may not change).
 */
export function changeableTasksSql(personId: string): SQL {
	return visibleTasksSql(personId, hasSharedFolders(personId), CHANGING_ROLES)
}

/**
 * one owner's folders shared with a person: a list reads each owner's shared tasks apart from the person's own.
 * `part`: only its top-level tasks (each in by its own row, so its count can be kept by the changed rows) or only its
 * sub-tasks (in by their parent's folder); none: both (decision 400).
 */
export type SharedArm = { ownerId: string; folders: string[]; part?: 'top' | 'sub' }

/** the folders shared with a person, by owner (in the order of `membershipsOf`) */
export function sharedArms(personId: string): SharedArm[] {
	const arms = new Map<string, string[]>()
	for (const m of membershipsOf(personId)) arms.set(m.ownerId, [...(arms.get(m.ownerId) ?? []), m.folderName])
	return [...arms].map(([ownerId, folders]) => ({ ownerId, folders }))
}

/**
 * One owner's tasks in the folders shared with the person (a sub-task by its parent's folder), as a condition that
 * starts `owner_id = ?`: the owner's own indexes serve it in order, so a page reads about a page of their rows (the
 * `or` of `visibleTasksSql` read every row of both people and sorted them: 9-19 ms a list on 10,000 tasks each).
 */
export function sharedArmSql(arm: SharedArm): SQL {
	const names = sql.join(
		arm.folders.map((f) => sql`${f}`),
		sql`, `,
	)
	if (arm.part === 'top') return sql`(${tasks.ownerId} = ${arm.ownerId} and ${tasks.parentId} is null and ${tasks.folder} in (${names}))`
	if (arm.part === 'sub')
		return sql`(${tasks.ownerId} = ${arm.ownerId} and ${tasks.parentId} in (select p.id from tasks p where p.owner_id = ${arm.ownerId} and p.folder in (${names}) and p.parent_id is null))`
	// a case, not an or: SQLite would answer an or with two index reads and a union, where one read of the owner's
	// index in order is what a page wants; the parents in the folders are read once (the (owner, folder) index)
	return sql`(${tasks.ownerId} = ${arm.ownerId} and (case when ${tasks.parentId} is null then ${tasks.folder} in (${names}) else ${tasks.parentId} in (select p.id from tasks p where p.owner_id = ${arm.ownerId} and p.folder in (${names}) and p.parent_id is null) end))`
}

/**
 * Whose a new task in `folderName` is when this person adds it: a folder of their own by that name (or none) keeps it
 * theirs; a folder shared with them where they may add makes it the folder owner's. Null: shared, but only to view.
 */
export function ownerOfNewTask(personId: string, folderName: string): string | null {
	if (!folderName) return personId
	const own = db().select({ id: folders.id }).from(folders).where(and(eq(folders.ownerId, personId), eq(folders.name, folderName))).get()
	if (own) return personId
	const shared = membershipsOf(personId).find((m) => m.folderName === folderName)
	if (!shared) return personId
	return may(shared.role, 'add') ? shared.ownerId : null
}

/** the names of the folders shared with this person where they may add tasks (the forms' and quick add's choices) */
export function addableSharedFolders(personId: string): string[] {
	return [...new Set(membershipsOf(personId).filter((m) => may(m.role, 'add')).map((m) => m.folderName))]
}

/** the folders of `ownerId` shared with this person where they may add: where a member may move a task of theirs */
export function sharedFolderChoices(personId: string, ownerId: string): string[] {
	return membershipsOf(personId)
		.filter((m) => m.ownerId === ownerId && may(m.role, 'add'))
		.map((m) => m.folderName)
}

/**
 * Who completed a task, when that is not its owner (issue 55 point 4): set by a member's complete, cleared by a reopen
 * or the owner's own complete. Writes nothing (no trigger, no version) when it already says so.
 */
export function noteCompletedBy(ownerId: string, taskId: string, by: string | null) {
	const value = by === ownerId ? null : by
	db()
		.update(tasks)
		.set({ completedBy: value })
		.where(and(eq(tasks.id, taskId), eq(tasks.ownerId, ownerId), sql`${tasks.completedBy} is not ${value}`))
		.run()
}

/** for the cards of tasks shared with a person: who shares each (by name) and whether it is theirs to view only */
export function sharedTaskNotes(personId: string, rows: Pick<Task, 'id' | 'ownerId' | 'folder' | 'parentId'>[]): Map<string, { sharedBy: string; viewOnly?: true }> {
	const notes = new Map<string, { sharedBy: string; viewOnly?: true }>()
	const names = new Map<string, string>()
	for (const row of rows) {
		if (row.ownerId === personId) continue
		const access = taskAccess(personId, row)
		if (!access) continue
		if (!names.has(row.ownerId)) {
			const owner = db().select({ name: sql<string>`coalesce(nullif(${users.goesBy}, ''), ${users.firstName})` }).from(users).where(eq(users.id, row.ownerId)).get()
			names.set(row.ownerId, owner?.name ?? '')
		}
		const viewOnly = !may(access, 'change')
		notes.set(row.id, { sharedBy: `Shared by ${names.get(row.ownerId)}${viewOnly ? ', view only' : ''}`, ...(viewOnly ? { viewOnly: true as const } : null) })
	}
	return notes
}
