// Bulk edit in the database (issue 25, item 2; docs/decisions/245): the selected tasks (ids from the page, or every
// task the list's own filter matches), changed or deleted in one transaction. Each run returns every row it touched
// as it was before, whole, and the ids of the rows it created (next instances of completed repeating tasks), so that
// an undo can put back exactly what was there.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { tasks } from '#db/schema'
import { db } from '~/lib/db.server'
import { completionOf, fieldPatch, type BulkChange, type BulkOutcome } from './bulk'
import { repeatRuleOf } from './repeat'
import type { TaskListSpec } from './lists'
import type { TaskPreferences } from './preferences.server'
import { deleteTasks, followParent, nextInstance } from './task-changes.server'
import { recordUndo, undoOf } from './undo.server'
import { confirmed, listWhere, type Task } from './tasks.server'
import { findVisibleTask, hasSharedFolders, refused } from '~/sharing/access.server'
import { may } from '~/sharing/roles'

/** which tasks a bulk post means: ticked ids, or every task of a list (its own WHERE clause, the owner's only) */
export type Selection = { ids: string[] } | { list: TaskListSpec; prefs: Pick<TaskPreferences, 'taskFilter' | 'taskSortOrder'> }

/** The selection as a condition on tasks, always within the owner's confirmed tasks. */
export function selectionWhere(ownerId: string, selection: Selection, timeZone: string, now = Date.now()): SQL {
	if ('ids' in selection) return byIds(ownerId, selection.ids.length ? selection.ids : [''])
	return listWhere(ownerId, selection.list, selection.prefs, timeZone, now)
}

/**
 * Tasks by id, the owner's only: the unary plus keeps the planner off the (owner, ...) indexes, which it would otherwise
 * walk through every task of the owner to find a few hundred; the primary key finds each one (decision 173).
 */
function byIds(ownerId: string, ids: string[]) {
	return and(sql`+${tasks.ownerId} = ${ownerId}`, inArray(tasks.id, ids), sql`+${tasks.templateUseId} is null`)!
}

/**
 * The selection split by owner (issue 55): for someone with nothing shared, their own tasks as before; otherwise the
 * visible tasks it names, each owner's by id. A ticked task the person may see but not `action` (a viewer's) throws
 * the 403 before anything changes; of a whole list's tasks, those are left out. Tasks not visible are not selected.
 */
export function bulkGroups(
	personId: string,
	selection: Selection,
	action: 'change' | 'delete',
	timeZone: string,
	now = Date.now(),
	/** counts the view-only tasks of a whole list left out, for the toast to say */
	tally: { viewOnly: number } = { viewOnly: 0 },
): { ownerId: string; where: SQL }[] {
	if (!hasSharedFolders(personId)) return [{ ownerId: personId, where: selectionWhere(personId, selection, timeZone, now) }]
	const ids = 'ids' in selection ? selection.ids : db().select({ id: tasks.id }).from(tasks).where(selectionWhere(personId, selection, timeZone, now)).all().map((r) => r.id)
	const byOwner = new Map<string, string[]>([[personId, []]])
	for (const id of ids) {
		const found = findVisibleTask(personId, id)
		if (!found) continue
		if (!may(found.access, action)) {
			if ('ids' in selection) throw refused(found.access)
			tally.viewOnly++
			continue
		}
		byOwner.set(found.task.ownerId, [...(byOwner.get(found.task.ownerId) ?? []), id])
	}
	return [...byOwner].filter(([owner, list]) => owner === personId || list.length).map(([ownerId, list]) => ({ ownerId, where: byIds(ownerId, list.length ? list : ['']) }))
}

/**
 * the runs of each owner's part as one, with one Undo of them all for the person who made the change (their own tasks
 * and those of folders shared with them: decision 403)
 */
export function mergedRuns(personId: string, runs: { ownerId: string; run: BulkResult }[]): BulkResult {
	const merged = runs.reduce<BulkResult>(
		(all, { run }) => ({
			selected: all.selected + run.selected,
			created: all.created + run.created,
			createdIds: [...all.createdIds, ...run.createdIds],
			noFrequency: all.noFrequency + run.noFrequency,
			before: [...all.before, ...run.before],
			children: all.children + run.children,
			undoId: null,
		}),
		{ selected: 0, created: 0, createdIds: [], noFrequency: 0, before: [], children: 0, undoId: null },
	)
	return { ...merged, undoId: undoOf(personId, runs.map(({ ownerId, run }) => ({ ownerId, undoId: run.undoId }))) ?? null }
}

/** What a run did: every row it changed or deleted as it was before (all columns), the ids of rows it created. */
export type BulkResult = BulkOutcome & {
	before: Task[]
	/** the rows the run created */
	createdIds: string[]
	/** deletes: how many of the deleted rows were sub-tasks that went with a selected parent */
	children: number
	/** what the toast's Undo posts (docs/decisions/244), when something changed */
	undoId: string | null
}

