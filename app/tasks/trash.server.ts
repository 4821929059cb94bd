// The trash (issue 25, docs/decisions/243). Deleting a task moves its whole row, and its sub-tasks' rows, out of `tasks`
// into `trashed_tasks` in one statement pair of the caller's transaction; nothing that reads `tasks` (lists, counts,
// search, Kanban, analytics, the API, the calendar feed, reminders, the review, exports) can meet a trashed task.
// Restore puts the rows back exactly; Delete for ever and the primary's hourly purge (after 30 days) remove them.
import { and, desc, eq, getTableColumns, inArray, lt, sql } from 'drizzle-orm'
import { tasks, templateUses, trashedTasks } from '#db/schema'
import { db, type Db } from '~/lib/db.server'
import { notFound } from '~/lib/not-found'

/** a database or a transaction of it */
export type Writer = Db | Parameters<Parameters<Db['transaction']>[0]>[0]

export const TRASH_DAYS = 30
export const TRASH_LIFETIME_MS = TRASH_DAYS * 24 * 60 * 60 * 1000

export const NOT_IN_TRASH = { title: 'Not in the trash', message: 'No task with that id is in your trash.' }

const COLUMNS = Object.entries(getTableColumns(tasks)).map(([key, column]) => ({ key, name: column.name }))

/**
 * The whole task row `t` as a JSON object keyed by SQL column names (every column of the table), and under `_history`
 * its change list (a shared task's, decision 395; null when it has none): deleting the task deletes the list
 * (`task_history` cascades), so the trash keeps it for a restore.
 */
const ROW_JSON = `json_object(${COLUMNS.map((c) => `'${c.name}', t."${c.name}"`).join(', ')}, '_history', json(nullif((select json_group_array(json_object('at', h.at, 'by', h.by, 'what', h.what)) from (select at, by, what from task_history h where h.task_id = t.id order by h.id) h), '[]')))`

const INSERT = 'insert into trashed_tasks (id, owner_id, group_id, deleted_at, title, parent_id, row)'

/**
 * The statement that moves into the trash every task of one owner (the import's Replace, run by its worker thread on its
 * own connection): parameters `deletedAt, ownerId`. A sub-task whose parent goes with it is grouped under the parent.
 */
export const TRASH_ALL_OF_OWNER_SQL =
	`${INSERT} select t.id, t.owner_id, case when exists (select 1 from tasks p where p.id = t.parent_id and p.owner_id = t.owner_id) ` +
	`then t.parent_id else t.id end, ?, t.title, t.parent_id, ${ROW_JSON} from tasks t where t.owner_id = ?`

/**
 * Moves the tasks `ids` and their sub-tasks (the owner's only) to the trash, inside the caller's transaction; answers the
 * ids moved. A sub-task moved with its parent is grouped under the parent, so they are restored together.
 */
export function moveToTrash(tx: Writer, ownerId: string, ids: string[], now = Date.now()): string[] {
	if (!ids.length) return []
	const chosen = sql`(select value from json_each(${JSON.stringify(ids)}))`
	const moved = tx
		.all<{ id: string }>(
			sql`${sql.raw(INSERT)} select t.id, t.owner_id, case when t.parent_id in ${chosen} then t.parent_id else t.id end, ${now},
				t.title, t.parent_id, ${sql.raw(ROW_JSON)} from tasks t
				where t.owner_id = ${ownerId} and (t.id in ${chosen} or t.parent_id in ${chosen}) returning id`,
		)
		.map((r) => r.id)
	if (moved.length) {
		tx.run(sql`delete from tasks where owner_id = ${ownerId} and id in (select value from json_each(${JSON.stringify(moved)}))`)
	}
	return moved
}

/** Moves every task of a template use (Cancel) to the trash; answers how many. */
export function trashTemplateUseTasks(tx: Writer, ownerId: string, useId: string, now = Date.now()) {
	const ids = tx
		.select({ id: tasks.id })
		.from(tasks)
		.where(and(eq(tasks.ownerId, ownerId), eq(tasks.templateUseId, useId)))
		.all()
		.map((t) => t.id)
	return moveToTrash(tx, ownerId, ids, now).length
}

export type TrashEntry = { id: string; title: string; deletedAt: number; subTasks: number; purgeAt: number }

/** The owner's trash, newest first: one entry per deleted task, with how many sub-tasks went with it. */
export function listTrash(ownerId: string): TrashEntry[] {
	return db()
		.select({
			id: trashedTasks.groupId,
			title: sql<string>`max(case when ${trashedTasks.id} = ${trashedTasks.groupId} then ${trashedTasks.title} end)`,
			deletedAt: sql<number>`max(${trashedTasks.deletedAt})`,
			count: sql<number>`count(*)`,
		})
		.from(trashedTasks)
		.where(eq(trashedTasks.ownerId, ownerId))
		.groupBy(trashedTasks.groupId)
		.orderBy(desc(sql`max(${trashedTasks.deletedAt})`), trashedTasks.groupId)
		.all()
		.map((g) => ({ id: g.id, title: g.title ?? '', deletedAt: g.deletedAt, subTasks: g.count - 1, purgeAt: g.deletedAt + TRASH_LIFETIME_MS }))
}

