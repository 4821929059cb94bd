// Issue 50.6: a repeating task completed in a client, as Thunderbird, tasks.org and Apple Reminders do it (shapes in
// tests/caldav/client-shapes.ts), ends with one completed occurrence and one open series that keeps the client's UID
// and its own properties, with no duplicate when the client syncs again. On the old code Thunderbird's object was
// refused (400: two VTODOs), tasks.org's and Apple's move of the series recorded no occurrence (and Apple's order
// could give two), and a series sent as COMPLETED kept the client's UID on the completed task while the next one got a
// new UID without GEO or X-APPLE-SORT-ORDER.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tasks } from '#db/schema'
import { db } from '~/lib/db.server'
import { midnightOf } from '~/tasks/task-dates'
import { apiForTheFile, personalToken } from '../../tests/api-client'
import { appleDaily, appleDoneCopy, tasksOrgWeekly, thunderbirdWeekly } from '../../tests/caldav/client-shapes'
import { makeUser } from '../../tests/factories'

const api = apiForTheFile()
const TZ = 'Europe/Berlin'
const day = (iso: string) => midnightOf(iso, TZ)

function person() {
	const user = makeUser({ timezone: TZ })
	const auth = `Basic ${Buffer.from(`${user.email}:${personalToken(user.id, 'write')}`).toString('base64')}`
	const base = `/dav/${user.id}/no-folder/`
	const dav = async (method: string, path: string, body?: string, headers: Record<string, string> = {}) => {
		const res = await fetch(api.base + path, { method, headers: { authorization: auth, 'content-type': 'text/calendar', depth: '1', ...headers }, body })
		return { status: res.status, text: await res.text(), etag: res.headers.get('etag') }
	}
	/** the person's tasks: title, done, rule, due */
	const state = () =>
		db()
			.select({ title: tasks.title, completed: tasks.completed, repeat: tasks.repeat, due: tasks.due })
			.from(tasks)
			.where(eq(tasks.ownerId, user.id))
			.all()
			.filter((t) => t.title !== 'Welcome')
			.sort((a, b) => Number(a.completed) - Number(b.completed))
	/** the UIDs of every object of the list, as a client listing it reads them */
	const uids = async () => {
		const list = await dav('REPORT', base, '<c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><c:calendar-data/></d:prop><c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VTODO"/></c:comp-filter></c:filter></c:calendar-query>')
		return [...list.text.matchAll(/UID:([^\r\n&]+)/g)].map((m) => m[1]!)
	}
	return { user, dav, base, state, uids }
}

