// The dashboard's statements (decision 123, addendum 3) read indexes only, never the tasks table, and the tables and
// pies group in an index's own order, never through a temporary B-tree (a sort of every counted task), with and
// without the planner's statistics. The week's statement sorts only the tasks of its week (its groups are days).
// The plans are taken from the statements dashboardPage prepares.
import type Database from 'better-sqlite3'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { db, forgetKeptStatements } from '~/lib/db.server'
import { makeUser } from '../../tests/factories'
import { seedTasks } from '../../scripts/task-seed'
import { dashboardPage } from './dashboard.server'

const user = makeUser({ timezone: 'Europe/London', loadDefaults: true })
beforeAll(() => {
	seedTasks(user.id, 2000, user.timezone)
})
afterEach(() => {
	vi.restoreAllMocks()
})

/** the plan of every tasks statement the dashboard prepares */
function dashboardPlans(query: string) {
	const client = db().$client
	const texts: string[] = []
	const changed: string[] = []
	const prepare = client.prepare.bind(client)
	vi.spyOn(client, 'prepare').mockImplementation(((text: string) => {
		if (/\bfrom "tasks"/.test(text) && !text.startsWith('with')) texts.push(text)
		if (text.startsWith('with')) changed.push(text)
		return prepare(text)
	}) as Database.Database['prepare'])
	forgetKeptStatements()
	dashboardPage(user.id, user.timezone, new URLSearchParams(query))
	const plan = (text: string) => {
		const params = Array((text.match(/\?/g) ?? []).length).fill(0)
		return { text, steps: (client.prepare(`explain query plan ${text}`).all(...params) as { detail: string }[]).map((r) => r.detail) }
	}
	return { plans: texts.map(plan), changed: changed.map(plan) }
}

type Plan = { text: string; steps: string[] }

function expectIndexOnly({ plans: all, changed }: { plans: Plan[]; changed: Plan[] }) {
	// the probe for tasks assigned to the person in others' folders (issue 55): one look-up of the partial index (its
	// statement is kept per connection, so only the first of these tests sees it prepared)
	const probes = all.filter((p) => p.text.includes('"assigned_to" = ?'))
	expect(probes.length).toBeLessThanOrEqual(1)
	for (const probe of probes) expect(probe.steps).toEqual([expect.stringMatching(/^SEARCH tasks USING (COVERING )?INDEX tasks_assigned_to \(assigned_to=\?\)$/)])
	// the tables, the pies and the week
	const plans = all.filter((p) => !probes.includes(p))
	expect(plans).toHaveLength(3)
	for (const { text, steps } of plans) {
		const reads = steps.filter((d) => /^(SCAN|SEARCH) /.test(d))
		expect(reads.length).toBeGreaterThan(0)
		for (const read of reads) expect(read).toMatch(/^SEARCH tasks USING COVERING INDEX tasks_owner_(list|analytics) \(owner_id=\?/)
		const week = text.includes(' as "created"')
		if (!week) expect(steps.filter((d) => /TEMP B-TREE/.test(d))).toEqual([])
	}
	// the same three over the changed rows (decision 263) read the owner's rows of the log after a number, by its index
	expect(changed).toHaveLength(3)
	for (const { steps } of changed) {
		const reads = steps.filter((d) => /^(SCAN|SEARCH) /.test(d))
		expect(reads.length).toBeGreaterThan(0)
		for (const read of reads) expect(read).toMatch(/^(SEARCH task_changes USING INDEX task_changes_owner \(owner_id=\? AND seq>\?\)|SCAN tasks)$/)
	}
}

describe("the dashboard's statements (EXPLAIN QUERY PLAN)", () => {
	it('without planner statistics', () => {
		const client = db().$client
		if (client.prepare(`select 1 from sqlite_schema where name = 'sqlite_stat1'`).get()) client.exec('delete from sqlite_stat1')
		client.exec('analyze sqlite_schema')
		expectIndexOnly(dashboardPlans('count=length&complete=Y'))
	})

	it('with planner statistics', () => {
		db().$client.exec('ANALYZE')
		expectIndexOnly(dashboardPlans(''))
	})
})
