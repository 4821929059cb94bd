// Folders shared over CalDAV (issue 55 point 2, decision 377): each folder shared with a person is one more collection
// of their home, with the folder owner's tasks of it (a sub-task by its parent's folder) and its own sync point; a
// viewer's every write is refused with DAV:need-privileges and changes nothing; an editor's writes are the owner's
// tasks (`created_by`, `completed_by` the member's); a stranger and a removed member get 404. Over the real routers on
// 127.0.0.1. On the old code every shared path answered 404 and the home listed the person's own folders only.
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { folderMembers, tasks, trashedTasks } from '#db/schema'
import { db } from '~/lib/db.server'
import { apiForTheFile } from '../../tests/api-client'
import { davPerson, hrefsOf, ICS, syncReport, syncTokenOf, vtodoObject } from '../../tests/caldav/dav-person'
import { makeFolder, makeTask, shareWith } from '../../tests/factories'
import { syncPoint } from './objects.server'
import { historyOf } from '~/sharing/assignment.server'

const api = apiForTheFile()

const PROPFIND = '<d:propfind xmlns:d="DAV:"><d:prop><d:displayname/><d:getetag/><d:resourcetype/><d:current-user-privilege-set/><d:sync-token/></d:prop></d:propfind>'

/** an owner with "Groceries" (a task and its sub-task without a folder of its own) and "Private", and a member */
function household(role: 'viewer' | 'editor' | 'manager') {
	const owner = davPerson(api)
	const member = davPerson(api)
	const groceries = shareWith(owner.user.id, 'Groceries', member.user.id, role)
	makeFolder(owner.user.id, 'Private')
	const eggs = makeTask(owner.user.id, { title: 'Eggs', folder: 'Groceries' })
	const small = makeTask(owner.user.id, { title: 'Small ones', parentId: eggs.id })
	const secret = makeTask(owner.user.id, { title: 'Secret', folder: 'Private' })
	const mine = makeTask(member.user.id, { title: 'My own' })
	const shared = `/dav/${member.user.id}/shared-${groceries.id}/`
	return { owner, member, groceries, eggs, small, secret, mine, shared }
}
const ownersTasks = (ownerId: string) => db().select().from(tasks).where(eq(tasks.ownerId, ownerId)).all()

