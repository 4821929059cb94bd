// Dashboard and word cloud numbers against hand-computed fixtures in several timezones; each segment's against its list.
import { TZDate } from '@date-fns/tz'
import { describe, expect, it, vi } from 'vitest'
import { makeTask, makeUser } from '../../tests/factories'
import { db } from '~/lib/db.server'
import { taskListPage } from '~/tasks/list-page.server'
import { saveTaskPreferences, taskPreferences } from '~/tasks/preferences.server'
import { completionPies, incompleteTables, weekChart, wordCloudRows } from './analytics.server'
import { dashboardPage } from './dashboard.server'
import { wordCloudPage } from './word-cloud-page.server'

type User = ReturnType<typeof makeUser>

/** how many tasks the list behind `href` shows, through the list page's own loader code */
function listLength(user: User, href: string, now: number) {
	const url = new URL(href, 'http://localhost')
	const [, , segment, value] = url.pathname.split('/')
	const params: Record<string, string> = value !== undefined ? { value: decodeURIComponent(value) } : { filterName: segment! }
	return taskListPage(new Request(url), params, user, now).total
}

const at = (tz: string, y: number, m: number, d: number, h = 0, min = 0) => new TZDate(y, m - 1, d, h, min, tz).getTime()

describe('This Week', () => {
	it('a week that crosses a month and a year, in Auckland: created, start and due per day, Sunday as day 7', () => {
		const tz = 'Pacific/Auckland'
		const user = makeUser({ timezone: tz })
		const now = at(tz, 2026, 1, 1, 12)
		const day = (m: number, d: number) => at(tz, m === 12 ? 2025 : 2026, m, d)
		makeTask(user.id, { added: at(tz, 2025, 12, 29, 0, 0), due: day(12, 31) }) // Monday created, Wednesday due
		makeTask(user.id, { added: at(tz, 2026, 1, 4, 23, 59), start: day(1, 1), due: day(1, 4) }) // Sunday created and due
		makeTask(user.id, { added: at(tz, 2025, 12, 28, 23, 59), start: day(12, 29), completed: true }) // created the Sunday before
		makeTask(user.id, { added: at(tz, 2026, 1, 5, 0, 0), due: day(1, 5) }) // next Monday: outside
		const chart = weekChart(user.id, tz, { monday: '2025-12-29', count: 'tasks', complete: 'A' }, now)
		expect(chart.days.map((d) => d.date)).toEqual(['2025-12-29', '2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04'])
		expect(chart.days.map((d) => [d.created, d.start, d.due])).toEqual([
			[1, 1, 0],
			[0, 0, 0],
			[0, 0, 1],
			[0, 1, 0],
			[0, 0, 0],
			[0, 0, 0],
			[1, 0, 1],
		])
		expect(chart.total).toEqual({ created: 2, start: 2, due: 2 })
		// the same instants seen from Los Angeles (21 hours behind) fall on other days: Auckland's Sunday
		// 23:59 and next Monday 00:00 are both Sunday morning in Los Angeles, its Monday 00:00 the Sunday before
		const la = weekChart(user.id, 'America/Los_Angeles', { monday: '2025-12-29', count: 'tasks', complete: 'A' }, now)
		expect(la.days.map((d) => d.created)).toEqual([0, 0, 0, 0, 0, 0, 2])
		// complete yes / no
		expect(weekChart(user.id, tz, { monday: '2025-12-29', count: 'tasks', complete: 'Y' }, now).total).toEqual({ created: 0, start: 1, due: 0 })
		expect(weekChart(user.id, tz, { monday: '2025-12-29', count: 'tasks', complete: 'N' }, now).total).toEqual({ created: 2, start: 1, due: 2 })
	})

	it('daylight-saving weeks: the 25-hour Sunday in London and the 23-hour Sunday in New York', () => {
		const london = makeUser({ timezone: 'Europe/London' })
		// 23:30 on Sunday 25 October 2026 (GMT) is 24.5 hours after that day's midnight (BST)
		makeTask(london.id, { added: at('Europe/London', 2026, 10, 25, 23, 30), due: at('Europe/London', 2026, 10, 25) })
		makeTask(london.id, { added: at('Europe/London', 2026, 10, 26, 0, 30) })
		const autumn = weekChart(london.id, 'Europe/London', { monday: '2026-10-19', count: 'tasks', complete: 'A' }, Date.UTC(2026, 9, 20))
		expect(autumn.days.map((d) => d.created)).toEqual([0, 0, 0, 0, 0, 0, 1])
		expect(autumn.days[6]!.due).toBe(1)

		const ny = makeUser({ timezone: 'America/New_York' })
		makeTask(ny.id, { added: at('America/New_York', 2026, 3, 8, 23, 30), start: at('America/New_York', 2026, 3, 9) })
		makeTask(ny.id, { added: at('America/New_York', 2026, 3, 7, 23, 30) })
		const spring = weekChart(ny.id, 'America/New_York', { monday: '2026-03-02', count: 'tasks', complete: 'A' }, Date.UTC(2026, 2, 4))
		expect(spring.days.map((d) => d.created)).toEqual([0, 0, 0, 0, 0, 1, 1])
		expect(spring.total.start).toBe(0)
	})

	it('Length sums the minutes instead of counting tasks', () => {
		const tz = 'UTC'
		const user = makeUser({ timezone: tz })
		makeTask(user.id, { added: at(tz, 2026, 11, 1), due: at(tz, 2026, 11, 17), length: 30 })
		makeTask(user.id, { added: at(tz, 2026, 11, 1), due: at(tz, 2026, 11, 17), length: 45 })
		makeTask(user.id, { added: at(tz, 2026, 11, 1), due: at(tz, 2026, 11, 17) })
		const chart = weekChart(user.id, tz, { monday: '2026-11-16', count: 'length', complete: 'A' }, at(tz, 2026, 11, 18))
		expect(chart.days[1]!.due).toBe(75)
		expect(chart.total.due).toBe(75)
	})
})

