// The covering index of counts (`tasks_owner_analytics` in db/schema.ts): the board's column counts, the dashboard's
// and the word cloud's aggregates read it instead of the rows. It is partial on `completed in (0, 1)` (true of every
// task), a condition only these queries state, so the planner never offers it to a list query (docs/decisions/123).
import type Database from 'better-sqlite3'
import { and, sql, type SQL } from 'drizzle-orm'
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core'
import { tasks } from '#db/schema'
import { db } from '~/lib/db.server'
import { LeastRecentlyUsed } from '~/lib/least-recently-used'

/** `tasks indexed by tasks_owner_analytics`: the planner otherwise prefers an index that avoids the GROUP BY's sort
 * and then reads every row */
export const tasksByAnalyticsIndex = sql`${tasks} indexed by tasks_owner_analytics`

/** `tasks indexed by tasks_owner_list`: the (owner, template use, completed, priority, status, context, folder, parent,
 * start, due) index, for the counts that need no other column: the incomplete tasks, or all of them, are one range of
 * it, read without the rows (the dashboard's tables and pies) */
export const tasksByListIndex = sql`${tasks} indexed by tasks_owner_list`

/** a query's condition with the partial index's own (the rows are the same: completed is 0 or 1) */
export const analyticsWhere = (...where: (SQL | undefined)[]) => and(...where, sql`${tasks.completed} in (0, 1)`)!

const dialect = new SQLiteSyncDialect()
// An aggregate's text depends only on the settings and preferences that shape it (its dates are bound values), so a
// person's dashboard asks for the same few texts every time: each is compiled once per connection and kept, instead
// of being prepared again on every render (decision 123, "Prepared once").
const prepared = new WeakMap<object, LeastRecentlyUsed<Database.Statement>>()

function statement(query: SQL) {
	const { sql: text, params } = dialect.sqlToQuery(query)
	const client = db().$client
	let kept = prepared.get(client)
	if (!kept) prepared.set(client, (kept = new LeastRecentlyUsed<Database.Statement>(100)))
	let found = kept.get(text)
	if (!found) kept.set(text, (found = client.prepare(text)))
	return { statement: found, params }
}

/** forgets this connection's kept statements (a test that reads the plans they are prepared with) */
export function forgetKeptStatements() {
	prepared.delete(db().$client)
}

/** the rows of an aggregate, through a statement prepared once per text */
export function aggregateRows<T>(query: SQL): T[] {
	const { statement: s, params } = statement(query)
	return s.all(...params) as T[]
}
