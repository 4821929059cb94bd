// Issue 28, CalDAV for tasks, proven with real clients against the production server: python3-caldav discovers from
// the bare server URL; vdirsyncer syncs 30 fixture tasks two ways with a folder that todoman edits (create, edit,
// complete, re-open, move between lists, delete) while the app changes tasks through the JSON API, the two compared
// field by field after each round; a stale write (412), a read-only app password (403), another person's path (404),
// bad bodies (400/413).
import http from 'node:http'
import { eq } from 'drizzle-orm'
import { davObjects, folders, trashedTasks } from '#db/schema'
import { createPersonalToken } from '~/api/tokens.server'
import { priorityFromIcal } from '~/calendar/priority'
import { icalStatus } from '~/dav/vtodo-lines'
import { localUntil } from '~/dav/ical-dates'
import { db } from '~/lib/db.server'
import { normalizeRule } from '~/tasks/repeat'
import { dateInputValue, instantAt, midnightOf, timeInputValue } from '~/tasks/task-dates'
import type { Task } from '~/tasks/tasks.server'
import { discover, sharedAsMember, syncedFolder, type ClientTodo } from '../caldav/clients'
import { FIXTURE_TZ, fixtureTasks } from '../caldav/fixture-tasks'
import { E2E_URL } from './env'
import { expect, expectAccessible, findTasks, makeTask, makeUser, shareWith, test } from './fixtures'

const TZ = FIXTURE_TZ

/** fetch, once more when a kept-alive connection was closed by the server while a client ran (spawnSync blocks) */
async function retried(url: string, init: RequestInit) {
	try {
		return await fetch(url, init)
	} catch {
		return fetch(url, init)
	}
}

function person(access: 'read' | 'write' = 'write') {
	const user = makeUser({ timezone: TZ, loadDefaults: true })
	const token = createPersonalToken(user.id, { name: 'CalDAV', access, expiry: 'none' }).token
	const basic = `Basic ${Buffer.from(`${user.email}:${token}`).toString('base64')}`
	const api = async (method: string, path: string, body?: unknown) => {
		const res = await retried(`${E2E_URL}/api/v1/external${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })
		const json = (await res.json()) as { data: unknown }
		if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`)
		return json.data as { _id: string }[] & { _id: string }
	}
	const dav = (method: string, path: string, body?: string, headers: Record<string, string> = {}) =>
		retried(`${E2E_URL}${path}`, { method, headers: { authorization: basic, ...headers }, body })
	return { user, token, api, dav }
}

/** a task's moment as the client reads it */
const momentOf = (day: number | null, time: number | null) =>
	day === null ? null : time === null ? { date: dateInputValue(day, TZ) } : { instant: instantAt(day, time, TZ) }
/** a client's floating time read as the person's wall-clock time, as the server reads it */
function clientMoment(m: ClientTodo['due']) {
	if (!m?.floating) return m
	const [date, time] = m.floating.split('T') as [string, string]
	return { floating: `${date} ${time.slice(0, 5)}` }
}
const floatingOf = (day: number | null, time: number | null) => (day === null ? null : time === null ? { date: dateInputValue(day, TZ) } : { floating: `${dateInputValue(day, TZ)} ${timeInputValue(time)}` })

