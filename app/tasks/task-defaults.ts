// Quick Add Defaults (screen 21): what quick add fills in besides the typed title (point 5:
// "typed title, star N, completed N, user's default options; default start/due offsets add days to
// today at midnight").
import { z } from 'zod'
import type { DefaultTaskOptions } from '#db/schema'
import { localMidnight } from '~/lib/dates'
import { DATE_OFFSETS, PRIORITIES, STATUSES } from '~/tasks/options'

const values = <T extends { value: string }>(list: readonly T[]) => list.map((o) => o.value) as [string, ...string[]]

/** The form's rules: every value from its list; folder and context one of the owner's, or none. */
export function taskDefaultsSchema(folderNames: string[], contextNames: string[]) {
	const offset = z.coerce
		.number()
		.refine((n) => DATE_OFFSETS.some((d) => d.value === n), 'Select a day from the list.')
	return z.object({
		priority: z.enum(values(PRIORITIES), { error: 'A priority for the task must be provided.' }),
		status: z.enum(values(STATUSES), { error: 'A status for the task must be provided.' }),
		folder: z
			.string()
			.optional()
			.transform((v) => v ?? '')
			.refine((v) => v === '' || folderNames.includes(v), 'A folder for the task must be provided.'),
		context: z
			.string()
			.optional()
			.transform((v) => v ?? '')
			.refine((v) => v === '' || contextNames.includes(v), 'A context for the task must be provided.'),
		start: offset,
		due: offset,
		understand: z.enum(['Y', 'N']).catch('Y'),
	})
}

/** The fields a quick-added task gets: the user's defaults, start and due at local midnight. */
export function quickAddFields(defaults: DefaultTaskOptions, timeZone: string, now = Date.now()) {
	return {
		star: false,
		completed: false,
		priority: defaults.priority,
		status: defaults.status,
		folder: defaults.folder,
		context: defaults.context,
		start: localMidnight(timeZone, now, defaults.start),
		due: localMidnight(timeZone, now, defaults.due),
	}
}
