// Assignment, Waiting For with a person, the change list and the "assigned to you" notice through the card's own
// writes (issue 55 points 3 and 4): a viewer cannot assign, a non-member cannot be assigned (with a clear message),
// the change list is written for shared tasks only and keeps the newest 50.
import { describe, expect, it } from 'vitest'
import { db } from '~/lib/db.server'
import { taskHistory } from '#db/schema'
import { taskCardAction } from '~/tasks/card-actions.server'
import { toggleValue } from '~/tasks/card-toggle'
import { taskFormValues } from '~/tasks/task-changes.server'
import { listTasks, requireTask } from '~/tasks/tasks.server'
import { taskPreferences } from '~/tasks/preferences.server'
import { makeTask, makeUser, newPerson, shareWith } from '../../tests/factories'
import { context, formFields, post, statusOf } from '../../tests/seams-entries'
import { assignableIn } from './assignable.server'
import { ASSIGN_MESSAGES } from './assignment'
import { changeListOf, historyOf, pruneHistory, recordChanges, statusTimes, takeAssignmentNotices } from './assignment.server'

type Person = ReturnType<typeof makeUser>
const save = (who: Person, id: string, changes: Record<string, string>) => {
	const fields = formFields(taskFormValues(requireTask(ownerOf(id), id), who.timezone)).filter(([k]) => !(k in changes))
	return taskCardAction(post('/tasks', [['intent', 'save'], ['taskId', id], ...fields, ...Object.entries(changes), ['returnTo', '/tasks']]), context(false), who)
}
const owners = new Map<string, string>()
const ownerOf = (id: string) => owners.get(id)!

function household() {
	const owner = makeUser({ person: { ...newPerson('ann'), firstName: 'Ann', lastName: 'Lee' } })
	const editor = makeUser({ person: { ...newPerson('bob'), firstName: 'Bob', lastName: 'Stone' } })
	const viewer = makeUser()
	const stranger = makeUser()
	shareWith(owner.id, 'Groceries', editor.id, 'editor')
	shareWith(owner.id, 'Groceries', viewer.id, 'viewer')
	const task = makeTask(owner.id, { title: 'Buy milk', folder: 'Groceries' })
	owners.set(task.id, owner.id)
	return { owner, editor, viewer, stranger, task }
}

describe('who may be assigned a shared task', () => {
	it('the folder’s owner and its members; nobody for a folder shared with nobody', () => {
		const { owner, editor, viewer } = household()
		expect(assignableIn(owner.id, 'Groceries').map((p) => p.id).sort()).toEqual([owner.id, editor.id, viewer.id].sort())
		expect(assignableIn(owner.id, 'Groceries')[0]).toMatchObject({ id: owner.id, name: 'Ann' })
		expect(assignableIn(owner.id, 'Not shared')).toEqual([])
	})
	it('the owner assigns the editor: stored, the editor is told once, "Assigned to Me" lists it', async () => {
		const { owner, editor, task } = household()
		expect(await statusOf(save(owner, task.id, { assignedTo: editor.id }))).toBe(302)
		expect(requireTask(owner.id, task.id).assignedTo).toBe(editor.id)
		expect(takeAssignmentNotices(editor.id)).toBe('Ann assigned you “Buy milk”')
		expect(takeAssignmentNotices(editor.id)).toBeNull()
		const prefs = taskPreferences(editor.id)
		const mine = listTasks(editor.id, { kind: 'quick', name: 'assigned-to-me', offset: 0 }, prefs, editor.timezone, { limit: 25 })
		expect(mine.rows.map((r) => r.id)).toEqual([task.id])
		expect(listTasks(owner.id, { kind: 'quick', name: 'assigned-to-me', offset: 0 }, taskPreferences(owner.id), owner.timezone, { limit: 25 }).rows).toEqual([])
	})
	it('assigning oneself tells nobody', async () => {
		const { editor, task } = household()
		expect(await statusOf(save(editor, task.id, { assignedTo: editor.id }))).toBe(302)
		expect(takeAssignmentNotices(editor.id)).toBeNull()
	})
	it('a viewer cannot assign (403), a stranger gets 404: nothing changes', async () => {
		const { owner, viewer, stranger, task } = household()
		expect(await statusOf(save(viewer, task.id, { assignedTo: viewer.id }))).toBe(403)
		expect(await statusOf(save(stranger, task.id, { assignedTo: stranger.id }))).toBe(404)
		expect(requireTask(owner.id, task.id).assignedTo).toBeNull()
	})
	it('assigning a non-member is refused with a clear message, nothing saved', async () => {
		const { owner, stranger, task } = household()
		const answer = (await save(owner, task.id, { assignedTo: stranger.id, title: 'Not saved' })) as { data: { errors: Record<string, string> }; init: { status: number } }
		expect(answer.init.status).toBe(400)
		expect(answer.data.errors.assignedTo).toBe(ASSIGN_MESSAGES.notAssignable)
		expect(requireTask(owner.id, task.id)).toMatchObject({ assignedTo: null, title: 'Buy milk' })
	})
	it('a task moved out of the shared folder loses its assignment', async () => {
		const { owner, editor, task } = household()
		await save(owner, task.id, { assignedTo: editor.id })
		expect(requireTask(owner.id, task.id).assignedTo).toBe(editor.id)
		expect(await statusOf(save(owner, task.id, { folder: '', assignedTo: editor.id }))).toBe(302)
		expect(requireTask(owner.id, task.id)).toMatchObject({ folder: '', assignedTo: null })
	})
})

