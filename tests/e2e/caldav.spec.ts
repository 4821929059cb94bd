// Issue 28, CalDAV for tasks (docs/decisions/231), with real clients and no fakes: python3-caldav discovers the task
// lists from the bare site address and saves and completes a task; vdirsyncer syncs 30 tasks covering every mapped
// field into a folder that python3-icalendar reads and that todoman changes (new, edit, done, delete), while the app
// changes tasks through its JSON API; every object written back unchanged changes nothing; the refusals. The sync
// speaks HTTP only, so it runs in the js project; the profile's section in both, with axe.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { caldavObjects, tasks, trashedTasks } from '#db/schema'
import { createPersonalToken } from '~/api/tokens.server'
import { icalPriority } from '~/calendar/priority'
import { db } from '~/lib/db.server'
import { localMidnight } from '~/lib/dates'
import { dateInputValue, reminderDate, timeInputValue } from '~/tasks/task-dates'
import { parseRepeatPhrase } from '~/tasks/repeat'
import { STATUS_VALUES } from '~/tasks/options'
import { E2E_URL } from './env'
import { expect, findTasks, makeTask, signedInSession, test } from './fixtures'

const TZ = 'Europe/Berlin'
const PYTHON = '/usr/bin/python3'
const HOUR = 3_600_000

