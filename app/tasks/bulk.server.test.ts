import { TZDate } from '@date-fns/tz'
import { describe, expect, it } from 'vitest'
import { findTasks, makeTask, makeUser } from '../../tests/factories'
import { localMidnight } from '~/lib/dates'
import { bulkAction } from './bulk-action.server'
import { applyBulkChange, applyBulkDelete, selectionCount, selectionWhere } from './bulk.server'
import { DEFAULT_SORT_ORDER, DEFAULT_TASK_FILTER } from './defaults'
import { saveTaskPreferences } from './preferences.server'
import { undo } from './undo.server'

const tz = 'Europe/London'
const at = (y: number, m: number, d: number, h = 0) => new TZDate(y, m - 1, d, h, 0, tz).getTime()
const prefs = { taskFilter: { ...DEFAULT_TASK_FILTER, completed: 'A' as const }, taskSortOrder: DEFAULT_SORT_ORDER }
const byId = (ownerId: string) => new Map(findTasks(ownerId).map((t) => [t.id, t]))

describe('a bulk change', () => {
	it('changes only the selected tasks of the owner, in one run, and returns them as they were, whole', () => {
		const me = makeUser({ timezone: tz, loadDefaults: true })
		const other = makeUser({ timezone: tz })
		const a = makeTask(me.id, { title: 'a', status: 'next', due: at(2026, 5, 1) })
		const b = makeTask(me.id, { title: 'b', status: 'waiting' })
		const left = makeTask(me.id, { title: 'left alone' })
		const theirs = makeTask(other.id, { title: 'theirs' })
		const where = selectionWhere(me.id, { ids: [a.id, b.id, theirs.id] }, tz)
		const result = applyBulkChange(me.id, where, { status: 'waiting', star: true }, tz)
		expect(result.selected).toBe(2)
		// both were written (b only for its star); every column as it was
		expect(result.before.map((t) => t.id).sort()).toEqual([a.id, b.id].sort())
		expect(result.before.find((t) => t.id === a.id)).toEqual(a)
		const now = byId(me.id)
		expect(now.get(a.id)).toMatchObject({ status: 'waiting', star: true, due: at(2026, 5, 1) })
		expect(now.get(b.id)).toMatchObject({ status: 'waiting', star: true })
		expect(now.get(left.id)).toEqual(left)
		expect(findTasks(other.id)[0]).toEqual(theirs)
	})

	it('does not write a task that is already as asked', () => {
		const me = makeUser({ timezone: tz })
		const a = makeTask(me.id, { status: 'waiting' })
		const result = applyBulkChange(me.id, selectionWhere(me.id, { ids: [a.id] }, tz), { status: 'waiting' }, tz)
		expect(result).toMatchObject({ selected: 1, before: [] })
		expect(findTasks(me.id)[0]).toEqual(a)
	})

	it('completing repeating tasks makes their next instances, as one by one; the new ids are returned', () => {
		const me = makeUser({ timezone: tz })
		const weekly = makeTask(me.id, { title: 'weekly', due: at(2026, 6, 3), start: at(2026, 6, 1), repeat: 'FREQ=WEEKLY;INTERVAL=1', repeatChoice: 'WEEKLY' })
		const plain = makeTask(me.id, { title: 'plain' })
		// a choice with no frequency at all (a fixed choice without its rule repeats by the choice's: decision 270)
		const broken = makeTask(me.id, { title: 'no rule', repeatChoice: 'ADVANCED' })
		const now = at(2026, 6, 3, 18)
		const result = applyBulkChange(me.id, selectionWhere(me.id, { ids: [weekly.id, plain.id, broken.id] }, tz), { completed: true, status: 'next' }, tz, now)
		expect(result).toMatchObject({ selected: 3, created: 1, noFrequency: 1 })
		const rows = byId(me.id)
		expect(rows.get(weekly.id)).toMatchObject({ completed: true, completedDate: now, status: 'next' })
		expect(rows.get(plain.id)).toMatchObject({ completed: true, completedDate: now })
		// left open, but its other fields changed
		expect(rows.get(broken.id)).toMatchObject({ completed: false, status: 'next' })
		const next = rows.get(result.createdIds[0]!)
		expect(next).toMatchObject({ title: 'weekly', completed: false, due: at(2026, 6, 10), start: at(2026, 6, 8), createdFrom: weekly.id, status: 'next' })
		// reopening: no new rows
		const reopened = applyBulkChange(me.id, selectionWhere(me.id, { ids: [weekly.id, plain.id] }, tz), { completed: false }, tz, now)
		expect(reopened).toMatchObject({ selected: 2, created: 0 })
		expect(byId(me.id).get(weekly.id)).toMatchObject({ completed: false, completedDate: null })
	})

	it('"all matching" selects by the list\'s own conditions, the owner\'s tasks only', () => {
		const me = makeUser({ timezone: tz })
		const other = makeUser({ timezone: tz })
		const waiting = [makeTask(me.id, { status: 'waiting' }), makeTask(me.id, { status: 'waiting' })]
		const next = makeTask(me.id, { status: 'next' })
		const theirs = makeTask(other.id, { status: 'waiting' })
		const where = selectionWhere(me.id, { list: { kind: 'by', field: 'status', value: 'waiting' }, prefs }, tz)
		expect(selectionCount(me.id, where)).toEqual({ tasks: 2, children: 0 })
		const result = applyBulkChange(me.id, where, { priority: 'top' }, tz)
		expect(result.selected).toBe(2)
		const rows = byId(me.id)
		expect(waiting.map((t) => rows.get(t.id)!.priority)).toEqual(['top', 'top'])
		expect(rows.get(next.id)!.priority).toBe('unassigned')
		expect(findTasks(other.id)[0]).toEqual(theirs)
	})

	it('delete takes the sub-tasks with their parents and returns every deleted row', () => {
		const me = makeUser({ timezone: tz })
		const parent = makeTask(me.id, { title: 'parent' })
		const child = makeTask(me.id, { title: 'child', parentId: parent.id })
		const alone = makeTask(me.id, { title: 'alone' })
		const kept = makeTask(me.id, { title: 'kept' })
		const where = selectionWhere(me.id, { ids: [parent.id, alone.id] }, tz)
		expect(selectionCount(me.id, where)).toEqual({ tasks: 2, children: 1 })
		const result = applyBulkDelete(me.id, where)
		expect(result).toMatchObject({ selected: 2, children: 1 })
		expect(result.before.map((t) => t.title).sort()).toEqual(['alone', 'child', 'parent'])
		expect(result.before.find((t) => t.id === child.id)).toEqual(child)
		expect(findTasks(me.id)).toEqual([kept])
	})

	it('500 tasks in one change within the budget (200 ms)', () => {
		const me = makeUser({ timezone: tz })
		const ids = Array.from({ length: 500 }, (_, i) => makeTask(me.id, { title: `t${i}`, due: at(2026, 5, 1 + (i % 28)), start: at(2026, 4, 1 + (i % 28)) }).id)
		const where = selectionWhere(me.id, { ids }, tz)
		applyBulkChange(me.id, where, { star: true }, tz)
		// CPU time: on a shared machine the wall clock is mostly the wait for a core (npm run bench:bulk has both)
		const started = process.cpuUsage()
		const result = applyBulkChange(me.id, where, { status: 'waiting', folder: '', shiftDays: 3 }, tz)
		const used = process.cpuUsage(started)
		const took = (used.user + used.system) / 1000
		expect(result.selected).toBe(500)
		const rows = byId(me.id)
		result.before.forEach((t) => expect(rows.get(t.id)).toMatchObject({ status: 'waiting', due: localMidnight(tz, t.due!, 3), start: localMidnight(tz, t.start!, 3) }))
		expect(took).toBeLessThan(200)
	})
})