describe('a folder shared with a person, over CalDAV', () => {
	it('is one more collection of their home with the folder’s tasks (sub-tasks with their parent), not in their own collections', async () => {
		const { member, eggs, small, secret, mine, shared } = household('editor')
		const home = await member.dav('PROPFIND', `/dav/${member.user.id}/`, PROPFIND)
		expect(home.status).toBe(207)
		expect(hrefsOf(home.text)).toContain(shared)
		expect(home.text).toMatch(/<d:displayname>Groceries \(shared by [^<]+\)<\/d:displayname>/)
		const listed = hrefsOf((await member.dav('PROPFIND', shared, PROPFIND)).text)
		expect(listed).toEqual(expect.arrayContaining([`${shared}${eggs.id}.ics`, `${shared}${small.id}.ics`]))
		expect(listed.join()).not.toContain(secret.id)
		expect((await member.dav('GET', `${shared}${eggs.id}.ics`)).text).toContain('SUMMARY:Eggs')
		// the owner's private task is not there by its name either
		expect((await member.dav('GET', `${shared}${secret.id}.ics`)).status).toBe(404)
		// the member's own collection holds their own tasks only: no duplicate of a shared one in a client
		const own = hrefsOf((await member.dav('PROPFIND', member.base, PROPFIND)).text).join()
		expect(own).toContain(mine.id)
		expect(own).not.toContain(eggs.id)
	})

	it('gives a viewer no write privilege, and refuses their PUT, DELETE and PROPPATCH with need-privileges, changing nothing', async () => {
		const { owner, member, eggs, shared } = household('viewer')
		const props = await member.dav('PROPFIND', shared, PROPFIND, { depth: '0' })
		expect(props.text).toContain('<d:read/>')
		expect(props.text).not.toContain('<d:write/>')
		const before = JSON.stringify(ownersTasks(owner.user.id))
		const writes: [string, string, string?][] = [
			['PUT', `${shared}new.ics`, vtodoObject('new-by-viewer')],
			['PUT', `${shared}${eggs.id}.ics`, vtodoObject(eggs.id, ['STATUS:COMPLETED'])],
			['DELETE', `${shared}${eggs.id}.ics`],
			['PROPPATCH', shared, '<d:propertyupdate xmlns:d="DAV:"><d:set><d:prop><d:displayname>Mine</d:displayname></d:prop></d:set></d:propertyupdate>'],
		]
		for (const [method, path, body] of writes) {
			const res = await member.dav(method, path, body, method === 'PUT' ? ICS : {})
			expect(res.status, `${method} ${path}`).toBe(403)
			expect(res.text).toContain('<d:need-privileges/>')
		}
		expect(JSON.stringify(ownersTasks(owner.user.id))).toBe(before)
		expect(db().select().from(tasks).where(eq(tasks.title, 'new-by-viewer')).all()).toEqual([])
	})

	it('makes an editor’s writes the owner’s: a new task in the folder (created_by the member), a completion (completed_by), a delete to the trash', async () => {
		const { owner, member, eggs, shared } = household('editor')
		expect((await member.dav('PROPFIND', shared, PROPFIND, { depth: '0' })).text).toContain('<d:write/>')
		expect((await member.dav('PUT', `${shared}milk.ics`, vtodoObject('milk'), ICS)).status).toBe(201)
		const milk = db().select().from(tasks).where(eq(tasks.title, 'milk')).get()!
		expect(milk).toMatchObject({ ownerId: owner.user.id, folder: 'Groceries', createdBy: member.user.id })
		// the owner's client sees it in the folder's own collection
		expect(hrefsOf((await owner.dav('PROPFIND', `/dav/${owner.user.id}/${makeFolder(owner.user.id, 'Groceries').id}/`, PROPFIND)).text)).toContain(`/dav/${owner.user.id}/${makeFolder(owner.user.id, 'Groceries').id}/milk.ics`)

		const text = (await member.dav('GET', `${shared}${eggs.id}.ics`)).text
		expect((await member.dav('PUT', `${shared}${eggs.id}.ics`, text.replace('STATUS:NEEDS-ACTION', 'STATUS:COMPLETED'), ICS)).status).toBe(204)
		const done = db().select().from(tasks).where(eq(tasks.id, eggs.id)).get()!
		expect(done).toMatchObject({ completed: true, completedBy: member.user.id, ownerId: owner.user.id, folder: 'Groceries' })
		// the change list says who did what (issue 55 point 4)
		expect(historyOf(eggs.id).map((h) => [h.by, h.what])).toContainEqual([member.user.goesBy, 'Completed'])
		expect(historyOf(milk.id).map((h) => h.what)).toContain('Added')

		expect((await member.dav('DELETE', `${shared}milk.ics`)).status).toBe(204)
		expect(db().select().from(tasks).where(eq(tasks.id, milk.id)).get()).toBeUndefined()
		expect(db().select().from(trashedTasks).where(and(eq(trashedTasks.id, milk.id), eq(trashedTasks.ownerId, owner.user.id))).get()).toBeDefined()
	})

	it('does not let an editor reach the owner’s other tasks: a UID of a private task, a parent outside the folder', async () => {
		const { owner, member, secret, shared } = household('editor')
		const before = JSON.stringify(db().select().from(tasks).where(eq(tasks.id, secret.id)).get())
		expect((await member.dav('PUT', `${shared}steal.ics`, vtodoObject(secret.id, ['SUMMARY:Taken']), ICS)).status).toBe(409)
		expect((await member.dav('PUT', `${shared}child.ics`, vtodoObject('child', [`RELATED-TO;RELTYPE=PARENT:${secret.id}`]), ICS)).status).toBe(201)
		expect(JSON.stringify(db().select().from(tasks).where(eq(tasks.id, secret.id)).get())).toBe(before)
		const child = db().select().from(tasks).where(and(eq(tasks.ownerId, owner.user.id), eq(tasks.title, 'child'))).get()!
		expect(child.parentId).toBeNull()
		// the name of the owner's private task, from the shared collection: refused, in words about the owner's lists
		const named = await member.dav('PUT', `${shared}${secret.id}.ics`, vtodoObject('a-new-one'), ICS)
		expect(named.status).toBe(409)
		expect(named.text).toContain("Another of the folder's owner's task lists has an object of this name.")
		expect(named.text).not.toContain('your')
		expect(JSON.stringify(db().select().from(tasks).where(eq(tasks.id, secret.id)).get())).toBe(before)
		// MOVE of a shared task into the member's own list: another owner's, refused
		const move = await member.dav('MOVE', `${shared}child.ics`, undefined, { destination: `${member.base}child.ics` })
		expect(move.status).toBe(403)
	})

	it('answers 404 to a stranger, on their own path and on the member’s', async () => {
		const { member, groceries, eggs, shared } = household('editor')
		const stranger = davPerson(api)
		for (const path of [`/dav/${stranger.user.id}/shared-${groceries.id}/`, shared, `/dav/${stranger.user.id}/shared-${groceries.id}/${eggs.id}.ics`]) {
			expect((await stranger.dav('PROPFIND', path, PROPFIND)).status, path).toBe(404)
			expect((await stranger.dav('GET', path)).status, path).toBe(404)
		}
		expect((await stranger.dav('PUT', `/dav/${stranger.user.id}/shared-${groceries.id}/x.ics`, vtodoObject('x'), ICS)).status).toBe(404)
		expect(hrefsOf((await stranger.dav('PROPFIND', `/dav/${stranger.user.id}/`, PROPFIND)).text).join()).not.toContain('shared-')
		expect(member.user.id).toBeTruthy()
	})

	it('shows the owner’s change in the member’s next sync; a change elsewhere moves neither ctag nor token; a task gone lists afresh; a removed member gets 404', async () => {
		const { owner, member, groceries, eggs, small, secret, shared } = household('editor')
		const ctag = async () => /<cs:getctag>([^<]+)<\/cs:getctag>/.exec((await member.dav('PROPFIND', shared, '<d:propfind xmlns:d="DAV:" xmlns:cs="http://calendarserver.org/ns/"><d:prop><cs:getctag/></d:prop></d:propfind>', { depth: '0' })).text)![1]!
		const tick = () => new Promise((r) => setTimeout(r, 5))
		const first = await member.dav('REPORT', shared, syncReport(''))
		expect(first.status).toBe(207)
		// the folder's own state, not the owner's last change of anything (decision 404)
		expect(syncTokenOf(first.text)).not.toContain(String(syncPoint(owner.user.id)))
		expect(syncTokenOf(first.text)).toBe(`urn:twentyfour:sync:${await ctag()}`)
		await tick()
		db().update(tasks).set({ title: 'Brown eggs' }).where(eq(tasks.id, eggs.id)).run()
		const next = await member.dav('REPORT', shared, syncReport(syncTokenOf(first.text)))
		expect(next.status).toBe(207)
		expect(hrefsOf(next.text)).toEqual([`${shared}${eggs.id}.ics`])
		expect(syncTokenOf(next.text)).not.toBe(syncTokenOf(first.text))
		// the owner's private task changed, made and deleted: the member's ctag and token stay; their sync has nothing
		const before = await ctag()
		await tick()
		db().update(tasks).set({ title: 'Still secret' }).where(eq(tasks.id, secret.id)).run()
		const diary = makeTask(owner.user.id, { title: 'Diary', folder: 'Private' })
		db().delete(tasks).where(eq(tasks.id, diary.id)).run()
		expect(await ctag()).toBe(before)
		const quiet = await member.dav('REPORT', shared, syncReport(syncTokenOf(next.text)))
		expect(quiet.status).toBe(207)
		expect(hrefsOf(quiet.text)).toEqual([])
		expect(syncTokenOf(quiet.text)).toBe(syncTokenOf(next.text))
		expect(quiet.text).not.toContain(secret.id)
		// a new task in the folder, with a change elsewhere: fetched by token, the other not named
		await tick()
		const milk = makeTask(owner.user.id, { title: 'Milk', folder: 'Groceries' })
		db().update(tasks).set({ title: 'Secret again' }).where(eq(tasks.id, secret.id)).run()
		const added = await member.dav('REPORT', shared, syncReport(syncTokenOf(quiet.text)))
		expect(hrefsOf(added.text)).toEqual([`${shared}${milk.id}.ics`])
		// a task moved out (its sub-task with it): the ctag moves; the client lists afresh, no name said
		await tick()
		db().update(tasks).set({ folder: 'Private' }).where(eq(tasks.id, eggs.id)).run()
		expect(await ctag()).not.toBe(before)
		const after = await member.dav('REPORT', shared, syncReport(syncTokenOf(added.text)))
		expect(after.status).toBe(403)
		expect(after.text).toContain('<d:valid-sync-token/>')
		expect(after.text).not.toContain(eggs.id)
		expect(hrefsOf((await member.dav('PROPFIND', shared, PROPFIND)).text).join()).not.toContain(small.id)

		db().delete(folderMembers).where(and(eq(folderMembers.folderId, groceries.id), eq(folderMembers.userId, member.user.id))).run()
		expect((await member.dav('PROPFIND', shared, PROPFIND)).status).toBe(404)
		expect((await member.dav('REPORT', shared, syncReport(syncTokenOf(next.text)))).status).toBe(404)
		expect((await member.dav('GET', `${shared}${eggs.id}.ics`)).status).toBe(404)
		expect(hrefsOf((await member.dav('PROPFIND', `/dav/${member.user.id}/`, PROPFIND)).text)).not.toContain(shared)
	})
})

