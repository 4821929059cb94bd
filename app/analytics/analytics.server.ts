// The dashboard's and the word cloud's numbers: SQL aggregates over the owner's tasks, with day,
// month and year bounds computed in the user's timezone (calendar.ts). Each aggregate counts the
// rows the task lists would show (the same visibility rules: hidden parents, hidden children), so
// a segment's number equals the length of the list it links to.
import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import { tasks } from '#db/schema'
import { db } from '~/lib/db.server'
import { taskPreferences } from '~/tasks/preferences.server'
import { listWhere } from '~/tasks/tasks.server'
import { monthRange, weekDays, yearRange, type DayRange } from './calendar'
import type { Complete } from './segment-links'
import { UNASSIGNED, type Word } from './word-cloud'

/** The owner's tasks as the lists count them: every completed state, the user's hidden rows left out. */
export function countedTasks(ownerId: string, timeZone: string, now = Date.now()): SQL {
	const saved = taskPreferences(ownerId)
	const prefs = { taskFilter: { ...saved.taskFilter, completed: 'A' as const }, taskSortOrder: saved.taskSortOrder }
	return listWhere(ownerId, { kind: 'all' }, prefs, timeZone, now)
}

const completedIs = (complete: Complete) => (complete === 'A' ? undefined : eq(tasks.completed, complete === 'Y'))
const within = (column: SQL | typeof tasks.due, from: number, to: number) => sql`(${column} >= ${from} and ${column} < ${to})`

export const WEEK_SERIES = ['created', 'start', 'due'] as const
export type WeekSeries = (typeof WEEK_SERIES)[number]
const SERIES_COLUMN = { created: tasks.added, start: tasks.start, due: tasks.due } as const

export type WeekChart = { days: (DayRange & Record<WeekSeries, number>)[]; total: Record<WeekSeries, number> }

/**
 * This Week (screen 14): per day, Monday (day 1) to Sunday (day 7), the tasks created, to start and
 * due that day, counted or summed by length (minutes); plus the week's total.
 */
export function weekChart(
	ownerId: string,
	timeZone: string,
	options: { monday: string; count: 'tasks' | 'length'; complete: Complete },
	now = Date.now(),
): WeekChart {
	const days = weekDays(options.monday, timeZone)
	const from = days[0]!.from
	const to = days[6]!.to
	const value = options.count === 'length' ? sql`coalesce(${tasks.length}, 0)` : sql`1`
	const columns: Record<string, SQL<number>> = {}
	for (const series of WEEK_SERIES) {
		days.forEach((day, i) => {
			columns[`${series}${i}`] = sql<number>`coalesce(sum(case when ${within(sql`${SERIES_COLUMN[series]}`, day.from, day.to)} then ${value} else 0 end), 0)`
		})
	}
	const row = db()
		.select(columns)
		.from(tasks)
		.where(
			and(
				countedTasks(ownerId, timeZone, now),
				completedIs(options.complete),
				sql`(${within(sql`${tasks.added}`, from, to)} or ${within(sql`${tasks.start}`, from, to)} or ${within(sql`${tasks.due}`, from, to)})`,
			),
		)
		.get() as Record<string, number>
	const total = { created: 0, start: 0, due: 0 }
	return {
		days: days.map((day, i) => {
			const counts = { created: row[`created${i}`]!, start: row[`start${i}`]!, due: row[`due${i}`]! }
			for (const s of WEEK_SERIES) total[s] += counts[s]
			return { ...day, ...counts }
		}),
		total,
	}
}

export type Completion = { complete: number; incomplete: number }

/**
 * The three pies: Complete / Incomplete of the tasks started or due in a month, in a year, and of
 * all tasks. One pass over the owner's tasks.
 */
export function completionPies(
	ownerId: string,
	timeZone: string,
	options: { month: number; monthYear: number; year: number },
	now = Date.now(),
) {
	const m = monthRange(options.monthYear, options.month, timeZone)
	const y = yearRange(options.year, timeZone)
	const startedOrDue = (r: { from: number; to: number }) =>
		sql`(${within(sql`${tasks.start}`, r.from, r.to)} or ${within(sql`${tasks.due}`, r.from, r.to)})`
	const tally = (where: SQL) => sql<number>`coalesce(sum(case when ${where} then 1 else 0 end), 0)`
	const row = db()
		.select({
			monthComplete: tally(sql`${tasks.completed} = 1 and ${startedOrDue(m)}`),
			monthIncomplete: tally(sql`${tasks.completed} = 0 and ${startedOrDue(m)}`),
			yearComplete: tally(sql`${tasks.completed} = 1 and ${startedOrDue(y)}`),
			yearIncomplete: tally(sql`${tasks.completed} = 0 and ${startedOrDue(y)}`),
			allComplete: tally(sql`${tasks.completed} = 1`),
			allIncomplete: tally(sql`${tasks.completed} = 0`),
		})
		.from(tasks)
		.where(countedTasks(ownerId, timeZone, now))
		.get()!
	return {
		month: { ...m, counts: { complete: row.monthComplete, incomplete: row.monthIncomplete } },
		year: { ...y, counts: { complete: row.yearComplete, incomplete: row.yearIncomplete } },
		allTime: { complete: row.allComplete, incomplete: row.allIncomplete },
	}
}

/** The tables of screen 14: incomplete tasks per context, per folder, per priority and status. */
export function incompleteTables(ownerId: string, timeZone: string, now = Date.now()) {
	const where = and(countedTasks(ownerId, timeZone, now), eq(tasks.completed, false))
	const n = count()
	return {
		contexts: db().select({ value: tasks.context, count: n }).from(tasks).where(where).groupBy(tasks.context).all(),
		folders: db().select({ value: tasks.folder, count: n }).from(tasks).where(where).groupBy(tasks.folder).all(),
		priorityStatus: db()
			.select({ priority: tasks.priority, status: tasks.status, count: n })
			.from(tasks)
			.where(where)
			.groupBy(tasks.priority, tasks.status)
			.all(),
	}
}

export type WordCloudFilter = { completed: Complete; field: 'start' | 'due'; from: number; to: number }

/**
 * The word cloud's rows (spec point 5: completed All is dropped; the date range is the chosen date
 * field from the From day to the To day, both whole local days): each folder and its task count.
 */
export function wordCloudRows(ownerId: string, timeZone: string, filter: WordCloudFilter, now = Date.now()) {
	const column = tasks[filter.field]
	const rows = db()
		.select({ folder: tasks.folder, count: count() })
		.from(tasks)
		.where(and(countedTasks(ownerId, timeZone, now), completedIs(filter.completed), gte(column, filter.from), lt(column, filter.to)))
		.groupBy(tasks.folder)
		.all()
	const words: Word[] = rows.map((r) => ({ word: r.folder || UNASSIGNED, count: r.count }))
	return { words, total: words.reduce((n, w) => n + w.count, 0) }
}
