// Deleting an account hands each folder it owns that others share over (issue 55 point 6; decision 381): to its first
// manager, else its first editor (by when they were added), with the folder's tasks (a sub-task goes where its parent
// goes). A folder shared only with viewers is deleted with the account: a viewer was trusted to look, not to keep and
// change someone's tasks. The Danger Zone says which folder goes to whom before the person confirms.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { assignmentNotices, folderMembers, folders, ownerVersions, reminderDeliveries, taskHistory, tasks, taskStatusTimes, users } from '#db/schema'
import { db, type Db } from '~/lib/db.server'
import { clearCountedChanges } from '~/tasks/kept-counts.server'
import type { MemberRole } from './roles'

type Database = Pick<Db, 'select' | 'selectDistinct' | 'insert' | 'update' | 'delete' | 'run'>

export type HandOver = { folderId: string; folder: string; heir: { id: string; name: string; role: MemberRole } | null; newName: string | null }

const nameSql = sql<string>`trim(coalesce(nullif(${users.goesBy}, ''), ${users.firstName}) || ' ' || ${users.lastName})`
const HEIR_ORDER = sql`case ${folderMembers.role} when 'manager' then 0 when 'editor' then 1 else 2 end`

/** the first manager, else the first editor, of a folder (by added_at); null when it has only viewers (or nobody) */
function heirOf(database: Database, folderId: string) {
	const first = database
		.select({ id: users.id, name: nameSql, role: folderMembers.role })
		.from(folderMembers)
		.innerJoin(users, eq(users.id, folderMembers.userId))
		.where(and(eq(folderMembers.folderId, folderId), isNull(users.disabledAt)))
		.orderBy(HEIR_ORDER, asc(folderMembers.addedAt), asc(users.email))
		.limit(1)
		.get()
	return first && first.role !== 'viewer' ? first : null
}

/** the person's own folders that have members, and what deleting their account does with each (the Danger Zone shows it) */
export function folderHandOvers(ownerId: string, database: Database = db()): HandOver[] {
	const shared = database
		.selectDistinct({ id: folders.id, name: folders.name })
		.from(folders)
		.innerJoin(folderMembers, eq(folderMembers.folderId, folders.id))
		.where(eq(folders.ownerId, ownerId))
		.orderBy(asc(folders.name))
		.all()
	return shared.map((f) => {
		const heir = heirOf(database, f.id)
		return { folderId: f.id, folder: f.name, heir, newName: heir ? freeName(database, heir.id, f.name, ownerId) : null }
	})
}

/**
 * The name the folder keeps with its new owner: its own, unless they have a folder by that name (any case) already;
 * then "Groceries (Ann’s)", numbered if that is taken too. Their own folder is never merged with it: the members would
 * see its tasks.
 */
function freeName(database: Database, heirId: string, name: string, ownerId: string) {
	const taken = new Set(database.select({ name: folders.name }).from(folders).where(eq(folders.ownerId, heirId)).all().map((f) => f.name.toLowerCase()))
	if (!taken.has(name.toLowerCase())) return name
	const owner = database.select({ name: nameSql }).from(users).where(eq(users.id, ownerId)).get()?.name || 'former owner'
	for (let n = 1; ; n++) {
		const candidate = `${name} (${owner}’s${n > 1 ? ` ${n}` : ''})`
		if (!taken.has(candidate.toLowerCase())) return candidate
	}
}

/** the tasks of a folder as the members see them: in it, or a sub-task whose parent is (access.server.ts's rule) */
const inFolder = (ownerId: string, name: string) =>
	and(
		eq(tasks.ownerId, ownerId),
		isNull(tasks.templateUseId),
		sql`coalesce((select p.folder from tasks p where p.id = ${tasks.parentId} and p.owner_id = ${tasks.ownerId}), ${tasks.folder}) = ${name}`,
	)

/** writes `rows` 200 at a time (one insert of thousands of rows would pass SQLite's limit on bound values) */
function inChunks<T>(rows: T[], write: (chunk: T[]) => void) {
	for (let i = 0; i < rows.length; i += 200) write(rows.slice(i, i + 200))
}