function groupRows(tx: Writer, ownerId: string, groupIds: string[]) {
	return tx
		.select()
		.from(trashedTasks)
		.where(and(eq(trashedTasks.ownerId, ownerId), inArray(trashedTasks.groupId, groupIds)))
		.all()
}

/** a stored row (SQL column names) as the values of a task insert: every column the row has, nothing else */
function taskValues(row: Record<string, unknown>): typeof tasks.$inferInsert {
	const values: Record<string, unknown> = {}
	for (const column of COLUMNS) if (column.name in row) values[column.key] = row[column.name]
	return values as typeof tasks.$inferInsert
}

/**
 * Puts trashed tasks back, inside the caller's transaction: the rows of `taskIds` (and of the sub-tasks grouped under
 * them) exactly as they were. Two things cannot be as they were and are said: a sub-task whose parent is in the trash
 * brings the parent back with it; one whose parent is gone for ever comes back as a task of its own; a task of a
 * template confirmation that no longer exists comes back confirmed. Answers the ids restored (none of another owner's).
 */
export function restoreTrashed(tx: Writer, ownerId: string, groupIds: string[]): string[] {
	const rows = groupRows(tx, ownerId, groupIds)
	const ids = new Set(rows.map((r) => r.id))
	// a sub-task deleted alone whose parent was deleted later: the parent's group comes back too
	const parents = rows.filter((r) => r.parentId && !ids.has(r.parentId)).map((r) => r.parentId!)
	if (parents.length) {
		const trashedParents = tx
			.select({ groupId: trashedTasks.groupId })
			.from(trashedTasks)
			.where(and(eq(trashedTasks.ownerId, ownerId), inArray(trashedTasks.id, parents)))
			.all()
		for (const extra of groupRows(tx, ownerId, [...new Set(trashedParents.map((p) => p.groupId))])) {
			if (!ids.has(extra.id)) {
				rows.push(extra)
				ids.add(extra.id)
			}
		}
	}
	const restored: string[] = []
	for (const entry of rows) {
		const values = taskValues(entry.row)
		if (values.parentId && !ids.has(values.parentId)) {
			const parent = tx.select({ id: tasks.id }).from(tasks).where(and(eq(tasks.ownerId, ownerId), eq(tasks.id, values.parentId))).get()
			if (!parent) values.parentId = null
		}
		if (values.templateUseId) {
			const use = tx.select({ id: templateUses.id }).from(templateUses).where(eq(templateUses.id, values.templateUseId)).get()
			if (!use) values.templateUseId = null
		}
		tx.insert(tasks).values({ ...values, ownerId }).run()
		restoreHistory(tx, entry.id, entry.row._history)
		restored.push(entry.id)
	}
	if (restored.length) {
		tx.delete(trashedTasks)
			.where(and(eq(trashedTasks.ownerId, ownerId), inArray(trashedTasks.id, restored)))
			.run()
	}
	return restored
}

/** a restored task's change list as it was (in its order; someone deleted since is "Someone", as on the page) */
function restoreHistory(tx: Writer, taskId: string, history: unknown) {
	if (!Array.isArray(history) || !history.length) return
	tx.run(
		sql`insert into task_history (task_id, at, by, what) select ${taskId}, j.value ->> 'at', (select u.id from users u where u.id = j.value ->> 'by'), j.value ->> 'what'
			from json_each(${JSON.stringify(history)}) j order by j.key`,
	)
}

/** Restore from the trash page: the group of one deleted task (answers the ids restored), or a 404 when it is not in this owner's trash. */
export function restoreFromTrash(ownerId: string, groupId: string) {
	return db().transaction((tx) => {
		const restored = restoreTrashed(tx, ownerId, [groupId])
		if (!restored.length) throw notFound(NOT_IN_TRASH)
		return restored
	})
}

/** Delete for ever: one deleted task with its sub-tasks, or a 404 when it is not in this owner's trash. */
export function deleteForEver(ownerId: string, groupId: string) {
	const gone = db()
		.delete(trashedTasks)
		.where(and(eq(trashedTasks.ownerId, ownerId), eq(trashedTasks.groupId, groupId)))
		.run().changes
	if (!gone) throw notFound(NOT_IN_TRASH)
	return gone
}

/** Empty trash: answers how many tasks were deleted for ever. */
export function emptyTrash(ownerId: string) {
	return db().delete(trashedTasks).where(eq(trashedTasks.ownerId, ownerId)).run().changes
}

/** The hourly job of the primary: tasks trashed more than 30 days ago are deleted for ever. */
export function purgeExpiredTrash(database: Db = db(), now = Date.now()) {
	return database.delete(trashedTasks).where(lt(trashedTasks.deletedAt, now - TRASH_LIFETIME_MS)).run().changes
}
