// The change list of the ways back (issue 55 point 4; decisions 384, 395): Undo and the trash's Restore write a shared
// task's change list as every other way in does, by whoever took the change back (the owner, or the member whose change
// an Undo takes back, decision 403; the trash is the owner's). A restored task's list comes back with it.
import { eq, sql } from 'drizzle-orm'
import { folderMembers, folders } from '#db/schema'
import { db } from '~/lib/db.server'
import { findTask, type Task } from '~/tasks/task-rows.server'
import { recordChanges } from './assignment.server'

export const HISTORY_TEXTS = {
	restored: 'Restored from the trash',
	restoredByUndo: 'Restored (Undo)',
	/** ends each line of what an Undo changed back: "Marked as not complete (Undo)" */
	undoSuffix: ' (Undo)',
} as const

/** whether the owner shares any folder: one look-up, and nothing more to do for everyone who shares nothing */
function sharesAnyFolder(ownerId: string): boolean {
	return !!db().select({ one: sql`1` }).from(folderMembers).innerJoin(folders, eq(folders.id, folderMembers.folderId)).where(eq(folders.ownerId, ownerId)).limit(1).get()
}

/** "Restored from the trash" (or by Undo) in the change list of each of the owner's restored tasks that is shared */
export function recordRestored(by: string, ownerId: string, ids: readonly string[], what: string = HISTORY_TEXTS.restored, now = Date.now()) {
	if (!ids.length || !sharesAnyFolder(ownerId)) return
	for (const id of ids) {
		const after = findTask(ownerId, id)
		if (after) recordChanges(by, null, after, now, [what])
	}
}

/** what an Undo wrote back, from each task as it was (`before`) to as it is again (`after`), each line "(Undo)" */
export function recordUndone(by: string, ownerId: string, changes: readonly { before: Task; after: Task }[], now = Date.now()) {
	if (!changes.length || !sharesAnyFolder(ownerId)) return
	for (const { before, after } of changes) recordChanges(by, before, after, now, [], HISTORY_TEXTS.undoSuffix)
}
