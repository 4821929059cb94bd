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

// The server keeps the planner's statistics current (PRAGMA optimize at start-up and hourly, app/lib/db.server.ts),
// so the plans are checked with statistics of a database that holds one user with many tasks: the hardest case,
// where the owner's index is not selective at all.
describe('list queries use an index (EXPLAIN QUERY PLAN)', () => {
	const user = makeUser({ timezone: 'Europe/London', loadDefaults: true })
	seedTasks(user.id, 3000, user.timezone)
	db().$client.exec('ANALYZE')
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
				if (spec.kind === 'quick' && (spec.name === 'todays-focus' || spec.name === 'this-week')) {
					// one day or one week: read through the start and due date ranges, and the few rows sorted
					expect(plan(page).join(' | ')).toMatch(/MULTI-INDEX OR .*tasks_owner_completed_start .*start>\? AND start<\?.*tasks_owner_completed_due .*due>\? AND due<\?/)
				} else {
					// the default sort comes from the index: a page of 25 does not sort every matching task
					expect(plan(page).join(' | ')).toMatch(/USING INDEX tasks_owner_default_sort/)
					expect(plan(page).filter((d) => /TEMP B-TREE/.test(d))).toEqual([])
				}
			})
		}
	}

	it("a page's parents are read by id, not by scanning the owner's tasks", () => {
		const query = db()
			.select({ id: tasks.id })
			.from(tasks)
			.where(and(eq(tasks.ownerId, user.id), inArray(tasks.id, ['a', 'b'])))
			.toSQL()
		expect(plan(query).join(' | ')).toMatch(/sqlite_autoindex_tasks_1 \(id=\?\)/)
	})

	it('sub-tasks of a page are found through the (owner, parent) index', () => {
		const query = db()
			.select()
			.from(tasks)
			.where(and(eq(tasks.ownerId, user.id), inArray(tasks.parentId, ['a', 'b'])))
			.toSQL()
		expect(plan(query).join(' | ')).toMatch(/USING INDEX tasks_owner_parent/)
	})
})
