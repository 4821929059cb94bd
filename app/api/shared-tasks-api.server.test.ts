// The JSON API with shared folders (issue 55 points 2 and 6; decision 380), through the real Express app: a member's
// lists hold the shared folder's tasks as the web's do; one task's read, change, complete and delete go through the one
// access function as owner, editor, viewer and stranger (a viewer's write 403, a stranger's 404, nothing changed); a
// task added in a shared folder is its owner's; `assignedTo` names only the folder's owner or a member.
import { describe, expect, it } from 'vitest'
import { historyOf } from '~/sharing/assignment.server'
import { requireTask } from '~/tasks/tasks.server'
import { filter, personalToken, apiForTheFile } from '../../tests/api-client'
import { findTasks, makeFolder, makeTask, makeUser, shareWith } from '../../tests/factories'
import { API_SHARING_TEXTS } from './shared-tasks.server'

const api = apiForTheFile()
const V1 = '/api/v1/external'
type Person = ReturnType<typeof makeUser>

function household() {
	const owner = makeUser({ premium: true })
	const editor = makeUser({ premium: true })
	const viewer = makeUser({ premium: true })
	const stranger = makeUser({ premium: true })
	shareWith(owner.id, 'Groceries', editor.id, 'editor')
	shareWith(owner.id, 'Groceries', viewer.id, 'viewer')
	makeFolder(owner.id, 'Private')
	const eggs = makeTask(owner.id, { title: 'Eggs', folder: 'Groceries' })
	const secret = makeTask(owner.id, { title: 'Diary', folder: 'Private' })
	return { owner, editor, viewer, stranger, eggs, secret }
}
const token = (who: Person) => personalToken(who.id, 'write')
const all = filter({})
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const titles = (body: Record<string, any>) => (body.data as { title: string }[]).map((t) => t.title).sort()

describe('lists through the API show what the web shows', () => {
	it('a member lists the shared folder’s tasks (with who shares them); a stranger lists none; the owner’s others stay theirs', async () => {
		const { owner, editor, viewer, stranger } = household()
		makeTask(editor.id, { title: 'Own errand' })
		const list = (who: Person) => api.call('get', `${V1}/tasks/${who.id}/${all}?limit=100`, { token: token(who) })
		expect(titles((await list(editor)).body)).toEqual(['Eggs', 'Own errand'])
		expect(titles((await list(viewer)).body)).toEqual(['Eggs'])
		expect(titles((await list(stranger)).body)).toEqual([])
		expect(titles((await list(owner)).body)).toEqual(['Diary', 'Eggs'])
		const shared = (await list(viewer)).body.data[0]
		expect(shared).toMatchObject({ owner: owner.id, sharedBy: { id: owner.id, name: owner.goesBy, role: 'viewer' }, assignedTo: null, waitingFor: null, createdBy: null, completedBy: null })
		// the owner's own tasks carry no sharedBy
		expect((await list(owner)).body.data.every((t: Record<string, unknown>) => !('sharedBy' in t))).toBe(true)
		const inbox = await api.call('get', '/api/v3/tasks/gtd/inbox?limit=100', { token: token(editor) })
		expect(titles(inbox.body)).toEqual(['Eggs', 'Own errand'])
	})
})

