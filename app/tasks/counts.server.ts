import { and, eq, gte, lt, or, count } from 'drizzle-orm'
import { tasks } from '#db/schema'
import { db } from '~/lib/db.server'
import { dayRange, weekRange } from './quick-filters'

/** The dashboard's headline numbers; every query is scoped to the owner. */
export function taskCounts(ownerId: string, timeZone: string, now = Date.now()) {
	const today = dayRange(timeZone, now)
	const week = weekRange(timeZone, now)
	const open = and(eq(tasks.ownerId, ownerId), eq(tasks.completed, false))
	const n = (where: ReturnType<typeof and>) => db().select({ n: count() }).from(tasks).where(where).get()?.n ?? 0
	const within = (r: { from: number; to: number }) =>
		or(and(gte(tasks.start, r.from), lt(tasks.start, r.to)), and(gte(tasks.due, r.from), lt(tasks.due, r.to)))
	return {
		incomplete: n(open),
		overdue: n(and(open, lt(tasks.due, today.from))),
		dueToday: n(and(open, gte(tasks.due, today.from), lt(tasks.due, today.to))),
		thisWeek: n(and(open, within(week))),
	}
}
