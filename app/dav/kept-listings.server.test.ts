// Listings of ETags kept between requests (issue 50.A, decision 370): a second listing with nothing changed is the kept
// bytes (no statement of the listing runs), and never stale: a change of a task from any way in, of its stored object
// in plain SQL, of the person's zone, or of their folders (which move a task between collections without writing it)
// is listed at once; the kept bytes stay under their bound, and an old listing is built again. Over the real routers on
// 127.0.0.1; the ways in of the seams matrix are in ./etags.server.test.ts, whose `state` lists by PROPFIND and by
// calendar-query before and after every change. On the old code every listing ran its statement.
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { folders, personalAccessTokens, tasks, users } from '#db/schema'
import { revokePersonalToken } from '~/api/tokens.server'
import { db } from '~/lib/db.server'
import { apiForTheFile } from '../../tests/api-client'
import { thunderbirdWeekly } from '../../tests/caldav/client-shapes'
import { makeTask, shareWith } from '../../tests/factories'
import { davPerson } from '../../tests/caldav/dav-person'
import { KEPT_LISTING_BYTES, KEPT_LISTING_MS, keptListing, keptListingsSize } from './kept-listings.server'

/** listings built from the database (`listingOf` runs the statement) */
const built = vi.hoisted(() => ({ count: 0 }))
vi.mock('./etags.server', async (original) => {
	const real = await original<typeof import('./etags.server')>()
	return { ...real, listingOf: (...args: Parameters<typeof real.listingOf>) => (built.count++, real.listingOf(...args)) }
})

const api = apiForTheFile()
const raw = () => (db() as unknown as { $client: import('better-sqlite3').Database }).$client

const person = () => davPerson(api)

/** vdirsyncer's listing (its calendar-query) */
const QUERY = `<?xml version="1.0" encoding="utf-8" ?><C:calendar-query xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><prop><getcontenttype/><getetag/></prop><C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VTODO"></C:comp-filter></C:comp-filter></C:filter></C:calendar-query>`
const PROPFIND = '<d:propfind xmlns:d="DAV:"><d:prop><d:getetag/><d:resourcetype/></d:prop></d:propfind>'
const etags = (xml: string) => new Map([...xml.matchAll(/<d:href>([^<]+\.ics)<\/d:href>.*?<d:getetag>([^<]+)<\/d:getetag>/gs)].map((m) => [m[1]!, m[2]!.replaceAll('&quot;', '"')]))

