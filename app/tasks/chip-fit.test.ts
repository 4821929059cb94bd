import { describe, expect, it } from 'vitest'
import { chipsThatFit, chipWidth, PHONE_CHIP_LINE } from './chip-fit'

describe('chipsThatFit (a phone row: one line of chips, the rest as "+N")', () => {
	it('shows every chip of a row whose chips fit the line', () => {
		expect(chipsThatFit([{ text: 'Today', icon: true }, { text: 'Top' }])).toBe(2)
		expect(chipsThatFit([])).toBe(0)
	})

	it('shows as many as fit beside the "+N" chip of the rest', () => {
		const chips = [{ text: '4 days overdue', icon: true }, { text: 'Top' }, { text: 'Waiting' }, { text: 'Professional', icon: true }, { text: '@Work' }]
		const shown = chipsThatFit(chips)
		expect(shown).toBeGreaterThan(0)
		expect(shown).toBeLessThan(chips.length)
		// what is shown and the "+N" chip fit; one more chip would not
		const used = chips.slice(0, shown).reduce((sum, c) => sum + chipWidth(c) + 4, 0)
		expect(used + 34).toBeLessThanOrEqual(PHONE_CHIP_LINE)
		expect(used + chipWidth(chips[shown]!) + 4 + 34).toBeGreaterThan(PHONE_CHIP_LINE)
	})

	it('counts a shown term ("Start") as part of its chip, and the icon', () => {
		expect(chipWidth({ text: 'Today', shownTerm: 'Start' })).toBeGreaterThan(chipWidth({ text: 'Today' }))
		expect(chipWidth({ text: 'Inbox', icon: true })).toBeGreaterThan(chipWidth({ text: 'Inbox' }))
	})

	it('always shows the first chip, cut if it must be, even when it leaves no room for "+N"', () => {
		expect(chipsThatFit([{ text: 'Reminder scheduled for 28-Nov-2026 9:00 AM', icon: true }, { text: 'Top' }])).toBe(1)
		expect(chipsThatFit([{ text: 'Every Monday, Tuesday, Wednesday, Thursday, Friday and Saturday', icon: true }])).toBe(1)
	})

	it('a wider line shows more', () => {
		const chips = ['Tomorrow', 'High', 'Next Action', 'Personal', '@Home'].map((text) => ({ text }))
		expect(chipsThatFit(chips, 400)).toBeGreaterThan(chipsThatFit(chips))
	})
})
