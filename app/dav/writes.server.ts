// A CalDAV client's writes (issue 28, docs/decisions/231): PUT creates or replaces a task, DELETE trashes it, MOVE
// changes its folder. Through the task functions the pages use (createTask, updateTask, setCompleted, deleteTask),
// so the owner version, the trash, undo and the lists stay as consistent as after an edit in the app.
import { and, eq, sql } from 'drizzle-orm'
import { contexts, davObjects, tasks, trashedTasks } from '#db/schema'
import type { User } from '~/identity/users.server'
import { db } from '~/lib/db.server'
import { createTask, deleteTask, setCompleted, updateTask } from '~/tasks/task-changes.server'
import { restoreFromTrash } from '~/tasks/trash.server'
import { MalformedCalendar } from './icalendar'
import { objectEtag, rendered } from './etags.server'
import { folderAccess, noteCompletedBy } from '~/sharing/access.server'
import { assignableByEmail } from '~/sharing/assignable.server'
import { recordChanges } from '~/sharing/assignment.server'
import { may } from '~/sharing/roles'
import { holderOf, mayWriteIn } from './collection'
import { collectionOfTask, objectByName, objectInside, objectOfTask, saveStored, taskIdOfUid, type Collection, type DavObject } from './objects.server'
import { davTaskAccess } from './shared-collections.server'
import { advancedOccurrence, continueSeries, movedOn, overriddenOccurrence, recentOccurrence, recordOccurrence } from './repeats.server'
import { readVtodo, UnsupportedComponent, withoutOverrides } from './vtodo'
import type { Task } from '~/tasks/tasks.server'
import { sentFieldsOf } from './vtodo-lines'

export type Preconditions = { ifMatch?: string; ifNoneMatch?: string }
export type WriteResult =
	| { ok: true; status: 201 | 204; etag: string | null }
	| { ok: false; status: 400 | 403 | 409 | 412; message: string; precondition?: string }

