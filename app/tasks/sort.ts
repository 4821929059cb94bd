// Sorting of spec point 9: up to three keys, each with a direction; empty values always sort last.
// The database query (tasks.server.ts) orders the same way; this comparator serves small in-memory
// lists (sub-task tables) and states the rule in one place for tests.
import type { TaskSortOrder } from '#db/schema'
import { SORT_FIELD_VALUES, STATUSES, type SortField } from './options'

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

export const STATUS_ORDER: Record<string, number> = Object.fromEntries(STATUSES.map((s, i) => [s.value, i]))
