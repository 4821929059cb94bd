// Undo of a member's change to a shared folder's tasks (issue 55; decision 403), through the card's, bulk edit's and
// the review's posts and the toast's Undo post (/tasks/undo, the route's own action): an editor's complete, delete,
// star and edit are taken back by the editor, the tasks the owner's as before, a deleted one back from the owner's
// trash, the change list naming the editor; only by them, once, in time, while they may still change the tasks (a
// member made a viewer, removed, or the task moved out of their folder since: 403, nothing changed); a viewer never
// gets one; every member's kept page shows the undone state next.
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tasks, taskUndos, trashedTasks } from '#db/schema'
import { getUserById } from '~/identity/users.server'
import { db } from '~/lib/db.server'
import { keptForOwner } from '~/lib/owner-version.server'
import { reviewStepAction } from '~/review/review-actions.server'
import { bulkAction } from '~/tasks/bulk-action.server'
import { taskCardAction } from '~/tasks/card-actions.server'
import { taskPreferences } from '~/tasks/preferences.server'
import { deleteTask } from '~/tasks/task-changes.server'
import { findTask, listTasks } from '~/tasks/tasks.server'
import { restoreFromTrash } from '~/tasks/trash.server'
import { undo, UNDO_GONE, UNDO_LIFETIME_MS } from '~/tasks/undo.server'
import { findTasks, makeTask, makeUser, shareWith } from '../../tests/factories'
import { context, post, statusOf } from '../../tests/seams-entries'
import { fullTask, rawRows } from '../../tests/task-rows'
import { historyOf } from './assignment.server'
import { changeMemberRole, removeMember } from './members.server'
import { statusOfThrown } from './sharing-test-support'
import { postUndo, toastOf } from '../../tests/undo-posts'

type Person = ReturnType<typeof makeUser>
const tz = 'Europe/London'
const UNDONE = 'Undone: the task is back as it was.'

/** Ann shares "Groceries" with Ben and Cat (editors) and Vic (viewer); a stranger */
function household() {
	const [ann, ben, cat, vic, stranger] = ['Ann', 'Ben', 'Cat', 'Vic', 'Mal'].map((goesBy) => makeUser({ row: { goesBy }, timezone: tz }))
	const folder = shareWith(ann!.id, 'Groceries', ben!.id, 'editor')
	shareWith(ann!.id, 'Groceries', cat!.id, 'editor')
	shareWith(ann!.id, 'Groceries', vic!.id, 'viewer')
	return { ann: ann!, ben: ben!, cat: cat!, vic: vic!, stranger: stranger!, folder }
}

/** a post of the card's form by `who` without JavaScript: its toast */
async function card(who: Person, fields: [string, string][]) {
	return toastOf(await taskCardAction(post('/tasks', [...fields, ['returnTo', '/tasks']]), context(false), who))
}

/** a bulk edit post by `who`: its toast */
async function bulk(who: Person, fields: [string, string][]) {
	return toastOf(await bulkAction(post('/tasks/bulk', [...fields, ['returnTo', '/tasks?select=1']]), who))
}

/** a task's change list, oldest first (the page shows it newest first) */
const lines = (taskId: string) => historyOf(taskId).map((h) => `${h.by}: ${h.what}`).reverse()
const undosOf = (personId: string) => db().select().from(taskUndos).where(eq(taskUndos.ownerId, personId)).all()

