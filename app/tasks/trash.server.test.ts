import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { trashedTasks } from '#db/schema'
import { db } from '~/lib/db.server'
import { deleteUserData } from '~/profile/deletion.server'
import { cancelTemplateUse, prepareTemplateUse } from '~/templates/instantiation.server'
import { findTasks, makeTask, makeUser } from '../../tests/factories'
import { fullTask, rawRows } from '../../tests/task-rows'
import { taskPreferences } from './preferences.server'
import { deleteOwnerTasks, deleteTask } from './task-changes.server'
import { listTasks } from './tasks.server'
import { deleteForEver, emptyTrash, listTrash, purgeExpiredTrash, restoreFromTrash, TRASH_LIFETIME_MS } from './trash.server'
import { purgeTrashAndUndos } from './trash-purge.server'

const DAY = 24 * 60 * 60 * 1000
const trashOf = (ownerId: string) => db().select().from(trashedTasks).where(eq(trashedTasks.ownerId, ownerId)).all()
const status = (fn: () => unknown) => {
	try {
		fn()
	} catch (thrown) {
		return (thrown as { init?: { status?: number } }).init?.status
	}
	return 'no error'
}
const searchTotal = (ownerId: string, text: string) =>
	listTasks(ownerId, { kind: 'search', text }, taskPreferences(ownerId), 'UTC', { limit: 50 }).total

describe('deleting moves to the trash', () => {
	it('a task with its sub-tasks leaves every list and search, and is listed once in the trash', () => {
		const user = makeUser()
		const parent = makeTask(user.id, { title: 'Paint the fence' })
		makeTask(user.id, { title: 'Buy paint', parentId: parent.id })
		makeTask(user.id, { title: 'Sand the fence', parentId: parent.id })
		const keep = makeTask(user.id, { title: 'Fence posts list' })
		expect(searchTotal(user.id, 'fence')).toBe(3)
		deleteTask(user.id, parent.id, 1_000_000)
		expect(findTasks(user.id).map((t) => t.id)).toEqual([keep.id])
		expect(searchTotal(user.id, 'fence')).toBe(1)
		expect(listTrash(user.id)).toEqual([{ id: parent.id, title: 'Paint the fence', deletedAt: 1_000_000, subTasks: 2, purgeAt: 1_000_000 + TRASH_LIFETIME_MS }])
		expect(trashOf(user.id)).toHaveLength(3)
	})

	it('Restore puts back every row exactly (every column), searchable again', () => {
		const user = makeUser()
		const parent = fullTask(user.id)
		const child = fullTask(user.id, { title: 'Water the roses', parentId: parent.id })
		const before = rawRows([parent.id, child.id])
		deleteTask(user.id, parent.id)
		expect(restoreFromTrash(user.id, parent.id).sort()).toEqual([parent.id, child.id].sort())
		expect(rawRows([parent.id, child.id])).toEqual(before)
		expect(trashOf(user.id)).toEqual([])
		expect(searchTotal(user.id, 'roses')).toBe(1)
	})

	it('a sub-task deleted alone comes back under its parent; with its parent in the trash, the parent comes back too', () => {
		const user = makeUser()
		const parent = makeTask(user.id, { title: 'Move house' })
		const child = makeTask(user.id, { title: 'Book the van', parentId: parent.id })
		deleteTask(user.id, child.id)
		deleteTask(user.id, parent.id)
		expect(listTrash(user.id).map((e) => [e.title, e.subTasks])).toEqual(expect.arrayContaining([['Move house', 0], ['Book the van', 0]]))
		restoreFromTrash(user.id, child.id)
		expect(findTasks(user.id).map((t) => [t.id, t.parentId]).sort()).toEqual([[child.id, parent.id], [parent.id, null]].sort())
		expect(trashOf(user.id)).toEqual([])
	})

	it('a sub-task whose parent was deleted for ever comes back as a task of its own', () => {
		const user = makeUser()
		const parent = makeTask(user.id, { title: 'Move house' })
		const child = makeTask(user.id, { title: 'Book the van', parentId: parent.id })
		deleteTask(user.id, child.id)
		deleteTask(user.id, parent.id)
		deleteForEver(user.id, parent.id)
		restoreFromTrash(user.id, child.id)
		expect(findTasks(user.id).map((t) => [t.id, t.parentId])).toEqual([[child.id, null]])
	})

	it('the API’s delete of every task goes to the trash too', () => {
		const user = makeUser()
		makeTask(user.id, { title: 'One' })
		makeTask(user.id, { title: 'Two' })
		expect(deleteOwnerTasks(user.id)).toBe(2)
		expect(findTasks(user.id)).toEqual([])
		expect(listTrash(user.id)).toHaveLength(2)
	})
})

