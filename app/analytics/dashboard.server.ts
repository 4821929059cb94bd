// Everything screen 14 shows, ready to draw: the week's columns, the three pies and the three tables,
// each number with the link to its list and the accessible name of its segment.
import { priorityLabel, statusLabel } from '~/tasks/options'
import { taskPreferences } from '~/tasks/preferences.server'
import { localMidnight } from '~/lib/dates'
import {
	piesCount,
	piesFromRow,
	tablesCount,
	tablesFromRows,
	weekCount,
	weekFromRows,
	WEEK_SERIES,
	type Completion,
	type PiesRow,
	type TableRow,
	type WeekChart,
	type WeekRow,
} from './analytics.server'
import { localDate, mondayAfter, MONTHS, shortDate, WEEKDAYS, weekOptions, yearOptions } from './calendar'
import { dashboardSettings, type DashboardSettings } from './dashboard-settings'
import { keptCounts } from '~/tasks/kept-counts.server'
import { groupSlices, type GroupedSlice } from './pie'
import {
	allTimeItems,
	customListUrl,
	dayItems,
	incompleteListUrl,
	priorityStatusListUrl,
	rangeItems,
	startedOrDueItems,
	type Complete,
} from './segment-links'
import { nextSort, priorityStatusOrder, sortParam, sortRows, type CountRow, type TableSort } from './tables'
import { UNASSIGNED } from './word-cloud'

export const SERIES_LABELS = { created: 'Created', start: 'Start', due: 'Due' } as const
const SERIES_FIELD = { created: 'added', start: 'start', due: 'due' } as const

export const quantity = (n: number, unit: 'tasks' | 'length') =>
	unit === 'length' ? `${n} ${n === 1 ? 'minute' : 'minutes'}` : `${n} ${n === 1 ? 'task' : 'tasks'}`

export type Column = { value: number; href: string; name: string }
export type ColumnGroup = { label: string; shortLabel: string; columns: Column[] }
export type PieSlice = GroupedSlice & { name: string }

function weekGroups(chart: WeekChart, timeZone: string, s: DashboardSettings): ColumnGroup[] {
	const column = (label: string, series: (typeof WEEK_SERIES)[number], value: number, items: ReturnType<typeof dayItems>) => ({
		value,
		href: customListUrl(items),
		name: `${label}, ${SERIES_LABELS[series].toLowerCase()}: ${quantity(value, s.count)}`,
	})
	const days = chart.days.map((day, i) => ({
		label: WEEKDAYS[i]!,
		shortLabel: WEEKDAYS[i]!.slice(0, 3),
		columns: WEEK_SERIES.map((series) => column(WEEKDAYS[i]!, series, day[series], dayItems(SERIES_FIELD[series], day.date, s.complete))),
	}))
	const end = mondayAfter(s.week, timeZone)
	const total = {
		label: 'Total',
		shortLabel: 'Total',
		columns: WEEK_SERIES.map((series) =>
			column('Total', series, chart.total[series], rangeItems(SERIES_FIELD[series], s.week, end, s.complete)),
		),
	}
	return [...days, total]
}

function completionSlices(title: string, counts: Completion, items: (c: Complete) => ReturnType<typeof allTimeItems>): PieSlice[] {
	const total = counts.complete + counts.incomplete
	return groupSlices([
		{ label: 'Complete', count: counts.complete, href: customListUrl(items('Y')) },
		{ label: 'Incomplete', count: counts.incomplete, href: customListUrl(items('N')) },
	]).map((slice) => ({ ...slice, name: `${title}, ${slice.label}: ${quantity(slice.count, 'tasks')} of ${total}` }))
}

/** the current query string with one setting changed (sort links keep every other setting) */
function withParam(query: URLSearchParams, name: string, value: string) {
	const next = new URLSearchParams(query)
	next.set(name, value)
	return `?${next}`
}

function table<T extends CountRow>(rows: T[], sort: TableSort, param: string, query: URLSearchParams, byName?: (a: T, b: T) => number) {
	return {
		rows: sortRows(rows, sort, byName),
		sort,
		sortLinks: {
			name: withParam(query, param, sortParam(nextSort(sort, 'name'))) + `#${param}-table`,
			count: withParam(query, param, sortParam(nextSort(sort, 'count'))) + `#${param}-table`,
		},
	}
}

/** Everything the dashboard shows: the headline counts and screen 14's charts and tables, the saved preferences read once. */
export function dashboardPage(ownerId: string, timeZone: string, query: URLSearchParams, now = Date.now()) {
	const s = dashboardSettings(query, timeZone, now)
	const saved = taskPreferences(ownerId)
	const week = { monday: s.week, count: s.count, complete: s.complete }
	const pie = { month: s.month, monthYear: s.monthYear, year: s.year }
	// the counts' SQL depends on the clock only through the local day (the quick lists' bounds); with Hide parents
	// a task counts only while it has no sub-task, a condition on other rows: nothing is kept (decision 263)
	const key = saved.taskSortOrder.hideParents ? null : JSON.stringify([ownerId, timeZone, localMidnight(timeZone, now), week, pie, saved])
	const [weekRows, pieRows, tableRows] = keptCounts(key, ownerId, [
		weekCount(ownerId, timeZone, week, now, saved),
		piesCount(ownerId, timeZone, pie, now, saved),
		tablesCount(ownerId, timeZone, now, saved),
	])
	const pies = piesFromRow(pieRows![0] as PiesRow | undefined, pie, timeZone)
	const monthTitle = `${MONTHS[s.month]} ${s.monthYear}`
	const tables = tablesFromRows(tableRows as TableRow[])
	const simple = (kind: 'context' | 'folder') => (r: { value: string; count: number }) => ({
		key: r.value,
		label: r.value || UNASSIGNED,
		count: r.count,
		href: incompleteListUrl(kind, r.value),
	})
	return {
		counts: tables.counts,
		settings: s,
		options: {
			weeks: weekOptions(timeZone, now),
			years: yearOptions(timeZone, now),
		},
		week: {
			title: `Week of ${shortDate(localDate(s.week, timeZone)!)}`,
			unit: s.count,
			series: WEEK_SERIES.map((series) => SERIES_LABELS[series]),
			groups: weekGroups(weekFromRows(weekRows as WeekRow[], week, timeZone), timeZone, s),
		},
		pies: [
			{ id: 'month', title: monthTitle, slices: completionSlices(monthTitle, pies.month.counts, (c) => startedOrDueItems(pies.month.first, pies.month.next, c)) },
			{ id: 'year', title: String(s.year), slices: completionSlices(String(s.year), pies.year.counts, (c) => startedOrDueItems(pies.year.first, pies.year.next, c)) },
			{ id: 'all-time', title: 'All time', slices: completionSlices('All time', pies.allTime, allTimeItems) },
		],
		tables: {
			contexts: table(tables.contexts.map(simple('context')), s.sort.contexts, 'contexts', query),
			folders: table(tables.folders.map(simple('folder')), s.sort.folders, 'folders', query),
			ps: table(
				tables.priorityStatus.map((r) => ({
					key: `${r.priority}-${r.status}`,
					label: `${priorityLabel(r.priority)} / ${statusLabel(r.status)}`,
					priority: r.priority,
					status: r.status,
					count: r.count,
					href: priorityStatusListUrl(r.priority, r.status),
				})),
				s.sort.ps,
				'ps',
				query,
				priorityStatusOrder,
			),
		},
	}
}

export type DashboardPage = ReturnType<typeof dashboardPage>
