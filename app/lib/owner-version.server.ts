// A person's data version (docs/decisions/180): SQLite triggers add one to `owner_versions.version` in the same
// transaction as any change to a table with an owner, from any process, route, the API or the import's worker.
// What is computed from a person's data can be kept per version: the same version means the same data.
import { localMidnight } from './dates'
import { LeastRecentlyUsed } from './least-recently-used'
import { pageUrl } from './page-url.server'

/** The tables whose rows belong to a person (an `owner_id` column), each with triggers in migration 0010. */
export const OWNED_TABLES = [
	'user_preferences',
	'contexts',
	'folders',
	'tasks',
	'reminder_deliveries',
	'task_templates',
	'template_uses',
	'review_states',
	'trashed_tasks',
] as const

/** loader data per process: the value with the version it was computed at */
const loaderData = new LeastRecentlyUsed<{ version: number; value: unknown }>(200)

/**
 * A page's data for this person, computed once per change to their data (decision 180): kept per data version (read
 * with the user row, so the data read after it is at least as new), local day and URL (a data request's the same as
 * its page's). `page` names the loader.
 */
export function keptForOwner<T>(page: string, user: { id: string; timezone: string; dataVersion?: number }, request: Request, compute: () => T, now = Date.now()): T {
	const version = user.dataVersion
	if (version === undefined) return compute()
	const key = `${user.id}|${page}|${localMidnight(user.timezone, now)}|${pageUrl(request).href}`
	const kept = loaderData.get(key)
	if (kept?.version === version) return kept.value as T
	const value = compute()
	loaderData.set(key, { version, value })
	return value
}
