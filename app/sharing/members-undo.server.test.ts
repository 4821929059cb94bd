// Undo of a member change (issue 55; decision 394), through the Folders section's posts and the toast's Undo post
// (/tasks/undo, the route's own action): a removal comes back with its role and the assignments it cleared, a role
// change and a leave are taken back; only by the one who made the change, once, in time, while they still may share
// the folder (403 otherwise); someone else's, a forged, used or expired undo id, or a member changed since, changes
// nothing and says so.
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { folderMembers, folders, tasks, taskUndos } from '#db/schema'
import { db } from '~/lib/db.server'
import { requireTask } from '~/tasks/tasks.server'
import { undo, UNDO_GONE, UNDO_LIFETIME_MS } from '~/tasks/undo.server'
import { post } from '../../tests/seams-entries'
import { makeTask, makeUser, shareWith } from '../../tests/factories'
import { folderAccess } from './access.server'
import { MEMBER_UNDO_TEXTS, undoMemberChange } from './members-undo.server'
import { sharingAction, type SharingIntent } from './sharing-section.server'
import { postUndo, toastOf } from '../../tests/undo-posts'

type Person = ReturnType<typeof makeUser>
const person = (goesBy: string) => makeUser({ row: { goesBy } })

/** a Folders section post by `who`; answers its toast */
async function send(who: Person, fields: [string, string][]) {
	const form = await post('/profile/folders', fields).formData()
	return toastOf(await sharingAction(who, form, String(form.get('intent')) as SharingIntent))
}

const memberRow = (folderId: string, userId: string) =>
	db().select().from(folderMembers).where(and(eq(folderMembers.folderId, folderId), eq(folderMembers.userId, userId))).get()

