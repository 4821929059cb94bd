// The quick filters of spec point 9, as day ranges in the user's timezone (weeks start on Monday).
import { TZDate } from '@date-fns/tz'
import { addDays, addWeeks, startOfDay, startOfWeek } from 'date-fns'

export const QUICK_FILTERS = {
	'get-organized': 0,
	'todays-focus': 1,
	'this-week': 2,
	overdue: 3,
} as const
export type QuickFilterName = keyof typeof QUICK_FILTERS

/** [from, to) in epoch ms: a local day, or a Monday-based local week, shifted by `offset` days or weeks. */
export function dayRange(timeZone: string, now: number, offset = 0) {
	const start = addDays(startOfDay(new TZDate(now, timeZone)), offset)
	return { from: start.getTime(), to: addDays(start, 1).getTime() }
}

export function weekRange(timeZone: string, now: number, offset = 0) {
	const start = addWeeks(startOfWeek(new TZDate(now, timeZone), { weekStartsOn: 1 }), offset)
	return { from: start.getTime(), to: addWeeks(start, 1).getTime() }
}
