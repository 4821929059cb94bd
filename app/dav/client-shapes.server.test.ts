// Issue 50.1, 50.3-50.5: Thunderbird-, tasks.org- and Apple-Reminders-shaped tasks, each PUT, read back byte for byte
// with the PUT's ETag, edited in the web app (the task functions the pages use), read again and compared property
// by property: only the properties of the change (and LAST-MODIFIED, DTSTAMP) differ. On the old code the first GET
// already differed (UTC dates, CREATED, the CATEGORIES line, STATUS:NEEDS-ACTION for IN-PROCESS, PRIORITY 9 Negative).
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tasks } from '#db/schema'
import { db } from '~/lib/db.server'
import { setCompleted, updateTask } from '~/tasks/task-changes.server'
import { apiForTheFile, personalToken } from '../../tests/api-client'
import { appleReminders, tasksOrg, thunderbird } from '../../tests/caldav/client-shapes'
import { makeUser } from '../../tests/factories'
import { contentLines } from './patch'

const api = apiForTheFile()

function person() {
	const user = makeUser({ timezone: 'Europe/London' })
	const auth = `Basic ${Buffer.from(`${user.email}:${personalToken(user.id, 'write')}`).toString('base64')}`
	const dav = async (method: string, path: string, body?: string, headers: Record<string, string> = {}) => {
		const res = await fetch(api.base + path, { method, headers: { authorization: auth, ...headers }, body })
		return { status: res.status, text: await res.text(), etag: res.headers.get('etag') }
	}
	const base = `/dav/${user.id}/no-folder/`
	/** PUT the object, GET it back: the same bytes, the same ETag; the task it made */
	const put = async (name: string, text: string) => {
		const created = await dav('PUT', base + name, text, { 'content-type': 'text/calendar', 'if-none-match': '*' })
		expect(created.status).toBe(201)
		expect(created.etag).toBeTruthy()
		const got = await dav('GET', base + name)
		expect(got.text).toBe(text)
		expect(got.etag).toBe(created.etag)
		return db().select().from(tasks).where(eq(tasks.ownerId, user.id)).all().at(-1)!
	}
	const edit = (task: typeof tasks.$inferSelect, change: Partial<typeof tasks.$inferSelect>) => {
		const { id, ownerId: _o, added: _a, completed: _c, completedDate: _d, ...record } = task
		updateTask(user.id, id, { ...record, ...change })
	}
	return { user, dav, base, put, edit }
}

/** the lines of the object that differ: those only in `before`, those only in `after` (unfolded) */
function difference(before: string, after: string) {
	const a = contentLines(before).map((l) => l.prop.raw)
	const b = contentLines(after).map((l) => l.prop.raw)
	return { gone: a.filter((l) => !b.includes(l)), came: b.filter((l) => !a.includes(l)) }
}
const names = (lines: string[]) => [...new Set(lines.map((l) => l.split(/[;:]/)[0]))].sort()

