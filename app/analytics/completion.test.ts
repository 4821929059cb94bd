import { describe, expect, it } from 'vitest'
import { COMPLETED_WEIGHT, splitByCompleted } from './completion'

describe('two counts in one sum (the pies)', () => {
	it('splits the sum of 1 + completed × weight into complete and incomplete', () => {
		const sum = (complete: number, incomplete: number) => complete * (1 + COMPLETED_WEIGHT) + incomplete
		expect(splitByCompleted(0)).toEqual({ complete: 0, incomplete: 0 })
		expect(splitByCompleted(sum(0, 7))).toEqual({ complete: 0, incomplete: 7 })
		expect(splitByCompleted(sum(3, 0))).toEqual({ complete: 3, incomplete: 0 })
		expect(splitByCompleted(sum(684, 1365 - 684))).toEqual({ complete: 684, incomplete: 681 })
		// two million tasks, all complete, still exact
		expect(splitByCompleted(sum(2_000_000, 5))).toEqual({ complete: 2_000_000, incomplete: 5 })
	})
})
