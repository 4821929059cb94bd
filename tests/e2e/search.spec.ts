// Search (issue 25, docs/decisions/240): the menu bar's search field (behind a button on a phone), /tasks/search as a
// task list with the matched words marked, markup in a title shown as text, another person's tasks never found.
import { expect, expectAccessible, makeTask, test } from './fixtures'

test('the search field finds tasks by prefix, marks the words, and shows markup as text', async ({ page, signIn, anotherUser }) => {
	const { user } = await signIn({ loadDefaults: false })
	const other = await anotherUser({ loadDefaults: false })
	makeTask(user.id, { title: 'Dentist appointment', folder: '' })
	makeTask(user.id, { title: 'Buy milk', notes: 'ask the dentist about sugar' })
	makeTask(user.id, { title: '<img src=x onerror=alert(1)> dentures' })
	makeTask(user.id, { title: 'Unrelated' })
	makeTask(other.user.id, { title: 'Dentist of someone else' })
	let dialogs = 0
	page.on('dialog', (d) => {
		dialogs++
		void d.dismiss()
	})
	await page.goto('/tasks')
	const search = page.getByRole('search')
	// apart from quick add: its own label, and a button that says Search
	await search.getByLabel('Search tasks').fill('dent')
	await search.getByRole('button', { name: 'Search' }).click()
	await expect(page).toHaveURL(/\/tasks\/search\?q=dent$/)
	await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible()
	const cards = page.getByTestId('task-card')
	await expect(cards).toHaveCount(3)
	// title matches first (bm25), then the notes' match; another person's task is never found
	await expect(cards.last()).toContainText('Buy milk')
	await expect(page.getByText('Dentist of someone else')).toHaveCount(0)
	await expect(page.locator('mark').filter({ hasText: /^Dentist$/ })).toHaveCount(1)
	await expect(cards.last().locator('.task-card-match mark')).toHaveText('dentist')
	// the markup is text: no img element, no alert
	await expect(page.getByText('<img src=x onerror=alert(1)>', { exact: false })).toBeVisible()
	await expect(page.locator('.task-card img')).toHaveCount(0)
	expect(dialogs).toBe(0)
	// the field keeps the query
	await expect(search.getByLabel('Search tasks')).toHaveValue('dent')
	await expectAccessible(page)

	// FTS syntax in the query is searched for as words, never an error
	await page.goto(`/tasks/search?q=${encodeURIComponent('NEAR( " * dent')}`)
	await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible()
	await page.goto(`/tasks/search?q=${encodeURIComponent('"the dentist" -sugar')}`)
	await expect(cards).toHaveCount(0)
	await page.goto(`/tasks/search?q=${encodeURIComponent('milk is:starred')}`)
	await expect(cards).toHaveCount(0)
	await page.goto(`/tasks/search?q=${encodeURIComponent('dent -milk')}`)
	await expect(cards).toHaveCount(2)
})

test.describe('on a phone', () => {
	test.use({ viewport: { width: 360, height: 740 } })
	test('the search field is folded behind a magnifier', async ({ page, signIn }) => {
		const { user } = await signIn({ loadDefaults: false })
		makeTask(user.id, { title: 'Water the garden' })
		await page.goto('/tasks')
		// folded: the one search form is there for a screen reader and the keyboard, but takes no room in the bar
		const form = page.getByRole('search')
		expect((await form.boundingBox())!.width).toBeLessThanOrEqual(1)
		await page.locator('header label[for="search-q"]:not(.sr-only)').click()
		const field = form.getByLabel('Search tasks')
		await expect(field).toBeFocused()
		expect((await form.boundingBox())!.width).toBeGreaterThan(300)
		await field.fill('gard')
		await field.press('Enter')
		await expect(page).toHaveURL(/\/tasks\/search\?q=gard$/)
		await expect(page.getByTestId('task-card')).toHaveCount(1)
		await expect(page.locator('mark')).toHaveText('garden')
	})
})
