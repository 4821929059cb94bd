// Decision 263: the dashboard's counts kept between views, with only the changed tasks counted again, always equal
// the counts over every task. Random changes of every counted column, inserts and deletes, through Drizzle and raw SQL
// (the triggers see both), each checked against counting everything again.
import { and, count, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { taskChanges, tasks, templateUses } from '#db/schema'
import { makeTask, makeUser } from '../../tests/factories'
import { db } from '~/lib/db.server'
import { localMidnight } from '~/lib/dates'
import { deleteUserData } from '~/profile/deletion.server'
import { deleteForEver, emptyTrash, moveToTrash, restoreFromTrash } from './trash.server'
import { saveTaskPreferences, taskPreferences } from '~/tasks/preferences.server'
import { QUICK_FILTERS, type QuickFilterName } from './quick-filters'
import type { TaskListSpec } from './lists'
import { listTasks, listWhere } from './tasks.server'
import { piesCount, tablesCount, weekCount } from '~/analytics/analytics.server'
import { dashboardSettings } from '~/analytics/dashboard-settings'
import { keptCounts, mergeCounts, MOST_CHANGES, type Count } from './kept-counts.server'
import { dashboardPage } from '~/analytics/dashboard.server'

const DAY = 86_400_000
const TZ = 'Europe/London'
const NOW = Date.UTC(2026, 10, 18, 12)

function random(seed: number) {
	let s = seed
	return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
}

function counts(ownerId: string, query = ''): Count[] {
	const s = dashboardSettings(new URLSearchParams(query), TZ, NOW)
	const saved = taskPreferences(ownerId)
	return [
		weekCount(ownerId, TZ, { monday: s.week, count: s.count, complete: s.complete }, NOW, saved),
		piesCount(ownerId, TZ, { month: s.month, monthYear: s.monthYear, year: s.year }, NOW, saved),
		tablesCount(ownerId, TZ, NOW, saved),
	]
}

const keyOf = (ownerId: string, query = '') => JSON.stringify([ownerId, query, taskPreferences(ownerId)])
/** each count's groups in one order (merging keeps none) */
const sorted = (rows: Record<string, unknown>[][]) =>
	rows.map((groups) => [...groups].sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1)))

/** the kept rows equal the rows of counting every task */
function expectKeptEqualsCounted(ownerId: string, query = '') {
	const counted = keptCounts(null, ownerId, counts(ownerId, query))
	expect(sorted(keptCounts(keyOf(ownerId, query), ownerId, counts(ownerId, query)))).toEqual(sorted(counted))
}

const day = (rnd: () => number) => localMidnight(TZ, NOW) + Math.floor(rnd() * 40 - 20) * DAY
const pick = <T>(rnd: () => number, list: readonly T[]) => list[Math.floor(rnd() * list.length)]!

/** one random change to the owner's tasks: an insert, a delete, or an update of one column, counted or not */
function randomChange(ownerId: string, rnd: () => number) {
	const ids = db()
		.select({ id: tasks.id })
		.from(tasks)
		.where(eq(tasks.ownerId, ownerId))
		.all()
		.map((r) => r.id)
	const kind = rnd()
	if (kind < 0.25 || ids.length < 3) {
		makeTask(ownerId, {
			folder: pick(rnd, ['', 'Inbox', 'Family', 'Work']),
			context: pick(rnd, ['', '@Home', '@Office']),
			priority: pick(rnd, ['high', 'medium', 'low', 'unassigned']),
			status: pick(rnd, ['none', 'active', 'next']),
			completed: rnd() < 0.3,
			due: rnd() < 0.7 ? day(rnd) : null,
			start: rnd() < 0.5 ? day(rnd) : null,
			added: day(rnd),
			length: rnd() < 0.5 ? Math.floor(rnd() * 8) * 15 : null,
			parentId: rnd() < 0.2 ? (pick(rnd, ids) ?? null) : null,
		})
		return
	}
	const id = pick(rnd, ids)
	if (kind < 0.35) {
		db().delete(tasks).where(eq(tasks.id, id)).run()
		return
	}
	const changes: Partial<typeof tasks.$inferInsert>[] = [
		{ completed: rnd() < 0.5 },
		{ priority: pick(rnd, ['high', 'medium', 'low', 'top', 'negative']) },
		{ status: pick(rnd, ['none', 'active', 'next', 'waiting']) },
		{ context: pick(rnd, ['', '@Home', '@Office', '@Phone']) },
		{ folder: pick(rnd, ['', 'Inbox', 'Family', 'Work', 'Ünïcode']) },
		{ due: rnd() < 0.2 ? null : day(rnd) },
		{ start: rnd() < 0.2 ? null : day(rnd) },
		{ added: day(rnd) },
		{ length: rnd() < 0.3 ? null : Math.floor(rnd() * 8) * 15 },
		{ parentId: rnd() < 0.5 ? null : pick(rnd, ids) },
		{ star: rnd() < 0.5 },
		{ title: `renamed ${rnd()}` },
	]
	const change = pick(rnd, changes)
	if (rnd() < 0.5) db().update(tasks).set(change).where(eq(tasks.id, id)).run()
	else if ('due' in change)
		db()
			.$client.prepare('update tasks set due = ?, completed = not completed where id = ?')
			.run(change.due ?? null, id)
	else
		db()
			.update(tasks)
			.set({ ...change, notes: 'and a column not counted' })
			.where(eq(tasks.id, id))
			.run()
}