/** every task of the person against the client's copy of it, field by field */
function expectSameEverywhere(ownerId: string, client: ClientTodo[]) {
	const rows = findTasks(ownerId).filter((t) => t.templateUseId === null)
	const stored = new Map(db().select().from(davObjects).where(eq(davObjects.ownerId, ownerId)).all().map((o) => [o.taskId, o]))
	const folderNames = new Set(db().select().from(folders).where(eq(folders.ownerId, ownerId)).all().map((f) => f.name))
	const uidOf = (t: Pick<Task, 'id'>) => stored.get(t.id)?.uid ?? t.id
	expect(client.map((c) => c.uid).sort()).toEqual(rows.map(uidOf).sort())
	for (const task of rows) {
		const todo = client.find((c) => c.uid === uidOf(task))!
		const parent = rows.find((t) => t.id === task.parentId)
		const floating = !!(todo.due?.floating || todo.start?.floating)
		// written by the server (not kept as a client sent it): a day beside a timed date is a date-time (issue 50.5)
		const written = !stored.get(task.id)?.sent
		const startTime = task.startTime ?? (written && task.due !== null && task.dueTime !== null ? 0 : null)
		const dueTime = task.dueTime ?? (written && task.start !== null && task.startTime !== null ? 86_340_000 : null)
		const expected = {
			list: folderNames.has(task.folder) ? task.folder : 'Tasks without a folder',
			summary: task.title,
			description: task.notes,
			due: floating ? floatingOf(task.due, task.dueTime) : momentOf(task.due, dueTime),
			start: floating ? floatingOf(task.start, task.startTime) : momentOf(task.start, startTime),
			// issue 50.4: Active is IN-PROCESS, Canceled CANCELLED
			status: icalStatus(task),
			completed: task.completed ? Math.floor(task.completedDate! / 1000) * 1000 : null,
			priority: task.priority,
			categories: task.context ? [task.context] : [],
			rrule: task.repeat,
			related: parent ? uidOf(parent) : '',
			x: {
				...(task.star ? { STAR: 'TRUE' } : {}),
				...(task.status !== 'none' && (task.completed || (task.status !== 'active' && task.status !== 'canceled')) ? { STATUS: task.status } : {}),
				...(task.priority === 'negative' ? { PRIORITY: 'NEGATIVE' } : {}),
				...(task.length !== null ? { LENGTH: String(task.length) } : {}),
				...(task.repeatText ? { 'REPEAT-TEXT': task.repeatText } : {}),
				...(task.repeat ? { 'REPEAT-FROM': task.repeatFrom === 'due' ? 'DUE' : 'COMPLETED' } : {}),
			},
			alarms: task.remind >= 0 && task.due !== null ? [-task.remind] : [],
		}
		const actual = {
			list: todo.list,
			summary: todo.summary,
			description: todo.description,
			due: clientMoment(todo.due),
			start: clientMoment(todo.start),
			status: todo.status || (todo.completed ? 'COMPLETED' : 'NEEDS-ACTION'),
			completed: todo.completed,
			priority: todo.x.PRIORITY === 'NEGATIVE' ? 'negative' : priorityFromIcal(todo.priority),
			categories: todo.categories,
			rrule: todo.rrule ? (normalizeRule(localUntil(todo.rrule, TZ)) as { rule: string }).rule : '',
			related: todo.related,
			x: todo.x,
			alarms: todo.alarms.filter((a) => a !== null && task.remind >= 0),
		}
		expect(actual, task.title).toEqual(expected)
	}
	return rows
}

