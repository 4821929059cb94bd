// The dashboard's tables (Context, Folder, Priority/Status): incomplete tasks counted per value,
// sortable by name or count with links (no JavaScript needed). Empty values show as Unassigned.
import { priorityRank, STATUSES } from '~/tasks/options'

export type SortBy = 'name' | 'count'
export type SortDir = 'asc' | 'desc'
export type TableSort = { by: SortBy; dir: SortDir }

/** "count-desc", "name-asc" ... in the query string */
export function parseSort(param: string | null, fallback: TableSort): TableSort {
	const [by, dir] = (param ?? '').split('-')
	if ((by === 'name' || by === 'count') && (dir === 'asc' || dir === 'desc')) return { by, dir }
	return fallback
}

export const sortParam = (sort: TableSort) => `${sort.by}-${sort.dir}`

/** Choosing the column already sorted turns its direction round; another column starts names A to Z and counts largest first. */
export function nextSort(current: TableSort, by: SortBy): TableSort {
	if (current.by === by) return { by, dir: current.dir === 'asc' ? 'desc' : 'asc' }
	return { by, dir: by === 'name' ? 'asc' : 'desc' }
}

export type CountRow = { key: string; label: string; count: number; href: string }

/** Sorted rows; `byName` orders two rows by name (ties in count fall back to it, A to Z). */
export function sortRows<T extends CountRow>(rows: T[], sort: TableSort, byName: (a: T, b: T) => number = nameOrder): T[] {
	const sign = sort.dir === 'asc' ? 1 : -1
	return [...rows].sort((a, b) =>
		sort.by === 'count' ? sign * (a.count - b.count) || byName(a, b) : sign * byName(a, b),
	)
}

export const nameOrder = (a: CountRow, b: CountRow) =>
	a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }) || a.label.localeCompare(b.label)

const STATUS_INDEX = new Map<string, number>(STATUSES.map((s, i) => [s.value, i]))

/** Priority/Status "by name" is by priority rank (top first) then status in the list's order (spec point 9) */
export const priorityStatusOrder = (a: { priority: string; status: string }, b: { priority: string; status: string }) =>
	priorityRank(b.priority) - priorityRank(a.priority) || (STATUS_INDEX.get(a.status) ?? 99) - (STATUS_INDEX.get(b.status) ?? 99)