describe('the counts kept between views (decision 263)', () => {
	it('equal counting every task again, after each of 300 random changes, on every setting kept', () => {
		const user = makeUser({ timezone: TZ, loadDefaults: true })
		const rnd = random(263)
		for (let i = 0; i < 20; i++) randomChange(user.id, rnd)
		const settings = ['', 'count=length&complete=Y', 'complete=N&month=10&monthYear=2026']
		for (const query of settings) expectKeptEqualsCounted(user.id, query)
		for (let i = 0; i < 300; i++) {
			const query = pick(rnd, settings)
			// one to three changes between two views
			for (let n = Math.floor(rnd() * 3); n >= 0; n--) randomChange(user.id, rnd)
			expectKeptEqualsCounted(user.id, query)
		}
	})

	it('a list\'s count equals counting its tasks again, after each of 150 random changes, on every simple and quick list', () => {
		const user = makeUser({ timezone: TZ, loadDefaults: true })
		const rnd = random(31)
		for (let i = 0; i < 20; i++) randomChange(user.id, rnd)
		const specs: TaskListSpec[] = [
			{ kind: 'all' },
			{ kind: 'inbox' },
			{ kind: 'by', field: 'folder', value: 'Work' },
			{ kind: 'ps', priority: 'high', status: 'next' },
			...(Object.keys(QUICK_FILTERS) as QuickFilterName[]).map((name) => ({ kind: 'quick' as const, name, offset: 0 })),
		]
		const expectCounted = (spec: TaskListSpec) => {
			const prefs = taskPreferences(user.id)
			const { total } = listTasks(user.id, spec, prefs, TZ, { limit: 25, now: NOW })
			const counted = db().select({ n: count() }).from(tasks).where(listWhere(user.id, spec, prefs, TZ, NOW)).get()!.n
			expect(total, JSON.stringify(spec)).toBe(counted)
		}
		for (const spec of specs) expectCounted(spec)
		for (let i = 0; i < 150; i++) {
			randomChange(user.id, rnd)
			if (i === 75) saveTaskPreferences(user.id, { taskSortOrder: { ...taskPreferences(user.id).taskSortOrder, hideChildren: true } })
			if (i === 110) saveTaskPreferences(user.id, { taskSortOrder: { ...taskPreferences(user.id).taskSortOrder, hideParents: true } })
			expectCounted(pick(rnd, specs))
		}
	})

	it("counts another person's changes never, and a task confirmed from a template when it is", () => {
		const me = makeUser({ timezone: TZ })
		const other = makeUser({ timezone: TZ })
		makeTask(me.id, { folder: 'Mine' })
		expectKeptEqualsCounted(me.id)
		const rnd = random(5)
		for (let i = 0; i < 30; i++) randomChange(other.id, rnd)
		expectKeptEqualsCounted(me.id)
		const use = db()
			.insert(templateUses)
			.values({
				ownerId: me.id,
				templateId: 'a template',
				taskCount: 1,
				created: NOW,
			})
			.returning()
			.get()
		const waiting = makeTask(me.id, {
			folder: 'From a template',
			templateUseId: use.id,
		})
		expectKeptEqualsCounted(me.id)
		db().update(tasks).set({ templateUseId: null }).where(eq(tasks.id, waiting.id)).run()
		expectKeptEqualsCounted(me.id)
	})

	it('counts everything again after more changes than it would count, and after the log dropped rows it needed', () => {
		const user = makeUser({ timezone: TZ })
		const rnd = random(7)
		for (let i = 0; i < 10; i++) randomChange(user.id, rnd)
		expectKeptEqualsCounted(user.id)
		db().$client.transaction(() => {
			for (let i = 0; i < MOST_CHANGES + 1; i++) makeTask(user.id, { folder: 'Imported', due: day(rnd) })
		})()
		expectKeptEqualsCounted(user.id)
		randomChange(user.id, rnd)
		randomChange(user.id, rnd)
		// the log keeps its last 20,000 rows: the 1000th row drops the ones 20,000 before it
		const newest = db()
			.select({ seq: sql<number>`max(${taskChanges.seq})` })
			.from(taskChanges)
			.get()!.seq
		db()
			.$client.prepare(`update sqlite_sequence set seq = ? where name = 'task_changes'`)
			.run(Math.ceil((newest + 20_001) / 1000) * 1000 - 1)
		makeTask(user.id, { folder: 'After the drop' })
		expect(
			db()
				.select({ seq: taskChanges.seq })
				.from(taskChanges)
				.where(sql`${taskChanges.seq} <= ${newest}`)
				.all(),
		).toEqual([])
		expectKeptEqualsCounted(user.id)
	})

	it('a task deleted for ever from the trash takes its rows of the log with it; the kept counts stay right', () => {
		const user = makeUser({ timezone: TZ })
		const rnd = random(11)
		for (let i = 0; i < 10; i++) randomChange(user.id, rnd)
		const secret = makeTask(user.id, { folder: 'Secret', context: '@Clinic', due: day(rnd) })
		const kept = makeTask(user.id, { folder: 'Kept' })
		const back = makeTask(user.id, { folder: 'Back' })
		expectKeptEqualsCounted(user.id)
		const rowsOf = (id: string) => db().select().from(taskChanges).where(eq(taskChanges.id, id)).all()
		db().transaction((tx) => moveToTrash(tx, user.id, [secret.id, kept.id, back.id]))
		expectKeptEqualsCounted(user.id)
		deleteForEver(user.id, secret.id)
		expect(rowsOf(secret.id)).toEqual([])
		expect(rowsOf(kept.id).length).toBeGreaterThan(0)
		expectKeptEqualsCounted(user.id)
		restoreFromTrash(user.id, back.id)
		expectKeptEqualsCounted(user.id)
		emptyTrash(user.id)
		expect(rowsOf(kept.id)).toEqual([])
		expect(db().select().from(taskChanges).where(eq(taskChanges.folder, 'Secret')).all()).toEqual([])
		expectKeptEqualsCounted(user.id)
	})

	it('Delete Data takes the counted columns out of the log, and the kept counts are counted again', () => {
		const user = makeUser({ timezone: TZ, loadDefaults: true })
		makeTask(user.id, {
			folder: 'Private',
			context: '@Clinic',
			due: localMidnight(TZ, NOW),
		})
		const before = dashboardPage(user.id, TZ, new URLSearchParams(), NOW)
		expect(before.tables.folders.rows.map((r) => r.label)).toContain('Private')
		deleteUserData(user.id)
		const left = db().select().from(taskChanges).where(eq(taskChanges.ownerId, user.id)).all()
		expect(left).toEqual([expect.objectContaining({ sign: 0, folder: '', context: '', due: null })])
		expect(dashboardPage(user.id, TZ, new URLSearchParams(), NOW).counts.incomplete).toBe(0)
		expect(dashboardPage(user.id, TZ, new URLSearchParams(), NOW).tables.folders.rows).toEqual([])
		expect(
			db()
				.select()
				.from(taskChanges)
				.where(and(eq(taskChanges.ownerId, user.id), eq(taskChanges.folder, 'Private')))
				.all(),
		).toEqual([])
	})
})

