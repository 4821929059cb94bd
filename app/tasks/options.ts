// The fixed option lists of spec points 4 and 9: priorities (with their ranks), statuses and the
// default date offsets. Shared by task forms, quick add and the profile's Quick Add Defaults.

export const PRIORITIES = [
	{ value: 'unassigned', label: 'Unassigned', rank: -99 },
	{ value: 'negative', label: 'Negative', rank: -1 },
	{ value: 'low', label: 'Low', rank: 0 },
	{ value: 'medium', label: 'Medium', rank: 1 },
	{ value: 'high', label: 'High', rank: 2 },
	{ value: 'top', label: 'Top', rank: 3 },
] as const
export type Priority = (typeof PRIORITIES)[number]['value']

export const STATUSES = [
	{ value: 'none', label: 'None' },
	{ value: 'next', label: 'Next Action' },
	{ value: 'active', label: 'Active' },
	{ value: 'planning', label: 'Planning' },
	{ value: 'delegated', label: 'Delegated' },
	{ value: 'waiting', label: 'Waiting' },
	{ value: 'hold', label: 'Hold' },
	{ value: 'postponed', label: 'Postponed' },
	{ value: 'someday', label: 'Someday' },
	{ value: 'canceled', label: 'Canceled' },
	{ value: 'reference', label: 'Reference' },
] as const
export type Status = (typeof STATUSES)[number]['value']

/** days after today */
export const DATE_OFFSETS = [
	{ value: 0, label: 'Today' },
	{ value: 1, label: 'Tomorrow' },
	{ value: 2, label: '+2 days' },
	{ value: 3, label: '+3 days' },
	{ value: 7, label: '+7 days' },
	{ value: 30, label: '+30 days' },
] as const
export type DateOffset = (typeof DATE_OFFSETS)[number]['value']

export const priorityLabel = (v: string) => PRIORITIES.find((p) => p.value === v)?.label ?? v
export const statusLabel = (v: string) => STATUSES.find((s) => s.value === v)?.label ?? v

// ---- the task screens (issue 3): reminders, sort fields, Kanban groups, the filter builder ----

/** minutes before the due date and time; -1 never */
export const REMIND_OPTIONS = [
	{ value: -1, label: 'Never' },
	{ value: 15, label: '15 minutes' },
	{ value: 30, label: '30 minutes' },
	{ value: 45, label: '45 minutes' },
	{ value: 60, label: '1 hour' },
	{ value: 90, label: '1.5 hours' },
	{ value: 120, label: '2 hours' },
	{ value: 180, label: '3 hours' },
	{ value: 240, label: '4 hours' },
	{ value: 1440, label: '1 day' },
	{ value: 2880, label: '2 days' },
	{ value: 4320, label: '3 days' },
	{ value: 5760, label: '4 days' },
	{ value: 7200, label: '5 days' },
	{ value: 8640, label: '6 days' },
	{ value: 10080, label: '7 days' },
	{ value: 20160, label: '14 days' },
	{ value: 43200, label: '30 days' },
] as const

export const PRIORITY_VALUES = PRIORITIES.map((p) => p.value) as [Priority, ...Priority[]]
export const STATUS_VALUES = STATUSES.map((s) => s.value) as [Status, ...Status[]]
export const REMIND_VALUES: number[] = REMIND_OPTIONS.map((r) => r.value)

export function priorityRank(value: string) {
	return PRIORITIES.find((p) => p.value === value)?.rank ?? -99
}
export function remindLabel(minutes: number) {
	return REMIND_OPTIONS.find((r) => r.value === minutes)?.label ?? `${minutes} minutes`
}

/** the sort fields of point 9 */
export const SORT_FIELDS = [
	{ value: 'context', label: 'Context' },
	{ value: 'due', label: 'Due Date' },
	{ value: 'folder', label: 'Folder' },
	{ value: 'length', label: 'Length' },
	{ value: 'priority', label: 'Priority' },
	{ value: 'stackRank', label: 'Stack Rank' },
	{ value: 'star', label: 'Star' },
	{ value: 'start', label: 'Start Date' },
	{ value: 'status', label: 'Status' },
	{ value: 'title', label: 'Title' },
] as const
export type SortField = (typeof SORT_FIELDS)[number]['value']
export const SORT_FIELD_VALUES = SORT_FIELDS.map((f) => f.value) as [SortField, ...SortField[]]

export const KANBAN_GROUPS = [
	{ value: 'context', label: 'Context' },
	{ value: 'folder', label: 'Folder' },
	{ value: 'priority', label: 'Priority' },
	{ value: 'status', label: 'Status' },
] as const

