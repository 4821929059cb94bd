// Deleting an account hands its shared folders over (issue 55 point 6; decision 381), over the database: the first
// manager (else editor, by when added) gets the folder, its tasks and sub-tasks; the other members keep their roles and
// see the tasks under the new owner; a folder with only viewers goes with the account; a name the heir has is kept
// apart ("Groceries (Ann Owner’s)"), never merged. Delete Data (the account kept) hands them over the same way (decision 396).
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { assignmentNotices, davObjects, folderMembers, folders, reminderDeliveries, taskHistory, tasks, taskStatusTimes } from '#db/schema'
import { getUserById } from '~/identity/users.server'
import { db } from '~/lib/db.server'
import { deleteUserAccount } from '~/profile/deletion.server'
import { profileAction } from '~/profile/profile-actions.server'
import { getToast } from '~/lib/toast.server'
import { listTasks } from '~/tasks/tasks.server'
import { DEFAULT_SORT_ORDER, DEFAULT_TASK_FILTER } from '~/tasks/defaults'
import { findTasks, makeEmbeddedUser, makeFolder, makeTask, makeUser, newPerson } from '../../tests/factories'
import { taskAccess } from './access.server'
import { historyOf, statusTimes } from './assignment.server'
import { handOverTexts } from './hand-over-texts'
import { folderHandOvers } from './members-hand-over.server'
import type { MemberRole } from './roles'

const member = (folderId: string, userId: string, role: MemberRole, addedAt: number) =>
	db().insert(folderMembers).values({ folderId, userId, role, addedAt, addedBy: null }).run()
const membersOf = (folderId: string) =>
	db().select({ userId: folderMembers.userId, role: folderMembers.role }).from(folderMembers).where(eq(folderMembers.folderId, folderId)).all()
const prefs = { taskFilter: { ...DEFAULT_TASK_FILTER, completed: 'A' as const }, taskSortOrder: DEFAULT_SORT_ORDER }
const visibleTitles = (personId: string) => listTasks(personId, { kind: 'all' }, prefs, 'UTC', { limit: 100 }).rows.map((t) => t.title).sort()

async function deleteAccount(user: ReturnType<typeof makeUser>, accountEmail: string) {
	const identity = { subject: user.identitySubject, email: accountEmail, givenName: user.firstName, familyName: user.lastName, picture: null }
	await deleteUserAccount(user, identity as never)
}

