// The one access function (issue 55 point 6; decision 363) over every way a task comes in (the seams matrix's
// entries, tests/seams-entries.ts): a task made by each way and moved into a shared folder is the owner's, an
// editor's and a viewer's to see, and nothing to a stranger; `taskAccess` and `visibleTasksSql` agree on it.
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { tasks } from '#db/schema'
import { db } from '~/lib/db.server'
import { bulkAction } from '~/tasks/bulk-action.server'
import { requireTask } from '~/tasks/tasks.server'
import { apiForTheFile } from '../../tests/api-client'
import { makeFolder, makeTask, makeUser, shareWith } from '../../tests/factories'
import { ENTRIES, post, seamsWorld, statusOf } from '../../tests/seams-entries'
import { findVisibleTask, hasSharedFolders, ownerOfNewTask, requireTaskAccess, taskAccess, visibleTasksSql } from './access.server'
import { statusOfThrown } from './sharing-test-support'

const server = apiForTheFile()

const visible = (personId: string, id: string) => db().select({ id: tasks.id }).from(tasks).where(and(visibleTasksSql(personId), eq(tasks.id, id))).get() !== undefined

describe('who may do what with a task of a shared folder, for every way in', () => {
	const w = seamsWorld(server)
	const editor = makeUser()
	const viewer = makeUser()
	const stranger = makeUser()
	beforeAll(() => {
		shareWith(w.user.id, 'Groceries', editor.id, 'editor')
		shareWith(w.user.id, 'Groceries', viewer.id, 'viewer')
	})
	for (const [i, entry] of ENTRIES.entries()) {
		it(entry.name, async () => {
			const id = await entry.make(w, `Shared seam ${i}`)
			// before it is moved into the shared folder, it is the owner's alone
			expect(taskAccess(editor.id, requireTask(w.user.id, id))).toBe(requireTask(w.user.id, id).folder === 'Groceries' ? 'editor' : null)
			const moved = await statusOf(bulkAction(post('/tasks/bulk', [['id', id], ['folder', '=Groceries'], ['returnTo', '/tasks']]), w.user))
			expect(moved).toBe(302)
			const task = requireTask(w.user.id, id)
			expect(task.folder).toBe('Groceries')
			expect(taskAccess(w.user.id, task)).toBe('owner')
			expect(taskAccess(editor.id, task)).toBe('editor')
			expect(taskAccess(viewer.id, task)).toBe('viewer')
			expect(taskAccess(stranger.id, task)).toBeNull()
			for (const [person, sees] of [[w.user.id, true], [editor.id, true], [viewer.id, true], [stranger.id, false]] as const) {
				expect(visible(person, id), `visible to ${person}`).toBe(sees)
				expect(findVisibleTask(person, id) !== undefined).toBe(sees)
			}
			expect(requireTaskAccess(editor.id, id, 'delete').ownerId).toBe(w.user.id)
			expect(statusOfThrown(() => requireTaskAccess(viewer.id, id, 'complete'))).toBe(403)
			expect(statusOfThrown(() => requireTaskAccess(viewer.id, id, 'delete'))).toBe(403)
			expect(statusOfThrown(() => requireTaskAccess(stranger.id, id, 'see'))).toBe(404)
			expect(statusOfThrown(() => requireTaskAccess(stranger.id, id, 'complete'))).toBe(404)
		})
	}
})

describe('the rules around the edges', () => {
	it('a sub-task goes where its parent goes; a folder of the same name of someone else shares nothing', () => {
		const owner = makeUser()
		const member = makeUser()
		const other = makeUser()
		shareWith(owner.id, 'Move', member.id, 'editor')
		makeFolder(other.id, 'Move')
		const parent = makeTask(owner.id, { title: 'Boxes', folder: 'Move' })
		// a sub-task's own folder says nothing: its parent's does
		const child = makeTask(owner.id, { title: 'Tape', folder: '', parentId: parent.id })
		const outside = makeTask(owner.id, { title: 'Private', folder: 'Finances' })
		const childOfOutside = makeTask(owner.id, { title: 'Private child', folder: 'Move', parentId: outside.id })
		const othersMove = makeTask(other.id, { title: 'Not shared', folder: 'Move' })
		expect(taskAccess(member.id, child)).toBe('editor')
		expect(visible(member.id, child.id)).toBe(true)
		expect(taskAccess(member.id, outside)).toBeNull()
		expect(visible(member.id, outside.id)).toBe(false)
		expect(taskAccess(member.id, childOfOutside)).toBeNull()
		expect(visible(member.id, childOfOutside.id)).toBe(false)
		expect(taskAccess(member.id, othersMove)).toBeNull()
		expect(visible(member.id, othersMove.id)).toBe(false)
	})
	it('someone with nothing shared reads through exactly `owner_id = me`', () => {
		const alone = makeUser()
		expect(hasSharedFolders(alone.id)).toBe(false)
		const { sql, params } = db().select().from(tasks).where(visibleTasksSql(alone.id)).toSQL()
		expect(sql).toMatch(/where "tasks"."owner_id" = \?$/)
		expect(params).toEqual([alone.id])
	})
	it('a new task in a shared folder is its owner’s when the person may add there; a viewer may not; an own folder of the same name wins', () => {
		const owner = makeUser()
		const editor = makeUser()
		const viewer = makeUser()
		shareWith(owner.id, 'Club', editor.id, 'editor')
		shareWith(owner.id, 'Club', viewer.id, 'viewer')
		expect(ownerOfNewTask(editor.id, 'Club')).toBe(owner.id)
		expect(ownerOfNewTask(viewer.id, 'Club')).toBeNull()
		expect(ownerOfNewTask(editor.id, '')).toBe(editor.id)
		expect(ownerOfNewTask(editor.id, 'Elsewhere')).toBe(editor.id)
		makeFolder(viewer.id, 'Club')
		expect(ownerOfNewTask(viewer.id, 'Club')).toBe(viewer.id)
	})
})
