// A person's tasks by id: one, its sub-tasks, a few by id. Every function takes the owner's id and puts it in the WHERE
// clause; a task of another owner is "not found". Moved out of tasks.server.ts by job (decision 305); it re-exports them.
import { and, eq, isNull, sql } from 'drizzle-orm'
import { tasks } from '#db/schema'
import { preparedPerConnection, type Db } from '~/lib/db.server'
import { notFound } from '~/lib/not-found'

export type Task = typeof tasks.$inferSelect
export type NewTaskValues = Omit<typeof tasks.$inferInsert, 'id' | 'ownerId' | 'added'>

export const NO_SUCH_TASK = { title: 'Task not found', message: 'No task with that id exists, or it is not yours.' }

/** Tasks of a template use waiting for its confirmation are nobody's tasks yet: every query leaves them out. */
export const confirmed = isNull(tasks.templateUseId)

// ---- reading --------------------------------------------------------------------------------

// prepared once: every change to a task reads it first (requireTask)
const taskById = preparedPerConnection((database) =>
	database
		.select()
		.from(tasks)
		.where(and(eq(tasks.ownerId, sql.placeholder('ownerId')), eq(tasks.id, sql.placeholder('id')), confirmed))
		.prepare(),
)

export function findTask(ownerId: string, id: string): Task | undefined {
	return taskById().get({ ownerId, id })
}

/** the task, or a 404 response thrown (also for another owner's task) */
export function requireTask(ownerId: string, id: string | null | undefined): Task {
	const task = id ? findTask(ownerId, id) : undefined
	if (!task) throw notFound(NO_SUCH_TASK)
	return task
}

/** ids bound as one JSON array: one statement, built once per connection, for any number of them */
const inIds = (column: typeof tasks.id | typeof tasks.parentId) => sql`${column} in (select value from json_each(${sql.placeholder('ids')}))`

/** the sub-tasks of some tasks (`ids`: their ids as a JSON array), through the (owner, parent) index */
export const childrenQuery = (database: Db) =>
	database
		.select()
		.from(tasks)
		.where(and(eq(tasks.ownerId, sql.placeholder('ownerId')), inIds(tasks.parentId), confirmed))

const children = preparedPerConnection((database) => childrenQuery(database).prepare())

export function childrenOf(ownerId: string, parentIds: string[]): Task[] {
	if (!parentIds.length) return []
	return children().all({ ownerId, ids: JSON.stringify(parentIds) })
}

/**
 * A few tasks by id, their titles and folders (a page's parents; `ids` as a JSON array). The owner and the template condition stay in the WHERE
 * clause; their unary plus keeps the planner from reading them through an (owner, ...) or (template use) index, which
 * without statistics it would (every task of the owner, or every confirmed task, read to find a handful): the primary
 * key finds each one (decision 173).
 */
export const tasksByIdsQuery = (database: Db) =>
	database
		.select({ id: tasks.id, title: tasks.title, folder: tasks.folder })
		.from(tasks)
		.where(and(sql`+${tasks.ownerId} = ${sql.placeholder('ownerId')}`, inIds(tasks.id), sql`+${tasks.templateUseId} is null`))

const byIds = preparedPerConnection((database) => tasksByIdsQuery(database).prepare())

export function tasksByIds(ownerId: string, ids: string[]): { id: string; title: string; folder: string }[] {
	if (!ids.length) return []
	return byIds().all({ ownerId, ids: JSON.stringify(ids) })
}
