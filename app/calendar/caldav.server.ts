// A person's tasks as CalDAV task lists (issue 28, docs/decisions/231): one collection per folder and one for tasks
// without a folder; each task one VTODO object. Reads and writes go through the tasks domain's own functions (the
// form's rules, completion with its next instance, the trash), so a CalDAV client changes tasks exactly as the app does.
import { and, eq, inArray, isNull, notInArray, or } from 'drizzle-orm'
import { caldavObjects, tasks } from '#db/schema'
import type { User } from '~/identity/users.server'
import { db } from '~/lib/db.server'
import { env } from '~/lib/env.server'
import { addListName, listItems, listNames } from '~/tasks/lists.server'
import { createTask, setCompleted, taskFormValues, TaskRefused, updateTask, deleteTask } from '~/tasks/task-changes.server'
import { validateTaskForm, type TaskFormValues } from '~/tasks/task-form'
import type { Task } from '~/tasks/tasks.server'
import { readTodo, taskTodo, type Todo } from './vtodo'

/** the collection of tasks without a folder (and of tasks whose folder is no longer in the person's list) */
export const NO_FOLDER = 'no-folder'
export const NO_FOLDER_NAME = 'No folder'

export type Collection = { key: string; name: string; folder: string }

/** The person's task lists: their folders in list order, then "No folder". */
export function davCollections(ownerId: string): Collection[] {
	const folders = listItems(ownerId, 'folders').map((f) => ({ key: f.id, name: f.name, folder: f.name }))
	return [...folders, { key: NO_FOLDER, name: NO_FOLDER_NAME, folder: '' }]
}

export function findCollection(ownerId: string, key: string) {
	return davCollections(ownerId).find((c) => c.key === key) ?? null
}

type Row = { task: Task; uid: string | null; href: string | null; extra: string | null }

const shown = (ownerId: string) => and(eq(tasks.ownerId, ownerId), isNull(tasks.templateUseId))

function inCollection(ownerId: string, collection: Collection) {
	if (collection.key !== NO_FOLDER) return eq(tasks.folder, collection.folder)
	const names = listNames(ownerId, 'folders')
	return names.length ? or(eq(tasks.folder, ''), notInArray(tasks.folder, names)) : undefined
}

function rows(ownerId: string, where: ReturnType<typeof and>): Row[] {
	return db()
		.select({ task: tasks, uid: caldavObjects.uid, href: caldavObjects.href, extra: caldavObjects.extra })
		.from(tasks)
		.leftJoin(caldavObjects, eq(caldavObjects.taskId, tasks.id))
		.where(and(shown(ownerId), where))
		.all()
}

export type DavObject = { name: string; etag: string; task: Task; uid: string; extra: string[] }

const objectOf = (row: Row): DavObject => ({
	name: row.href ?? `${row.task.id}.ics`,
	etag: `"${row.task.changed ?? row.task.added}"`,
	task: row.task,
	uid: row.uid ?? row.task.id,
	extra: row.extra ? (JSON.parse(row.extra) as string[]) : [],
})

/** Every object of a collection (completed tasks too: clients filter them themselves). */
export function collectionObjects(ownerId: string, collection: Collection): DavObject[] {
	return rows(ownerId, and(inCollection(ownerId, collection))).map(objectOf)
}

/** The object named `name` in the collection, or null (another collection's or another person's objects are not found). */
export function findObject(ownerId: string, collection: Collection, name: string): DavObject | null {
	return findObjects(ownerId, collection, [name])[0] ?? null
}

/** The objects of these names in the collection (a multiget's), in one query; names not found are left out. */
export function findObjects(ownerId: string, collection: Collection, names: string[]): DavObject[] {
	if (!names.length) return []
	const ids = names.map((n) => /^(.+)\.ics$/.exec(n)?.[1]).filter((id): id is string => !!id)
	const named = or(inArray(caldavObjects.href, names), ids.length ? and(inArray(tasks.id, ids), isNull(caldavObjects.href)) : undefined)
	return rows(ownerId, and(inCollection(ownerId, collection), named)).map(objectOf)
}

