// The quick filters of spec point 9, as day ranges in the user's timezone (weeks start on Monday).
// What each list shows is decided here (see docs/decisions/060-quick-filters.md); the database query
// and the dashboard counts are built from these criteria.
import { TZDate } from '@date-fns/tz'
import { addDays, addWeeks, startOfDay, startOfWeek } from 'date-fns'
import { byLocalDay } from '~/lib/dates'

export const QUICK_FILTERS = {
	'get-organized': 0,
	'todays-focus': 1,
	'this-week': 2,
	overdue: 3,
	/** issue 55: the tasks of shared folders assigned to the person */
	'assigned-to-me': 4,
} as const
export type QuickFilterName = keyof typeof QUICK_FILTERS

export function isQuickFilterName(name: string): name is QuickFilterName {
	return Object.hasOwn(QUICK_FILTERS, name)
}

/** the lists that page by day or week with ?offset= */
export const PAGED_FILTERS: Partial<Record<QuickFilterName, 'day' | 'week'>> = {
	'todays-focus': 'day',
	'this-week': 'week',
}

/** [from, to) in epoch ms: a local day, or a Monday-based local week, shifted by `offset` days or weeks. */
export const dayRange: (timeZone: string, now: number, offset?: number) => Readonly<{ from: number; to: number }> = byLocalDay((timeZone, now, offset) => {
	const start = addDays(startOfDay(new TZDate(now, timeZone)), offset)
	return { from: start.getTime(), to: addDays(start, 1).getTime() }
})

export const weekRange: (timeZone: string, now: number, offset?: number) => Readonly<{ from: number; to: number }> = byLocalDay((timeZone, now, offset) => {
	const start = addWeeks(startOfWeek(new TZDate(now, timeZone), { weekStartsOn: 1 }), offset)
	return { from: start.getTime(), to: addWeeks(start, 1).getTime() }
})

/** a date field within [from, to); either bound may be open */
export type DateCondition = { field: 'start' | 'due'; from?: number; to?: number }

/**
 * A quick filter as criteria: `incompleteOnly` (the list ignores the completed setting of the saved
 * filter and shows only incomplete tasks), `anyOf` (a task matches when one condition holds; none: no date condition)
 * and `assignedTo` (the task is assigned to this person).
 */
export type QuickCriteria = { incompleteOnly: boolean; anyOf: DateCondition[]; assignedTo?: string }

/** `personId`: whose list it is (Assigned to Me) */
export function quickFilterCriteria(name: QuickFilterName, timeZone: string, now: number, offset = 0, personId = ''): QuickCriteria {
	const today = dayRange(timeZone, now)
	switch (name) {
		case 'assigned-to-me':
			// what is assigned to the person, whoever's folder it is in and whatever its dates (issue 55)
			return { incompleteOnly: false, anyOf: [], assignedTo: personId }
		case 'get-organized':
			// incomplete tasks started or due before today
			return {
				incompleteOnly: true,
				anyOf: [
					{ field: 'start', to: today.from },
					{ field: 'due', to: today.from },
				],
			}
		case 'overdue':
			// incomplete tasks due before today: "tasks that should be complete"
			return { incompleteOnly: true, anyOf: [{ field: 'due', to: startOfToday(timeZone, now) }] }
		case 'todays-focus': {
			const day = dayRange(timeZone, now, offset)
			return {
				incompleteOnly: false,
				anyOf: [
					{ field: 'start', ...day },
					{ field: 'due', ...day },
				],
			}
		}
		case 'this-week': {
			const week = weekRange(timeZone, now, offset)
			return {
				incompleteOnly: false,
				anyOf: [
					{ field: 'start', ...week },
					{ field: 'due', ...week },
				],
			}
		}
	}
}

/** the start of today in `timeZone`: a task due before it and not complete is overdue (the Overdue list, the card's red date) */
export function startOfToday(timeZone: string, now: number) {
	return dayRange(timeZone, now).from
}
