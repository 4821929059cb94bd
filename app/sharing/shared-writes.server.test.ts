// Every write of a task of a shared folder through the one access function (issue 55 point 6; decision 363), for a
// task made by every way in of the seams matrix (tests/seams-entries.ts) and moved into the shared folder: a viewer's
// every write is refused with 403 and a stranger's with 404, the task left exactly as it was; an editor's go through
// (complete and reopen with JavaScript off and on, star, save, bulk, Kanban, delete), made as the owner's task.
import { beforeAll, describe, expect, it } from 'vitest'
import { toggleValue } from '~/tasks/card-toggle'
import { bulkAction } from '~/tasks/bulk-action.server'
import { taskCardAction } from '~/tasks/card-actions.server'
import { moveTarget } from '~/tasks/kanban-move'
import { kanbanMoveAction } from '~/tasks/kanban-move.server'
import { taskFormValues } from '~/tasks/task-changes.server'
import { findTask, requireTask, type Task } from '~/tasks/tasks.server'
import { apiForTheFile } from '../../tests/api-client'
import { makeUser, shareWith } from '../../tests/factories'
import { context, ENTRIES, formFields, post, seamsWorld, statusOf } from '../../tests/seams-entries'

const server = apiForTheFile()

type Person = ReturnType<typeof makeUser>
const card = (who: Person, fields: [string, string][], js = false) => statusOf(taskCardAction(post('/tasks', [...fields, ['returnTo', '/tasks']]), context(js), who))
const bulk = (who: Person, fields: [string, string][]) => statusOf(bulkAction(post('/tasks/bulk', [...fields, ['returnTo', '/tasks']]), who))
const move = (who: Person, id: string, to: string) => statusOf(kanbanMoveAction(post('/tasks/move', [['group', 'status'], ['to', to], ['returnTo', '/tasks']]), context(false), who, id))

/** every write a person could post about a task, each with its way of posting */
function writes(who: Person, id: string, task: Task): [string, () => Promise<number>][] {
	const fields = formFields(taskFormValues(task, who.timezone))
	return [
		['card complete, JavaScript off', () => card(who, [['intent', 'complete'], ['taskId', id], ['completed', 'Y']])],
		['card complete, JavaScript on', () => card(who, [['toggle', toggleValue('complete', id, true)]], true)],
		['card star', () => card(who, [['toggle', toggleValue('star', id, true)]], true)],
		['card save (a new title)', () => card(who, [['intent', 'save'], ['taskId', id], ...fields.filter(([k]) => k !== 'title'), ['title', 'Changed by someone else']])],
		['card delete, confirmed', () => card(who, [['intent', 'delete'], ['taskId', id], ['confirm', 'Y']])],
		['card menu delete', () => card(who, [['toggle', toggleValue('delete', id, true)]], true)],
		['bulk complete', () => bulk(who, [['id', id], ['completed', 'Y']])],
		['bulk delete, confirmed', () => bulk(who, [['id', id], ['intent', 'delete'], ['confirm', 'Y']])],
		['Kanban move', () => move(who, id, moveTarget('top', 'waiting'))],
	]
}

describe('writes of a shared task, for every way in: viewer 403, stranger 404, nothing changed; editor as the owner', () => {
	const w = seamsWorld(server)
	const editor = makeUser({ premium: true })
	const viewer = makeUser({ premium: true })
	const stranger = makeUser({ premium: true })
	beforeAll(() => {
		shareWith(w.user.id, 'Groceries', editor.id, 'editor')
		shareWith(w.user.id, 'Groceries', viewer.id, 'viewer')
	})
	for (const [i, entry] of ENTRIES.entries()) {
		it(entry.name, async () => {
			const id = await entry.make(w, `Shared write ${i}`)
			expect(await bulk(w.user, [['id', id], ['folder', '=Groceries']])).toBe(302)
			const before = requireTask(w.user.id, id)
			for (const [who, status] of [[viewer, 403], [stranger, 404]] as const) {
				for (const [name, write] of writes(who, id, before)) {
					expect(await write(), `${name} by the ${status === 403 ? 'viewer' : 'stranger'}`).toBe(status)
					expect(requireTask(w.user.id, id), name).toEqual(before)
				}
			}
			// the editor: complete and reopen both ways, star, save, move, then delete: each the owner's task's change
			expect(await card(editor, [['intent', 'complete'], ['taskId', id], ['completed', 'Y']])).toBe(302)
			expect(requireTask(w.user.id, id)).toMatchObject({ completed: true, completedBy: editor.id })
			expect(await card(editor, [['toggle', toggleValue('complete', id, false)]], true)).toBe(200)
			expect(requireTask(w.user.id, id)).toMatchObject({ completed: false, completedBy: null })
			expect(await card(editor, [['toggle', toggleValue('star', id, !before.star)]], true)).toBe(200)
			const fields = formFields(taskFormValues(requireTask(w.user.id, id), editor.timezone)).filter(([k]) => k !== 'title')
			expect(await card(editor, [['intent', 'save'], ['taskId', id], ...fields, ['title', `Edited ${i}`]])).toBe(302)
			expect(requireTask(w.user.id, id)).toMatchObject({ title: `Edited ${i}`, star: !before.star, folder: 'Groceries', ownerId: w.user.id })
			expect(await move(editor, id, moveTarget('top', 'waiting'))).toBe(302)
			expect(requireTask(w.user.id, id).status).toBe('waiting')
			expect(await bulk(editor, [['id', id], ['completed', 'Y']])).toBe(302)
			expect(requireTask(w.user.id, id).completed).toBe(true)
			expect(await card(editor, [['intent', 'delete'], ['taskId', id], ['confirm', 'Y']])).toBe(302)
			expect(findTask(w.user.id, id)).toBeUndefined()
		})
	}
})

