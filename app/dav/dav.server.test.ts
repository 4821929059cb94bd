// CalDAV over real HTTP against the Express app (server/index.ts createApp): discovery, the object's life, sync
// tokens, preconditions, access rules. The real clients (vdirsyncer, todoman, python3-caldav) are in tests/e2e/caldav.spec.ts.
import http from 'node:http'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { contexts, tasks } from '#db/schema'
import { db } from '~/lib/db.server'
import { apiForTheFile, personalToken } from '../../tests/api-client'
import { makeTask, makeUser } from '../../tests/factories'
import { midnightOf } from '~/tasks/task-dates'

const api = apiForTheFile()
const TZ = 'Europe/Berlin'

function person(access: 'read' | 'write' = 'write') {
	const user = makeUser({ timezone: TZ, loadDefaults: true })
	const auth = `Basic ${Buffer.from(`${user.email}:${personalToken(user.id, access)}`).toString('base64')}`
	const dav = async (method: string, path: string, body?: string, headers: Record<string, string> = {}) => {
		const res = await fetch(api.base + path, { method, headers: { authorization: auth, ...headers }, body, redirect: 'manual' })
		return { status: res.status, text: await res.text(), headers: res.headers }
	}
	return { user, auth, dav }
}

// a task as a phone's task app sends it: an iCalendar task component with these extra lines
const phoneTask = (uid: string, lines: string[] = []) =>
	['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', 'BEGIN:VTODO', `UID:${uid}`, 'SUMMARY:From the phone', ...lines, 'END:VTODO', 'END:VCALENDAR', ''].join('\r\n')
const syncBody = (token = '') =>
	`<?xml version="1.0"?><d:sync-collection xmlns:d="DAV:"><d:sync-token>${token}</d:sync-token><d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop></d:sync-collection>`
const tokenOf = (xml: string) => /<d:sync-token>([^<]+)<\/d:sync-token>/.exec(xml)![1]!