describe('Undo of a member’s change to a shared task', () => {
	it('an editor completes, presses Undo: the owner’s task is exactly as it was, and the change list names the editor', async () => {
		const { ann, ben } = household()
		const bread = fullTask(ann.id, { title: 'Bread', folder: 'Groceries' })
		const before = rawRows([bread.id])
		const done = await card(ben, [['intent', 'complete'], ['taskId', bread.id], ['completed', 'Y']])
		expect(done).toMatchObject({ type: 'success', description: 'Task completed.', undo: expect.any(String) })
		// the record is Ben's, of Ann's tasks; Ann has none
		expect(undosOf(ben.id).map((u) => u.change.of)).toEqual([ann.id])
		expect(undosOf(ann.id)).toEqual([])

		expect(await postUndo(ben, done!.undo!, '/tasks/folder/Groceries')).toEqual({
			status: 302,
			toast: expect.objectContaining({ type: 'success', description: UNDONE }),
			location: '/tasks/folder/Groceries',
		})
		expect(rawRows([bread.id])).toEqual(before)
		expect(findTask(ann.id, bread.id)).toMatchObject({ completed: false, completedBy: null, ownerId: ann.id })
		expect(lines(bread.id)).toEqual(['Ben: Completed', 'Ben: Marked as not complete (Undo)'])
		// once only
		expect((await postUndo(ben, done!.undo!)).toast).toMatchObject({ type: 'warning', description: UNDO_GONE })
	})

	it('completing a repeating task through the edit form: the Undo removes the next instance from the owner’s tasks', async () => {
		const { ann, ben } = household()
		const weekly = makeTask(ann.id, { title: 'Bins', folder: 'Groceries', repeat: 'FREQ=WEEKLY;INTERVAL=1', repeatChoice: 'WEEKLY', due: Date.now() })
		const done = await card(ben, [['intent', 'complete'], ['taskId', weekly.id], ['completed', 'Y']])
		expect(done!.description).toMatch(/^Task completed\. The next one is due/)
		expect(findTasks(ann.id)).toHaveLength(2)
		expect(undo(ben.id, done!.undo!)).toEqual({ ok: true, tasks: 1 })
		expect(findTasks(ann.id).map((t) => [t.id, t.completed])).toEqual([[weekly.id, false]])
	})

	it('an editor deletes a task with its sub-task: it goes to the owner’s trash, and the editor’s Undo brings both back', async () => {
		const { ann, ben } = household()
		const milk = fullTask(ann.id, { title: 'Milk', folder: 'Groceries' })
		const oat = fullTask(ann.id, { title: 'Oat milk', parentId: milk.id })
		const before = rawRows([milk.id, oat.id])
		const deleted = await card(ben, [['intent', 'delete'], ['taskId', milk.id], ['confirm', 'Y']])
		expect(deleted).toMatchObject({ description: 'Task and 1 sub-task moved to the trash.', undo: expect.any(String) })
		expect(db().select({ id: trashedTasks.id }).from(trashedTasks).where(eq(trashedTasks.ownerId, ann.id)).all()).toHaveLength(2)
		expect((await postUndo(ben, deleted!.undo!, '/tasks')).toast).toMatchObject({ type: 'success', description: 'Undone: 2 tasks are back as they were.' })
		expect(rawRows([milk.id, oat.id])).toEqual(before)
		expect(db().select().from(trashedTasks).where(eq(trashedTasks.ownerId, ann.id)).all()).toEqual([])
		expect(lines(milk.id)).toEqual(['Ben: Restored (Undo)'])
	})

	it('a star and an edit by bulk edit, of shared and own tasks at once: one Undo takes back both owners’ tasks', async () => {
		const { ann, ben } = household()
		const eggs = fullTask(ann.id, { title: 'Eggs', folder: 'Groceries', star: false })
		const own = fullTask(ben.id, { title: 'Ben’s own', star: false })
		const ids = [eggs.id, own.id]
		const before = rawRows(ids)
		const starred = await bulk(ben, [['id', eggs.id], ['id', own.id], ['star', 'Y']])
		expect(starred).toMatchObject({ description: '2 tasks starred.', undo: expect.any(String) })
		const edited = await bulk(ben, [['id', eggs.id], ['id', own.id], ['status', 'someday']])
		expect(edited!.undo).toBeTruthy()
		expect(findTask(ann.id, eggs.id)).toMatchObject({ star: true, status: 'someday' })
		// the two owners' parts of each change are one record of Ben's
		expect(undosOf(ben.id).map((u) => [u.change.of ?? null, u.change.also?.map((p) => p.of)])).toEqual([
			[null, [ann.id]],
			[null, [ann.id]],
		])
		expect((await postUndo(ben, edited!.undo!, '/tasks')).toast).toMatchObject({ description: 'Undone: 2 tasks are back as they were.' })
		expect(findTask(ann.id, eggs.id)).toMatchObject({ star: true, status: 'waiting' })
		expect(undo(ben.id, starred!.undo!)).toEqual({ ok: true, tasks: 2 })
		expect(rawRows(ids)).toEqual(before)
		expect(lines(eggs.id)).toEqual(['Ben: Starred', 'Ben: Status: Someday', 'Ben: Status: Waiting (Undo)', 'Ben: Star removed (Undo)'])
	})

	it('the weekly review’s Do it now by an editor offers the Undo too, theirs', async () => {
		const { ann, ben } = household()
		const late = makeTask(ann.id, { title: 'Late', folder: 'Groceries', due: Date.now() - 3 * 86_400_000 })
		const request = post('/review/overdue', [['intent', 'complete'], ['taskId', late.id]])
		const toast = await toastOf(await reviewStepAction(request, getUserById(ben.id)!, 1))
		expect(toast).toMatchObject({ description: '“Late” completed.', undo: expect.any(String) })
		expect(undo(ben.id, toast!.undo!)).toEqual({ ok: true, tasks: 1 })
		expect(findTask(ann.id, late.id)?.completed).toBe(false)
	})

	it('only the one who made it: the owner, another editor, the viewer or a stranger posting it changes nothing', async () => {
		const { ann, ben, cat, vic, stranger } = household()
		const bread = makeTask(ann.id, { title: 'Bread', folder: 'Groceries' })
		const done = await card(ben, [['intent', 'complete'], ['taskId', bread.id], ['completed', 'Y']])
		for (const who of [ann, cat, vic, stranger]) {
			expect((await postUndo(who, done!.undo!, '/tasks')).toast, who.goesBy ?? '').toMatchObject({ type: 'warning', description: UNDO_GONE })
			expect(findTask(ann.id, bread.id)?.completed).toBe(true)
		}
		expect((await postUndo(ben, done!.undo!, '/tasks')).toast).toMatchObject({ description: UNDONE })
	})

	it('a viewer never gets one: their complete and delete are refused, and nothing is recorded', async () => {
		const { ann, vic } = household()
		const bread = makeTask(ann.id, { title: 'Bread', folder: 'Groceries' })
		for (const fields of [[['intent', 'complete'], ['taskId', bread.id], ['completed', 'Y']], [['intent', 'delete'], ['taskId', bread.id], ['confirm', 'Y']]] as [string, string][][]) {
			expect(await statusOf(taskCardAction(post('/tasks', [...fields, ['returnTo', '/tasks']]), context(false), vic))).toBe(403)
		}
		expect([undosOf(vic.id), undosOf(ann.id)]).toEqual([[], []])
	})

	it('a member made a viewer, or removed, since: 403 and nothing changed; made an editor again in time, the Undo serves', async () => {
		const { ann, ben, folder } = household()
		const bread = makeTask(ann.id, { title: 'Bread', folder: 'Groceries' })
		const done = await card(ben, [['intent', 'complete'], ['taskId', bread.id], ['completed', 'Y']])
		changeMemberRole(ann.id, folder.id, ben.id, 'viewer')
		expect(await postUndo(ben, done!.undo!, '/tasks')).toEqual({ status: 403, toast: null })
		expect(statusOfThrown(() => undo(ben.id, done!.undo!))).toBe(403)
		expect(findTask(ann.id, bread.id)?.completed).toBe(true)
		removeMember(ann.id, folder.id, ben.id)
		expect((await postUndo(ben, done!.undo!, '/tasks')).status).toBe(403)
		expect(findTask(ann.id, bread.id)?.completed).toBe(true)
		shareWith(ann.id, 'Groceries', ben.id, 'editor')
		expect((await postUndo(ben, done!.undo!, '/tasks')).toast).toMatchObject({ description: UNDONE })
		expect(findTask(ann.id, bread.id)?.completed).toBe(false)
	})

	it('a task the owner moved since into a folder not shared with them, or a deleted one out of it: 403, nothing changed', async () => {
		const { ann, ben } = household()
		const bread = makeTask(ann.id, { title: 'Bread', folder: 'Groceries' })
		const done = await card(ben, [['intent', 'complete'], ['taskId', bread.id], ['completed', 'Y']])
		db().update(tasks).set({ folder: 'Private' }).where(eq(tasks.id, bread.id)).run()
		expect((await postUndo(ben, done!.undo!, '/tasks')).status).toBe(403)
		expect(findTask(ann.id, bread.id)).toMatchObject({ completed: true, folder: 'Private' })

		const milk = makeTask(ann.id, { title: 'Milk', folder: 'Groceries' })
		const deleted = await card(ben, [['intent', 'delete'], ['taskId', milk.id], ['confirm', 'Y']])
		// since: Ann brought it back from her trash, moved it to her own folder and deleted it again
		restoreFromTrash(ann.id, milk.id)
		db().update(tasks).set({ folder: 'Private' }).where(eq(tasks.id, milk.id)).run()
		deleteTask(ann.id, milk.id)
		expect((await postUndo(ben, deleted!.undo!, '/tasks')).status).toBe(403)
		expect(findTask(ann.id, milk.id)).toBeUndefined()
	})

	it('a task changed since by someone else: as the owner’s Undo, the row is written back as it was before the change', async () => {
		const { ann, ben } = household()
		const bread = fullTask(ann.id, { title: 'Bread', folder: 'Groceries' })
		const before = rawRows([bread.id])
		const done = await card(ben, [['intent', 'complete'], ['taskId', bread.id], ['completed', 'Y']])
		db().update(tasks).set({ title: 'Brown bread' }).where(and(eq(tasks.ownerId, ann.id), eq(tasks.id, bread.id))).run()
		expect(undo(ben.id, done!.undo!)).toEqual({ ok: true, tasks: 1 })
		expect(rawRows([bread.id])).toEqual(before)
	})

	it('past its 10 minutes, or made up: nothing changes', async () => {
		const { ann, ben } = household()
		const bread = makeTask(ann.id, { title: 'Bread', folder: 'Groceries' })
		const done = await card(ben, [['intent', 'complete'], ['taskId', bread.id], ['completed', 'Y']])
		expect(undo(ben.id, 'not-an-id')).toEqual({ ok: false, message: UNDO_GONE })
		expect(undo(ben.id, done!.undo!, Date.now() + UNDO_LIFETIME_MS + 1)).toEqual({ ok: false, message: UNDO_GONE })
		expect(findTask(ann.id, bread.id)?.completed).toBe(true)
	})

	it('every member’s kept page, and the owner’s, shows the undone state next', async () => {
		const { ann, ben, cat, vic } = household()
		const bread = makeTask(ann.id, { title: 'Bread', folder: 'Groceries' })
		/** the open tasks of the person's list, kept per data version as a page's loader keeps them */
		const page = (who: Person) => {
			const user = getUserById(who.id)!
			return keptForOwner('member-undo-test', user, new Request('http://localhost/tasks'), () =>
				listTasks(who.id, { kind: 'all' }, taskPreferences(who.id), tz, { limit: 50 }).rows.filter((t) => !t.completed).map((t) => t.title),
			)
		}
		const people = [ann, ben, cat, vic]
		for (const who of people) expect(page(who), who.goesBy ?? '').toEqual(['Bread'])
		const done = await card(ben, [['intent', 'complete'], ['taskId', bread.id], ['completed', 'Y']])
		for (const who of people) expect(page(who), who.goesBy ?? '').toEqual([])
		await postUndo(ben, done!.undo!, '/tasks')
		for (const who of people) expect(page(who), who.goesBy ?? '').toEqual(['Bread'])
	})
})
