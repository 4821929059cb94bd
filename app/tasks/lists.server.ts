// Contexts and folders of one owner, read in list order (customOrder, then name): for the task list's filters,
// the kanban board, templates, the API and the profile's editor, which saves them (app/profile/lists.server.ts).
import { asc, eq, sql } from 'drizzle-orm'
import { contexts, folders } from '#db/schema'
import { preparedPerConnection } from '~/lib/db.server'
import type { ListKind, SavedListItem } from './list-kinds'

// read on every task list: built once per connection (decision 184)
const folderRows = preparedPerConnection((database) =>
	database
		.select({ id: folders.id, name: folders.name, private: folders.private, active: folders.active, customOrder: folders.customOrder, group: folders.group })
		.from(folders)
		.where(eq(folders.ownerId, sql.placeholder('ownerId')))
		.orderBy(asc(folders.customOrder), asc(folders.name))
		.prepare(),
)
const contextRows = preparedPerConnection((database) =>
	database
		.select({ id: contexts.id, name: contexts.name, private: contexts.private, active: contexts.active, customOrder: contexts.customOrder })
		.from(contexts)
		.where(eq(contexts.ownerId, sql.placeholder('ownerId')))
		.orderBy(asc(contexts.customOrder), asc(contexts.name))
		.prepare(),
)

export function listItems(ownerId: string, kind: ListKind): SavedListItem[] {
	if (kind === 'folders') return folderRows().all({ ownerId })
	return contextRows()
		.all({ ownerId })
		.map((c) => ({ ...c, group: '' }))
}

/** The names, in list order (for selects such as Quick Add Defaults). */
export function listNames(ownerId: string, kind: ListKind) {
	return listItems(ownerId, kind).map((i) => i.name)
}
