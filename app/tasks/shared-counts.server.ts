// How many of one sharing owner's tasks in the folders shared with a person a list holds (decision 400), kept between
// views like the person's own counts (decision 263). The shared folders' top-level tasks are each in by their own row,
// so their count is kept by that owner's log of changed rows. A sub-task is in by its parent's folder, a condition on
// another row: its count is kept until the owner's log holds a change that can move one (a sub-task's row, a row of a
// task that has sub-tasks, or "count everything again"), then counted again.
import { sql, type SQL } from 'drizzle-orm'
import { taskChanges, tasks } from '#db/schema'
import { db, prepareSql, preparedPerConnection } from '~/lib/db.server'
import { LeastRecentlyUsed } from '~/lib/least-recently-used'
import type { SharedArm } from '~/sharing/access.server'
import { keptCounts } from './kept-counts.server'

/** the owner's last row in the log of counted changes: any counted change of their tasks moves it */
const lastChangeOf = preparedPerConnection((database) =>
	prepareSql<{ seq: number | null }>(database, sql`select max(${taskChanges.seq}) as seq from ${taskChanges} where ${taskChanges.ownerId} = ${sql.placeholder('owner')}`),
)

/**
 * whether the owner's log after `since` holds a change that can move a sub-task in or out of a folder (a sub-task's
 * row, before or after; a row of a task with sub-tasks: its folder, its deletion or return; a "count again"), or has
 * dropped rows after `since`
 */
const subTasksTouched = preparedPerConnection((database) =>
	prepareSql<{ touched: number }>(
		database,
		sql`select (${sql.placeholder('since')} < (select min(${taskChanges.seq}) from ${taskChanges}) - 1) or exists (select 1 from ${taskChanges} tc
			where tc.owner_id = ${sql.placeholder('owner')} and tc.seq > ${sql.placeholder('since')}
			and (tc.parent_id is not null or tc.sign = 0 or exists (select 1 from ${tasks} c where c.owner_id = ${sql.placeholder('owner')} and c.parent_id = tc.id))) as touched`,
	),
)

type KeptSubTasks = { statement: { get(): { n: number } | undefined }; seq: number; n: number }
/** per connection, by the list's key: the sub-tasks' count statement, its last count and the log's last row then */
const keptSubTasks = preparedPerConnection(() => new LeastRecentlyUsed<KeptSubTasks>(500))

/**
 * The list's count of `arm`'s tasks; `key` names everything the list's SQL is built from, `where` is its condition
 * with the arm's part as whose tasks.
 */
export function sharedCount(key: string, arm: SharedArm, where: (arm: SharedArm) => SQL): number {
	const top = { ...arm, part: 'top' as const }
	const [rows] = keptCounts(JSON.stringify(['shared', key]), arm.ownerId, [{ query: (from) => sql`select count(*) as n from ${from(sql`${tasks}`)} where ${where(top)}`, keys: [] }])
	return Number(rows![0]?.n ?? 0) + subTaskCount(key, arm, where)
}

function subTaskCount(key: string, arm: SharedArm, where: (arm: SharedArm) => SQL) {
	const kept = keptSubTasks()
	// read before the count: a change committed between the two is after the kept row, and is looked at next time
	const seq = lastChangeOf().all({ owner: arm.ownerId })[0]?.seq ?? null
	const entry = kept.get(key)
	if (entry && seq !== null && (entry.seq === seq || !subTasksTouched().all({ owner: arm.ownerId, since: entry.seq })[0]?.touched)) {
		entry.seq = seq
		return entry.n
	}
	const statement = entry?.statement ?? db().select({ n: sql<number>`count(*)` }).from(tasks).where(where({ ...arm, part: 'sub' })).prepare()
	const n = statement.get()?.n ?? 0
	// an owner with no row left in the log (it keeps the last 20,000) is counted every time
	if (seq === null) kept.delete(key)
	else kept.set(key, { statement, seq, n })
	return n
}
