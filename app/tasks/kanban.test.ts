import { describe, expect, it } from 'vitest'
import {
	columnLimits,
	EDGE_STEP,
	INITIAL_STEP,
	kanbanColumns,
	neighbourRanks,
	parsePosition,
	placeInColumn,
	rankBetween,
	renumbered,
} from './kanban'

const names = { contexts: ['@Home', '@Work'], folders: ['Inbox', 'Personal'] }
const labels = (cols: { label: string }[]) => cols.map((c) => c.label)

describe('columns for each grouping, Unassigned last', () => {
	it('context: the user’s contexts in their order, then values still in use, then Unassigned', () => {
		const cols = kanbanColumns('context', names, ['@Work', '', '@Old'])
		expect(labels(cols)).toEqual(['@Home', '@Work', '@Old', 'Unassigned'])
		expect(cols.at(-1)!.value).toBe('')
	})
	it('folder', () => {
		expect(kanbanColumns('folder', names).map((c) => c.value)).toEqual(['Inbox', 'Personal', ''])
	})
	it('priority: Top down to Negative (rank order), Unassigned is the "unassigned" priority', () => {
		const cols = kanbanColumns('priority', names)
		expect(labels(cols)).toEqual(['Top', 'High', 'Medium', 'Low', 'Negative', 'Unassigned'])
		expect(cols.at(-1)!.value).toBe('unassigned')
	})
	it('status: the spec’s order, Unassigned is "none"', () => {
		const cols = kanbanColumns('status', names)
		expect(labels(cols)).toEqual([
			'Next Action', 'Active', 'Planning', 'Delegated', 'Waiting', 'Hold', 'Postponed', 'Someday', 'Canceled', 'Reference', 'Unassigned',
		])
		expect(cols.at(-1)!.value).toBe('none')
	})
})

describe('rank arithmetic', () => {
	it('steps: 100 alone, 100 past the last, 100 before the first, the midpoint between two', () => {
		expect(EDGE_STEP).toBe(100)
		expect(INITIAL_STEP).toBe(10_000)
		expect(rankBetween(null, null)).toBe(100)
		expect(rankBetween(30_000, null)).toBe(30_100)
		expect(rankBetween(null, 10_000)).toBe(9_900)
		expect(rankBetween(10_000, 20_000)).toBe(15_000)
		expect(rankBetween(1, 2)).toBe(1.5)
	})
	it('neighbours too close to split ask for a renumbering', () => {
		expect(rankBetween(1, 1)).toBeNull()
		expect(rankBetween(1, 1 + 1e-9)).toBeNull()
		let low = 10_000
		const high = 20_000
		let splits = 0
		for (let r = rankBetween(low, high); r !== null; r = rankBetween(low, high)) {
			low = r
			splits++
		}
		expect(splits).toBeGreaterThan(30)
	})
	it('renumbering gives steps of 10000 in the new order', () => {
		expect([...renumbered(['b', 'a', 'c'])]).toEqual([
			['b', 10_000],
			['a', 20_000],
			['c', 30_000],
		])
	})
	it('places a card at the top, the bottom or after another (the card itself never counts)', () => {
		const column = ['a', 'b', 'c']
		expect(placeInColumn(column, 'x', { kind: 'top' })).toEqual(['x', 'a', 'b', 'c'])
		expect(placeInColumn(column, 'x', { kind: 'bottom' })).toEqual(['a', 'b', 'c', 'x'])
		expect(placeInColumn(column, 'x', { kind: 'after', taskId: 'a' })).toEqual(['a', 'x', 'b', 'c'])
		expect(placeInColumn(column, 'b', { kind: 'after', taskId: 'c' })).toEqual(['a', 'c', 'b'])
		const ranks: Record<string, number> = { a: 10_000, b: 20_000, c: 30_000 }
		const order = placeInColumn(column, 'x', { kind: 'after', taskId: 'a' })
		expect(neighbourRanks(order, 'x', (id) => ranks[id]!)).toEqual({ before: 10_000, after: 20_000 })
		expect(neighbourRanks(['x'], 'x', (id) => ranks[id]!)).toEqual({ before: null, after: null })
	})
	it('positions in a form', () => {
		expect(parsePosition('top')).toEqual({ kind: 'top' })
		expect(parsePosition('after:abc-1')).toEqual({ kind: 'after', taskId: 'abc-1' })
		expect(parsePosition('after:')).toBeNull()
		expect(parsePosition('middle')).toBeNull()
	})
})

describe('Show more per column', () => {
	it('reads limit.<value> in whole pages, bounded', () => {
		const search = new URLSearchParams('limit.next=50&limit.%40Home=9999&limit.=55&limit.bad=x&limit.small=3')
		expect(columnLimits(search)).toEqual({ next: 50, '@Home': 500, '': 60 })
	})
})
