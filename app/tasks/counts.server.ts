import { sql } from 'drizzle-orm'
import { aggregateRow, analyticsWhere, tasksByAnalyticsIndex } from './analytics-index.server'
import type { TaskListSpec } from './lists'
import { taskPreferences, type TaskPreferences } from './preferences.server'
import { listWhere } from './tasks.server'

type CountingPreferences = Pick<TaskPreferences, 'taskFilter' | 'taskSortOrder'>

/**
 * The headline numbers' conditions, each its own list's (quick-filters.ts) as a per-task 1 or 0 to sum over the
 * incomplete tasks: so a count still equals its list's length. Shared by `taskCounts` and the dashboard's pass over
 * the incomplete tasks (incompleteTables in app/analytics/analytics.server.ts).
 */
export function headlineTallies(ownerId: string, timeZone: string, now: number, saved: CountingPreferences) {
	const prefs = { taskFilter: { ...saved.taskFilter, completed: 'N' as const }, taskSortOrder: saved.taskSortOrder }
	const where = (spec: TaskListSpec) => listWhere(ownerId, spec, prefs, timeZone, now)
	const tally = (spec: TaskListSpec) => sql`(case when ${where(spec)} then 1 else 0 end)`
	return {
		/** the incomplete tasks, as the Incomplete list (/tasks) counts them */
		incomplete: where({ kind: 'all' }),
		overdue: tally({ kind: 'quick', name: 'overdue', offset: 0 }),
		todaysFocus: tally({ kind: 'quick', name: 'todays-focus', offset: 0 }),
		thisWeek: tally({ kind: 'quick', name: 'this-week', offset: 0 }),
	}
}

/**
 * The dashboard's headline numbers: the totals of the lists they link to, built from the same
 * criteria (quick-filters.ts), counting incomplete tasks. One pass over the covering index of counts, not the rows.
 */
export function taskCounts(ownerId: string, timeZone: string, now = Date.now(), saved: CountingPreferences = taskPreferences(ownerId)) {
	const t = headlineTallies(ownerId, timeZone, now, saved)
	const row = aggregateRow<{ incomplete: number; overdue: number; todaysFocus: number; thisWeek: number }>(sql`
		select count(*) as incomplete, coalesce(sum(${t.overdue}), 0) as overdue, coalesce(sum(${t.todaysFocus}), 0) as todaysFocus,
			coalesce(sum(${t.thisWeek}), 0) as thisWeek
		from ${tasksByAnalyticsIndex} where ${analyticsWhere(t.incomplete)}`)
	return { incomplete: row?.incomplete ?? 0, overdue: row?.overdue ?? 0, todaysFocus: row?.todaysFocus ?? 0, thisWeek: row?.thisWeek ?? 0 }
}
