// Listings of ETags kept between requests (issue 50.A, decision 370). vdirsyncer starts every sync by listing each
// list's hrefs and ETags (a calendar-query); with nothing changed the answer is the one it got last time. So the
// objects' part of such an answer is kept, per connection, person, collection and shape of request, with what it
// was made from: the person's sync point (the latest `dav_changes.at` of theirs, which the triggers of migrations
// 0019 and 0029 move with every write of any of their tasks or stored objects, from any code or hand-written SQL),
// their zone, and the collection's folder (with the names of all their folders, for the collection of no folder).
// A request whose inputs are the same gets the kept bytes; anything else builds the listing anew and keeps it.
import type { Db } from '~/lib/db.server'
import { db } from '~/lib/db.server'
import { LeastRecentlyUsed } from '~/lib/least-recently-used'
import { syncPoint } from './objects.server'

/**
 * The most the kept listings of one process weigh together: a listing of 10,000 objects with their content type and
 * ETag is about 2.9 MB, so this holds it with the small lists beside it; the least recently used go first.
 */
export const KEPT_LISTING_BYTES = 4 * 1024 * 1024
/**
 * How long a listing is kept. Far shorter than the 60 days after which the hourly purge removes tombstones of
 * deleted tasks (TOMBSTONE_MS): a purge can lower a person's sync point back to one seen before, but only to one
 * older than that, so a listing kept under it has always been dropped by then.
 */
export const KEPT_LISTING_MS = 10 * 60_000

type Kept = { inputs: string; body: Buffer; at: number }
const keptPerConnection = new WeakMap<Db, LeastRecentlyUsed<Kept>>()

function keptOf(database: Db) {
	let kept = keptPerConnection.get(database)
	if (!kept) keptPerConnection.set(database, (kept = new LeastRecentlyUsed<Kept>(KEPT_LISTING_BYTES, (k) => k.body.length)))
	return kept
}

/**
 * The objects' part of a listing of ETags: kept bytes when nothing it was made from has changed, else `build()`'s,
 * kept. `key` names the person, the collection and the request's shape; `inputs` what the answer depends on besides
 * the person's sync point (their zone, the collection's folder). The sync point and the listing are read in one read
 * transaction, so a listing is never kept under a point older than what it shows, nor newer.
 */
export function keptListing(ownerId: string, key: string, inputs: string, build: () => string, now = Date.now()): Buffer {
	const database = db()
	const kept = keptOf(database)
	return database.$client.transaction(() => {
		const all = `${syncPoint(ownerId)}\n${inputs}`
		const found = kept.get(key)
		if (found && found.inputs === all && now - found.at < KEPT_LISTING_MS) return found.body
		const body = Buffer.from(build())
		if (body.length <= KEPT_LISTING_BYTES) kept.set(key, { inputs: all, body, at: now })
		else kept.delete(key)
		return body
	})()
}

/** what is kept now, for tests and the memory figures: entries and bytes */
export function keptListingsSize(database = db()) {
	const kept = keptPerConnection.get(database)
	return kept ? { entries: kept.size, bytes: kept.weight } : { entries: 0, bytes: 0 }
}
