import { describe, expect, it } from 'vitest'
import { columnLayout, scale } from './columns'
import { donutSlicePath, groupSlices, percent, pieLayout } from './pie'
import { nextSort, parseSort, priorityStatusOrder, sortRows } from './tables'
import { layoutWordCloud, MAX_SIZE, MIN_SIZE, wordAlertText, WORD_ALERT_SECONDS, wordSize } from './word-cloud'

describe('pie grouping (spec point 9: slices under 5% grouped)', () => {
	it('two or more slices under 5% become Other, with their names kept', () => {
		const slices = groupSlices([
			{ label: 'Inbox', count: 60 },
			{ label: 'Family', count: 36 },
			{ label: 'Finances', count: 3 },
			{ label: 'Personal', count: 1 },
			{ label: 'Empty', count: 0 },
		])
		expect(slices.map((s) => [s.label, s.count, s.share])).toEqual([
			['Inbox', 60, 0.6],
			['Family', 36, 0.36],
			['Other', 4, 0.04],
		])
		expect(slices[2]!.members).toEqual(['Finances', 'Personal'])
	})

	it('a single small slice keeps its name (Complete 2 of 100 stays Complete)', () => {
		const slices = groupSlices([
			{ label: 'Complete', count: 2 },
			{ label: 'Incomplete', count: 98 },
		])
		expect(slices.map((s) => s.label)).toEqual(['Incomplete', 'Complete'])
	})

	it('exactly 5% is not under 5%; nothing to draw when every count is zero', () => {
		const slices = groupSlices([
			{ label: 'a', count: 5 },
			{ label: 'b', count: 5 },
			{ label: 'c', count: 90 },
		])
		expect(slices.map((s) => s.label)).toEqual(['c', 'a', 'b'])
		expect(groupSlices([{ label: 'a', count: 0 }])).toEqual([])
	})

	it('percentages: whole numbers plain, otherwise one decimal', () => {
		expect(percent(0.25)).toBe('25%')
		expect(percent(1 / 3)).toBe('33.3%')
	})
})

describe('donut geometry (hole 0.25)', () => {
	it('a quarter slice from twelve to three o’clock', () => {
		expect(donutSlicePath(100, 100, 100, 0, 0.25)).toBe('M100 0A100 100 0 0 1 200 100L125 100A25 25 0 0 0 100 75Z')
	})

	it('a whole turn is a ring with no radial edge (no seam); slices follow each other round the circle', () => {
		expect(donutSlicePath(100, 100, 100, 0, 1)).toBe(
			'M100 0A100 100 0 1 1 100 200A100 100 0 1 1 100 0ZM100 75A25 25 0 1 0 100 125A25 25 0 1 0 100 75Z',
		)
		expect(donutSlicePath(0, 0, 10, 0, 1)).not.toContain('L')
		const layout = pieLayout(groupSlices([{ label: 'a', count: 3 }, { label: 'b', count: 1 }]), 100, 100, 100)
		expect(layout.map((s) => [s.start, s.end])).toEqual([
			[0, 0.75],
			[0.75, 1],
		])
		// more than half a turn takes the large arc
		expect(layout[0]!.path).toContain('A100 100 0 1 1')
	})
})

describe('column geometry', () => {
	it('a scale of whole-number steps that reaches the largest value', () => {
		expect(scale(0)).toEqual({ top: 1, ticks: [0, 1] })
		expect(scale(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] })
		expect(scale(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] })
		expect(scale(37)).toEqual({ top: 40, ticks: [0, 10, 20, 30, 40] })
		expect(scale(450)).toEqual({ top: 600, ticks: [0, 200, 400, 600] })
	})

	it('columns stand on the baseline, as tall as their share of the scale', () => {
		const size = { width: 100, height: 110, left: 0, right: 0, top: 10, bottom: 0 }
		const layout = columnLayout([{ label: 'Mon', values: [4, 2, 0] }, { label: 'Tue', values: [1, 0, 3] }], size)
		expect(layout.top).toBe(4)
		const [mon, tue] = layout.groups
		expect(mon!.columns.map((c) => c.height)).toEqual([100, 50, 0])
		expect(mon!.columns.every((c) => c.y + c.height === 110)).toBe(true)
		expect(tue!.x).toBe(50)
		expect(tue!.columns[0]!.x).toBeGreaterThan(mon!.columns[2]!.x)
	})
})

