import { describe, expect, test } from 'vitest'
import { menuHref, splitMenu, subTaskHref } from './card-links'

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

	test('“Add sub-task” without JavaScript comes back to the list, its page and filters, without an open form or menu', () => {
		expect(subTaskHref('/tasks/folder/Work?offset=25&sort=due', 'a1')).toBe('/tasks/create/new?parentId=a1&returnTo=%2Ftasks%2Ffolder%2FWork%3Foffset%3D25%26sort%3Ddue')
		expect(subTaskHref('/tasks?edit=b2&delete=confirm&menu=t1&search=milk', 'a1')).toBe('/tasks/create/new?parentId=a1&returnTo=%2Ftasks%3Fsearch%3Dmilk')
		expect(subTaskHref('/tasks/detail/a1?back=%2Ftasks%2Ftoday', 'a1')).toBe('/tasks/create/new?parentId=a1&returnTo=%2Ftasks%2Fdetail%2Fa1%3Fback%3D%252Ftasks%252Ftoday')
	})
})
