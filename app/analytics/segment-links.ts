// Where a chart segment leads: the custom task list for the filter items of spec point 7 (group,
// field, operator $gte / $lt / $eq, value YYYY-MM-DD or Y/N). The items travel in the link's query
// string (the Filter Tasks form's own field names); /tasks/custom shows that list without saving it,
// so following a link changes nothing (docs/decisions/121-segment-links.md).
import type { FilterItem } from '#db/schema'

export type Complete = 'A' | 'N' | 'Y'
export type DateFieldName = 'added' | 'start' | 'due'

const completedItem = (group: string, complete: Complete): FilterItem[] =>
	complete === 'A' ? [] : [{ group, field: 'completed', operator: '$eq', value: complete }]

/** tasks whose `field` falls on one local day */
export function dayItems(field: DateFieldName, date: string, complete: Complete): FilterItem[] {
	return [{ group: 'a', field, operator: '$eq', value: date }, ...completedItem('a', complete)]
}

/** tasks whose `field` falls in [first, next) (whole local days) */
export function rangeItems(field: DateFieldName, first: string, next: string, complete: Complete, group = 'a'): FilterItem[] {
	return [
		{ group, field, operator: '$gte', value: first },
		{ group, field, operator: '$lt', value: next },
		...completedItem(group, complete),
	]
}

/** tasks started or due in [first, next): group a the start dates, group b the due dates (the groups are OR'd) */
export function startedOrDueItems(first: string, next: string, complete: Complete): FilterItem[] {
	return [...rangeItems('start', first, next, complete, 'a'), ...rangeItems('due', first, next, complete, 'b')]
}

/** every task, complete or not */
export function allTimeItems(complete: Complete): FilterItem[] {
	return complete === 'A' ? [] : completedItem('a', complete)
}

/**
 * The list of these items. `completed=A` lets the items alone decide (the saved filter's Completed
 * setting would otherwise hide completed tasks).
 */
export function customListUrl(items: FilterItem[]) {
	const query = new URLSearchParams({ completed: 'A' })
	for (const item of items) {
		query.append('group', item.group)
		query.append('field', item.field)
		query.append('operator', item.operator)
		query.append('value', item.value)
	}
	return `/tasks/custom?${query}`
}

/** the list of one context, folder or priority-status, incomplete tasks only (the tables count those) */
export function incompleteListUrl(kind: 'context' | 'folder', value: string) {
	if (value === '') return customListUrl([{ group: 'a', field: kind, operator: '$eq', value: '' }, ...completedItem('a', 'N')])
	return `/tasks/${kind}/${encodeURIComponent(value)}?completed=N`
}

export function priorityStatusListUrl(priority: string, status: string) {
	return `/tasks/ps/${priority}-${status}?completed=N`
}
