// Contexts and folders of one owner: read for the editor, and an edit saved in one transaction
// (inserts, updates, deletes, and the owner's tasks following renamed or deleted names).
import { and, count, eq, inArray, sql } from 'drizzle-orm'
import { contexts, folders, tasks, userPreferences } from '#db/schema'
import { db } from '~/lib/db.server'
import { notFound } from '~/lib/not-found'
import { orderNumber, taskReassignments, type ListKind, type ListRow, type SavedListItem } from './list-editor'

const tableOf = (kind: ListKind) => (kind === 'contexts' ? contexts : folders)
const taskColumn = (kind: ListKind) => (kind === 'contexts' ? tasks.context : tasks.folder)

export type ListSaveResult = { inserted: number; updated: number; deleted: number; unassigned: number }

/**
 * Saves an edit of the owner's contexts or folders. Rows must have passed validateRows.
 * A row whose id is not one of the owner's gives 404 and changes nothing.
 */
export function saveList(ownerId: string, kind: ListKind, rows: ListRow[]): ListSaveResult {
	const table = tableOf(kind)
	const column = taskColumn(kind)
	return db().transaction((tx) => {
		const saved = listItemsIn(tx, ownerId, kind)
		const savedById = new Map(saved.map((s) => [s.id, s]))
		const outcome = new Map<string, { name: string } | 'deleted'>()
		const result: ListSaveResult = { inserted: 0, updated: 0, deleted: 0, unassigned: 0 }
		for (const row of rows) {
			const values = {
				name: row.name.trim(),
				private: row.private,
				active: row.active,
				customOrder: orderNumber(row.customOrder),
				...(kind === 'folders' ? { group: row.group.trim() } : {}),
			}
			if (row.op === 'add') {
				tx.insert(table).values({ ...values, ownerId }).run()
				result.inserted++
				continue
			}
			const before = savedById.get(row.id)
			if (!before) throw notFound({ title: 'Not found', message: `No ${kind === 'folders' ? 'folder' : 'context'} with that id exists, or it is not yours.` })
			if (row.op === 'delete') {
				tx.delete(table).where(and(eq(table.id, row.id), eq(table.ownerId, ownerId))).run()
				outcome.set(row.id, 'deleted')
				result.deleted++
				continue
			}
			outcome.set(row.id, { name: values.name })
			const changed =
				before.name !== values.name ||
				before.private !== values.private ||
				before.active !== values.active ||
				before.customOrder !== values.customOrder ||
				(kind === 'folders' && before.group !== values.group)
			if (changed) {
				tx.update(table).set(values).where(and(eq(table.id, row.id), eq(table.ownerId, ownerId))).run()
				result.updated++
			}
		}
		const finalNames = new Set(listItemsIn(tx, ownerId, kind).map((i) => i.name))
		const moves = taskReassignments(saved, outcome, finalNames)
		if (moves.size) {
			const leftWithout = [...moves].filter(([, to]) => to === '').map(([from]) => from)
			if (leftWithout.length) {
				result.unassigned =
					tx.select({ n: count() }).from(tasks).where(and(eq(tasks.ownerId, ownerId), inArray(column, leftWithout))).get()?.n ?? 0
			}
			// one statement, so swapped names swap their tasks too
			const cases = sql.join(
				[...moves].map(([from, to]) => sql`WHEN ${from} THEN ${to}`),
				sql` `,
			)
			tx.update(tasks)
				.set({ [kind === 'contexts' ? 'context' : 'folder']: sql`CASE ${column} ${cases} ELSE ${column} END` })
				.where(and(eq(tasks.ownerId, ownerId), inArray(column, [...moves.keys()])))
				.run()
			followInDefaults(tx, ownerId, kind, moves)
		}
		return result
	})
}

type Tx = Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0]

function listItemsIn(tx: Tx, ownerId: string, kind: ListKind): SavedListItem[] {
	const table = tableOf(kind)
	return tx
		.select()
		.from(table)
		.where(eq(table.ownerId, ownerId))
		.all()
		.map((r) => ({
			id: r.id,
			name: r.name,
			private: r.private,
			active: r.active,
			customOrder: r.customOrder,
			group: 'group' in r ? r.group : '',
		}))
}

/** Quick Add Defaults follow a renamed or deleted context or folder like the tasks do. */
function followInDefaults(tx: Tx, ownerId: string, kind: ListKind, moves: Map<string, string>) {
	const prefs = tx.select().from(userPreferences).where(eq(userPreferences.ownerId, ownerId)).get()
	if (!prefs) return
	const field = kind === 'contexts' ? 'context' : 'folder'
	const current = prefs.defaultTaskOptions[field]
	const to = moves.get(current)
	if (to === undefined) return
	tx.update(userPreferences)
		.set({ defaultTaskOptions: { ...prefs.defaultTaskOptions, [field]: to } })
		.where(eq(userPreferences.ownerId, ownerId))
		.run()
}
