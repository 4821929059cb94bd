// Who a task may be assigned to (issue 55 point 3; decision 378): the owner of its folder or one of the folder's
// members. Used by CalDAV's X-TWENTYFOUR-ASSIGNED-TO (app/dav/writes.server.ts) and by the forms and quick add.
import { and, asc, eq, sql } from 'drizzle-orm'
import { folderMembers, folders, users } from '#db/schema'
import { db } from '~/lib/db.server'

export type Assignable = { id: string; email: string; name: string }

const nameSql = sql<string>`trim(coalesce(nullif(${users.goesBy}, ''), ${users.firstName}) || ' ' || ${users.lastName})`

/**
 * The people a task of `ownerId` in the folder `folderName` may be assigned to: the owner first, then the folder's
 * members by email. A task without a folder, or in a folder of the owner's that is not there, has the owner alone.
 */
export function assignableIn(ownerId: string, folderName: string): Assignable[] {
	const owner = db().select({ id: users.id, email: users.email, name: nameSql }).from(users).where(eq(users.id, ownerId)).get()
	if (!owner) return []
	if (!folderName) return [owner]
	const members = db()
		.select({ id: users.id, email: users.email, name: nameSql })
		.from(folderMembers)
		.innerJoin(folders, eq(folders.id, folderMembers.folderId))
		.innerJoin(users, eq(users.id, folderMembers.userId))
		.where(and(eq(folders.ownerId, ownerId), eq(folders.name, folderName)))
		.orderBy(asc(users.email))
		.all()
	return [owner, ...members]
}

/** of the people assignable in that folder, the one with this email (any case), or undefined */
export function assignableByEmail(ownerId: string, folderName: string, email: string): Assignable | undefined {
	const wanted = email.trim().toLowerCase()
	return wanted ? assignableIn(ownerId, folderName).find((p) => p.email.toLowerCase() === wanted) : undefined
}
