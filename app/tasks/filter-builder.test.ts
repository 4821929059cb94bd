import { describe, expect, it } from 'vitest'
import { parseWithZod } from '@conform-to/zod/v4'
import { formError, rowErrors } from '~/lib/form-reply'
import { LIMITS } from '~/lib/limits'
import {
	FILTER_MESSAGES,
	filterFormSchema,
	filterGroups,
	rowsFromForm,
	savedFilterProblem,
	validateRows,
} from './filter-builder'

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
			{ group: 'a', field: 'priority', operator: '$lt', value: 'high' },
			{ group: 'zz', field: 'priority', operator: '$eq', value: 'high' },
			{ group: 'b', field: 'priority', operator: '$drop', value: 'high' },
		])
		expect(errors).toEqual({
			1: 'Enter a date (year, month and day).',
			2: 'Enter a number.',
			3: 'Choose Yes or No.',
			4: 'Enter the text to look for.',
			// issue 8: an unknown group letter or operator is refused, not silently changed
			6: FILTER_MESSAGES.group,
			7: FILTER_MESSAGES.operator,
		})
		// an operator that does not fit the field becomes its first
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

function filterForm(rows: [string, string, string, string][], completed = 'N') {
	const f = new FormData()
	f.append('completed', completed)
	for (const [g, field, op, v] of rows) {
		f.append('group', g)
		f.append('field', field)
		f.append('operator', op)
		f.append('value', v)
	}
	return f
}
const parse = (f: FormData) => parseWithZod(f, { schema: filterFormSchema })
const row = (i: number): [string, string, string, string] => ['a', 'title', '$regex', `word ${i}`]

describe('the filter form schema', () => {
	it('gives the items to save', () => {
		const s = parse(filterForm([['b', 'length', '$gte', ' 30 '], ['a', '', '', '']], 'A'))
		expect(s.status).toBe('success')
		expect(s.status === 'success' && s.value).toEqual({ completed: 'A', items: [{ group: 'b', field: 'length', operator: '$gte', value: '30' }] })
	})
	it('takes 50 rows in all and refuses 51 (or 999) with a message for the whole form', () => {
		expect(parse(filterForm(Array.from({ length: LIMITS.filterRows }, (_, i) => row(i)))).status).toBe('success')
		for (const n of [LIMITS.filterRows + 1, 999]) {
			const s = parse(filterForm(Array.from({ length: n }, (_, i) => row(i))))
			expect(s.status).toBe('error')
			expect(formError(s.reply(), ['value'])).toBe(FILTER_MESSAGES.tooManyRows)
		}
	})
	it('puts each message on its row: unknown group, unknown operator, unknown field, a value too long, a wrong value', () => {
		const s = parse(
			filterForm([
				['A', 'title', '$regex', 'x'],
				['a', 'title', 'LIKE', 'x'],
				['a', 'owner', '$eq', 'x'],
				['a', 'notes', '$regex', 'x'.repeat(LIMITS.filterValue + 1)],
				['a', 'due', '$lt', 'soon'],
				['a', 'title', '$regex', 'fine'],
			]),
		)
		expect(formError(s.reply(), ['value'])).toBeNull()
		expect(rowErrors(s.reply(), 'value')).toEqual({
			0: FILTER_MESSAGES.group,
			1: FILTER_MESSAGES.operator,
			2: FILTER_MESSAGES.field,
			3: 'The value can be at most 500 characters.',
			4: 'Enter a date (year, month and day).',
		})
	})
	it('a saved filter that can no longer be run is recognised', () => {
		expect(savedFilterProblem([])).toBeNull()
		expect(savedFilterProblem([{ group: 'a', field: 'title', operator: '$regex', value: 'x' }])).toBeNull()
		const big = Array.from({ length: 999 }, () => ({ group: 'a', field: 'title', operator: '$regex', value: 'x' }))
		expect(savedFilterProblem(big)).toBe(FILTER_MESSAGES.cannotRun)
		expect(savedFilterProblem([{ group: '?', field: 'title', operator: '$regex', value: 'x' }])).toBe(FILTER_MESSAGES.cannotRun)
	})
})
