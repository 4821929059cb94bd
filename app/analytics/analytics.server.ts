// The dashboard's and the word cloud's numbers: SQL aggregates over the owner's tasks, with day,
// month and year bounds computed in the user's timezone (calendar.ts). Each aggregate counts the
// rows the task lists would show (the same visibility rules: hidden parents, hidden children), so
// a segment's number equals the length of the list it links to.
// Every aggregate reads a covering index, `tasks_owner_analytics` or `tasks_owner_list` (never the rows), filters with
// bounds computed beforehand in the user's timezone (bound values, no per-row timezone work), and groups in SQL
// (docs/decisions/123).
import { eq, sql, type SQL } from 'drizzle-orm'
import { tasks } from '#db/schema'
import { aggregateRows, analyticsWhere, tasksByAnalyticsIndex, tasksByListIndex } from '~/tasks/analytics-index.server'
import { headlineTallies, type CountingPreferences } from '~/tasks/counts.server'
import { fromTable, type Count, type CountSource } from '~/tasks/kept-counts.server'
import { taskPreferences } from '~/tasks/preferences.server'
import { listWhere } from '~/tasks/tasks.server'
import { monthRange, weekDays, yearRange, type DayRange } from './calendar'
import { COMPLETED_WEIGHT, splitByCompleted } from './completion'
import type { Complete } from './segment-links'
import { UNASSIGNED, type Word } from './word-cloud'

export type { CountingPreferences }

/** The owner's tasks as the lists count them: every completed state, the user's hidden rows left out. */
export function countedTasks(ownerId: string, timeZone: string, now = Date.now(), saved: CountingPreferences = taskPreferences(ownerId)): SQL {
	const prefs = { taskFilter: { ...saved.taskFilter, completed: 'A' as const }, taskSortOrder: saved.taskSortOrder }
	// the dashboard and the word cloud count what the person owns (issue 55 point 2)
	return listWhere(ownerId, { kind: 'all' }, prefs, timeZone, now, false, 'own')
}

const completedIs = (complete: Complete) => (complete === 'A' ? undefined : eq(tasks.completed, complete === 'Y'))
const within = (column: SQL | typeof tasks.due, from: number, to: number) => sql`(${column} >= ${from} and ${column} < ${to})`

export const WEEK_SERIES = ['created', 'start', 'due'] as const
export type WeekSeries = (typeof WEEK_SERIES)[number]
const SERIES_COLUMN = { created: tasks.added, start: tasks.start, due: tasks.due } as const

export type WeekChart = { days: (DayRange & Record<WeekSeries, number>)[]; total: Record<WeekSeries, number> }

/** `select ... from tasks indexed by tasks_owner_analytics where ...`: the rows an aggregate counts, from the index */
function aggregate(from: CountSource, columns: SQL, where: SQL, groupBy?: SQL): SQL {
	return sql`select ${columns} from ${from(tasksByAnalyticsIndex)} where ${where}${groupBy ? sql` group by ${groupBy}` : sql``}`
}

export type WeekRow = Record<WeekSeries, number | null> & { n: number; minutes: number }
export type WeekOptions = { monday: string; count: 'tasks' | 'length'; complete: Complete }

/**
 * This Week (screen 14): per day, Monday (day 1) to Sunday (day 7), the tasks created, to start and
 * due that day, counted or summed by length (minutes); plus the week's total. One query: the tasks
 * created, starting or due in the week, grouped by the day of each date (the seven local-day bounds
 * are bound values; a date outside the week has no day). `counted`: other tasks than the owner's (those assigned to
 * the person in others' folders: assigned-counts.server.ts).
 */
export function weekCount(ownerId: string, timeZone: string, options: WeekOptions, now: number, saved?: CountingPreferences, counted?: SQL): Count {
	const query = (source: CountSource) => {
		const days = weekDays(options.monday, timeZone)
		const from = days[0]!.from
		const to = days[6]!.to
		// 0 for Monday ... 6 for Sunday: the first day whose end is after the value; null outside the week
		const dayOf = (column: (typeof SERIES_COLUMN)[WeekSeries]) =>
			sql`case when ${column} < ${from} or ${column} >= ${to} or ${column} is null then null ${sql.join(
				days.slice(0, 6).map((d, i) => sql`when ${column} < ${d.to} then ${i}`),
				sql` `,
			)} else 6 end`
		const inWeek = (column: (typeof SERIES_COLUMN)[WeekSeries]) => within(sql`${column}`, from, to)
		const where = analyticsWhere(
			counted ?? countedTasks(ownerId, timeZone, now, saved),
			completedIs(options.complete),
			sql`(${sql.join(WEEK_SERIES.map((series) => inWeek(SERIES_COLUMN[series])), sql` or `)})`,
		)
		const columns = sql`${sql.join(
			WEEK_SERIES.map((series) => sql`${dayOf(SERIES_COLUMN[series])} as ${sql.identifier(series)}`),
			sql`, `,
		)}, count(*) as n, coalesce(sum(${tasks.length}), 0) as minutes`
		return aggregate(source, columns, where, sql`1, 2, 3`)
	}
	return { query, keys: [...WEEK_SERIES], size: 'n' }
}

