// A listing of ETags reads only what they are made of (issue 50.A, decision 359): vdirsyncer's PROPFIND, a
// calendar-query without filters and a first sync-collection asking for ETags build no object (no task row, no text
// as sent), through a statement that reads `tasks` from an index only; what asks for more (a length, the data,
// allprop) still gets it, with the same ETags. A write of the stored object alone is a change a client syncing by
// token sees. Over the real routers on 127.0.0.1. On the old code every listing read every object whole.
import { describe, expect, it, vi } from 'vitest'
import { db } from '~/lib/db.server'
import { apiForTheFile } from '../../tests/api-client'
import { thunderbirdWeekly } from '../../tests/caldav/client-shapes'
import { makeTask } from '../../tests/factories'
import { davPerson } from '../../tests/caldav/dav-person'
import { listingSql, OF_FOLDER, OF_NO_FOLDER } from './etags.server'

/** the objects built whole (task row and stored text) for a collection */
const built = vi.hoisted(() => ({ count: 0 }))
vi.mock('./objects.server', async (original) => {
	const real = await original<typeof import('./objects.server')>()
	return { ...real, objectsIn: (...args: Parameters<typeof real.objectsIn>) => (built.count++, real.objectsIn(...args)) }
})

const api = apiForTheFile()
const raw = () => (db() as unknown as { $client: import('better-sqlite3').Database }).$client

const person = () => davPerson(api)

const props = (names: string) => `<d:prop>${names}</d:prop>`
const propfind = (names: string) => `<d:propfind xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">${props(names)}</d:propfind>`
const query = (names: string) =>
	`<c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">${props(names)}<c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VTODO"/></c:comp-filter></c:filter></c:calendar-query>`
const sync = (token: string, names: string) => `<d:sync-collection xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:sync-token>${token}</d:sync-token><d:sync-level>1</d:sync-level>${props(names)}</d:sync-collection>`
/** href to ETag, of every object answered */
const etags = (xml: string) => new Map([...xml.matchAll(/<d:href>([^<]+\.ics)<\/d:href>.*?<d:getetag>([^<]+)<\/d:getetag>/gs)].map((m) => [m[1]!, m[2]!.replaceAll('&quot;', '"')]))

describe('a listing of ETags (decision 359)', () => {
	it('builds no object for a PROPFIND, a calendar-query or a first sync-collection of ETags, and gives the ETags a GET gives', async () => {
		const { user, dav, base } = person()
		expect((await dav('PUT', `${base}bins.ics`, thunderbirdWeekly(), { 'content-type': 'text/calendar' })).status).toBe(201)
		const parent = makeTask(user.id, { title: 'Made in the app' })
		makeTask(user.id, { title: 'Its sub-task', parentId: parent.id })
		const asks = [
			['PROPFIND', propfind('<d:getetag/><d:getcontenttype/><d:resourcetype/>')],
			['REPORT', query('<d:getcontenttype/><d:getetag/>')],
			['REPORT', sync('', '<d:getetag/>')],
		] as const
		for (const [method, body] of asks) {
			built.count = 0
			const answer = await dav(method, base, body)
			expect(answer.status).toBe(207)
			expect(built.count, `objects built for ${body.slice(0, 30)}`).toBe(0)
			const listed = etags(answer.text)
			expect(listed.size).toBe(3)
			for (const [href, etag] of listed) expect((await dav('GET', href)).etag).toBe(etag)
		}
	}, 20_000) // many objects made and read back: seconds on a loaded machine

	it('answers a length, the data or allprop from the objects, with the same ETags', async () => {
		const { user, dav, base } = person()
		makeTask(user.id, { title: 'One' })
		expect((await dav('PUT', `${base}bins.ics`, thunderbirdWeekly(), { 'content-type': 'text/calendar' })).status).toBe(201)
		const listed = etags((await dav('PROPFIND', base, propfind('<d:getetag/>'))).text)
		for (const body of [propfind('<d:getetag/><d:getcontentlength/>'), query('<d:getetag/><c:calendar-data/>'), '<d:propfind xmlns:d="DAV:"><d:allprop/></d:propfind>']) {
			built.count = 0
			const answer = await dav(body.includes('calendar-query') ? 'REPORT' : 'PROPFIND', base, body)
			expect(built.count).toBe(1)
			expect(etags(answer.text)).toEqual(listed)
			expect(answer.text.match(/<d:getcontentlength>\d+<|<c:calendar-data>BEGIN:VCALENDAR/g)?.length, 'each object with its length or data').toBe(2)
		}
	})

	it('fills in each answer of its template: an address to escape, a property we do not have', async () => {
		const { dav, base } = person()
		const href = `${base}${encodeURIComponent("it's & here.ics")}`
		expect((await dav('PUT', href, thunderbirdWeekly(), { 'content-type': 'text/calendar' })).status).toBe(201)
		const answer = await dav('PROPFIND', base, propfind('<d:getetag/><x:color xmlns:x="urn:example:x"/>'))
		const object = answer.text.split('<d:response>').find((r) => r.includes('.ics'))!
		expect(object).toContain(`<d:href>${href.replaceAll("'", '&apos;').replaceAll('&', '&amp;').replaceAll('&amp;apos;', '&apos;')}</d:href>`)
		expect(object).toMatch(/<d:getetag>&quot;[\w-]+&quot;<\/d:getetag>.*<x:color xmlns:x="urn:example:x"\/><\/d:prop><d:status>HTTP\/1.1 404 Not Found/s)
		expect(etags(answer.text).get(href.replaceAll("'", '&apos;'))).toBe((await dav('GET', href)).etag)
	})

	it('reads `tasks` from an index only, whichever the collection', () => {
		for (const where of [OF_FOLDER, OF_NO_FOLDER]) {
			const plan = (raw().prepare(`explain query plan ${listingSql(where)}`).all({ ownerId: 'x', folder: 'y', names: '[]' }) as { detail: string }[]).map((r) => r.detail)
			expect(plan.find((d) => / t /.test(` ${d} `) || d.includes('tasks AS t')), plan.join('\n')).toMatch(/COVERING INDEX/)
		}
	})

	it('shows a write of the stored object alone to a client syncing by token', async () => {
		const { user, dav, base } = person()
		expect((await dav('PUT', `${base}bins.ics`, thunderbirdWeekly(), { 'content-type': 'text/calendar' })).status).toBe(201)
		const first = await dav('REPORT', base, sync('', '<d:getetag/>'))
		const token = /<d:sync-token>([^<]+)<\/d:sync-token>/.exec(first.text)![1]!
		const before = (await dav('GET', `${base}bins.ics`)).etag
		raw().prepare(`update dav_objects set sent = replace(sent, 'SUMMARY:', 'SUMMARY:Changed ') where owner_id = ? and name = 'bins.ics'`).run(user.id)
		const after = await dav('GET', `${base}bins.ics`)
		expect(after.text).toContain('SUMMARY:Changed ')
		expect(after.etag).not.toBe(before)
		const changes = await dav('REPORT', base, sync(token, '<d:getetag/>'))
		expect(etags(changes.text).get(`${base}bins.ics`)).toBe(after.etag)
	})
})
