import { describe, expect, it } from 'vitest'
import { filterGroups, rowsFromForm, validateRows } from './filter-builder'

describe('the filter builder rows', () => {
	it('reads repeated inputs in order', () => {
		const f = new FormData()
		for (const [g, field, op, v] of [['a', 'title', '$regex', ' bank '], ['b', 'due', '$gte', '2026-01-01']]) {
			f.append('group', g!)
			f.append('field', field!)
			f.append('operator', op!)
			f.append('value', v!)
		}
		expect(rowsFromForm(f)).toEqual([
			{ group: 'a', field: 'title', operator: '$regex', value: 'bank' },
			{ group: 'b', field: 'due', operator: '$gte', value: '2026-01-01' },
		])
	})

	it('drops rows without a field; refuses values that do not fit the field', () => {
		const { items, errors } = validateRows([
			{ group: 'a', field: '', operator: '', value: '' },
			{ group: 'a', field: 'due', operator: '$lt', value: '2026-02-30' },
			{ group: 'a', field: 'length', operator: '$gt', value: 'long' },
			{ group: 'a', field: 'star', operator: '$eq', value: 'maybe' },
			{ group: 'a', field: 'notes', operator: '$regex', value: '' },
			{ group: 'zz', field: 'priority', operator: '$lt', value: 'high' },
		])
		expect(errors).toEqual({
			1: 'Enter a date (year, month and day).',
			2: 'Enter a number.',
			3: 'Choose Yes or No.',
			4: 'Enter the text to look for.',
		})
		// an unknown group becomes a; an operator that does not fit the field becomes its first
		expect(items).toEqual([{ group: 'a', field: 'priority', operator: '$eq', value: 'high' }])
	})

	it('groups in letter order, ignoring All for equality fields', () => {
		const groups = filterGroups(
			[
				{ group: 'c', field: 'star', operator: '$eq', value: 'Y' },
				{ group: 'a', field: 'context', operator: '$eq', value: 'All' },
				{ group: 'a', field: 'title', operator: '$regex', value: 'x' },
			],
			'UTC',
		)
		expect(groups).toEqual([[{ field: 'title', op: 'contains', text: 'x' }], [{ field: 'star', op: 'eq', value: true }]])
	})
})