/** the week's columns from weekCount's rows */
export function weekFromRows(rows: WeekRow[], options: WeekOptions, timeZone: string): WeekChart {
	const days = weekDays(options.monday, timeZone)
	const perDay = { created: Array<number>(7).fill(0), start: Array<number>(7).fill(0), due: Array<number>(7).fill(0) }
	for (const r of rows) {
		for (const series of WEEK_SERIES) {
			const day = r[series]
			if (day !== null) perDay[series][day]! += options.count === 'length' ? r.minutes : r.n
		}
	}
	const total = { created: 0, start: 0, due: 0 }
	return {
		days: days.map((day, i) => {
			const counts = { created: perDay.created[i]!, start: perDay.start[i]!, due: perDay.due[i]! }
			for (const s of WEEK_SERIES) total[s] += counts[s]
			return { ...day, ...counts }
		}),
		total,
	}
}

export function weekChart(ownerId: string, timeZone: string, options: WeekOptions, now = Date.now(), saved?: CountingPreferences): WeekChart {
	return weekFromRows(aggregateRows<WeekRow>(weekCount(ownerId, timeZone, options, now, saved).query(fromTable)), options, timeZone)
}

export type { Completion } from './completion'

/**
 * The three pies: Complete / Incomplete of the tasks started or due in a month, in a year, and of
 * all tasks. One pass over the owner's stretch of the list index (`tasksByListIndex`) and one row, without GROUP BY
 * (grouping by completed sorted all the entries): each range's two counts travel in one sum (`packed`, split by
 * `splitByCompleted`), so its condition is evaluated once per entry. `counted`: as weekCount's.
 */
export type PieOptions = { month: number; monthYear: number; year: number }
export type PiesRow = { all: number; done: number; month: number; year: number }

export function piesCount(ownerId: string, timeZone: string, options: PieOptions, now: number, saved?: CountingPreferences, counted?: SQL): Count {
	const query = (from: CountSource) => {
		const m = monthRange(options.monthYear, options.month, timeZone)
		const y = yearRange(options.year, timeZone)
		const startedOrDue = (r: { from: number; to: number }) =>
			sql`(${within(sql`${tasks.start}`, r.from, r.to)} or ${within(sql`${tasks.due}`, r.from, r.to)})`
		// a CASE, not the condition times the weight: SQLite then stops at the first false comparison (half the time)
		const packed = (condition: SQL) =>
			sql`coalesce(sum(case when ${condition} then 1 + ${tasks.completed} * ${sql.raw(String(COMPLETED_WEIGHT))} else 0 end), 0)`
		return sql`select count(*) as "all", coalesce(sum(${tasks.completed}), 0) as done, ${packed(startedOrDue(m))} as month, ${packed(startedOrDue(y))} as year
			from ${from(tasksByListIndex)} where ${counted ?? countedTasks(ownerId, timeZone, now, saved)}`
	}
	return { query, keys: [] }
}

/** the three pies from piesCount's row */
export function piesFromRow(row: PiesRow | undefined, options: PieOptions, timeZone: string) {
	const m = monthRange(options.monthYear, options.month, timeZone)
	const y = yearRange(options.year, timeZone)
	return {
		month: { ...m, counts: splitByCompleted(row?.month ?? 0) },
		year: { ...y, counts: splitByCompleted(row?.year ?? 0) },
		allTime: { complete: row?.done ?? 0, incomplete: (row?.all ?? 0) - (row?.done ?? 0) },
	}
}

/**
 * The three pies: Complete / Incomplete of the tasks started or due in a month, in a year, and of
 * all tasks. One pass over the owner's stretch of the list index (`tasksByListIndex`) and one row, without GROUP BY
 * (grouping by completed sorted all the entries): each range's two counts travel in one sum (`packed`, split by
 * `splitByCompleted`), so its condition is evaluated once per entry.
 */
