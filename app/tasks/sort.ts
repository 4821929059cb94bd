// Sorting of spec point 9: up to three keys, each with a direction; empty values always sort last.
// The database query (tasks.server.ts) orders the same way; this comparator serves small in-memory
// lists (sub-task tables) and states the rule in one place for tests.
import type { TaskSortOrder } from '#db/schema'
import { priorityRank, SORT_FIELD_VALUES, STATUSES, type SortField } from './options'

export type SortKey = { field: SortField; direction: 1 | -1 }

export function sortKeys(order: Pick<TaskSortOrder, 'first' | 'second' | 'third' | 'firstDirection' | 'secondDirection' | 'thirdDirection'>): SortKey[] {
	const keys: SortKey[] = []
	const add = (field: string, direction: number) => {
		if ((SORT_FIELD_VALUES as string[]).includes(field) && !keys.some((k) => k.field === field)) {
			keys.push({ field: field as SortField, direction: direction === -1 ? -1 : 1 })
		}
	}
	add(order.first, order.firstDirection)
	add(order.second, order.secondDirection)
	add(order.third, order.thirdDirection)
	return keys
}

export type SortableTask = {
	title: string
	context: string
	folder: string
	priority: string
	status: string
	star: boolean
	start: number | null
	startTime?: number | null
	due: number | null
	dueTime?: number | null
	length: number | null
	stackRank: number | null
	added: number
	id: string
}

export const STATUS_ORDER: Record<string, number> = Object.fromEntries(STATUSES.map((s, i) => [s.value, i]))

/** The value a task sorts by, or null when it is empty (unassigned priority, status none, no date...). */
export function sortValue(task: SortableTask, field: SortField): string | number | null {
	switch (field) {
		case 'context':
			return task.context ? task.context.toLowerCase() : null
		case 'folder':
			return task.folder ? task.folder.toLowerCase() : null
		case 'title':
			return task.title.toLowerCase()
		case 'priority':
			return task.priority && task.priority !== 'unassigned' ? priorityRank(task.priority) : null
		case 'status':
			return task.status && task.status !== 'none' ? (STATUS_ORDER[task.status] ?? 99) : null
		case 'star':
			return task.star ? 1 : 0
		case 'start':
			return task.start === null ? null : task.start + (task.startTime ?? 0)
		case 'due':
			return task.due === null ? null : task.due + (task.dueTime ?? 0)
		case 'length':
			return task.length
		case 'stackRank':
			return task.stackRank
	}
}

export function compareTasks(keys: SortKey[]) {
	return (a: SortableTask, b: SortableTask) => {
		for (const key of keys) {
			const x = sortValue(a, key.field)
			const y = sortValue(b, key.field)
			if (x === y) continue
			if (x === null) return 1
			if (y === null) return -1
			const c = x < y ? -1 : 1
			return c * key.direction
		}
		// a stable order for paging: oldest first, then by id
		return a.added - b.added || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
	}
}