test.describe('CalDAV with real clients', () => {
	test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, 'no browser involved: once is enough')

	test('python3-caldav discovers from the bare server URL, reads, saves and deletes', async () => {
		const { user, token } = person()
		makeTask(user.id, { title: 'Seen by python', folder: 'Family' })
		const found = discover(`${E2E_URL}/`, user.email, token)
		expect(found.principal).toBe(`${E2E_URL}/dav/${user.id}/`)
		expect(found.calendars.map((c) => c.name).sort()).toEqual(['Family', 'Finances', 'Inbox', 'Personal', 'Professional', 'Tasks without a folder'])
		expect(found.calendars.find((c) => c.name === 'Family')!.todos).toEqual(['Seen by python'])
		expect(found.readBack).toBe('Made by python3-caldav')
		expect(found.afterDelete).not.toContain('Made by python3-caldav')
	})

	test('python3-caldav as a viewer of a shared folder: the folder is one of their lists, with its tasks; a save there is refused', async () => {
		const owner = person()
		const { user, token } = person()
		const folder = shareWith(owner.user.id, 'Groceries', user.id, 'viewer')
		makeTask(owner.user.id, { title: 'Shared eggs', folder: 'Groceries' })
		makeTask(owner.user.id, { title: 'Owner only', folder: 'Family' })
		const found = sharedAsMember(`${E2E_URL}/`, user.email, token)
		const name = Object.keys(found.calendars).find((n) => n.startsWith('Groceries (shared by '))!
		expect(found.calendars[name]).toEqual({ url: `${E2E_URL}/dav/${user.id}/shared-${folder.id}/`, todos: ['Shared eggs'] })
		// the member's own lists do not hold the shared task again, nor the owner's other tasks
		const everything = Object.values(found.calendars).flatMap((c) => c.todos)
		expect(everything.filter((t) => t === 'Shared eggs')).toHaveLength(1)
		expect(everything).not.toContain('Owner only')
		// the library's name for a 403 answer
		expect(found.save).toBe('AuthorizationError')
		expect(found.saveMessage).toContain('Forbidden')
		expect(found.afterSave).toEqual(['Shared eggs'])
		expect(findTasks(owner.user.id).map((t) => t.title)).not.toContain('Written by a viewer')
	})

	test('vdirsyncer and todoman two ways with the app, 30 fixture tasks compared field by field after each round', async () => {
		test.setTimeout(240_000)
		const { user, token, api, dav } = person()
		const fixtures = fixtureTasks()
		const parents = await api('POST', '/tasks', { data: fixtures.filter((f) => f.parentIndex === null).map((f) => f.input) })
		await api('POST', '/tasks', { data: fixtures.filter((f) => f.parentIndex !== null).map((f) => ({ ...f.input, parent: parents[f.parentIndex!]!._id })) })
		const client = syncedFolder(E2E_URL, user.email, token)
		try {
			client.setUp()
			expect(expectSameEverywhere(user.id, client.read()).length).toBe(34)
			const byTitle = (prefix: string) => findTasks(user.id).find((t) => t.title.startsWith(prefix))!

			// todoman creates, edits (a property we do not model rides along), completes, deletes
			client.todoman('new', '-l', 'Inbox', '-d', '2027-04-01 18:30', '--priority', 'high', 'Buy milk, 2 litres')
			client.todoman('edit', client.todoId(byTitle('1: ').title), '-d', '2027-05-02', '--location', 'Office, 3rd floor')
			client.todoman('done', client.todoId(byTitle('10: ').title))
			const mover = byTitle('6: ')
			client.todoman('move', '-l', 'Personal', client.todoId(mover.title))
			const deleted = byTitle('20: ')
			client.todoman('delete', '--yes', client.todoId(deleted.title))
			client.sync()
			const milk = byTitle('Buy milk')
			expect(milk).toMatchObject({ folder: 'Inbox', priority: 'high', due: midnightOf('2027-04-01', TZ) })
			expect(byTitle('1: ')).toMatchObject({ due: midnightOf('2027-05-02', TZ), dueTime: null, repeat: 'FREQ=DAILY;INTERVAL=1', star: true, length: 5 })
			expect(byTitle('10: ').completed).toBe(true)
			expect(byTitle('6: ')).toMatchObject({ id: mover.id, folder: 'Personal' })
			expect(findTasks(user.id).some((t) => t.id === deleted.id)).toBe(false)
			const edited = await (await dav('GET', `/dav/${user.id}/${collectionOf(user.id, 'Inbox')}/${byTitle('1: ').id}.ics`)).text()
			expect(edited).toContain('LOCATION:Office\\, 3rd floor')
			expectSameEverywhere(user.id, client.read())

			// todoman re-opens; the app edits, creates, completes a repeating task (its next instance) and deletes
			client.reopen(client.todoId(byTitle('10: ').title))
			const eleven = byTitle('11: ')
			await api('PUT', '/tasks', { data: { _id: eleven.id, title: 'Eleven, renamed in the app', star: 'Y', priority: 'top', context: '@Work', due: null, repeat: 'NONE' } })
			await api('POST', '/tasks', { data: [{ title: 'Made in the app after the first sync', folder: 'Family', due: midnightOf('2027-06-01', TZ) }] })
			await api('PUT', '/tasks', { data: { _id: byTitle('13: ').id, completed: 'Y', title: byTitle('13: ').title } })
			await api('DELETE', `/tasks/${byTitle('12: ').id}`)
			client.sync()
			expect(byTitle('10: ').completed).toBe(false)
			expect(findTasks(user.id).filter((t) => t.title.startsWith('13: ')).length).toBe(2)
			const rows = expectSameEverywhere(user.id, client.read())
			expect(rows.length).toBe(35)
		} finally {
			client.remove()
		}
	})

	test('refusals: a stale write 412, a read-only app password 403, another person 404, bad bodies 400 and 413', async () => {
		const { user, dav, api } = person()
		const reader = person('read')
		const task = makeTask(user.id, { title: 'Guarded' })
		const path = `/dav/${user.id}/no-folder/${task.id}.ics`
		const first = await dav('GET', path)
		const etag = first.headers.get('etag')!
		const body = await first.text()
		await api('PUT', '/tasks', { data: { _id: task.id, title: 'Changed in the app' } })
		const stale = await dav('PUT', path, body.replace('SUMMARY:Guarded', 'SUMMARY:Overwrite'), { 'if-match': etag })
		expect(stale.status).toBe(412)
		expect(findTasks(user.id).find((t) => t.id === task.id)!.title).toBe('Changed in the app')

		expect((await reader.dav('PUT', `/dav/${reader.user.id}/no-folder/new.ics`, body)).status).toBe(403)
		expect((await reader.dav('GET', path)).status).toBe(404)
		expect((await reader.dav('PROPFIND', `/dav/${user.id}/no-folder/`, undefined, { depth: '1' })).status).toBe(404)

		const before = JSON.stringify(findTasks(user.id))
		expect((await dav('PUT', `/dav/${user.id}/no-folder/bad.ics`, 'BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nSUMMARY:x\r\n')).status).toBe(400)
		expect((await dav('PUT', path, body.replace('END:VTODO', `DESCRIPTION:${'x'.repeat(1_100_000)}\r\nEND:VTODO`))).status).toBe(413)
		expect(JSON.stringify(findTasks(user.id))).toBe(before)
		const wrong = await fetch(`${E2E_URL}/dav/`, { method: 'PROPFIND', headers: { authorization: `Basic ${Buffer.from(`${user.email}:tf_pat_wrong`).toString('base64')}` } })
		expect(wrong.status).toBe(401)
		expect(wrong.headers.get('www-authenticate')).toContain('Basic')
	})

	test('a move by copy and delete, both sent at once to both workers in either order, keeps every task', async () => {
		const { user, token } = person()
		const moved = Array.from({ length: 24 }, (_, i) => makeTask(user.id, { title: `Moved ${i}`, folder: 'Family' }))
		const [from, to] = [collectionOf(user.id, 'Family'), collectionOf(user.id, 'Personal')]
		const basic = `Basic ${Buffer.from(`${user.email}:${token}`).toString('base64')}`
		// a connection of its own for every request, so that the cluster hands each pair to both workers
		const alone = (method: string, path: string, body = '') =>
			new Promise<number>((resolve, reject) => {
				const req = http.request(`${E2E_URL}${path}`, { method, agent: false, headers: { authorization: basic, 'content-type': 'text/calendar' } }, (res) => {
					res.resume()
					res.on('end', () => resolve(res.statusCode!))
				})
				req.on('error', reject)
				req.end(body)
			})
		const bodies = await Promise.all(moved.map(async (t) => (await fetch(`${E2E_URL}/dav/${user.id}/${from}/${t.id}.ics`, { headers: { authorization: basic } })).text()))
		const statuses = await Promise.all(
			moved.map((t, i) => {
				const copy = () => alone('PUT', `/dav/${user.id}/${to}/${t.id}.ics`, bodies[i])
				const remove = () => alone('DELETE', `/dav/${user.id}/${from}/${t.id}.ics`)
				return Promise.all(i % 2 ? [copy(), remove()] : [remove(), copy()])
			}),
		)
		expect(statuses.flat().every((s) => s === 201 || s === 204)).toBe(true)
		const kept = findTasks(user.id).filter((t) => t.title.startsWith('Moved '))
		// on a loss, what became of the lost tasks: in the trash, and with which record (seen once in 45 runs, not explained)
		const lost = moved.filter((m) => !kept.some((k) => k.id === m.id)).map((m) => m.id)
		const trashed = db().select().from(trashedTasks).where(eq(trashedTasks.ownerId, user.id)).all().filter((t) => lost.includes(t.id))
		const why = JSON.stringify({ lost, trashed: trashed.map((t) => ({ id: t.id, deletedAt: t.deletedAt, groupId: t.groupId })), statuses })
		expect(kept.map((t) => `${t.title} in ${t.folder}`).sort(), why).toEqual(moved.map((t) => `${t.title} in Personal`).sort())
	})
})

function collectionOf(ownerId: string, folder: string) {
	return db().select().from(folders).where(eq(folders.ownerId, ownerId)).all().find((f) => f.name === folder)!.id
}

test('Calendar and Sync shows the CalDAV address, the user name and the steps; API Access calls tokens app passwords', async ({ page, signIn }) => {
	const { user } = await signIn()
	await page.goto('/profile/calendarSync')
	const panel = page.getByRole('region', { name: 'Calendar and Sync' })
	await expect(panel.getByLabel('CalDAV address')).toHaveValue(`${E2E_URL}/dav/`)
	await expect(panel.getByLabel('User name')).toHaveValue(user.email)
	for (const app of ['DAVx⁵ and tasks.org (Android)', 'Thunderbird', 'Apple Reminders']) await expect(panel.getByText(app, { exact: true })).toBeVisible()
	await expectAccessible(page)
	await panel.getByRole('link', { name: 'API Access' }).click()
	await expect(page).toHaveURL(/\/profile\/apiAccess$/)
	await expect(page.getByText('serves as an app password for CalDAV')).toBeVisible()
	await expectAccessible(page)
})
