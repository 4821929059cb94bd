// Contexts and folders of one owner, read in list order (customOrder, then name): for the task list's filters,
// the kanban board, templates, the API and the profile's editor, which saves them (app/profile/lists.server.ts).
import { asc, eq } from 'drizzle-orm'
import { contexts, folders } from '#db/schema'
import { db } from '~/lib/db.server'
import type { ListKind, SavedListItem } from './list-kinds'

export function listItems(ownerId: string, kind: ListKind): SavedListItem[] {
	if (kind === 'folders') {
		return db()
			.select({ id: folders.id, name: folders.name, private: folders.private, active: folders.active, customOrder: folders.customOrder, group: folders.group })
			.from(folders)
			.where(eq(folders.ownerId, ownerId))
			.orderBy(asc(folders.customOrder), asc(folders.name))
			.all()
	}
	return db()
		.select({ id: contexts.id, name: contexts.name, private: contexts.private, active: contexts.active, customOrder: contexts.customOrder })
		.from(contexts)
		.where(eq(contexts.ownerId, ownerId))
		.orderBy(asc(contexts.customOrder), asc(contexts.name))
		.all()
		.map((c) => ({ ...c, group: '' }))
}

/** The names, in list order (for selects such as Quick Add Defaults). */
export function listNames(ownerId: string, kind: ListKind) {
	return listItems(ownerId, kind).map((i) => i.name)
}
