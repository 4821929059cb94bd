// The menu bar's menus (issue 24): no empty headings, inside the window on a 320 px phone, the arrow keys move between
// entries (JavaScript on; without it they are plain links in a disclosure).
import { expect, expectAccessible, test } from './fixtures'

test('the Tasks and Templates menus: grouped entries, no empty heading, inside a 320 px window', async ({ page, signedInUser: me }) => {
	await page.setViewportSize({ width: 320, height: 700 })
	await page.goto('/dashboard')
	for (const [menu, entries] of [
		[
			'Tasks',
			['Create Task', 'Get Organized', 'GTD Inbox', 'Overdue', "Today's Focus", 'This Week', 'Assigned to Me', 'Filters', 'Custom', 'Tools', 'Weekly Review', 'Trash', 'Analytics', 'Dashboard', 'Word Cloud'],
		],
		// without billing every account has the personal gallery (issue 53)
		['Templates', ['Corporate Gallery', 'Personal Gallery', 'Public Gallery']],
		// the first person on a fresh server is its admin (issue 53): this test's person may be that one
		['User', ['Profile', 'Keyboard Shortcuts', 'Tour (opens in a new tab)', ...(me.user.isAdmin ? ['Admin'] : []), 'Log Out']],
	] as const) {
		const summary = page.locator('summary', { hasText: menu })
		await summary.click()
		const list = summary.locator('xpath=following-sibling::ul')
		await expect(list).toBeVisible()
		expect((await list.locator(':scope > li').allTextContents()).map((t) => t.trim())).toEqual(entries)
		const box = (await list.boundingBox())!
		expect(box.x, `${menu} menu's left edge`).toBeGreaterThanOrEqual(0)
		expect(box.x + box.width, `${menu} menu's right edge`).toBeLessThanOrEqual(320)
		await expectAccessible(page)
		await summary.click()
	}
	await page.locator('summary', { hasText: 'Templates' }).click()
	await page.getByRole('link', { name: 'Corporate Gallery' }).click()
	await expect(page).toHaveURL(/\/gallery\/corporate$/)
})

for (const path of ['/dashboard', '/tasks'])
	test(`the arrow keys, Home and End move between a menu’s entries; Escape closes it (${path}, with React or without)`, async ({
		page,
		signedInUser: _me,
		jsOn,
	}) => {
		test.skip(!jsOn, 'without JavaScript a menu is a disclosure of links reached with Tab')
		await page.goto(path)
		const summary = page.locator('summary', { hasText: 'Tasks' })
		await summary.focus()
		await page.keyboard.press('ArrowDown')
		await expect(page.getByRole('link', { name: 'Create Task' })).toBeFocused()
		await page.keyboard.press('ArrowDown')
		await expect(page.getByRole('link', { name: 'Get Organized' })).toBeFocused()
		await page.keyboard.press('End')
		await expect(page.getByRole('link', { name: 'Word Cloud' })).toBeFocused()
		await page.keyboard.press('ArrowDown')
		await expect(page.getByRole('link', { name: 'Create Task' })).toBeFocused()
		await page.keyboard.press('ArrowUp')
		await expect(page.getByRole('link', { name: 'Word Cloud' })).toBeFocused()
		await page.keyboard.press('Home')
		await expect(page.getByRole('link', { name: 'Create Task' })).toBeFocused()
		await page.keyboard.press('Escape')
		await expect(summary).toBeFocused()
		await expect(page.getByRole('link', { name: 'Create Task' })).toBeHidden()
		// from the closed menu's button, Up opens it on the last entry
		await page.keyboard.press('ArrowUp')
		await expect(page.getByRole('link', { name: 'Word Cloud' })).toBeFocused()
		await page.keyboard.press('Enter')
		await expect(page).toHaveURL(/\/wordcloud$/)
	})
