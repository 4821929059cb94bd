// Issue 50.8: refusals in the RFC's words, and a client's sub-tasks deeper than one level kept under the top task.
// On the old code MKCALENDAR answered 404 "Not found.", a VEVENT 400 text, and a sub-sub-task stood alone.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tasks } from '#db/schema'
import { db } from '~/lib/db.server'
import { apiForTheFile, personalToken } from '../../tests/api-client'
import { makeUser } from '../../tests/factories'

const api = apiForTheFile()

function person() {
	const user = makeUser({ timezone: 'Europe/Berlin' })
	const auth = `Basic ${Buffer.from(`${user.email}:${personalToken(user.id, 'write')}`).toString('base64')}`
	const dav = async (method: string, path: string, body?: string) => {
		const res = await fetch(api.base + path, { method, headers: { authorization: auth, 'content-type': 'text/calendar' }, body })
		return { status: res.status, text: await res.text() }
	}
	return { user, dav, base: `/dav/${user.id}/no-folder/` }
}
const object = (component: string, uid: string, lines: string[] = []) =>
	['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//t//EN', `BEGIN:${component}`, `UID:${uid}`, 'DTSTAMP:20261101T000000Z', `SUMMARY:${uid}`, ...lines, `END:${component}`, 'END:VCALENDAR', ''].join('\r\n')

describe('refusals in the words of RFC 4791', () => {
	it('MKCALENDAR (and MKCOL): 403 with CALDAV:calendar-collection-location-ok, not 404', async () => {
		const { user, dav } = person()
		for (const method of ['MKCALENDAR', 'MKCOL']) {
			const res = await dav(method, `/dav/${user.id}/new-list/`, '')
			expect(res.status).toBe(403)
			expect(res.text).toContain('<c:calendar-collection-location-ok/>')
		}
	})

	it('a VEVENT PUT: 403 with CALDAV:supported-calendar-component; nothing stored', async () => {
		const { user, dav, base } = person()
		const res = await dav('PUT', `${base}event.ics`, object('VEVENT', 'ev-1', ['DTSTART:20261201T100000Z']))
		expect(res.status).toBe(403)
		expect(res.text).toContain('<c:supported-calendar-component/>')
		expect(db().select().from(tasks).where(eq(tasks.ownerId, user.id)).all().filter((t) => t.title === 'ev-1')).toEqual([])
	})

	it("sub-tasks two levels deep hang from the top task; each RELATED-TO goes back as the client sent it", async () => {
		const { user, dav, base } = person()
		const sent = { a: object('VTODO', 'a'), b: object('VTODO', 'b', ['RELATED-TO;RELTYPE=PARENT:a']), c: object('VTODO', 'c', ['RELATED-TO:b']) }
		for (const [name, text] of Object.entries(sent)) expect((await dav('PUT', `${base}${name}.ics`, text)).status).toBe(201)
		const byTitle = new Map(db().select().from(tasks).where(eq(tasks.ownerId, user.id)).all().map((t) => [t.title, t]))
		expect(byTitle.get('b')!.parentId).toBe(byTitle.get('a')!.id)
		expect(byTitle.get('c')!.parentId).toBe(byTitle.get('a')!.id)
		for (const [name, text] of Object.entries(sent)) expect((await dav('GET', `${base}${name}.ics`)).text).toBe(text)
	})
})
