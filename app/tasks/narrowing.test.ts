import { describe, expect, test } from 'vitest'
import { narrowings } from './narrowing'

describe('narrowings', () => {
	test('the defaults narrow nothing', () => {
		expect(narrowings({ completed: 'N', customConditions: null })).toEqual([])
		expect(narrowings({ completed: 'N', hideChildren: false, hideParents: false, customConditions: 0 })).toEqual([])
	})
	test('each choice that changes what a list shows is named, the custom filter first', () => {
		expect(narrowings({ completed: 'Y', hideChildren: true, hideParents: true, customConditions: 2 })).toEqual([
			'Custom filter: 2 conditions',
			'Completed tasks only',
			'Sub-tasks hidden',
			'Tasks with sub-tasks hidden',
		])
		expect(narrowings({ completed: 'A', customConditions: 1 })).toEqual(['Custom filter: 1 condition', 'Completed tasks included'])
	})
})
