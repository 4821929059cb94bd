// Bulk edit (issue 25, item 2; docs/decisions/245): Select mode on a list, one form posting to /tasks/bulk, with
// JavaScript on and off (both projects), axe on every page; another person's ids, a double submit and a 1 MB field.
import type { Page } from '@playwright/test'
import { E2E_URL } from './env'
import { expect, expectAccessible, findTasks, makeTask, test } from './fixtures'

const DAY = 86_400_000
const ours = { origin: E2E_URL }

async function enterSelectMode(page: Page, path: string) {
	await page.goto(path)
	await page.getByRole('link', { name: 'Select', exact: true }).click()
	await expect(page).toHaveURL(/select=1/)
	await expect(page.getByRole('form', { name: 'Change the selected tasks' })).toBeVisible()
}

test('tick two cards and move them to Waiting; the toast says so', async ({ page, signIn }) => {
	const { user } = await signIn({ loadDefaults: false })
	const milk = makeTask(user.id, { title: 'Buy milk', status: 'hold' })
	const bob = makeTask(user.id, { title: 'Call Bob', status: 'hold' })
	const left = makeTask(user.id, { title: 'Leave me', status: 'hold' })
	await enterSelectMode(page, '/tasks/status/hold')
	await expectAccessible(page)
	await page.getByRole('checkbox', { name: 'Select Buy milk' }).check()
	await page.getByRole('checkbox', { name: 'Select Call Bob' }).check()
	await page.locator('#bulk-form').getByRole('combobox', { name: 'Status', exact: true }).selectOption({ label: 'Waiting' })
	await page.getByRole('button', { name: 'Apply to selected' }).click()
	await expect(page.getByTestId('toast')).toContainText('2 tasks moved to Waiting.')
	// back on the list, still in Select mode, nothing ticked
	await expect(page).toHaveURL(/\/tasks\/status\/hold\?select=1$/)
	await expect(page.getByRole('checkbox', { name: 'Select Leave me' })).not.toBeChecked()
	const rows = new Map(findTasks(user.id).map((t) => [t.id, t]))
	expect(rows.get(milk.id)!.status).toBe('waiting')
	expect(rows.get(bob.id)!.status).toBe('waiting')
	expect(rows.get(left.id)).toEqual(left)
	await expectAccessible(page)
})

test('several changes at once: folder, context, priority, star and dates moved', async ({ page, signIn }) => {
	const { user } = await signIn({ loadDefaults: true })
	const due = Date.parse('2026-07-10T00:00:00+01:00')
	const t = makeTask(user.id, { title: 'Plan the trip', status: 'someday', start: due - 2 * DAY, due })
	await enterSelectMode(page, '/tasks/status/someday')
	await page.getByRole('checkbox', { name: 'Select Plan the trip' }).check()
	await page.locator('#bulk-form').getByRole('combobox', { name: 'Folder', exact: true }).selectOption({ label: 'Personal' })
	await page.locator('#bulk-form').getByRole('combobox', { name: 'Context', exact: true }).selectOption({ label: '@Home' })
	await page.locator('#bulk-form').getByRole('combobox', { name: 'Priority', exact: true }).selectOption({ label: 'High' })
	await page.locator('#bulk-form').getByRole('combobox', { name: 'Star', exact: true }).selectOption({ label: 'Star' })
	await page.locator('#bulk-form').getByLabel('Move start and due dates by').fill('-3')
	await page.getByRole('button', { name: 'Apply to selected' }).click()
	await expect(page.getByTestId('toast')).toContainText('1 task changed: context @Home, folder Personal, priority High, starred, dates moved 3 days earlier.')
	expect(findTasks(user.id).find((x) => x.id === t.id)).toMatchObject({
		folder: 'Personal', context: '@Home', priority: 'high', star: true, due: due - 3 * DAY, start: due - 5 * DAY,
	})
})