describe('the pies and tables', () => {
	it('month, year and all time: tasks started or due in the period, counted once', () => {
		const tz = 'Asia/Tokyo'
		const user = makeUser({ timezone: tz })
		makeTask(user.id, { start: at(tz, 2026, 11, 30), due: at(tz, 2026, 12, 2), completed: true }) // November and December
		makeTask(user.id, { start: at(tz, 2026, 12, 1), due: at(tz, 2026, 12, 3) }) // December, once
		makeTask(user.id, { due: at(tz, 2027, 1, 1) }) // January 2027
		makeTask(user.id, {}) // no dates: all time only
		const pies = completionPies(user.id, tz, { month: 11, monthYear: 2026, year: 2026 }, at(tz, 2026, 12, 10))
		expect(pies.month.counts).toEqual({ complete: 1, incomplete: 1 })
		expect(pies.year.counts).toEqual({ complete: 1, incomplete: 1 })
		expect(pies.allTime).toEqual({ complete: 1, incomplete: 3 })
		// 1 January 2027 00:00 in Tokyo is still 2026 in UTC
		expect(completionPies(user.id, 'UTC', { month: 11, monthYear: 2026, year: 2026 }, at(tz, 2026, 12, 10)).year.counts).toEqual({ complete: 1, incomplete: 2 })
	})

	it('tables count incomplete tasks; empty values are their own row', () => {
		const user = makeUser()
		makeTask(user.id, { context: '@Home', folder: 'Inbox', priority: 'top', status: 'next' })
		makeTask(user.id, { context: '@Home', folder: '', priority: 'top', status: 'next' })
		makeTask(user.id, { context: '', folder: 'Inbox', priority: 'low', status: 'none' })
		makeTask(user.id, { context: '@Home', folder: 'Inbox', completed: true })
		const t = incompleteTables(user.id, 'UTC')
		expect(t.contexts.sort((a, b) => a.value.localeCompare(b.value))).toEqual([
			{ value: '', count: 1 },
			{ value: '@Home', count: 2 },
		])
		expect(t.folders.sort((a, b) => a.value.localeCompare(b.value))).toEqual([
			{ value: '', count: 1 },
			{ value: 'Inbox', count: 2 },
		])
		expect(t.priorityStatus).toHaveLength(2)
	})

	it('only the owner’s tasks are counted', () => {
		const me = makeUser()
		const other = makeUser()
		makeTask(other.id, { context: '@Work', folder: 'Secret', due: at('UTC', 2019, 6, 1), completed: true })
		expect(incompleteTables(me.id, 'UTC').contexts).toEqual([])
		expect(completionPies(me.id, 'UTC', { month: 5, monthYear: 2019, year: 2019 }).allTime).toEqual({ complete: 0, incomplete: 0 })
		expect(wordCloudRows(me.id, 'UTC', { completed: 'A', field: 'due', from: 0, to: Date.UTC(2030, 0) }).total).toBe(0)
	})
})

