// "Assigned to" on a sub-task's Create form (issue 55 point 3; decision 402): a sub-task goes where its parent goes, so
// the form offers the people of the parent's folder (the create page's loader, which the list's dialog asks too), and
// the server checks the person chosen against that folder, whatever folder the form says. A forged person id, a
// stranger, a person of another folder, any person under a parent shared with nobody: 400 under the field, nothing
// made, nobody told. A viewer, a stranger or anyone with another person's parent task id: refused (403 or 404). The
// sub-task lands in its parent's folder whatever folder is posted (issue 55 point 1).
import { describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { createPageData } from '~/tasks/create-task.server'
import { makeFolder, makeTask, makeUser, findTasks } from '../../tests/factories'
import { assignmentHousehold, createWithForm } from './sharing-test-support'
import { statusOf } from '../../tests/seams-entries'
import { ASSIGN_MESSAGES } from './assignment'
import { assignableIn } from './assignable.server'
import { historyOf, takeAssignmentNotices } from './assignment.server'

type Person = ReturnType<typeof makeUser>
const create = createWithForm

/** what the create page's loader offers under "Assigned to" for a sub-task of `parentId` (the dialog asks the same) */
async function offered(who: Person, parentId: string) {
	const run = Promise.resolve().then(() => createPageData(new Request(`http://localhost/tasks/create/new?parentId=${parentId}`), who))
	const status = await statusOf(run)
	if (status !== 200) return status
	const { lists } = await run
	return 'people' in lists ? lists.people.map((p) => p.name) : []
}

function household() {
	const people = assignmentHousehold()
	const cake = makeTask(people.ann.id, { title: 'Cake', folder: 'Groceries' })
	const diary = makeTask(people.ann.id, { title: 'Diary', folder: 'Private' })
	return { ...people, cake, diary }
}

const titles = (ownerId: string) => findTasks(ownerId).map((t) => t.title).sort()

describe('a sub-task’s "Assigned to" (its parent’s folder’s people)', () => {
	it('the form offers the parent’s folder’s people, as the edit form lists them; none under a parent shared with nobody', async () => {
		const { ann, bob, vic, stranger, cake, diary } = household()
		expect(await offered(ann, cake.id)).toEqual(assignableIn(ann.id, 'Groceries').map((p) => p.name))
		expect(await offered(ann, cake.id)).toEqual(['Ann', 'Bob', 'Vic'])
		// an editor of the folder is offered the same people
		expect(await offered(bob, cake.id)).toEqual(['Ann', 'Bob', 'Vic'])
		expect(await offered(ann, diary.id)).toEqual([])
		// a viewer may add nothing there; a stranger does not find the task
		expect(await offered(vic, cake.id)).toBe(403)
		expect(await offered(stranger, cake.id)).toBe(404)
		expect(await offered(bob, diary.id)).toBe(404)
	})

	it('the owner adds a sub-task assigned to a member: stored, the member told, the change list says added and assigned', async () => {
		const { ann, bob, cake } = household()
		expect((await create(ann, { title: 'Flour', parentId: cake.id, assignedTo: bob.id })).status).toBe(302)
		const flour = findTasks(ann.id).find((t) => t.title === 'Flour')!
		expect(flour).toMatchObject({ parentId: cake.id, assignedTo: bob.id })
		expect(takeAssignmentNotices(bob.id)).toBe('Ann assigned you “Flour”')
		expect(historyOf(flour.id).map((h) => [h.by, h.what])).toEqual([
			['Ann', 'Added'],
			['Ann', 'Assigned to Bob'],
		])
	})

	it('an editor adds a sub-task under the owner’s task assigned to a viewer of the folder (the owner’s task, the viewer told)', async () => {
		const { ann, bob, vic, cake } = household()
		expect((await create(bob, { title: 'Eggs', parentId: cake.id, assignedTo: vic.id })).status).toBe(302)
		expect(findTasks(ann.id).find((t) => t.title === 'Eggs')).toMatchObject({ parentId: cake.id, assignedTo: vic.id, createdBy: bob.id })
		expect(takeAssignmentNotices(vic.id)).toBe('Bob assigned you “Eggs”')
		expect(findTasks(bob.id)).toEqual([])
	})

	it('refuses a forged person id and a stranger under the field: 400, nothing made, nobody told', async () => {
		const { ann, bob, stranger, cake } = household()
		for (const [who, assignee] of [[ann, randomUUID()], [ann, stranger.id], [bob, stranger.id], [bob, 'x" or 1=1 --']] as const) {
			expect(await create(who, { title: 'Sugar', parentId: cake.id, assignedTo: assignee })).toEqual({ status: 400, error: ASSIGN_MESSAGES.notAssignable })
		}
		expect(titles(ann.id)).toEqual(['Cake', 'Diary'])
		expect(takeAssignmentNotices(stranger.id)).toBeNull()
	})

	it('checks the parent’s folder, not the folder the form says: a person of another folder, anyone under an unshared parent', async () => {
		const { ann, mo, bob, cake, diary } = household()
		expect(await create(ann, { title: 'Boxes', parentId: cake.id, folder: 'Move', assignedTo: mo.id })).toEqual({ status: 400, error: ASSIGN_MESSAGES.notAssignable })
		expect(await create(ann, { title: 'Page', parentId: diary.id, folder: 'Groceries', assignedTo: bob.id })).toEqual({ status: 400, error: ASSIGN_MESSAGES.notShared })
		expect(await create(ann, { title: 'Page', parentId: diary.id, assignedTo: ann.id })).toEqual({ status: 400, error: ASSIGN_MESSAGES.notShared })
		expect(titles(ann.id)).toEqual(['Cake', 'Diary'])
		expect(takeAssignmentNotices(mo.id)).toBeNull()
		expect(takeAssignmentNotices(bob.id)).toBeNull()
	})

	it('puts a sub-task in its parent’s folder whatever folder is posted: another shared one, one of the member’s own, none, one that is no folder', async () => {
		const { ann, bob, cake, diary } = household()
		makeFolder(bob.id, 'Bob’s own')
		const posts = [
			[ann, cake, 'Move'],
			[ann, cake, ''],
			[ann, diary, 'Groceries'],
			[ann, cake, 'No such folder'],
			[bob, cake, 'Bob’s own'],
		] as const
		for (const [i, [who, parent, folder]] of posts.entries()) expect((await create(who, { title: `Sub ${i}`, parentId: parent.id, folder })).status).toBe(302)
		const made = findTasks(ann.id).filter((t) => t.title.startsWith('Sub '))
		expect(made.map((t) => [t.title, t.parentId, t.folder]).sort()).toEqual([
			['Sub 0', cake.id, 'Groceries'],
			['Sub 1', cake.id, 'Groceries'],
			['Sub 2', diary.id, 'Private'],
			['Sub 3', cake.id, 'Groceries'],
			['Sub 4', cake.id, 'Groceries'],
		])
		expect(findTasks(bob.id)).toEqual([])
		// the create page says the parent's folder (its form shows it instead of a choice)
		expect(createPageData(new Request(`http://localhost/tasks/create/new?parentId=${cake.id}`), bob).parent).toMatchObject({ id: cake.id, folder: 'Groceries' })
	})

	it('a viewer, a stranger, or a member with a parent of a folder not shared with them: refused, nothing made, nobody told', async () => {
		const { ann, bob, vic, mo, stranger, cake, diary } = household()
		expect((await create(vic, { title: 'Salt', parentId: cake.id, assignedTo: bob.id })).status).toBe(403)
		expect((await create(stranger, { title: 'Salt', parentId: cake.id, assignedTo: ann.id })).status).toBe(404)
		// Mo edits Ann's Move, not her Groceries nor her Private folder: their tasks are not found for him
		expect((await create(mo, { title: 'Salt', parentId: cake.id, assignedTo: mo.id })).status).toBe(404)
		expect((await create(bob, { title: 'Salt', parentId: diary.id, assignedTo: ann.id })).status).toBe(404)
		// another person's parent under a task id of one's own folder's name changes nothing either
		const mine = makeTask(stranger.id, { title: 'Mine', folder: 'Groceries' })
		expect((await create(bob, { title: 'Salt', parentId: mine.id, assignedTo: stranger.id })).status).toBe(404)
		expect(titles(ann.id)).toEqual(['Cake', 'Diary'])
		expect(titles(stranger.id)).toEqual(['Mine'])
		for (const p of [ann, bob, mo, stranger]) expect(takeAssignmentNotices(p.id)).toBeNull()
	})
})