/** the comparison operators of point 9 */
export const COMPARISONS = [
	{ value: '$lt', label: 'less than' },
	{ value: '$lte', label: 'less or equal' },
	{ value: '$gt', label: 'greater than' },
	{ value: '$gte', label: 'greater or equal' },
	{ value: '$eq', label: 'equal' },
	{ value: '$ne', label: 'not equal' },
] as const
export const EQUALS = [{ value: '$eq', label: 'equals' }] as const
export const CONTAINS = [{ value: '$regex', label: 'contains' }] as const
/** a search row: the search box's query language (app/tasks/search-query.ts) */
export const MATCHES = [{ value: '$search', label: 'matches' }] as const

/** how each filter field is matched (spec point 3, Filter item, and point 5) */
export const FILTER_FIELDS = [
	{ value: 'title', label: 'Title', type: 'text' },
	{ value: 'notes', label: 'Notes', type: 'text' },
	{ value: 'completed', label: 'Completed', type: 'yesno' },
	{ value: 'star', label: 'Star', type: 'yesno' },
	{ value: 'context', label: 'Context', type: 'select' },
	{ value: 'folder', label: 'Folder', type: 'select' },
	{ value: 'priority', label: 'Priority', type: 'select' },
	{ value: 'status', label: 'Status', type: 'select' },
	{ value: 'length', label: 'Length', type: 'number' },
	{ value: 'added', label: 'Added', type: 'date' },
	{ value: 'completedDate', label: 'Completed Date', type: 'date' },
	{ value: 'start', label: 'Start Date', type: 'date' },
	{ value: 'due', label: 'Due Date', type: 'date' },
	{ value: 'search', label: 'Search', type: 'search' },
] as const
export type FilterField = (typeof FILTER_FIELDS)[number]['value']
export type FilterFieldType = (typeof FILTER_FIELDS)[number]['type']

export function operatorsFor(type: FilterFieldType) {
	if (type === 'text') return CONTAINS
	if (type === 'search') return MATCHES
	if (type === 'number' || type === 'date') return COMPARISONS
	return EQUALS
}

/** group letters a to z */
export const FILTER_GROUPS = Array.from({ length: 26 }, (_, i) => String.fromCharCode(97 + i))

/** the rows of a task card's collapsible detail (screen 8), in order */
export const DETAIL_LABELS = ['Repeat', 'Remind', 'Folder', 'Context', 'Priority', 'Status'] as const

export type RepeatChoice =
	| 'NONE'
	| 'ADVANCED'
	| 'DAILY'
	| 'WEEKLY'
	| 'BIWEEKLY'
	| 'MONTHLY'
	| 'BIMONTHLY'
	| 'QUARTERLY'
	| 'SEMIANNUALLY'
	| 'YEARLY'

/**
 * "No repeat" as the data spells it: one spelling, '' (decision 270). 'NONE' is how the form's select and the API
 * show and accept it, never what is stored; the tasks table's triggers (migration 0023) refuse any other choice.
 */
export const NO_REPEAT = ''
/** a repeat choice as stored in tasks.repeat_choice */
export type StoredRepeatChoice = Exclude<RepeatChoice, 'NONE'> | typeof NO_REPEAT

/** the stored spelling of a choice as the form or the API sends it ('NONE' and '' are no repeat) */
export const storedRepeatChoice = (choice: RepeatChoice | typeof NO_REPEAT): StoredRepeatChoice => (choice === 'NONE' ? NO_REPEAT : choice)
/** the form's and the API's spelling of a stored choice ('' is 'NONE') */
export const shownRepeatChoice = (stored: string): RepeatChoice => (stored === NO_REPEAT ? 'NONE' : (stored as RepeatChoice))

/** Point 9, in this order (the rules they store are in ./repeat.ts). Fixed, so the task forms import them rather than
 * receiving them with every page's loader data. */
export const REPEAT_OPTIONS: { value: RepeatChoice; label: string }[] = [
	{ value: 'NONE', label: 'None' },
	{ value: 'ADVANCED', label: 'Advanced' },
	{ value: 'DAILY', label: 'Daily' },
	{ value: 'WEEKLY', label: 'Weekly' },
	{ value: 'BIWEEKLY', label: 'Biweekly' },
	{ value: 'MONTHLY', label: 'Monthly' },
	{ value: 'BIMONTHLY', label: 'Bimonthly' },
	{ value: 'QUARTERLY', label: 'Quarterly' },
	{ value: 'SEMIANNUALLY', label: 'Semiannually' },
	{ value: 'YEARLY', label: 'Yearly' },
]

/** every value tasks.repeat_choice may hold (migration 0023's triggers list the same) */
export const STORED_REPEAT_CHOICES: readonly StoredRepeatChoice[] = REPEAT_OPTIONS.map((o) => storedRepeatChoice(o.value))