describe('every segment and row links to a list of exactly its count', () => {
	it('with hidden sub-tasks, completed tasks and a saved filter that shows only incomplete ones', () => {
		const tz = 'America/New_York'
		const user = makeUser({ timezone: tz })
		const now = at(tz, 2026, 11, 18, 9) // Wednesday
		const d = (day: number) => at(tz, 2026, 11, day)
		const parent = makeTask(user.id, { added: d(16) + 3_600_000, start: d(16), due: d(18), context: '@Work', folder: 'Inbox', priority: 'high', status: 'next' })
		makeTask(user.id, { parentId: parent.id, added: d(17), due: d(18), context: '@Work', folder: 'Inbox' }) // hidden: hideChildren
		makeTask(user.id, { added: d(17) + 5_000, due: d(22), completed: true, folder: 'Family' }) // due Sunday
		makeTask(user.id, { added: d(20), start: d(22), due: d(30), context: '', folder: '', priority: 'top', status: 'waiting' })
		makeTask(user.id, { added: d(2), due: d(3), completed: true, context: '@Home' })
		makeTask(user.id, { added: d(1), start: d(29), context: '@Home', folder: 'Family', length: 20 })
		saveTaskPreferences(user.id, { taskSortOrder: { ...taskPreferences(user.id).taskSortOrder, hideChildren: true } })
		const page = dashboardPage(user.id, tz, new URLSearchParams(), now)
		const sunday = page.week.groups[6]!
		expect(sunday.label).toBe('Sunday')
		expect(sunday.columns.map((c) => c.value)).toEqual([0, 1, 1])
		expect(sunday.columns[2]!.name).toBe('Sunday, due: 1 task')
		// the hidden sub-task is counted nowhere
		expect(page.week.groups[2]!.columns[2]!.value).toBe(1)
		let checked = 0
		for (const group of page.week.groups)
			for (const column of group.columns) {
				expect(listLength(user, column.href, now), column.name).toBe(column.value)
				checked++
			}
		for (const pie of page.pies)
			for (const slice of pie.slices) {
				expect(listLength(user, slice.href!, now), slice.name).toBe(slice.count)
				checked++
			}
		for (const table of Object.values(page.tables))
			for (const row of table.rows) {
				expect(listLength(user, row.href, now), `${row.label} ${row.href}`).toBe(row.count)
				checked++
			}
		expect(checked).toBeGreaterThan(30)
		// the headline counts come from the tables' pass: each as its list's length
		expect(page.counts.incomplete).toBe(listLength(user, '/tasks/custom?completed=N', now))
		expect(page.counts.overdue).toBe(listLength(user, '/tasks/overdue', now))
		expect(page.counts.todaysFocus).toBe(listLength(user, '/tasks/todays-focus', now))
		expect(page.counts.thisWeek).toBe(listLength(user, '/tasks/this-week', now))
		// November: the parent, the task due Sunday, the one starting Sunday, the one due on the 3rd
		expect(page.pies[0]!.slices.map((s) => [s.label, s.count])).toEqual([
			['Incomplete', 3],
			['Complete', 2],
		])
		expect(page.tables.contexts.rows.map((r) => [r.label, r.count])).toEqual([
			['@Home', 1],
			['@Work', 1],
			['Unassigned', 1],
		])
		// the saved filter is untouched by following the links
		expect(taskPreferences(user.id).taskFilter.completed).toBe('N')
		expect(taskPreferences(user.id).taskFilter.filterItems).toEqual([])
	})

	it('with hidden parents: the tables and headline counts, read from two indexes, each equal their lists', () => {
		const tz = 'Europe/London'
		const user = makeUser({ timezone: tz })
		const now = at(tz, 2026, 11, 18, 9)
		const d = (day: number) => at(tz, 2026, 11, day)
		const parent = makeTask(user.id, { due: d(10), context: '@Work', folder: 'Inbox', priority: 'high', status: 'next' }) // hidden: a parent
		makeTask(user.id, { parentId: parent.id, due: d(18), context: '@Work', folder: 'Family', priority: 'high', status: 'next' })
		makeTask(user.id, { due: d(12), context: '@Home', folder: 'Inbox', priority: 'low', status: 'none' }) // overdue
		makeTask(user.id, { start: d(18), context: '@Home', folder: '', priority: 'low', status: 'none' }) // today
		makeTask(user.id, { due: d(19), completed: true, context: '@Home', folder: 'Inbox' })
		saveTaskPreferences(user.id, { taskSortOrder: { ...taskPreferences(user.id).taskSortOrder, hideParents: true } })
		const page = dashboardPage(user.id, tz, new URLSearchParams(), now)
		for (const table of Object.values(page.tables))
			for (const row of table.rows) expect(listLength(user, row.href, now), `${row.label} ${row.href}`).toBe(row.count)
		expect(page.tables.folders.rows.map((r) => [r.label, r.count])).toEqual([
			['Family', 1],
			['Inbox', 1],
			['Unassigned', 1],
		])
		expect(page.counts).toEqual({ incomplete: 3, overdue: 1, todaysFocus: 2, thisWeek: 2 })
		expect(page.counts.overdue).toBe(listLength(user, '/tasks/overdue', now))
		expect(page.counts.todaysFocus).toBe(listLength(user, '/tasks/todays-focus', now))
		expect(page.counts.thisWeek).toBe(listLength(user, '/tasks/this-week', now))
	})

	it('sorting the tables both ways through the query string', () => {
		const user = makeUser()
		makeTask(user.id, { folder: 'Alpha' })
		makeTask(user.id, { folder: 'beta' })
		makeTask(user.id, { folder: 'beta' })
		const rows = (q: string) => dashboardPage(user.id, 'UTC', new URLSearchParams(q)).tables.folders
		expect(rows('').rows.map((r) => r.label)).toEqual(['beta', 'Alpha'])
		expect(rows('folders=count-asc').rows.map((r) => r.label)).toEqual(['Alpha', 'beta'])
		expect(rows('folders=name-desc').rows.map((r) => r.label)).toEqual(['beta', 'Alpha'])
		expect(rows('folders=name-asc&week=nonsense').sortLinks.name).toBe('?folders=name-desc&week=nonsense#folders-table')
	})
})

