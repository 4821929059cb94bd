// The dashboard's and the lists' counts kept between views (docs/decisions/263). A count's rows are kept per connection under a key
// naming everything its SQL is built from. After a change, only the changed tasks are counted again: triggers write
// each change's counted columns to `task_changes`, as they were (sign -1) and as they are (sign 1), and the same SQL
// reads those rows in place of the table (a WITH named `tasks`). The kept rows, plus the new rows' counts, minus the
// old rows', are the counts over the tasks as they are now.
import { eq, sql, type SQL } from 'drizzle-orm'
import { taskChanges, tasks } from '#db/schema'
import { db, prepareSql, preparedPerConnection, type Db, type PreparedSql } from '~/lib/db.server'
import { LeastRecentlyUsed } from '~/lib/least-recently-used'
import { aggregateRows } from './analytics-index.server'

type Row = Record<string, string | number | null>

/** the source of a count's rows: `tasks` through the index named (the table), or the changed rows */
export type CountSource = (index: SQL) => SQL

/** every task, through the index the count names */
export const fromTable: CountSource = (index) => index

/** a count over the owner's tasks: its SQL from a source of rows, the columns it groups by, and the one whose 0 means
 * the group is gone (none: one row, always there) */
export type Count = { query: (from: CountSource) => SQL; keys: string[]; size?: string }
type Kept = { seq: number; rows: Row[][]; changed: PreparedSql<Row>[] }

/** how many keys a connection keeps (a person's dashboard settings and day make one) */
const KEPT_KEYS = 500
/** with more changed rows than this since the rows were kept (an import), counting every task again is as quick */
export const MOST_CHANGES = 500

const kept = preparedPerConnection(() => new LeastRecentlyUsed<Kept>(KEPT_KEYS))

/** the log's rows after the `since` placeholder's */
const since = sql`${taskChanges.seq} > ${sql.placeholder('since')}`

/** the changes' log: its first and last rows; how many of the owner's came after `since`, and whether one of them
 * says to count everything again (sign 0: `clearCountedChanges`) */
const changesSince = preparedPerConnection((database) => {
	const mine = (sign: SQL) =>
		sql`(select count(*) from ${taskChanges} where ${taskChanges.ownerId} = ${sql.placeholder('owner')} and ${since}${sign})`
	return prepareSql<{
		oldest: number | null
		newest: number | null
		mine: number
		again: number
	}>(
		database,
		sql`select (select min(${taskChanges.seq}) from ${taskChanges}) as oldest, (select max(${taskChanges.seq}) from ${taskChanges}) as newest,
			${mine(sql``)} as mine, ${mine(sql` and ${taskChanges.sign} = 0`)} as again`,
	)
})

/**
 * Deletes the owner's rows from the log, with the counted columns of their tasks (their data or account is deleted),
 * and leaves one row saying their kept counts are to be counted again. In the caller's transaction.
 */
export function clearCountedChanges(database: Pick<Db, 'delete' | 'insert'>, ownerId: string) {
	database.delete(taskChanges).where(eq(taskChanges.ownerId, ownerId)).run()
	database
		.insert(taskChanges)
		.values({
			sign: 0,
			ownerId,
			id: '',
			completed: false,
			priority: '',
			status: '',
			context: '',
			folder: '',
			added: 0,
		})
		.run()
}

/** the changed rows stand in for the table: the count's SQL reads `tasks`, here the WITH's */
const fromChanges: CountSource = () => sql`${tasks}`

function changedRowsQuery(ownerId: string, count: Count): SQL {
	const rows = sql`select * from ${taskChanges} where ${taskChanges.ownerId} = ${ownerId} and ${since} and ${taskChanges.sign} = ${sql.placeholder('sign')}`
	return sql`with ${tasks} as (${rows}) ${count.query(fromChanges)}`
}

/**
 * The rows of each count over the owner's tasks as they are now. `key` names everything the counts' SQL is built from
 * (null: count every task, keep nothing). The counts must be of each task alone (a sum over rows, no condition on
 * other rows), which the caller ensures by its key.
 */
export function keptCounts(key: string | null, ownerId: string, counts: Count[]): Row[][] {
	if (key === null) return counts.map((count) => aggregateRows<Row>(count.query(fromTable)))
	const database = db()
	// one snapshot: the rows counted and the log's last row agree (a change committed between them is in neither)
	return database.$client.transaction(() => {
		const entries = kept()
		const entry = entries.get(key)
		const log = changesSince().all({
			owner: ownerId,
			since: entry?.seq ?? 0,
		})[0]!
		const newest = log.newest ?? 0
		// the log still holds every change after the kept rows (it drops its oldest rows as it grows)
		if (entry && entry.seq >= (log.oldest ?? 1) - 1 && log.mine <= MOST_CHANGES && log.again === 0) {
			if (log.mine > 0) {
				entry.rows = counts.map((count, i) => {
					const changed = entry.changed[i]!
					const added = changed.all({ since: entry.seq, sign: 1 })
					const removed = changed.all({ since: entry.seq, sign: -1 })
					return mergeCounts(entry.rows[i]!, added, removed, count)
				})
			}
			entry.seq = newest
			return entry.rows
		}
		const rows = counts.map((count) => aggregateRows<Row>(count.query(fromTable)))
		const changed = entry?.changed ?? counts.map((count) => prepareSql<Row>(database, changedRowsQuery(ownerId, count)))
		entries.set(key, { seq: newest, rows, changed })
		return rows
	})()
}

/** a group's name: its key columns' values (null apart from any text) */
const groupOf = (row: Row, keys: string[]) =>
	keys.map((k) => (row[k] === null ? '\u0000' : String(row[k]))).join('\u0001')

/**
 * A count's kept rows with the changed rows' counts added and the old rows' taken away, group by group (`count.keys`);
 * a group whose size (`count.size`) comes to 0 is gone, as it would be from the GROUP BY. The groups in no particular
 * order (the dashboard orders what it shows).
 */
export function mergeCounts(kept: Row[], added: Row[], removed: Row[], count: Pick<Count, 'keys' | 'size'>): Row[] {
	const groups = new Map<string, Row>()
	for (const row of kept) groups.set(groupOf(row, count.keys), { ...row })
	const apply = (rows: Row[], sign: 1 | -1) => {
		for (const row of rows) {
			const name = groupOf(row, count.keys)
			const group = groups.get(name)
			if (!group) {
				const fresh: Row = { ...row }
				for (const column in fresh) if (!count.keys.includes(column)) fresh[column] = sign * Number(row[column] ?? 0)
				groups.set(name, fresh)
			} else {
				for (const column in row)
					if (!count.keys.includes(column)) group[column] = Number(group[column] ?? 0) + sign * Number(row[column] ?? 0)
			}
		}
	}
	apply(added, 1)
	apply(removed, -1)
	const size = count.size
	return size === undefined ? [...groups.values()] : [...groups.values()].filter((row) => row[size] !== 0)
}