describe('quick add’s +name', () => {
	it('an editor adds “Buy eggs #Groceries +ann”: the owner’s task, assigned to Ann, who is told', async () => {
		const { owner, editor } = household()
		const { addQuickTask, readQuickAdd } = await import('~/tasks/quick-add.server')
		const phrase = readQuickAdd(editor.id, 'Buy eggs #Groceries +ann', editor.timezone)
		const task = addQuickTask(editor.id, phrase, taskPreferences(editor.id).defaultTaskOptions, editor.timezone, { context: false, folder: false })
		expect(task).toMatchObject({ ownerId: owner.id, title: 'Buy eggs', assignedTo: owner.id, createdBy: editor.id })
		expect(takeAssignmentNotices(owner.id)).toBe('Bob assigned you “Buy eggs”')
		expect(historyOf(task.id).map((h) => h.what)).toEqual(['Added', 'Assigned to Ann'])
		// a name of nobody in the folder stays in the title, and nothing is assigned
		const unknown = addQuickTask(editor.id, readQuickAdd(editor.id, 'Buy tea #Groceries +zed', editor.timezone), taskPreferences(editor.id).defaultTaskOptions, editor.timezone, { context: false, folder: false })
		expect(unknown).toMatchObject({ title: 'Buy tea +zed', assignedTo: null })
	})
})

describe('Waiting For with a person', () => {
	it('the person outside is kept only with Delegated or Waiting; the status’s time is kept by the trigger', async () => {
		const { owner, task } = household()
		const before = Date.now()
		expect(await statusOf(save(owner, task.id, { status: 'waiting', waitingFor: 'the plumber' }))).toBe(302)
		expect(requireTask(owner.id, task.id)).toMatchObject({ status: 'waiting', waitingFor: 'the plumber' })
		expect(statusTimes([task.id]).get(task.id)).toBeGreaterThanOrEqual(before - 1)
		expect(await statusOf(save(owner, task.id, { status: 'next', waitingFor: 'the plumber' }))).toBe(302)
		expect(requireTask(owner.id, task.id).waitingFor).toBe('')
	})
	it('too long a name is refused', async () => {
		const { owner, task } = household()
		expect(await statusOf(save(owner, task.id, { status: 'waiting', waitingFor: 'x'.repeat(101) }))).toBe(400)
	})
})

describe('the change list', () => {
	it('who did what: the editor completes, the owner assigns; the newest first, for the shared task only', async () => {
		const { owner, editor, task } = household()
		expect(await statusOf(taskCardAction(post('/tasks', [['toggle', toggleValue('complete', task.id, true)], ['returnTo', '/tasks']]), context(true), editor))).toBe(200)
		await save(owner, task.id, { assignedTo: editor.id, status: 'delegated' })
		expect(historyOf(task.id).map((h) => `${h.by}: ${h.what}`)).toEqual(['Ann: Status: Delegated', 'Ann: Assigned to Bob', 'Bob: Completed'])
		const own = makeTask(owner.id, { title: 'Mine' })
		owners.set(own.id, owner.id)
		expect(await statusOf(save(owner, own.id, { title: 'Mine, changed' }))).toBe(302)
		expect(historyOf(own.id)).toEqual([])
		expect(changeListOf(requireTask(owner.id, own.id), owner.timezone)).toBeNull()
	})
	it('keeps the newest 50 of a task', () => {
		const { owner, editor, task } = household()
		const t = requireTask(owner.id, task.id)
		for (let i = 0; i < 60; i++) recordChanges(editor.id, null, t, 1000 + i, [`change ${i}`])
		const rows = db().select().from(taskHistory).all().filter((h) => h.taskId === task.id)
		expect(rows).toHaveLength(50)
		expect(historyOf(task.id)[0]!.what).toBe('change 59')
		expect(historyOf(task.id).at(-1)!.what).toBe('change 10')
		pruneHistory(task.id, 5)
		expect(historyOf(task.id)).toHaveLength(5)
	})
})

describe('"assigned to you" by Pushover or mail', () => {
	it('sends by Pushover to someone who chose it (a fake Pushover on 127.0.0.1), nothing to someone who chose nothing', async () => {
		const { startFakePushover, VALID_KEY } = await import('../../tests/fakes/pushover')
		const { pushoverClient } = await import('~/reminders/pushover.server')
		const { users } = await import('#db/schema')
		const { eq } = await import('drizzle-orm')
		const { notifyAssignment } = await import('./assignment-notify.server')
		const fake = await startFakePushover()
		try {
			const { editor, viewer, task } = household()
			db().update(users).set({ notificationMethod: 'pushover', pushoverApiKey: VALID_KEY }).where(eq(users.id, editor.id)).run()
			const senders = { pushover: pushoverClient({ apiBase: fake.apiBase, appToken: fake.token }), mail: null }
			expect(await notifyAssignment(editor.id, 'Ann', task, senders)).toBe('pushover')
			expect(fake.messages().at(-1)?.fields).toMatchObject({ user: VALID_KEY, title: 'Assigned to you', message: 'Ann assigned you “Buy milk”' })
			expect(await notifyAssignment(viewer.id, 'Ann', task, senders)).toBe('none')
			expect(fake.messages()).toHaveLength(1)
		} finally {
			await fake.close()
		}
	})
})