describe('a repeating task completed in a client', () => {
	it('Thunderbird (a completed override of the occurrence): the series moves on without it, the occurrence is a completed one-off', async () => {
		const { dav, base, state, uids } = person()
		expect((await dav('PUT', `${base}bins.ics`, thunderbirdWeekly(), { 'if-none-match': '*' })).status).toBe(201)
		const { etag } = await dav('GET', `${base}bins.ics`)
		const done = await dav('PUT', `${base}bins.ics`, thunderbirdWeekly({ recurrenceId: '20261207T080000', completed: '20261207T091500Z' }), { 'if-match': etag! })
		expect(done.status).toBe(204)
		// the server keeps the object otherwise than sent (the override aside): no ETag, the client reads it back
		expect(done.etag).toBeNull()
		expect(state()).toEqual([
			{ title: 'Take out the bins', completed: false, repeat: 'FREQ=WEEKLY;INTERVAL=1', due: day('2026-12-14') },
			{ title: 'Take out the bins', completed: true, repeat: '', due: day('2026-12-07') },
		])
		const series = await dav('GET', `${base}bins.ics`)
		expect(series.text).not.toContain('RECURRENCE-ID')
		expect(series.text).toContain('DTSTART;TZID=Europe/Berlin:20261214T070000')
		expect(series.text).toContain('DUE;TZID=Europe/Berlin:20261214T080000')
		for (const own of ['UID:0b7c2f3e-weekly-thunderbird', 'RRULE:FREQ=WEEKLY;INTERVAL=1', 'X-MOZ-GENERATION:1', 'BEGIN:VTIMEZONE']) expect(series.text).toContain(own)
		// the next sync: the series read back, the one-off new; put back as read, nothing more is made
		expect((await dav('PUT', `${base}bins.ics`, series.text, { 'if-match': series.etag! })).status).toBe(204)
		// nor by the same override sent again (a client that had not read the series back)
		await dav('PUT', `${base}bins.ics`, thunderbirdWeekly({ recurrenceId: '20261207T080000', completed: '20261207T091500Z' }))
		expect(state().map((t) => [t.completed, t.due])).toEqual([[false, day('2026-12-14')], [true, day('2026-12-07')]])
		const listed = await uids()
		expect(listed).toHaveLength(2)
		expect(new Set(listed).size).toBe(2)
		expect(listed).toContain('0b7c2f3e-weekly-thunderbird')
	})

	it('tasks.org (the series comes back at its next occurrence, COUNT one less): the occurrence is recorded, the object kept byte for byte', async () => {
		const { dav, base, state, uids } = person()
		expect((await dav('PUT', `${base}plants.ics`, tasksOrgWeekly('20261207', 5), { 'if-none-match': '*' })).status).toBe(201)
		const moved = tasksOrgWeekly('20261214', 4)
		const put = await dav('PUT', `${base}plants.ics`, moved)
		expect(put.status).toBe(204)
		expect(put.etag).toBeTruthy()
		expect(state()).toEqual([
			{ title: 'Water the balcony plants', completed: false, repeat: 'FREQ=WEEKLY;INTERVAL=1;COUNT=4', due: day('2026-12-14') },
			{ title: 'Water the balcony plants', completed: true, repeat: '', due: day('2026-12-07') },
		])
		const got = await dav('GET', `${base}plants.ics`)
		// GEO, X-APPLE-SORT-ORDER and all the rest as tasks.org sent them
		expect(got.text).toBe(moved)
		expect(got.etag).toBe(put.etag)
		// the same series sent again (the next sync) makes nothing
		expect((await dav('PUT', `${base}plants.ics`, moved, { 'if-match': got.etag! })).status).toBe(204)
		expect(state()).toHaveLength(2)
		expect(new Set(await uids()).size).toBe(2)
	})

	it('Apple Reminders (a completed copy under a new UID, the series moved on): one occurrence, whichever PUT comes first', async () => {
		for (const copyFirst of [true, false]) {
			const { dav, base, state, uids } = person()
			expect((await dav('PUT', `${base}vitamins.ics`, appleDaily('20261207'), { 'if-none-match': '*' })).status).toBe(201)
			const copy = () => dav('PUT', `${base}vitamins-done.ics`, appleDoneCopy('20261207'), { 'if-none-match': '*' })
			const series = () => dav('PUT', `${base}vitamins.ics`, appleDaily('20261208', 1))
			if (copyFirst) expect([(await copy()).status, (await series()).status]).toEqual([201, 204])
			else expect([(await series()).status, (await copy()).status]).toEqual([204, 201])
			expect(state()).toEqual([
				{ title: 'Take the vitamins', completed: false, repeat: 'FREQ=DAILY;INTERVAL=1', due: day('2026-12-08') },
				{ title: 'Take the vitamins', completed: true, repeat: '', due: day('2026-12-07') },
			])
			// both objects are Apple's own, as it sent them
			expect((await dav('GET', `${base}vitamins.ics`)).text).toBe(appleDaily('20261208', 1))
			expect((await dav('GET', `${base}vitamins-done.ics`)).text).toBe(appleDoneCopy('20261207'))
			expect((await uids()).sort()).toEqual(['0DDBA11-7777-4888-9999-AAAABBBBCCCC', 'C0FFEE00-1111-4222-8333-444455556666'])
		}
	})

	it('a client that sends the series itself as COMPLETED: the series goes on under its UID with its own properties; the done one is a one-off', async () => {
		const { dav, base, state, uids } = person()
		expect((await dav('PUT', `${base}plants.ics`, tasksOrgWeekly('20261207', 5), { 'if-none-match': '*' })).status).toBe(201)
		const completed = tasksOrgWeekly('20261207', 5).replace('STATUS:NEEDS-ACTION', 'STATUS:COMPLETED\r\nCOMPLETED:20261207T100000Z\r\nPERCENT-COMPLETE:100')
		const put = await dav('PUT', `${base}plants.ics`, completed)
		expect(put.status).toBe(204)
		expect(put.etag).toBeNull()
		expect(state()).toEqual([
			{ title: 'Water the balcony plants', completed: false, repeat: 'FREQ=WEEKLY;INTERVAL=1;COUNT=4', due: day('2026-12-14') },
			{ title: 'Water the balcony plants', completed: true, repeat: '', due: day('2026-12-07') },
		])
		const series = (await dav('GET', `${base}plants.ics`)).text
		for (const own of ['UID:5612945632170199999', 'GEO:52.520008;13.404954', 'X-APPLE-SORT-ORDER:722180100', 'STATUS:NEEDS-ACTION', 'DUE;VALUE=DATE:20261214', 'RRULE:FREQ=WEEKLY;INTERVAL=1;COUNT=4']) {
			expect(series).toContain(own)
		}
		expect(series).not.toContain('COMPLETED:')
		const listed = await uids()
		expect(listed).toHaveLength(2)
		expect(new Set(listed).size).toBe(2)
	})
})
