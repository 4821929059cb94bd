// A person's tasks as CalDAV collections and objects (issue 28, docs/decisions/231): one collection per folder plus
// one for tasks without a folder, an object per confirmed task. Every query is scoped to the owner.
import crypto from 'node:crypto'
import { and, asc, eq, gt, inArray, isNull, notInArray, sql } from 'drizzle-orm'
import { davChanges, davObjects, folders, tasks, trashedTasks } from '#db/schema'
import { db } from '~/lib/db.server'
import { TOMBSTONE_MS } from '~/tasks/trash-purge.server'
import type { Task } from '~/tasks/tasks.server'
import { patchedText } from './patch'
import { vtodoText } from './vtodo'
import type { SentFields } from './vtodo-lines'

/** the collection of tasks without a folder (and of tasks whose folder name is no folder of theirs) */
export const NO_FOLDER = 'no-folder'

export type Collection = { id: string; name: string; folder: string }
export type DavObject = { task: Task; name: string; uid: string; extra: string; parentUid: string | null; sent: string | null; sentFields: string | null }
type Stored = { name: string; uid: string; extra: string; sent?: string | null; sentFields?: string | null }

export function collectionsOf(ownerId: string): Collection[] {
	const rows = db().select({ id: folders.id, name: folders.name }).from(folders).where(eq(folders.ownerId, ownerId)).orderBy(asc(folders.customOrder), asc(folders.name)).all()
	return [{ id: NO_FOLDER, name: 'Tasks without a folder', folder: '' }, ...rows.map((f) => ({ id: f.id, name: f.name, folder: f.name }))]
}

export function collectionById(ownerId: string, id: string): Collection | undefined {
	return collectionsOf(ownerId).find((c) => c.id === id)
}

/** the collection a task is in */
export function collectionOfTask(ownerId: string, task: Pick<Task, 'folder'>): Collection {
	const all = collectionsOf(ownerId)
	return all.find((c) => c.id !== NO_FOLDER && c.folder === task.folder) ?? all[0]!
}

function folderCondition(ownerId: string, collection: Collection) {
	if (collection.id !== NO_FOLDER) return eq(tasks.folder, collection.folder)
	const names = collectionsOf(ownerId).slice(1).map((c) => c.folder)
	return names.length ? notInArray(tasks.folder, names) : undefined
}

const defaultName = (taskId: string) => `${taskId}.ics`

const CHUNK = 5000

/** what is stored per object of the owner, by task id: of every object, or (one query per 5,000) of the tasks named */
function storedOf(ownerId: string, taskIds?: string[]) {
	const stored = new Map<string, Stored>()
	if (!taskIds) {
		for (const r of db().select().from(davObjects).where(eq(davObjects.ownerId, ownerId)).all()) stored.set(r.taskId, r)
		return stored
	}
	const ids = [...new Set(taskIds)]
	for (let i = 0; i < ids.length; i += CHUNK) {
		const rows = db().select().from(davObjects).where(and(eq(davObjects.ownerId, ownerId), inArray(davObjects.taskId, ids.slice(i, i + CHUNK)))).all()
		for (const r of rows) stored.set(r.taskId, r)
	}
	return stored
}

/** what is stored for these tasks and their parents (for RELATED-TO) */
const storedAround = (ownerId: string, list: Task[]) => storedOf(ownerId, list.flatMap((t) => (t.parentId ? [t.id, t.parentId] : [t.id])))

function asObject(task: Task, stored: Map<string, Stored>): DavObject {
	const own = stored.get(task.id)
	const parentUid = task.parentId ? (stored.get(task.parentId)?.uid ?? task.parentId) : null
	return { task, name: own?.name ?? defaultName(task.id), uid: own?.uid ?? task.id, extra: own?.extra ?? '', parentUid, sent: own?.sent ?? null, sentFields: own?.sentFields ?? null }
}

/** every object of a collection */
export function objectsIn(ownerId: string, collection: Collection): DavObject[] {
	const stored = storedOf(ownerId)
	return db()
		.select()
		.from(tasks)
		.where(and(eq(tasks.ownerId, ownerId), isNull(tasks.templateUseId), folderCondition(ownerId, collection)))
		.all()
		.map((t) => asObject(t, stored))
}

/** the owner's tasks of these ids (not those of templates), by id */
function tasksById(ownerId: string, ids: string[]) {
	const found = new Map<string, Task>()
	const unique = [...new Set(ids)]
	for (let i = 0; i < unique.length; i += CHUNK) {
		const rows = db().select().from(tasks).where(and(eq(tasks.ownerId, ownerId), inArray(tasks.id, unique.slice(i, i + CHUNK)), isNull(tasks.templateUseId))).all()
		for (const t of rows) found.set(t.id, t)
	}
	return found
}