function findByUid(ownerId: string, uid: string): DavObject | null {
	const row = rows(ownerId, or(eq(caldavObjects.uid, uid), and(eq(tasks.id, uid), isNull(caldavObjects.uid))))[0]
	return row ? objectOf(row) : null
}

/** The iCalendar text of an object. */
export function objectText(user: User, object: DavObject) {
	let parentUid: string | null = null
	if (object.task.parentId) {
		const parent = db().select({ uid: caldavObjects.uid }).from(caldavObjects).where(eq(caldavObjects.taskId, object.task.parentId)).get()
		parentUid = parent?.uid ?? object.task.parentId
	}
	return taskTodo(object.task, { uid: object.uid, timeZone: user.timezone, origin: env().publicUrl, parentUid, extra: object.extra })
}

/** the texts of many objects at once (their parents' UIDs read in one query) */
export function objectTexts(user: User, objects: DavObject[]) {
	const parentIds = [...new Set(objects.map((o) => o.task.parentId).filter((id): id is string => !!id))]
	const uids = new Map(
		parentIds.length
			? db().select({ taskId: caldavObjects.taskId, uid: caldavObjects.uid }).from(caldavObjects).where(inArray(caldavObjects.taskId, parentIds)).all().map((r) => [r.taskId, r.uid])
			: [],
	)
	const origin = env().publicUrl
	return objects.map((o) =>
		taskTodo(o.task, { uid: o.uid, timeZone: user.timezone, origin, parentUid: o.task.parentId ? (uids.get(o.task.parentId) ?? o.task.parentId) : null, extra: o.extra }),
	)
}

export type PutResult = { ok: true; status: 201 | 204; etag: string } | { ok: false; status: 400 | 404 | 412; message: string }

export const STALE = 'The task changed since you read it (its ETag no longer matches): read it again.'

/** the form's values for a VTODO: what the client said, on top of the stored task's values (none for a new one) */
function formValues(todo: Todo, base: TaskFormValues | null, folder: string): TaskFormValues {
	return {
		title: todo.title || '(no title)',
		notes: todo.notes,
		star: todo.star ?? base?.star ?? false,
		completed: todo.completed,
		startDate: todo.start?.date ?? '',
		startTime: todo.start?.time ?? '',
		dueDate: todo.due?.date ?? '',
		dueTime: todo.due?.time ?? '',
		length: todo.length === undefined ? (base?.length ?? '') : todo.length === null ? '' : String(Math.round(todo.length)),
		repeatChoice: todo.repeat?.choice ?? 'NONE',
		repeatText: todo.repeat?.text ?? '',
		repeatFrom: todo.repeatFrom ?? base?.repeatFrom ?? 'due',
		remind: String(todo.remind),
		folder,
		context: todo.context ?? '',
		priority: todo.priority,
		status: todo.status ?? base?.status ?? 'none',
	}
}

/**
 * Creates or changes the object `name` of a collection from a client's VTODO. `ifMatch` (an ETag) must be the
 * object's current one; `ifNoneMatch: *` refuses to replace an object. A VTODO whose UID is one of the person's tasks
 * in another collection moves that task here (clients move a task between lists by writing it to the other list).
 */
