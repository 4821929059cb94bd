// The Kanban board (screens 6 and 13, spec point 9): its columns for each grouping, and the stack-rank
// arithmetic of a move. Pure: the database side is kanban.server.ts.
import { PRIORITIES, priorityLabel, STATUSES } from './options'

export type KanbanGroup = 'context' | 'folder' | 'priority' | 'status'

export const KANBAN_GROUP_VALUES = ['context', 'folder', 'priority', 'status'] as const satisfies readonly KanbanGroup[]

/** ranks given to tasks without one when the board is first shown */
export const INITIAL_STEP = 10_000
/** the step past the last card or before the first (and the rank of a card alone in its column) */
export const EDGE_STEP = 100
/** neighbours closer than this cannot be split: the column is renumbered */
export const MIN_GAP = 1e-6

/** cards per column before "Show more" */
export const COLUMN_PAGE_SIZE = 10
export const COLUMN_MAX_LIMIT = 500

export type KanbanColumn = {
	/** the value stored in the grouped field ('' for no context or folder, 'unassigned', 'none') */
	value: string
	label: string
}

/** the stored value that means "no value" for each grouping: its column is Unassigned */
export const UNASSIGNED_VALUE: Record<KanbanGroup, string> = {
	context: '',
	folder: '',
	priority: 'unassigned',
	status: 'none',
}

export const UNASSIGNED_LABEL = 'Unassigned'

/**
 * The columns of a board, Unassigned last. Contexts and folders come in the user's order; values a task
 * still has but the user's lists no longer hold (a deleted context...) get a column of their own after them.
 * Priorities go from Top down to Negative; statuses in the spec's order.
 */
export function kanbanColumns(group: KanbanGroup, names: { contexts: string[]; folders: string[] }, valuesInUse: string[] = []): KanbanColumn[] {
	const unassigned = UNASSIGNED_VALUE[group]
	let values: KanbanColumn[]
	switch (group) {
		case 'context':
		case 'folder': {
			const listed = group === 'context' ? names.contexts : names.folders
			const all = [...new Set([...listed, ...valuesInUse.filter((v) => !listed.includes(v))])].filter((v) => v !== unassigned)
			values = all.map((v) => ({ value: v, label: v }))
			break
		}
		case 'priority':
			values = [...PRIORITIES]
				.filter((p) => p.value !== unassigned)
				.sort((a, b) => b.rank - a.rank)
				.map((p) => ({ value: p.value, label: priorityLabel(p.value) }))
			break
		case 'status':
			values = STATUSES.filter((s) => s.value !== unassigned).map((s) => ({ value: s.value, label: s.label }))
			break
	}
	return [...values, { value: unassigned, label: UNASSIGNED_LABEL }]
}

/** whether a posted column value is one of the board's columns */
export function isColumnValue(group: KanbanGroup, value: string, names: { contexts: string[]; folders: string[] }) {
	return kanbanColumns(group, names).some((c) => c.value === value)
}

/** where a moved card goes in its column */
export type MovePosition = { kind: 'top' } | { kind: 'bottom' } | { kind: 'after'; taskId: string }

export function parsePosition(text: string): MovePosition | null {
	if (text === 'top' || text === 'bottom') return { kind: text }
	const m = /^after:([A-Za-z0-9_-]{1,64})$/.exec(text)
	return m ? { kind: 'after', taskId: m[1]! } : null
}

export const positionText = (p: MovePosition) => (p.kind === 'after' ? `after:${p.taskId}` : p.kind)

/** "top|Next Action column value": the position, a bar, the column's value (which may itself hold bars) */
export function moveTarget(position: string, column: string) {
	return `${position}|${column}`
}

export function parseMoveTarget(text: string): { position: MovePosition; column: string } | null {
	const bar = text.indexOf('|')
	if (bar === -1) return null
	const position = parsePosition(text.slice(0, bar))
	return position ? { position, column: text.slice(bar + 1) } : null
}

/**
 * The rank of a card dropped between two neighbours (null: no card on that side): the midpoint between
 * two, 100 past the last or before the first, 100 alone. Null when the neighbours are too close to split.
 */
export function rankBetween(before: number | null, after: number | null): number | null {
	if (before === null && after === null) return EDGE_STEP
	if (after === null) return before! + EDGE_STEP
	if (before === null) return after - EDGE_STEP
	const middle = (before + after) / 2
	if (!(after - before >= MIN_GAP) || !(middle > before && middle < after)) return null
	return middle
}

/** The ranks of a renumbered column (ids in their new order): 10000, 20000, ... */
export function renumbered(ids: string[]): Map<string, number> {
	return new Map(ids.map((id, i) => [id, (i + 1) * INITIAL_STEP]))
}

/**
 * Where a card lands in a column: the ids of the column without the card, in rank order, with the card
 * put in its place. An "after" card that is not in the column puts it at the bottom.
 */
export function placeInColumn(columnIds: string[], taskId: string, position: MovePosition): string[] {
	const others = columnIds.filter((id) => id !== taskId)
	if (position.kind === 'top') return [taskId, ...others]
	const at = position.kind === 'after' ? others.indexOf(position.taskId) : -1
	if (at === -1) return [...others, taskId]
	return [...others.slice(0, at + 1), taskId, ...others.slice(at + 1)]
}

/** the neighbours' ranks of a card placed by `placeInColumn` */
export function neighbourRanks(order: string[], taskId: string, rankOf: (id: string) => number | null) {
	const at = order.indexOf(taskId)
	return {
		before: at > 0 ? rankOf(order[at - 1]!) : null,
		after: at < order.length - 1 ? rankOf(order[at + 1]!) : null,
	}
}

/** The per-column card limits asked for in the URL (`limit.<value>=50`); others get one page. */
export function columnLimits(search: URLSearchParams): Record<string, number> {
	const limits: Record<string, number> = {}
	for (const [name, raw] of search) {
		if (!name.startsWith('limit.')) continue
		const n = Number(raw)
		if (!Number.isInteger(n) || n <= COLUMN_PAGE_SIZE) continue
		limits[name.slice('limit.'.length)] = Math.min(COLUMN_MAX_LIMIT, Math.ceil(n / COLUMN_PAGE_SIZE) * COLUMN_PAGE_SIZE)
	}
	return limits
}

export const columnLimit = (limits: Record<string, number>, value: string) => limits[value] ?? COLUMN_PAGE_SIZE

/** The text announced to screen readers while a card is dragged with the keyboard. */
export const announcements = {
	pickedUp: (title: string, column: string, position: number, size: number) =>
		`Picked up ${title}. It is card ${position} of ${size} in ${column}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
	over: (title: string, column: string, position: number, size: number) => `${title} is over ${column}, position ${position} of ${size}.`,
	dropped: (title: string, column: string, position: number, size: number) => `${title} was dropped in ${column}, position ${position} of ${size}.`,
	cancelled: (title: string, column: string) => `Moving ${title} was cancelled. It stays in ${column}.`,
}