describe('the dashboard’s statements (decisions 123 and 263: the first view after a change counts the changes only)', () => {
	it('the aggregates once per settings and day, then only the changed tasks; every statement compiled once per connection', () => {
		const user = makeUser()
		makeTask(user.id, { folder: 'Inbox', context: '@Home' })
		makeTask(user.id, { folder: 'Family', completed: true })
		const client = db().$client
		const statements = Object.getPrototypeOf(client.prepare('select 1')) as { all: () => unknown; get: () => unknown }
		const query = new URLSearchParams('week=nonsense&count=length')
		dashboardPage(user.id, 'UTC', new URLSearchParams())
		const runs = [vi.spyOn(statements, 'all'), vi.spyOn(statements, 'get')]
		const prepares = vi.spyOn(client, 'prepare')
		const ran = () => {
			const n = runs.reduce((n, spy) => n + spy.mock.calls.length, 0)
			for (const spy of runs) spy.mockClear()
			return n
		}
		try {
			expect(dashboardPage(user.id, 'UTC', query).counts.incomplete).toBe(1)
			// other settings: the preferences, the changes' log, the week, the three pies, the tables with the headline counts,
			// and the probe for tasks assigned to the person in others' folders (issue 55; none here: nothing more)
			expect(ran()).toBe(6)
			expect(dashboardPage(user.id, 'UTC', query).counts.incomplete).toBe(1)
			// nothing changed: the preferences, the log and the probe
			expect(ran()).toBe(3)
			makeTask(user.id, { folder: 'Inbox', context: '@Home' })
			ran()
			expect(dashboardPage(user.id, 'UTC', query).counts.incomplete).toBe(2)
			// a change: the preferences, the log, and each aggregate over the changed rows, as they were and as they are; the probe
			expect(ran()).toBe(9)
			// only drizzle's reads of the preferences and the task's insert were compiled again
			expect(prepares.mock.calls.filter(([text]) => !/user_preferences|insert into "tasks"/.test(String(text)))).toEqual([])
		} finally {
			for (const spy of [...runs, prepares]) spy.mockRestore()
		}
	})
})

