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
	type PieOptions,
	type PiesRow,
	type TableRow,
	type WeekChart,
	type WeekOptions,
	type WeekRow,
} from './analytics.server'
import { assignedCounts, type AssignedCounts, type HeadlineCounts } from './assigned-counts.server'
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

/** what the dashboard counts of the tasks the person owns: the rows of its three aggregates and the settings */
type Counted = {
	s: DashboardSettings
	saved: ReturnType<typeof taskPreferences>
	week: WeekOptions
	pie: PieOptions
	weekRows: WeekRow[]
	pieRow: PiesRow | undefined
	tables: ReturnType<typeof tablesFromRows>
}

/** The counts of what the person owns, and the page drawn from them alone: what a route may keep per data version. */
export function ownedDashboard(ownerId: string, timeZone: string, query: URLSearchParams, now = Date.now()) {
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
	const counted: Counted = { s, saved, week, pie, weekRows: weekRows as WeekRow[], pieRow: pieRows![0] as PiesRow | undefined, tables: tablesFromRows(tableRows as TableRow[]) }
	return { counted, page: pageOf(counted, timeZone, query, now) }
}

export type OwnedDashboard = ReturnType<typeof ownedDashboard>

/** the owner's counts with those of the tasks assigned to them in others' folders added (the tables stay their own) */
export function withAssigned(c: Counted, assigned: AssignedCounts): Counted {
	const pieRow = c.pieRow ?? { all: 0, done: 0, month: 0, year: 0 }
	const add = (key: keyof HeadlineCounts) => c.tables.counts[key] + assigned.counts[key]
	return {
		...c,
		weekRows: [...c.weekRows, ...assigned.week],
		// each range's two counts travel packed in one sum (splitByCompleted): sums of packed numbers add up
		pieRow: { all: pieRow.all + assigned.pies.all, done: pieRow.done + assigned.pies.done, month: pieRow.month + assigned.pies.month, year: pieRow.year + assigned.pies.year },
		tables: { ...c.tables, counts: { incomplete: add('incomplete'), overdue: add('overdue'), todaysFocus: add('todaysFocus'), thisWeek: add('thisWeek') } },
	}
}

/**
 * Everything the dashboard shows: the headline counts, This Week and the pies of the tasks the person owns and of
 * those assigned to them in folders shared with them (issue 55 point 2), and screen 14's tables of what they own.
 * `keep`: how the owned part is kept (the route's keptForOwner); the assigned part is read on every call, so a sharing
 * owner's change shows at once (assigned-counts.server.ts).
 */
export function dashboardPage(personId: string, timeZone: string, query: URLSearchParams, now = Date.now(), keep: (compute: () => OwnedDashboard) => OwnedDashboard = (compute) => compute()) {
	const owned = keep(() => ownedDashboard(personId, timeZone, query, now))
	const { week, pie, saved } = owned.counted
	const assigned = assignedCounts(personId, timeZone, week, pie, now, saved)
	if (!assigned) return { ...owned.page, assigned: 0 }
	return { ...pageOf(withAssigned(owned.counted, assigned), timeZone, query, now), assigned: assigned.counts.incomplete }
}

function pageOf(c: Counted, timeZone: string, query: URLSearchParams, now: number) {
	const { s, week, pie } = c
	const pies = piesFromRow(c.pieRow, pie, timeZone)
	const monthTitle = `${MONTHS[s.month]} ${s.monthYear}`
	const tables = c.tables
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
			groups: weekGroups(weekFromRows(c.weekRows, week, timeZone), timeZone, s),
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
