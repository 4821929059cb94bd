import { TZDate } from '@date-fns/tz'
import { describe, expect, it } from 'vitest'
import type { FilterItem } from '#db/schema'
import { makeTask, makeUser } from '../../tests/factories'
import { DEFAULT_SORT_ORDER, DEFAULT_TASK_FILTER } from './defaults'
import type { TaskListSpec } from './lists'
import { sortKeys } from './sort'
import { listTasks, requireTask } from './tasks.server'
import { compareTasks, isRowVisible } from '../../tests/task-oracles'

const at = (tz: string, y: number, m: number, d: number, h = 0) => new TZDate(y, m - 1, d, h, tz).getTime()
const prefs = (over: { filterItems?: FilterItem[]; completed?: 'A' | 'N' | 'Y'; sort?: Partial<typeof DEFAULT_SORT_ORDER> } = {}) => ({
	taskFilter: { ...DEFAULT_TASK_FILTER, completed: over.completed ?? 'N', filterItems: over.filterItems ?? [] },
	taskSortOrder: { ...DEFAULT_SORT_ORDER, ...over.sort },
})
const titles = (ownerId: string, spec: TaskListSpec, p = prefs(), tz = 'Europe/London', now = Date.now()) =>
	listTasks(ownerId, spec, p, tz, { limit: 1000, now }).rows.map((r) => r.title).sort()

