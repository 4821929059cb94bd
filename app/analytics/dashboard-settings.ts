// The dashboard's settings as they arrive in the query string of its GET forms. Every value comes
// from a select list, so an unknown or missing value falls back to the default instead of an error.
import { isWeekOption, MONTHS, mondayOf, isoDate, thisMonth, yearOptions } from './calendar'
import type { Complete } from './segment-links'
import { parseSort, type TableSort } from './tables'

export type DashboardSettings = {
	/** the Monday (YYYY-MM-DD) of the week shown */
	week: string
	count: 'tasks' | 'length'
	complete: Complete
	/** 0-based month and its year for the month pie */
	month: number
	monthYear: number
	year: number
	sort: { contexts: TableSort; folders: TableSort; ps: TableSort }
}

export const COUNT_OPTIONS = [
	{ value: 'tasks', label: 'Count Tasks' },
	{ value: 'length', label: 'Length' },
] as const
export const COMPLETE_OPTIONS = [
	{ value: 'A', label: 'All' },
	{ value: 'Y', label: 'Yes' },
	{ value: 'N', label: 'No' },
] as const

export const DEFAULT_TABLE_SORT: TableSort = { by: 'count', dir: 'desc' }
export const DEFAULT_PS_SORT: TableSort = { by: 'name', dir: 'asc' }

export function dashboardSettings(query: URLSearchParams, timeZone: string, now: number): DashboardSettings {
	const years = yearOptions(timeZone, now)
	const current = thisMonth(timeZone, now)
	const pick = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
		const value = query.get(name) as T | null
		return value !== null && allowed.includes(value) ? value : fallback
	}
	const year = (name: string) => {
		const n = Number(query.get(name))
		return years.includes(n) ? n : current.year
	}
	const month = Number(query.get('month'))
	return {
		week: isWeekOption(query.get('week'), timeZone, now) ? query.get('week')! : isoDate(mondayOf(timeZone, now)),
		count: pick('count', ['tasks', 'length'] as const, 'tasks'),
		complete: pick('complete', ['A', 'Y', 'N'] as const, 'A'),
		month: Number.isInteger(month) && month >= 1 && month <= MONTHS.length ? month - 1 : current.month,
		monthYear: year('monthYear'),
		year: year('year'),
		sort: {
			contexts: parseSort(query.get('contexts'), DEFAULT_TABLE_SORT),
			folders: parseSort(query.get('folders'), DEFAULT_TABLE_SORT),
			ps: parseSort(query.get('ps'), DEFAULT_PS_SORT),
		},
	}
}
