// The dark theme (issue 24, docs/decisions/250): by the system's setting, or by the profile's Theme, with JavaScript on
// and off; axe (contrast included) on the pages a person uses all day, in both themes.
import type { Page } from '@playwright/test'
import { expect, expectAccessible, makeTask, test } from './fixtures'

/** the page's background as the person sees it: dark below a luminance of 0.2 */
async function isDark(page: Page) {
	const rgb = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)
	const [r, g, b] = rgb.match(/\d+/g)!.map(Number) as [number, number, number]
	return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 < 0.2
}

const PAGES = ['/tasks', '/tasks/search?q=call', '/dashboard', '/wordcloud', '/profile/general', '/profile/signInSecurity', '/gallery', '/home']

test.describe('with the system in dark mode', () => {
	test.use({ colorScheme: 'dark' })

	test('every page a person uses all day is dark and passes axe, contrast included', async ({ page, signedInUser: me }) => {
		test.slow()
		await makeTask(me.user.id, { title: 'Overdue call', due: Date.now() - 3 * 86_400_000, priority: 'top', star: true, notes: 'A **note**' })
		for (const path of PAGES) {
			await page.goto(path)
			expect(await isDark(page), path).toBe(true)
			await expectAccessible(page)
		}
	})

	test('the public pages and sign-in are dark for a visitor too', async ({ page }) => {
		test.slow()
		for (const path of ['/home', '/features/4', '/pricing/4', '/tour', '/learn-more', '/login']) {
			await page.goto(path)
			expect(await isDark(page), path).toBe(true)
			await expectAccessible(page)
		}
	})

	test('the Kanban board is dark and passes axe', async ({ page, premiumUser: me }) => {
		await makeTask(me.user.id, { title: 'Waiting on Bob', status: 'waiting', priority: 'high' })
		await makeTask(me.user.id, { title: 'Next up', status: 'next', due: Date.now() - 86_400_000 })
		const { saveTaskPreferences } = await import('~/tasks/preferences.server')
		saveTaskPreferences(me.user.id, { displayKanban: true, kanbanGroup: 'status' })
		await page.goto('/tasks')
		await expect(page.getByTestId('kanban-board')).toBeVisible()
		expect(await isDark(page)).toBe(true)
		await expectAccessible(page)
	})

	test('Light in the profile keeps the app light', async ({ page, signedInUser: _me }) => {
		await page.goto('/profile/general')
		expect(await isDark(page)).toBe(true)
		await page.getByRole('radio', { name: 'Light' }).check()
		await page.getByRole('button', { name: 'Change theme' }).click()
		await expect(page.getByTestId('toast')).toContainText('Theme updated.')
		await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
		expect(await isDark(page)).toBe(false)
		await page.goto('/tasks')
		expect(await isDark(page)).toBe(false)
		await expectAccessible(page)
	})
})

test.describe('with the system in light mode', () => {
	test.use({ colorScheme: 'light' })

	test('Dark in the profile makes every page dark; "Same as my device" follows the system again', async ({ page, signedInUser: _me }) => {
		await page.goto('/tasks')
		expect(await isDark(page)).toBe(false)
		await page.goto('/profile/general')
		await expect(page.getByRole('radio', { name: 'Same as my device' })).toBeChecked()
		await page.getByRole('radio', { name: 'Dark' }).check()
		await page.getByRole('button', { name: 'Change theme' }).click()
		await expect(page.getByTestId('toast')).toContainText('Theme updated.')
		await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
		expect(await isDark(page)).toBe(true)
		await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked()
		await page.goto('/dashboard')
		expect(await isDark(page)).toBe(true)
		await expectAccessible(page)

		await page.goto('/profile/general')
		await page.getByRole('radio', { name: 'Same as my device' }).check()
		await page.getByRole('button', { name: 'Change theme' }).click()
		await expect(page.getByTestId('toast')).toContainText('Theme updated.')
		await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./)
		expect(await isDark(page)).toBe(false)
	})
})

test('every word of the word cloud is at least 4.5:1 on its card, light and dark (issue 51, point 15)', async ({ page, premiumUser: me }) => {
	// axe does not measure SVG text: the computed fill of each word against the card's computed background
	const due = Date.UTC(new Date().getUTCFullYear(), 5, 1)
	for (const folder of ['Finances', 'Work', 'Home', 'Errands', 'Health', 'Travel', 'Garden', 'Books']) makeTask(me.user.id, { title: folder, folder, due })
	for (const colorScheme of ['light', 'dark'] as const) {
		await page.emulateMedia({ colorScheme })
		await page.goto('/wordcloud')
		const words = page.getByRole('group', { name: 'Word cloud of folders' }).locator('text')
		await expect(words.filter({ hasText: 'Finances' })).toHaveCount(1)
		const ratios = await words.evaluateAll((nodes) => {
			const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number)
			const lum = ([r, g, b]: number[]) =>
				[r!, g!, b!].map((v) => v / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)).reduce((s, c, i) => s + c * [0.2126, 0.7152, 0.0722][i]!, 0)
			return nodes.map((n) => {
				let el: Element | null = n
				let bg = 'rgba(0, 0, 0, 0)'
				while (el && (bg === 'rgba(0, 0, 0, 0)' || bg === 'transparent')) {
					bg = getComputedStyle(el).backgroundColor
					el = el.parentElement
				}
				const [a, b] = [lum(rgb(getComputedStyle(n).fill)), lum(rgb(bg))].sort((x, y) => y - x)
				return { word: n.textContent, ratio: (a! + 0.05) / (b! + 0.05) }
			})
		})
		for (const { word, ratio } of ratios) expect(ratio, `${word} (${colorScheme})`).toBeGreaterThanOrEqual(4.5)
	}
})
