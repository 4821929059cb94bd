import { describe, expect, test } from 'vitest'
import { renderedOnly } from './rendered-only.server'

describe('renderedOnly', () => {
	const data = { name: 'Ann', page: { counts: { incomplete: 3 } } }

	test('a document’s render reads every field, and nothing of it is encoded for the browser', () => {
		const kept = renderedOnly(new Request('http://localhost/dashboard?week=2026-11-23'), data)
		expect(kept.name).toBe('Ann')
		expect(kept.page).toBe(data.page)
		const { page } = kept
		expect(page.counts.incomplete).toBe(3)
		// what React Router's handoff (turbo-stream) and JSON walk: the enumerable keys
		expect(Object.keys(kept)).toEqual([])
		expect(JSON.stringify(kept)).toBe('{}')
	})

	test('a client-side navigation’s data request gets the data as it is', () => {
		expect(renderedOnly(new Request('http://localhost/dashboard.data?week=2026-11-23'), data)).toBe(data)
		expect(renderedOnly(new Request('http://localhost/wordcloud.data'), data)).toBe(data)
	})
})
