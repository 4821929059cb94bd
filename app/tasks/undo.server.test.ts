import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tasks, trashedTasks } from '#db/schema'
import { db } from '~/lib/db.server'
import { findTasks, makeTask, makeUser } from '../../tests/factories'
import { fullTask, rawRows } from '../../tests/task-rows'
import { deleteTask, setCompleted } from './task-changes.server'
import { deleteForEver } from './trash.server'
import { priorRows, recordUndo, undo, UNDO_GONE, UNDO_LIFETIME_MS } from './undo.server'

const tz = 'Europe/London'

describe('undo of a complete', () => {
	it('puts the task back exactly, every column', () => {
		const user = makeUser({ timezone: tz })
		const task = fullTask(user.id)
		const before = rawRows([task.id])
		const done = setCompleted(user.id, task.id, true, tz)
		expect(done.ok && done.undoId).toBeTruthy()
		expect(rawRows([task.id])).not.toEqual(before)
		const result = undo(user.id, done.ok ? done.undoId! : '')
		expect(result).toEqual({ ok: true, tasks: 1 })
		expect(rawRows([task.id])).toEqual(before)
	})

	it('of a repeating task removes the next instance it created again', () => {
		const user = makeUser({ timezone: tz })
		const task = fullTask(user.id, { repeat: 'FREQ=WEEKLY;INTERVAL=1', repeatChoice: 'WEEKLY', repeatFrom: 'due' })
		const before = rawRows([task.id])
		const done = setCompleted(user.id, task.id, true, tz)
		if (!done.ok) throw new Error(done.message)
		expect(done.next).not.toBeNull()
		expect(findTasks(user.id)).toHaveLength(2)
		expect(undo(user.id, done.undoId!).ok).toBe(true)
		expect(findTasks(user.id).map((t) => t.id)).toEqual([task.id])
		expect(rawRows([task.id])).toEqual(before)
		expect(rawRows([done.next!.id])).toEqual([undefined])
	})

	it('of a reopen completes the task again with its first completed date', () => {
		const user = makeUser({ timezone: tz })
		const task = fullTask(user.id, { completed: true, completedDate: 1_760_000_000_000 })
		const before = rawRows([task.id])
		const open = setCompleted(user.id, task.id, false, tz)
		expect(undo(user.id, open.ok ? open.undoId! : '').ok).toBe(true)
		expect(rawRows([task.id])).toEqual(before)
	})
})

describe('undo of a delete', () => {
	it('brings the task and its sub-tasks back from the trash exactly, and the trash no longer holds them', () => {
		const user = makeUser({ timezone: tz })
		const parent = fullTask(user.id)
		const children = [fullTask(user.id, { title: 'Buy compost', parentId: parent.id }), fullTask(user.id, { title: 'Fill the can', parentId: parent.id })]
		const ids = [parent.id, ...children.map((c) => c.id)]
		const before = rawRows(ids)
		const { undoId, children: count } = deleteTask(user.id, parent.id)
		expect(count).toBe(2)
		expect(findTasks(user.id)).toEqual([])
		expect(undo(user.id, undoId)).toEqual({ ok: true, tasks: 3 })
		expect(rawRows(ids)).toEqual(before)
		expect(db().select().from(trashedTasks).where(eq(trashedTasks.ownerId, user.id)).all()).toEqual([])
	})

	it('brings nothing back once the task was deleted for ever from the trash', () => {
		const user = makeUser()
		const task = makeTask(user.id)
		const { undoId } = deleteTask(user.id, task.id)
		deleteForEver(user.id, task.id)
		expect(undo(user.id, undoId)).toEqual({ ok: true, tasks: 0 })
		expect(findTasks(user.id)).toEqual([])
	})
})

describe('an undo id', () => {
	it('works once', () => {
		const user = makeUser()
		const task = makeTask(user.id)
		const done = setCompleted(user.id, task.id, true, tz)
		const id = done.ok ? done.undoId! : ''
		expect(undo(user.id, id).ok).toBe(true)
		setCompleted(user.id, task.id, true, tz)
		expect(undo(user.id, id)).toEqual({ ok: false, message: UNDO_GONE })
		expect(findTasks(user.id)[0]!.completed).toBe(true)
	})

	it("of another person changes nothing (and stays usable by its owner)", () => {
		const [user, other] = [makeUser(), makeUser()]
		const task = makeTask(user.id)
		const { undoId } = deleteTask(user.id, task.id)
		expect(undo(other.id, undoId)).toEqual({ ok: false, message: UNDO_GONE })
		expect(findTasks(user.id)).toEqual([])
		expect(findTasks(other.id)).toEqual([])
		expect(undo(user.id, undoId).ok).toBe(true)
		expect(findTasks(user.id).map((t) => t.id)).toEqual([task.id])
	})

	it('made up, or past its 10 minutes, changes nothing', () => {
		const user = makeUser()
		const task = makeTask(user.id)
		const now = Date.now()
		const done = setCompleted(user.id, task.id, true, tz, now)
		expect(undo(user.id, 'not-an-id').ok).toBe(false)
		expect(undo(user.id, done.ok ? done.undoId! : '', now + UNDO_LIFETIME_MS + 1)).toEqual({ ok: false, message: UNDO_GONE })
		expect(findTasks(user.id)[0]!.completed).toBe(true)
	})
})

describe('the API a bulk change uses (priorRows, recordUndo in its transaction)', () => {
	it('a change of many rows is taken back exactly, a row whose `changed` the change kept too', () => {
		const user = makeUser()
		const rows = Array.from({ length: 30 }, (_, i) => fullTask(user.id, { title: `Task ${i}`, status: i % 2 ? 'next' : 'someday' }))
		const ids = rows.map((r) => r.id)
		const before = rawRows(ids)
		const undoId = db().transaction((tx) => {
			const prior = priorRows(tx, user.id, ids)
			tx.update(tasks).set({ status: 'waiting', folder: 'Moved' }).where(inArray(tasks.id, ids)).run()
			// one row ends with the `changed` it had (a change within the same millisecond): undo must not let the trigger
			// stamp it with the time of the undo
			tx.update(tasks).set({ changed: 1_750_000_000_456 }).where(eq(tasks.id, ids[0]!)).run()
			return recordUndo(tx, user.id, { before: prior })
		})
		expect(rawRows(ids)).not.toEqual(before)
		expect(undo(user.id, undoId)).toEqual({ ok: true, tasks: 30 })
		expect(rawRows(ids)).toEqual(before)
	})

	it('priorRows never reads another person’s rows', () => {
		const [user, other] = [makeUser(), makeUser()]
		const theirs = makeTask(other.id)
		expect(priorRows(db(), user.id, [theirs.id])).toEqual([])
	})
})