export function completionPies(ownerId: string, timeZone: string, options: PieOptions, now = Date.now(), saved?: CountingPreferences) {
	const [row] = aggregateRows<PiesRow>(piesCount(ownerId, timeZone, options, now, saved).query(fromTable))
	return piesFromRow(row, options, timeZone)
}

export type TableRow = { kind: 'ps' | 'cf'; a: string; b: string; count: number; overdue: number; todaysFocus: number; thisWeek: number }

/**
 * The tables of screen 14 (incomplete tasks per context, per folder, per priority and status) and the headline
 * counts (Incomplete, Overdue, Today's Focus, This week). One statement of two groupings, each in an index's own order
 * so neither sorts: the incomplete tasks per priority and status from the list index (`tasksByListIndex`: they are one
 * stretch of it, in that order), carrying the headline tallies (`headlineTallies`, the lists' own conditions); and per
 * context and folder from the analytics index, whose first columns they are. The contexts' and the folders' counts
 * are those pairs summed, and the headline counts the priority and status groups summed. (Grouping by all four
 * columns at once made some 1,600 groups to regroup, and grouping the list index by context or by folder sorted it:
 * each twice as slow. Decision 123, addendum 3.)
 */
export function tablesCount(ownerId: string, timeZone: string, now: number, saved: CountingPreferences): Count {
	const query = (from: CountSource) => {
		const t = headlineTallies(ownerId, timeZone, now, saved)
		return sql`
		select 'ps' as kind, ${tasks.priority} as a, ${tasks.status} as b, count(*) as count,
			sum(${t.overdue}) as overdue, sum(${t.todaysFocus}) as todaysFocus, sum(${t.thisWeek}) as thisWeek
			from ${from(tasksByListIndex)} where ${t.incomplete} group by ${tasks.priority}, ${tasks.status}
		union all select 'cf', ${tasks.context}, ${tasks.folder}, count(*), 0, 0, 0
			from ${from(tasksByAnalyticsIndex)} where ${analyticsWhere(t.incomplete)} group by ${tasks.context}, ${tasks.folder}`
	}
	return { query, keys: ['kind', 'a', 'b'], size: 'count' }
}

/** the tables and the headline counts from tablesCount's rows */
export function tablesFromRows(rows: TableRow[]) {
	const ps = rows.filter((r) => r.kind === 'ps')
	const pairs = rows.filter((r) => r.kind === 'cf')
	const sumBy = (key: 'a' | 'b') => {
		const counts = new Map<string, number>()
		for (const r of pairs) counts.set(r[key], (counts.get(r[key]) ?? 0) + r.count)
		// in SQLite's order of text (bytes), as a GROUP BY gave them
		return [...counts].sort(([x], [y]) => Buffer.compare(Buffer.from(x), Buffer.from(y))).map(([value, count]) => ({ value, count }))
	}
	const sum = (key: 'count' | 'overdue' | 'todaysFocus' | 'thisWeek') => ps.reduce((n, r) => n + r[key], 0)
	return {
		contexts: sumBy('a'),
		folders: sumBy('b'),
		priorityStatus: ps.map((r) => ({ priority: r.a, status: r.b, count: r.count })),
		counts: { incomplete: sum('count'), overdue: sum('overdue'), todaysFocus: sum('todaysFocus'), thisWeek: sum('thisWeek') },
	}
}

export function incompleteTables(ownerId: string, timeZone: string, now = Date.now(), saved: CountingPreferences = taskPreferences(ownerId)) {
	return tablesFromRows(aggregateRows<TableRow>(tablesCount(ownerId, timeZone, now, saved).query(fromTable)))
}

export type WordCloudFilter = { completed: Complete; field: 'start' | 'due'; from: number; to: number }

/**
 * The word cloud's rows (spec point 5: completed All is dropped; the date range is the chosen date
 * field from the From day to the To day, both whole local days): each folder and its task count.
 */
export function wordCloudRows(ownerId: string, timeZone: string, filter: WordCloudFilter, now = Date.now()) {
	const column = tasks[filter.field]
	const rows = aggregateRows<{ folder: string; count: number }>(
		aggregate(
			fromTable,
			sql`${tasks.folder} as folder, count(*) as count`,
			analyticsWhere(countedTasks(ownerId, timeZone, now), completedIs(filter.completed), sql`${column} >= ${filter.from}`, sql`${column} < ${filter.to}`),
			sql`${tasks.folder}`,
		),
	)
	const words: Word[] = rows.map((r) => ({ word: r.folder || UNASSIGNED, count: r.count }))
	return { words, total: words.reduce((n, w) => n + w.count, 0) }
}
