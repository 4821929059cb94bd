// Preferences through the JSON API (spec point 7): get, create, update, delete. The same rules as the profile's
// Quick Add Defaults (taskDefaultsSchema), the filter builder (validateRows) and Display Options (Kanban: premium).
import { z } from 'zod'
import { isPremium, type User } from '~/identity/users.server'
import { taskDefaultsSchema } from '~/profile/task-defaults'
import { listNames } from '~/tasks/lists.server'
import { validateRows } from '~/tasks/filter-builder'
import { KANBAN_GROUPS } from '~/tasks/options'
import { sortOrderShape } from '~/tasks/sort-order-shape'
import { deletePreferences, preferencesId, saveDefaultTaskOptions, saveTaskPreferences, taskPreferences } from '~/tasks/preferences.server'
import { LIMITS } from '~/lib/limits'
import { endpoint } from './endpoint'
import { ApiError, notFound } from './envelope'
import { callerUser, ownUser } from './owner'
import { prefsShape, presentPrefs } from './shapes'

const V1 = '/api/v1/external'

export const prefsInput = z.object({
	owner: z.string().max(100).optional(),
	defaultTaskOptions: z
		.object({ priority: z.string(), status: z.string(), folder: z.string().optional(), context: z.string().optional(), start: z.number(), due: z.number() })
		.optional(),
	taskFilter: z
		.object({
			completed: z.enum(['A', 'N', 'Y']),
			quickFilter: z.number().int().min(0).max(3).nullable().default(null),
			filterItems: z
				.array(z.object({ group: z.string(), field: z.string(), operator: z.string(), value: z.string() }))
				.max(LIMITS.filterRows)
				.default([]),
		})
		.optional(),
	taskSortOrder: sortOrderShape.optional(),
	displayKanban: z.boolean().optional(),
	kanbanGroup: z.enum(KANBAN_GROUPS.map((g) => g.value) as ['context', 'folder', 'priority', 'status']).optional(),
})
type PrefsInput = z.infer<typeof prefsInput>

function savePrefs(user: User, prefs: PrefsInput) {
	if (prefs.defaultTaskOptions) {
		const parsed = taskDefaultsSchema(listNames(user.id, 'folders'), listNames(user.id, 'contexts')).safeParse(prefs.defaultTaskOptions)
		if (!parsed.success) throw new ApiError(400, `defaultTaskOptions.${String(parsed.error.issues[0]!.path[0])}: ${parsed.error.issues[0]!.message}`)
		saveDefaultTaskOptions(user.id, parsed.data)
	}
	if (prefs.taskFilter) {
		const { items, errors } = validateRows(prefs.taskFilter.filterItems)
		const first = Object.entries(errors)[0]
		if (first) throw new ApiError(400, `taskFilter.filterItems[${first[0]}]: ${first[1]}`)
		prefs.taskFilter.filterItems = items
	}
	const current = taskPreferences(user.id)
	saveTaskPreferences(user.id, {
		taskFilter: prefs.taskFilter ?? current.taskFilter,
		taskSortOrder: prefs.taskSortOrder ? { ...current.taskSortOrder, ...prefs.taskSortOrder } : current.taskSortOrder,
		// Kanban is for premium users (as in Display Options); others keep it off
		displayKanban: isPremium(user) ? (prefs.displayKanban ?? current.displayKanban) : false,
		kanbanGroup: prefs.kanbanGroup ?? current.kanbanGroup,
	})
	return presentPrefs(preferencesId(user.id)!, user.id, taskPreferences(user.id))
}

export const prefsEndpoints = [
	endpoint({
		method: 'get',
		path: `${V1}/users/prefs/{userId}`,
		tag: 'Preferences',
		summary: 'Your preferences (the defaults of point 9 where none are saved)',
		access: 'read',
		params: z.object({ userId: z.string().min(1, 'Owner Id must be supplied.').max(100) }),
		response: prefsShape,
		handle: ({ caller, params }) => {
			const user = ownUser(caller, params.userId)
			return { message: 'OK', data: presentPrefs(preferencesId(user.id) ?? '', user.id, taskPreferences(user.id)) }
		},
	}),
	endpoint({
		method: 'post',
		path: `${V1}/users/prefs`,
		tag: 'Preferences',
		summary: 'Create your preferences (409 when you have them: use PUT)',
		access: 'write',
		status: 201,
		body: z.object({ prefs: prefsInput }),
		response: prefsShape,
		envelopeExtra: { insertedId: z.string() },
		handle: ({ caller, body }) => {
			const user = ownUser(caller, body.prefs.owner)
			if (preferencesId(user.id)) throw new ApiError(409, 'You have preferences already: change them with PUT /api/v1/external/users/prefs.')
			const saved = savePrefs(user, body.prefs)
			return { message: 'Preferences created.', data: saved, insertedId: saved._id }
		},
	}),
	endpoint({
		method: 'put',
		path: `${V1}/users/prefs`,
		tag: 'Preferences',
		summary: 'Change your preferences (the parts sent)',
		access: 'write',
		body: z.object({ prefs: prefsInput }),
		response: prefsShape,
		handle: ({ caller, body }) => ({ message: 'Preferences updated.', data: savePrefs(ownUser(caller, body.prefs.owner), body.prefs) }),
	}),
	endpoint({
		method: 'delete',
		path: `${V1}/users/prefs/{id}`,
		tag: 'Preferences',
		summary: 'Delete your preferences (they read as the defaults again)',
		access: 'write',
		params: z.object({ id: z.string().min(1, 'Id must be supplied.').max(100) }),
		response: z.object({ _id: z.string() }),
		handle: ({ caller, params }) => {
			if (!deletePreferences(callerUser(caller).id, params.id)) throw notFound('preferences')
			return { message: 'Preferences deleted.', data: { _id: params.id } }
		},
	}),
]
