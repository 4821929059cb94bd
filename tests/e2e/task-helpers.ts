// Helpers for the task browser tests: tasks made directly in the test server's database.
import type { TestInfo } from '@playwright/test'

export const jsOn = (testInfo: TestInfo) => testInfo.project.name === 'js'

export { findTasks, makeTask } from '../factories'

/** local midnight in Europe/London (the fixture user's timezone), `days` after today */
export async function londonDay(days = 0) {
	const { localMidnight } = await import('~/lib/dates')
	return localMidnight('Europe/London', Date.now(), days)
}
