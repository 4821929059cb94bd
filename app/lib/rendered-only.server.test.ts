import { describe, expect, test } from 'vitest'
import { renderedOnly, withDrawnOnly } from './rendered-only.server'

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

describe('withDrawnOnly (decision 354: the profile’s country and time zone lists)', () => {
	const lists = () => ({ countries: [{ code: 'US', name: 'United States' }], timeZones: ['UTC', 'Europe/Paris'] })

	test('a document: the server’s render reads the lists, the handoff to the browser holds only the rest', () => {
		const data = withDrawnOnly(new Request('http://localhost/profile/general'), { section: 'general', theme: 'light' }, lists())
		expect(data.countries).toEqual(lists().countries)
		expect(data.timeZones).toEqual(lists().timeZones)
		// what React Router's handoff (turbo-stream) and JSON walk: the enumerable keys
		expect(Object.keys(data)).toEqual(['section', 'theme'])
		expect(JSON.stringify(data)).toBe('{"section":"general","theme":"light"}')
	})

	test('a client-side navigation’s data request carries the lists (no page drawn by the server to read them from)', () => {
		const data = withDrawnOnly(new Request('http://localhost/profile/general.data?_routes=routes%2Fprofile'), { section: 'general' }, lists())
		expect(JSON.parse(JSON.stringify(data))).toEqual({ section: 'general', ...lists() })
	})
})
