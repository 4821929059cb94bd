// The task preferences of a user (quick-add defaults, saved filter, sort and display options).
import { eq } from 'drizzle-orm'
import { userPreferences, type TaskFilter, type TaskSortOrder } from '#db/schema'
import { db } from '~/lib/db.server'
import { DEFAULT_SORT_ORDER, DEFAULT_TASK_FILTER, DEFAULT_TASK_OPTIONS } from './defaults'

export type TaskPreferences = {
	defaultTaskOptions: typeof DEFAULT_TASK_OPTIONS
	taskFilter: TaskFilter
	taskSortOrder: TaskSortOrder
	displayKanban: boolean
	kanbanGroup: 'context' | 'folder' | 'priority' | 'status'
}

export function taskPreferences(ownerId: string): TaskPreferences {
	const row = db().select().from(userPreferences).where(eq(userPreferences.ownerId, ownerId)).get()
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
