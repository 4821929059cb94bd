// "Assigned to" on the Create form (issue 55 point 3; decision 391): the person chosen is checked against the folder
// the task goes to before anything is made. A stranger, a person of another shared folder, any person for a folder
// shared with nobody, and a viewer's choice are refused under the field (400, nothing created, nobody told); an
// assignment made at creation tells the assignee and writes the change list as an edit does.
import { describe, expect, it } from 'vitest'
import { makeFolder, makeTask, makeUser, findTasks } from '../../tests/factories'
import { assignmentHousehold, createWithForm } from './sharing-test-support'
import { ASSIGN_MESSAGES } from './assignment'
import { historyOf, takeAssignmentNotices } from './assignment.server'
import { assignableForNewTasks, assignableIn } from './assignable.server'

type Person = ReturnType<typeof makeUser>
const create = createWithForm

const household = assignmentHousehold

const titles = (ownerId: string) => findTasks(ownerId).map((t) => t.title)

describe('the Create form’s "Assigned to"', () => {
	it('offers the people of each shared folder the person may add to, by folder; a viewer’s folder offers none', () => {
		const { ann, bob, vic, mo } = household()
		const byFolder = (p: Person, own: string[] = []) => assignableForNewTasks(p.id, new Set(own)).map((g) => [g.folder, g.people.map((x) => x.name).sort()])
		expect(byFolder(ann, ['Groceries', 'Move', 'Private'])).toEqual([
			['Groceries', ['Ann', 'Bob', 'Vic']],
			['Move', ['Ann', 'Mo']],
		])
		expect(byFolder(bob)).toEqual([['Groceries', ['Ann', 'Bob', 'Vic']]])
		expect(byFolder(mo)).toEqual([['Move', ['Ann', 'Mo']]])
		expect(byFolder(vic)).toEqual([])
		// in assignableIn's order (the owner first, then the members by name), as the edit form lists them
		const people = (owner: Person, folder: string) => assignableIn(owner.id, folder).map(({ id, name }) => ({ id, name }))
		expect(assignableForNewTasks(ann.id, new Set(['Groceries', 'Move', 'Private']))).toEqual([
			{ folder: 'Groceries', people: people(ann, 'Groceries') },
			{ folder: 'Move', people: people(ann, 'Move') },
		])
		expect(assignableForNewTasks(bob.id, new Set())).toEqual([{ folder: 'Groceries', people: people(ann, 'Groceries') }])
	})

	it('the owner assigns a member at creation: stored, the member told, the change list says who added and assigned it', async () => {
		const { ann, bob } = household()
		expect((await create(ann, { title: 'Eggs', folder: 'Groceries', assignedTo: bob.id })).status).toBe(302)
		const eggs = findTasks(ann.id).find((t) => t.title === 'Eggs')!
		expect(eggs).toMatchObject({ assignedTo: bob.id, folder: 'Groceries' })
		expect(takeAssignmentNotices(bob.id)).toBe('Ann assigned you “Eggs”')
		expect(historyOf(eggs.id).map((h) => [h.by, h.what])).toEqual([
			['Ann', 'Added'],
			['Ann', 'Assigned to Bob'],
		])
	})

	it('an editor adds a task in the owner’s folder assigned to the owner (the owner’s task, the owner told)', async () => {
		const { ann, bob } = household()
		expect((await create(bob, { title: 'Bread', folder: 'Groceries', assignedTo: ann.id })).status).toBe(302)
		expect(findTasks(ann.id).find((t) => t.title === 'Bread')).toMatchObject({ assignedTo: ann.id, createdBy: bob.id })
		expect(takeAssignmentNotices(ann.id)).toBe('Bob assigned you “Bread”')
	})

	it('"Waiting for whom?" behaves as on the edit form: kept with Waiting or Delegated, dropped otherwise', async () => {
		const { ann, bob } = household()
		expect((await create(ann, { title: 'Plumber', folder: 'Groceries', status: 'waiting', waitingFor: 'The plumber' })).status).toBe(302)
		expect((await create(ann, { title: 'Not waiting', folder: 'Groceries', status: 'none', waitingFor: 'Nobody' })).status).toBe(302)
		expect((await create(ann, { title: 'Delegated', folder: 'Groceries', status: 'delegated', assignedTo: bob.id })).status).toBe(302)
		const made = new Map(findTasks(ann.id).map((t) => [t.title, t]))
		expect(made.get('Plumber')).toMatchObject({ waitingFor: 'The plumber', assignedTo: null })
		expect(made.get('Not waiting')).toMatchObject({ waitingFor: '' })
		expect(made.get('Delegated')).toMatchObject({ status: 'delegated', assignedTo: bob.id })
	})

	it('refuses a stranger under the field: 400, nothing created, nobody told', async () => {
		const { ann, stranger } = household()
		expect(await create(ann, { title: 'Milk', folder: 'Groceries', assignedTo: stranger.id })).toEqual({ status: 400, error: ASSIGN_MESSAGES.notAssignable })
		expect(titles(ann.id)).not.toContain('Milk')
		expect(takeAssignmentNotices(stranger.id)).toBeNull()
	})

	it('refuses a person of another shared folder: the check is against the folder chosen', async () => {
		const { ann, bob, mo } = household()
		expect(await create(ann, { title: 'Boxes', folder: 'Groceries', assignedTo: mo.id })).toEqual({ status: 400, error: ASSIGN_MESSAGES.notAssignable })
		expect(await create(bob, { title: 'Tape', folder: 'Groceries', assignedTo: mo.id })).toEqual({ status: 400, error: ASSIGN_MESSAGES.notAssignable })
		expect(titles(ann.id)).toEqual([])
		expect(takeAssignmentNotices(mo.id)).toBeNull()
	})

	it('refuses any person for a folder shared with nobody, or no folder', async () => {
		const { ann, bob } = household()
		expect(await create(ann, { title: 'Diary', folder: 'Private', assignedTo: bob.id })).toEqual({ status: 400, error: ASSIGN_MESSAGES.notShared })
		expect(await create(ann, { title: 'Loose', folder: '', assignedTo: ann.id })).toEqual({ status: 400, error: ASSIGN_MESSAGES.notShared })
		expect(titles(ann.id)).toEqual([])
		expect(takeAssignmentNotices(bob.id)).toBeNull()
	})

	it('a viewer assigns nobody: not in the folder they view, not on a task of their own', async () => {
		const { ann, bob, vic } = household()
		// their own folder is shared with nobody: a person of the folder they view is not theirs to assign
		makeFolder(vic.id, 'Mine')
		expect(await create(vic, { title: 'Mine too', folder: 'Mine', assignedTo: ann.id })).toEqual({ status: 400, error: ASSIGN_MESSAGES.notShared })
		// the folder they view takes no task of theirs at all
		expect((await create(vic, { title: 'Salt', folder: 'Groceries', assignedTo: bob.id })).status).toBe(400)
		// nor a sub-task under one of its tasks
		const cake = makeTask(ann.id, { title: 'Cake', folder: 'Groceries' })
		expect((await create(vic, { title: 'Sugar', parentId: cake.id, assignedTo: bob.id })).status).toBe(403)
		expect(titles(vic.id)).toEqual([])
		expect(titles(ann.id)).toEqual(['Cake'])
		expect(takeAssignmentNotices(ann.id)).toBeNull()
		expect(takeAssignmentNotices(bob.id)).toBeNull()
	})

	it('a sub-task is assigned among its parent’s folder’s people, whatever folder the form says', async () => {
		const { ann, bob, mo } = household()
		const cake = makeTask(ann.id, { title: 'Cake', folder: 'Groceries' })
		makeFolder(bob.id, 'Errands')
		expect(await create(bob, { title: 'Flour', parentId: cake.id, folder: 'Errands', assignedTo: mo.id })).toEqual({ status: 400, error: ASSIGN_MESSAGES.notAssignable })
		expect((await create(bob, { title: 'Flour', parentId: cake.id, assignedTo: ann.id })).status).toBe(302)
		expect(findTasks(ann.id).find((t) => t.title === 'Flour')).toMatchObject({ parentId: cake.id, assignedTo: ann.id })
	})
})
