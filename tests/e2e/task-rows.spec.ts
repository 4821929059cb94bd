// The compact task row (issue 24): every attribute in sight as labelled chips, at least 10 rows in a 1280x900 window
// and 6 in a 360x740 phone with the starter tasks and 10 more, the overdue date and the completion date in words.
import type { Page } from '@playwright/test'
import { expect, expectAccessible, makeTask, test } from './fixtures'

const DAY = 86_400_000

/** the rows whole inside the window, as the person sees it without scrolling */
const rowsInSight = (page: Page) =>
	page.getByTestId('task-card').evaluateAll((cards) => cards.filter((c) => c.getBoundingClientRect().bottom <= window.innerHeight).length)

test('at least 10 rows at 1280x900 and 6 at 360x740, with the starter tasks and 10 more', async ({ page, signedInUser: me }) => {
	const folders = ['Inbox', 'Family', 'Personal', 'Professional']
	for (let i = 0; i < 10; i++)
		await makeTask(me.user.id, {
			title: `Task number ${i + 1} with a title`,
			due: Date.now() + (i - 3) * DAY,
			folder: folders[i % 4],
			context: i % 2 ? '@Home' : '@Work',
			priority: ['top', 'high', 'medium', 'low'][i % 4],
			status: i % 3 ? 'next' : 'waiting',
		})
	for (const [width, height, least] of [
		[1280, 900, 10],
		[360, 740, 6],
	] as const) {
		await page.setViewportSize({ width, height })
		await page.goto('/tasks')
		expect(await rowsInSight(page), `rows in a ${width}x${height} window`).toBeGreaterThanOrEqual(least)
		const header = await page.locator('header').boundingBox()
		if (width < 640) expect(header!.height, 'the phone header').toBeLessThanOrEqual(64)
	}
	await expectAccessible(page)
})

test('a row shows its attributes as labelled chips; overdue and completed say so in words', async ({ page, signedInUser: me }) => {
	await makeTask(me.user.id, { title: 'Call the bank', due: Date.now() - 2 * DAY, folder: 'Finances', context: '@Phone', priority: 'top', status: 'next', repeat: 'FREQ=WEEKLY', repeatChoice: 'WEEKLY', remind: 60 })
	await makeTask(me.user.id, { title: 'Filed the taxes', completed: true, completedDate: Date.UTC(2024, 3, 15, 12), due: Date.UTC(2024, 3, 14) })
	await page.goto('/tasks')
	const row = page.getByTestId('task-card').filter({ hasText: 'Call the bank' })
	const facts = row.locator('dl').first()
	// a screen reader hears each chip's term; a sighted person sees the overdue date in red with the word
	await expect(facts.locator('dt')).toHaveText(['Overdue', 'Priority', 'Status', 'Folder', 'Context', 'Repeats', 'Reminder'])
	await expect(facts.getByText('Overdue', { exact: true })).toBeVisible()
	// the overdue date read at a glance (issue 51, point 8), the absolute date as its tooltip
	await expect(facts.locator('dd').first()).toHaveAttribute('title', /^\d\d-\w{3}-\d{4}$/)
	await expect(facts.locator('dd')).toHaveText([/^2 days overdue \(\d\d-\w{3}-\d{4}\)$/, 'Top', 'Next Action', 'Finances', '@Phone', 'Weekly', /before$/])
	// a completed task says when: all tasks, completed ones included
	const { saveTaskPreferences } = await import('~/tasks/preferences.server')
	saveTaskPreferences(me.user.id, { taskFilter: { completed: 'A', quickFilter: null, filterItems: [] } })
	await page.goto('/tasks')
	const done = page.getByTestId('task-card').filter({ hasText: 'Filed the taxes' })
	await expect(done.getByText('Completed on', { exact: true })).toBeVisible()
	await expect(done.getByText('15-Apr-2024', { exact: true })).toBeVisible()
	await expect(done.getByText('Overdue')).toHaveCount(0)
	await expectAccessible(page)
})
