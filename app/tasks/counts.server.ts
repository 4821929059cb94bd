import { sql } from 'drizzle-orm'
import type { TaskListSpec } from './lists'
import type { TaskPreferences } from './preferences.server'
import { listWhere } from './tasks.server'

/** The saved preferences that shape the counts (hidden parents and sub-tasks): read once per page, passed on. */
export type CountingPreferences = Pick<TaskPreferences, 'taskFilter' | 'taskSortOrder'>

/**
 * The headline numbers' conditions, each its own list's (quick-filters.ts) as a per-task 1 or 0 to sum over the
 * incomplete tasks: so a count still equals its list's length. Summed in the dashboard's pass over the
 * incomplete tasks (incompleteTables in app/analytics/analytics.server.ts).
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
