// The folders of other people shared with a caller, as collections of their CalDAV home (issue 55 point 2, decision
// 377), and the one access check of a write to a shared task (access.server.ts's `requireTaskAccess`), as a status.
import { inArray, sql } from 'drizzle-orm'
import { users } from '#db/schema'
import { db } from '~/lib/db.server'
import { membershipsOf, requireTaskAccess } from '~/sharing/access.server'
import type { Action } from '~/sharing/roles'
import { SHARED_PREFIX, sharedCollectionId, type Collection } from './collection'

/** what a person goes by: their chosen name, else their first name */
function namesOf(ids: string[]): Map<string, string> {
	if (!ids.length) return new Map()
	const rows = db()
		.select({ id: users.id, name: sql<string>`coalesce(nullif(${users.goesBy}, ''), ${users.firstName}, ${users.email})` })
		.from(users)
		.where(inArray(users.id, [...new Set(ids)]))
		.all()
	return new Map(rows.map((r) => [r.id, r.name]))
}

/** the collections of the folders shared with this person, by folder name (one look-up through folder_members' index) */
export function sharedCollectionsOf(personId: string): Collection[] {
	const memberships = membershipsOf(personId)
	const names = namesOf(memberships.map((m) => m.ownerId))
	return memberships.map((m) => {
		const ownerName = names.get(m.ownerId) ?? ''
		return {
			id: sharedCollectionId(m.folderId),
			name: `${m.folderName} (shared by ${ownerName})`,
			folder: m.folderName,
			shared: { ownerId: m.ownerId, ownerName, folderId: m.folderId, role: m.role },
		}
	})
}

/** a shared collection of this person by its id; undefined when that folder is not (or no longer) shared with them */
export function sharedCollectionById(personId: string, id: string): Collection | undefined {
	if (!id.startsWith(SHARED_PREFIX)) return undefined
	return sharedCollectionsOf(personId).find((c) => c.id === id)
}

/**
 * Whether this person may do `action` with the task, asked of `requireTaskAccess` (the one function every write asks):
 * 'ok', or the status of its refusal (404: may not see it; 403: a viewer's write).
 */
export function davTaskAccess(personId: string, taskId: string, action: Action): 'ok' | 403 | 404 {
	try {
		requireTaskAccess(personId, taskId, action)
		return 'ok'
	} catch (refusal) {
		const status = (refusal as { init?: { status?: number } | null }).init?.status
		if (status === 403 || status === 404) return status
		throw refusal
	}
}
