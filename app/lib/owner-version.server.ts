// A person's data version (docs/decisions/180): SQLite triggers add one to `owner_versions.version` in the same
// transaction as any change to a table with an owner, from any process, route, the API or the import's worker.
// What is computed from a person's data can be kept per version: the same version means the same data.
import type { Statement } from 'better-sqlite3'
import { eq } from 'drizzle-orm'
import { ownerVersions } from '#db/schema'
import { localMidnight } from './dates'
import { db, type Db } from './db.server'
import { sessionStorage } from './session.server'

/** The tables whose rows belong to a person (an `owner_id` column), each with triggers in migration 0010. */
export const OWNED_TABLES = [
	'user_preferences',
	'contexts',
	'folders',
	'tasks',
	'reminder_deliveries',
	'task_templates',
	'template_uses',
] as const

export function ownerVersion(ownerId: string): number {
	return db().select({ version: ownerVersions.version }).from(ownerVersions).where(eq(ownerVersions.ownerId, ownerId)).get()?.version ?? -1
}

type Kept = { version: number; value: unknown }

/**
 * A least-recently-used map of computed values, each kept with the owner's version it was computed at. Per process
 * (each worker of the cluster keeps its own); a value is never served for another version.
 */
export class KeptByVersion {
	private entries = new Map<string, Kept>()
	constructor(private readonly size: number) {}

	/** The value of `key` for this owner at `version`: the kept one, or `compute()`'s, which is then kept. */
	get<T>(ownerId: string, version: number, key: string, compute: () => T): T {
		const id = `${ownerId}\u0000${key}`
		const kept = this.entries.get(id)
		if (kept && kept.version === version) {
			// most recently used last
			this.entries.delete(id)
			this.entries.set(id, kept)
			return kept.value as T
		}
		const value = compute()
		this.entries.delete(id)
		this.entries.set(id, { version, value })
		if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!)
		return value
	}
}

// prepared once per connection: this runs before every kept page is sent
const pageStateStatements = new WeakMap<Db, Statement>()
function pageStateStatement(database: Db) {
	let statement = pageStateStatements.get(database)
	if (!statement) {
		statement = database.$client.prepare(
			'SELECT users.timezone, users.incomplete, owner_versions.version FROM users JOIN owner_versions ON owner_versions.owner_id = users.id WHERE users.id = ?',
		)
		pageStateStatements.set(database, statement)
	}
	return statement
}

/**
 * Who a request's session belongs to, with their data version and local day: what a kept page of theirs depends on
 * (server/page-cache.ts). Null for a visitor that `requireUser` would not let in (no identity, no user, an unfinished
 * enrollment), whose page is then rendered as usual.
 */
export async function ownerPageState(cookieHeader: string) {
	const session = await sessionStorage().getSession(cookieHeader)
	const userId = session.get('userId')
	if (!userId || !session.get('identity')) return null
	const row = pageStateStatement(db()).get(userId) as { timezone: string; incomplete: number; version: number } | undefined
	if (!row || row.incomplete) return null
	return { userId, version: row.version, day: localMidnight(row.timezone) }
}

const loaderData = new KeptByVersion(200)

/**
 * A page's data for this person, computed once per change to their data (decision 180): kept per data version (read
 * with the user row, so the data read after it is at least as new), local day and URL. `page` names the loader.
 */
export function keptForOwner<T>(page: string, user: { id: string; timezone: string; dataVersion?: number }, request: Request, compute: () => T, now = Date.now()): T {
	if (user.dataVersion === undefined) return compute()
	return loaderData.get(user.id, user.dataVersion, `${page}|${localMidnight(user.timezone, now)}|${request.url}`, compute)
}