describe("another person's trash", () => {
	it('Restore and Delete for ever of their ids answer 404 and change nothing', () => {
		const [user, other] = [makeUser(), makeUser()]
		const theirs = makeTask(other.id, { title: 'Their task' })
		deleteTask(other.id, theirs.id)
		const before = trashOf(other.id)
		expect(status(() => restoreFromTrash(user.id, theirs.id))).toBe(404)
		expect(status(() => deleteForEver(user.id, theirs.id))).toBe(404)
		expect(emptyTrash(user.id)).toBe(0)
		expect(trashOf(other.id)).toEqual(before)
		expect(findTasks(user.id)).toEqual([])
		expect(listTrash(user.id)).toEqual([])
	})

	it('a made-up id answers 404', () => {
		const user = makeUser()
		expect(status(() => restoreFromTrash(user.id, 'nope'))).toBe(404)
		expect(status(() => deleteForEver(user.id, 'nope'))).toBe(404)
	})
})

describe('expiry', () => {
	it('the hourly job deletes for ever what was trashed more than 30 days ago, and only that', () => {
		const [user, other] = [makeUser(), makeUser()]
		const now = Date.UTC(2026, 10, 24, 12)
		const old = makeTask(user.id, { title: 'Old' })
		const recent = makeTask(user.id, { title: 'Recent' })
		const theirs = makeTask(other.id, { title: 'Theirs, old' })
		deleteTask(user.id, old.id, now - 30 * DAY - 1)
		deleteTask(user.id, recent.id, now - 29 * DAY)
		deleteTask(other.id, theirs.id, now - 31 * DAY)
		expect(purgeExpiredTrash(db(), now)).toBeGreaterThanOrEqual(2)
		expect(listTrash(user.id).map((e) => e.title)).toEqual(['Recent'])
		expect(listTrash(other.id)).toEqual([])
		// the job of the primary: the trash and the expired undo records
		expect(purgeTrashAndUndos(db(), now + 2 * DAY).trash).toBeGreaterThanOrEqual(1)
		expect(listTrash(user.id)).toEqual([])
	})

	it('Empty trash deletes for ever at once', () => {
		const user = makeUser()
		deleteTask(user.id, makeTask(user.id).id)
		deleteTask(user.id, makeTask(user.id).id)
		expect(emptyTrash(user.id)).toBe(2)
		expect(listTrash(user.id)).toEqual([])
	})
})

describe('what else moves to the trash, and what does not', () => {
	it("a template's Cancel: its tasks go to the trash and come back as confirmed tasks", () => {
		const user = makeUser()
		const use = prepareTemplateUse(user, {
			id: 'tpl',
			tasks: [{ title: 'Pack', notes: '', children: [{ title: 'Passport', notes: '' }] }],
		})
		expect(cancelTemplateUse(user.id, use)).toEqual({ deleted: 2, created: 2 })
		const [entry] = listTrash(user.id)
		expect(entry).toMatchObject({ title: 'Pack', subTasks: 1 })
		restoreFromTrash(user.id, entry!.id)
		const back = findTasks(user.id)
		expect(back).toHaveLength(2)
		expect(back.every((t) => t.templateUseId === null)).toBe(true)
		expect(listTasks(user.id, { kind: 'all' }, taskPreferences(user.id), 'UTC', { limit: 50 }).total).toBeGreaterThanOrEqual(1)
	})

	it('Delete Data is final: the trash is emptied too', () => {
		const user = makeUser()
		deleteTask(user.id, makeTask(user.id).id)
		makeTask(user.id)
		deleteUserData(user.id)
		expect(findTasks(user.id)).toEqual([])
		expect(trashOf(user.id)).toEqual([])
	})
})