describe('list queries', () => {
	it('quick filters at day boundaries in the user timezone (Tokyo)', () => {
		const tz = 'Asia/Tokyo'
		const user = makeUser({ timezone: tz })
		const now = at(tz, 2026, 3, 11, 0) + 60_000 // 00:01 on Wednesday 11 March in Tokyo
		makeTask(user.id, { title: 'due yesterday', due: at(tz, 2026, 3, 10) })
		makeTask(user.id, { title: 'due today', due: at(tz, 2026, 3, 11) })
		makeTask(user.id, { title: 'started yesterday', start: at(tz, 2026, 3, 10), due: at(tz, 2026, 3, 20) })
		makeTask(user.id, { title: 'done yesterday', due: at(tz, 2026, 3, 10), completed: true })
		makeTask(user.id, { title: 'due sunday', due: at(tz, 2026, 3, 15) })
		makeTask(user.id, { title: 'due next monday', due: at(tz, 2026, 3, 16) })
		const q = (name: 'overdue' | 'get-organized' | 'todays-focus' | 'this-week', offset = 0) =>
			titles(user.id, { kind: 'quick', name, offset }, prefs(), tz, now)
		expect(q('overdue')).toEqual(['due yesterday'])
		expect(q('get-organized')).toEqual(['due yesterday', 'started yesterday'])
		expect(q('todays-focus')).toEqual(['due today'])
		expect(q('todays-focus', -1)).toEqual(['due yesterday', 'started yesterday'])
		expect(q('this-week')).toEqual(['due sunday', 'due today', 'due yesterday', 'started yesterday'])
		// 'started yesterday' is due on Friday 20 March
		expect(q('this-week', 1)).toEqual(['due next monday', 'started yesterday'])
	})

	it('the default filter hides completed tasks; A shows all; Y only completed', () => {
		const user = makeUser()
		makeTask(user.id, { title: 'open' })
		makeTask(user.id, { title: 'done', completed: true, completedDate: Date.now() })
		expect(titles(user.id, { kind: 'all' })).toEqual(['open'])
		expect(titles(user.id, { kind: 'all' }, prefs({ completed: 'A' }))).toEqual(['done', 'open'])
		expect(titles(user.id, { kind: 'all' }, prefs({ completed: 'Y' }))).toEqual(['done'])
	})

	it('GTD inbox, simple filters and priority-status', () => {
		const user = makeUser()
		makeTask(user.id, { title: 'no status' })
		makeTask(user.id, { title: 'next at home', status: 'next', context: '@Home', priority: 'high' })
		makeTask(user.id, { title: 'next at work', status: 'next', context: '@Work', folder: 'Inbox', priority: 'low' })
		expect(titles(user.id, { kind: 'inbox' })).toEqual(['no status'])
		expect(titles(user.id, { kind: 'by', field: 'context', value: '@Home' })).toEqual(['next at home'])
		expect(titles(user.id, { kind: 'by', field: 'folder', value: 'Inbox' })).toEqual(['next at work'])
		expect(titles(user.id, { kind: 'by', field: 'status', value: 'next' })).toEqual(['next at home', 'next at work'])
		expect(titles(user.id, { kind: 'ps', priority: 'low', status: 'next' })).toEqual(['next at work'])
	})

	it('hide parents and hide children agree with the row visibility rule', () => {
		const user = makeUser()
		const parent = makeTask(user.id, { title: 'parent' })
		makeTask(user.id, { title: 'child', parentId: parent.id })
		makeTask(user.id, { title: 'lonely' })
		for (const hideParents of [false, true]) {
			for (const hideChildren of [false, true]) {
				const expected = ['parent', 'child', 'lonely']
					.filter((title) =>
						isRowVisible({ parentId: title === 'child' ? 'p' : null }, title === 'parent' ? 1 : 0, { hideParents, hideChildren }),
					)
					.sort()
				expect(titles(user.id, { kind: 'all' }, prefs({ sort: { hideParents, hideChildren } }))).toEqual(expected)
			}
		}
	})

	it('sorts in SQL the same way as the comparator, with empty values last', () => {
		const user = makeUser()
		const values = [
			{ due: 300, priority: 'top', folder: 'b', length: 5 },
			{ due: null, priority: 'low', folder: '', length: null },
			{ due: 100, priority: 'unassigned', folder: 'A', length: 10 },
			{ due: 100, priority: 'negative', folder: 'c', length: null },
			{ due: 200, priority: 'high', folder: '', length: 1 },
		]
		values.forEach((v, i) => makeTask(user.id, { title: `t${i}`, added: 1000 + i, ...v }))
		for (const [first, second] of [['due', 'priority'], ['priority', 'due'], ['folder', 'length'], ['length', 'title']]) {
			for (const dir of [1, -1] as const) {
				const order = { ...DEFAULT_SORT_ORDER, first, second, third: '', firstDirection: dir, secondDirection: 1 as const }
				const { rows } = listTasks(user.id, { kind: 'all' }, { taskFilter: DEFAULT_TASK_FILTER, taskSortOrder: order }, 'UTC', { limit: 100 })
				const expected = [...rows].sort(compareTasks(sortKeys(order))).map((r) => r.title)
				expect(rows.map((r) => r.title), `${first} ${dir}`).toEqual(expected)
			}
		}
	})

	it('pages with a limit and counts every match', () => {
		const user = makeUser()
		for (let i = 0; i < 7; i++) makeTask(user.id, { title: `t${i}` })
		const page = listTasks(user.id, { kind: 'all' }, prefs(), 'UTC', { limit: 3 })
		expect(page.rows).toHaveLength(3)
		expect(page.total).toBe(7)
	})

	it('Just Added: the tasks added at that very moment (a template use), of this owner only', () => {
		const me = makeUser()
		const other = makeUser()
		const moment = Date.now() - 60_000
		makeTask(me.id, { title: 'from the template', added: moment })
		makeTask(me.id, { title: 'its sibling', added: moment })
		makeTask(me.id, { title: 'a moment later', added: moment + 1 })
		makeTask(other.id, { title: 'theirs, same moment', added: moment })
		expect(titles(me.id, { kind: 'added', at: moment })).toEqual(['from the template', 'its sibling'])
	})

	it("another owner's tasks are never listed or found", () => {
		const me = makeUser()
		const other = makeUser()
		const theirs = makeTask(other.id, { title: 'theirs' })
		expect(titles(me.id, { kind: 'all' })).toEqual([])
		expect(() => requireTask(me.id, theirs.id)).toThrow()
	})
})