describe('deleting an account hands its shared folders over', () => {
	it('to the first manager, else the first editor; tasks and sub-tasks move; the others stay members; viewers-only goes', async () => {
		const { user: ann, person } = await makeEmbeddedUser({ person: { ...newPerson(), firstName: 'Ann', lastName: 'Owner' } })
		const [editor1, editor2, manager, viewer] = [makeUser(), makeUser(), makeUser(), makeUser()]
		const groceries = makeFolder(ann.id, 'Groceries')
		member(groceries.id, editor1.id, 'editor', 1)
		member(groceries.id, viewer.id, 'viewer', 2)
		member(groceries.id, manager.id, 'manager', 3)
		member(groceries.id, editor2.id, 'editor', 4)
		const club = makeFolder(ann.id, 'Club')
		member(club.id, viewer.id, 'viewer', 1)
		member(club.id, editor2.id, 'editor', 2)
		member(club.id, editor1.id, 'editor', 3)
		const band = makeFolder(ann.id, 'Band')
		member(band.id, viewer.id, 'viewer', 1)
		makeFolder(ann.id, 'Diary')

		const eggs = makeTask(ann.id, { title: 'Eggs', folder: 'Groceries', completedBy: editor1.id, createdBy: manager.id })
		// a sub-task goes where its parent goes, whatever its own folder says
		const yolk = makeTask(ann.id, { title: 'Yolk', folder: 'Diary', parentId: eggs.id })
		makeTask(ann.id, { title: 'Hall', folder: 'Club', assignedTo: editor1.id })
		makeTask(ann.id, { title: 'Gig', folder: 'Band' })
		makeTask(ann.id, { title: 'Secret', folder: 'Diary' })

		expect(folderHandOvers(ann.id).map((h) => [h.folder, h.heir?.id ?? null, h.newName])).toEqual([
			['Band', null, null],
			['Club', editor2.id, 'Club'],
			['Groceries', manager.id, 'Groceries'],
		])
		// what the Danger Zone says first
		expect(handOverTexts(folderHandOvers(ann.id))).toEqual([
			'“Band” is shared only with viewers: it is deleted with your account.',
			`“Club” goes to ${editor2.goesBy} ${editor2.lastName} (editor).`,
			`“Groceries” goes to ${manager.goesBy} ${manager.lastName} (manager).`,
		])
		await deleteAccount(ann, person.email)
		expect(getUserById(ann.id)).toBeUndefined()

		// Groceries is the manager's, with its task and the sub-task; the manager is no longer a member of their own folder
		expect(db().select().from(folders).where(eq(folders.id, groceries.id)).get()).toMatchObject({ ownerId: manager.id, name: 'Groceries' })
		expect(membersOf(groceries.id).map((m) => [m.userId, m.role]).sort()).toEqual(
			[[editor1.id, 'editor'], [viewer.id, 'viewer'], [editor2.id, 'editor']].sort(),
		)
		const moved = findTasks(manager.id)
		expect(moved.map((t) => t.title).sort()).toEqual(['Eggs', 'Yolk'])
		expect(moved.find((t) => t.id === eggs.id)).toMatchObject({ folder: 'Groceries', completedBy: editor1.id, createdBy: null })
		expect(moved.find((t) => t.id === yolk.id)).toMatchObject({ parentId: eggs.id, folder: 'Groceries' })
		// the other members see them under the new owner, with their roles
		expect(taskAccess(viewer.id, moved.find((t) => t.id === eggs.id)!)).toBe('viewer')
		expect(visibleTitles(editor1.id)).toEqual(['Eggs', 'Hall', 'Yolk'])
		expect(visibleTitles(manager.id)).toEqual(['Eggs', 'Yolk'])

		// Club goes to the first editor (no manager), the assignment kept
		expect(db().select().from(folders).where(eq(folders.id, club.id)).get()!.ownerId).toBe(editor2.id)
		expect(findTasks(editor2.id).map((t) => [t.title, t.assignedTo])).toEqual([['Hall', editor1.id]])

		// Band (viewers only) and the unshared Diary went with the account, and their tasks
		expect(db().select().from(folders).where(eq(folders.id, band.id)).get()).toBeUndefined()
		expect(db().select().from(tasks).where(eq(tasks.ownerId, ann.id)).all()).toEqual([])
		expect(visibleTitles(viewer.id)).toEqual(['Eggs', 'Hall', 'Yolk'])
	})

	it('a folder the heir already has by that name (any case) is kept apart, not merged', async () => {
		const { user: ann, person } = await makeEmbeddedUser({ person: { ...newPerson(), firstName: 'Ann', lastName: 'Owner' } })
		const heir = makeUser()
		const outsider = makeUser()
		const shared = makeFolder(ann.id, 'Groceries')
		member(shared.id, heir.id, 'editor', 1)
		member(shared.id, outsider.id, 'viewer', 2)
		makeFolder(heir.id, 'groceries')
		makeFolder(heir.id, 'Groceries (Ann Owner’s)')
		makeTask(heir.id, { title: 'Heir’s private', folder: 'groceries' })
		makeTask(ann.id, { title: 'Milk', folder: 'Groceries' })
		expect(folderHandOvers(ann.id)[0]).toMatchObject({ heir: { id: heir.id }, newName: 'Groceries (Ann Owner’s 2)' })
		await deleteAccount(ann, person.email)
		expect(findTasks(heir.id).map((t) => [t.title, t.folder]).sort()).toEqual([
			['Heir’s private', 'groceries'],
			['Milk', 'Groceries (Ann Owner’s 2)'],
		])
		// the viewer sees the shared task and none of the heir's own
		expect(visibleTitles(outsider.id)).toEqual(['Milk'])
	})

	it('the other members’ data version only grows (their kept pages are computed again)', async () => {
		const { user: ann, person } = await makeEmbeddedUser()
		const heir = makeUser()
		const other = makeUser()
		const shared = makeFolder(ann.id, 'Home')
		member(shared.id, heir.id, 'manager', 1)
		member(shared.id, other.id, 'editor', 2)
		makeTask(ann.id, { title: 'Dishes', folder: 'Home' })
		for (let i = 0; i < 5; i++) makeTask(ann.id, { title: `Other ${i}` })
		const before = [getUserById(heir.id)!.dataVersion, getUserById(other.id)!.dataVersion]
		await deleteAccount(ann, person.email)
		const after = [getUserById(heir.id)!.dataVersion, getUserById(other.id)!.dataVersion]
		expect(after[0]).toBeGreaterThan(before[0]!)
		expect(after[1]).toBeGreaterThan(before[1]!)
	})

	it('Delete Data (the account kept) hands them over too (decision 396): a member still sees the tasks, with the new owner', async () => {
		const ann = makeUser({ person: { ...newPerson(), firstName: 'Ann', lastName: 'Owner' } })
		const [ben, cat, dora] = [makeUser(), makeUser(), makeUser()]
		const groceries = makeFolder(ann.id, 'Groceries')
		member(groceries.id, ben.id, 'editor', 1)
		member(groceries.id, cat.id, 'viewer', 2)
		const band = makeFolder(ann.id, 'Band')
		member(band.id, dora.id, 'viewer', 1)
		const bread = makeTask(ann.id, { title: 'Bread', folder: 'Groceries', assignedTo: cat.id, status: 'waiting' })
		// its change list and when its status was set go with it (the delete and insert of the move would take them)
		db().insert(taskHistory).values([{ taskId: bread.id, at: 1, by: ben.id, what: 'Added' }, { taskId: bread.id, at: 2, by: cat.id, what: 'Starred' }]).run()
		db().insert(taskStatusTimes).values({ taskId: bread.id, since: 12345 }).run()
		// Cat has not read that she was assigned Bread yet; its reminder went out to Ann already; Ann's own notice of a
		// task of hers goes (it is no longer hers)
		db().insert(assignmentNotices).values([{ userId: cat.id, taskId: bread.id, by: ben.id, at: 3 }, { userId: ann.id, taskId: bread.id, by: ben.id, at: 4 }]).run()
		db().insert(reminderDeliveries).values({ taskId: bread.id, ownerId: ann.id, remindDate: 1_000, state: 'sent', attempts: 1, finishedAt: 1_001 }).run()
		// Bread was made by a phone over CalDAV: its address and UID are the phone's
		db().insert(davObjects).values({ taskId: bread.id, ownerId: ann.id, name: 'from-the-phone.ics', uid: 'phone-uid-1' }).run()
		makeTask(ann.id, { title: 'Gig', folder: 'Band' })
		makeTask(ann.id, { title: 'Secret', folder: 'Diary' })
		// the Danger Zone says it before the name is typed
		expect(handOverTexts(folderHandOvers(ann.id), 'data')).toEqual([
			'“Band” is shared only with viewers: it is deleted with your data.',
			`“Groceries” goes to ${ben.goesBy} ${ben.lastName} (editor).`,
		])
		const request = new Request('http://localhost/profile/deleteOptions', { method: 'POST', body: new URLSearchParams({ intent: 'delete-data', confirmName: 'Ann Owner' }) })
		const answer = (await profileAction(request, ann, 'deleteOptions', {} as never)) as Response
		expect(answer.status).toBe(302)
		const toast = (await getToast(new Request('http://localhost/', { headers: { Cookie: answer.headers.get('Set-Cookie')!.split(';')[0]! } }))).toast
		expect(toast?.description).toBe(`Your contexts, folders and tasks were deleted and your preferences were reset. “Groceries” now belongs to ${ben.goesBy} ${ben.lastName}.`)

		// Ann keeps her account with nothing in it; Groceries is Ben's, with Bread (still assigned to Cat); Cat still sees it
		expect(getUserById(ann.id)).toBeDefined()
		expect(findTasks(ann.id)).toEqual([])
		expect(db().select().from(folders).where(eq(folders.ownerId, ann.id)).all()).toEqual([])
		expect(db().select().from(folders).where(eq(folders.id, groceries.id)).get()).toMatchObject({ ownerId: ben.id, name: 'Groceries' })
		expect(findTasks(ben.id).map((t) => [t.id, t.folder, t.assignedTo])).toEqual([[bread.id, 'Groceries', cat.id]])
		expect(membersOf(groceries.id)).toEqual([{ userId: cat.id, role: 'viewer' }])
		expect(visibleTitles(cat.id)).toEqual(['Bread'])
		expect(taskAccess(cat.id, findTasks(ben.id)[0]!)).toBe('viewer')
		expect(historyOf(bread.id).map((h) => h.what)).toEqual(['Starred', 'Added'])
		expect(statusTimes([bread.id]).get(bread.id)).toBe(12345)
		expect(db().select({ userId: assignmentNotices.userId, by: assignmentNotices.by }).from(assignmentNotices).where(eq(assignmentNotices.taskId, bread.id)).all()).toEqual([{ userId: cat.id, by: ben.id }])
		expect(db().select({ ownerId: reminderDeliveries.ownerId, remindDate: reminderDeliveries.remindDate, state: reminderDeliveries.state }).from(reminderDeliveries).where(eq(reminderDeliveries.taskId, bread.id)).all()).toEqual([
			{ ownerId: ben.id, remindDate: 1_000, state: 'sent' },
		])
		expect(db().select({ ownerId: davObjects.ownerId, name: davObjects.name, uid: davObjects.uid }).from(davObjects).where(eq(davObjects.taskId, bread.id)).all()).toEqual([
			{ ownerId: ben.id, name: 'from-the-phone.ics', uid: 'phone-uid-1' },
		])
		// Band (viewers only) went with the data
		expect(db().select().from(folders).where(eq(folders.id, band.id)).get()).toBeUndefined()
		expect(visibleTitles(dora.id)).toEqual([])
	})
})