/**
 * The owner's objects of these names (in any of their collections), by name; a name that is no object of theirs is
 * absent. A few queries whatever the number of names (a calendar-multiget's hrefs): the rows stored under the names,
 * the tasks, and the stored rows of their parents.
 */
export function objectsByNames(ownerId: string, names: string[]): Map<string, DavObject> {
	const unique = [...new Set(names)]
	const taskIdOf = new Map<string, string>()
	for (let i = 0; i < unique.length; i += CHUNK) {
		const rows = db().select({ name: davObjects.name, taskId: davObjects.taskId }).from(davObjects).where(and(eq(davObjects.ownerId, ownerId), inArray(davObjects.name, unique.slice(i, i + CHUNK)))).all()
		for (const r of rows) taskIdOf.set(r.name, r.taskId)
	}
	for (const name of unique) if (!taskIdOf.has(name) && name.endsWith('.ics')) taskIdOf.set(name, name.slice(0, -4))
	const found = tasksById(ownerId, [...taskIdOf.values()])
	const stored = storedAround(ownerId, [...found.values()])
	const objects = new Map<string, DavObject>()
	for (const [name, taskId] of taskIdOf) {
		const task = found.get(taskId)
		if (!task) continue
		const object = asObject(task, stored)
		// a task with an address of its own is not also at its default one
		if (object.name === name) objects.set(name, object)
	}
	return objects
}

/** an object of the owner by the name of its address (in any of their collections), or undefined */
export function objectByName(ownerId: string, name: string): DavObject | undefined {
	return objectsByNames(ownerId, [name]).get(name)
}

/** the object of one of the owner's tasks, by the task's id */
export function objectOfTask(ownerId: string, taskId: string): DavObject | undefined {
	const task = tasksById(ownerId, [taskId]).get(taskId)
	return task && asObject(task, storedAround(ownerId, [task]))
}

/** whether a task is in a collection, given the names of the owner's folders (collectionsOf) */
export function taskInside(collection: Collection, task: Pick<Task, 'folder'>, folderNames: Set<string>) {
	return collection.id === NO_FOLDER ? !folderNames.has(task.folder) : task.folder === collection.folder
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

/**
 * The object's text and its ETag (a hash of the text: whatever changes the text changes the tag): the client's object
 * as it sent it, patched where the task changed since (decision 280); a task made in the app written whole.
 */
export function rendered(object: DavObject, timeZone: string) {
	const text =
		object.sent !== null && object.sentFields !== null
			? patchedText(object.sent, JSON.parse(object.sentFields) as SentFields, object.task, object.parentUid, timeZone)
			: vtodoText(object.task, { uid: object.uid, parentUid: object.parentUid, extra: object.extra, timeZone })
	return { text, etag: `"${crypto.createHash('sha1').update(text).digest('base64url').slice(0, 22)}"` }
}

/** The owner's sync point: the time of their latest task change (0 before any); every collection's sync token. */
export function syncPoint(ownerId: string): number {
	return db().select({ at: sql<number | null>`max(${davChanges.at})` }).from(davChanges).where(eq(davChanges.ownerId, ownerId)).get()?.at ?? 0
}

/** a token older than the tombstones kept (the hourly purge) could miss deletes: the client must sync afresh */

export const tokenStillValid = (since: number, now = Date.now()) => since >= now - TOMBSTONE_MS

/**
 * What changed in a collection after `since`: objects changed in it, and names gone from it (deleted, moved to
 * another collection). A name gone may never have been in this collection: clients ignore such a 404.
 */
export function changesSince(ownerId: string, collection: Collection, since: number) {
	const changes = db().select().from(davChanges).where(and(eq(davChanges.ownerId, ownerId), gt(davChanges.at, since))).all()
	if (!changes.length) return { changed: [] as DavObject[], gone: [] as string[] }
	const live = tasksById(ownerId, changes.map((c) => c.taskId))
	const stored = storedOf(ownerId, [...changes.map((c) => c.taskId), ...[...live.values()].flatMap((t) => (t.parentId ? [t.parentId] : []))])
	const named = new Set(collectionsOf(ownerId).slice(1).map((c) => c.folder))
	const inside = (task: Task) => taskInside(collection, task, named)
	const changed: DavObject[] = []
	const gone: string[] = []
	for (const change of changes) {
		const task = live.get(change.taskId)
		if (task && inside(task)) changed.push(asObject(task, stored))
		else gone.push(stored.get(change.taskId)?.name ?? defaultName(change.taskId))
	}
	return { changed, gone }
}