describe('the edges of a shared write', () => {
	it('an editor moves a shared task only among the owner’s folders shared with them, not into their own', async () => {
		const owner = makeUser()
		const editor = makeUser()
		shareWith(owner.id, 'Move', editor.id, 'editor')
		shareWith(editor.id, 'Mine', owner.id, 'viewer')
		const { makeTask } = await import('../../tests/factories')
		const task = makeTask(owner.id, { title: 'Boxes', folder: 'Move' })
		const fields = formFields(taskFormValues(task, editor.timezone)).filter(([k]) => k !== 'folder')
		expect(await card(editor, [['intent', 'save'], ['taskId', task.id], ...fields, ['folder', 'Mine']])).toBe(400)
		expect(requireTask(owner.id, task.id).folder).toBe('Move')
	})
	it('a removed member’s stale page posts nothing: their writes are then a stranger’s (404)', async () => {
		const owner = makeUser()
		const gone = makeUser()
		const folder = shareWith(owner.id, 'Club', gone.id, 'editor')
		const { makeTask } = await import('../../tests/factories')
		const task = makeTask(owner.id, { title: 'Hall', folder: 'Club' })
		const { removeMember } = await import('./members.server')
		expect(removeMember(owner.id, folder.id, gone.id)).toBe(true)
		expect(await card(gone, [['intent', 'complete'], ['taskId', task.id], ['completed', 'Y']])).toBe(404)
		expect(await bulk(gone, [['id', task.id], ['completed', 'Y']])).toBe(404)
		expect(requireTask(owner.id, task.id).completed).toBe(false)
	})
	it('a bulk post mixing own tasks with a viewer’s shared one changes nothing (403)', async () => {
		const owner = makeUser()
		const viewer = makeUser()
		shareWith(owner.id, 'Club', viewer.id, 'viewer')
		const { makeTask } = await import('../../tests/factories')
		const shared = makeTask(owner.id, { title: 'Hall', folder: 'Club' })
		const own = makeTask(viewer.id, { title: 'Mine' })
		expect(await bulk(viewer, [['id', own.id], ['id', shared.id], ['completed', 'Y']])).toBe(403)
		expect(requireTask(viewer.id, own.id).completed).toBe(false)
		expect(requireTask(owner.id, shared.id).completed).toBe(false)
	})
	it('a task added in a shared folder (quick add, the Create form, a sub-task) is the folder owner’s, added by the member; a viewer adds there nothing', async () => {
		const owner = makeUser()
		const editor = makeUser()
		const viewer = makeUser()
		shareWith(owner.id, 'Groceries', editor.id, 'editor')
		shareWith(owner.id, 'Groceries', viewer.id, 'viewer')
		const { addQuickTask, readQuickAdd } = await import('~/tasks/quick-add.server')
		const { taskPreferences } = await import('~/tasks/preferences.server')
		const { createTaskAction } = await import('~/tasks/create-task.server')
		const { findTasks, makeTask } = await import('../../tests/factories')
		const quick = (who: Person, text: string) =>
			addQuickTask(who.id, readQuickAdd(who.id, text, who.timezone), taskPreferences(who.id).defaultTaskOptions, who.timezone, { context: false, folder: false })
		const bread = quick(editor, 'Bread #Groceries')
		expect(bread).toMatchObject({ ownerId: owner.id, folder: 'Groceries', createdBy: editor.id })
		// the viewer's #Groceries is no folder of theirs to add to: the task is theirs, in their default folder
		const mine = quick(viewer, 'Butter #Groceries')
		expect(mine.ownerId).toBe(viewer.id)
		expect(mine.folder).not.toBe('Groceries')
		const create = (who: Person, fields: [string, string][]) =>
			statusOf(createTaskAction(post('/tasks/create/new', [['repeatChoice', 'NONE'], ['repeatFrom', 'due'], ['remind', '-1'], ['priority', 'low'], ['status', 'none'], ...fields]), context(false), who))
		expect(await create(editor, [['title', 'Eggs'], ['folder', 'Groceries']])).toBe(302)
		expect(findTasks(owner.id).find((t) => t.title === 'Eggs')).toMatchObject({ folder: 'Groceries', createdBy: editor.id })
		const parent = makeTask(owner.id, { title: 'Cake', folder: 'Groceries' })
		expect(await create(editor, [['title', 'Flour'], ['parentId', parent.id]])).toBe(302)
		expect(findTasks(owner.id).find((t) => t.title === 'Flour')).toMatchObject({ parentId: parent.id, createdBy: editor.id })
		expect(await create(viewer, [['title', 'Sugar'], ['parentId', parent.id]])).toBe(403)
		expect(await create(viewer, [['title', 'Salt'], ['folder', 'Groceries']])).toBe(400)
		expect(findTasks(owner.id).map((t) => t.title).sort()).toEqual(['Bread', 'Cake', 'Eggs', 'Flour'])
	})
})
