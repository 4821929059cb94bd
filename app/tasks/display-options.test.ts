import { describe, expect, it } from 'vitest'
import { DEFAULT_SORT_ORDER } from './defaults'
import { displayOptionsFromForm } from './display-options'

const form = (entries: Record<string, string>) => {
	const f = new FormData()
	for (const [k, v] of Object.entries(entries)) f.set(k, v)
	return f
}
const current = { sort: DEFAULT_SORT_ORDER, displayKanban: false, kanbanGroup: 'status' as const }

describe('display options from the form', () => {
	it('reads three sort levels, directions and the switches; unknown fields become none', () => {
		const o = displayOptionsFromForm(
			form({ first: 'priority', firstDirection: '-1', second: 'nonsense', third: 'title', hideParents: 'Y', expandDetail: 'Y', comfortable: 'Y', absoluteDates: 'Y', kanbanGroup: 'folder' }),
			current,
			false,
		)
		expect(o.sort).toEqual({
			first: 'priority', firstDirection: -1, second: '', secondDirection: 1, third: 'title', thirdDirection: 1,
			hideChildren: false, hideParents: true, expandDetail: true, comfortable: true, absoluteDates: true,
		})
		expect(o.kanbanGroup).toBe('folder')
	})

	it('Kanban is a premium feature: saved for premium users only', () => {
		expect(displayOptionsFromForm(form({ displayKanban: 'Y' }), current, true).displayKanban).toBe(true)
		expect(displayOptionsFromForm(form({ displayKanban: 'Y' }), current, false).displayKanban).toBe(false)
	})
})
