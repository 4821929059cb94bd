import { describe, expect, it } from 'vitest'
import { handOverTexts } from './hand-over-texts'

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