describe('assignment over CalDAV (decision 378)', () => {
	it('writes X-TWENTYFOUR-ASSIGNED-TO and -WAITING-FOR and reads them back; a non-member is ignored, an absent property keeps the value', async () => {
		const { owner, member, eggs, shared } = household('editor')
		const stranger = davPerson(api)
		db().update(tasks).set({ assignedTo: member.user.id, waitingFor: 'the shop' }).where(eq(tasks.id, eggs.id)).run()
		const got = (await member.dav('GET', `${shared}${eggs.id}.ics`)).text
		expect(got).toContain(`X-TWENTYFOUR-ASSIGNED-TO:${member.user.email}`)
		expect(got).toContain('X-TWENTYFOUR-WAITING-FOR:the shop')
		expect((await owner.dav('GET', `/dav/${owner.user.id}/${makeFolder(owner.user.id, 'Groceries').id}/${eggs.id}.ics`)).text).toContain(`X-TWENTYFOUR-ASSIGNED-TO:${member.user.email}`)

		const put = (lines: string[]) => member.dav('PUT', `${shared}bread.ics`, vtodoObject('bread', lines), ICS)
		const bread = () => db().select().from(tasks).where(and(eq(tasks.ownerId, owner.user.id), eq(tasks.title, 'bread'))).get()!
		expect((await put([`X-TWENTYFOUR-ASSIGNED-TO:${owner.user.email.toUpperCase()}`, 'X-TWENTYFOUR-WAITING-FOR:Dana\\, the baker'])).status).toBe(201)
		expect(bread()).toMatchObject({ assignedTo: owner.user.id, waitingFor: 'Dana, the baker' })
		expect((await member.dav('GET', `${shared}bread.ics`)).text).toContain('X-TWENTYFOUR-WAITING-FOR:Dana\\, the baker')
		// someone who is not the folder's owner or member: ignored, no error; the text then says who it really is
		expect((await put([`X-TWENTYFOUR-ASSIGNED-TO:${stranger.user.email}`])).status).toBe(204)
		expect(bread()).toMatchObject({ assignedTo: owner.user.id, waitingFor: 'Dana, the baker' })
		const back = (await member.dav('GET', `${shared}bread.ics`)).text
		expect(back).toContain(`X-TWENTYFOUR-ASSIGNED-TO:${owner.user.email}`)
		expect(back).not.toContain(stranger.user.email)
		// a member of the folder; then the properties left out keep what the task has
		expect((await put([`X-TWENTYFOUR-ASSIGNED-TO:mailto:${member.user.email}`])).status).toBe(204)
		expect(bread().assignedTo).toBe(member.user.id)
		expect((await put([])).status).toBe(204)
		expect(bread()).toMatchObject({ assignedTo: member.user.id, waitingFor: 'Dana, the baker' })
		// an empty value clears
		expect((await put(['X-TWENTYFOUR-ASSIGNED-TO:', 'X-TWENTYFOUR-WAITING-FOR:'])).status).toBe(204)
		expect(bread()).toMatchObject({ assignedTo: null, waitingFor: '' })
	})
})
