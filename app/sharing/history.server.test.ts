// The change list of the ways back (issue 55 point 4; decision 395): an Undo and the trash's Restore write a shared
// task's change list like every other way in, by who took the change back; a task of a folder shared with nobody keeps
// none; the list a task had goes to the trash with it and comes back with it. Through undo() as the toast's post runs
// it, and the trash page's own action.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tasks, users } from '#db/schema'
import { action as trashAction } from '~/routes/tasks.trash'
import { deleteTask, setCompleted } from '~/tasks/task-changes.server'
import { priorRows, recordUndo, undo } from '~/tasks/undo.server'
import { db } from '~/lib/db.server'
import { makeTask, makeUser, shareWith } from '../../tests/factories'
import { historyOf, recordChanges } from './assignment.server'
import { HISTORY_TEXTS } from './history.server'
import { cookieOf } from '../../tests/undo-posts'

const tz = 'Europe/London'
const lines = (taskId: string) => historyOf(taskId).map((h) => `${h.by}: ${h.what}`)

async function restoreOnTrashPage(user: ReturnType<typeof makeUser>, id: string) {
	const cookie = await cookieOf(user)
	const request = new Request('http://localhost/tasks/trash', { method: 'POST', headers: { Cookie: cookie }, body: new URLSearchParams({ intent: 'restore', id }) })
	return (await trashAction({ request, params: {}, context: {} } as never)) as Response
}

describe('the change list of Undo and Restore', () => {
	it('an Undo of a complete says what it put back, by its owner, "(Undo)"', () => {
		const ann = makeUser({ row: { goesBy: 'Ann' } })
		const ben = makeUser({ row: { goesBy: 'Ben' } })
		shareWith(ann.id, 'Groceries', ben.id, 'editor')
		const bread = makeTask(ann.id, { title: 'Bread', folder: 'Groceries' })
		const done = setCompleted(ann.id, bread.id, true, tz)
		if (!done.ok) throw new Error(done.message)
		expect(undo(ann.id, done.undoId!)).toEqual({ ok: true, tasks: 1 })
		expect(lines(bread.id)).toEqual(['Ann: Marked as not complete (Undo)'])
	})

	it('an Undo of a change of several fields writes a line for each, in the order of the page', () => {
		const ann = makeUser({ row: { goesBy: 'Ann' } })
		const ben = makeUser({ row: { goesBy: 'Ben' } })
		shareWith(ann.id, 'Groceries', ben.id, 'editor')
		const bread = makeTask(ann.id, { title: 'Bread', folder: 'Groceries', status: 'next' })
		// a change recorded for Undo as bulk edit records it (the prior rows, in the change's transaction)
		const undoId = db().transaction((tx) => {
			const before = priorRows(tx, ann.id, [bread.id])
			tx.update(tasks).set({ title: 'Rye bread', status: 'waiting', star: true }).where(eq(tasks.id, bread.id)).run()
			return recordUndo(tx, ann.id, { before })
		})
		expect(undo(ann.id, undoId).ok).toBe(true)
		expect(lines(bread.id)).toEqual(['Ann: Title: “Bread” (Undo)', 'Ann: Status: Next Action (Undo)', 'Ann: Star removed (Undo)'])
	})

	it('an Undo of a delete says the task is restored; Restore on the trash page says it came back from the trash; the list before is kept', async () => {
		const ann = makeUser({ row: { goesBy: 'Ann' } })
		const ben = makeUser({ row: { goesBy: 'Ben' } })
		const cat = makeUser({ row: { goesBy: 'Cat' } })
		shareWith(ann.id, 'Groceries', ben.id, 'editor')
		const milk = makeTask(ann.id, { title: 'Milk', folder: 'Groceries' })
		const cream = makeTask(ann.id, { title: 'Cream', parentId: milk.id })
		recordChanges(ben.id, null, milk, Date.now(), ['Added'])
		recordChanges(cat.id, milk, { ...milk, star: true })
		const deleted = deleteTask(ann.id, milk.id)
		expect(lines(milk.id)).toEqual([])
		expect(undo(ann.id, deleted.undoId!)).toMatchObject({ ok: true, tasks: 2 })
		expect(lines(milk.id)).toEqual([`Ann: ${HISTORY_TEXTS.restoredByUndo}`, 'Cat: Starred', 'Ben: Added'])
		// a sub-task goes where its parent goes: its list says so too
		expect(lines(cream.id)).toEqual([`Ann: ${HISTORY_TEXTS.restoredByUndo}`])

		// someone whose account is deleted while the task is in the trash is "Someone", as on the page
		deleteTask(ann.id, milk.id)
		db().delete(users).where(eq(users.id, cat.id)).run()
		const answer = await restoreOnTrashPage(ann, milk.id)
		expect(answer.status).toBe(302)
		expect(lines(milk.id)).toEqual(['Ann: Restored from the trash', `Ann: ${HISTORY_TEXTS.restoredByUndo}`, 'Someone: Starred', 'Ben: Added'])
		expect(lines(cream.id)).toEqual(['Ann: Restored from the trash', `Ann: ${HISTORY_TEXTS.restoredByUndo}`])
	})

	it('a task of a folder shared with nobody keeps no change list, Undo or Restore', async () => {
		const ann = makeUser({ row: { goesBy: 'Ann' } })
		const ben = makeUser({ row: { goesBy: 'Ben' } })
		shareWith(ann.id, 'Groceries', ben.id, 'editor')
		const diary = makeTask(ann.id, { title: 'Diary', folder: 'Private' })
		const done = setCompleted(ann.id, diary.id, true, tz)
		expect(undo(ann.id, done.ok ? done.undoId! : '').ok).toBe(true)
		deleteTask(ann.id, diary.id)
		await restoreOnTrashPage(ann, diary.id)
		expect(lines(diary.id)).toEqual([])
	})
})
