// Escape and keys (issue 48, point 3, docs/decisions/275): Escape closes the card's edit form and quick add's preview
// and the focus goes back where it was; a shortcut's key is never typed into the field it focuses and a letter typed
// into a field (or meant for one) never triggers a shortcut, even pressed while the shortcuts' script loads; after Undo
// the focus is back on the list, and after Kanban's Move to on the moved card. Keys and focus moves need JavaScript:
// without it these tests are skipped (Cancel, Undo and Move to are links and posts, in their own specs).
import type { Page } from '@playwright/test'
import { expect, expectAccessible, findTasks, makeTask, test } from './fixtures'

test.beforeEach(({ jsOn }) => test.skip(!jsOn, 'keyboard shortcuts, Escape and moving the focus are done by the page’s script'))

/** what has the focus: a card (its title), or a control (its accessible name as Playwright's aria snapshot says) */
const focusedCard = (page: Page) =>
	page.evaluate(() => {
		const active = document.activeElement
		return active?.matches('li.task-card') ? (active.querySelector('h2, h3')?.textContent ?? '') : null
	})

/** holds the keyboard shortcuts' own modules (they load on the first key) until `release` */
async function holdShortcuts(page: Page) {
	const pattern = /\/assets\/(enhance|list|keys)-[^/?#]+\.js/
	const held: import('@playwright/test').Route[] = []
	let released = false
	await page.route(pattern, (route) => (released ? route.continue() : void held.push(route)))
	return {
		release: async () => {
			released = true
			for (const route of held.splice(0)) await route.continue()
		},
		waiting: () => held.length,
	}
}

test('Escape closes the card’s edit form: the focus goes back to its Edit control, and the next key is a shortcut again', async ({ page, signIn }) => {
	const { user } = await signIn({ loadDefaults: false })
	const ferns = makeTask(user.id, { title: 'Water ferns' })
	await page.goto('/tasks')
	await page.keyboard.press('j')
	// the first key loads the shortcuts
	await expect.poll(() => focusedCard(page)).toBe('Water ferns')
	await page.keyboard.press('e')
	const title = page.getByLabel('Title', { exact: true })
	await expect(title).toBeFocused()
	await expect(title).toHaveValue('Water ferns')
	await expectAccessible(page)
	await page.keyboard.press('Escape')
	await expect(page.getByRole('heading', { name: 'Edit “Water ferns”' })).toHaveCount(0)
	await expect(page).toHaveURL(/\/tasks$/)
	await expect(page.getByRole('link', { name: 'Edit Water ferns' })).toBeFocused()
	// `n` is Create Task now, not a letter typed into the title
	await page.keyboard.press('n')
	const dialog = page.getByRole('dialog', { name: 'Create Task' })
	await expect(dialog).toBeVisible()
	await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue('')
	await page.keyboard.press('Escape')
	await expect(dialog).toHaveCount(0)
	expect(findTasks(user.id).find((t) => t.id === ferns.id)!.title).toBe('Water ferns')
})

test('Escape folds quick add’s preview away and the focus goes back to the field; typing opens it again', async ({ page, signIn }) => {
	await signIn({ timezone: 'Europe/London' })
	await page.goto('/tasks')
	const field = page.getByLabel('Task Title')
	await field.fill('Call Bob tomorrow @home')
	const understood = page.getByRole('list', { name: 'Understood' })
	await expect(understood).toContainText('Context: @Home')
	// from the preview's own button
	await understood.getByRole('button', { name: 'Remove context' }).focus()
	await page.keyboard.press('Escape')
	await expect(understood).toBeHidden()
	await expect(field).toBeFocused()
	await expect(field).toHaveValue('Call Bob tomorrow @home')
	await page.keyboard.type(' !2')
	await expect(understood).toContainText('Priority: High')
	await page.keyboard.press('Escape')
	await expect(understood).toBeHidden()
	await expect(field).toBeFocused()
	await expectAccessible(page)
})

test('keys pressed while the shortcuts load: a shortcut’s own key is never typed, the letters after it are typed, never taken for shortcuts', async ({ page, signIn }) => {
	const { user } = await signIn({ loadDefaults: false })
	for (const title of ['Alpha', 'Bravo']) makeTask(user.id, { title })
	const gate = await holdShortcuts(page)
	await page.goto('/tasks')
	// `/` then "milk" before the listener is there: search gets "milk", no card is moved to, nothing else happens
	await page.keyboard.press('/')
	await page.keyboard.type('milk')
	await expect.poll(gate.waiting).toBeGreaterThan(0)
	await gate.release()
	const search = page.getByRole('searchbox', { name: 'Search tasks' })
	await expect(search).toBeFocused()
	await expect(search).toHaveValue('milk')
	expect(await focusedCard(page)).toBeNull()
	await expect(page).toHaveURL(/\/tasks$/)
	// and with the listener there: `q` focuses quick add untyped; j, /, g then t are typed there
	await page.evaluate(() => (document.activeElement as HTMLElement).blur())
	await page.keyboard.press('q')
	const quickAdd = page.getByLabel('Task Title')
	await expect(quickAdd).toBeFocused()
	await page.keyboard.type('j/gt')
	await expect(quickAdd).toHaveValue('j/gt')
	await expect(page).toHaveURL(/\/tasks$/)
	expect(await focusedCard(page)).toBeNull()
})

test('a shortcut pressed first of all (it loads the listener) is not typed into the field it focuses', async ({ page, signIn }) => {
	await signIn({ loadDefaults: false })
	const gate = await holdShortcuts(page)
	await page.goto('/tasks')
	await page.keyboard.press('q')
	await page.keyboard.type('Buy stamps')
	await expect.poll(gate.waiting).toBeGreaterThan(0)
	await gate.release()
	const quickAdd = page.getByLabel('Task Title')
	await expect(quickAdd).toBeFocused()
	await expect(quickAdd).toHaveValue('Buy stamps')
})

test('after Undo the focus is back on the list, on the task that came back, not on the toast', async ({ page, signIn }) => {
	const { user } = await signIn({ loadDefaults: false })
	for (const title of ['Old chore', 'Other chore']) makeTask(user.id, { title })
	await page.goto('/tasks')
	await page.getByRole('link', { name: 'Edit Old chore' }).click()
	await page.getByRole('button', { name: 'Delete' }).click()
	await page.getByRole('button', { name: 'Yes, delete' }).click()
	const toast = page.getByTestId('toast')
	await expect(toast).toContainText('moved to the trash')
	await toast.getByRole('button', { name: 'Undo' }).focus()
	await page.keyboard.press('Enter')
	await expect(toast).toContainText('Undone: the task is back as it was.')
	await expect.poll(() => focusedCard(page)).toBe('Old chore')
	// the list's keys go on from there
	await page.keyboard.press('j')
	await expect.poll(() => focusedCard(page)).not.toBe('Old chore')
})

test('after Kanban’s Move to the focus is on the moved card', async ({ page, premiumUser }) => {
	const { user } = premiumUser
	makeTask(user.id, { title: 'Alpha', status: 'next' })
	makeTask(user.id, { title: 'Delta' })
	const { saveTaskPreferences } = await import('~/tasks/preferences.server')
	saveTaskPreferences(user.id, { displayKanban: true, kanbanGroup: 'status' })
	await page.goto('/tasks')
	await page.getByTestId('task-card').filter({ hasText: 'Delta' }).getByRole('link', { name: /^Move to/ }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Move “Delta”' })).toBeVisible()
	await page.getByLabel('Move to').selectOption({ label: 'After “Alpha”' })
	await page.getByRole('button', { name: 'Move' }).click()
	await expect(page.getByTestId('toast')).toContainText('Task moved to Next Action.')
	await expect.poll(() => focusedCard(page)).toMatch(/^Delta/)
	expect(findTasks(user.id).find((t) => t.title === 'Delta')!.status).toBe('next')
})
