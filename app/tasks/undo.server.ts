// Undo (issue 25, docs/decisions/244): a change to tasks records, in its own transaction, what it takes to put back what
// was there: the full prior rows of the tasks it changed, the ids of the rows it created, the ids it moved to the trash.
// `undo` does that once, for the owner only, within UNDO_LIFETIME_MS. A member's change of a shared folder's tasks is
// recorded the same way under the tasks' owner, then handed to the member by `undoOf` (decision 403): theirs alone.
//
//   db().transaction((tx) => {
//     const before = priorRows(tx, ownerId, ids)          // before changing them
//     ... the change ...
//     return recordUndo(tx, ownerId, { before, created: [newId], trashed: movedIds })   // the undo id for the toast
//   })
import { and, eq, inArray, lte, sql } from 'drizzle-orm'
import { data } from 'react-router'
import { taskUndos, tasks, trashedTasks, type TaskUndoChange, type TaskUndoPart } from '#db/schema'
import { db, type Db } from '~/lib/db.server'
import { taskAccess } from '~/sharing/access.server'
import { HISTORY_TEXTS, recordRestored, recordUndone } from '~/sharing/history.server'
import { may } from '~/sharing/roles'
import { restoreTrashed, type Writer } from './trash.server'
import type { Task } from './tasks.server'

/** an undo can be used this long after the change (the toast that offers it shows for seconds) */
export const UNDO_LIFETIME_MS = 10 * 60 * 1000

/** The full rows of the owner's tasks `ids` as they are now (read them before changing them). */
export function priorRows(tx: Writer, ownerId: string, ids: string[]): Task[] {
	if (!ids.length) return []
	return tx
		.select()
		.from(tasks)
		.where(and(eq(tasks.ownerId, ownerId), inArray(tasks.id, ids)))
		.all()
}

/** Records what undoes a change, in the change's transaction; answers the undo id to offer in the toast. */
export function recordUndo(tx: Writer, ownerId: string, change: Partial<TaskUndoChange>, now = Date.now()): string {
	return tx
		.insert(taskUndos)
		.values({
			ownerId,
			change: { ...change, before: change.before ?? [], created: change.created ?? [], trashed: change.trashed ?? [] },
			createdAt: now,
			expiresAt: now + UNDO_LIFETIME_MS,
		})
		.returning({ id: taskUndos.id })
		.get().id
}

export type UndoResult = { ok: true; tasks: number } | { ok: false; message: string }

export const UNDO_GONE = 'This can no longer be undone: it was undone already, or too long ago.'
/** a member's Undo after they lost the right to change a task it would write (decision 403): 403, nothing changed */
export const UNDO_NOT_ALLOWED = 'You may no longer change the tasks of this change in their shared folder, so it cannot be undone.'

/** a row read back from JSON as the values of a task (the owner forced, dates and flags as stored) */
function rowValues(row: Record<string, unknown>, ownerId: string) {
	return { ...(row as Task), ownerId }
}

/**
 * The Undo of a change someone made to tasks of others (a member's, of a folder shared with them; decision 403): the
 * records the change made under each task's owner become one record of the person's, whom alone it serves. Answers
 * the undo id for the toast; a change of their own tasks only keeps its record as it was made.
 */
export function undoOf(personId: string, recorded: readonly { ownerId: string; undoId: string | null | undefined }[]): string | undefined {
	const made = recorded.filter((r): r is { ownerId: string; undoId: string } => !!r.undoId)
	if (made.length === 1 && made[0]!.ownerId === personId) return made[0]!.undoId
	if (!made.length) return undefined
	return db().transaction((tx) => {
		const parts: TaskUndoPart[] = []
		let at = Infinity
		for (const { ownerId, undoId } of made) {
			const record = tx.delete(taskUndos).where(and(eq(taskUndos.id, undoId), eq(taskUndos.ownerId, ownerId))).returning().get()
			if (!record) continue
			const { before, created, trashed } = record.change
			parts.push({ before, created, trashed, ...(ownerId === personId ? null : { of: ownerId }) })
			at = Math.min(at, record.createdAt)
		}
		const [first, ...also] = parts
		return first ? recordUndo(tx, personId, { ...first, ...(also.length ? { also } : null) }, at) : undefined
	})
}

type Part = { ownerId: string } & Pick<TaskUndoChange, 'before' | 'created' | 'trashed'>

/** each owner's part of a record: its own (the record owner's tasks, or `of`'s), and those of `also` */
function partsOf(record: { ownerId: string; change: TaskUndoChange }): Part[] {
	return [record.change, ...(record.change.also ?? [])].map(({ of, before, created, trashed }) => ({ ownerId: of ?? record.ownerId, before, created, trashed }))
}