describe('tables sorted by name or count, both ways', () => {
	const rows = [
		{ key: 'b', label: 'beta', count: 2, href: '' },
		{ key: 'a', label: 'Alpha', count: 5, href: '' },
		{ key: 'c', label: 'Gamma', count: 2, href: '' },
	]
	it('by name A to Z and Z to A, ignoring case', () => {
		expect(sortRows(rows, { by: 'name', dir: 'asc' }).map((r) => r.label)).toEqual(['Alpha', 'beta', 'Gamma'])
		expect(sortRows(rows, { by: 'name', dir: 'desc' }).map((r) => r.label)).toEqual(['Gamma', 'beta', 'Alpha'])
	})
	it('by count, ties by name', () => {
		expect(sortRows(rows, { by: 'count', dir: 'desc' }).map((r) => r.label)).toEqual(['Alpha', 'beta', 'Gamma'])
		expect(sortRows(rows, { by: 'count', dir: 'asc' }).map((r) => r.label)).toEqual(['beta', 'Gamma', 'Alpha'])
	})
	it('the sort links: the same column turns round, another starts from its natural direction', () => {
		expect(nextSort({ by: 'count', dir: 'desc' }, 'count')).toEqual({ by: 'count', dir: 'asc' })
		expect(nextSort({ by: 'count', dir: 'desc' }, 'name')).toEqual({ by: 'name', dir: 'asc' })
		expect(nextSort({ by: 'name', dir: 'asc' }, 'count')).toEqual({ by: 'count', dir: 'desc' })
		expect(parseSort('name-desc', { by: 'count', dir: 'desc' })).toEqual({ by: 'name', dir: 'desc' })
		expect(parseSort('x-y', { by: 'count', dir: 'desc' })).toEqual({ by: 'count', dir: 'desc' })
	})
	it('priority/status by name: priority rank (top first), then status in its list’s order', () => {
		const ps = [
			{ priority: 'low', status: 'next' },
			{ priority: 'top', status: 'waiting' },
			{ priority: 'top', status: 'next' },
			{ priority: 'unassigned', status: 'none' },
		]
		expect([...ps].sort(priorityStatusOrder)).toEqual([
			{ priority: 'top', status: 'next' },
			{ priority: 'top', status: 'waiting' },
			{ priority: 'low', status: 'next' },
			{ priority: 'unassigned', status: 'none' },
		])
	})
})

describe('the word cloud', () => {
	it('the alert of screen 15, shown for 10 seconds', () => {
		expect(wordAlertText(8, 2)).toBe('Out of 8 tasks, the word appeared 2 times (25%).')
		expect(wordAlertText(3, 1)).toBe('Out of 3 tasks, the word appeared once (33.3%).')
		expect(WORD_ALERT_SECONDS).toBe(10)
	})

	it('sizes words by count, from the smallest to the largest size', () => {
		expect(wordSize(1, 1, 9)).toBe(MIN_SIZE)
		expect(wordSize(9, 1, 9)).toBe(MAX_SIZE)
		expect(wordSize(5, 1, 9)).toBe((MIN_SIZE + MAX_SIZE) / 2)
	})

	it('places every word without overlaps, the same way every time', () => {
		const words = ['Inbox', 'Family', 'Finances', 'Personal', 'Professional', 'Unassigned', 'Garden', 'Car'].map((word, i) => ({
			word,
			count: 20 - i * 2,
		}))
		const a = layoutWordCloud(words)
		expect(a).toEqual(layoutWordCloud([...words].reverse()))
		expect(a.words[0]).toMatchObject({ word: 'Inbox', x: 0, y: 0, size: MAX_SIZE })
		for (const p of a.words)
			for (const q of a.words)
				if (p !== q) {
					const apart =
						Math.abs(p.x - q.x) >= (p.width + q.width) / 2 || Math.abs(p.y - q.y) >= (p.height + q.height) / 2
					expect(apart, `${p.word} and ${q.word}`).toBe(true)
				}
		// the view box holds every word
		for (const p of a.words) {
			expect(p.x - p.width / 2).toBeGreaterThanOrEqual(a.viewBox.x)
			expect(p.x + p.width / 2).toBeLessThanOrEqual(a.viewBox.x + a.viewBox.width)
		}
	})
})
