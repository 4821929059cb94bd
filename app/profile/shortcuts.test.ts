import { describe, expect, it } from 'vitest'
import { shortcutsSaved, shortcutsSchema } from './shortcuts'

describe('the keyboard shortcuts setting', () => {
	it('takes On or Off and nothing else', () => {
		expect(shortcutsSchema().safeParse({ keyboardShortcuts: 'on' }).success).toBe(true)
		expect(shortcutsSchema().safeParse({ keyboardShortcuts: 'off' }).success).toBe(true)
		for (const value of ['', 'yes', 'ON', undefined, 'x'.repeat(1_000_000)]) {
			expect(shortcutsSchema().safeParse({ keyboardShortcuts: value }).success).toBe(false)
		}
	})

	it('says what it did', () => {
		expect(shortcutsSaved(true)).toBe('Keyboard shortcuts turned on.')
		expect(shortcutsSaved(false)).toBe('Keyboard shortcuts turned off.')
	})
})