/**
 * Whether a person may still change every task a part of someone else's would write back, delete or bring back from
 * the trash, as it is now and as it would be again (a sub-task that went to the trash with its parent by the parent).
 */
function mayStillChange(tx: Writer, personId: string, { ownerId, before, created, trashed }: Part): boolean {
	// the ids as one JSON value: a bulk edit's thousands stay one bound value
	const among = (ids: string[]) => sql`(select value from json_each(${JSON.stringify(ids)}))`
	const current = tx.select().from(tasks).where(and(eq(tasks.ownerId, ownerId), sql`${tasks.id} in ${among([...before.map((row) => String(row.id)), ...created])}`)).all()
	const there = new Set(current.map((row) => row.id))
	const inTrash = tx
		.select({ parentId: trashedTasks.parentId, row: trashedTasks.row })
		.from(trashedTasks)
		.where(and(eq(trashedTasks.ownerId, ownerId), sql`${trashedTasks.id} in ${among(trashed)}`))
		.all()
	const deleted = new Set(trashed)
	const rows = [
		...current,
		// a row deleted since is not written back (below), so it asks nothing
		...before.filter((row) => there.has(String(row.id))).map((row) => rowValues(row, ownerId)),
		...inTrash.filter((t) => !t.parentId || !deleted.has(t.parentId)).map((t) => ({ ownerId, parentId: t.parentId, folder: String(t.row.folder ?? '') })),
	]
	return rows.every((row) => may(taskAccess(personId, row), 'change'))
}

/**
 * Takes back one change: deletes the rows it created, brings back from the trash what it moved there (if still there),
 * and writes every prior row back exactly, every column (its `changed` time too). Once only; someone else's undo id,
 * an unknown or an expired one changes nothing. A member's change of a shared folder's tasks (decision 403) is taken
 * back as its owner's tasks, only while the member may still change each of them (otherwise a 403, nothing changed).
 */
export function undo(personId: string, undoId: string, now = Date.now()): UndoResult {
	// what came back, for the change list of shared tasks (written after the transaction, as every way in does)
	const done: ReturnType<typeof takeBack>[] = []
	const result = db().transaction((tx) => {
		const record = tx
			.delete(taskUndos)
			// a member change is undone by members-undo.server.ts (app/sharing), never here as an empty change
			.where(and(eq(taskUndos.id, undoId), eq(taskUndos.ownerId, personId), sql`json_extract(${taskUndos.change}, '$.member') is null`))
			.returning()
			.get()
		if (!record || record.expiresAt <= now) return { ok: false as const, message: UNDO_GONE }
		const parts = partsOf(record)
		// thrown, the transaction puts the record back too: it serves again if they may change the tasks again in time
		if (parts.some((part) => part.ownerId !== personId && !mayStillChange(tx, personId, part))) {
			throw data({ title: 'Not allowed', message: UNDO_NOT_ALLOWED }, { status: 403 })
		}
		for (const part of parts) done.push(takeBack(tx, part))
		return { ok: true as const, tasks: done.reduce((n, part) => n + part.restored.length + part.changes.length, 0) }
	})
	if (result.ok) {
		for (const { ownerId, restored, changes } of done) {
			recordRestored(personId, ownerId, restored, HISTORY_TEXTS.restoredByUndo)
			recordUndone(personId, ownerId, changes)
		}
	}
	return result
}

/** one owner's part of an Undo, in its transaction: answers what came back from the trash and each row written back */
function takeBack(tx: Writer, { ownerId, before, created, trashed }: Part) {
	if (created.length) {
		tx.delete(tasks).where(and(eq(tasks.ownerId, ownerId), inArray(tasks.id, created))).run()
		tx.delete(trashedTasks).where(and(eq(trashedTasks.ownerId, ownerId), inArray(trashedTasks.id, created))).run()
	}
	const restored = trashed.length ? restoreTrashed(tx, ownerId, trashed) : []
	const changes: { before: Task; after: Task }[] = []
	for (const row of before) {
		const values = rowValues(row, ownerId)
		const { id, ...rest } = values
		const mine = and(eq(tasks.ownerId, ownerId), eq(tasks.id, id))
		const current = tx.select().from(tasks).where(mine).get()
		if (!current) continue // deleted since: the trash (or Delete for ever) decides about it, not this undo
		changes.push({ before: current, after: values })
		if (current.changed === rest.changed) {
			// an update that leaves `changed` as it is gets the time of now from the trigger: step through another value
			tx.update(tasks).set({ changed: -1 }).where(mine).run()
		}
		tx.update(tasks).set(rest).where(mine).run()
	}
	return { ownerId, restored, changes }
}

/** The hourly job: undo records past their time are deleted. */
export function purgeExpiredUndos(database: Db = db(), now = Date.now()) {
	return database.delete(taskUndos).where(lte(taskUndos.expiresAt, now)).run().changes
}

