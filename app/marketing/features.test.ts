import { describe, expect, it } from 'vitest'
import { FEATURES } from './features'

// spec point 1, in its order
const MARKETING_CLAIMS = [
	'Contexts',
	'Custom filters',
	'Dashboard',
	'Data import',
	'Dates',
	'Folders',
	'Nested folders',
	'Kanban',
	'Markdown notes',
	'Mobile-friendly',
	'Priorities',
	'Reminders',
	'Repeating tasks',
	'Stars',
	'Statuses',
	'Sub-tasks',
	'Task templates',
	'Visibility control',
]

describe('the marketing feature list', () => {
	it('makes every claim of the spec, once, in order', () => {
		expect(FEATURES.map((f) => f.name)).toEqual(MARKETING_CLAIMS)
		expect(new Set(FEATURES.map((f) => f.id)).size).toBe(FEATURES.length)
	})

	it('gives each feature a one-line description', () => {
		for (const f of FEATURES) {
			expect(f.description, f.name).not.toMatch(/\n/)
			expect(f.description.length, f.name).toBeGreaterThan(30)
			expect(f.description.length, f.name).toBeLessThanOrEqual(120)
			expect(f.description, f.name).toMatch(/\.$/)
		}
	})

	it('marks only Kanban as premium among the features', () => {
		expect(FEATURES.filter((f) => f.premium).map((f) => f.name)).toEqual(['Kanban'])
	})
})
