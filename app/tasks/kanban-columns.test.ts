import { describe, expect, test } from 'vitest'
import { arrangeColumns, columnChoiceSchema, columnChoicesOf, inSavedOrder, STATUS_COLUMN_VALUES, swapColumns } from './kanban-columns'
import { kanbanColumns } from './kanban'
import { parseWithZod } from '@conform-to/zod/v4'

const statusBoard = (counts: Record<string, number>) =>
	kanbanColumns('status', { contexts: [], folders: [] }).map((c) => ({ ...c, count: counts[c.value] ?? 0 }))
const form = (fields: Record<string, string | undefined>) => {
	const f = new FormData()
	for (const [k, v] of Object.entries(fields)) if (v !== undefined) f.set(k, v)
	return f
}

describe('a status board’s columns (issue 51, point 13)', () => {
	test('empty columns are hidden unless the person shows them; the count of hidden ones is said', () => {
		const columns = statusBoard({ next: 2, waiting: 1, none: 145 })
		const hidden = arrangeColumns('status', columns, columnChoicesOf({}))
		expect(hidden.columns.map((c) => c.label)).toEqual(['Next Action', 'Waiting', 'Unassigned'])
		expect(hidden.hiddenEmpty).toBe(8)
		const shown = arrangeColumns('status', columns, columnChoicesOf({ kanbanShowEmpty: true }))
		expect(shown.columns).toHaveLength(11)
		expect(shown.hiddenEmpty).toBe(0)
	})

	test('a board with no task at all still shows its columns (somewhere to drop, a shape to see)', () => {
		expect(arrangeColumns('status', statusBoard({}), columnChoicesOf({})).columns).toHaveLength(11)
	})

	test('other groupings show every column, as before', () => {
		const priority = kanbanColumns('priority', { contexts: [], folders: [] }).map((c) => ({ ...c, count: 0 }))
		priority[0]!.count = 3
		expect(arrangeColumns('priority', priority, columnChoicesOf({ kanbanStatusOrder: ['none'] })).columns).toEqual(priority)
	})

	test('the person’s order comes first, the rest after in the spec’s order; unknown saved values are ignored', () => {
		expect(inSavedOrder(['a', 'b', 'c', 'd'], ['c', 'x', 'a', 'c'])).toEqual(['c', 'a', 'b', 'd'])
		const columns = statusBoard({ next: 1, waiting: 1, none: 1 })
		const arranged = arrangeColumns('status', columns, columnChoicesOf({ kanbanStatusOrder: ['none', 'waiting'] }))
		expect(arranged.columns.map((c) => c.value)).toEqual(['none', 'waiting', 'next'])
	})

	test('a column swaps with its shown neighbour even when empty columns lie between them', () => {
		// Next Action and Waiting are shown side by side (Active...Delegated hidden): Waiting moves left past Next Action
		const order = swapColumns([], 'waiting', 'next')
		expect(order.indexOf('waiting')).toBeLessThan(order.indexOf('next'))
		expect(order).toHaveLength(STATUS_COLUMN_VALUES.length)
		expect(order.at(-1)).toBe('none')
		const board = arrangeColumns('status', statusBoard({ next: 1, waiting: 1 }), columnChoicesOf({ kanbanStatusOrder: order }))
		expect(board.columns.map((c) => c.value)).toEqual(['waiting', 'next'])
		expect(swapColumns(order, 'waiting', 'nonsense')).toEqual(order)
	})

	test('the column form accepts a show/hide or a swap of two statuses, nothing else', () => {
		expect(parseWithZod(form({ showEmpty: 'Y' }), { schema: columnChoiceSchema }).status).toBe('success')
		const swap = parseWithZod(form({ swap: 'waiting|next' }), { schema: columnChoiceSchema })
		expect(swap.status === 'success' && 'swap' in swap.value ? swap.value.swap : null).toEqual(['waiting', 'next'])
		for (const bad of [{ showEmpty: 'maybe' }, { swap: 'waiting|<script>' }, { swap: 'waiting' }, {}]) {
			expect(parseWithZod(form(bad), { schema: columnChoiceSchema }).status).toBe('error')
		}
	})
})
