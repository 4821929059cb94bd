// A long list: one page of cards, a "Show more" link that works without JavaScript, and a page that
// stays under 1,500 DOM elements.
import { createSignedInUser, expect, test } from './fixtures'

const elements = (page: import('@playwright/test').Page) => page.evaluate(() => document.getElementsByTagName('*').length)

test('a long list shows a page of tasks, stays under 1,500 DOM elements, and shows more on request', async ({ page, context }) => {
	const { user } = await createSignedInUser(context)
	const { seedTasks } = await import('../../scripts/task-seed')
	seedTasks(user.id, 400, user.timezone)
	await page.goto('/tasks')
	const total = Number((await page.getByTestId('task-count').textContent())!.split(' ')[0])
	expect(total).toBeGreaterThan(200)
	await expect(page.getByTestId('task-card')).toHaveCount(25)
	expect(await elements(page)).toBeLessThan(1500)
	await expect(page.getByText(`Showing 25 of ${total} tasks.`)).toBeVisible()
	await page.getByRole('link', { name: 'Show more' }).click()
	await expect(page).toHaveURL(/\?limit=50$/)
	await expect(page.getByTestId('task-card')).toHaveCount(50)

	// the heaviest page: every card's detail and sub-task table open
	const { saveTaskPreferences, taskPreferences } = await import('~/tasks/preferences.server')
	saveTaskPreferences(user.id, { taskSortOrder: { ...taskPreferences(user.id).taskSortOrder, expandDetail: true } })
	await page.goto('/tasks/this-week')
	expect(await elements(page)).toBeLessThan(1500)
	await page.goto('/tasks')
	expect(await elements(page)).toBeLessThan(1500)
})
