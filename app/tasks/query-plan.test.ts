// Every list query finds its rows through an index on (owner, ...), never by scanning the tasks table.
import { and, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tasks } from '#db/schema'
import { db } from '~/lib/db.server'
import { makeUser } from '../../tests/factories'
import { seedTasks } from '../../scripts/task-seed'
import { DEFAULT_SORT_ORDER, DEFAULT_TASK_FILTER } from './defaults'
import type { TaskListSpec } from './lists'
import { listQuery } from './tasks.server'

const SPECS: TaskListSpec[] = [
	{ kind: 'all' },
	{ kind: 'quick', name: 'get-organized', offset: 0 },
	{ kind: 'quick', name: 'overdue', offset: 0 },
	{ kind: 'quick', name: 'todays-focus', offset: 0 },
	{ kind: 'quick', name: 'this-week', offset: 1 },
	{ kind: 'custom' },
	{ kind: 'inbox' },
	{ kind: 'by', field: 'context', value: '@Home' },
	{ kind: 'by', field: 'folder', value: 'Inbox' },
	{ kind: 'by', field: 'priority', value: 'high' },
	{ kind: 'by', field: 'status', value: 'next' },
	{ kind: 'ps', priority: 'high', status: 'next' },
]

function plan(query: { sql: string; params: unknown[] }) {
	const rows = db().$client.prepare(`explain query plan ${query.sql}`).all(...query.params) as { detail: string }[]
	return rows.map((r) => r.detail)
}

// The app never runs ANALYZE: without statistics SQLite takes an equality on the leading index
// columns (owner, completed) as selective, which it is once a database holds more than one user.
describe('list queries use an index (EXPLAIN QUERY PLAN)', () => {
	const user = makeUser({ timezone: 'Europe/London', loadDefaults: true })
	seedTasks(user.id, 3000, user.timezone)
	const filterItems = [
		{ group: 'a', field: 'priority', operator: '$eq', value: 'high' },
		{ group: 'b', field: 'title', operator: '$regex', value: 'bank' },
	]
	for (const completed of ['N', 'A'] as const) {
		for (const spec of SPECS) {
			it(`${JSON.stringify(spec)} with completed ${completed}`, () => {
				const prefs = {
					taskFilter: { ...DEFAULT_TASK_FILTER, completed, filterItems },
					taskSortOrder: { ...DEFAULT_SORT_ORDER, hideParents: true },
				}
				const { page, count } = listQuery(user.id, spec, prefs, user.timezone, 25)
				for (const steps of [plan(page), plan(count)]) {
					expect(steps.join(' | ')).toMatch(/SEARCH tasks USING (COVERING )?INDEX tasks_owner_/)
					// no step reads the whole table (the hide-parents sub-query searches by (owner, parent) too)
					expect(steps.filter((d) => /^SCAN /.test(d) && !/USING (COVERING )?INDEX/.test(d))).toEqual([])
				}
			})
		}
	}

	it('sub-tasks of a page are found through the (owner, parent) index', () => {
		const query = db()
			.select()
			.from(tasks)
			.where(and(eq(tasks.ownerId, user.id), inArray(tasks.parentId, ['a', 'b'])))
			.toSQL()
		expect(plan(query).join(' | ')).toMatch(/USING INDEX tasks_owner_parent/)
	})
})
