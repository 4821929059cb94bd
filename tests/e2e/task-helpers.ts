// Helpers for the task browser tests.

/** local midnight in Europe/London (the fixture user's timezone), `days` after today */
export async function londonDay(days = 0) {
	const { localMidnight } = await import('~/lib/dates')
	return localMidnight('Europe/London', Date.now(), days)
}
