// Which list a tasks route shows, and its header and sub-header (screen 6).
import { TZDate } from '@date-fns/tz'
import { addDays } from 'date-fns'
import type { FilterItem } from '#db/schema'
import { longDate } from '~/lib/dates'
import { priorityLabel, PRIORITY_VALUES, statusLabel, STATUS_VALUES } from './options'
import { dayRange, isQuickFilterName, PAGED_FILTERS, weekRange, type QuickFilterName } from './quick-filters'

export type SimpleField = 'context' | 'folder' | 'priority' | 'status'

export type TaskListSpec =
	| { kind: 'all' }
	| { kind: 'quick'; name: QuickFilterName; offset: number }
	/** `items`: filter items from a link (the dashboard's segments), shown without being saved */
	| { kind: 'custom'; items?: FilterItem[]; search?: string }
	| { kind: 'inbox' }
	| { kind: 'by'; field: SimpleField; value: string }
	| { kind: 'ps'; priority: string; status: string }
	/** /tasks/search?q=: the search box's query as typed (app/tasks/search-query.ts) */
	| { kind: 'search'; text: string }
	/** /tasks/added?at=: the tasks added at that moment, as one template use adds them all (the toast's link after Add) */
	| { kind: 'added'; at: number }

/** /tasks/ps/{priority}-{status} */
export function parsePriorityStatus(filter: string) {
	const [priority, status] = filter.split('-')
	if (!priority || !status) return null
	if (!(PRIORITY_VALUES as string[]).includes(priority) || !(STATUS_VALUES as string[]).includes(status)) return null
	return { priority, status }
}

/** the list of /tasks/{filterName}, or null for an unknown name */
export function namedList(filterName: string | undefined, offsetParam: string | null): TaskListSpec | null {
	if (filterName === undefined) return { kind: 'all' }
	if (filterName === 'custom') return { kind: 'custom' }
	if (!isQuickFilterName(filterName)) return null
	const offset = PAGED_FILTERS[filterName] ? clampOffset(offsetParam) : 0
	return { kind: 'quick', name: filterName, offset }
}

function clampOffset(param: string | null) {
	const n = Number(param ?? 0)
	return Number.isInteger(n) ? Math.max(-520, Math.min(520, n)) : 0
}

const FIELD_LABEL: Record<SimpleField, string> = {
	context: 'Context',
	folder: 'Folder',
	priority: 'Priority',
	status: 'Status',
}

function valueLabel(field: SimpleField, value: string) {
	if (field === 'priority') return priorityLabel(value)
	if (field === 'status') return statusLabel(value)
	return value
}

export type ListHeader = {
	title: string
	subtitle: string
	/** previous and next offsets, for the lists that page by day or week */
	paging: { unit: 'day' | 'week'; offset: number } | null
}

export function listHeader(
	spec: TaskListSpec,
	timeZone: string,
	now: number,
	completedSetting: 'A' | 'N' | 'Y' = 'N',
): ListHeader {
	switch (spec.kind) {
		case 'all':
			return {
				title: 'Tasks',
				subtitle:
					completedSetting === 'A'
						? 'All of your tasks.'
						: completedSetting === 'Y'
							? 'Your completed tasks.'
							: 'Your incomplete tasks.',
				paging: null,
			}
		case 'custom':
			return {
				title: 'Custom',
				subtitle: spec.items ? 'Results based on the filter in this link.' : 'Results based on your filter.',
				paging: null,
			}
		case 'inbox':
			return { title: 'GTD Inbox', subtitle: 'Tasks without a status.', paging: null }
		case 'by':
			return {
				title: `By ${FIELD_LABEL[spec.field]}`,
				subtitle: `Tasks assigned to the ${withKind(valueLabel(spec.field, spec.value), spec.field)}.`,
				paging: null,
			}
		case 'ps':
			return {
				title: 'By Priority and Status',
				subtitle: `Tasks assigned to the ${priorityLabel(spec.priority)} priority and the ${statusLabel(spec.status)} status.`,
				paging: null,
			}
		case 'search':
			return {
				title: 'Search',
				subtitle: spec.text.trim() ? `Tasks matching “${spec.text.trim()}”.` : 'Type words to look for in your tasks.',
				paging: null,
			}
		case 'added':
			return { title: 'Just Added', subtitle: `Tasks added together on ${longDate(spec.at, timeZone)}.`, paging: null }
		case 'quick':
			return quickHeader(spec.name, spec.offset, timeZone, now)
	}
}

function quickHeader(name: QuickFilterName, offset: number, timeZone: string, now: number): ListHeader {
	switch (name) {
		case 'get-organized':
			return { title: 'Get Organized', subtitle: 'Tasks that were to be started or finished previously.', paging: null }
		case 'overdue':
			return { title: 'Overdue', subtitle: 'Tasks that should be complete.', paging: null }
		case 'assigned-to-me':
			return { title: 'Assigned to Me', subtitle: 'Tasks of shared folders assigned to you.', paging: null }
		case 'todays-focus': {
			const paging = { unit: 'day' as const, offset }
			if (offset === 0) return { title: "Today's Focus", subtitle: 'Tasks to start or finish today.', paging }
			const date = longDate(dayRange(timeZone, now, offset).from, timeZone)
			return { title: date, subtitle: `Tasks to start or finish on ${date}.`, paging }
		}
		case 'this-week': {
			const paging = { unit: 'week' as const, offset }
			if (offset === 0) return { title: 'This Week', subtitle: 'Tasks to start or finish this week.', paging }
			const week = weekRange(timeZone, now, offset)
			const monday = longDate(week.from, timeZone)
			const sunday = longDate(addDays(new TZDate(week.from, timeZone), 6).getTime(), timeZone)
			return { title: `Week of ${monday}`, subtitle: `Tasks to start or finish from ${monday} to ${sunday}.`, paging }
		}
	}
}

/** "the Inbox folder", but "the sample folder" for a folder already named so, never "sample folder folder" (issue 24) */
export function withKind(name: string, kind: string) {
	return name.toLowerCase().endsWith(` ${kind}`) || name.toLowerCase() === kind ? name : `${name} ${kind}`
}