export function putObject(user: User, collection: Collection, name: string, body: string, precondition: { ifMatch?: string; ifNoneMatch?: string }, now = Date.now()): PutResult {
	const read = readTodo(body, user.timezone)
	if (!read.ok) return { ok: false, status: 400, message: read.message }
	const todo = read.todo
	const here = findObject(user.id, collection, name)
	if (here && here.uid !== todo.uid) return { ok: false, status: 400, message: 'The UID of an object cannot change.' }
	const existing = here ?? findByUid(user.id, todo.uid)
	if (precondition.ifNoneMatch === '*' && here) return { ok: false, status: 412, message: 'An object of that name exists already.' }
	if (precondition.ifMatch && precondition.ifMatch !== '*' && precondition.ifMatch !== here?.etag) return { ok: false, status: 412, message: STALE }
	if (precondition.ifMatch === '*' && !here) return { ok: false, status: 412, message: 'There is no object of that name.' }

	const base = existing ? taskFormValues(existing.task, user.timezone) : null
	const values = formValues(todo, base, collection.folder)
	try {
		const written = db().transaction(() => {
			// a category that is not one of the person's contexts is added to them, as the client shows it as one
			if (values.context) {
				const known = listNames(user.id, 'contexts').find((c) => c.toLowerCase() === values.context.toLowerCase())
				if (known) values.context = known
				else addListName(user.id, 'contexts', values.context)
			}
			const lists = { folders: listNames(user.id, 'folders'), contexts: listNames(user.id, 'contexts') }
			let checked = validateTaskForm(values, lists, user.timezone)
			const extra = [...todo.extra]
			if (!checked.ok && (checked.errors.repeatText || checked.errors.repeatChoice || checked.errors.dueDate) && todo.repeat) {
				// a repeat the task cannot carry (no due date to repeat from): kept as the client's line, not applied
				checked = validateTaskForm({ ...values, repeatChoice: 'NONE', repeatText: '' }, lists, user.timezone)
			}
			if (!checked.ok) return { ok: false as const, message: Object.entries(checked.errors).map(([field, message]) => `${field}: ${message}`).join('; ') }
			const parentId = todo.parentUid ? (findByUid(user.id, todo.parentUid)?.task ?? null) : null
			const parent = parentId && !parentId.parentId && parentId.id !== existing?.task.id ? parentId.id : null
			let task: Task
			if (existing) {
				task = updateTask(user.id, existing.task.id, checked.record, now)!
				if (parent !== task.parentId && !(parent && hasChildren(user.id, task.id))) task = db().update(tasks).set({ parentId: parent }).where(eq(tasks.id, task.id)).returning().get()
			} else {
				task = createTask(user.id, { ...checked.record, parentId: parent }, now)
			}
			if (todo.completed !== task.completed) {
				const done = setCompleted(user.id, task.id, todo.completed, user.timezone, todo.completedAt ?? now)
				if (!done.ok) return { ok: false as const, message: done.message }
			}
			const row = { taskId: task.id, ownerId: user.id, uid: todo.uid, href: name, extra: JSON.stringify(extra) }
			db().insert(caldavObjects).values(row).onConflictDoUpdate({ target: caldavObjects.taskId, set: { uid: row.uid, href: row.href, extra: row.extra } }).run()
			const stored = db().select().from(tasks).where(eq(tasks.id, task.id)).get()!
			return { ok: true as const, etag: `"${stored.changed ?? stored.added}"` }
		})
		if (!written.ok) return { ok: false, status: 400, message: written.message }
		return { ok: true, status: here ? 204 : 201, etag: written.etag }
	} catch (error) {
		if (error instanceof TaskRefused) return { ok: false, status: 400, message: error.message }
		throw error
	}
}

function hasChildren(ownerId: string, id: string) {
	return !!db().select({ id: tasks.id }).from(tasks).where(and(eq(tasks.ownerId, ownerId), eq(tasks.parentId, id))).get()
}

/** Deletes an object: the task (with its sub-tasks) goes to the trash, as a delete in the app does. */
export function deleteObject(user: User, collection: Collection, name: string, ifMatch?: string): { status: 204 | 404 | 412 } {
	const object = findObject(user.id, collection, name)
	if (!object) return { status: 404 }
	if (ifMatch && ifMatch !== '*' && ifMatch !== object.etag) return { status: 412 }
	deleteTask(user.id, object.task.id)
	return { status: 204 }
}
