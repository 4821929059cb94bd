// The write of an import plan (docs/decisions/133, 134, 225): the rows are built here, in chunks, and handed to the
// writer's worker thread, which writes everything in one transaction on its own connection.
import crypto from 'node:crypto'
import { taskTemplates, tasks } from '#db/schema'
import { db } from '~/lib/db.server'
import { startImportWrite, type ImportRow, type WriteJob } from './import-writer.server'
import type { ImportPlan } from './plan'
import type { PlanExtras } from './plan-types'
import { TRASH_ALL_OF_OWNER_SQL } from '~/tasks/trash.server'

export type WriteHooks = {
	/** tests: the write fails inside its transaction once this many tasks are written (to prove the rollback) */
	failAfterRows?: number
}

/** rows handed to the writer at a time: about 1,000 rows take a few milliseconds to build and copy; the next chunk
 * waits until the writer has staged this one */
const CHUNK = 1000

/** the task columns an import sets; the others keep their defaults */
const TASK_COLUMNS = [
	'id', 'ownerId', 'title', 'notes', 'added', 'completed', 'completedDate', 'star', 'start', 'startTime', 'due', 'dueTime',
	'length', 'repeat', 'repeatChoice', 'repeatText', 'repeatFrom', 'folder', 'context', 'priority', 'status', 'via', 'parentId',
	'remind', 'remindDate', 'remindSent', 'repeatFinal', 'stackRank', 'createdFrom', 'changed',
] as const

const TEMPLATE_COLUMNS = [
	'id', 'ownerId', 'name', 'description', 'tasks', 'added', 'modified', 'timesUsed', 'public', 'importedFrom', 'publishedFrom',
	'icon', 'image', 'category', 'uses', 'bgVariant', 'textVariant',
] as const

/**
 * Writes the plan for `ownerId` in one transaction: with `replace` their tasks, folders and contexts are deleted first;
 * missing folders and contexts are created (names matched ignoring case, keeping the existing spelling); sub-tasks are
 * linked to their parents. A Twentyfour export's templates, quick-add defaults and display options are written in the
 * same transaction. The rows go to a worker thread in chunks, which writes them all in one transaction on its own
 * connection (import-writer.server.ts, docs/decisions/134). Returns what was created.
 */
export async function writePlan(ownerId: string, plan: ImportPlan, replace: boolean, hooks: WriteHooks = {}) {
	// ids are made as the rows are built (40,000 at once held the event loop for 150 ms); a sub-task listed before
	// its parent makes the parent's id first, and the parent's row takes the same one
	const ids = new Map<string, string>()
	const idOf = (key: string) => ids.get(key) ?? ids.set(key, crypto.randomUUID()).get(key)!
	const keys = plan.extras ? new Set(plan.tasks.map((t) => t.key)) : null
	const writer = startImportWrite({
		// the file of the server's own connection
		file: db().$client.name,
		ownerId,
		replace,
		columns: TASK_COLUMNS.map((c) => tasks[c].name),
		// Replace moves the person's tasks to the trash (docs/decisions/243)
		trashSql: TRASH_ALL_OF_OWNER_SQL,
		now: Date.now(),
		folders: plan.folders,
		contexts: plan.contexts,
		extras: plan.extras ? extrasJob(ownerId, plan.extras, replace) : undefined,
		failAfterRows: hooks.failAfterRows,
	})
	try {
		const added = Date.now()
		for (let i = 0; i < plan.tasks.length; i += CHUNK) {
			// the worker stages a chunk while this thread serves other requests
			await writer.send(
				plan.tasks.slice(i, i + CHUNK).map((t) => {
					const kept = t.kept
					const from = kept?.createdFromKey
					const row: Record<(typeof TASK_COLUMNS)[number], string | number | null> = {
						id: idOf(t.key),
						ownerId,
						title: t.title,
						notes: t.notes,
						added: kept?.added ?? added,
						completed: t.completed ? 1 : 0,
						completedDate: t.completedDate,
						star: t.star ? 1 : 0,
						start: t.start,
						startTime: t.startTime,
						due: t.due,
						dueTime: t.dueTime,
						length: t.length,
						repeat: t.repeat,
						repeatChoice: t.repeatChoice,
						repeatText: t.repeatText,
						repeatFrom: t.repeatFrom,
						// as spelt in the file: the writer gives each the stored spelling of its name
						folder: t.folder,
						context: t.context,
						priority: t.priority,
						status: t.status,
						via: kept?.via ?? `${plan.source} import`,
						parentId: t.parentKey ? idOf(t.parentKey) : null,
						remind: kept?.remind ?? -1,
						remindDate: kept?.remindDate ?? null,
						remindSent: kept?.remindSent ? 1 : 0,
						repeatFinal: kept?.repeatFinal ?? null,
						stackRank: kept?.stackRank ?? null,
						// the task it was made from, when that one is imported too (its new id)
						createdFrom: from && keys?.has(from) ? idOf(from) : null,
						changed: kept?.changed ?? null,
					}
					return TASK_COLUMNS.map((c) => row[c])
				}),
			)
		}
		return await writer.commit()
	} finally {
		writer.close()
	}
}

/** The writer's part of a Twentyfour export: lists with their attributes, template rows (new ids), preferences. */
function extrasJob(ownerId: string, extras: PlanExtras, replace: boolean): NonNullable<WriteJob['extras']> {
	const ids = new Map(extras.templates.map((t) => [t.key, crypto.randomUUID()]))
	const rows = extras.templates.map((t): ImportRow => {
		const row: Record<(typeof TEMPLATE_COLUMNS)[number], string | number | null> = {
			...t,
			id: ids.get(t.key)!,
			ownerId,
			tasks: JSON.stringify(t.tasks),
			public: t.public ? 1 : 0,
			publishedFrom: t.publishedFrom === null ? null : (ids.get(t.publishedFrom) ?? t.publishedFrom),
		}
		return TEMPLATE_COLUMNS.map((c) => row[c])
	})
	const p = extras.preferences
	return {
		folders: extras.folders,
		contexts: extras.contexts,
		fileOrder: replace,
		templates: { columns: TEMPLATE_COLUMNS.map((c) => taskTemplates[c].name), rows, nameAt: TEMPLATE_COLUMNS.indexOf('name') },
		preferences: p && {
			defaultTaskOptions: JSON.stringify(p.defaultTaskOptions),
			taskFilter: JSON.stringify(p.taskFilter),
			taskSortOrder: JSON.stringify(p.taskSortOrder),
			displayKanban: p.displayKanban === 'Y' ? 1 : 0,
			kanbanGroup: p.kanbanGroup,
		},
	}
}