describe('mergeCounts', () => {
	const count = { keys: ['kind', 'a'], size: 'count' }
	it('adds the new rows, takes the old away, drops a group that comes to 0', () => {
		const kept = [
			{ kind: 'ps', a: 'high', count: 2, overdue: 1 },
			{ kind: 'ps', a: 'low', count: 1, overdue: 0 },
		]
		expect(
			mergeCounts(
				kept,
				[
					{ kind: 'ps', a: 'Ände', count: 1, overdue: 1 },
					{ kind: 'cf', a: '', count: 1, overdue: 0 },
				],
				[{ kind: 'ps', a: 'low', count: 1, overdue: 0 }],
				count,
			),
		).toEqual([
			{ kind: 'ps', a: 'high', count: 2, overdue: 1 },
			{ kind: 'ps', a: 'Ände', count: 1, overdue: 1 },
			{ kind: 'cf', a: '', count: 1, overdue: 0 },
		])
	})
	it('a count without groups keeps its one row; a null key is a group apart from any text', () => {
		expect(mergeCounts([{ all: 3, done: 1 }], [{ all: 1, done: 0 }], [{ all: 2, done: 1 }], { keys: [] })).toEqual([
			{ all: 2, done: 0 },
		])
		expect(
			mergeCounts([{ d: 'null', n: 1 }], [{ d: null, n: 1 }], [], {
				keys: ['d'],
				size: 'n',
			}),
		).toEqual([
			{ d: 'null', n: 1 },
			{ d: null, n: 1 },
		])
	})
})