describe('Undo of a member change', () => {
	it('a removal comes back with its role, when it was added and by whom, and the assignments it cleared', async () => {
		const owner = person('Ann')
		const ben = person('Ben')
		const folder = shareWith(owner.id, 'Team', ben.id, 'editor')
		const before = memberRow(folder.id, ben.id)
		const plan = makeTask(owner.id, { title: 'Plan', folder: 'Team', assignedTo: ben.id })
		const step = makeTask(owner.id, { title: 'Step', parentId: plan.id, assignedTo: ben.id })
		const removed = await send(owner, [['intent', 'member-remove'], ['folderId', folder.id], ['userId', ben.id]])
		expect(removed).toMatchObject({ type: 'success', description: `Ben ${ben.lastName} was removed from “Team”: they no longer see its tasks, and 2 of its tasks are no longer assigned to them.` })
		expect(removed!.undo).toBeTruthy()
		expect(folderAccess(ben.id, owner.id, 'Team')).toBeNull()
		expect(requireTask(owner.id, plan.id).assignedTo).toBeNull()

		const undone = await postUndo(owner, removed!.undo!)
		// back to the members, where the change shows
		expect(undone).toEqual({
			status: 302,
			toast: expect.objectContaining({ type: 'success', description: `Undone: Ben ${ben.lastName} is back in “Team” as editor, with 2 tasks assigned to them again.` }),
			location: '/profile/folders#sharing-heading',
		})
		expect(memberRow(folder.id, ben.id)).toEqual(before)
		expect([requireTask(owner.id, plan.id).assignedTo, requireTask(owner.id, step.id).assignedTo]).toEqual([ben.id, ben.id])
		// once only
		expect((await postUndo(owner, removed!.undo!)).toast).toMatchObject({ type: 'warning', description: UNDO_GONE })
		expect(memberRow(folder.id, ben.id)).toEqual(before)
	})

	it('a role change is taken back; a leave too, by the one who left', async () => {
		const owner = person('Ann')
		const manager = person('Cat')
		const dan = person('Dan')
		const folder = shareWith(owner.id, 'Club', dan.id, 'viewer')
		shareWith(owner.id, 'Club', manager.id, 'manager')
		const changed = await send(manager, [['intent', 'member-role'], ['folderId', folder.id], ['userId', dan.id], ['role', 'editor']])
		expect(changed).toMatchObject({ description: `Dan ${dan.lastName} is now editor of “Club”.`, undo: expect.any(String) })
		expect(folderAccess(dan.id, owner.id, 'Club')).toBe('editor')
		expect((await postUndo(manager, changed!.undo!)).toast).toMatchObject({ type: 'success', description: `Undone: Dan ${dan.lastName} is viewer of “Club” again.` })
		expect(folderAccess(dan.id, owner.id, 'Club')).toBe('viewer')

		const left = await send(dan, [['intent', 'leave'], ['folderId', folder.id], ['userId', 'me']])
		expect(left).toMatchObject({ description: 'You left “Club”. Its tasks are no longer in your lists.', undo: expect.any(String) })
		expect(folderAccess(dan.id, owner.id, 'Club')).toBeNull()
		expect((await postUndo(dan, left!.undo!)).toast).toMatchObject({ type: 'success', description: 'Undone: you are back in “Club” as viewer.' })
		expect(folderAccess(dan.id, owner.id, 'Club')).toBe('viewer')
	})

	it('only the one who made it: the removed member, another manager or a stranger posting the undo id changes nothing; a forged one is refused', async () => {
		const owner = person('Ann')
		const ben = person('Ben')
		const other = person('Eve')
		const stranger = person('Mal')
		const folder = shareWith(owner.id, 'Team', ben.id, 'editor')
		shareWith(owner.id, 'Team', other.id, 'manager')
		const removed = await send(owner, [['intent', 'member-remove'], ['folderId', folder.id], ['userId', ben.id]])
		for (const who of [ben, other, stranger]) {
			expect((await postUndo(who, removed!.undo!)).toast, who.goesBy ?? '').toMatchObject({ type: 'warning', description: UNDO_GONE })
			expect(folderAccess(ben.id, owner.id, 'Team')).toBeNull()
		}
		for (const forged of ['not-an-id', `${removed!.undo!}x`, '', "' or 1=1 --"]) {
			expect((await postUndo(owner, forged)).toast).toMatchObject({ type: 'warning', description: UNDO_GONE })
		}
		// a task's Undo never takes a member change for an empty one of its own (and leaves it to its maker)
		expect(undo(owner.id, removed!.undo!)).toEqual({ ok: false, message: UNDO_GONE })
		expect((await postUndo(owner, removed!.undo!)).toast).toMatchObject({ type: 'success' })
		expect(folderAccess(ben.id, owner.id, 'Team')).toBe('editor')
	})

	it('a manager who may no longer share the folder gets 403 and nothing changes; their undo is still refused after', async () => {
		const owner = person('Ann')
		const manager = person('Cat')
		const ben = person('Ben')
		const folder = shareWith(owner.id, 'Move', manager.id, 'manager')
		shareWith(owner.id, 'Move', ben.id, 'editor')
		const removed = await send(manager, [['intent', 'member-remove'], ['folderId', folder.id], ['userId', ben.id]])
		await send(owner, [['intent', 'member-role'], ['folderId', folder.id], ['userId', manager.id], ['role', 'editor']])
		expect((await postUndo(manager, removed!.undo!)).status).toBe(403)
		expect(folderAccess(ben.id, owner.id, 'Move')).toBeNull()
		// removed from the folder altogether: 403 as well
		await send(owner, [['intent', 'member-remove'], ['folderId', folder.id], ['userId', manager.id]])
		expect((await postUndo(manager, removed!.undo!)).status).toBe(403)
		expect(folderAccess(ben.id, owner.id, 'Move')).toBeNull()
	})

	it('too late, or the member or folder changed since: nothing is overwritten, and the toast says why', async () => {
		const owner = person('Ann')
		const ben = person('Ben')
		const cat = person('Cat')
		const folder = shareWith(owner.id, 'Team', ben.id, 'editor')
		shareWith(owner.id, 'Team', cat.id, 'viewer')
		// expired
		const late = await send(owner, [['intent', 'member-role'], ['folderId', folder.id], ['userId', ben.id], ['role', 'viewer']])
		expect(undoMemberChange(owner.id, late!.undo!, Date.now() + UNDO_LIFETIME_MS + 1)).toEqual({ ok: false, message: UNDO_GONE })
		expect(folderAccess(ben.id, owner.id, 'Team')).toBe('viewer')
		// the role changed again since: that stands
		const first = await send(owner, [['intent', 'member-role'], ['folderId', folder.id], ['userId', ben.id], ['role', 'editor']])
		await send(owner, [['intent', 'member-role'], ['folderId', folder.id], ['userId', ben.id], ['role', 'manager']])
		expect((await postUndo(owner, first!.undo!)).toast).toMatchObject({ type: 'warning', description: MEMBER_UNDO_TEXTS.changedSince })
		expect(folderAccess(ben.id, owner.id, 'Team')).toBe('manager')
		// removed, then shared again (as viewer) since: the new role stands; an assignment made since is not taken
		const task = makeTask(owner.id, { title: 'Hall', folder: 'Team', assignedTo: cat.id })
		const removed = await send(owner, [['intent', 'member-remove'], ['folderId', folder.id], ['userId', cat.id]])
		shareWith(owner.id, 'Team', cat.id, 'viewer')
		db().update(folderMembers).set({ role: 'editor' }).where(and(eq(folderMembers.folderId, folder.id), eq(folderMembers.userId, cat.id))).run()
		expect((await postUndo(owner, removed!.undo!)).toast).toMatchObject({ type: 'warning', description: MEMBER_UNDO_TEXTS.changedSince })
		expect(folderAccess(cat.id, owner.id, 'Team')).toBe('editor')
		expect(requireTask(owner.id, task.id).assignedTo).toBeNull()
		// the folder deleted since: nothing comes back, and the record is gone
		const gone = await send(owner, [['intent', 'member-remove'], ['folderId', folder.id], ['userId', ben.id]])
		db().delete(folders).where(eq(folders.id, folder.id)).run()
		expect((await postUndo(owner, gone!.undo!)).toast).toMatchObject({ type: 'warning', description: MEMBER_UNDO_TEXTS.changedSince })
		expect(db().select().from(taskUndos).where(eq(taskUndos.id, gone!.undo!)).get()).toBeUndefined()
	})

	it('an assignment made since the removal is not taken back by the Undo', async () => {
		const owner = person('Ann')
		const ben = person('Ben')
		const folder = shareWith(owner.id, 'Team', ben.id, 'editor')
		const task = makeTask(owner.id, { title: 'Hall', folder: 'Team', assignedTo: ben.id })
		const kept = makeTask(owner.id, { title: 'Keys', folder: 'Team', assignedTo: ben.id })
		const removed = await send(owner, [['intent', 'member-remove'], ['folderId', folder.id], ['userId', ben.id]])
		// since: one task assigned to the owner herself
		db().update(tasks).set({ assignedTo: owner.id }).where(eq(tasks.id, task.id)).run()
		expect((await postUndo(owner, removed!.undo!)).toast).toMatchObject({ description: `Undone: Ben ${ben.lastName} is back in “Team” as editor, with 1 task assigned to them again.` })
		expect(requireTask(owner.id, task.id).assignedTo).toBe(owner.id)
		expect(requireTask(owner.id, kept.id).assignedTo).toBe(ben.id)
	})
})