const post = (fields: [string, string][]) => new Request('http://localhost/tasks/bulk', { method: 'POST', body: new URLSearchParams(fields) })
const outcome = async (run: Promise<unknown>) => {
	try {
		const r = (await run) as Response
		return { status: r.status, location: r.headers?.get('Location') ?? null, data: (r as unknown as { data?: unknown }).data }
	} catch (e) {
		return { status: (e as { init?: { status?: number } }).init?.status ?? (e as Response).status, location: null, data: null }
	}
}

describe('the bulk post', () => {
	it('another person\'s ids: 404 and nothing changed; mixed with mine: only mine change', async () => {
		const me = makeUser({ timezone: tz })
		const other = makeUser({ timezone: tz })
		const theirs = makeTask(other.id, { title: 'theirs' })
		const mine = makeTask(me.id, { title: 'mine' })
		expect((await outcome(bulkAction(post([['id', theirs.id], ['star', 'Y'], ['returnTo', '/tasks?select=1']]), me))).status).toBe(404)
		expect((await outcome(bulkAction(post([['id', theirs.id], ['intent', 'delete'], ['confirm', 'Y']]), me))).status).toBe(404)
		expect((await outcome(bulkAction(post([['id', theirs.id], ['intent', 'delete']]), me))).status).toBe(404)
		const mixed = await outcome(bulkAction(post([['id', theirs.id], ['id', mine.id], ['star', 'Y'], ['returnTo', '/tasks/status/none?select=page']]), me))
		expect(mixed).toMatchObject({ status: 302, location: '/tasks/status/none?select=1' })
		expect(findTasks(other.id)).toEqual([theirs])
		expect(findTasks(me.id)[0]).toMatchObject({ star: true })
	})

	it('a double submit (one token) changes once', async () => {
		const me = makeUser({ timezone: tz })
		const t = makeTask(me.id, { due: at(2026, 5, 1) })
		const fields: [string, string][] = [['id', t.id], ['shift', '1'], ['submissionToken', 'token-of-a-double-click']]
		const answers = await Promise.all([1, 2, 3].map(() => outcome(bulkAction(post(fields), me))))
		expect(answers.map((a) => a.status)).toEqual([302, 302, 302])
		expect(findTasks(me.id)[0]!.due).toBe(at(2026, 5, 2))
	})

	it('a refused form changes nothing and says why; a 1 MB field is not echoed', async () => {
		const me = makeUser({ timezone: tz, loadDefaults: true })
		const t = makeTask(me.id)
		for (const fields of [
			[['id', t.id], ['context', '=' + 'x'.repeat(1_000_000)]],
			[['id', t.id], ['shift', 'x'.repeat(1_000_000)]],
			[['id', 'x'.repeat(1_000_000)], ['star', 'Y']],
			[['id', t.id]],
		] as [string, string][][]) {
			const answer = await outcome(bulkAction(post(fields), me))
			expect(answer.status).toBe(302)
			expect(answer.location).toBe('/tasks?select=1')
		}
		expect(findTasks(me.id).find((x) => x.id === t.id)).toEqual(t)
	})

	it('delete asks first, with the count; "all matching" needs a list page to come from', async () => {
		const me = makeUser({ timezone: tz })
		saveTaskPreferences(me.id, { taskFilter: { ...DEFAULT_TASK_FILTER, completed: 'A' } })
		const t = makeTask(me.id, { status: 'hold' })
		const asked = await outcome(bulkAction(post([['id', t.id], ['intent', 'delete'], ['returnTo', '/tasks/status/hold?select=1']]), me))
		expect(asked.data).toMatchObject({ confirm: { tasks: 1, children: 0, ids: [t.id], matching: false, returnTo: '/tasks/status/hold?select=1' } })
		expect(findTasks(me.id)).toHaveLength(1)
		expect((await outcome(bulkAction(post([['scope', 'matching'], ['star', 'Y'], ['returnTo', '/profile']]), me))).status).toBe(404)
		const all = await outcome(bulkAction(post([['scope', 'matching'], ['intent', 'delete'], ['confirm', 'Y'], ['returnTo', '/tasks/status/hold?select=1']]), me))
		expect(all.status).toBe(302)
		expect(findTasks(me.id)).toHaveLength(0)
	})
})

describe("a bulk change's Undo (decision 244)", () => {
	it('puts back every changed row exactly, removes the next instances it made, and brings deleted tasks back from the trash', () => {
		const me = makeUser({ timezone: tz })
		const a = makeTask(me.id, { title: 'a', status: 'next', due: at(2026, 5, 1) })
		const weekly = makeTask(me.id, { title: 'weekly', repeat: 'FREQ=WEEKLY', repeatChoice: 'WEEKLY', due: at(2026, 5, 1) })
		const before = byId(me.id)
		const changed = applyBulkChange(me.id, selectionWhere(me.id, { ids: [a.id, weekly.id] }, tz), { status: 'waiting', completed: true }, tz)
		expect(changed.createdIds).toHaveLength(1)
		expect(undo(me.id, changed.undoId!).ok).toBe(true)
		expect(byId(me.id)).toEqual(before)

		const deleted = applyBulkDelete(me.id, selectionWhere(me.id, { ids: [a.id] }, tz))
		expect(byId(me.id).has(a.id)).toBe(false)
		expect(undo(me.id, deleted.undoId!).ok).toBe(true)
		expect(byId(me.id)).toEqual(before)
	})
})
