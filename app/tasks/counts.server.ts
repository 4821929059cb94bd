import { sql } from 'drizzle-orm'
import { aggregateRow, analyticsWhere, tasksByAnalyticsIndex } from './analytics-index.server'
import type { TaskListSpec } from './lists'
import { taskPreferences, type TaskPreferences } from './preferences.server'
import { listWhere } from './tasks.server'

/**
 * The dashboard's headline numbers: the totals of the lists they link to, built from the same
 * criteria (quick-filters.ts), counting incomplete tasks. Every query is scoped to the owner and reads the
 * covering index of counts, not the rows.
 */
export function taskCounts(
	ownerId: string,
	timeZone: string,
	now = Date.now(),
	saved: Pick<TaskPreferences, 'taskFilter' | 'taskSortOrder'> = taskPreferences(ownerId),
) {
	const prefs = { taskFilter: { ...saved.taskFilter, completed: 'N' as const }, taskSortOrder: saved.taskSortOrder }
	// one pass over the index entries: each count is a sum of its own list's condition
	const where = (spec: TaskListSpec) => listWhere(ownerId, spec, prefs, timeZone, now)
	const tally = (spec: TaskListSpec) => sql`coalesce(sum(case when ${where(spec)} then 1 else 0 end), 0)`
	const row = aggregateRow<{ incomplete: number; overdue: number; todaysFocus: number; thisWeek: number }>(sql`
		select count(*) as incomplete,
			${tally({ kind: 'quick', name: 'overdue', offset: 0 })} as overdue,
			${tally({ kind: 'quick', name: 'todays-focus', offset: 0 })} as todaysFocus,
			${tally({ kind: 'quick', name: 'this-week', offset: 0 })} as thisWeek
		from ${tasksByAnalyticsIndex} where ${analyticsWhere(where({ kind: 'all' }))}`)
	return { incomplete: row?.incomplete ?? 0, overdue: row?.overdue ?? 0, todaysFocus: row?.todaysFocus ?? 0, thisWeek: row?.thisWeek ?? 0 }
}