describe('tasks as client apps write them', () => {
	it('Thunderbird: IN-PROCESS at 40 %, PRIORITY 9, TZID dates; completed in the app, then reopened', async () => {
		const { dav, base, put, user } = person()
		const sent = thunderbird()
		const task = await put('tb.ics', sent)
		expect(task).toMatchObject({ status: 'active', priority: 'low', context: 'Errands', completed: false })
		setCompleted(user.id, task.id, true, user.timezone)
		const done = (await dav('GET', `${base}tb.ics`)).text
		const change = difference(sent, done)
		expect(names(change.gone)).toEqual(['DTSTAMP', 'LAST-MODIFIED', 'PERCENT-COMPLETE', 'STATUS'])
		expect(change.came.filter((l) => !/^(DTSTAMP|LAST-MODIFIED|COMPLETED):/.test(l))).toEqual(['STATUS:COMPLETED', 'PERCENT-COMPLETE:100', 'X-TWENTYFOUR-STATUS:active'])
		// everything else as sent, folds included: the zone, the dates, CREATED, SEQUENCE, X-MOZ-, categories, alarm
		for (const kept of ['DTSTART;TZID=Europe/Berlin:20261201T090000', 'CATEGORIES:Errands,Paperwork', 'BEGIN:VTIMEZONE', 'SEQUENCE:2', 'X-MOZ-GENERATION:3', 'CREATED:20261101T090000Z', 'TRIGGER;VALUE=DURATION:-PT15M', 'the town hall website (printed on b\r\n oth sides).']) {
			expect(done).toContain(kept)
		}
		setCompleted(user.id, task.id, false, user.timezone)
		// back to IN-PROCESS at 40 %: the task is as Thunderbird sent it, and so is the object, byte for byte
		expect((await dav('GET', `${base}tb.ics`)).text).toBe(sent)
	})

	it('tasks.org: renamed and given a due time in the app; GEO, X-APPLE-SORT-ORDER and its alarm stay', async () => {
		const { dav, base, put, edit } = person()
		const sent = tasksOrg()
		const task = await put('to.ics', sent)
		// an alarm at the due moment is none of our reminder choices: it stays as an alarm of the client's
		expect(task).toMatchObject({ priority: 'medium', context: 'Home', dueTime: null, remind: -1 })
		edit(task, { title: 'Water the balcony plants', dueTime: 18 * 3600_000 })
		const after = (await dav('GET', `${base}to.ics`)).text
		const change = difference(sent, after)
		expect(names(change.gone)).toEqual(['DTSTAMP', 'DUE', 'LAST-MODIFIED', 'SUMMARY'])
		expect(change.came).toEqual(expect.arrayContaining(['SUMMARY:Water the balcony plants', 'DUE:20261110T180000Z']))
		expect(after).toContain('GEO:52.520008;13.404954\r\nCATEGORIES:Home\r\nBEGIN:VALARM\r\nTRIGGER;RELATED=END:PT0S')
	})

	it('Apple Reminders: PRIORITY 1 is Top; made low and Canceled in the app: PRIORITY 9, STATUS:CANCELLED, the rest as sent', async () => {
		const { dav, base, put, edit } = person()
		const sent = appleReminders()
		const task = await put('ap.ics', sent)
		expect(task).toMatchObject({ priority: 'top', status: 'none' })
		edit(task, { priority: 'low', status: 'canceled' })
		const after = (await dav('GET', `${base}ap.ics`)).text
		const change = difference(sent, after)
		expect(names(change.gone)).toEqual(['DTSTAMP', 'LAST-MODIFIED', 'PRIORITY', 'STATUS'])
		expect(change.came).toEqual(expect.arrayContaining(['PRIORITY:9', 'STATUS:CANCELLED']))
		expect(after).toContain('DTSTART;TZID=America/New_York:20261106T090000\r\nDUE;TZID=America/New_York:20261106T090000')
		// a due time changed in the app keeps the client's zone
		edit(db().select().from(tasks).where(eq(tasks.id, task.id)).get()!, { dueTime: 11 * 3600_000 })
		expect((await dav('GET', `${base}ap.ics`)).text).toContain('DUE;TZID=America/New_York:20261106T')
	})

	it('reopened in the app after a client completed it: NEEDS-ACTION without COMPLETED or PERCENT-COMPLETE 100', async () => {
		const { dav, base, put, user } = person()
		const sent = tasksOrg('done-1').replace('STATUS:NEEDS-ACTION', 'STATUS:COMPLETED\r\nCOMPLETED:20261104T100000Z\r\nPERCENT-COMPLETE:100')
		const task = await put('done.ics', sent)
		expect(task).toMatchObject({ completed: true, completedDate: Date.UTC(2026, 10, 4, 10) })
		setCompleted(user.id, task.id, false, user.timezone)
		const after = (await dav('GET', `${base}done.ics`)).text
		expect(after).toContain('STATUS:NEEDS-ACTION')
		expect(after).not.toMatch(/^(COMPLETED|PERCENT-COMPLETE)/m)
	})

	it('COMPLETED;VALUE=DATE, as some clients write it, is read (the start of that day)', async () => {
		const { put } = person()
		const task = await put('d.ics', tasksOrg('date-done').replace('STATUS:NEEDS-ACTION', 'STATUS:COMPLETED\r\nCOMPLETED;VALUE=DATE:20261104'))
		expect(task).toMatchObject({ completed: true, completedDate: Date.UTC(2026, 10, 4) })
	})
})
