import { describe, expect, it } from 'vitest'
import { compareTasks, type SortableTask } from '../../tests/task-oracles'
import { sortKeys } from './sort'

let n = 0
const t = (v: Partial<SortableTask>): SortableTask => ({
	id: `t${++n}`,
	title: 'x',
	context: '',
	folder: '',
	priority: 'unassigned',
	status: 'none',
	star: false,
	start: null,
	due: null,
	length: null,
	stackRank: null,
	added: n,
	...v,
})
const order = (first: string, firstDirection: 1 | -1, second = '', secondDirection: 1 | -1 = 1) =>
	sortKeys({ first, second, third: '', firstDirection, secondDirection, thirdDirection: 1 })

describe('sorting with empty values last', () => {
	it('dates: empty last in both directions', () => {
		const list = [t({ title: 'none' }), t({ title: 'late', due: 300 }), t({ title: 'early', due: 100 })]
		expect([...list].sort(compareTasks(order('due', 1))).map((x) => x.title)).toEqual(['early', 'late', 'none'])
		expect([...list].sort(compareTasks(order('due', -1))).map((x) => x.title)).toEqual(['late', 'early', 'none'])
	})

	it('priority sorts by rank; unassigned counts as empty', () => {
		const list = [t({ title: 'u' }), t({ title: 'low', priority: 'low' }), t({ title: 'top', priority: 'top' }), t({ title: 'neg', priority: 'negative' })]
		expect([...list].sort(compareTasks(order('priority', -1))).map((x) => x.title)).toEqual(['top', 'low', 'neg', 'u'])
		expect([...list].sort(compareTasks(order('priority', 1))).map((x) => x.title)).toEqual(['neg', 'low', 'top', 'u'])
	})

	it('folder and context: unassigned last, case-insensitive', () => {
		const list = [t({ title: '1', folder: '' }), t({ title: '2', folder: 'beta' }), t({ title: '3', folder: 'Alpha' })]
		expect([...list].sort(compareTasks(order('folder', 1))).map((x) => x.title)).toEqual(['3', '2', '1'])
		expect([...list].sort(compareTasks(order('folder', -1))).map((x) => x.title)).toEqual(['2', '3', '1'])
	})

	it('a second key breaks ties of the first', () => {
		const list = [t({ title: 'b', due: 1, length: 30 }), t({ title: 'a', due: 1, length: 10 }), t({ title: 'c', due: 1 })]
		expect([...list].sort(compareTasks(order('due', 1, 'length', -1))).map((x) => x.title)).toEqual(['b', 'a', 'c'])
	})

	it('unknown and repeated fields are ignored', () => {
		expect(sortKeys({ first: 'bogus', second: 'title', third: 'title', firstDirection: 1, secondDirection: -1, thirdDirection: 1 })).toEqual([
			{ field: 'title', direction: -1 },
		])
	})
})
