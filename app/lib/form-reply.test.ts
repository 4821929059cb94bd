import { describe, expect, it } from 'vitest'
import { firstErrors, formError, rowErrors } from './form-reply'

const reply = {
	error: {
		title: ['Enter a title.', 'second'],
		notes: null,
		'rows[2].name': ['Enter a name.'],
		'rows[0].order': ['Order must be a number.'],
		'value[1]': ['Choose a field.'],
		group: ['Too many rows.'],
		empty: [],
	},
}

describe('a refused form read one way', () => {
	it('keeps the first message of each field that has one', () => {
		expect(firstErrors(reply)).toEqual({
			title: 'Enter a title.',
			'rows[2].name': 'Enter a name.',
			'rows[0].order': 'Order must be a number.',
			'value[1]': 'Choose a field.',
			group: 'Too many rows.',
		})
		expect(firstErrors(undefined)).toEqual({})
		expect(firstErrors({ error: null })).toEqual({})
	})
	it('reads the rows of a repeated field by index, with or without a part', () => {
		expect(rowErrors(reply, 'rows', 'name')).toEqual({ 2: 'Enter a name.' })
		expect(rowErrors(reply, 'rows', 'order')).toEqual({ 0: 'Order must be a number.' })
		expect(rowErrors(reply, 'value')).toEqual({ 1: 'Choose a field.' })
		expect(rowErrors(reply, 'other')).toEqual({})
	})
	it('finds the message about the form as a whole', () => {
		expect(formError(reply, ['title', 'rows', 'value', 'group'])).toBeNull()
		expect(formError(reply, ['title', 'rows', 'value'])).toBe('Too many rows.')
	})
})
