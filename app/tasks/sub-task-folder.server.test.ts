// A sub-task goes where its parent goes (issue 55 point 1; decision 405), on every way in that writes a folder: the
// card's edit form (the list's inline edit and the task page's post the same action), bulk edit and the JSON API. A
// folder posted for a sub-task is ignored (it lands in its parent's), by the owner and by a member of the shared
// folder alike; a parent moved to another folder takes its sub-tasks with it (and bulk edit's Undo brings them back).
import { describe, expect, it } from 'vitest'
import { bulkAction } from './bulk-action.server'
import { applyBulkChange, selectionWhere } from './bulk.server'
import { taskCardAction } from './card-actions.server'
import { taskFormValues } from './task-changes.server'
import { requireTask } from './tasks.server'
import { undo } from './undo.server'
import { presentTasks } from './present.server'
import { apiForTheFile, personalToken } from '../../tests/api-client'
import { findTasks, makeFolder, makeTask, makeUser, shareWith } from '../../tests/factories'
import { context, formFields, post, statusOf } from '../../tests/seams-entries'

const api = apiForTheFile()
const V1 = '/api/v1/external'
type Person = ReturnType<typeof makeUser>

/** the card's edit form saved by `who` with `changes` over the task's stored values (JavaScript off) */
function save(who: Person, ownerId: string, id: string, changes: Record<string, string>) {
	const fields = formFields(taskFormValues(requireTask(ownerId, id), who.timezone)).filter(([k]) => !(k in changes))
	return statusOf(taskCardAction(post('/tasks', [['intent', 'save'], ['taskId', id], ...fields, ...Object.entries(changes), ['returnTo', '/tasks']]), context(false), who))
}
const bulk = (who: Person, fields: [string, string][]) => statusOf(bulkAction(post('/tasks/bulk', [...fields, ['returnTo', '/tasks']]), who))

/** Ann shares Groceries and Party with Bob (editor), keeps Private; Cake (Groceries) has the sub-tasks Flour and Eggs */
function household() {
	const ann = makeUser({ premium: true })
	const bob = makeUser({ premium: true })
	shareWith(ann.id, 'Groceries', bob.id, 'editor')
	shareWith(ann.id, 'Party', bob.id, 'editor')
	makeFolder(ann.id, 'Private')
	makeFolder(bob.id, 'Bob’s own')
	const cake = makeTask(ann.id, { title: 'Cake', folder: 'Groceries' })
	const flour = makeTask(ann.id, { title: 'Flour', folder: 'Groceries', parentId: cake.id })
	const eggs = makeTask(ann.id, { title: 'Eggs', folder: 'Groceries', parentId: cake.id })
	return { ann, bob, cake, flour, eggs }
}
const folderOf = (ownerId: string, id: string) => requireTask(ownerId, id).folder

describe('the edit form of a sub-task', () => {
	it('keeps its parent’s folder whatever the owner posts: another folder, none, one that is no folder', async () => {
		const { ann, flour } = household()
		for (const folder of ['Private', '', 'Party', 'No such folder']) {
			expect(await save(ann, ann.id, flour.id, { folder, title: `Flour ${folder || 'none'}` }), folder).toBe(302)
			expect(requireTask(ann.id, flour.id)).toMatchObject({ title: `Flour ${folder || 'none'}`, folder: 'Groceries' })
		}
	})

	it('a member cannot move a shared sub-task out: its other folder shared with them, their own, none', async () => {
		const { ann, bob, flour } = household()
		for (const folder of ['Party', 'Bob’s own', '']) {
			expect(await save(bob, ann.id, flour.id, { folder, notes: folder }), folder).toBe(302)
			expect(requireTask(ann.id, flour.id)).toMatchObject({ notes: folder, folder: 'Groceries' })
		}
		expect(findTasks(bob.id)).toEqual([])
	})

	it('puts back a sub-task stored in a folder of its own (before this rule) on its next save; its card says the parent’s', async () => {
		const { ann, cake } = household()
		const stray = makeTask(ann.id, { title: 'Stray', folder: 'Private', parentId: cake.id })
		expect(presentTasks(ann.id, [stray], ann.timezone)[0]).toMatchObject({ parentId: cake.id, parentFolder: 'Groceries' })
		expect(await save(ann, ann.id, stray.id, {})).toBe(302)
		expect(folderOf(ann.id, stray.id)).toBe('Groceries')
	})
})

