import { describe, expect, test } from 'vitest'
import { menuHref, splitMenu } from './card-links'

describe('the card menu’s link (decision 351)', () => {
	test('keeps the list’s other parameters, drops edit and delete, and is relative to the page', () => {
		expect(menuHref('/tasks/folder/Work?limit=50&sort=due', 't1a2b3c4d')).toBe('?limit=50&sort=due&menu=t1a2b3c4d')
		expect(menuHref('/tasks?edit=abc&delete=confirm&offset=2', 't1')).toBe('?offset=2&menu=t1')
		expect(menuHref('/tasks', 't1')).toBe('?menu=t1')
		// another card's open menu is replaced, not added to
		expect(menuHref('/tasks?menu=t9', 't1')).toBe('?menu=t1')
	})

	test('the page’s address without its open menu, and the menu asked for', () => {
		expect(splitMenu('/tasks', '')).toEqual({ here: '/tasks', menu: null })
		expect(splitMenu('/tasks', '?limit=50')).toEqual({ here: '/tasks?limit=50', menu: null })
		expect(splitMenu('/tasks', '?menu=t1a2b3c4d')).toEqual({ here: '/tasks', menu: 't1a2b3c4d' })
		expect(splitMenu('/tasks/this-week', '?limit=50&menu=t1&select=1')).toEqual({ here: '/tasks/this-week?limit=50&select=1', menu: 't1' })
	})
})
