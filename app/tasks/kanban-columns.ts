// Which columns a Kanban board shows and in what order (issue 51, point 13; docs/decisions/320). Grouped by status, the
// ten statuses and Unassigned made eleven columns, most of them empty: empty ones are hidden unless the person asks for
// them ("Show empty columns"), and the person chooses the order (a column moves left or right past its shown
// neighbour). Contexts and folders come in the order of the person's own lists, priorities in their rank: those boards
// show every column, as before. Pure: the choices are kept in the preferences row (preferences.server.ts).
import { z } from 'zod'
import type { KanbanGroup } from './kanban'
import { STATUSES } from './options'

export type ColumnChoices = { showEmpty: boolean; statusOrder: string[] }

/** the choices as saved (missing: empty columns hidden, the spec's order) */
export function columnChoicesOf(saved: { kanbanShowEmpty?: boolean; kanbanStatusOrder?: string[] }): ColumnChoices {
	return { showEmpty: saved.kanbanShowEmpty ?? false, statusOrder: saved.kanbanStatusOrder ?? [] }
}

/** `values` in the saved order: the saved ones that still exist first, then the rest in their own order */
export function inSavedOrder(values: string[], saved: string[]): string[] {
	const known = saved.filter((v, i) => values.includes(v) && saved.indexOf(v) === i)
	return [...known, ...values.filter((v) => !known.includes(v))]
}

/**
 * The columns a board shows, in order, and how many empty ones it hides. Only a status board is arranged: its columns
 * in the person's order, the empty ones left out unless `showEmpty`. A board with no task at all shows its columns.
 */
export function arrangeColumns<C extends { value: string; count: number }>(
	group: KanbanGroup,
	columns: C[],
	choices: ColumnChoices,
): { columns: C[]; hiddenEmpty: number } {
	if (group !== 'status') return { columns, hiddenEmpty: 0 }
	const byValue = new Map(columns.map((c) => [c.value, c]))
	const ordered = inSavedOrder(
		columns.map((c) => c.value),
		choices.statusOrder,
	).map((v) => byValue.get(v)!)
	if (choices.showEmpty || ordered.every((c) => c.count === 0)) return { columns: ordered, hiddenEmpty: 0 }
	const shown = ordered.filter((c) => c.count > 0)
	return { columns: shown, hiddenEmpty: ordered.length - shown.length }
}

/** every column value of a status board in the board's own order: the statuses, then Unassigned ('none') */
export const STATUS_COLUMN_VALUES: string[] = [...STATUSES.filter((s) => s.value !== 'none').map((s) => s.value), 'none']

/** The saved order after `value` swaps places with `neighbour` (the column shown beside it); unknown values change nothing. */
export function swapColumns(saved: string[], value: string, neighbour: string): string[] {
	const order = inSavedOrder(STATUS_COLUMN_VALUES, saved)
	const a = order.indexOf(value)
	const b = order.indexOf(neighbour)
	if (a === -1 || b === -1 || a === b) return order
	;[order[a], order[b]] = [order[b]!, order[a]!]
	return order
}

/** "waiting|next": the column to move, a bar, the shown neighbour it swaps with */
export const swapValue = (value: string, neighbour: string) => `${value}|${neighbour}`

const statusValue = z.enum(STATUS_COLUMN_VALUES as [string, ...string[]])

/** the board's column form: each button sends one field, "showEmpty" (Y or N) or "swap" ("waiting|next") */
export const columnChoiceSchema = z.union([
	z.object({ showEmpty: z.enum(['Y', 'N']), returnTo: z.string().max(2000).optional() }),
	z.object({
		swap: z
			.string()
			.max(100)
			.transform((s) => s.split('|'))
			.pipe(z.tuple([statusValue, statusValue])),
		returnTo: z.string().max(2000).optional(),
	}),
])

/** whether a post to Display Options is one of the board's column buttons */
export const isColumnChoice = (form: FormData) => form.has('showEmpty') || form.has('swap')
