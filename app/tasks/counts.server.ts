import { sql } from 'drizzle-orm'
import type { TaskPreferences } from './preferences.server'
import type { QuickFilterName } from './quick-filters'
import { listWhere, quickListCondition } from './tasks.server'

/** The saved preferences that shape the counts (hidden parents and sub-tasks): read once per page, passed on. */
export type CountingPreferences = Pick<TaskPreferences, 'taskFilter' | 'taskSortOrder'>

/**
 * The headline numbers' conditions, each its own list's (quick-filters.ts) as a per-task 1 or 0 to sum over the
 * incomplete tasks: so a count still equals its list's length. Each tally is only what its list adds to the
 * Incomplete list's condition (`quickListCondition`), which the tasks summed over already meet. Summed in the
 * dashboard's pass over the incomplete tasks (incompleteTables in app/analytics/analytics.server.ts).
 */
export function headlineTallies(ownerId: string, timeZone: string, now: number, saved: CountingPreferences) {
	const prefs = { taskFilter: { ...saved.taskFilter, completed: 'N' as const }, taskSortOrder: saved.taskSortOrder }
	// over the Incomplete list's tasks, a quick list's own condition is all that is left of its `listWhere`
	const tally = (name: QuickFilterName) => sql`(case when ${quickListCondition(name, timeZone, now)} then 1 else 0 end)`
	return {
		/** the incomplete tasks, as the Incomplete list (/tasks) counts them */
		incomplete: listWhere(ownerId, { kind: 'all' }, prefs, timeZone, now, false, 'own'),
		overdue: tally('overdue'),
		todaysFocus: tally('todays-focus'),
		thisWeek: tally('this-week'),
	}
}