describe('one task through the API, as owner, editor, viewer and stranger', () => {
	it('reads: owner, editor and viewer 200; a stranger 404 (and a folder not shared 404 to the members)', async () => {
		const { owner, editor, viewer, stranger, eggs, secret } = household()
		const get = (who: Person, id: string) => api.call('get', `/api/v2/external/task/${id}`, { token: token(who) })
		for (const who of [owner, editor, viewer]) expect((await get(who, eggs.id)).status).toBe(200)
		expect((await get(stranger, eggs.id)).status).toBe(404)
		for (const who of [editor, viewer, stranger]) expect((await get(who, secret.id)).status).toBe(404)
	})
	it('writes: a viewer 403 and a stranger 404 for change, complete and delete, the task left exactly as it was', async () => {
		const { owner, viewer, stranger, eggs } = household()
		const before = requireTask(owner.id, eggs.id)
		for (const [who, status] of [[viewer, 403], [stranger, 404]] as const) {
			const put = (data: Record<string, unknown>) => api.call('put', `${V1}/tasks`, { token: token(who), body: { data: { _id: eggs.id, title: 'Eggs', ...data } } })
			const change = await put({ title: 'Changed' })
			expect(change.status).toBe(status)
			if (status === 403) expect(change.body.message).toBe(API_SHARING_TEXTS.viewOnly('viewer'))
			expect((await put({ completed: 'Y' })).status).toBe(status)
			expect((await put({ assignedTo: who.id })).status).toBe(status)
			expect((await api.call('delete', `${V1}/tasks/${eggs.id}`, { token: token(who) })).status).toBe(status)
			// a sub-task under the shared task: the viewer 403, the stranger 404
			expect((await api.call('post', `${V1}/tasks`, { token: token(who), body: { data: [{ title: 'Milk', parent: eggs.id }] } })).status).toBe(status)
			expect(requireTask(owner.id, eggs.id)).toEqual(before)
		}
		expect(findTasks(owner.id).map((t) => t.title).sort()).toEqual(['Diary', 'Eggs'])
		// the viewer cannot add to the folder either: 403, nothing made
		const add = await api.call('post', `${V1}/tasks`, { token: token(viewer), body: { data: [{ title: 'Butter', folder: 'Groceries' }] } })
		expect(add.status).toBe(403)
		expect(add.body.message).toBe(API_SHARING_TEXTS.viewOnlyFolder('Groceries'))
		expect(findTasks(viewer.id)).toEqual([])
	})
	it('an editor changes, completes (completedBy), reopens and deletes the owner’s task; adds in the folder as the owner’s', async () => {
		const { owner, editor, eggs } = household()
		const put = (data: Record<string, unknown>) => api.call('put', `${V1}/tasks`, { token: token(editor), body: { data: { _id: eggs.id, title: 'Eggs', ...data } } })
		const done = await put({ title: 'Free-range eggs', completed: 'Y' })
		expect(done.status).toBe(200)
		expect(done.body.data).toMatchObject({ title: 'Free-range eggs', completed: 'Y', completedBy: editor.id, owner: owner.id, sharedBy: { role: 'editor' } })
		expect(requireTask(owner.id, eggs.id)).toMatchObject({ completed: true, completedBy: editor.id })
		// the change list says who did what (issue 55 point 4)
		expect(historyOf(eggs.id).map((h) => [h.by, h.what])).toEqual(expect.arrayContaining([[editor.goesBy, 'Completed'], [editor.goesBy, 'Title: “Free-range eggs”']]))
		expect((await put({ title: 'Free-range eggs', completed: 'N' })).body.data).toMatchObject({ completed: 'N', completedBy: null })
		// a member moves a shared task only among the owner's folders shared with them: not into the owner's others
		expect((await put({ folder: 'Private' })).status).toBe(400)
		expect(requireTask(owner.id, eggs.id).folder).toBe('Groceries')

		const made = await api.call('post', `${V1}/tasks`, { token: token(editor), body: { data: [{ title: 'Bread', folder: 'Groceries' }, { title: 'Jam', parent: eggs.id }, { title: 'Mine' }] } })
		expect(made.status).toBe(201)
		expect(made.body.data.map((t: { owner: string; createdBy: string | null }) => [t.owner, t.createdBy])).toEqual([
			[owner.id, editor.id],
			[owner.id, editor.id],
			[editor.id, null],
		])
		expect(findTasks(owner.id).find((t) => t.title === 'Bread')).toMatchObject({ folder: 'Groceries', createdBy: editor.id })

		const gone = await api.call('delete', `${V1}/tasks/${eggs.id}`, { token: token(editor) })
		expect(gone.status).toBe(200)
		expect(findTasks(owner.id).map((t) => t.title).sort()).toEqual(['Bread', 'Diary'])
	})
	it('an editor’s own folder of the same name wins: the task is theirs', async () => {
		const { editor } = household()
		makeFolder(editor.id, 'Groceries')
		const made = await api.call('post', `${V1}/tasks`, { token: token(editor), body: { data: [{ title: 'Oats', folder: 'Groceries' }] } })
		expect(made.body.data[0]).toMatchObject({ owner: editor.id, createdBy: null })
	})
})

