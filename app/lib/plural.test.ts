import { describe, expect, it } from 'vitest'
import { count, digits, wasWere } from './plural'

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

describe('digits', () => {
	it('writes whole numbers as en-US does, without Intl', () => {
		for (const n of [0, 7, 999, 1_000, 20_000, 99_999, 100_000, 1_234_567, -1, -1_000, -20_000, Number.MAX_SAFE_INTEGER]) {
			expect(digits(n)).toBe(n.toLocaleString('en-US'))
		}
		// fractions as Intl writes them
		expect(digits(1234.5)).toBe('1,234.5')
	})
})
