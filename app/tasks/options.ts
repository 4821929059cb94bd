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

export const isPriority = (v: string): v is Priority => PRIORITIES.some((p) => p.value === v)
export const isStatus = (v: string): v is Status => STATUSES.some((s) => s.value === v)
export const isDateOffset = (v: number): v is DateOffset => DATE_OFFSETS.some((d) => d.value === v)

export const priorityLabel = (v: string) => PRIORITIES.find((p) => p.value === v)?.label ?? v
export const statusLabel = (v: string) => STATUSES.find((s) => s.value === v)?.label ?? v