describe('CalDAV', () => {
	it('discovery: well-known, the principal, the home and one VTODO collection per folder plus one without', async () => {
		const { user, dav } = person()
		expect((await dav('PROPFIND', '/.well-known/caldav')).headers.get('location')).toBe('/dav/')
		const root = await dav('PROPFIND', '/', '<d:propfind xmlns:d="DAV:"><d:prop><d:current-user-principal/></d:prop></d:propfind>', { depth: '0' })
		expect(root.status).toBe(207)
		expect(root.text).toContain(`<d:href>/dav/${user.id}/</d:href>`)
		const home = await dav('PROPFIND', `/dav/${user.id}/`, '<d:propfind xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><c:calendar-home-set/><d:resourcetype/><c:supported-calendar-component-set/><d:displayname/></d:prop></d:propfind>', { depth: '1' })
		expect(home.text).toContain('<c:calendar-home-set><d:href>')
		expect(home.text).toContain('/no-folder/')
		expect(home.text).toContain('<d:displayname>Inbox</d:displayname>')
		expect(home.text).toContain('<c:comp name="VTODO"/>')
	})

	it('a task made in the app reaches the client, and the client creates, edits, completes and deletes', async () => {
		const { user, dav } = person()
		const base = `/dav/${user.id}/no-folder/`
		const initial = await dav('REPORT', base, syncBody(), { depth: '1' })
		expect(initial.status).toBe(207)
		const first = tokenOf(initial.text)
		const mine = makeTask(user.id, { title: 'Made in the app' })
		const afterApp = await dav('REPORT', base, syncBody(first))
		expect(afterApp.text).toContain(`${base}${mine.id}.ics`)

		const created = await dav('PUT', `${base}phone-1.ics`, phoneTask('phone-uid-1', ['CATEGORIES:Errands', 'X-CLIENT-THING:kept']), { 'if-none-match': '*' })
		expect(created.status).toBe(201)
		const etag = created.headers.get('etag')!
		const task = db().select().from(tasks).where(eq(tasks.title, 'From the phone')).all().find((t) => t.ownerId === user.id)!
		expect(task.context).toBe('Errands')
		expect(db().select().from(contexts).where(eq(contexts.ownerId, user.id)).all().map((c) => c.name)).toContain('Errands')
		const got = await dav('GET', `${base}phone-1.ics`)
		expect(got.headers.get('etag')).toBe(etag)
		expect(got.text).toContain('UID:phone-uid-1')
		expect(got.text).toContain('X-CLIENT-THING:kept')

		// the same name again with If-None-Match: * is refused, a stale If-Match too: nothing changes
		expect((await dav('PUT', `${base}phone-1.ics`, phoneTask('phone-uid-1'), { 'if-none-match': '*' })).status).toBe(412)
		const edited = await dav('PUT', `${base}phone-1.ics`, phoneTask('phone-uid-1', ['DUE;VALUE=DATE:20270101', 'STATUS:COMPLETED', 'COMPLETED:20261201T100000Z']), { 'if-match': etag })
		expect(edited.status).toBe(204)
		expect((await dav('PUT', `${base}phone-1.ics`, phoneTask('phone-uid-1', ['SUMMARY:lost']), { 'if-match': etag })).status).toBe(412)
		const stored = db().select().from(tasks).where(eq(tasks.id, task.id)).get()!
		expect(stored).toMatchObject({ completed: true, completedDate: Date.UTC(2026, 11, 1, 10), due: midnightOf('2027-01-01', TZ), context: '' })

		const beforeDelete = tokenOf((await dav('REPORT', base, syncBody())).text)
		expect((await dav('DELETE', `${base}phone-1.ics`, undefined, { 'if-match': etag })).status).toBe(412)
		expect((await dav('DELETE', `${base}phone-1.ics`, undefined, { 'if-match': edited.headers.get('etag')! })).status).toBe(204)
		expect(db().select().from(tasks).where(eq(tasks.id, task.id)).get()).toBeUndefined()
		const afterDelete = await dav('REPORT', base, syncBody(beforeDelete))
		expect(afterDelete.text).toContain(`<d:href>${base}phone-1.ics</d:href><d:status>HTTP/1.1 404 Not Found</d:status>`)
		// nothing changed since: an empty answer
		const quiet = await dav('REPORT', base, syncBody(tokenOf(afterDelete.text)))
		expect(quiet.text).not.toContain('<d:response>')
		expect((await dav('REPORT', base, syncBody('urn:twentyfour:sync:99999999999999'))).status).toBe(403)
	})

	it('calendar-query and calendar-multiget give the VTODOs with their data', async () => {
		const { user, dav } = person()
		const task = makeTask(user.id, { title: 'Queried', folder: 'Inbox' })
		const inbox = /<d:href>(\/dav\/[^<]+\/)<\/d:href><d:propstat><d:prop><d:displayname>Inbox/.exec(
			(await dav('PROPFIND', `/dav/${user.id}/`, '<d:propfind xmlns:d="DAV:"><d:prop><d:displayname/></d:prop></d:propfind>', { depth: '1' })).text,
		)![1]!
		const query = await dav('REPORT', inbox, '<c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/><c:calendar-data/></d:prop><c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VTODO"/></c:comp-filter></c:filter></c:calendar-query>', { depth: '1' })
		expect(query.text).toContain('SUMMARY:Queried')
		const events = await dav('REPORT', inbox, '<c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/></d:prop><c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VEVENT"/></c:comp-filter></c:filter></c:calendar-query>')
		expect(events.text).not.toContain('<d:response>')
		makeTask(user.id, { title: 'Done already', folder: 'Inbox', completed: true, completedDate: Date.now() })
		const open = await dav('REPORT', inbox, '<c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><c:calendar-data/></d:prop><c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VTODO"><c:prop-filter name="COMPLETED"><c:is-not-defined/></c:prop-filter><c:prop-filter name="STATUS"><c:text-match negate-condition="yes">COMPLETED</c:text-match></c:prop-filter></c:comp-filter></c:comp-filter></c:filter></c:calendar-query>')
		expect(open.text).toContain('SUMMARY:Queried')
		expect(open.text).not.toContain('SUMMARY:Done already')
		const multiget = await dav('REPORT', inbox, `<c:calendar-multiget xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/><c:calendar-data/></d:prop><d:href>${inbox}${task.id}.ics</d:href><d:href>${inbox}nothing.ics</d:href></c:calendar-multiget>`)
		expect(multiget.text).toContain('SUMMARY:Queried')
		expect(multiget.text).toContain(`<d:href>${inbox}nothing.ics</d:href><d:status>HTTP/1.1 404 Not Found</d:status>`)
	})

	it('moving between lists changes the folder: MOVE, or a copy under the same UID then a delete', async () => {
		const { user, dav } = person()
		const propfind = (await dav('PROPFIND', `/dav/${user.id}/`, '<d:propfind xmlns:d="DAV:"><d:prop><d:displayname/></d:prop></d:propfind>', { depth: '1' })).text
		const collection = (name: string) => new RegExp(`<d:href>(/dav/[^<]+/)</d:href><d:propstat><d:prop><d:displayname>${name}<`).exec(propfind)![1]!
		const task = makeTask(user.id, { title: 'Mover', folder: 'Family', star: true })
		const child = makeTask(user.id, { title: 'Its sub-task', folder: 'Family', parentId: task.id })
		const moved = await dav('MOVE', `${collection('Family')}${task.id}.ics`, undefined, { destination: `${api.base}${collection('Inbox')}${task.id}.ics` })
		expect(moved.status).toBe(201)
		expect(db().select().from(tasks).where(eq(tasks.id, task.id)).get()).toMatchObject({ folder: 'Inbox', star: true })
		// its sub-task goes where it goes (issue 55 point 1; decision 405)
		expect(db().select().from(tasks).where(eq(tasks.id, child.id)).get()).toMatchObject({ folder: 'Inbox' })
		expect((await dav('GET', `${collection('Family')}${task.id}.ics`)).status).toBe(404)
		const text = await (await dav('GET', `${collection('Inbox')}${task.id}.ics`)).text
		// a client that copies under the same UID into another list, then deletes the old copy
		expect((await dav('PUT', `${collection('Personal')}moved-copy.ics`, text, { 'if-none-match': '*' })).status).toBe(201)
		expect(db().select().from(tasks).where(eq(tasks.id, task.id)).get()).toMatchObject({ folder: 'Personal', star: true })
		// the old copy's delete: under its old name it is no longer anywhere (404), the task stays where it went
		expect((await dav('DELETE', `${collection('Inbox')}${task.id}.ics`)).status).toBe(404)
		expect(db().select().from(tasks).where(eq(tasks.id, task.id)).get()).toMatchObject({ folder: 'Personal' })
		expect(db().select().from(tasks).where(eq(tasks.id, child.id)).get()).toMatchObject({ parentId: task.id })
		expect((await dav('GET', `${collection('Personal')}moved-copy.ics`)).text).toContain('SUMMARY:Mover')
		// as vdirsyncer does it: the same name in the other list first (If-None-Match: *), then the old one deleted
		const same = (await dav('GET', `${collection('Personal')}moved-copy.ics`)).text
		expect((await dav('PUT', `${collection('Finances')}moved-copy.ics`, same, { 'if-none-match': '*' })).status).toBe(201)
		expect(db().select().from(tasks).where(eq(tasks.id, task.id)).get()).toMatchObject({ folder: 'Finances' })
		expect((await dav('DELETE', `${collection('Personal')}moved-copy.ics`, undefined, { 'if-match': '"old"' })).status).toBe(204)
		expect(db().select().from(tasks).where(eq(tasks.id, task.id)).get()).toMatchObject({ folder: 'Finances' })
		// another task may not take a name that one of the other lists holds
		expect((await dav('PUT', `${collection('Inbox')}moved-copy.ics`, phoneTask('someone-else'))).status).toBe(409)
		// the other order: the delete first (the task and its sub-task go to the trash), then the copy brings them back
		const copy = (await dav('GET', `${collection('Finances')}moved-copy.ics`)).text
		expect((await dav('DELETE', `${collection('Finances')}moved-copy.ics`)).status).toBe(204)
		expect(db().select().from(tasks).where(eq(tasks.id, task.id)).get()).toBeUndefined()
		expect((await dav('PUT', `${collection('Family')}moved-back.ics`, copy, { 'if-none-match': '*' })).status).toBe(201)
		expect(db().select().from(tasks).where(eq(tasks.id, task.id)).get()).toMatchObject({ folder: 'Family', star: true })
		expect(db().select().from(tasks).where(eq(tasks.id, child.id)).get()).toMatchObject({ parentId: task.id, folder: 'Family' })
		// a sub-task sent into another list lands in its parent's folder
		const uid = /UID:(.+)\r\n/.exec(copy)![1]!
		expect((await dav('PUT', `${collection('Personal')}late-child.ics`, phoneTask('late-child-uid', [`RELATED-TO;RELTYPE=PARENT:${uid}`]), { 'if-none-match': '*' })).status).toBe(201)
		expect(db().select().from(tasks).where(eq(tasks.parentId, task.id)).all().map((t) => t.folder)).toEqual(['Family', 'Family'])
	})

	it('a sub-task sent before its parent becomes its sub-task when the parent arrives', async () => {
		const { user, dav } = person()
		const base = `/dav/${user.id}/no-folder/`
		expect((await dav('PUT', `${base}child.ics`, phoneTask('child-uid', ['RELATED-TO;RELTYPE=PARENT:parent-uid']))).status).toBe(201)
		expect((await dav('PUT', `${base}parent.ics`, phoneTask('parent-uid'))).status).toBe(201)
		const mine = db().select().from(tasks).where(eq(tasks.ownerId, user.id)).all()
		const parent = mine.find((t) => !t.parentId && t.title === 'From the phone' && mine.some((c) => c.parentId === t.id))
		expect(parent).toBeDefined()
		const child = await dav('GET', `${base}child.ics`)
		expect(child.text.match(/RELATED-TO/g)).toHaveLength(1)
		expect(child.text).toContain('RELATED-TO;RELTYPE=PARENT:parent-uid')
	})

	it('a write answers only once its transaction has committed: a client told 201 or 204 finds its change in the next read, from any worker', async () => {
		const { user, dav } = person()
		const path = `/dav/${user.id}/no-folder/committed.ics`
		// whether the database was still inside a transaction when each answer of /dav/ left
		const insideTransaction: boolean[] = []
		const end = http.ServerResponse.prototype.end
		http.ServerResponse.prototype.end = function (this: http.ServerResponse, ...args: unknown[]) {
			if (this.req?.url?.startsWith('/dav/')) insideTransaction.push(db().$client.inTransaction)
			return end.apply(this, args as Parameters<typeof end>)
		} as typeof end
		try {
			expect((await dav('PUT', path, phoneTask('committed-uid'), { 'if-none-match': '*' })).status).toBe(201)
			expect((await dav('DELETE', path)).status).toBe(204)
		} finally {
			http.ServerResponse.prototype.end = end
		}
		expect(insideTransaction).toEqual([false, false])
	})

	it('refuses: wrong credentials 401 with a Basic challenge, a read-only token 403 on PUT, another person 404, bad bodies 400/413', async () => {
		const { user, dav } = person()
		const reader = person('read')
		const wrong = await fetch(`${api.base}/dav/${user.id}/`, { method: 'PROPFIND', headers: { authorization: `Basic ${Buffer.from(`${user.email}:tf_pat_nope`).toString('base64')}` } })
		expect(wrong.status).toBe(401)
		expect(wrong.headers.get('www-authenticate')).toMatch(/^Basic /)
		expect((await fetch(`${api.base}/dav/`, { method: 'PROPFIND' })).status).toBe(401)
		expect((await reader.dav('PUT', `/dav/${reader.user.id}/no-folder/x.ics`, phoneTask('x'))).status).toBe(403)
		expect((await reader.dav('PROPFIND', `/dav/${reader.user.id}/no-folder/`, undefined, { depth: '0' })).text).not.toContain('<d:write/>')
		const theirs = makeTask(reader.user.id, { title: 'Not yours' })
		expect((await dav('PROPFIND', `/dav/${reader.user.id}/`, undefined, { depth: '1' })).status).toBe(404)
		expect((await dav('GET', `/dav/${reader.user.id}/no-folder/${theirs.id}.ics`)).status).toBe(404)
		expect((await dav('GET', `/dav/${user.id}/no-folder/${theirs.id}.ics`)).status).toBe(404)
		// the same name and UID in their own space is a task of their own: the other person's task is untouched
		expect((await dav('PUT', `/dav/${user.id}/no-folder/${theirs.id}.ics`, phoneTask(theirs.id))).status).toBe(201)
		expect(db().select().from(tasks).where(eq(tasks.id, theirs.id)).get()!.title).toBe('Not yours')

		const count = () => db().select().from(tasks).all().length
		const before = count()
		expect((await dav('PUT', `/dav/${user.id}/no-folder/bad.ics`, 'BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:x\r\n')).status).toBe(400)
		expect((await dav('PUT', `/dav/${user.id}/no-folder/big.ics`, phoneTask('big', [`DESCRIPTION:${'x'.repeat(1_100_000)}`]))).status).toBe(413)
		expect((await dav('PROPFIND', `/dav/${user.id}/`, '<d:propfind xmlns:d="DAV:"><oops')).status).toBe(400)
		expect(count()).toBe(before)
	})

	it('wrong app passwords count in the API\'s failed-authentication limit (per address): past it, both answer 429', async () => {
		const { user } = person()
		const wrong = { authorization: `Basic ${Buffer.from(`${user.email}:tf_pat_guess`).toString('base64')}` }
		let status = 0
		for (let i = 0; i < 61 && status !== 429; i++) status = (await fetch(`${api.base}/dav/`, { method: 'PROPFIND', headers: wrong })).status
		expect(status).toBe(429)
		expect((await fetch(`${api.base}/api/v2/external/task/x`, { headers: { authorization: 'Bearer tf_pat_guess' } })).status).toBe(429)
	})
})
