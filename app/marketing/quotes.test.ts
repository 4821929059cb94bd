import { describe, expect, it } from 'vitest'
import { QUOTES, randomQuote } from './quotes'

describe('randomQuote', () => {
	it('picks by the random number, covering the first and the last quote', () => {
		expect(randomQuote(() => 0)).toBe(QUOTES[0])
		expect(randomQuote(() => 0.999999)).toBe(QUOTES[QUOTES.length - 1])
	})

	it('has several attributed quotes to choose from', () => {
		expect(QUOTES.length).toBeGreaterThanOrEqual(5)
		for (const q of QUOTES) expect(q.author.length).toBeGreaterThan(0)
	})
})
