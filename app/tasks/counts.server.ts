import { count } from 'drizzle-orm'
import { tasks } from '#db/schema'
import { db } from '~/lib/db.server'
import type { TaskListSpec } from './lists'
import { taskPreferences } from './preferences.server'
import { listWhere } from './tasks.server'

/**
 * The dashboard's headline numbers: the totals of the lists they link to, built from the same
 * criteria (quick-filters.ts), counting incomplete tasks. Every query is scoped to the owner.
 */
export function taskCounts(ownerId: string, timeZone: string, now = Date.now()) {
	const saved = taskPreferences(ownerId)
	const prefs = { taskFilter: { ...saved.taskFilter, completed: 'N' as const }, taskSortOrder: saved.taskSortOrder }
	const n = (spec: TaskListSpec) =>
		db().select({ n: count() }).from(tasks).where(listWhere(ownerId, spec, prefs, timeZone, now)).get()?.n ?? 0
	return {
		incomplete: n({ kind: 'all' }),
		overdue: n({ kind: 'quick', name: 'overdue', offset: 0 }),
		todaysFocus: n({ kind: 'quick', name: 'todays-focus', offset: 0 }),
		thisWeek: n({ kind: 'quick', name: 'this-week', offset: 0 }),
	}
}
