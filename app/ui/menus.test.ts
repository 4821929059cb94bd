import { describe, expect, it } from 'vitest'
import { TASKS_MENU, TEMPLATES_MENU, withoutEmptyHeadings, type MenuEntry } from './menus'

describe('the menus', () => {
	it('leave out a heading that heads nothing', () => {
		const entries: MenuEntry[] = [{ heading: 'Tools' }, { heading: 'Filters' }, { label: 'Custom', to: '/tasks/custom' }, { heading: 'Analytics' }]
		expect(withoutEmptyHeadings(entries)).toEqual([{ heading: 'Filters' }, { label: 'Custom', to: '/tasks/custom' }])
	})

	it('the Tasks menu: every heading heads its entries (Custom under Filters, Weekly Review and Trash under Tools, Dashboard and Word Cloud under Analytics)', () => {
		expect(withoutEmptyHeadings(TASKS_MENU)).toEqual(TASKS_MENU)
		const labels = TASKS_MENU.map((e) => ('heading' in e ? `# ${e.heading}` : e.label))
		expect(labels.slice(labels.indexOf('# Filters'))).toEqual(['# Filters', 'Custom', '# Tools', 'Weekly Review', 'Trash', '# Analytics', 'Dashboard', 'Word Cloud'])
	})

	it('the Templates menu offers the Corporate Gallery', () => {
		expect(TEMPLATES_MENU).toContainEqual({ label: 'Corporate Gallery', to: '/gallery/corporate' })
	})
})
