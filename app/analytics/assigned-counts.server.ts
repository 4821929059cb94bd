// The dashboard's counts of the tasks assigned to the person in other people's folders shared with them (issue 55
// point 2; decision 392): added to the counts of what they own (the headline counts, This Week and the pies; the
// tables stay the person's own). Read on every dashboard, never kept: the person's kept page and kept counts follow
// their own changes (decision 263's log is per owner), and a sharing owner's change must show at once. They are few
// (assignment is for shared folders): the partial index `tasks_assigned_to` finds them, and a person with none costs
// one probe of it.
import { and, eq, ne, sql, type SQL } from 'drizzle-orm'
import { tasks } from '#db/schema'
import { preparedPerConnection } from '~/lib/db.server'
import { aggregateRows } from '~/tasks/analytics-index.server'
import type { CountingPreferences } from '~/tasks/counts.server'
import type { CountSource } from '~/tasks/kept-counts.server'
import { listWhere, quickListCondition } from '~/tasks/tasks.server'
import { piesCount, weekCount, type PieOptions, type PiesRow, type WeekOptions, type WeekRow } from './analytics.server'

export type HeadlineCounts = { incomplete: number; overdue: number; todaysFocus: number; thisWeek: number }
export type AssignedCounts = { week: WeekRow[]; pies: PiesRow; counts: HeadlineCounts }

const anyAssigned = preparedPerConnection((database) =>
	database
		.select({ one: sql<number>`1` })
		.from(tasks)
		.where(and(eq(tasks.assignedTo, sql.placeholder('person')), ne(tasks.ownerId, sql.placeholder('owner'))))
		.limit(1)
		.prepare(),
)

/** the rows themselves, by whatever index the planner takes for `assigned_to = ?` (the partial one) */
const byAssignee: CountSource = () => sql`${tasks}`

/**
 * The tasks assigned to the person in folders shared with them, as the lists count them (the person's hidden rows left
 * out, every completed state): a task they may no longer see (they left the folder) is not counted.
 */
export function assignedTasks(personId: string, timeZone: string, now: number, saved: CountingPreferences): SQL {
	const prefs = { taskFilter: { ...saved.taskFilter, completed: 'A' as const }, taskSortOrder: saved.taskSortOrder }
	return and(eq(tasks.assignedTo, personId), ne(tasks.ownerId, personId), listWhere(personId, { kind: 'all' }, prefs, timeZone, now, false, 'visible'))!
}

/** the dashboard's numbers of the tasks assigned to the person in others' folders; null when there are none */
export function assignedCounts(personId: string, timeZone: string, week: WeekOptions, pie: PieOptions, now: number, saved: CountingPreferences): AssignedCounts | null {
	if (!anyAssigned().get({ person: personId, owner: personId })) return null
	const counted = assignedTasks(personId, timeZone, now, saved)
	// each headline count is its list's condition over the incomplete ones, as the owner's are (headlineTallies)
	const tally = (condition: SQL) => sql`coalesce(sum(case when ${tasks.completed} = 0 and ${condition} then 1 else 0 end), 0)`
	const [counts] = aggregateRows<HeadlineCounts>(
		sql`select ${tally(sql`1`)} as incomplete, ${tally(quickListCondition('overdue', timeZone, now))} as overdue,
			${tally(quickListCondition('todays-focus', timeZone, now))} as todaysFocus, ${tally(quickListCondition('this-week', timeZone, now))} as thisWeek
			from ${tasks} where ${counted}`,
	)
	const [pies] = aggregateRows<PiesRow>(piesCount(personId, timeZone, pie, now, saved, counted).query(byAssignee))
	return {
		counts: counts!,
		pies: pies ?? { all: 0, done: 0, month: 0, year: 0 },
		week: aggregateRows<WeekRow>(weekCount(personId, timeZone, week, now, saved, counted).query(byAssignee)),
	}
}
