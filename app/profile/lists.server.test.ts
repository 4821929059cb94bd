import { and, asc, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { contexts, folders, tasks } from '#db/schema'
import { db } from '~/lib/db.server'
import { makeTask, makeUser } from '../../tests/factories'
import { rowsFromSaved, type ListRow } from './list-editor'
import { listItems } from '~/tasks/lists.server'
import { saveList } from './lists.server'
import { getDefaultTaskOptions } from '~/tasks/preferences.server'

const folderOf = (ownerId: string) =>
	db().select({ title: tasks.title, folder: tasks.folder }).from(tasks).where(eq(tasks.ownerId, ownerId)).orderBy(asc(tasks.title)).all()

function editRows(ownerId: string, kind: 'contexts' | 'folders') {
	return rowsFromSaved(listItems(ownerId, kind))
}

describe('saving the folders editor', () => {
	test('inserts, updates and deletes in one go; renamed folders take their tasks along', () => {
		const me = makeUser({ loadDefaults: true })
		const other = makeUser({ loadDefaults: true })
		const rows = editRows(me.id, 'folders')
		expect(rows.map((r) => r.name)).toEqual(['Inbox', 'Family', 'Finances', 'Personal', 'Professional'])
		const edited: ListRow[] = rows.map((r) =>
			r.name === 'Inbox' ? { ...r, name: '  In tray ', group: ' Work ' } : r.name === 'Family' ? { ...r, op: 'delete' } : r,
		)
		edited.push({ key: 'new-1', id: '', name: ' Hobbies ', private: false, active: true, customOrder: '30', group: '', op: 'add' })
		const result = saveList(me.id, 'folders', edited)
		expect(result).toMatchObject({ inserted: 1, updated: 1, deleted: 1 })

		const after = listItems(me.id, 'folders')
		expect(after.map((f) => f.name)).toEqual(['In tray', 'Finances', 'Personal', 'Professional', 'Hobbies'])
		expect(after[0]!.group).toBe('Work')
		expect(after.at(-1)).toMatchObject({ private: false, customOrder: 30 })
		// the starter tasks were in Inbox: they follow the rename
		expect(folderOf(me.id).every((t) => t.folder === 'In tray')).toBe(true)
		// so do the Quick Add Defaults
		expect(getDefaultTaskOptions(me.id).folder).toBe('In tray')
		// the other user's folders and tasks are untouched
		expect(listItems(other.id, 'folders').map((f) => f.name)).toContain('Inbox')
		expect(folderOf(other.id).every((t) => t.folder === 'Inbox')).toBe(true)
		expect(getDefaultTaskOptions(other.id).folder).toBe('Inbox')
	})

	test('deleting a folder in use leaves its tasks unassigned and says how many', () => {
		const me = makeUser({ loadDefaults: true })
		const other = makeUser({ loadDefaults: true })
		makeTask(me.id, { title: 'pay rent', folder: 'Finances' })
		makeTask(me.id, { title: 'tax return', folder: 'Finances' })
		makeTask(other.id, { title: 'their bill', folder: 'Finances' })
		const rows = editRows(me.id, 'folders').map((r): ListRow => (r.name === 'Finances' ? { ...r, op: 'delete' } : r))
		expect(saveList(me.id, 'folders', rows).unassigned).toBe(2)
		expect(folderOf(me.id).filter((t) => t.title !== 'pay rent' && t.title !== 'tax return').every((t) => t.folder === 'Inbox')).toBe(true)
		expect(folderOf(me.id).filter((t) => t.folder === '').map((t) => t.title)).toEqual(['pay rent', 'tax return'])
		expect(folderOf(other.id).find((t) => t.title === 'their bill')!.folder).toBe('Finances')
	})

	test("another owner's row id gives 404 and nothing changes", () => {
		const me = makeUser({ loadDefaults: true })
		const other = makeUser({ loadDefaults: true })
		const theirs = editRows(other.id, 'folders')[0]!
		const rows = editRows(me.id, 'folders').map((r) => ({ ...r, name: `${r.name}!` }))
		expect(() => saveList(me.id, 'folders', [...rows, { ...theirs, name: 'stolen' }])).toThrow()
		expect(listItems(me.id, 'folders').map((f) => f.name)).toEqual(['Inbox', 'Family', 'Finances', 'Personal', 'Professional'])
		expect(listItems(other.id, 'folders')[0]!.name).toBe('Inbox')
		expect(folderOf(me.id).every((t) => t.folder === 'Inbox')).toBe(true)
	})
})

describe('saving the contexts editor', () => {
	test('rename with tasks following, swap, sort renumbering saved', () => {
		const me = makeUser({ loadDefaults: true })
		makeTask(me.id, { title: 'buy milk', context: '@Shopping' })
		makeTask(me.id, { title: 'email boss', context: '@Work' })
		const rows = editRows(me.id, 'contexts')
		const edited = rows.map((r): ListRow => {
			if (r.name === '@Shopping') return { ...r, name: '@Work', customOrder: '5' }
			if (r.name === '@Work') return { ...r, name: '@Shopping', customOrder: '10' }
			return r
		})
		saveList(me.id, 'contexts', edited)
		const byTitle = Object.fromEntries(
			db().select({ title: tasks.title, context: tasks.context }).from(tasks).where(and(eq(tasks.ownerId, me.id))).all().map((t) => [t.title, t.context]),
		)
		expect(byTitle['buy milk']).toBe('@Work')
		expect(byTitle['email boss']).toBe('@Shopping')
		const saved = db().select().from(contexts).where(eq(contexts.ownerId, me.id)).all()
		expect(saved.find((c) => c.name === '@Work')!.customOrder).toBe(5)
		expect(db().select().from(folders).where(eq(folders.ownerId, me.id)).all()).toHaveLength(5)
	})
})
