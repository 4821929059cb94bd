// The owner's preferences row: read with the defaults of point 9 when it is missing, and the
// Quick Add Defaults saved into it.
import { eq } from 'drizzle-orm'
import { userPreferences, type DefaultTaskOptions } from '#db/schema'
import { db } from '~/lib/db.server'
import { DEFAULT_SORT_ORDER, DEFAULT_TASK_FILTER, DEFAULT_TASK_OPTIONS } from '~/tasks/defaults'

export function getDefaultTaskOptions(ownerId: string): DefaultTaskOptions {
	const row = db()
		.select({ options: userPreferences.defaultTaskOptions })
		.from(userPreferences)
		.where(eq(userPreferences.ownerId, ownerId))
		.get()
	return { ...DEFAULT_TASK_OPTIONS, ...row?.options }
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