/** how many tasks a selection holds, and how many sub-tasks of them are not selected (they go with a delete) */
export function selectionCount(ownerId: string, where: SQL) {
	const ids = db().select({ id: tasks.id }).from(tasks).where(where).all().map((r) => r.id)
	let children = 0
	const selected = new Set(ids)
	for (let i = 0; i < ids.length; i += 5000) {
		children += db()
			.select({ id: tasks.id })
			.from(tasks)
			.where(and(eq(tasks.ownerId, ownerId), inArray(tasks.parentId, ids.slice(i, i + 5000)), confirmed))
			.all()
			.filter((r) => !selected.has(r.id)).length
	}
	return { tasks: ids.length, children }
}

/**
 * Applies one change to every selected task in one transaction: the fields first (fieldPatch), then completing or
 * reopening as the card's complete button does (a repeating task's next instance is made from the changed task).
 * Rows already as asked are not written. Tasks that share a patch are written by one UPDATE.
 */
export function applyBulkChange(ownerId: string, where: SQL, change: BulkChange, timeZone: string, now = Date.now()): BulkResult {
	return db().transaction((tx) => {
		const rows = tx.select().from(tasks).where(where).all()
		const before: Task[] = []
		const created: string[] = []
		let noFrequency = 0
		const groups = new Map<string, { patches: Partial<Task>[]; ids: string[] }>()
		// a sub-task goes where its parent goes (issue 55 point 1): a move asks only the top-level tasks, their sub-tasks follow
		const ownChange = change.folder === undefined ? change : { ...change, folder: undefined }
		const moved: string[] = []
		for (const row of rows) {
			const patch: Partial<Task> = fieldPatch(row, row.parentId ? ownChange : change, timeZone)
			if (!row.parentId && change.folder !== undefined) moved.push(row.id)
			const completion = completionOf(row, change.completed)
			if (completion === 'no-frequency') noFrequency++
			if (completion === 'complete' || completion === 'complete-and-repeat') Object.assign(patch, { completed: true, completedDate: now })
			if (completion === 'reopen') Object.assign(patch, { completed: false, completedDate: null })
			if (completion === 'complete-and-repeat') {
				const values = nextInstance({ ...row, ...patch, repeat: repeatRuleOf(row) ?? '' }, timeZone, now)
				if (values) created.push(tx.insert(tasks).values(values).returning({ id: tasks.id }).get().id)
			}
			const keys = Object.keys(patch)
			if (!keys.length) continue
			before.push(row)
			// tasks whose patches set the same columns are written together
			const key = keys.join()
			const group = groups.get(key) ?? { patches: [], ids: [] }
			group.patches.push(patch)
			group.ids.push(row.id)
			groups.set(key, group)
		}
		for (const { patches, ids } of groups.values()) writePatches(tx, ownerId, ids, patches)
		// the sub-tasks of the tasks moved, as they were before (a selected one is there already, with all its columns)
		const touched = new Set(before.map((r) => r.id))
		if (moved.length) before.push(...followParent(tx, ownerId, moved, change.folder!).filter((r) => !touched.has(r.id)))
		const undoId = before.length || created.length ? recordUndo(tx, ownerId, { before, created }, now) : null
		return { selected: rows.length, created: created.length, createdIds: created, noFrequency, before, children: 0, undoId }
	})
}

/** Deletes the selected tasks and their sub-tasks (through deleteTasks, the bulk form of the card's delete). */
export function applyBulkDelete(ownerId: string, where: SQL, now = Date.now()): BulkResult {
	return db().transaction(() => {
		const ids = db().select({ id: tasks.id }).from(tasks).where(where).all().map((r) => r.id)
		const { deleted, children, undoId } = deleteTasks(ownerId, ids, now)
		return { selected: deleted.length - children, created: 0, createdIds: [], noFrequency: 0, before: deleted, children, undoId }
	})
}

type Tx = Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0]
const ROWS_PER_STATEMENT = 1000

/**
 * Writes patches that set the same columns: one UPDATE for a value all share (a status), otherwise one UPDATE ... FROM
 * VALUES per thousand rows (moved dates differ per task), never one statement per task.
 */
function writePatches(tx: Tx, ownerId: string, ids: string[], patches: Partial<Task>[]) {
	const first = JSON.stringify(patches[0])
	if (patches.every((p) => JSON.stringify(p) === first)) {
		for (let i = 0; i < ids.length; i += ROWS_PER_STATEMENT) tx.update(tasks).set(patches[0]!).where(byIds(ownerId, ids.slice(i, i + ROWS_PER_STATEMENT))).run()
		return
	}
	const keys = Object.keys(patches[0]!) as (keyof Task)[]
	const columns = keys.map((k) => tasks[k])
	const sets = sql.join(
		columns.map((c, i) => sql`${sql.identifier(c.name)} = ${sql.raw(`v.column${i + 2}`)}`),
		sql`, `,
	)
	for (let i = 0; i < ids.length; i += ROWS_PER_STATEMENT) {
		const values = sql.join(
			ids.slice(i, i + ROWS_PER_STATEMENT).map((id, j) => {
				const patch = patches[i + j]!
				return sql`(${sql.join([sql`${id}`, ...columns.map((c, n) => sql`${c.mapToDriverValue(patch[keys[n]!] as never)}`)], sql`, `)})`
			}),
			sql`, `,
		)
		tx.run(sql`update ${tasks} set ${sets} from (values ${values}) as v where ${tasks.id} = v.column1 and +${tasks.ownerId} = ${ownerId}`)
	}
}
