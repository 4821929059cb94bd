// Helpers for the task browser tests: tasks made directly in the test server's database.
import type { TestInfo } from '@playwright/test'

export const jsOn = (testInfo: TestInfo) => testInfo.project.name === 'js'

export async function makeTask(ownerId: string, values: Record<string, unknown> = {}) {
	const { db } = await import('~/lib/db.server')
	const { tasks } = await import('#db/schema')
	return db()
		.insert(tasks)
		.values({ ownerId, title: 'A task', added: Date.now(), ...values })
		.returning()
		.get()
}

export async function findTasks(ownerId: string) {
	const { db } = await import('~/lib/db.server')
	const { tasks } = await import('#db/schema')
	const { eq } = await import('drizzle-orm')
	return db().select().from(tasks).where(eq(tasks.ownerId, ownerId)).all()
}

/** local midnight in Europe/London (the fixture user's timezone), `days` after today */
export async function londonDay(days = 0) {
	const { localMidnight } = await import('~/lib/dates')
	return localMidnight('Europe/London', Date.now(), days)
}
