import { describe, expect, it } from 'vitest'
import { cardTitleIds } from './card-title-ids'

describe("a page's card title ids", () => {
	it('are short and follow the task, wherever it is on the page', () => {
		const [a, b] = ['0f3c9a12-aaaa-4bbb-8ccc-000000000001', '7d2e44b0-aaaa-4bbb-8ccc-000000000002']
		expect(cardTitleIds([a, b])).toEqual(['t0f3c9a12', 't7d2e44b0'])
		expect(cardTitleIds(['9e9e9e9e-aaaa-4bbb-8ccc-000000000003', a, b])).toEqual(['t9e9e9e9e', 't0f3c9a12', 't7d2e44b0'])
	})

	it('are the whole ids for tasks whose ids begin alike, so every id on the page is unique', () => {
		const ids = ['0f3c9a12-aaaa-4bbb-8ccc-000000000001', '0f3c9a12-bbbb-4bbb-8ccc-000000000002', '7d2e44b0-aaaa-4bbb-8ccc-000000000003']
		const titleIds = cardTitleIds(ids)
		expect(titleIds).toEqual([`t${ids[0]}`, `t${ids[1]}`, 't7d2e44b0'])
		expect(new Set(titleIds).size).toBe(3)
	})
})
