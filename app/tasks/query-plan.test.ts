// Every list query finds its rows through an index on (owner, ...), never by scanning the tasks table, and the plans
// hold without the planner's statistics (a database that grew after the server analysed it has none that fit):
// the page comes in order from the default-sort index (no temporary B-tree), the count from one covering index, and
// a page's parents, sub-tasks and reminder states are found by key, not by reading every task of the owner
// (docs/decisions/173).
import { Placeholder } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '~/lib/db.server'
import { deliveriesQuery } from '~/reminders/status.server'
import { makeUser } from '../../tests/factories'
import { seedTasks } from '../../scripts/task-seed'
import { DEFAULT_SORT_ORDER, DEFAULT_TASK_FILTER } from './defaults'
import type { TaskListSpec } from './lists'
import { childrenQuery, listQuery, tasksByIdsQuery } from './tasks.server'

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

/** a prepared query's SQL with its placeholders' values */
const bound = (query: { sql: string; params: unknown[] }, values: Record<string, string>) => ({
	sql: query.sql,
	params: query.params.map((p) => (p instanceof Placeholder ? values[p.name] : p)),
})

/** the steps of `in (select value from json_each(?))`: the bound JSON array read once into a list */
const JSON_LIST = ['LIST SUBQUERY 1', expect.stringMatching(/^SCAN json_each VIRTUAL TABLE INDEX/)]

const fullScans = (steps: string[]) => steps.filter((d) => /^SCAN /.test(d) && !/USING (COVERING )?INDEX/.test(d))

const user = makeUser({ timezone: 'Europe/London', loadDefaults: true })
const filterItems = [
	{ group: 'a', field: 'priority', operator: '$eq', value: 'high' },
	{ group: 'b', field: 'title', operator: '$regex', value: 'bank' },
]

/** strict: the exact plan shapes (without statistics); otherwise the planner may choose by its statistics */
function planTests(strict: boolean) {
	for (const completed of ['N', 'A'] as const) {
		for (const hideParents of [false, true]) {
			for (const spec of SPECS) {
				it(`${JSON.stringify(spec)} with completed ${completed}${hideParents ? ', parents hidden' : ''}`, () => {
					const prefs = {
						taskFilter: { ...DEFAULT_TASK_FILTER, completed, filterItems },
						taskSortOrder: { ...DEFAULT_SORT_ORDER, hideParents },
					}
					const { page, count } = listQuery(user.id, spec, prefs, user.timezone, 25)
					for (const steps of [plan(page), plan(count)]) {
						expect(steps.join(' | ')).toMatch(/SEARCH tasks USING (COVERING )?INDEX tasks_owner_/)
						// no step reads the whole table (the hide-parents sub-query searches by (owner, parent) too)
						expect(fullScans(steps)).toEqual([])
					}
					// a sub-query (parents hidden) finds children by (owner, parent), never by reading the owner's tasks
					for (const steps of [plan(page), plan(count)]) {
						expect(steps.filter((d) => /^SEARCH c /.test(d) && !/tasks_owner_parent \(owner_id=\? AND parent_id=\?/.test(d))).toEqual([])
					}
					if (!strict) return
					// the default sort comes from the index: a page of 25 does not sort every matching task
					expect(plan(page)[0]).toMatch(/^SEARCH tasks USING INDEX tasks_owner_default_sort \(owner_id=\?\)/)
					expect(plan(page).filter((d) => /TEMP B-TREE/.test(d))).toEqual([])
					// the count reads one index, and never the table unless the filter looks at text (title, notes)
					const covering = spec.kind === 'custom' ? '(COVERING )?' : 'COVERING '
					expect(plan(count)[0]).toMatch(new RegExp(`^SEARCH tasks USING ${covering}INDEX tasks_owner_list \\(owner_id=\\? AND template_use_id=\\?`))
				})
			}
		}
	}

	it("a page's parents are read by id, not by scanning the owner's tasks", () => {
		const steps = plan(bound(tasksByIdsQuery(db()).toSQL(), { ownerId: user.id, ids: JSON.stringify(['a', 'b', 'c', 'd', 'e', 'f']) }))
		// the ids come as one JSON array (one statement for any number of them), read as a list: each looked up by key
		expect(steps).toEqual([expect.stringMatching(/^SEARCH tasks USING INDEX sqlite_autoindex_tasks_1 \(id=\?\)/), ...JSON_LIST])
	})

	it('sub-tasks of a page are found through the (owner, parent) index', () => {
		const steps = plan(bound(childrenQuery(db()).toSQL(), { ownerId: user.id, ids: JSON.stringify(Array.from({ length: 25 }, (_, i) => `t${i}`)) }))
		expect(steps).toEqual([expect.stringMatching(/^SEARCH tasks USING INDEX tasks_owner_parent \(owner_id=\? AND parent_id=\?/), ...JSON_LIST])
	})

	it("the reminder states of a page are found by task id", () => {
		const steps = plan(deliveriesQuery(user.id, ['a', 'b', 'c']).toSQL())
		expect(steps).toEqual([expect.stringMatching(/^SEARCH reminder_deliveries USING INDEX reminder_deliveries_task_date \(task_id=\?\)/)])
	})
}

// one user with many tasks: the hardest case, where the owner's index is not selective at all
beforeAll(() => {
	seedTasks(user.id, 3000, user.timezone)
})

describe('list queries without planner statistics (EXPLAIN QUERY PLAN)', () => {
	beforeAll(() => {
		const client = db().$client
		if (client.prepare(`select 1 from sqlite_schema where name = 'sqlite_stat1'`).get()) client.exec('delete from sqlite_stat1')
		// reloads the (now empty) statistics
		client.exec('analyze sqlite_schema')
	})
	planTests(true)
})

describe('list queries with planner statistics (EXPLAIN QUERY PLAN)', () => {
	beforeAll(() => {
		db().$client.exec('ANALYZE')
	})
	// with statistics of this one-user database the planner may prefer a date index, or a skip-scan, and sort the few
	// rows it finds: still searches of indexes, never a scan of the table
	planTests(false)
})