describe('the filter builder as a query', () => {
	const tz = 'America/Chicago'
	const user = makeUser({ timezone: tz })
	makeTask(user.id, { title: 'Call the Bank', notes: 'about the LOAN', context: '@Work', priority: 'high', due: at(tz, 2026, 5, 1), length: 30 })
	makeTask(user.id, { title: 'bank holiday plans', context: '@Home', priority: 'low', due: at(tz, 2026, 5, 2), star: true })
	makeTask(user.id, { title: 'Water plants (.*)', context: '@Home', priority: 'medium', length: 5 })
	const item = (field: string, operator: string, value: string, group = 'a'): FilterItem => ({ group, field, operator, value })
	const custom = (items: FilterItem[], completed: 'A' | 'N' | 'Y' = 'N') =>
		titles(user.id, { kind: 'custom' }, prefs({ filterItems: items, completed }), tz)

	it('title contains: a case-insensitive substring, never a pattern', () => {
		expect(custom([item('title', '$regex', 'BANK')])).toEqual(['Call the Bank', 'bank holiday plans'])
		expect(custom([item('title', '$regex', '(.*)')])).toEqual(['Water plants (.*)'])
		expect(custom([item('title', '$regex', '%')])).toEqual([])
		expect(custom([item('notes', '$regex', 'loan')])).toEqual(['Call the Bank'])
	})

	it('rows in a group are ANDed; groups are ORed', () => {
		expect(custom([item('context', '$eq', '@Home'), item('priority', '$eq', 'low')])).toEqual(['bank holiday plans'])
		expect(custom([item('priority', '$eq', 'high', 'a'), item('priority', '$eq', 'medium', 'b')])).toEqual([
			'Call the Bank',
			'Water plants (.*)',
		])
	})

	it('A, All and ALL are ignored for equality fields; star matches Y/N', () => {
		expect(custom([item('context', '$eq', 'All')])).toHaveLength(3)
		expect(custom([item('star', '$eq', 'Y')])).toEqual(['bank holiday plans'])
	})

	it('dates compare whole local days; length compares numbers', () => {
		expect(custom([item('due', '$eq', '2026-05-01')])).toEqual(['Call the Bank'])
		expect(custom([item('due', '$gt', '2026-05-01')])).toEqual(['bank holiday plans'])
		expect(custom([item('due', '$lte', '2026-05-02')])).toEqual(['Call the Bank', 'bank holiday plans'])
		expect(custom([item('due', '$ne', '2026-05-01')])).toEqual(['Water plants (.*)', 'bank holiday plans'])
		expect(custom([item('length', '$gte', '10')])).toEqual(['Call the Bank'])
		expect(custom([item('length', '$lt', '10')])).toEqual(['Water plants (.*)'])
	})

	it('no items: every task (subject to the completed setting)', () => {
		expect(custom([])).toHaveLength(3)
	})
})

describe('a saved filter that can no longer be run (issue 8)', () => {
	it('999 rows saved before the limit: the custom list finds nothing instead of failing in SQLite', () => {
		const user = makeUser()
		makeTask(user.id, { title: 'x marks the spot' })
		const big = Array.from({ length: 999 }, () => ({ group: 'a', field: 'title', operator: '$regex', value: 'x' }))
		expect(titles(user.id, { kind: 'custom' }, prefs({ filterItems: big }))).toEqual([])
		expect(titles(user.id, { kind: 'custom' }, prefs({ filterItems: big.slice(0, 50) }))).toEqual(['x marks the spot'])
	})
})

describe("a list's statements, kept per connection (decision 184)", () => {
	it('read the data as it is now, and follow the local day, the person, the options and the page', () => {
		const tz = 'Asia/Tokyo'
		const [me, someone] = [makeUser({ timezone: tz }), makeUser({ timezone: tz })]
		const monday = at(tz, 2026, 3, 16, 9)
		const tuesday = at(tz, 2026, 3, 17, 0) + 60_000
		const focus: TaskListSpec = { kind: 'quick', name: 'todays-focus', offset: 0 }
		const page = (owner: string, spec: TaskListSpec, now: number, p = prefs(), offset = 0) =>
			listTasks(owner, spec, p, tz, { limit: 2, offset, now })
		makeTask(me.id, { title: 'due monday', due: at(tz, 2026, 3, 16) })
		expect(page(me.id, focus, monday).rows.map((r) => r.title)).toEqual(['due monday'])
		// a task added since: the same statement, the rows of now
		makeTask(me.id, { title: 'also due monday', due: at(tz, 2026, 3, 16) })
		const now = page(me.id, focus, monday)
		expect([now.total, now.rows.map((r) => r.title).sort()]).toEqual([2, ['also due monday', 'due monday']])
		// the next local day is another day's list
		makeTask(me.id, { title: 'due tuesday', due: at(tz, 2026, 3, 17) })
		expect(page(me.id, focus, tuesday).rows.map((r) => r.title)).toEqual(['due tuesday'])
		// another person, the same list and moment: their own tasks
		makeTask(someone.id, { title: 'theirs', due: at(tz, 2026, 3, 16) })
		expect(page(someone.id, focus, monday).rows.map((r) => r.title)).toEqual(['theirs'])
		// other options, another page
		expect(page(me.id, { kind: 'all' }, monday, prefs({ sort: { hideChildren: true } }), 2).rows.map((r) => r.title)).toHaveLength(1)
		expect(page(me.id, { kind: 'all' }, monday, prefs({ completed: 'Y' })).total).toBe(0)
		expect(page(me.id, { kind: 'all' }, monday).total).toBe(3)
	})
})
