// The board's queries read indexes, never the whole table, and never number or sort every task of the list
// (EXPLAIN QUERY PLAN, with the planner's statistics of one user with many tasks, as the server keeps them).
import type { SQL } from 'drizzle-orm'
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core'
import { describe, expect, it } from 'vitest'
import { db } from '~/lib/db.server'
import { makeUser } from '../../tests/factories'
import { seedTasks } from '../../scripts/task-seed'
import { DEFAULT_SORT_ORDER, DEFAULT_TASK_FILTER } from './defaults'
import { KANBAN_GROUP_VALUES, UNASSIGNED_VALUE } from './kanban'
import { columnCardsQuery, columnCountsQuery, ensureRanks } from './kanban.server'
import type { TaskListSpec } from './lists'
import { listWhere } from './tasks.server'

const SPECS: TaskListSpec[] = [
	{ kind: 'all' },
	{ kind: 'quick', name: 'overdue', offset: 0 },
	{ kind: 'quick', name: 'this-week', offset: 0 },
	{ kind: 'by', field: 'folder', value: 'Inbox' },
	{ kind: 'by', field: 'status', value: 'next' },
	{ kind: 'ps', priority: 'high', status: 'next' },
	{ kind: 'custom' },
]

function plan(query: { sql: string; params: unknown[] }) {
	const rows = db().$client.prepare(`explain query plan ${query.sql}`).all(...query.params) as { detail: string }[]
	return rows.map((r) => r.detail)
}
const dialect = new SQLiteSyncDialect()
const render = (q: SQL) => dialect.sqlToQuery(q)

describe('board queries use their indexes (EXPLAIN QUERY PLAN)', () => {
	const user = makeUser({ timezone: 'Europe/London', loadDefaults: true })
	seedTasks(user.id, 3000, user.timezone)
	ensureRanks(user.id, DEFAULT_SORT_ORDER)
	db().$client.exec('ANALYZE')
	const filterItems = [{ group: 'a', field: 'priority', operator: '$eq', value: 'high' }]
	for (const completed of ['N', 'A'] as const) {
		for (const spec of SPECS) {
			it(`${JSON.stringify(spec)} with completed ${completed}`, () => {
				const prefs = { taskFilter: { ...DEFAULT_TASK_FILTER, completed, filterItems }, taskSortOrder: { ...DEFAULT_SORT_ORDER } }
				const where = listWhere(user.id, spec, prefs, user.timezone, Date.now())
				for (const group of KANBAN_GROUP_VALUES) {
					// the counts: one GROUP BY over the covering index, not a row read per task
					const counts = plan(render(columnCountsQuery(where, group)))
					expect(counts.join(' | ')).toMatch(/USING COVERING INDEX tasks_owner_analytics/)
					expect(counts.filter((d) => /^SCAN /.test(d))).toEqual([])
					// the columns' first cards: each column's rank index read in order up to its limit (nothing numbered,
					// nothing sorted but the page itself), then those rows by rowid
					const values = [UNASSIGNED_VALUE[group], group === 'status' ? 'next' : group === 'priority' ? 'high' : '@Home']
					const cards = plan(columnCardsQuery(where, group, values.map((value) => ({ value, limit: 10 }))).toSQL()).join(' | ')
					const rankIndex = new RegExp(`SEARCH tasks USING INDEX tasks_owner_${group}_rank \\(owner_id=\\? AND ${group}=\\?`, 'g')
					expect(cards.match(rankIndex) ?? []).toHaveLength(values.length)
					expect(cards).toMatch(/SEARCH tasks USING INTEGER PRIMARY KEY \(rowid=\?\)/)
					expect(cards).not.toMatch(/(^| )SCAN tasks/)
					expect(cards.match(/TEMP B-TREE/g) ?? []).toHaveLength(1)
				}
			})
		}
	}
})