describe('a parent moved to another folder takes its sub-tasks', () => {
	it('by the edit form, the owner’s and a member’s (to another folder shared with them)', async () => {
		const { ann, bob, cake, flour, eggs } = household()
		const other = makeTask(ann.id, { title: 'Other', folder: 'Groceries' })
		expect(await save(ann, ann.id, cake.id, { folder: 'Private' })).toBe(302)
		expect([cake, flour, eggs].map((t) => folderOf(ann.id, t.id))).toEqual(['Private', 'Private', 'Private'])
		expect(folderOf(ann.id, other.id)).toBe('Groceries')
		expect(await save(ann, ann.id, cake.id, { folder: 'Party' })).toBe(302)
		expect(await save(bob, ann.id, cake.id, { folder: 'Groceries' })).toBe(302)
		expect([cake, flour, eggs].map((t) => folderOf(ann.id, t.id))).toEqual(['Groceries', 'Groceries', 'Groceries'])
		// not to a folder of the member's own: refused under the field, nothing moved
		expect(await save(bob, ann.id, cake.id, { folder: 'Bob’s own' })).toBe(400)
		expect([cake, flour, eggs].map((t) => folderOf(ann.id, t.id))).toEqual(['Groceries', 'Groceries', 'Groceries'])
	})

	it('by bulk edit: the sub-tasks follow, a sub-task chosen alone stays with its parent, Undo brings them all back', () => {
		const { ann, cake, flour, eggs } = household()
		const where = (ids: string[]) => selectionWhere(ann.id, { ids }, ann.timezone)
		const alone = applyBulkChange(ann.id, where([flour.id]), { folder: 'Private' }, ann.timezone)
		expect(alone.before).toEqual([])
		expect(folderOf(ann.id, flour.id)).toBe('Groceries')
		// the parent with one of its sub-tasks chosen, and a star too: each row once in what the Undo puts back
		const moved = applyBulkChange(ann.id, where([cake.id, flour.id]), { folder: 'Private', star: true }, ann.timezone)
		expect(moved.before.map((t) => t.title).sort()).toEqual(['Cake', 'Eggs', 'Flour'])
		expect([cake, flour, eggs].map((t) => requireTask(ann.id, t.id)).map((t) => [t.title, t.folder, t.star])).toEqual([
			['Cake', 'Private', true],
			['Flour', 'Private', true],
			['Eggs', 'Private', false],
		])
		expect(undo(ann.id, moved.undoId!).ok).toBe(true)
		expect([cake, flour, eggs].map((t) => requireTask(ann.id, t.id))).toEqual([cake, flour, eggs])
	})

	it('by a member’s bulk edit of a shared parent; a member’s move of a shared sub-task alone changes nothing', async () => {
		const { ann, bob, cake, flour, eggs } = household()
		expect(await bulk(bob, [['id', flour.id], ['folder', '=Party']])).toBe(302)
		expect(folderOf(ann.id, flour.id)).toBe('Groceries')
		expect(await bulk(bob, [['id', cake.id], ['folder', '=Party']])).toBe(302)
		expect([cake, flour, eggs].map((t) => folderOf(ann.id, t.id))).toEqual(['Party', 'Party', 'Party'])
	})
})

describe('the JSON API', () => {
	const token = (who: Person) => personalToken(who.id, 'write')

	it('a sub-task created with another folder (or one that is no folder) lands in its parent’s: 201, not an error', async () => {
		const { ann, bob, cake } = household()
		const made = await api.call('post', `${V1}/tasks`, { token: token(ann), body: { data: [{ title: 'Sugar', parent: cake.id, folder: 'Private' }, { title: 'Salt', parent: cake.id, folder: 'No such folder' }] } })
		expect(made.status).toBe(201)
		expect(made.body.data.map((t: { title: string; folder: string }) => [t.title, t.folder])).toEqual([['Sugar', 'Groceries'], ['Salt', 'Groceries']])
		const byBob = await api.call('post', `${V1}/tasks`, { token: token(bob), body: { data: [{ title: 'Milk', parent: cake.id, folder: 'Bob’s own', completed: 'Y' }] } })
		expect(byBob.status).toBe(201)
		expect(findTasks(ann.id).find((t) => t.title === 'Milk')).toMatchObject({ folder: 'Groceries', parentId: cake.id, completed: true })
		expect(findTasks(bob.id)).toEqual([])
	})

	it('an update of a sub-task keeps its parent’s folder (owner and member); a parent’s move takes its sub-tasks', async () => {
		const { ann, bob, cake, flour, eggs } = household()
		for (const [who, folder] of [[ann, 'Private'], [ann, 'No such folder'], [bob, 'Party'], [bob, 'Bob’s own']] as const) {
			const put = await api.call('put', `${V1}/tasks`, { token: token(who), body: { data: { _id: flour.id, title: `Flour ${folder}`, folder } } })
			expect(put.status, folder).toBe(200)
			expect(requireTask(ann.id, flour.id)).toMatchObject({ title: `Flour ${folder}`, folder: 'Groceries' })
		}
		expect((await api.call('put', `${V1}/tasks`, { token: token(bob), body: { data: { _id: cake.id, title: 'Cake', folder: 'Party' } } })).status).toBe(200)
		expect([cake, flour, eggs].map((t) => folderOf(ann.id, t.id))).toEqual(['Party', 'Party', 'Party'])
	})
})
