// Sharing a folder (issue 55 point 1; decision 365): the owner or a manager shares a folder by email with someone who
// has an account on this server, changes a member's role or removes them; a member leaves. The Folders section of the
// profile posts here (app/routes/profile.tsx through app/profile/profile-actions.server.ts).
import { and, asc, eq, sql } from 'drizzle-orm'
import { folderMembers, folders, users } from '#db/schema'
import { db } from '~/lib/db.server'
import { folderAccess } from './access.server'
import { memberUndoOf, recordMemberUndo } from './members-undo.server'
import { may, type Access, type MemberRole } from './roles'

export const SHARE_TEXTS = {
	noAccount: 'There is no account with that email on this server. Ask them to sign up first.',
	yourself: 'That is your own email: the folder is yours already.',
	owner: 'That is the folder’s owner: it is theirs already.',
	noFolder: 'No folder with that id exists, or you may not share it.',
} as const

export type FolderRow = { id: string; name: string; ownerId: string }

function folderById(id: string): FolderRow | undefined {
	return db().select({ id: folders.id, name: folders.name, ownerId: folders.ownerId }).from(folders).where(eq(folders.id, id)).get()
}

/** the folder and what this person is to it; undefined when it does not exist or they are nothing to it */
export function visibleFolder(personId: string, folderId: string): { folder: FolderRow; access: Access } | undefined {
	const folder = folderById(folderId)
	if (!folder) return undefined
	const access = folderAccess(personId, folder.ownerId, folder.name)
	return access ? { folder, access } : undefined
}

export type Member = { userId: string; email: string; name: string; role: MemberRole }

/** the members of a folder, by name */
export function membersOf(folderId: string): Member[] {
	return db()
		.select({ userId: users.id, email: users.email, name: sql<string>`trim(coalesce(nullif(${users.goesBy}, ''), ${users.firstName}) || ' ' || ${users.lastName})`, role: folderMembers.role })
		.from(folderMembers)
		.innerJoin(users, eq(users.id, folderMembers.userId))
		.where(eq(folderMembers.folderId, folderId))
		.orderBy(asc(users.email))
		.all()
}

export type ShareResult = { ok: true; member: Member; folder: FolderRow; changed: boolean } | { ok: false; field: 'email' | 'folderId'; message: string }

/** shares the folder with the account of `email` as `role` (a member already: their role changes) */
export function shareFolder(actorId: string, folderId: string, email: string, role: MemberRole, now = Date.now()): ShareResult {
	const found = visibleFolder(actorId, folderId)
	if (!found || !may(found.access, 'share')) return { ok: false, field: 'folderId', message: SHARE_TEXTS.noFolder }
	const person = db().select().from(users).where(sql`lower(${users.email}) = lower(${email.trim()})`).get()
	if (!person || person.disabledAt) return { ok: false, field: 'email', message: SHARE_TEXTS.noAccount }
	if (person.id === actorId) return { ok: false, field: 'email', message: SHARE_TEXTS.yourself }
	if (person.id === found.folder.ownerId) return { ok: false, field: 'email', message: SHARE_TEXTS.owner }
	const before = db().select().from(folderMembers).where(and(eq(folderMembers.folderId, folderId), eq(folderMembers.userId, person.id))).get()
	if (before) {
		if (before.role !== role) db().update(folderMembers).set({ role }).where(and(eq(folderMembers.folderId, folderId), eq(folderMembers.userId, person.id))).run()
	} else {
		db().insert(folderMembers).values({ folderId, userId: person.id, role, addedAt: now, addedBy: actorId }).run()
	}
	const member = membersOf(folderId).find((m) => m.userId === person.id)!
	return { ok: true, member, folder: found.folder, changed: !!before }
}

export type MemberChange = {
	folder: FolderRow
	/** the undo id the toast offers (decision 394): only the one who made the change may use it */
	undoId: string
	/** the tasks of the folder whose assignment to the person the removal cleared */
	unassigned: number
}

/** the owner or a manager changes a member's role; null when they may not or the member is not there */
export function changeRole(actorId: string, folderId: string, userId: string, role: MemberRole, now = Date.now()): MemberChange | null {
	const found = visibleFolder(actorId, folderId)
	if (!found || !may(found.access, 'share')) return null
	const mine = and(eq(folderMembers.folderId, folderId), eq(folderMembers.userId, userId))
	return db().transaction((tx) => {
		const before = tx.select().from(folderMembers).where(mine).get()
		if (!before) return null
		tx.update(folderMembers).set({ role }).where(mine).run()
		const undo = { ...memberUndoOf(before, found.folder), kind: 'role' as const, to: role }
		return { folder: found.folder, undoId: recordMemberUndo(tx, actorId, undo, now), unassigned: 0 }
	})
}

export function changeMemberRole(actorId: string, folderId: string, userId: string, role: MemberRole): boolean {
	return changeRole(actorId, folderId, userId, role) !== null
}

/** the owner or a manager removes a member; a member removing themselves leaves. Null: nothing was removed */
export function removeFromFolder(actorId: string, folderId: string, userId: string, now = Date.now()): MemberChange | null {
	const found = visibleFolder(actorId, folderId)
	if (!found) return null
	if (userId !== actorId && !may(found.access, 'share')) return null
	const { ownerId, name } = found.folder
	return db().transaction((tx) => {
		const before = tx.delete(folderMembers).where(and(eq(folderMembers.folderId, folderId), eq(folderMembers.userId, userId))).returning().get()
		if (!before) return null
		// the folder's tasks assigned to them are no longer (issue 55 point 3: only a member is assigned); a sub-task goes
		// where its parent goes. Their ids are kept for Undo, which assigns them again
		const unassigned = tx
			.all<{ id: string }>(
				sql`update tasks set assigned_to = null where owner_id = ${ownerId} and assigned_to = ${userId} and coalesce((select p.folder from tasks p where p.id = tasks.parent_id and p.owner_id = tasks.owner_id), folder) = ${name} returning id`,
			)
			.map((t) => t.id)
		const undo = { ...memberUndoOf(before, found.folder), kind: userId === actorId ? ('left' as const) : ('removed' as const), assigned: unassigned }
		return { folder: found.folder, undoId: recordMemberUndo(tx, actorId, undo, now), unassigned: unassigned.length }
	})
}

export function removeMember(actorId: string, folderId: string, userId: string): boolean {
	return removeFromFolder(actorId, folderId, userId) !== null
}

export function leaveFolder(personId: string, folderId: string): boolean {
	return removeMember(personId, folderId, personId)
}

/** the folders shared with this person, with their owner's name and email, for the Folders section */
export function foldersSharedWith(personId: string) {
	return db()
		.select({
			folderId: folders.id,
			folderName: folders.name,
			role: folderMembers.role,
			ownerEmail: users.email,
			ownerName: sql<string>`trim(coalesce(nullif(${users.goesBy}, ''), ${users.firstName}) || ' ' || ${users.lastName})`,
		})
		.from(folderMembers)
		.innerJoin(folders, eq(folders.id, folderMembers.folderId))
		.innerJoin(users, eq(users.id, folders.ownerId))
		.where(eq(folderMembers.userId, personId))
		.orderBy(asc(folders.name))
		.all()
}
