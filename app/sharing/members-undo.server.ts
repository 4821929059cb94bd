// Undo of a member change (issue 55; decision 394): changing a member's role, removing a member and leaving a folder
// offer Undo in their toast, as a task's delete does (decision 244): the change records, in its own transaction, what
// takes it back (the member's row as it was, and the folder's tasks whose assignment to them the removal cleared) in
// `task_undos` under the one who made it. Only they may undo it, within UNDO_LIFETIME_MS, once, and only while they
// still may share the folder (a manager made an editor since gets 403); a leaver may come back while the folder is
// still its owner's. An undo id of someone else's, unknown, used or expired changes nothing and says so.
import { and, eq, sql } from 'drizzle-orm'
import { data } from 'react-router'
import { folderMembers, folders, taskUndos, users, type MemberUndo } from '#db/schema'
import { db } from '~/lib/db.server'
import { count } from '~/lib/plural'
import type { Writer } from '~/tasks/trash.server'
import { recordUndo, UNDO_GONE } from '~/tasks/undo.server'
import { folderAccess } from './access.server'
import { may, ROLE_NAMES } from './roles'

export const MEMBER_UNDO_TEXTS = {
	gone: UNDO_GONE,
	changedSince: 'This can no longer be undone: that member or folder was changed since.',
} as const

type MemberRow = typeof folderMembers.$inferSelect

/** the record of a member's row as it is before the change (the caller sets `kind`, and `to` or `assigned`) */
export function memberUndoOf(row: MemberRow, folder: { id: string; ownerId: string }): Omit<MemberUndo, 'kind'> {
	return { folderId: folder.id, folderOwnerId: folder.ownerId, userId: row.userId, role: row.role, addedAt: row.addedAt, addedBy: row.addedBy, assigned: [] }
}

/** records what undoes a member change, in the change's transaction; answers the undo id for the toast */
export function recordMemberUndo(tx: Writer, actorId: string, member: MemberUndo, now = Date.now()): string {
	return recordUndo(tx, actorId, { member }, now)
}

export type MemberUndoResult = { ok: true; description: string } | { ok: false; message: string }

const nameOf = (userId: string) =>
	db()
		.select({ name: sql<string>`trim(coalesce(nullif(${users.goesBy}, ''), ${users.firstName}) || ' ' || ${users.lastName})`, email: users.email, disabledAt: users.disabledAt })
		.from(users)
		.where(eq(users.id, userId))
		.get()

/**
 * Takes back a member change of `actorId`'s. Undefined when `undoId` is no member change of theirs (a task's Undo, or
 * nothing: undo.server.ts answers). Throws a 403 when they may no longer share the folder.
 */
export function undoMemberChange(actorId: string, undoId: string, now = Date.now()): MemberUndoResult | undefined {
	const mine = and(eq(taskUndos.id, undoId), eq(taskUndos.ownerId, actorId))
	const record = db().select().from(taskUndos).where(mine).get()
	const member = record?.change.member
	if (!record || !member) return undefined
	const gone = (message: string = MEMBER_UNDO_TEXTS.gone) => {
		db().delete(taskUndos).where(mine).run()
		return { ok: false as const, message }
	}
	if (record.expiresAt <= now) return gone()
	const folder = db().select({ name: folders.name, ownerId: folders.ownerId }).from(folders).where(eq(folders.id, member.folderId)).get()
	// the folder deleted, or handed over to someone else since: nothing to put back into
	if (!folder || folder.ownerId !== member.folderOwnerId) return gone(MEMBER_UNDO_TEXTS.changedSince)
	if (member.kind !== 'left' && !may(folderAccess(actorId, folder.ownerId, folder.name), 'share')) {
		throw data({ title: 'Not allowed', message: `You may no longer share “${folder.name}”, so this change cannot be undone.` }, { status: 403 })
	}
	const person = nameOf(member.userId)
	if (!person || person.disabledAt) return gone(MEMBER_UNDO_TEXTS.changedSince)
	const who = member.kind === 'left' ? 'you' : person.name || person.email
	const role = ROLE_NAMES[member.role].toLowerCase()
	const row = and(eq(folderMembers.folderId, member.folderId), eq(folderMembers.userId, member.userId))
	return db().transaction((tx) => {
		// once only: the record goes first (two posts of the same Undo from two workers: one of them finds it)
		if (!tx.delete(taskUndos).where(mine).returning({ id: taskUndos.id }).get()) return { ok: false as const, message: MEMBER_UNDO_TEXTS.gone }
		if (member.kind === 'role') {
			// their role as the change left it, or someone changed it (or removed them) since: that stands
			const back = tx.update(folderMembers).set({ role: member.role }).where(and(row, eq(folderMembers.role, member.to!))).run().changes
			if (!back) return { ok: false as const, message: MEMBER_UNDO_TEXTS.changedSince }
			return { ok: true as const, description: `Undone: ${who} is ${role} of “${folder.name}” again.` }
		}
		const { folderId, userId, addedAt, addedBy } = member
		const added = tx.insert(folderMembers).values({ folderId, userId, role: member.role, addedAt, addedBy }).onConflictDoNothing().run().changes
		if (!added) return { ok: false as const, message: MEMBER_UNDO_TEXTS.changedSince }
		// the tasks the removal unassigned, where they still are in the folder and nobody was assigned since
		const assigned = member.assigned.length
			? tx.run(
					sql`update tasks set assigned_to = ${userId} where owner_id = ${folder.ownerId} and assigned_to is null and id in (select value from json_each(${JSON.stringify(member.assigned)}))
						and coalesce((select p.folder from tasks p where p.id = tasks.parent_id and p.owner_id = tasks.owner_id), folder) = ${folder.name}`,
				).changes
			: 0
		const tasks = assigned ? `, with ${count(assigned, 'task')} assigned to ${member.kind === 'left' ? 'you' : 'them'} again` : ''
		return { ok: true as const, description: `Undone: ${who === 'you' ? 'you are' : `${who} is`} back in “${folder.name}” as ${role}${tasks}.` }
	})
}
