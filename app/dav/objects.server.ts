// A person's tasks as CalDAV collections and objects (issue 28, docs/decisions/231): one collection per folder plus
// one for tasks without a folder, an object per confirmed task. Every query is scoped to the owner.
import { and, asc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm'
import { alias, type SQLiteColumn } from 'drizzle-orm/sqlite-core'
import { davChanges, davObjects, folders, tasks, trashedTasks, users } from '#db/schema'
import { db, preparedPerConnection } from '~/lib/db.server'
import { TOMBSTONE_MS } from '~/tasks/trash-purge.server'
import type { Task } from '~/tasks/tasks.server'
import { sharedFolderOf, type Collection } from './collection'
import { sharedCollectionById } from './shared-collections.server'

export type { Collection } from './collection'

/** the collection of tasks without a folder (and of tasks whose folder name is no folder of theirs) */
export const NO_FOLDER = 'no-folder'

/**
 * `version`: the task's `dav_changes.at`, which every write of its row or of its stored object moves (decision 359);
 * `parentFolder`: its parent's folder (null without one); `assignedEmail`: the email of the member it is assigned to
 */
export type DavObject = {
	task: Task
	name: string
	uid: string
	extra: string
	parentUid: string | null
	sent: string | null
	sentFields: string | null
	version: number | null
	parentFolder: string | null
	assignedEmail: string | null
}
type Stored = { name: string; uid: string; extra: string; sent?: string | null; sentFields?: string | null }

const folderRows = preparedPerConnection((database) =>
	database.select({ id: folders.id, name: folders.name }).from(folders).where(eq(folders.ownerId, sql.placeholder('ownerId'))).orderBy(asc(folders.customOrder), asc(folders.name)).prepare(),
)

export function collectionsOf(ownerId: string): Collection[] {
	const rows = folderRows().all({ ownerId })
	return [{ id: NO_FOLDER, name: 'Tasks without a folder', folder: '' }, ...rows.map((f) => ({ id: f.id, name: f.name, folder: f.name }))]
}

/** one of the person's collections by its id: their own, or a folder shared with them (decision 377) */
export function collectionById(personId: string, id: string): Collection | undefined {
	return sharedCollectionById(personId, id) ?? collectionsOf(personId).find((c) => c.id === id)
}

/** the collection a task is in */
export function collectionOfTask(ownerId: string, task: Pick<Task, 'folder'>): Collection {
	const all = collectionsOf(ownerId)
	return all.find((c) => c.id !== NO_FOLDER && c.folder === task.folder) ?? all[0]!
}

export const defaultName = (taskId: string) => `${taskId}.ics`

/** ids or names bound as one JSON array: one statement, prepared once per connection, for any number of them */
const inJson = (column: SQLiteColumn, placeholder: string) => sql`${column} in (select value from json_each(${sql.placeholder(placeholder)}))`
const parentObjects = alias(davObjects, 'parent_objects')
const parentTasks = alias(tasks, 'parent_tasks')
const assignees = alias(users, 'assignees')

/**
 * The owner's tasks (not those of templates) with what is stored for each and the UID of its parent, in one query
 * (issue 50.2: a first sync of 10,000 tasks read every stored row once per href, then in a few queries built anew
 * for every request): `where` picks the tasks.
 */
const objectRows = (where: SQL, owned: SQL = and(eq(tasks.ownerId, sql.placeholder('ownerId')), isNull(tasks.templateUseId))!) =>
	preparedPerConnection((database) =>
		database
			.select({
				task: tasks,
				name: davObjects.name,
				uid: davObjects.uid,
				extra: davObjects.extra,
				sent: davObjects.sent,
				sentFields: davObjects.sentFields,
				parentUid: parentObjects.uid,
				version: davChanges.at,
				parentFolder: parentTasks.folder,
				assignedEmail: assignees.email,
			})
			.from(tasks)
			.leftJoin(davObjects, and(eq(davObjects.taskId, tasks.id), eq(davObjects.ownerId, tasks.ownerId)))
			.leftJoin(davChanges, eq(davChanges.taskId, tasks.id))
			.leftJoin(parentObjects, and(eq(parentObjects.taskId, tasks.parentId), eq(parentObjects.ownerId, tasks.ownerId)))
			.leftJoin(parentTasks, and(eq(parentTasks.id, tasks.parentId), eq(parentTasks.ownerId, tasks.ownerId)))
			.leftJoin(assignees, eq(assignees.id, tasks.assignedTo))
			.where(and(owned, where))
			.prepare(),
	)
/**
 * of the ids given, each found by its primary key: the unary `+` keeps SQLite from reading every task of the owner
 * through an index on the owner and testing each against the list (a PUT looked its object up that way twice, so
 * creating 10,000 tasks from a client grew with the square of the list)
 */
const rowsOfIds = objectRows(inJson(tasks.id, 'ids'), sql`+${tasks.ownerId} = ${sql.placeholder('ownerId')} and +${tasks.templateUseId} is null`)
/** of one folder */
const rowsOfFolder = objectRows(eq(tasks.folder, sql.placeholder('folder')))
/** of a folder shared with the caller: a sub-task by its parent's folder (decision 377) */
const rowsOfSharedFolder = objectRows(sql`coalesce(${parentTasks.folder}, ${tasks.folder}) = ${sql.placeholder('folder')}`)
/** of no folder of theirs (the names of their folders given) */
const rowsOfNoFolder = objectRows(sql`${tasks.folder} not in (select value from json_each(${sql.placeholder('names')}))`)
/** the task ids stored under these names */
const idsOfNames = preparedPerConnection((database) =>
	database
		.select({ name: davObjects.name, taskId: davObjects.taskId })
		.from(davObjects)
		.where(and(eq(davObjects.ownerId, sql.placeholder('ownerId')), inJson(davObjects.name, 'names')))
		.prepare(),
)

type ObjectRow = ReturnType<ReturnType<typeof rowsOfIds>['all']>[number]
function rowObject(r: ObjectRow): DavObject {
	const parentUid = r.task.parentId ? (r.parentUid ?? r.task.parentId) : null
	const parentFolder = r.task.parentId ? r.parentFolder : null
	return { task: r.task, name: r.name ?? defaultName(r.task.id), uid: r.uid ?? r.task.id, extra: r.extra ?? '', parentUid, sent: r.sent, sentFields: r.sentFields, version: r.version, parentFolder, assignedEmail: r.assignedEmail }
}

/** every object of a collection (`ownerId`: whose tasks it holds, `holderOf`) */
export function objectsIn(ownerId: string, collection: Collection): DavObject[] {
	const rows = collection.shared
		? rowsOfSharedFolder().all({ ownerId, folder: collection.folder })
		: collection.id !== NO_FOLDER
			? rowsOfFolder().all({ ownerId, folder: collection.folder })
			: rowsOfNoFolder().all({ ownerId, names: JSON.stringify(collectionsOf(ownerId).slice(1).map((c) => c.folder)) })
	return rows.map(rowObject)
}

/** the owner's objects of these task ids */
export const objectsOfTasks = (ownerId: string, ids: string[]) => [...objectsOfIds(ownerId, ids).values()]

/** the owner's objects of these task ids, by task id */
function objectsOfIds(ownerId: string, ids: string[]) {
	const found = new Map<string, DavObject>()
	if (ids.length) for (const r of rowsOfIds().all({ ownerId, ids: JSON.stringify([...new Set(ids)]) })) found.set(r.task.id, rowObject(r))
	return found
}

/**
 * The owner's objects of these names (in any of their collections), by name; a name that is no object of theirs is
 * absent. Two prepared queries whatever the number of names (a calendar-multiget's hrefs): the task ids stored under
 * the names, then the tasks with what is stored for them and their parents.
 */
export function objectsByNames(ownerId: string, names: string[]): Map<string, DavObject> {
	const unique = [...new Set(names)]
	const taskIdOf = new Map<string, string>()
	if (unique.length) for (const r of idsOfNames().all({ ownerId, names: JSON.stringify(unique) })) taskIdOf.set(r.name, r.taskId)
	for (const name of unique) if (!taskIdOf.has(name) && name.endsWith('.ics')) taskIdOf.set(name, name.slice(0, -4))
	const found = objectsOfIds(ownerId, [...taskIdOf.values()])
	const objects = new Map<string, DavObject>()
	for (const [name, taskId] of taskIdOf) {
		const object = found.get(taskId)
		// a task with an address of its own is not also at its default one
		if (object && object.name === name) objects.set(name, object)
	}
	return objects
}

/** an object of the owner by the name of its address (in any of their collections), or undefined */
export function objectByName(ownerId: string, name: string): DavObject | undefined {
	return objectsByNames(ownerId, [name]).get(name)
}

/** the object of one of the owner's tasks, by the task's id */
export function objectOfTask(ownerId: string, taskId: string): DavObject | undefined {
	return objectsOfIds(ownerId, [taskId]).get(taskId)
}

/** whether a task is in a collection, given the names of the owner's folders (collectionsOf) */
export function taskInside(collection: Collection, task: Pick<Task, 'folder'>, folderNames: Set<string>) {
	return collection.id === NO_FOLDER ? !folderNames.has(task.folder) : task.folder === collection.folder
}

/** whether an object is in a collection: a shared one by its folder (a sub-task by its parent's), an own one as taskInside */
export function objectInside(collection: Collection, object: Pick<DavObject, 'task' | 'parentFolder'>, folderNames: Set<string>) {
	return collection.shared ? sharedFolderOf(object.task, object.parentFolder) === collection.folder : taskInside(collection, object.task, folderNames)
}

/** the task of the owner a client's UID names (a stored UID, or a task's own id), or undefined */
export function taskIdOfUid(ownerId: string, uid: string): string | undefined {
	const row = db().select({ taskId: davObjects.taskId }).from(davObjects).where(and(eq(davObjects.ownerId, ownerId), eq(davObjects.uid, uid))).get()
	if (row) return row.taskId
	// a task made in the app has its id as UID, also while it is in the trash
	const own =
		db().select({ id: tasks.id }).from(tasks).where(and(eq(tasks.ownerId, ownerId), eq(tasks.id, uid))).get() ??
		db().select({ id: trashedTasks.id }).from(trashedTasks).where(and(eq(trashedTasks.ownerId, ownerId), eq(trashedTasks.id, uid))).get()
	return own && !db().select({ taskId: davObjects.taskId }).from(davObjects).where(eq(davObjects.taskId, own.id)).get() ? own.id : undefined
}

export function saveStored(ownerId: string, taskId: string, stored: Stored) {
	db()
		.insert(davObjects)
		.values({ taskId, ownerId, ...stored })
		.onConflictDoUpdate({ target: davObjects.taskId, set: stored })
		.run()
}

/** the names stored for these task ids */
const namesOfIds = preparedPerConnection((database) =>
	database
		.select({ taskId: davObjects.taskId, name: davObjects.name })
		.from(davObjects)
		.where(and(eq(davObjects.ownerId, sql.placeholder('ownerId')), inJson(davObjects.taskId, 'ids')))
		.prepare(),
)

/** The owner's sync point: the time of their latest task change (0 before any); each of their own collections' sync token. */
export function syncPoint(ownerId: string): number {
	return latestChange().get({ ownerId })?.at ?? 0
}
/** prepared once per connection: every request of a sync reads it (decision 370) */
const latestChange = preparedPerConnection((database) =>
	database.select({ at: sql<number | null>`max(${davChanges.at})` }).from(davChanges).where(eq(davChanges.ownerId, sql.placeholder('ownerId'))).prepare(),
)

/** a token older than the tombstones kept (the hourly purge) could miss deletes: the client must sync afresh */

export const tokenStillValid = (since: number, now = Date.now()) => since >= now - TOMBSTONE_MS

/**
 * What changed in one of the person's own collections after `since`: objects changed in it, and names gone from it
 * (deleted, moved to another collection). A name gone may never have been in this collection: clients ignore such a
 * 404. A shared collection's sync is ./shared-sync.server.ts's (decision 404): no name of the owner's other tasks.
 */
export function changesSince(ownerId: string, collection: Collection, since: number) {
	const changes = db().select().from(davChanges).where(and(eq(davChanges.ownerId, ownerId), gt(davChanges.at, since))).all()
	if (!changes.length) return { changed: [] as DavObject[], gone: [] as string[] }
	const live = objectsOfIds(ownerId, changes.map((c) => c.taskId))
	const named = new Set(collectionsOf(ownerId).slice(1).map((c) => c.folder))
	const inside = (taskId: string) => live.has(taskId) && taskInside(collection, live.get(taskId)!.task, named)
	const changed: DavObject[] = []
	const gone: string[] = []
	// a task gone from this collection (deleted, moved) goes by the name stored for it, if it still has a row
	const goneIds = changes.filter((c) => !inside(c.taskId)).map((c) => c.taskId)
	const storedNames = new Map<string, string>()
	if (goneIds.length) for (const r of namesOfIds().all({ ownerId, ids: JSON.stringify(goneIds) })) storedNames.set(r.taskId, r.name)
	for (const change of changes) {
		if (inside(change.taskId)) changed.push(live.get(change.taskId)!)
		else gone.push(storedNames.get(change.taskId) ?? defaultName(change.taskId))
	}
	return { changed, gone }
}
