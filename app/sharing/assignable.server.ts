// Who a task of a shared folder may be assigned to (issue 55 point 3): the folder's owner and its members, whatever
// their role. A folder shared with nobody offers nobody: assignment is for shared folders only (docs/decisions/383).
// Used by the forms and quick add, the JSON API's assignedTo and CalDAV's X-TWENTYFOUR-ASSIGNED-TO (decision 378).
import { and, asc, eq, sql } from 'drizzle-orm'
import { folderMembers, folders, users } from '#db/schema'
import { db, preparedPerConnection } from '~/lib/db.server'
import { membershipsOf } from './access.server'
import { may } from './roles'

export type Assignable = { id: string; email: string; name: string }

const nameSql = sql<string>`coalesce(nullif(${users.goesBy}, ''), ${users.firstName})`

/** the owner first, then the members by name; [] when the folder is not shared (or not there) */
export function assignableIn(ownerId: string, folderName: string): Assignable[] {
	if (!folderName) return []
	const members = db()
		.select({ id: users.id, email: users.email, name: nameSql })
		.from(folderMembers)
		.innerJoin(folders, eq(folders.id, folderMembers.folderId))
		.innerJoin(users, eq(users.id, folderMembers.userId))
		.where(and(eq(folders.ownerId, ownerId), eq(folders.name, folderName)))
		.orderBy(asc(nameSql), asc(users.email))
		.all()
	if (!members.length) return []
	const owner = db().select({ id: users.id, email: users.email, name: nameSql }).from(users).where(eq(users.id, ownerId)).get()
	return owner ? [owner, ...members] : members
}

/** the names of these people by id: what they go by (or their first name), and that with their last name (the chip's initials) */
export function namesOf(ids: Iterable<string | null>): Map<string, { name: string; full: string }> {
	const list = [...new Set([...ids].filter((id): id is string => !!id))]
	if (!list.length) return new Map()
	const rows = db()
		.select({ id: users.id, name: nameSql, first: users.firstName, last: users.lastName })
		.from(users)
		.where(sql`${users.id} in ${list}`)
		.all()
	return new Map(rows.map((r) => [r.id, { name: r.name, full: [r.name, r.last].filter(Boolean).join(' ') }]))
}

/** of the people assignable in that folder, the one with this email (any case), or undefined (CalDAV's X- property) */
export function assignableByEmail(ownerId: string, folderName: string, email: string): Assignable | undefined {
	const wanted = email.trim().toLowerCase()
	return wanted ? assignableIn(ownerId, folderName).find((p) => p.email.toLowerCase() === wanted) : undefined
}

/** one folder's people, for the Create form's "Assigned to" (an optgroup each, named by the folder) */
export type FolderPeople = { folder: string; people: { id: string; name: string }[] }

/** the person's own folders shared with anyone (a statement kept per connection: every list page asks) */
const ownSharedFolders = preparedPerConnection((database) =>
	database
		.selectDistinct({ id: folders.id, name: folders.name })
		.from(folders)
		.innerJoin(folderMembers, eq(folderMembers.folderId, folders.id))
		.where(eq(folders.ownerId, sql.placeholder('personId')))
		.orderBy(asc(folders.name))
		.prepare(),
)

/** the members of these folders (a JSON array of ids), by name: a statement kept per connection however many */
const membersOfFolders = preparedPerConnection((database) =>
	database
		.select({ folderId: folderMembers.folderId, id: users.id, name: nameSql })
		.from(folderMembers)
		.innerJoin(users, eq(users.id, folderMembers.userId))
		.where(sql`${folderMembers.folderId} in (select value from json_each(${sql.placeholder('ids')}))`)
		.orderBy(asc(nameSql), asc(users.email))
		.prepare(),
)

const peopleById = preparedPerConnection((database) =>
	database
		.select({ id: users.id, name: nameSql })
		.from(users)
		.where(sql`${users.id} in (select value from json_each(${sql.placeholder('ids')}))`)
		.prepare(),
)

/**
 * The Create form's "Assigned to" choices (issue 55 point 3): for each folder the person may add a task to that is
 * shared with anyone, the people a task made there could be assigned to. A folder is whose `ownerOfNewTask` says: the
 * person's own by that name first (`ownFolders`), else the first folder shared with them by that name. The server
 * checks the choice against the folder actually chosen (`newTaskAssignmentRefusal`).
 */
export function assignableForNewTasks(personId: string, ownFolders: ReadonlySet<string>): FolderPeople[] {
	const mine = ownSharedFolders()
		.all({ personId })
		.map((f) => ({ folderId: f.id, ownerId: personId, folder: f.name }))
	const seen = new Set(ownFolders)
	const theirs: typeof mine = []
	// the first membership by a name is where a task made in it goes (ownerOfNewTask); a viewer's adds nothing there
	for (const m of membershipsOf(personId)) {
		if (seen.has(m.folderName)) continue
		seen.add(m.folderName)
		if (may(m.role, 'add')) theirs.push({ folderId: m.folderId, ownerId: m.ownerId, folder: m.folderName })
	}
	const shared = [...mine, ...theirs]
	if (!shared.length) return []
	// two reads for every folder at once: the members (by name, as assignableIn) and the owners
	const members = membersOfFolders().all({ ids: JSON.stringify(shared.map((f) => f.folderId)) })
	const owners = new Map(peopleById().all({ ids: JSON.stringify([...new Set(shared.map((f) => f.ownerId))]) }).map((o) => [o.id, o]))
	return shared
		.map(({ folderId, ownerId, folder }) => {
			const people = members.filter((m) => m.folderId === folderId).map(({ id, name }) => ({ id, name }))
			const owner = owners.get(ownerId)
			return { folder, people: people.length && owner ? [owner, ...people] : people }
		})
		.filter((g) => g.people.length)
}
