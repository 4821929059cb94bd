// The defaults of spec point 9 for a new user.
import type { DefaultTaskOptions, TaskFilter, TaskSortOrder } from '#db/schema'

export const DEFAULT_FOLDERS = [
	{ name: 'Inbox', customOrder: 0 },
	{ name: 'Family', customOrder: 5 },
	{ name: 'Finances', customOrder: 10 },
	{ name: 'Personal', customOrder: 15 },
	{ name: 'Professional', customOrder: 20 },
].map((f) => ({ ...f, group: 'Default' }))

export const DEFAULT_CONTEXTS = ['@Home', '@School', '@Shopping', '@Work']

/** days after today for start and due; Process Inbox repeats every 2 days */
export const STARTER_TASKS = [
	{ title: '#1 Add every task I can think of', days: 0, repeat: '' },
	{ title: '#2 Refine', days: 1, repeat: '' },
	{ title: '#3 Organize', days: 2, repeat: '' },
	{ title: 'Process Inbox', days: 0, repeat: 'FREQ=DAILY;INTERVAL=2' },
]

export const DEFAULT_TASK_OPTIONS: DefaultTaskOptions = {
	priority: 'medium',
	status: 'planning',
	folder: 'Inbox',
	context: '',
	start: 1,
	due: 1,
}

export const DEFAULT_TASK_FILTER: TaskFilter = {
	completed: 'N',
	quickFilter: null,
	filterItems: [],
}

export const DEFAULT_SORT_ORDER: TaskSortOrder = {
	first: 'start',
	second: 'due',
	third: 'folder',
	firstDirection: 1,
	secondDirection: 1,
	thirdDirection: 1,
	hideParents: false,
	hideChildren: false,
	expandDetail: false,
	comfortable: false,
	absoluteDates: false,
}
