import { describe, expect, it } from 'vitest'
import { THEMES, themeAttribute, themeSchema } from './theme'

describe('the profile Theme', () => {
	it('offers the system setting first, then Light and Dark', () => {
		expect(THEMES.map((t) => t.value)).toEqual(['system', 'light', 'dark'])
	})

	it('writes data-theme only for an explicit choice, so the system decides otherwise', () => {
		expect(themeAttribute('dark')).toBe('dark')
		expect(themeAttribute('light')).toBe('light')
		expect(themeAttribute('system')).toBeUndefined()
		expect(themeAttribute(undefined)).toBeUndefined()
	})

	it('refuses anything else with a message', () => {
		expect(themeSchema().safeParse({ theme: 'dark' }).success).toBe(true)
		const refused = themeSchema().safeParse({ theme: 'sepia' })
		expect(refused.success).toBe(false)
		expect(refused.error?.issues[0]?.message).toBe('Choose a theme.')
	})
})
