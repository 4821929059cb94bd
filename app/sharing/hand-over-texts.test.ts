import { describe, expect, it } from 'vitest'
import { handedOverText, handOverTexts, HAND_OVER_RULE_DATA } from './hand-over-texts'

describe('what the Danger Zone says about shared folders', () => {
	it('names who gets each folder, a new name when they have one, and the folders that go', () => {
		expect(
			handOverTexts([
				{ folder: 'Band', heir: null, newName: null },
				{ folder: 'Club', heir: { name: 'Ben Smith', role: 'editor' }, newName: 'Club' },
				{ folder: 'Groceries', heir: { name: 'Cat Jones', role: 'manager' }, newName: 'Groceries (Ann Owner’s)' },
			]),
		).toEqual([
			'“Band” is shared only with viewers: it is deleted with your account.',
			'“Club” goes to Ben Smith (editor).',
			'“Groceries” goes to Cat Jones (manager), as “Groceries (Ann Owner’s)” (they have a folder by that name already).',
		])
	})
})

describe('what the Danger Zone says about shared folders before Delete Data (decision 396)', () => {
	it('the same hand-over, said of your data; the toast after names who got each folder', () => {
		const plan = [
			{ folder: 'Band', heir: null, newName: null },
			{ folder: 'Club', heir: { name: 'Ben Smith', role: 'editor' as const }, newName: 'Club' },
		]
		expect(handOverTexts(plan, 'data')).toEqual(['“Band” is shared only with viewers: it is deleted with your data.', '“Club” goes to Ben Smith (editor).'])
		expect(HAND_OVER_RULE_DATA).toBe(
			'Folders you share with others are not deleted with your data when someone may change them: each goes, with its tasks, to its first manager, or else its first editor, who becomes its owner; the other members keep their roles. A folder shared only with viewers is deleted with your data.',
		)
		expect(handedOverText(plan)).toBe(' “Club” now belongs to Ben Smith.')
		expect(handedOverText([])).toBe('')
		const many = ['A', 'B', 'C', 'D'].map((folder) => ({ folder, heir: { name: 'Ben', role: 'manager' as const }, newName: folder }))
		expect(handedOverText(many)).toBe(' 4 folders you shared now belong to their first manager or editor.')
	})
})