describe('the word cloud', () => {
	it('folders of the matching tasks, by default every task due this year (issue 24; point 9 said completed, 2019)', () => {
		const tz = 'Australia/Sydney'
		const user = makeUser({ timezone: tz })
		makeTask(user.id, { folder: 'Inbox', due: at(tz, 2019, 1, 1), completed: true })
		makeTask(user.id, { folder: 'Inbox', due: at(tz, 2019, 12, 31), completed: true })
		makeTask(user.id, { folder: '', due: at(tz, 2019, 6, 1), completed: true })
		makeTask(user.id, { folder: 'Family', due: at(tz, 2019, 6, 1) }) // not completed
		makeTask(user.id, { folder: 'Family', due: at(tz, 2020, 1, 1), completed: true }) // after To
		makeTask(user.id, { folder: 'Family', start: at(tz, 2019, 6, 1), completed: true }) // start, not due
		// "this year" is the person's: 1 January 2019 in Sydney is still 31 December 2018 in UTC
		const page = wordCloudPage(user.id, tz, new URLSearchParams(), at(tz, 2019, 1, 1) + 3_600_000)
		expect(page.values).toMatchObject({ completed: 'A', field: 'due', from: '2019-01-01', to: '2019-12-31' })
		expect(page.total).toBe(4)
		expect(page.words.map((w) => [w.word, w.count, w.percent])).toEqual([
			['Inbox', 2, '50%'],
			['Family', 1, '25%'],
			['Unassigned', 1, '25%'],
		])
		expect(wordCloudPage(user.id, tz, new URLSearchParams({ completed: 'Y' }), at(tz, 2019, 1, 1) + 3_600_000).total).toBe(3)
		expect(page.alert).toBeNull()
		const chosen = wordCloudPage(user.id, tz, new URLSearchParams({ completed: 'Y', field: 'due', from: '2019-01-01', to: '2019-12-31', word: 'Inbox' }))
		expect(chosen.alert?.text).toBe('Out of 3 tasks, the word appeared 2 times (66.7%).')
		expect(chosen.alert?.dismiss).toBe('/wordcloud?completed=Y&field=due&from=2019-01-01&to=2019-12-31')
		const byStart = wordCloudPage(user.id, tz, new URLSearchParams({ completed: 'A', field: 'start', from: '2019-01-01', to: '2019-12-31' }))
		expect(byStart.words.map((w) => [w.word, w.count])).toEqual([['Family', 1]])
		// every word has its own slice: nothing for a second table
		expect(page.otherWords).toEqual([])
	})

	it('lists only the words of the pie’s Other slice in the second table, with their own numbers', () => {
		const tz = 'Europe/London'
		const user = makeUser({ timezone: tz })
		const due = at(tz, 2019, 6, 1)
		for (let i = 0; i < 40; i++) makeTask(user.id, { folder: 'Inbox', due })
		makeTask(user.id, { folder: 'Rare', due })
		makeTask(user.id, { folder: 'Seldom', due })
		const page = wordCloudPage(user.id, tz, new URLSearchParams({ completed: 'A', field: 'due', from: '2019-01-01', to: '2019-12-31' }))
		expect(page.slices.map((s) => s.label)).toEqual(['Inbox', 'Other'])
		expect(page.otherWords.map((w) => [w.word, w.count, w.percent])).toEqual([
			['Rare', 1, '2.4%'],
			['Seldom', 1, '2.4%'],
		])
	})

	it('refuses dates that are not dates and a To before From, with messages', () => {
		const user = makeUser()
		const page = wordCloudPage(user.id, 'UTC', new URLSearchParams({ completed: 'Y', field: 'due', from: '2019-02-30', to: '2019-01-01' }))
		expect(page.errors).toEqual([{ id: 'from', message: 'Enter a date (year, month and day).' }])
		const reversed = wordCloudPage(user.id, 'UTC', new URLSearchParams({ completed: 'Y', field: 'due', from: '2019-05-01', to: '2019-01-01' }))
		expect(reversed.errors).toEqual([{ id: 'to', message: 'To must be on or after From.' }])
		const huge = wordCloudPage(user.id, 'UTC', new URLSearchParams({ from: 'x'.repeat(1_000_000) }))
		expect(huge.errors[0]!.id).toBe('from')
	})
})
