// Undo (issue 25, docs/decisions/244): a change to tasks records, in its own transaction, what it takes to put back what
// was there: the full prior rows of the tasks it changed, the ids of the rows it created, the ids it moved to the trash.
// `undo` does that once, for the owner only, within UNDO_LIFETIME_MS.
//
//   db().transaction((tx) => {
//     const before = priorRows(tx, ownerId, ids)          // before changing them
//     ... the change ...
//     return recordUndo(tx, ownerId, { before, created: [newId], trashed: movedIds })   // the undo id for the toast
//   })
import { and, eq, inArray, lte, sql } from 'drizzle-orm'
import { taskUndos, tasks, trashedTasks, type TaskUndoChange } from '#db/schema'
import { db, type Db } from '~/lib/db.server'
import { HISTORY_TEXTS, recordRestored, recordUndone } from '~/sharing/history.server'
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
			change: { before: change.before ?? [], created: change.created ?? [], trashed: change.trashed ?? [], ...(change.member ? { member: change.member } : null) },
			createdAt: now,
			expiresAt: now + UNDO_LIFETIME_MS,
		})
		.returning({ id: taskUndos.id })
		.get().id
}

export type UndoResult = { ok: true; tasks: number } | { ok: false; message: string }

export const UNDO_GONE = 'This can no longer be undone: it was undone already, or too long ago.'

/** a row read back from JSON as the values of a task (the owner forced, dates and flags as stored) */
function rowValues(row: Record<string, unknown>, ownerId: string) {
	return { ...(row as Task), ownerId }
}

/**
 * Takes back one change: deletes the rows it created, brings back from the trash what it moved there (if still there),
 * and writes every prior row back exactly, every column (its `changed` time too). Once only; another owner's undo id,
 * an unknown or an expired one changes nothing.
 */
export function undo(ownerId: string, undoId: string, now = Date.now()): UndoResult {
	// what came back, for the change list of shared tasks (written after the transaction, as every way in does)
	const restored: string[] = []
	const changes: { before: Task; after: Task }[] = []
	const result = db().transaction((tx) => {
		const record = tx
			.delete(taskUndos)
			// a member change is undone by members-undo.server.ts (app/sharing), never here as an empty change
			.where(and(eq(taskUndos.id, undoId), eq(taskUndos.ownerId, ownerId), sql`json_extract(${taskUndos.change}, '$.member') is null`))
			.returning()
			.get()
		if (!record || record.expiresAt <= now) return { ok: false as const, message: UNDO_GONE }
		const { before, created, trashed } = record.change
		if (created.length) {
			tx.delete(tasks).where(and(eq(tasks.ownerId, ownerId), inArray(tasks.id, created))).run()
			tx.delete(trashedTasks).where(and(eq(trashedTasks.ownerId, ownerId), inArray(trashedTasks.id, created))).run()
		}
		if (trashed.length) restored.push(...restoreTrashed(tx, ownerId, trashed))
		let count = restored.length
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
			count++
		}
		return { ok: true as const, tasks: count }
	})
	if (result.ok) {
		recordRestored(ownerId, ownerId, restored, HISTORY_TEXTS.restoredByUndo)
		recordUndone(ownerId, ownerId, changes)
	}
	return result
}

/** The hourly job: undo records past their time are deleted. */
export function purgeExpiredUndos(database: Db = db(), now = Date.now()) {
	return database.delete(taskUndos).where(lte(taskUndos.expiresAt, now)).run().changes
}

