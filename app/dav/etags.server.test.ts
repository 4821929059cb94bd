// ETags without rendering (issue 50, decisions 340 and 359): a listing of ETags (vdirsyncer's PROPFIND, a calendar-query
// without filters) renders no object, yet every change of a task, whichever way it comes in, changes its ETag; no
// change keeps it; a GET's ETag is the listing's; and two answers with one ETag have one text (RFC 4791 5.3.4).
// Over the real routers on 127.0.0.1 (tests/api-client apiForTheFile), the ways in of the seams matrix.
import { and, eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { tasks, users } from '#db/schema'
import { db } from '~/lib/db.server'
import { rowsFromSaved } from '~/profile/list-editor'
import { saveList } from '~/profile/lists.server'
import { bulkAction } from '~/tasks/bulk-action.server'
import { taskCardAction } from '~/tasks/card-actions.server'
import { listItems } from '~/tasks/lists.server'
import { deleteTask, taskFormValues } from '~/tasks/task-changes.server'
import { requireTask } from '~/tasks/tasks.server'
import { undo } from '~/tasks/undo.server'
import { apiForTheFile } from '../../tests/api-client'
import { makeTask } from '../../tests/factories'
import { context, ENTRIES, formFields, post, seamsWorld, statusOf, type World } from '../../tests/seams-entries'
import { collectionOfTask, objectOfTask } from './objects.server'
import { collectionPath, objectPath } from './resources.server'

/** every object rendered, counted (the renderer of a client's object as sent, and of a task made in the app) */
const renders = vi.hoisted(() => ({ count: 0 }))
vi.mock('./patch', async (original) => {
	const real = await original<typeof import('./patch')>()
	return { ...real, patchedText: (...args: Parameters<typeof real.patchedText>) => (renders.count++, real.patchedText(...args)) }
})
vi.mock('./vtodo', async (original) => {
	const real = await original<typeof import('./vtodo')>()
	return { ...real, vtodoText: (...args: Parameters<typeof real.vtodoText>) => (renders.count++, real.vtodoText(...args)) }
})

const server = apiForTheFile()
const PROPFIND = '<d:propfind xmlns:d="DAV:"><d:prop><d:getetag/><d:getcontenttype/><d:resourcetype/></d:prop></d:propfind>'

const QUERY = '<c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getcontenttype/><d:getetag/></d:prop><c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VTODO"/></c:comp-filter></c:filter></c:calendar-query>'
const etagsOf = (xml: string) => new Map([...xml.matchAll(/<d:href>([^<]+\.ics)<\/d:href>.*?<d:getetag>([^<]+)<\/d:getetag>/gs)].map((m) => [m[1]!, m[2]!.replaceAll('&quot;', '"')]))

/** the href and ETag of every object of a collection, as a PROPFIND lists them */
async function listing(w: World, path: string) {
	const answer = await w.dav('PROPFIND', path, PROPFIND, { depth: '1', 'content-type': 'application/xml' })
	expect(answer.status).toBe(207)
	return etagsOf(answer.text)
}

const hrefOf = (w: World, id: string) => {
	const o = objectOfTask(w.user.id, id)!
	return objectPath(w.user, collectionOfTask(w.user.id, o.task), o.name)
}

/** every answer seen: an ETag must always stand for the same text */
const seen = new Map<string, string>()

/** the task's object as a GET and its collection's listing give it: the two ETags agree */
async function state(w: World, id: string) {
	const href = hrefOf(w, id)
	const got = await w.dav('GET', href)
	expect(got.status).toBe(200)
	const etag = got.headers.get('etag')!
	const listed = await listing(w, href.slice(0, href.lastIndexOf('/') + 1))
	expect(listed.get(href), `${href} in its listing`).toBe(etag)
	// and in vdirsyncer's listing, a calendar-query, which is kept between requests while nothing changed (decision
	// 370): before and after every change of every way in, so a kept listing served stale fails here
	const query = await w.dav('REPORT', href.slice(0, href.lastIndexOf('/') + 1), QUERY, { depth: '1', 'content-type': 'application/xml' })
	expect(etagsOf(query.text).get(href), `${href} in its calendar-query`).toBe(etag)
	if (seen.has(etag)) expect(got.text, `one ETag, one text (${etag})`).toBe(seen.get(etag))
	seen.set(etag, got.text)
	return { href, etag, text: got.text }
}

const clientTodo = (uid: string, summary: string) =>
	[
		'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN', 'BEGIN:VTODO', `UID:${uid}`, `SUMMARY:${summary}`,
		'DUE;TZID=Europe/Berlin:20261210T170000', 'CATEGORIES:Errands,Home', 'PRIORITY:1', 'X-MOZ-GENERATION:2', 'BEGIN:VALARM', 'ACTION:DISPLAY',
		'TRIGGER;RELATED=END:-PT15M', 'DESCRIPTION:Default Mozilla Description', 'END:VALARM', 'END:VTODO', 'END:VCALENDAR', '',
	].join('\r\n')

async function clientTask(w: World, summary: string) {
	const uid = `etag-${crypto.randomUUID()}`
	const put = await w.dav('PUT', `/dav/${w.user.id}/no-folder/${uid}.ics`, clientTodo(uid, summary), { 'if-none-match': '*', 'content-type': 'text/calendar' })
	expect(put.status, put.text).toBe(201)
	return db().select({ id: tasks.id }).from(tasks).where(and(eq(tasks.ownerId, w.user.id), eq(tasks.title, summary))).get()!.id
}

// in one of the person's own contexts (from the starter lists), with a due time
const appTask = (w: World, title: string) =>
	makeTask(w.user.id, { title, context: listItems(w.user.id, 'contexts')[0]!.name, due: Date.UTC(2026, 11, 10), dueTime: 17 * 3_600_000 }).id

describe('CalDAV ETags, kept without rendering', () => {
	it('a listing of ETags renders no object, and each ETag is the one a GET gives', async () => {
		const w = seamsWorld(server)
		const ids = [await clientTask(w, 'Client-made'), appTask(w, 'App-made')]
		const path = collectionPath(w.user, collectionOfTask(w.user.id, requireTask(w.user.id, ids[0]!)))
		await listing(w, path) // anything done once per process (the renderer's fingerprint) done
		renders.count = 0
		const listed = await listing(w, path)
		expect(renders.count, 'objects rendered for a listing of ETags').toBe(0)
		expect(listed.size).toBeGreaterThanOrEqual(2)
		for (const id of ids) expect(listed.get(hrefOf(w, id))).toBe((await w.dav('GET', hrefOf(w, id))).headers.get('etag'))
		// a calendar-query without filters asking for ETags only renders nothing either
		renders.count = 0
		const query = await w.dav('REPORT', path, '<c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/></d:prop><c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VTODO"/></c:comp-filter></c:filter></c:calendar-query>', { depth: '1' })
		expect(query.status).toBe(207)
		expect(renders.count).toBe(0)
	}, 20_000) // many objects made and read back: seconds on a loaded machine

	for (const entry of ENTRIES) {
		it(`made by ${entry.name}: the GET's ETag is the listing's, and stays while nothing changes`, async () => {
			const w = seamsWorld(server)
			const id = await entry.make(w, `ETag of ${entry.name}`)
			const first = await state(w, id)
			const again = await state(w, id)
			expect(again).toEqual(first)
		})
	}

	/**
	 * the changes of a task from each way in: each that changes the object's text must change its ETag (and its GET
	 * and listing agree); `hidden` ones change nothing a client reads, and may change the ETag or not
	 */
	const changes: { name: string; run: (w: World, id: string) => Promise<unknown>; hidden?: 'client' | 'both' }[] = [
		{ name: 'card Complete, JavaScript off', run: (w, id) => statusOf(taskCardAction(post('/tasks', [['intent', 'complete'], ['taskId', id], ['completed', 'Y'], ['returnTo', '/tasks']]), context(false), w.user)) },
		{
			name: 'inline edit, a new title',
			run: (w, id) => {
				const fields = formFields({ ...taskFormValues(requireTask(w.user.id, id), w.user.timezone), title: 'Edited inline' })
				return statusOf(taskCardAction(post('/tasks', [['intent', 'save'], ['taskId', id], ...fields, ['returnTo', '/tasks']]), context(false), w.user))
			},
		},
		{ name: 'bulk edit, priority Low', run: async (w, id) => expect(await statusOf(bulkAction(post('/tasks/bulk', [['id', id], ['priority', 'low'], ['returnTo', '/tasks']]), w.user))).toBe(302) },
		{
			name: 'API v1 PUT, a new title',
			run: async (w, id) => {
				const answer = await w.api('PUT', '/api/v1/external/tasks', { data: { _id: id, title: 'Edited by the API' } })
				expect(answer.status, JSON.stringify(answer.body)).toBe(200)
			},
		},
		{
			name: 'CalDAV PUT, a new SUMMARY',
			run: async (w, id) => {
				const got = await w.dav('GET', hrefOf(w, id))
				const put = await w.dav('PUT', hrefOf(w, id), got.text.replace(/\r\nSUMMARY:[^\r]*/, '\r\nSUMMARY:Edited by a client'), { 'if-match': got.headers.get('etag')! })
				expect(put.status, put.text).toBe(204)
			},
		},
		{
			name: 'its context renamed on the profile (CATEGORIES)',
			run: async (w, id) => {
				const name = requireTask(w.user.id, id).context
				saveList(w.user.id, 'contexts', rowsFromSaved(listItems(w.user.id, 'contexts')).map((r) => (r.name === name ? { ...r, name: 'Shopping' } : r)))
				expect(requireTask(w.user.id, id).context).toBe('Shopping')
			},
		},
		{
			// the reminder scheduler writes in SQL of its own (app/reminders/delivery-statements.server.ts), past Drizzle:
			// a hand-written statement is a way in too
			name: 'a write in plain SQL, past Drizzle (a title and remind_sent)',
			run: async (w, id) => (db() as unknown as { $client: import('better-sqlite3').Database }).$client.prepare('update tasks set remind_sent = 1, title = ? where id = ?').run('Renamed in SQL', id),
		},
		{
			// what is stored of the object, alone, in SQL of its own: migration 0029's triggers make it a new version
			name: 'its stored object rewritten in plain SQL (dav_objects alone)',
			run: async (w, id) =>
				(db() as unknown as { $client: import('better-sqlite3').Database }).$client
					.prepare(`insert into dav_objects (task_id, owner_id, name, uid, extra) values (?, ?, ?, ?, 'X-WRITTEN-IN-SQL:1') on conflict (task_id) do update set sent = replace(sent, 'SUMMARY:', 'SUMMARY:SQL ')`)
					.run(id, w.user.id, `${id}.ics`, id),
		},
		{ name: 'a reminder marked sent (nothing a client reads)', hidden: 'both', run: async (w, id) => db().update(tasks).set({ remindSent: true }).where(eq(tasks.id, id)).run() },
		{
			// a client's DUE keeps its own TZID; a task made in the app shows its due time in the person's zone
			name: 'the person’s time zone changed',
			hidden: 'client',
			run: async (w) => db().update(users).set({ timezone: 'America/New_York' }).where(eq(users.id, w.user.id)).run(),
		},
	]
	for (const made of ['client', 'app'] as const) {
		for (const change of changes) {
			const shows = change.hidden !== 'both' && change.hidden !== made
			it(`a task made ${made === 'client' ? 'by a client' : 'in the app'}: ${change.name} ${shows ? 'changes its text and ETag' : 'keeps its text'}`, async () => {
				const w = seamsWorld(server)
				const id = made === 'client' ? await clientTask(w, `Changed ${change.name}`) : appTask(w, `Changed ${change.name}`)
				const before = await state(w, id)
				await change.run(w, id)
				const after = await state(w, id)
				expect(after.text !== before.text, 'the text changed').toBe(shows)
				if (shows) expect(after.etag).not.toBe(before.etag)
				expect(await state(w, id)).toEqual(after)
			})
		}
		it(`a task made ${made === 'client' ? 'by a client' : 'in the app'}: deleted, then Undo gives back the object, under a new ETag`, async () => {
			const w = seamsWorld(server)
			const id = made === 'client' ? await clientTask(w, 'Deleted then back') : appTask(w, 'Deleted then back')
			const before = await state(w, id)
			const { undoId } = deleteTask(w.user.id, id)
			expect((await listing(w, before.href.slice(0, before.href.lastIndexOf('/') + 1))).has(before.href)).toBe(false)
			expect(undo(w.user.id, undoId!)).toMatchObject({ ok: true })
			// the same text at the same address; the row put back is a new version of the task (decision 359), so a
			// client fetches it once more (before: the same ETag, when it was a hash of the row itself)
			const back = await state(w, id)
			expect({ href: back.href, text: back.text }).toEqual({ href: before.href, text: before.text })
			expect(back.etag).not.toBe(before.etag)
		})
	}

	it('a repeating task completed: the done one and its next instance each have their own ETag', async () => {
		const w = seamsWorld(server)
		const id = await ENTRIES.find((e) => e.name === 'CalDAV PUT with an RRULE')!.make(w, 'Repeats')
		const before = await state(w, id)
		await statusOf(taskCardAction(post('/tasks', [['intent', 'complete'], ['taskId', id], ['completed', 'Y'], ['returnTo', '/tasks']]), context(false), w.user))
		const next = db().select({ id: tasks.id }).from(tasks).where(and(eq(tasks.ownerId, w.user.id), eq(tasks.createdFrom, id))).get()!
		const done = await state(w, id)
		const series = await state(w, next.id)
		expect(new Set([before.etag, done.etag, series.etag]).size).toBe(3)
	})
})
