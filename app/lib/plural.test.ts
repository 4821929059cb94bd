import { describe, expect, it } from 'vitest'
import { count, wasWere } from './plural'

describe('count', () => {
	it('says one in the singular and every other number in the plural', () => {
		expect(count(1, 'task')).toBe('1 task')
		expect(count(0, 'task')).toBe('0 tasks')
		expect(count(12, 'sub-task')).toBe('12 sub-tasks')
		expect(count(2, 'person', 'people')).toBe('2 people')
		expect(wasWere(1)).toBe('was')
		expect(wasWere(3)).toBe('were')
	})
})
