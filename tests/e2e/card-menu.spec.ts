// The card's menu without JavaScript (issue 51, point 10; decision 351): each card's "More actions" is a link to the
// same list with that card's menu drawn open by the server; once the page is live it is the menu's summary. Delete and
// its Undo are in tests/e2e/trash.spec.ts; here: the link's address, ids that open nothing, the keyboard, the looks at
// 360 and 1280 px in both themes, and the task's own page. Every test runs with JavaScript on and off.
import type { Page } from '@playwright/test'
import { expect, expectAccessible, findTasks, makeTask, test } from './fixtures'

/** the id of a card's title on a list (app/tasks/card-title-ids.ts), which its menu's link carries */
const titleIdOf = (taskId: string) => `t${taskId.slice(0, 8)}`
const menuOf = (page: Page, title: string) =>
	page.getByTestId('task-card').filter({ hasText: title }).locator('.task-card-menu > summary, a.task-card-menu')

test('the menu’s link keeps the list’s parameters; an unknown or another person’s id opens no menu', async ({ page, signIn, anotherUser, jsOn }) => {
	const { user } = await signIn({ loadDefaults: false })
	const alpha = makeTask(user.id, { title: 'Alpha', folder: 'Work' })
	const bravo = makeTask(user.id, { title: 'Bravo' })
	const other = await anotherUser({ loadDefaults: false })
	const theirs = makeTask(other.user.id, { title: 'Private matter' })

	// as the server draws it: a link per card, no menu open, the list's own parameters in each link
	const html = await (await page.request.get('/tasks?limit=50')).text()
	expect(html.match(/<a class="task-card-menu" href="[^"]*"/g)).toEqual([
		expect.stringContaining(`href="?limit=50&amp;menu=${titleIdOf(alpha.id)}"`),
		expect.stringContaining('href="?limit=50&amp;menu=t'),
	])
	expect(html).not.toContain('<details class="task-card-menu"')
	// an edit in progress (Alpha's) is not carried into another card's menu link
	const editing = await (await page.request.get(`/tasks?limit=50&edit=${alpha.id}`)).text()
	expect(editing).toContain(`href="?limit=50&amp;menu=${titleIdOf(bravo.id)}"`)

	// an unknown id, another person's task id (whole, or as a card's title id): the list, with no menu open
	for (const menu of ['t00000000', 'nonsense', theirs.id, titleIdOf(theirs.id), `${titleIdOf(alpha.id)}x`]) {
		const response = await page.goto(`/tasks?menu=${encodeURIComponent(menu)}`)
		expect(response?.status(), menu).toBe(200)
		await expect(page.getByTestId('task-card')).toHaveCount(2)
		await expect(page.locator('details.task-card-menu[open]'), menu).toHaveCount(0)
		await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0)
		await expect(page.getByText('Private matter')).toHaveCount(0)
	}
	// their task's Delete posted to my list: 404, nothing of theirs moves to a trash
	const origin = new URL(page.url()).origin
	const post = await page.request.post('/tasks', { form: { toggle: `delete:${theirs.id}:Y` }, headers: { Origin: origin }, maxRedirects: 0 })
	expect(post.status()).toBe(404)
	expect(findTasks(other.user.id).map((t) => t.title)).toEqual(['Private matter'])

	// my card's menu, opened by its address: only that card's, and the page's forms and links do not carry it on
	await page.goto(`/tasks/folder/Work?menu=${titleIdOf(alpha.id)}`)
	await expect(page.locator('details.task-card-menu[open]')).toHaveCount(1)
	await expect(page.getByRole('button', { name: 'Delete Alpha' })).toBeVisible()
	if (!jsOn) await expect(page.getByRole('button', { name: 'Delete Alpha' })).toBeFocused()
	await expect(page.locator('#card-actions')).toHaveAttribute('action', '/tasks/folder/Work')
	await expect(page.getByRole('link', { name: 'Edit Alpha' })).toHaveAttribute('href', `/tasks/folder/Work?edit=${alpha.id}`)
})

test('the keyboard reaches the menu as before: an arrow key once live (three tab stops a card), Tab without JavaScript', async ({ page, signIn, jsOn }) => {
	const { user } = await signIn({ loadDefaults: false })
	makeTask(user.id, { title: 'Alpha' })
	await page.goto('/tasks')
	await page.getByRole('link', { name: 'Edit Alpha' }).focus()
	await page.keyboard.press(jsOn ? 'ArrowRight' : 'Tab')
	await expect(menuOf(page, 'Alpha')).toBeFocused()
	if (jsOn) await expect(menuOf(page, 'Alpha')).toHaveAttribute('tabindex', '-1')
	await page.keyboard.press('Enter')
	const del = page.getByRole('button', { name: 'Delete Alpha' })
	await expect(del).toBeVisible()
	// without JavaScript Enter followed the link: the menu came open with the focus on Delete
	if (!jsOn) await expect(del).toBeFocused()
	else await page.keyboard.press('Tab')
	await expect(del).toBeFocused()
	await page.keyboard.press('Enter')
	await expect(page.getByTestId('toast')).toContainText('Task moved to the trash.')
	expect(findTasks(user.id)).toEqual([])
})

for (const [width, height] of [[360, 740], [1280, 800]] as const) {
	for (const colorScheme of ['light', 'dark'] as const) {
		test(`the open menu at ${width} px, ${colorScheme}: in the card's row, in sight, axe clean`, async ({ page, signIn }) => {
			await page.setViewportSize({ width, height })
			await page.emulateMedia({ colorScheme })
			const { user } = await signIn({ loadDefaults: false })
			const alpha = makeTask(user.id, { title: 'Alpha with a longer title to see how the row wraps', folder: 'Work', due: Date.now() + 86_400_000 })
			makeTask(user.id, { title: 'Bravo', context: '@Home' })
			await page.goto(`/tasks?menu=${titleIdOf(alpha.id)}`)
			const card = page.getByTestId('task-card').filter({ hasText: 'Alpha' })
			const del = page.getByRole('button', { name: /^Delete Alpha/ })
			// on a phone a list's rows hide their menu, but not one opened by its address
			await expect(del).toBeInViewport()
			// Delete sits inside its own card, not over the next one
			const [row, button] = [(await card.boundingBox())!, (await del.boundingBox())!]
			expect(button.y).toBeGreaterThanOrEqual(row.y)
			expect(button.y + button.height).toBeLessThanOrEqual(row.y + row.height)
			expect(button.x + button.width).toBeLessThanOrEqual(width)
			await expectAccessible(page)
		})
	}
}

test('on the task’s own page the menu’s Delete goes back to the list, with Undo', async ({ page, signIn, jsOn }) => {
	const { user } = await signIn({ loadDefaults: false })
	const alpha = makeTask(user.id, { title: 'Alpha', context: '@Home' })
	const before = findTasks(user.id)
	await page.goto(`/tasks/detail/${alpha.id}?back=${encodeURIComponent('/tasks/context/@Home')}`)
	await menuOf(page, 'Alpha').click()
	if (!jsOn) await expect(page).toHaveURL(/[?&]menu=t[0-9a-f]{8}$/)
	await page.getByRole('button', { name: 'Delete Alpha' }).click()
	await expect(page.getByTestId('toast')).toContainText('Task moved to the trash.')
	await expect(page).toHaveURL(/\/tasks\/context\/@Home$/)
	expect(findTasks(user.id)).toEqual([])
	await page.getByTestId('toast').getByRole('button', { name: 'Undo' }).click()
	await expect(page.getByTestId('toast')).toContainText('Undone: the task is back as it was.')
	expect(findTasks(user.id)).toEqual(before)
})
