// The one preferences row of a user: quick-add defaults (the profile's Quick Add Defaults), saved filter, sort and
// display options (the task lists). Missing values read as the defaults of point 9.
import { and, eq, sql } from 'drizzle-orm'
import { userPreferences, type DefaultTaskOptions, type TaskFilter, type TaskSortOrder } from '#db/schema'
import { db, preparedPerConnection } from '~/lib/db.server'
import { DEFAULT_SORT_ORDER, DEFAULT_TASK_FILTER, DEFAULT_TASK_OPTIONS } from './defaults'
import type { DisplayOptions } from './display-options'

export type TaskPreferences = {
	defaultTaskOptions: typeof DEFAULT_TASK_OPTIONS
	taskFilter: TaskFilter
	taskSortOrder: TaskSortOrder
	displayKanban: boolean
	kanbanGroup: 'context' | 'folder' | 'priority' | 'status'
}

/** read on every task list and dashboard: built once per connection (decision 184) */
const preferencesRow = preparedPerConnection((database) =>
	database.select().from(userPreferences).where(eq(userPreferences.ownerId, sql.placeholder('ownerId'))).prepare(),
)

export function taskPreferences(ownerId: string): TaskPreferences {
	const row = preferencesRow().get({ ownerId })
	return {
		defaultTaskOptions: { ...DEFAULT_TASK_OPTIONS, ...row?.defaultTaskOptions },
		taskFilter: { ...DEFAULT_TASK_FILTER, ...row?.taskFilter, filterItems: row?.taskFilter?.filterItems ?? [] },
		taskSortOrder: { ...DEFAULT_SORT_ORDER, ...row?.taskSortOrder },
		displayKanban: row?.displayKanban ?? false,
		kanbanGroup: row?.kanbanGroup ?? 'status',
	}
}

export function saveTaskPreferences(
	ownerId: string,
	changes: Partial<Pick<TaskPreferences, 'taskFilter' | 'taskSortOrder' | 'displayKanban' | 'kanbanGroup'>>,
) {
	const current = taskPreferences(ownerId)
	const next = { ...current, ...changes }
	db()
		.insert(userPreferences)
		.values({ ownerId, ...next })
		.onConflictDoUpdate({
			target: userPreferences.ownerId,
			set: {
				taskFilter: next.taskFilter,
				taskSortOrder: next.taskSortOrder,
				displayKanban: next.displayKanban,
				kanbanGroup: next.kanbanGroup,
			},
		})
		.run()
}

export function getDefaultTaskOptions(ownerId: string): DefaultTaskOptions {
	return taskPreferences(ownerId).defaultTaskOptions
}

export function saveDefaultTaskOptions(ownerId: string, options: DefaultTaskOptions) {
	db().insert(userPreferences)
		.values({
			ownerId,
			defaultTaskOptions: options,
			taskFilter: DEFAULT_TASK_FILTER,
			taskSortOrder: DEFAULT_SORT_ORDER,
		})
		.onConflictDoUpdate({ target: userPreferences.ownerId, set: { defaultTaskOptions: options } })
		.run()
}

export function saveDisplayOptions(ownerId: string, options: DisplayOptions) {
	saveTaskPreferences(ownerId, { taskSortOrder: options.sort, displayKanban: options.displayKanban, kanbanGroup: options.kanbanGroup })
}

/** the id of the owner's preferences row, if they have one (the JSON API names it) */
export function preferencesId(ownerId: string) {
	return db().select({ id: userPreferences.id }).from(userPreferences).where(eq(userPreferences.ownerId, ownerId)).get()?.id ?? null
}

/** Deletes the owner's preferences row (they read as the defaults of point 9 again); false when `id` is not theirs. */
export function deletePreferences(ownerId: string, id: string) {
	return db().delete(userPreferences).where(and(eq(userPreferences.ownerId, ownerId), eq(userPreferences.id, id))).run().changes === 1
}