describe('assignedTo and waitingFor', () => {
	it('assigns to a member or the owner (id and name back), refuses anyone else with a field message, clears with null', async () => {
		const { owner, editor, viewer, stranger, eggs, secret } = household()
		const put = (who: Person, id: string, data: Record<string, unknown>) => api.call('put', `${V1}/tasks`, { token: token(who), body: { data: { _id: id, title: 'Eggs', ...data } } })
		const assigned = await put(editor, eggs.id, { assignedTo: viewer.id, waitingFor: 'the farm shop' })
		expect(assigned.status).toBe(200)
		expect(assigned.body.data).toMatchObject({ assignedTo: { id: viewer.id, name: viewer.goesBy }, waitingFor: 'the farm shop' })
		expect(requireTask(owner.id, eggs.id)).toMatchObject({ assignedTo: viewer.id, waitingFor: 'the farm shop' })
		expect((await put(owner, eggs.id, { assignedTo: owner.id })).body.data.assignedTo).toEqual({ id: owner.id, name: owner.goesBy })

		const before = requireTask(owner.id, eggs.id)
		const refused = await put(editor, eggs.id, { title: 'Not saved', assignedTo: stranger.id })
		expect(refused.status).toBe(400)
		expect(refused.body.message).toBe(`data.${API_SHARING_TEXTS.notAssignable}`)
		expect((await put(owner, secret.id, { title: 'Diary', assignedTo: editor.id })).status).toBe(400)
		expect(requireTask(owner.id, eggs.id)).toEqual(before)

		const cleared = await put(editor, eggs.id, { assignedTo: null, waitingFor: null })
		expect(cleared.body.data).toMatchObject({ assignedTo: null, waitingFor: null })
		// on create too: a member, or a 400 with the task's index and nothing made (all or nothing)
		const made = await api.call('post', `${V1}/tasks`, { token: token(editor), body: { data: [{ title: 'Flour', folder: 'Groceries', assignedTo: editor.id }] } })
		expect(made.body.data[0].assignedTo).toEqual({ id: editor.id, name: editor.goesBy })
		const bad = await api.call('post', `${V1}/tasks`, { token: token(editor), body: { data: [{ title: 'Sugar', folder: 'Groceries' }, { title: 'Salt', folder: 'Groceries', assignedTo: stranger.id }] } })
		expect(bad.status).toBe(400)
		expect(bad.body.message).toBe(`data[1].${API_SHARING_TEXTS.notAssignable}`)
		expect(findTasks(owner.id).map((t) => t.title)).not.toContain('Sugar')
	})
	it('a task moved out of its assignee’s folder loses the assignment', async () => {
		const { owner, viewer, eggs } = household()
		makeFolder(owner.id, 'Elsewhere')
		await api.call('put', `${V1}/tasks`, { token: token(owner), body: { data: { _id: eggs.id, title: 'Eggs', assignedTo: viewer.id } } })
		const moved = await api.call('put', `${V1}/tasks`, { token: token(owner), body: { data: { _id: eggs.id, title: 'Eggs', folder: 'Elsewhere' } } })
		expect(moved.body.data).toMatchObject({ folder: 'Elsewhere', assignedTo: null })
	})
})
