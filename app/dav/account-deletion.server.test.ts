// Deleting an account, or its data, whose tasks a client synced over CalDAV (issue 55; decisions 381, 396): the tasks
// of a folder shared with an editor go to them with their addresses and UIDs, so the heir's client and the other
// members' see the same objects; the rest goes, and no `dav_objects` row of the deleted person is left. Over the real
// routers on 127.0.0.1, with the objects made by the person's own client.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { davChanges, davObjects, tasks } from '#db/schema'
import { db } from '~/lib/db.server'
import { deleteUserAccount, deleteUserData } from '~/profile/deletion.server'
import { apiForTheFile } from '../../tests/api-client'
import { davPerson, hrefsOf, ICS, syncReport, syncTokenOf, vtodoObject } from '../../tests/caldav/dav-person'
import { makeEmbeddedUser, makeFolder, makeTask, newPerson, shareWith } from '../../tests/factories'

const api = apiForTheFile()

const PROPFIND = '<d:propfind xmlns:d="DAV:"><d:prop><d:getetag/><d:sync-token/></d:prop></d:propfind>'
const hrefs = (xml: string) => hrefsOf(xml).sort()
const taskOf = (ownerId: string, title: string) => db().select().from(tasks).where(eq(tasks.title, title)).all().find((t) => t.ownerId === ownerId)!

/**
 * Ann's phone made Milk (with its sub-task Yolk) and Bread in "Groceries", shared with Ben (editor, the heir) and Dora
 * (viewer), and Diary in "Private"; Eggs was made in the app. Ben's own phone has an object named bread.ics already.
 */
async function household() {
	const { user } = await makeEmbeddedUser({ timezone: 'Europe/Berlin', person: { ...newPerson(), firstName: 'Ann', lastName: 'Owner' } })
	const ann = davPerson(api, undefined, user)
	const [ben, dora] = [davPerson(api), davPerson(api)]
	const groceries = shareWith(ann.user.id, 'Groceries', ben.user.id, 'editor')
	shareWith(ann.user.id, 'Groceries', dora.user.id, 'viewer')
	const diary = makeFolder(ann.user.id, 'Private')
	const annGroceries = `/dav/${ann.user.id}/${groceries.id}/`
	for (const [path, body] of [
		[`${annGroceries}milk.ics`, vtodoObject('milk-uid', ['X-PHONE-COLOUR:blue'])],
		[`${annGroceries}yolk.ics`, vtodoObject('yolk-uid', ['RELATED-TO;RELTYPE=PARENT:milk-uid'])],
		[`${annGroceries}bread.ics`, vtodoObject('bread-uid')],
		[`/dav/${ann.user.id}/${diary.id}/diary.ics`, vtodoObject('diary-uid')],
		[`${ben.base}bread.ics`, vtodoObject('bens-own-bread')],
	] as const) {
		const who = path.startsWith(`/dav/${ben.user.id}/`) ? ben : ann
		expect((await who.dav('PUT', path, body, ICS)).status, path).toBe(201)
	}
	const eggs = makeTask(ann.user.id, { title: 'Eggs', folder: 'Groceries' })
	const [milk, yolk, bread, secret] = ['milk-uid', 'yolk-uid', 'bread-uid', 'diary-uid'].map((title) => taskOf(ann.user.id, title))
	expect(yolk!.parentId).toBe(milk!.id)
	return { ann, ben, dora, groceries, eggs, milk: milk!, yolk: yolk!, bread: bread!, secret: secret! }
}

const rowsOf = (ownerId: string) => db().select().from(davObjects).where(eq(davObjects.ownerId, ownerId)).all()

/** what the heir's client and a member's client see of Groceries once it is Ben's */
async function seenAfter({ ben, dora, groceries, eggs, bread, secret }: Awaited<ReturnType<typeof household>>) {
	const own = `/dav/${ben.user.id}/${groceries.id}/`
	const shared = `/dav/${dora.user.id}/shared-${groceries.id}/`
	// Ann's Bread cannot keep its name beside Ben's own bread.ics: its default name, with its UID and the phone's lines
	const names = ['milk.ics', 'yolk.ics', `${eggs.id}.ics`, `${bread.id}.ics`].sort()
	const heirs = await ben.dav('PROPFIND', own, PROPFIND)
	expect(heirs.status).toBe(207)
	expect(hrefs(heirs.text)).toEqual([own, ...names.map((n) => `${own}${n}`)].sort())
	expect(hrefs((await dora.dav('PROPFIND', shared, PROPFIND)).text)).toEqual([shared, ...names.map((n) => `${shared}${n}`)].sort())
	const milk = (await ben.dav('GET', `${own}milk.ics`)).text
	expect(milk).toContain('UID:milk-uid')
	expect(milk).toContain('X-PHONE-COLOUR:blue')
	expect((await dora.dav('GET', `${shared}yolk.ics`)).text).toContain('RELATED-TO;RELTYPE=PARENT:milk-uid')
	expect((await ben.dav('GET', `${own}${bread.id}.ics`)).text).toContain('UID:bread-uid')
	expect((await ben.dav('GET', `${ben.base}bread.ics`)).text).toContain('UID:bens-own-bread')
	// the private task went, with its address
	expect(db().select().from(tasks).where(eq(tasks.id, secret.id)).get()).toBeUndefined()
	expect(db().select().from(davObjects).where(eq(davObjects.taskId, secret.id)).all()).toEqual([])
	expect(db().select({ ownerId: davObjects.ownerId, name: davObjects.name, uid: davObjects.uid }).from(davObjects).where(eq(davObjects.taskId, bread.id)).all()).toEqual([
		{ ownerId: ben.user.id, name: `${bread.id}.ics`, uid: 'bread-uid' },
	])
}

describe('deleting a person whose tasks a client synced over CalDAV', () => {
	it('Delete Account: no dav_objects row (nor change record) of theirs is left; the heir’s and a member’s clients see the handed tasks under their names', async () => {
		const h = await household()
		const { ann } = h
		await deleteUserAccount(ann.user, { subject: ann.user.identitySubject, email: ann.user.email, givenName: 'Ann', familyName: 'Owner', picture: null } as never)
		expect(rowsOf(ann.user.id)).toEqual([])
		// nobody syncs as a deleted person: their tombstones go with them
		expect(db().select().from(davChanges).where(eq(davChanges.ownerId, ann.user.id)).all()).toEqual([])
		await seenAfter(h)
	})

	it('Delete Data: the same, and the person’s own client learns that their objects are gone', async () => {
		const h = await household()
		const { ann, groceries } = h
		const before = await ann.dav('REPORT', ann.base, syncReport(''))
		const mine = makeTask(ann.user.id, { title: 'In no folder' })
		const token = syncTokenOf((await ann.dav('REPORT', ann.base, syncReport(syncTokenOf(before.text)))).text)
		deleteUserData(ann.user.id)
		expect(rowsOf(ann.user.id)).toEqual([])
		await seenAfter(h)
		// Ann's account stays: her client's next sync says her task is gone, and Groceries is no collection of hers
		const next = await ann.dav('REPORT', ann.base, syncReport(token))
		expect(next.status).toBe(207)
		expect(next.text).toContain(`${ann.base}${mine.id}.ics`)
		expect(next.text).toContain('404 Not Found')
		expect((await ann.dav('PROPFIND', `/dav/${ann.user.id}/${groceries.id}/`, PROPFIND)).status).toBe(404)
	})
})