describe('a listing of ETags kept between requests (decision 370)', () => {
	it('answers a listing again from the kept bytes, the same bytes, while nothing changed; its length is the body’s', async () => {
		const { user, dav, base } = person()
		makeTask(user.id, { title: 'One' })
		expect((await dav('PUT', `${base}bins.ics`, thunderbirdWeekly(), { 'content-type': 'text/calendar' })).status).toBe(201)
		for (const [method, body] of [['REPORT', QUERY], ['PROPFIND', PROPFIND]] as const) {
			built.count = 0
			const first = await dav(method, base, body)
			const again = await dav(method, base, body)
			expect(first.status).toBe(207)
			expect(built.count, `${method}: built once, then kept`).toBe(1)
			expect(again.text).toBe(first.text)
			expect(Number(again.length)).toBe(Buffer.byteLength(again.text))
			expect(etags(again.text).size).toBe(2)
		}
	})

	it('is never stale: a write of a task, of its stored object in SQL, a new task, a delete, the zone, a new folder', async () => {
		const { user, dav, base } = person()
		const made = makeTask(user.id, { title: 'Made in the app', folder: 'Garden' })
		expect((await dav('PUT', `${base}bins.ics`, thunderbirdWeekly(), { 'content-type': 'text/calendar' })).status).toBe(201)
		const href = `${base}${made.id}.ics`
		/** the listing, checked against a GET of each object */
		const listed = async () => {
			const answer = await dav('REPORT', base, QUERY)
			const all = etags(answer.text)
			for (const [h, etag] of all) expect((await dav('GET', h)).etag, `${h} as listed`).toBe(etag)
			return all
		}
		let before = await listed()
		const changes: [string, () => unknown, (after: Map<string, string>) => void][] = [
			['a title in SQL', () => raw().prepare('update tasks set title = ? where id = ?').run('Renamed in SQL', made.id), (a) => expect(a.get(href)).not.toBe(before.get(href))],
			['its stored object in SQL', () => raw().prepare(`update dav_objects set sent = replace(sent, 'SUMMARY:', 'SUMMARY:SQL ') where owner_id = ? and name = 'bins.ics'`).run(user.id), (a) => expect(a.get(`${base}bins.ics`)).not.toBe(before.get(`${base}bins.ics`))],
			['the zone (the app-made task has its due time in it)', () => db().update(users).set({ timezone: 'America/New_York' }).where(eq(users.id, user.id)).run(), (a) => expect(a.get(href)).not.toBe(before.get(href))],
			['a new task', () => makeTask(user.id, { title: 'Another' }), (a) => expect(a.size).toBe(before.size + 1)],
			['a folder of the name the task has: it moves to that collection, unwritten', () => db().insert(folders).values({ ownerId: user.id, name: 'Garden' }).run(), (a) => expect(a.has(href)).toBe(false)],
			['a task deleted', () => db().delete(tasks).where(eq(tasks.title, 'Another')).run(), (a) => expect(a.size).toBe(before.size - 1)],
		]
		for (const [name, change, check] of changes) {
			if (name.includes('zone')) db().update(tasks).set({ due: Date.UTC(2026, 11, 10), dueTime: 17 * 3_600_000 }).where(eq(tasks.id, made.id)).run()
			before = await listed()
			change()
			const after = await listed()
			check(after)
		}
	})

	it('is never stale for a member of a shared folder: kept under the folder owner’s sync point, not the member’s (decision 377)', async () => {
		const owner = person()
		const member = person()
		const folder = shareWith(owner.user.id, 'Groceries', member.user.id, 'viewer')
		const eggs = makeTask(owner.user.id, { title: 'Eggs', folder: 'Groceries' })
		const shared = `/dav/${member.user.id}/shared-${folder.id}/`
		const href = `${shared}${eggs.id}.ics`
		built.count = 0
		const first = etags((await member.dav('REPORT', shared, QUERY)).text)
		expect(etags((await member.dav('REPORT', shared, QUERY)).text)).toEqual(first)
		expect(built.count, 'built once, then kept').toBe(1)
		expect(first.get(href)).toBe((await member.dav('GET', href)).etag)
		// the owner's change (in SQL: the member's own sync point does not move) is in the member's next listing
		await new Promise((r) => setTimeout(r, 5))
		raw().prepare('update tasks set title = ? where id = ?').run('Brown eggs', eggs.id)
		const after = etags((await member.dav('REPORT', shared, QUERY)).text)
		expect(after.get(href)).not.toBe(first.get(href))
		expect(after.get(href)).toBe((await member.dav('GET', href)).etag)
		// and a new task of the owner's in the folder
		makeTask(owner.user.id, { title: 'Milk', folder: 'Groceries' })
		expect(etags((await member.dav('REPORT', shared, QUERY)).text).size).toBe(2)
	})

	it('keeps at most its bound in bytes, a listing larger than it not at all, and none older than its time', () => {
		const { user } = person()
		const build = vi.fn(() => 'x'.repeat(1000))
		expect(keptListing(user.id, 'a', '', build).length).toBe(1000)
		keptListing(user.id, 'a', '', build)
		expect(build).toHaveBeenCalledTimes(1)
		// older than KEPT_LISTING_MS: built again (a tombstone purge could lower the sync point to an old one)
		keptListing(user.id, 'a', '', build, Date.now() + KEPT_LISTING_MS)
		expect(build).toHaveBeenCalledTimes(2)
		const huge = vi.fn(() => 'y'.repeat(KEPT_LISTING_BYTES + 1))
		keptListing(user.id, 'b', '', huge)
		keptListing(user.id, 'b', '', huge)
		expect(huge).toHaveBeenCalledTimes(2)
		for (let i = 0; i < 6; i++) keptListing(user.id, `c${i}`, '', () => 'z'.repeat(KEPT_LISTING_BYTES / 4))
		expect(keptListingsSize().bytes).toBeLessThanOrEqual(KEPT_LISTING_BYTES)
	})

	it('asks the database who calls at every request: a revoked app password is refused at once', async () => {
		const { user, dav, base } = person()
		expect((await dav('REPORT', base, QUERY)).status).toBe(207)
		expect((await dav('REPORT', base, QUERY)).status).toBe(207)
		for (const token of db().select().from(personalAccessTokens).where(eq(personalAccessTokens.ownerId, user.id)).all()) revokePersonalToken(user.id, token.id)
		expect((await dav('REPORT', base, QUERY)).status).toBe(401)
	})
})
