// Focus in a task list (issue 24, item 4): with JavaScript a card costs three tab stops (star, Complete, title) and the
// arrow keys reach its other buttons; a card completed under the focus hands it to the card that takes its place;
// a dialog gives it back to the button that opened it. Without JavaScript every control stays a tab stop.
import type { Page } from '@playwright/test'
import { expect, makeTask, test, waitForHydration } from './fixtures'

/** the accessible name of the focused element, as its label ids say it */
const focused = (page: Page) =>
	page.evaluate(() => {
		const el = document.activeElement as HTMLElement | null
		if (!el || el === document.body) return null
		const ids = el.getAttribute('aria-labelledby')
		if (ids) return ids.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
		return el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''
	})

test('three tab stops per card, the arrow keys for the rest, and the focus kept when a card leaves', async ({ page, signIn, jsOn }) => {
	const { user } = await signIn({ loadDefaults: false })
	for (const title of ['Alpha', 'Bravo', 'Charlie']) makeTask(user.id, { title })
	await page.goto('/tasks')
	if (jsOn) await waitForHydration(page)
	const titles = await page.getByTestId('task-card').locator('h2').allTextContents()
	expect(titles).toHaveLength(3)
	const [first, second, third] = titles as [string, string, string]
	await page.getByRole('button', { name: `Star ${first}` }).focus()
	await page.keyboard.press('Tab')
	expect(await focused(page)).toBe(`Complete ${first}`)
	await page.keyboard.press('Tab')
	expect(await focused(page)).toBe(first)
	// the title opens the detail in the same tab (issue 51, point 11)
	await expect(page.getByRole('link', { name: first, exact: true })).not.toHaveAttribute('target', /.*/)
	await page.keyboard.press('Tab')
	if (!jsOn) {
		// without JavaScript there are no arrow keys to reach them: every control is a tab stop
		expect(await focused(page)).toBe(`Add sub-task to ${first}`)
		return
	}
	expect(await focused(page)).toBe(`Star ${second}`)
	await page.keyboard.press('Shift+Tab')
	await page.keyboard.press('ArrowRight')
	expect(await focused(page)).toBe(`Add sub-task to ${first}`)
	await page.keyboard.press('ArrowRight')
	expect(await focused(page)).toBe(`Edit ${first}`)
	await page.keyboard.press('ArrowLeft')
	await page.keyboard.press('ArrowLeft')
	expect(await focused(page)).toBe(first)

	// complete the second card from the keyboard: it leaves the list and the third takes the focus, on its Complete
	await page.getByRole('button', { name: `Complete ${second}` }).focus()
	await page.keyboard.press('Enter')
	await expect(page.getByTestId('task-card')).toHaveCount(2)
	await expect.poll(() => focused(page)).toBe(`Complete ${third}`)

	// a dialog gives the focus back to what opened it
	const add = page.getByRole('link', { name: 'Add', exact: true })
	await add.focus()
	await page.keyboard.press('Enter')
	await expect(page.getByRole('dialog', { name: 'Create Task' })).toBeVisible()
	await page.keyboard.press('Escape')
	await expect(page.getByRole('dialog')).toHaveCount(0)
	await expect(add).toBeFocused()
})
