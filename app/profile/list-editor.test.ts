import { describe, expect, test } from 'vitest'
import {
	applyListIntent,
	parseListForm,
	parseListIntent,
	rowsFromSaved,
	sortRows,
	taskReassignments,
	validateRows,
	type ListEdit,
	type ListRow,
} from './list-editor'

const row = (name: string, customOrder: number, extra: Partial<ListRow> = {}): ListRow => ({
	key: `id-${name}`,
	id: `id-${name}`,
	name,
	private: true,
	active: true,
	customOrder: String(customOrder),
	group: '',
	op: '',
	...extra,
})

const names = (e: ListEdit) => e.rows.map((r) => r.name)
const orders = (e: ListEdit) => e.rows.map((r) => r.customOrder)

describe('the contexts and folders editor (screen 21, points 4 and 5)', () => {
	const start: ListEdit = { rows: [row('@Work', 3), row('@home', 1), row('@Shopping', 20)], sort: '' }

	test('sort by name ascending, then descending, renumbering 5, 10, 15', () => {
		const asc = applyListIntent(start, { type: 'sort-name' })
		expect(asc.sort).toBe('name-asc')
		expect(names(asc)).toEqual(['@home', '@Shopping', '@Work'])
		expect(orders(asc)).toEqual(['5', '10', '15'])
		const desc = applyListIntent(asc, { type: 'sort-name' })
		expect(desc.sort).toBe('name-desc')
		expect(names(desc)).toEqual(['@Work', '@Shopping', '@home'])
		expect(orders(desc)).toEqual(['5', '10', '15'])
	})

	test('sort by order toggles direction too, comparing numbers not text', () => {
		const asc = applyListIntent(start, { type: 'sort-order' })
		expect(names(asc)).toEqual(['@home', '@Work', '@Shopping'])
		expect(orders(asc)).toEqual(['5', '10', '15'])
		const desc = applyListIntent(asc, { type: 'sort-order' })
		expect(names(desc)).toEqual(['@Shopping', '@Work', '@home'])
		// switching from name to order starts ascending again
		expect(applyListIntent(desc, { type: 'sort-name' }).sort).toBe('name-asc')
	})

	test('add appends a new private, active row after the last order', () => {
		const added = applyListIntent(start, { type: 'add' }, 'new-1')
		expect(added.rows).toHaveLength(4)
		expect(added.rows[3]).toEqual({ key: 'new-1', id: '', name: '', private: true, active: true, customOrder: '25', group: '', op: 'add' })
		expect(applyListIntent({ rows: [], sort: '' }, { type: 'add' }).rows[0]!.customOrder).toBe('5')
	})

	test('mark for deletion and undo; an unsaved new row is simply removed', () => {
		const marked = applyListIntent(start, { type: 'mark', index: 1 })
		expect(marked.rows[1]!.op).toBe('delete')
		expect(marked.rows).toHaveLength(3)
		expect(applyListIntent(marked, { type: 'undo', index: 1 }).rows[1]!.op).toBe('')
		const added = applyListIntent(start, { type: 'add' }, 'new-1')
		expect(applyListIntent(added, { type: 'mark', index: 3 }).rows).toEqual(start.rows)
	})

	test('names are required (trimmed); rows marked for deletion are not checked', () => {
		const rows = [row('  ', 5), row('@Home', 10), row('', 15, { op: 'delete' })]
		expect(validateRows('contexts', rows)).toEqual({ 0: 'A name for the context must be provided.' })
		expect(validateRows('folders', rows)).toEqual({ 0: 'A name for the folder must be provided.' })
		expect(validateRows('folders', [row('Inbox', 0)])).toEqual({})
	})

	test('the posted form is read back into rows, in index order', () => {
		const fd = new FormData()
		fd.set('sort', 'name-desc')
		fd.set('rows[1].key', 'new-x')
		fd.set('rows[1].op', 'add')
		fd.set('rows[1].id', 'someone-elses-id')
		fd.set('rows[1].name', 'New')
		fd.set('rows[1].customOrder', '10')
		fd.set('rows[0].key', 'a')
		fd.set('rows[0].id', 'a')
		fd.set('rows[0].name', 'Inbox')
		fd.set('rows[0].private', 'Y')
		fd.set('rows[0].customOrder', '0')
		fd.set('rows[0].group', 'Default')
		fd.set('unrelated', 'x')
		const edit = parseListForm(fd)
		expect(edit.sort).toBe('name-desc')
		expect(edit.rows).toEqual([
			{ key: 'a', id: 'a', name: 'Inbox', private: true, active: false, customOrder: '0', group: 'Default', op: '' },
			// a new row never carries an id
			{ key: 'new-x', id: '', name: 'New', private: false, active: false, customOrder: '10', group: '', op: 'add' },
		])
		fd.set('sort', 'bogus')
		expect(parseListForm(fd).sort).toBe('')
	})

	test('intents', () => {
		expect(parseListIntent('add')).toEqual({ type: 'add' })
		expect(parseListIntent('mark:12')).toEqual({ type: 'mark', index: 12 })
		expect(parseListIntent('undo:0')).toEqual({ type: 'undo', index: 0 })
		expect(parseListIntent('save')).toBeNull()
		expect(parseListIntent('mark:x')).toBeNull()
	})

	test('saved rows load in the order of point 9: customOrder, then name', () => {
		const rows = rowsFromSaved([
			{ id: '1', name: 'b', private: true, active: true, customOrder: 5, group: '' },
			{ id: '2', name: 'a', private: true, active: true, customOrder: 5, group: '' },
			{ id: '3', name: 'z', private: true, active: true, customOrder: 0, group: '' },
		])
		expect(rows.map((r) => r.name)).toEqual(['z', 'a', 'b'])
	})

	test('sorting keeps every field of a row', () => {
		const sorted = sortRows([row('b', 1, { private: false, group: 'G' }), row('a', 2)], 'name-asc')
		expect(sorted[1]).toMatchObject({ name: 'b', private: false, group: 'G', customOrder: '10' })
	})
})


describe('tasks follow their context or folder', () => {
	const saved = [
		{ id: '1', name: 'A' },
		{ id: '2', name: 'B' },
		{ id: '3', name: 'C' },
	]
	test('a rename moves its tasks; unchanged names stay', () => {
		const moves = taskReassignments(saved, new Map([['1', { name: 'Alpha' }], ['2', { name: 'B' }]]), new Set(['Alpha', 'B', 'C']))
		expect([...moves]).toEqual([['A', 'Alpha']])
	})
	test('swapped names swap their tasks', () => {
		const moves = taskReassignments(saved, new Map([['1', { name: 'B' }], ['2', { name: 'A' }]]), new Set(['A', 'B', 'C']))
		expect(Object.fromEntries(moves)).toEqual({ A: 'B', B: 'A' })
	})
	test('a deleted one leaves its tasks unassigned, unless another row takes its name', () => {
		expect([...taskReassignments(saved, new Map([['3', 'deleted']]), new Set(['A', 'B']))]).toEqual([['C', '']])
		expect([...taskReassignments(saved, new Map([['3', 'deleted']]), new Set(['A', 'B', 'C']))]).toEqual([])
	})
	test('of two rows with one name, the one kept keeps the tasks', () => {
		const dup = [
			{ id: '1', name: 'A' },
			{ id: '2', name: 'A' },
		]
		expect([...taskReassignments(dup, new Map<string, { name: string } | 'deleted'>([['1', 'deleted'], ['2', { name: 'A' }]]), new Set(['A']))]).toEqual([])
	})
})