/**
 * Hands the folders over, in the caller's transaction (before the account is deleted). Each task moves as a delete and
 * an insert of the same row under its new owner, so every trigger (search, CalDAV changes, versions, counted changes)
 * sees it leave one person and arrive at another. The new owner is no longer a member; the other members stay.
 */
export function handOverFolders(database: Database, ownerId: string): HandOver[] {
	const plan = folderHandOvers(ownerId, database)
	for (const { folderId, folder, heir, newName } of plan) {
		if (!heir || !newName) continue
		const rows = database.select().from(tasks).where(inFolder(ownerId, folder)).all()
		if (rows.length) {
			const ids = rows.map((t) => t.id)
			// what the delete takes with it (foreign keys cascade) and the folder's people still read: each task's change
			// list and when its status was set (decision 396)
			const history = database.select().from(taskHistory).where(inArray(taskHistory.taskId, ids)).orderBy(asc(taskHistory.id)).all()
			const statusTimes = database.select().from(taskStatusTimes).where(inArray(taskStatusTimes.taskId, ids)).all()
			// and what was not said yet or was sent already: an assignee's notice still to read (the old owner's own goes:
			// the task is no longer theirs), and each reminder's delivery, now the heir's, so a sent one is not sent again
			const notices = database.select().from(assignmentNotices).where(inArray(assignmentNotices.taskId, ids)).all().filter((n) => n.userId !== ownerId)
			const deliveries = database.select().from(reminderDeliveries).where(inArray(reminderDeliveries.taskId, ids)).all()
			database.delete(tasks).where(inArray(tasks.id, ids)).run()
			inChunks(
				rows.map((t) => ({
					...t,
					ownerId: heir.id,
					folder: t.parentId || t.folder === folder ? newName : t.folder,
					createdBy: t.createdBy === heir.id ? null : t.createdBy,
					completedBy: t.completedBy === heir.id ? null : t.completedBy,
				})),
				(chunk) => database.insert(tasks).values(chunk).run(),
			)
			inChunks(history, (chunk) => database.insert(taskHistory).values(chunk).run())
			inChunks(statusTimes, (chunk) => database.insert(taskStatusTimes).values(chunk).run())
			inChunks(notices, (chunk) => database.insert(assignmentNotices).values(chunk).run())
			// each task's CalDAV address and UID (a client's own, for a task it made) go with it: a member's client sees the
			// same objects in the folder's collection, not new ones beside its copies. A name the heir has already is not
			// taken from them: that task goes under its default name (a task made in the app's), with its UID and lines; no
			// row is left under the old owner (Delete Data keeps the account: it would stand for a task that is not theirs)
			const handed = sql`owner_id = ${ownerId} and task_id in (select value from json_each(${JSON.stringify(ids)}))`
			database.run(sql`update or ignore dav_objects set owner_id = ${heir.id} where ${handed}`)
			database.run(sql`update or ignore dav_objects set owner_id = ${heir.id}, name = task_id || '.ics' where ${handed}`)
			database.run(sql`delete from dav_objects where ${handed}`)
			inChunks(
				deliveries.map((d) => ({ ...d, ownerId: heir.id })),
				(chunk) => database.insert(reminderDeliveries).values(chunk).run(),
			)
		}
		// the heir's membership goes first, while the folder still names the old owner (the membership triggers read it)
		database.delete(folderMembers).where(and(eq(folderMembers.folderId, folderId), eq(folderMembers.userId, heir.id))).run()
		const oldVersion = database.select({ version: ownerVersions.version }).from(ownerVersions).where(eq(ownerVersions.ownerId, ownerId)).get()?.version ?? 0
		database.update(folders).set({ ownerId: heir.id, name: newName }).where(eq(folders.id, folderId)).run()
		// the other members' data version loses the old owner's: moved on past it, so it never falls back (decision 364)
		const others = database.select({ id: folderMembers.userId }).from(folderMembers).where(eq(folderMembers.folderId, folderId)).all().map((m) => m.id)
		if (others.length) {
			database
				.update(ownerVersions)
				.set({ version: sql`${ownerVersions.version} + 1 + ${oldVersion}` })
				.where(inArray(ownerVersions.ownerId, others))
				.run()
		}
		// the heir's kept counts are counted again (their tasks changed by more than the log says)
		clearCountedChanges(database, heir.id)
	}
	return plan
}
