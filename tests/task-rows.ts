// Task rows for the tests of undo and the trash (issue 25): every column, as SQLite stores it.
import { eq } from 'drizzle-orm'
import { tasks } from '#db/schema'
import { db } from '~/lib/db.server'
import { makeTask } from './factories'

/** every column of the task rows as SQLite stores them (not through Drizzle), by id */
export function rawRows(ids: string[]) {
	const get = db().$client.prepare('select * from tasks where id = ?')
	return ids.map((id) => get.get(id) as Record<string, unknown> | undefined)
}

/** a task with every column set to something other than its default, so a restore that drops one is seen */
export function fullTask(ownerId: string, values: Partial<typeof tasks.$inferInsert> = {}) {
	const task = makeTask(ownerId, {
		title: 'Water the plants',
		notes: 'the *big* ones',
		added: 1_700_000_000_123,
		star: true,
		start: 1_780_000_000_000,
		startTime: 9 * 3_600_000,
		due: 1_780_086_400_000,
		dueTime: 17.5 * 3_600_000,
		length: 0.75,
		remind: 60,
		remindDate: 1_780_145_800_000,
		remindSent: true,
		folder: 'Home',
		context: '@Garden',
		priority: 'high',
		status: 'waiting',
		via: 'API',
		createdFrom: 'an-earlier-instance',
		stackRank: 1.5,
		repeatFrom: 'completedDate',
		...values,
	})
	// `changed` is set by a trigger on update: a stored value of its own, as a task edited earlier has
	db().update(tasks).set({ changed: 1_750_000_000_456 }).where(eq(tasks.id, task.id)).run()
	return task
}