/** If-Match / If-None-Match against the object as it is now: false when the write must be refused (412) */
export function preconditionsHold(current: DavObject | undefined, etag: string | undefined, { ifMatch, ifNoneMatch }: Preconditions) {
	const tags = (header: string) => header.split(',').map((t) => t.trim().replace(/^W\//, ''))
	if (ifNoneMatch !== undefined) {
		if (ifNoneMatch.trim() === '*' && current) return false
		if (current && etag && tags(ifNoneMatch).includes(etag)) return false
	}
	if (ifMatch !== undefined) {
		if (!current || !etag) return false
		if (ifMatch.trim() !== '*' && !tags(ifMatch).includes(etag)) return false
	}
	return true
}

/** how recently a task deleted by a client may come back when the client puts its UID again (a move's second half) */
export const MOVE_WINDOW_MS = 10 * 60 * 1000

function restoreJustDeleted(ownerId: string, taskId: string, now: number) {
	const trashed = db().select().from(trashedTasks).where(and(eq(trashedTasks.ownerId, ownerId), eq(trashedTasks.id, taskId))).get()
	if (trashed && trashed.groupId === taskId && trashed.deletedAt >= now - MOVE_WINDOW_MS) restoreFromTrash(ownerId, taskId)
}

/** the context named, created for the owner when they have none of that name */
function ensureContext(ownerId: string, name: string) {
	if (!name) return
	const found = db().select({ id: contexts.id }).from(contexts).where(and(eq(contexts.ownerId, ownerId), eq(contexts.name, name))).get()
	if (found) return
	const last = db().select({ order: sql<number | null>`max(${contexts.customOrder})` }).from(contexts).where(eq(contexts.ownerId, ownerId)).get()?.order ?? 0
	db().insert(contexts).values({ ownerId, name, customOrder: last + 5 }).run()
}

/** Creates or replaces the object `name` in `collection` from a client's iCalendar text; nothing changes on a refusal. */
export function putObject(user: User, collection: Collection, name: string, text: string, conditions: Preconditions, now = Date.now()): WriteResult {
	// whose tasks the collection holds: a shared folder's owner's (decision 377); the caller writes through their role
	const ownerId = holderOf(user.id, collection)
	const shared = !!collection.shared
	let read
	try {
		read = readVtodo(text, user.timezone)
	} catch (error) {
		// an event or journal: not a component these collections hold (RFC 4791 5.3.2.1)
		if (error instanceof UnsupportedComponent) return { ok: false, status: 403, message: error.message, precondition: 'supported-calendar-component' }
		if (error instanceof MalformedCalendar) return { ok: false, status: 400, message: error.message }
		throw error
	}
	// names are the person's (one address per task), the preconditions are about this collection's object of the name
	const named = objectByName(ownerId, name)
	const atName = named && isInside(ownerId, collection, named) ? named : undefined
	const etag = atName ? objectEtag(atName, user.timezone) : undefined
	if (!preconditionsHold(atName, etag, conditions)) return { ok: false, status: 412, message: 'The object has changed since you read it (or exists already).' }
	const holder = taskIdOfUid(ownerId, read.uid)
	// a member writes into the owner's tasks: the other task or list is the owner's, not theirs
	const whose = shared ? "the folder's owner's" : 'your'
	if (holder && atName && holder !== atName.task.id) return { ok: false, status: 409, message: shared ? "Another of the folder's owner's tasks has this UID." : 'Another task of yours has this UID.', precondition: 'no-uid-conflict' }
	if (named && !atName && named.task.id !== holder) return { ok: false, status: 409, message: `Another of ${whose} task lists has an object of this name.` }
	// a task's UID under a new name: a client moving it between lists by copy and delete (in either order: a task it
	// deleted moments ago comes back from the trash with its sub-tasks); it stays the same task
	if (!atName && holder && (!shared || trashedIn(ownerId, holder, user.id))) restoreJustDeleted(ownerId, holder, now)
	let current = atName ?? (holder ? objectOfTask(ownerId, holder) : undefined)
	// a member changes only a task they may change, through the one access function (issue 55 point 6)
	if (shared && current && davTaskAccess(user.id, current.task.id, 'change') !== 'ok') {
		if (atName) return { ok: false, status: 403, message: 'Your role in this shared folder does not allow this change.', precondition: 'need-privileges' }
		return { ok: false, status: 409, message: 'Another task has this UID.', precondition: 'no-uid-conflict' }
	}

	// a parent: the top-level task of the one it names (sub-tasks go one level deep, so a client's deeper sub-task
	// hangs from the top of its branch, issue 50.8; its RELATED-TO goes back as sent); otherwise the line stays as sent
	let parentId: string | null = null
	let extra = read.extra
	if (read.parentUid) {
		const taskOf = (id: string) => db().select().from(tasks).where(and(eq(tasks.ownerId, ownerId), eq(tasks.id, id))).get()
		const id = taskIdOfUid(ownerId, read.parentUid)
		const named = id ? taskOf(id) : undefined
		const found = named?.parentId ? taskOf(named.parentId) : named
		// in a shared folder, a parent of that folder only (a sub-task goes where its parent goes)
		const parent = found && (!shared || found.folder === collection.folder) ? found : undefined
		const hasChildren = current && db().select({ id: tasks.id }).from(tasks).where(and(eq(tasks.ownerId, ownerId), eq(tasks.parentId, current.task.id))).get()
		if (parent && !parent.parentId && parent.id !== current?.task.id && !hasChildren) parentId = parent.id
		else extra = [relatedLine(read.parentUid), extra].filter(Boolean).join('\n')
	}
	const record = { ...read.record, folder: collection.folder }
	// a repeating task completed in a client, the way each app does it (issue 50.6, ./repeats.server.ts)
	let completes = read.completed
	let occurrence = current ? advancedOccurrence(current.task, read, user.timezone, now) : null
	const wasCompleted = current?.task.completed ?? false
	const overridden = overriddenOccurrence(current?.task.due ?? null, read, user.timezone)
	if (overridden?.next) Object.assign(record, movedOn(record, record.due!, overridden.next, user.timezone))
	if (overridden) occurrence = overridden.next ? overridden.day : null
	if (overridden && !overridden.next) completes = true
	// Apple's completed copy of an occurrence already recorded when its series moved on: it is that occurrence
	if (!current && read.completed && record.due !== null) {
		const recorded = recentOccurrence(ownerId, { title: record.title, due: record.due, folder: record.folder }, now, '', true)
		if (recorded) current = objectOfTask(ownerId, recorded.id)
	}

	const taskId = db().transaction(() => {
		ensureContext(ownerId, record.context)
		let id: string
		if (!current) {
			id = createTask(ownerId, { ...record, parentId, createdBy: shared ? user.id : null }, now).id
			if (completes) updateTask(ownerId, id, { ...record, completed: true }, now)
		} else {
			id = current.task.id
			updateTask(ownerId, id, record, now)
			if (current.task.parentId !== parentId) db().update(tasks).set({ parentId }).where(and(eq(tasks.ownerId, ownerId), eq(tasks.id, id))).run()
		}
		saveAssignment(ownerId, id, collection.folder, read)
		saveStored(ownerId, id, { name, uid: read.uid, extra })
		// sub-tasks sent before this one hang from this one, or from its own parent (in a shared folder: of that folder)
		adoptWaitingChildren(ownerId, parentId ?? id, read.uid, parentId ? (objectOfTask(ownerId, parentId)?.uid ?? parentId) : read.uid, shared ? collection.folder : null)
		return id
	})
	if (occurrence !== null) recordOccurrence(ownerId, current?.task ?? objectOfTask(ownerId, taskId)!.task, occurrence, user.timezone, now)
	// completing a repeating task creates its next instance, as in the app (in its own transaction); the client's
	// object goes on with it
	let seriesId = taskId
	let said: Task | undefined
	if (current && current.task.completed !== completes) {
		const done = setCompleted(ownerId, taskId, completes, user.timezone, now)
		if (!done.ok) return { ok: false, status: 400, message: done.message }
		if (completes && done.next) {
			said = { ...done.task, completedDate: read.completedDate ?? done.task.completedDate }
			continueSeries(ownerId, taskId, done.next.id)
			seriesId = done.next.id
		}
	}
	// who completed it, when not its owner (issue 55 point 4): as the app's complete says it
	if (completes !== wasCompleted) noteCompletedBy(ownerId, taskId, completes ? user.id : null)
	// the client's own completion time, to the second, as it sent it
	if (read.completed && read.completedDate !== null) {
		db().update(tasks).set({ completedDate: read.completedDate }).where(and(eq(tasks.ownerId, ownerId), eq(tasks.id, taskId))).run()
	}
	// kept as sent (a completed override it handled aside), with the task's fields as the text says them: a later
	// change made in the app, or the series moving on, patches it
	const written = objectByName(ownerId, name)!
	said ??= overridden ? { ...written.task, due: read.record.due, start: read.record.start, repeat: read.record.repeat } : written.task
	const sent = overridden ? withoutOverrides(text) : text
	// the assignment as the text says it: an email not assignable there is not the task's, so a GET rewrites that line
	const saidAssignment = { assignedEmail: read.assignedTo || null, waitingFor: read.waitingFor ?? '' }
	saveStored(ownerId, seriesId, { name, uid: read.uid, extra, sent, sentFields: JSON.stringify(sentFieldsOf({ ...said, ...saidAssignment }, written.parentUid)) })
	const final = objectByName(ownerId, name)!
	// a shared task's change list (issue 55 point 4): who changed what, as the app's writes say it
	recordChanges(user.id, current?.task ?? null, final.task, now, current ? [] : ['Added'])
	const after = rendered(final, user.timezone)
	// an ETag only when a GET gives back what was sent, byte for byte (RFC 4791 5.3.4)
	return { ok: true, status: atName ? 204 : 201, etag: after.text === text ? after.etag : null }
}

const relatedLine = (uid: string) => `RELATED-TO;RELTYPE=PARENT:${uid}`

/** whether an object of `ownerId` is in the collection (its own rule for a shared one, `objectInside`) */
function isInside(ownerId: string, collection: Collection, object: DavObject) {
	return collection.shared ? objectInside(collection, object, new Set()) : collectionOfTask(ownerId, object.task).id === collection.id
}

/** a member may bring back from the trash only a top-level task of a folder where they may change tasks */
function trashedIn(ownerId: string, taskId: string, personId: string) {
	const trashed = db().select({ row: trashedTasks.row, parentId: trashedTasks.parentId }).from(trashedTasks).where(and(eq(trashedTasks.ownerId, ownerId), eq(trashedTasks.id, taskId))).get()
	return !!trashed && !trashed.parentId && may(folderAccess(personId, ownerId, String(trashed.row.folder ?? '')), 'change')
}

/**
 * X-TWENTYFOUR-ASSIGNED-TO and -WAITING-FOR (decision 378): the assignee by email, when they are the folder's owner or
 * one of its members (`assignableIn`; anyone else is ignored, not an error); absent, the task keeps what it had.
 */
function saveAssignment(ownerId: string, taskId: string, folder: string, read: { assignedTo?: string; waitingFor?: string }) {
	const set: { assignedTo?: string | null; waitingFor?: string } = {}
	if (read.assignedTo !== undefined) {
		const person = read.assignedTo ? assignableByEmail(ownerId, folder, read.assignedTo) : undefined
		if (person || !read.assignedTo) set.assignedTo = person?.id ?? null
	}
	if (read.waitingFor !== undefined) set.waitingFor = read.waitingFor
	if (Object.keys(set).length) db().update(tasks).set(set).where(and(eq(tasks.ownerId, ownerId), eq(tasks.id, taskId))).run()
}

/**
 * Sub-tasks a client sent before their parent (a sync uploads in any order) kept the RELATED-TO line unmodelled: when
 * the parent (`uid`) arrives, those of them without sub-tasks of their own become sub-tasks of `parentId` (the parent,
 * or the top of its branch), whose UID is `parentUid`.
 */
function adoptWaitingChildren(ownerId: string, parentId: string, uid: string, parentUid: string, folder: string | null) {
	const line = relatedLine(uid)
	const waiting = waitingFor(ownerId, line).all()
	for (const child of waiting) {
		const lines = child.extra.split('\n')
		if (child.taskId === parentId || !lines.includes(line)) continue
		if (folder !== null && db().select({ folder: tasks.folder }).from(tasks).where(and(eq(tasks.ownerId, ownerId), eq(tasks.id, child.taskId))).get()?.folder !== folder) continue
		if (db().select({ id: tasks.id }).from(tasks).where(and(eq(tasks.ownerId, ownerId), eq(tasks.parentId, child.taskId))).get()) continue
		const moved = db().update(tasks).set({ parentId }).where(and(eq(tasks.ownerId, ownerId), eq(tasks.id, child.taskId))).run().changes
		if (!moved) continue
		// its RELATED-TO as sent names this parent now: what it was sent with says so too, so the line stays as sent
		const sentFields = child.sentFields && JSON.stringify({ ...(JSON.parse(child.sentFields) as object), parentUid })
		saveStored(ownerId, child.taskId, { name: child.name, uid: child.uid, extra: lines.filter((l) => l !== line).join('\n'), sentFields })
	}
}

/** the stored objects of the owner whose unmodelled lines hold `line` (a RELATED-TO waiting for its parent) */
export const waitingFor = (ownerId: string, line: string) =>
	db()
		.select()
		.from(davObjects)
		// the partial index dav_objects_waiting's own condition, word for word, so SQLite reads only the rows waiting
		.where(and(eq(davObjects.ownerId, ownerId), sql`instr(extra, 'RELATED-TO;RELTYPE=PARENT:') > 0`, sql`instr(${davObjects.extra}, ${line}) > 0`))

/**
 * Deletes the object (its task and sub-tasks go to the trash): 'deleted', 'changed' when If-Match fails, or the status
 * of a member's refusal (a task of a shared folder is deleted through the one access function, issue 55 point 6).
 */
export function deleteObject(user: User, object: DavObject, conditions: Preconditions, now = Date.now()): 'deleted' | 'changed' | 403 | 404 {
	if (object.task.ownerId !== user.id) {
		const access = davTaskAccess(user.id, object.task.id, 'delete')
		if (access !== 'ok') return access
	}
	if (!preconditionsHold(object, objectEtag(object, user.timezone), conditions)) return 'changed'
	deleteTask(object.task.ownerId, object.task.id, now)
	return 'deleted'
}

/** MOVE: the object into another collection (its folder) and, when asked, another name. */
export function moveObject(user: User, object: DavObject, target: Collection, name: string, now = Date.now()): WriteResult {
	// within one owner's tasks only, and a member only what they may change into a folder where they may add
	const ownerId = holderOf(user.id, target)
	if (object.task.ownerId !== ownerId) return { ok: false, status: 403, message: 'Move a task into another collection of the same owner’s.' }
	if (ownerId !== user.id && (!mayWriteIn(target) || davTaskAccess(user.id, object.task.id, 'change') !== 'ok'))
		return { ok: false, status: 403, message: 'Your role in this shared folder does not allow this change.', precondition: 'need-privileges' }
	const taken = objectByName(ownerId, name)
	if (taken && taken.task.id !== object.task.id) return { ok: false, status: 412, message: 'An object of that name exists already.' }
	const { id: _id, ownerId: _o, added: _a, completed: _c, completedDate: _d, ...record } = object.task
	db().transaction(() => {
		updateTask(ownerId, object.task.id, { ...record, folder: target.folder }, now)
		const stored = db().select().from(davObjects).where(eq(davObjects.taskId, object.task.id)).get()
		saveStored(ownerId, object.task.id, { name, uid: stored?.uid ?? object.uid, extra: stored?.extra ?? '' })
	})
	const after = objectByName(ownerId, name)!
	return { ok: true, status: 201, etag: rendered(after, user.timezone).etag }
}
