// In-memory versions of rules the database applies in SQL (app/tasks/tasks.server.ts): the oracles that the
// integration tests compare the queries with, and that the unit tests check against the spec.
import { priorityRank, type SortField } from '~/tasks/options'
import type { QuickCriteria } from '~/tasks/quick-filters'
import { STATUS_ORDER, type SortKey } from '~/tasks/sort'

// Row visibility of spec point 4: a parent with children is hidden when hideParents is set; a child
// is hidden when hideChildren is set; a parent without children is always shown.
export function isRowVisible(
	task: { parentId: string | null },
	childCount: number,
	options: { hideParents: boolean; hideChildren: boolean },
) {
	if (task.parentId) return !options.hideChildren
	if (childCount > 0) return !options.hideParents
	return true
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

/** The same criteria, applied to one task in memory (tests and small lists). */
export function matchesQuickCriteria(
	task: { completed: boolean; start: number | null; due: number | null; assignedTo?: string | null },
	criteria: QuickCriteria,
	completedSetting: 'A' | 'N' | 'Y' = 'N',
) {
	if (criteria.incompleteOnly ? task.completed : !matchesCompleted(task.completed, completedSetting)) return false
	if (criteria.assignedTo !== undefined && task.assignedTo !== criteria.assignedTo) return false
	if (criteria.assignedTo !== undefined && !criteria.anyOf.length) return true
	return criteria.anyOf.some((c) => {
		const value = task[c.field]
		if (value === null) return false
		return (c.from === undefined || value >= c.from) && (c.to === undefined || value < c.to)
	})
}

export function matchesCompleted(completed: boolean, setting: 'A' | 'N' | 'Y') {
	return setting === 'A' || (setting === 'Y') === completed
}
