// Who a task may be assigned to (issue 55 point 3): the folder's owner and its members. Written for the JSON API
// (step 4b); the assignment UI (step 5) uses the same function.
import { and, asc, eq, sql } from 'drizzle-orm'
import { folderMembers, folders, users } from '#db/schema'
import { db } from '~/lib/db.server'

export type Assignable = { id: string; email: string; name: string }

const nameSql = sql<string>`trim(coalesce(nullif(${users.goesBy}, ''), ${users.firstName}) || ' ' || ${users.lastName})`

/**
 * The people a task of `ownerId` in `folderName` may be assigned to: the owner first, then the members of that folder
 * (by email). A folder that is not shared (or no folder) has the owner alone.
 */
export function assignableIn(ownerId: string, folderName: string): Assignable[] {
	const owner = db().select({ id: users.id, email: users.email, name: nameSql }).from(users).where(eq(users.id, ownerId)).get()
	const members = folderName
		? db()
				.select({ id: users.id, email: users.email, name: nameSql })
				.from(folderMembers)
				.innerJoin(folders, eq(folders.id, folderMembers.folderId))
				.innerJoin(users, eq(users.id, folderMembers.userId))
				.where(and(eq(folders.ownerId, ownerId), eq(folders.name, folderName)))
				.orderBy(asc(users.email))
				.all()
		: []
	return [...(owner ? [owner] : []), ...members]
}