/** a client program; todoman and vdirsyncer run in the person's zone, as on their own computer */
function run(command: string, args: string[], input?: string) {
	const result = spawnSync(command, args, { input, encoding: 'utf8', timeout: 120_000, env: { ...process.env, TZ } })
	if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`)
	return result.stdout
}

type Read = {
	list: string; file: string; uid: string; summary: string; description: string
	due: { value: string; tzid: string | null } | null; start: { value: string; tzid: string | null } | null
	status: string; completed: boolean; priority: number; categories: string[]; rrule: string | null; parent: string | null
	star: string; gtd: string; length: string; repeatFrom: string; repeatText: string; alarms: string[]; other: string
}

/** a person with the default folders and contexts, and their app passwords */
async function davPerson() {
	const person = await signedInSession({ timezone: TZ, loadDefaults: true })
	const write = createPersonalToken(person.user.id, { name: 'Phone', access: 'write', expiry: 'none' }).token
	const read = createPersonalToken(person.user.id, { name: 'Calendar', access: 'read', expiry: 'none' }).token
	return { ...person, write, read, auth: (token: string) => `Basic ${Buffer.from(`${person.email}:${token}`).toString('base64')}` }
}

/** 30 tasks that between them use every field the mapping carries */
function thirtyTasks(ownerId: string) {
	const today = localMidnight(TZ)
	const day = (n: number) => localMidnight(TZ, today, n)
	const folders = ['Inbox', 'Family', 'Finances', 'Personal', 'Professional', '']
	const contexts = ['@Home', '@School', '@Shopping', '@Work', '']
	const priorities = ['negative', 'low', 'medium', 'high', 'top', 'unassigned']
	const made = []
	for (let i = 0; i < 30; i++) {
		const dueKind = i % 3 // none, a date, a date with a time
		const due = dueKind === 0 && i !== 4 && i !== 7 && i !== 10 ? null : day(i)
		const dueTime = dueKind === 2 ? 9 * HOUR + i * 60_000 : null
		const repeat = i === 4 ? 'FREQ=WEEKLY;INTERVAL=1' : i === 7 ? (parseRepeatPhrase('every 2 weeks on Tuesday') as { rule: string }).rule : i === 10 ? 'FREQ=MONTHLY;INTERVAL=1' : ''
		made.push(
			makeTask(ownerId, {
				title: `Synced ${i}${i % 5 === 0 ? ': calls, notes; and “quotes” — ünïcode' : ''}`,
				notes: i % 5 === 0 ? 'Line one\nLine two; with, punctuation\\ and a backslash' : '',
				star: i % 2 === 0,
				due,
				dueTime,
				start: i % 4 === 1 ? day(i - 1) : null,
				priority: priorities[i % 6],
				status: STATUS_VALUES[i % STATUS_VALUES.length],
				folder: folders[i % 6],
				context: contexts[i % 5],
				length: i % 7 === 0 ? 45 : null,
				repeat,
				repeatChoice: i === 4 ? 'WEEKLY' : i === 7 ? 'ADVANCED' : i === 10 ? 'MONTHLY' : '',
				repeatText: i === 7 ? 'every 2 weeks on Tuesday' : '',
				repeatFrom: i === 10 ? 'completedDate' : 'due',
				remind: i === 2 ? 60 : -1,
				remindDate: i === 2 ? reminderDate(due, dueTime, 60, TZ) : null,
				completed: i % 8 === 5,
				completedDate: i % 8 === 5 ? Date.now() - 86_400_000 : null,
			}),
		)
	}
	// a sub-task
	made.push(makeTask(ownerId, { title: 'Synced sub-task', folder: 'Family', parentId: made[1]!.id }))
	return made
}

type Stored = ReturnType<typeof findTasks>[number]
const withoutTimes = ({ changed: _c, ...rest }: Stored) => rest

/** what the VTODO of a stored task must say, as python3-icalendar reads it */
function expected(task: Stored) {
	const at = (day: number | null, time: number | null) =>
		day === null ? null : time === null ? { value: dateInputValue(day, TZ) } : { value: `${dateInputValue(day, TZ)}T${timeInputValue(time)}`, tzid: TZ }
	return {
		list: task.folder || 'No folder',
		summary: task.title,
		description: task.notes,
		due: at(task.due, task.dueTime),
		start: at(task.start, task.startTime),
		status: task.completed ? 'COMPLETED' : 'NEEDS-ACTION',
		completed: task.completed,
		priority: icalPriority(task.priority),
		categories: task.context ? [task.context] : [],
		rrule: task.repeat || null,
		parent: task.parentId,
		star: task.star ? 'TRUE' : 'FALSE',
		gtd: task.status,
		length: task.length === null ? '' : String(task.length),
		repeatFrom: task.repeat ? (task.repeatFrom === 'due' ? 'DUE' : 'COMPLETED') : '',
		repeatText: task.repeatText,
		alarms: task.remind >= 0 && task.due !== null ? [`-PT${task.remind === 60 ? '1H' : `${task.remind}M`}|END`] : [],
	}
}

function vdirsyncer(dir: string, email: string, password: string) {
	fs.writeFileSync(
		path.join(dir, 'config'),
		`[general]\nstatus_path = "${dir}/status/"\n\n[pair tasks]\na = "local"\nb = "remote"\ncollections = ["from b"]\nconflict_resolution = "b wins"\nmetadata = ["displayname"]\n\n` +
			`[storage local]\ntype = "filesystem"\npath = "${dir}/lists/"\nfileext = ".ics"\n\n` +
			`[storage remote]\ntype = "caldav"\nurl = "${E2E_URL}/"\nusername = "${email}"\npassword = "${password}"\nitem_types = ["VTODO"]\n`,
	)
	fs.writeFileSync(path.join(dir, 'todoman.py'), `path = "${dir}/lists/*"\ndate_format = "%Y-%m-%d"\ntime_format = "%H:%M"\ndefault_list = "Inbox"\n`)
	const config = ['-c', path.join(dir, 'config')]
	return {
		discover: () => run('vdirsyncer', [...config, 'discover', 'tasks'], 'y\n'.repeat(20)),
		sync: () => {
			run('vdirsyncer', [...config, 'metasync'])
			return run('vdirsyncer', [...config, 'sync'])
		},
		read: (): Read[] => JSON.parse(run(PYTHON, ['tests/calendar/read-vdir.py', path.join(dir, 'lists')])),
		todoman: (...args: string[]) => run('todoman', ['--config', path.join(dir, 'todoman.py'), ...args]),
		todos: (): { id: number; summary: string }[] => JSON.parse(run('todoman', ['--config', path.join(dir, 'todoman.py'), '--porcelain', 'list', '--status', 'ANY'])),
	}
}

test.describe('CalDAV with real clients', () => {
	test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, 'speaks HTTP only')

	test('discovery, a two-way sync of every field with vdirsyncer and todoman, and nothing lost on a write back', async () => {
		test.setTimeout(240_000)
		const me = await davPerson()
		const made = thirtyTasks(me.user.id)
		const byId = new Map(made.map((t) => [t.id, t]))

		// python3-caldav from the bare address: the folders in list order and "No folder"; save, list open, complete
		const found = JSON.parse(run(PYTHON, ['tests/calendar/discover.py', `${E2E_URL}/`, me.email, me.write, 'Finances']))
		expect(found.lists).toEqual(['Inbox', 'Family', 'Finances', 'Personal', 'Professional', 'No folder'])
		expect(found.open).toContain('Saved by python3-caldav')
		expect(found.openAfter).not.toContain('Saved by python3-caldav')
		const saved = findTasks(me.user.id).find((t) => t.title === 'Saved by python3-caldav')!
		expect(saved).toMatchObject({ folder: 'Finances', context: '@Errands', priority: 'top', completed: true, due: localMidnight(TZ, new Date('2031-05-06T12:00:00Z').getTime()) })

		// vdirsyncer: every field of the 31 tasks as python3-icalendar reads them
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tf-vdirsyncer-'))
		const client = vdirsyncer(dir, me.email, me.write)
		client.discover()
		client.sync()
		const read = client.read()
		for (const task of made) {
			const todo = read.find((r) => r.uid === task.id)
			expect(todo, task.title).toBeDefined()
			const { tzid: _d, ...due } = todo!.due ?? { tzid: null }
			const { tzid: _s, ...start } = todo!.start ?? { tzid: null }
			const want = expected(task)
			expect({ ...todo!, due: todo!.due && { ...due, ...(todo!.due.tzid ? { tzid: todo!.due.tzid } : {}) }, start: todo!.start && { ...start, ...(todo!.start.tzid ? { tzid: todo!.start.tzid } : {}) } }).toMatchObject(want)
		}

		// todoman on the client's side: a new task, an edit, a completion and a deletion, then a sync
		const ids = new Map(client.todos().map((t) => [t.summary, t.id]))
		client.todoman('new', '-l', 'Personal', '--due', '2031-03-04 17:30', '--priority', 'high', 'Made in todoman')
		// (Debian's todoman 4.1 drops CATEGORIES when it rewrites a task: a task without a context is edited here)
		client.todoman('edit', String(ids.get('Synced 14')), '--due', '2031-01-02', '--priority', 'low')
		client.todoman('done', String(ids.get('Synced 6')))
		client.todoman('delete', '--yes', String(ids.get('Synced 9')))
		client.sync()
		const after = new Map(findTasks(me.user.id).map((t) => [t.title, t]))
		expect(after.get('Made in todoman')).toMatchObject({ folder: 'Personal', priority: 'high', due: localMidnight(TZ, Date.UTC(2031, 2, 4, 12)), dueTime: 17.5 * HOUR, completed: false })
		const edited = after.get('Synced 14')!
		const before3 = made[14]!
		// what todoman changed, changed; what it does not know (star, GTD status, notes, context, length) stayed
		expect(edited).toMatchObject({ due: localMidnight(TZ, Date.UTC(2031, 0, 2, 12)), dueTime: null, priority: 'negative', star: before3.star, status: before3.status, context: before3.context, notes: before3.notes, folder: before3.folder })
		expect(after.get('Synced 6')?.completed).toBe(true)
		expect(after.has('Synced 9')).toBe(false)
		expect(db().select().from(trashedTasks).where(eq(trashedTasks.id, made[9]!.id)).get()).toBeDefined()

		// the app's side, through the JSON API: rename, delete, create; the next sync brings them to the client
		const api = (method: string, url: string, body?: unknown) =>
			fetch(`${E2E_URL}${url}`, { method, headers: { Authorization: `Bearer ${me.write}`, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })
		expect((await api('PUT', '/api/v1/external/tasks', { data: { _id: made[12]!.id, title: 'Renamed in the app' } })).status).toBe(200)
		expect((await api('DELETE', `/api/v1/external/tasks/${made[15]!.id}`)).status).toBe(200)
		expect((await api('POST', '/api/v1/external/tasks', { data: [{ title: 'Made in the app', folder: 'Family', context: '@Home' }] })).status).toBe(201)
		client.sync()
		const reread = client.read()
		expect(reread.find((r) => r.uid === made[12]!.id)?.summary).toBe('Renamed in the app')
		expect(reread.find((r) => r.uid === made[15]!.id)).toBeUndefined()
		expect(reread.find((r) => r.summary === 'Made in the app')).toMatchObject({ list: 'Family', categories: ['@Home'] })
		expect(reread.find((r) => r.summary === 'Made in todoman')?.uid).not.toBe(after.get('Made in todoman')!.id)
		expect(client.sync()).not.toMatch(/Copying|Deleting/)

		// every object written back as it was read changes no column of any task
		const rowsBefore = findTasks(me.user.id).map(withoutTimes)
		const davAuth = { Authorization: me.auth(me.write) }
		const hrefs = async (url: string) =>
			[...(await (await fetch(url, { method: 'PROPFIND', headers: { ...davAuth, Depth: '1' } })).text()).matchAll(/<d:response><d:href>([^<]+)<\/d:href>/g)].map((m) => m[1]!)
		const objects = []
		for (const list of (await hrefs(`${E2E_URL}/dav/calendars/`)).slice(1)) objects.push(...(await hrefs(`${E2E_URL}${list}`)).slice(1))
		expect(objects.length).toBe(reread.length)
		for (const href of objects) {
			const got = await fetch(`${E2E_URL}${href}`, { headers: davAuth })
			expect(got.status, href).toBe(200)
			const put = await fetch(`${E2E_URL}${href}`, { method: 'PUT', headers: { ...davAuth, 'If-Match': got.headers.get('etag')!, 'Content-Type': 'text/calendar' }, body: await got.text() })
			expect(put.status, href).toBe(204)
		}
		const rowsAfter = findTasks(me.user.id).map(withoutTimes)
		expect(rowsAfter.sort((a, b) => a.id.localeCompare(b.id))).toEqual(rowsBefore.sort((a, b) => a.id.localeCompare(b.id)))

		// a client moves a task to another list by writing it there and deleting it here; re-opens a completed one
		const moving = made[0]!
		const from = objects.find((o) => o.endsWith(`/${moving.id}.ics`))!
		const professional = await db().query.folders.findFirst({ where: (f, { and, eq }) => and(eq(f.ownerId, me.user.id), eq(f.name, 'Professional')) })!
		const movedText = await (await fetch(`${E2E_URL}${from}`, { headers: davAuth })).text()
		expect((await fetch(`${E2E_URL}/dav/calendars/${professional!.id}/${moving.id}.ics`, { method: 'PUT', headers: { ...davAuth, 'If-None-Match': '*' }, body: movedText })).status).toBe(201)
		expect([204, 404]).toContain((await fetch(`${E2E_URL}${from}`, { method: 'DELETE', headers: davAuth })).status)
		expect(findTasks(me.user.id).find((t) => t.id === moving.id)).toMatchObject({ folder: 'Professional', title: moving.title, star: moving.star, status: moving.status })
		const done = made[13]!
		const doneHref = objects.find((o) => o.endsWith(`/${done.id}.ics`))!
		const doneText = await (await fetch(`${E2E_URL}${doneHref}`, { headers: davAuth })).text()
		const reopened = doneText.replace('STATUS:COMPLETED', 'STATUS:NEEDS-ACTION').replace(/COMPLETED:[0-9TZ]+\r\n/, '').replace('PERCENT-COMPLETE:100\r\n', '')
		expect((await fetch(`${E2E_URL}${doneHref}`, { method: 'PUT', headers: davAuth, body: reopened })).status).toBe(204)
		expect(findTasks(me.user.id).find((t) => t.id === done.id)).toMatchObject({ completed: false, completedDate: null })
		expect(byId.size).toBe(31)
	})

	test('refusals: wrong password, read-only token, another person, a stale write, malformed and huge bodies', async () => {
		const me = await davPerson()
		const other = await davPerson()
		const mine = makeTask(me.user.id, { title: 'Mine', folder: 'Inbox' })
		const theirs = makeTask(other.user.id, { title: 'Theirs', folder: 'Inbox' })
		const inbox = (ownerId: string) => db().query.folders.findFirst({ where: (f, { and, eq }) => and(eq(f.ownerId, ownerId), eq(f.name, 'Inbox')) })!
		const myInbox = `${E2E_URL}/dav/calendars/${(await inbox(me.user.id))!.id}/`
		const theirInbox = `${E2E_URL}/dav/calendars/${(await inbox(other.user.id))!.id}/`
		const as = (token: string) => ({ Authorization: me.auth(token) })

		const wrong = await fetch(myInbox, { method: 'PROPFIND', headers: { Authorization: me.auth('tf_pat_wrong'), Depth: '1' } })
		expect(wrong.status).toBe(401)
		expect(wrong.headers.get('www-authenticate')).toContain('Basic')
		expect((await fetch(myInbox, { method: 'PROPFIND', headers: { Authorization: other.auth(me.write) } })).status).toBe(401)

		// another person's list and task: not found, whatever the path says
		expect((await fetch(theirInbox, { method: 'PROPFIND', headers: { ...as(me.write), Depth: '1' } })).status).toBe(404)
		expect((await fetch(`${myInbox}${theirs.id}.ics`, { headers: as(me.write) })).status).toBe(404)
		expect((await fetch(`${myInbox}${theirs.id}.ics`, { method: 'DELETE', headers: as(me.write) })).status).toBe(404)
		expect(findTasks(other.user.id).some((t) => t.id === theirs.id)).toBe(true)

		const object = `${myInbox}${mine.id}.ics`
		const read = await fetch(object, { headers: as(me.read) })
		expect(read.status).toBe(200)
		const text = await read.text()
		const etag = read.headers.get('etag')!
		// read-only: reads, never writes
		expect((await fetch(object, { method: 'PUT', headers: as(me.read), body: text })).status).toBe(403)
		expect((await fetch(object, { method: 'DELETE', headers: as(me.read) })).status).toBe(403)

		// a write on a newer version than the client read: 412, never a silent overwrite
		const renamed = text.replace('SUMMARY:Mine', 'SUMMARY:Mine, renamed')
		expect((await fetch(object, { method: 'PUT', headers: { ...as(me.write), 'If-Match': etag }, body: renamed })).status).toBe(204)
		const stale = await fetch(object, { method: 'PUT', headers: { ...as(me.write), 'If-Match': etag }, body: text.replace('SUMMARY:Mine', 'SUMMARY:Stale') })
		expect(stale.status).toBe(412)
		expect((await fetch(object, { method: 'PUT', headers: { ...as(me.write), 'If-None-Match': '*' }, body: text })).status).toBe(412)
		expect((await fetch(object, { method: 'DELETE', headers: { ...as(me.write), 'If-Match': etag } })).status).toBe(412)
		expect(findTasks(me.user.id).find((t) => t.id === mine.id)?.title).toBe('Mine, renamed')

		// what we do not model is kept and sent back unchanged
		const current = await fetch(object, { headers: as(me.write) })
		const withOther = (await current.text()).replace('END:VTODO', 'X-OTHER-APP;X-P=1:kept as it is\r\nBEGIN:VALARM\r\nACTION:AUDIO\r\nTRIGGER;VALUE=DATE-TIME:20310101T090000Z\r\nEND:VALARM\r\nEND:VTODO')
		expect((await fetch(object, { method: 'PUT', headers: { ...as(me.write), 'If-Match': current.headers.get('etag')! }, body: withOther })).status).toBe(204)
		const back = await (await fetch(object, { headers: as(me.write) })).text()
		expect(back).toContain('X-OTHER-APP;X-P=1:kept as it is')
		expect(back).toContain('TRIGGER;VALUE=DATE-TIME:20310101T090000Z')

		// malformed, wrong and huge bodies: refused, nothing changed
		const rows = findTasks(me.user.id).map(withoutTimes)
		expect((await fetch(object, { method: 'PUT', headers: as(me.write), body: 'not iCalendar at all' })).status).toBe(400)
		expect((await fetch(object, { method: 'PUT', headers: as(me.write), body: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n' })).status).toBe(400)
		expect((await fetch(`${myInbox}new.ics`, { method: 'PUT', headers: as(me.write), body: text.replace(`UID:${mine.id}`, 'UID:').replace('SUMMARY:Mine', 'SUMMARY:No uid') })).status).toBe(400)
		const huge = text.replace('SUMMARY:Mine', `SUMMARY:${'x'.repeat(2 * 1024 * 1024)}`)
		expect((await fetch(object, { method: 'PUT', headers: as(me.write), body: huge })).status).toBe(413)
		expect((await fetch(myInbox, { method: 'REPORT', headers: as(me.write), body: '<not-xml' })).status).toBe(400)
		expect(findTasks(me.user.id).map(withoutTimes)).toEqual(rows)
		expect(db().select().from(caldavObjects).where(eq(caldavObjects.ownerId, other.user.id)).all()).toEqual([])

		// an unchanged collection answers an incremental sync with nothing, quickly
		const sync = (token: string) =>
			fetch(myInbox, { method: 'REPORT', headers: as(me.write), body: `<?xml version="1.0"?><d:sync-collection xmlns:d="DAV:"><d:sync-token>${token}</d:sync-token><d:prop><d:getetag/></d:prop></d:sync-collection>` })
		const first = await (await sync('')).text()
		const token = /<d:sync-token>([^<]+)<\/d:sync-token>/.exec(first)![1]!
		expect(first).toContain(`${mine.id}.ics`)
		const again = await sync(token)
		expect(again.status).toBe(207)
		expect(await again.text()).not.toContain('<d:response>')
		tasksChangedBy(me.user.id)
		expect((await sync(token)).status).toBe(403)
	})
})

/** a change in the app moves the person's sync token on */
function tasksChangedBy(ownerId: string) {
	db().update(tasks).set({ star: true }).where(eq(tasks.ownerId, ownerId)).run()
}

test('Calendar and Sync shows the CalDAV address, the user name and the steps for the common task apps', async ({ page, signedInUser }) => {
	await page.goto('/profile/calendarSync')
	const section = page.getByRole('region', { name: 'Your tasks in a task app (CalDAV)' })
	await expect(section.getByLabel('Base URL')).toHaveValue(`${E2E_URL}/dav/`)
	await expect(section).toContainText(signedInUser.email)
	for (const app of ['Android (DAVx⁵ with tasks.org or jtx Board)', 'Thunderbird', 'Apple Reminders (iPhone, iPad, Mac)']) await expect(section.getByText(app)).toBeVisible()
	await section.getByRole('link', { name: 'Make an app password in API Access' }).click()
	await expect(page).toHaveURL(/\/profile\/apiAccess/)
	await expect(page.getByText('serves as the app password for CalDAV')).toBeVisible()
})