test('select all on this page, then delete after a confirmation', async ({ page, signIn }) => {
	const { user } = await signIn({ loadDefaults: false })
	const parent = makeTask(user.id, { title: 'Parent', status: 'planning' })
	makeTask(user.id, { title: 'Its sub-task', parentId: parent.id, status: 'none' })
	makeTask(user.id, { title: 'Second', status: 'planning' })
	const other = makeTask(user.id, { title: 'Elsewhere', status: 'next' })
	await enterSelectMode(page, '/tasks/status/planning')
	await page.getByRole('link', { name: 'Select all on this page' }).click()
	await expect(page.getByRole('checkbox', { name: 'Select Parent' })).toBeChecked()
	await expect(page.getByRole('checkbox', { name: 'Select Second' })).toBeChecked()
	await page.getByRole('button', { name: 'Delete selected' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Delete 2 tasks?' })).toBeVisible()
	await expect(page.getByText('and the 1 sub-task under them')).toBeVisible()
	await expectAccessible(page)
	expect(findTasks(user.id)).toHaveLength(4)
	await page.getByRole('button', { name: 'Delete', exact: true }).click()
	await expect(page.getByTestId('toast')).toContainText('2 tasks and 1 sub-task deleted.')
	await expect(page).toHaveURL(/\/tasks\/status\/planning\?select=1$/)
	expect(findTasks(user.id)).toEqual([other])
})

test('"Select all N matching" changes every task of the list, past the first page, and no one else\'s', async ({ page, signIn, anotherUser }) => {
	const { user } = await signIn({ loadDefaults: false })
	const someone = await anotherUser({ loadDefaults: false })
	for (let i = 0; i < 30; i++) makeTask(user.id, { title: `Delegated ${i}`, status: 'delegated' })
	makeTask(user.id, { title: 'Not delegated', status: 'next' })
	const theirs = makeTask(someone.user.id, { title: 'Theirs', status: 'delegated' })
	await enterSelectMode(page, '/tasks/status/delegated')
	await page.getByRole('checkbox', { name: 'Select all 30 matching tasks' }).check()
	await page.locator('#bulk-form').getByRole('combobox', { name: 'Complete', exact: true }).selectOption({ label: 'Complete' })
	await page.getByRole('button', { name: 'Apply to selected' }).click()
	await expect(page.getByTestId('toast')).toContainText('30 tasks completed.')
	const mine = findTasks(user.id)
	expect(mine.filter((t) => t.status === 'delegated' && t.completed)).toHaveLength(30)
	expect(mine.find((t) => t.title === 'Not delegated')!.completed).toBe(false)
	expect(findTasks(someone.user.id)).toEqual([theirs])
})

test('another person\'s ids are refused (404) and never changed; mixed with mine, only mine change', async ({ page, signIn, anotherUser }) => {
	const { user } = await signIn({ loadDefaults: false })
	const someone = await anotherUser({ loadDefaults: false })
	const theirs = makeTask(someone.user.id, { title: 'Theirs' })
	const mine = makeTask(user.id, { title: 'Mine' })
	const request = page.context().request
	const forms: Record<string, string>[] = [
		{ id: theirs.id, star: 'Y', returnTo: '/tasks?select=1' },
		{ id: theirs.id, intent: 'delete', confirm: 'Y' },
		{ id: theirs.id, intent: 'delete' },
	]
	for (const form of forms) {
		const response = await request.post(`${E2E_URL}/tasks/bulk`, { form, headers: ours, maxRedirects: 0 })
		expect(response.status()).toBe(404)
	}
	const mixed = await request.post(`${E2E_URL}/tasks/bulk`, {
		data: new URLSearchParams([['id', theirs.id], ['id', mine.id], ['status', 'hold'], ['returnTo', '/tasks?select=1']]).toString(),
		headers: { ...ours, 'content-type': 'application/x-www-form-urlencoded' },
		maxRedirects: 0,
	})
	expect(mixed.status()).toBe(302)
	expect(findTasks(someone.user.id)).toEqual([theirs])
	expect(findTasks(user.id)[0]!.status).toBe('hold')
	await page.goto('/tasks?select=1')
})

test('a double submit moves the dates once; a 1 MB field changes nothing', async ({ page, signIn }) => {
	const { user } = await signIn({ loadDefaults: false })
	const due = Date.parse('2026-07-10T00:00:00+01:00')
	const t = makeTask(user.id, { title: 'Clicked twice', due })
	await page.goto('/tasks?select=1')
	const token = await page.locator('#bulk-form input[name="submissionToken"]').inputValue()
	const request = page.context().request
	const form = { id: t.id, shift: '1', submissionToken: token, returnTo: '/tasks?select=1' }
	const answers = await Promise.all(Array.from({ length: 5 }, () => request.post(`${E2E_URL}/tasks/bulk`, { form, headers: ours, maxRedirects: 0 })))
	expect(answers.map((r) => r.status())).toEqual(Array(5).fill(302))
	expect(findTasks(user.id)[0]!.due).toBe(due + DAY)
	// a body over the cap is 413; a field of 1 MB within it is refused with a toast, and not echoed
	const huge = await request.post(`${E2E_URL}/tasks/bulk`, { form: { id: t.id, context: 'x'.repeat(2_000_000) }, headers: ours, maxRedirects: 0 })
	expect(huge.status()).toBe(413)
	const big = await request.post(`${E2E_URL}/tasks/bulk`, { form: { id: t.id, folder: '=' + 'x'.repeat(1_000_000), returnTo: '/tasks?select=1' }, headers: ours, maxRedirects: 0 })
	expect(big.status()).toBe(302)
	expect((await big.text()).length).toBeLessThan(10_000)
	await page.goto('/tasks?select=1')
	await expect(page.getByTestId('toast')).toContainText('Choose a folder from your list.')
	expect(findTasks(user.id)[0]).toMatchObject({ due: due + DAY, folder: '', context: '' })
})

test.describe('on a phone and a desktop', () => {
	for (const width of [360, 1280]) {
		test(`Select mode fits a ${width} px window`, async ({ page, signIn }) => {
			const { user } = await signIn({ loadDefaults: true })
			makeTask(user.id, { title: 'A task with a rather long title that has to wrap somewhere on a phone', status: 'next', context: '@Work', folder: 'Professional', priority: 'high', due: Date.now() })
			await page.setViewportSize({ width, height: 800 })
			await page.goto('/tasks/status/next?select=1')
			const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth])
			expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
			const box = (await page.getByRole('checkbox', { name: /^Select A task with a rather long title/ }).boundingBox())!
			expect(box.x).toBeGreaterThanOrEqual(0)
			await page.screenshot({ path: `test-results/bulk-select-${width}.png`, fullPage: true })
		})
	}
})

test('with Kanban on, Select shows the list with its checkboxes', async ({ page, premiumUser: me }) => {
	const { saveTaskPreferences } = await import('~/tasks/preferences.server')
	saveTaskPreferences(me.user.id, { displayKanban: true, kanbanGroup: 'status' })
	makeTask(me.user.id, { title: 'On the board', status: 'next' })
	await page.goto('/tasks')
	await expect(page.getByTestId('kanban-board')).toBeVisible()
	await page.getByRole('link', { name: 'Select', exact: true }).click()
	await expect(page.getByTestId('kanban-board')).toHaveCount(0)
	await expect(page.getByRole('checkbox', { name: 'Select On the board' })).toBeVisible()
})
