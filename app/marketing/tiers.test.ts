import { describe, expect, it } from 'vitest'
import { EARLY_PATRON_PLANS, formatUsd, lowestMonthlyPrice, tierCard, TIERS } from './tiers'

describe('tiers and plans', () => {
	it('sells Early Patron at 3 USD a month, 8 a quarter and 24 a year', () => {
		expect(EARLY_PATRON_PLANS.map((p) => [p.frequency, p.priceUsd])).toEqual([
			['month', 3],
			['quarter', 8],
			['year', 24],
		])
	})

	it('is "as low as 2 USD a month"', () => {
		expect(formatUsd(lowestMonthlyPrice())).toBe('$2')
		expect(formatUsd(8 / 3)).toBe('$2.67')
	})

	it('has the free Early Adopter and the paid Early Patron', () => {
		expect(TIERS.map((t) => [t.tier, t.name])).toEqual([
			['free', 'Early Adopter'],
			['paid', 'Early Patron'],
		])
		expect(tierCard('free').level).toBe('2020-free')
	})

	it('gives Early Patron every Early Adopter feature plus Kanban and the personal gallery', () => {
		const free = tierCard('free').features
		const paid = tierCard('paid').features
		expect(paid.slice(0, free.length)).toEqual(free)
		const premium = paid.filter((f) => f.premium).map((f) => f.name)
		expect(premium).toContain('Kanban board')
		expect(premium).toContain('Personal gallery of private templates')
		expect(free.some((f) => f.premium)).toBe(false)
	})
})
