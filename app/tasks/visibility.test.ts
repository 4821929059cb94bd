import { describe, expect, it } from 'vitest'
// the rule the task list queries apply in SQL (tasks.server.test.ts compares them with this oracle)
import { isRowVisible } from '../../tests/task-oracles'

describe('row visibility (point 4)', () => {
	const parent = { parentId: null }
	const child = { parentId: 'p' }
	it('a parent with children is hidden only when hideParents is set', () => {
		expect(isRowVisible(parent, 2, { hideParents: true, hideChildren: false })).toBe(false)
		expect(isRowVisible(parent, 2, { hideParents: false, hideChildren: true })).toBe(true)
	})
	it('a child is hidden only when hideChildren is set', () => {
		expect(isRowVisible(child, 0, { hideParents: false, hideChildren: true })).toBe(false)
		expect(isRowVisible(child, 0, { hideParents: true, hideChildren: false })).toBe(true)
	})
	it('a parent without children is always shown', () => {
		expect(isRowVisible(parent, 0, { hideParents: true, hideChildren: true })).toBe(true)
	})
})
