// The covering index of counts (`tasks_owner_analytics` in db/schema.ts): the board's column counts, the dashboard's
// and the word cloud's aggregates read it instead of the rows. It is partial on `completed in (0, 1)` (true of every
// task), a condition only these queries state, so the planner never offers it to a list query (docs/decisions/123).
import { and, sql, type SQL } from 'drizzle-orm'
import { tasks } from '#db/schema'
import { db } from '~/lib/db.server'

/** `tasks indexed by tasks_owner_analytics`: the planner otherwise prefers an index that avoids the GROUP BY's sort
 * and then reads every row */
export const tasksByAnalyticsIndex = sql`${tasks} indexed by tasks_owner_analytics`

/** `tasks indexed by tasks_owner_list`: the (owner, template use, completed, priority, status, context, folder, parent,
 * start, due) index, for the counts that need no other column: the incomplete tasks, or all of them, are one range of
 * it, read without the rows (the dashboard's tables and pies) */
export const tasksByListIndex = sql`${tasks} indexed by tasks_owner_list`

/** a query's condition with the partial index's own (the rows are the same: completed is 0 or 1) */
export const analyticsWhere = (...where: (SQL | undefined)[]) => and(...where, sql`${tasks.completed} in (0, 1)`)!

/** the rows of an aggregate (its statement compiled once per text and connection, decision 184) */
export function aggregateRows<T>(query: SQL): T[] {
	return db().all<T>(query)
}
