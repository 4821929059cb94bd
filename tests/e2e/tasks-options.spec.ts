// Display Options (screen 13) and the filter builder (screen 12), with JavaScript on and off.
import { createSignedInUser, expect, expectAccessible, test } from './fixtures'
import { jsOn, makeTask } from './task-helpers'

const cardTitles = async (page: import('@playwright/test').Page) =>
	(await page.getByTestId('task-card').getByRole('heading').allTextContents()).map((t) => t.replace(' (opens in a new tab)', ''))

test('display options: sort, hide children and expand detail persist after reload', async ({ page, context }, testInfo) => {
	const { user } = await createSignedInUser(context, { loadDefaults: false })
	const parent = await makeTask(user.id, { title: 'Banana' })
	await makeTask(user.id, { title: 'Apple', parentId: parent.id })
	await makeTask(user.id, { title: 'Cherry', length: 20 })
	await makeTask(user.id, { title: 'Date' })
	await page.goto('/tasks')
	await page.getByRole('link', { name: 'Display Options' }).click()
	const scope = jsOn(testInfo) ? page.getByRole('dialog', { name: 'Display Options' }) : page
	if (!jsOn(testInfo)) await expect(page).toHaveURL(/\/tasks\/display-options\?returnTo=/)
	await expect(scope.getByRole('switch', { name: 'Kanban' })).toBeDisabled()
	await expect(scope.getByText('This is a premium feature.')).toBeVisible()
	await expectAccessible(page)
	await scope.getByLabel('Sort by').selectOption('title')
	await scope.getByLabel('Direction of the first sort').selectOption('-1')
	await scope.getByLabel('Then by (second)').selectOption('')
	await scope.getByLabel('Then by (third)').selectOption('')
	await scope.getByRole('switch', { name: 'Hide Children' }).check()
	await scope.getByRole('switch', { name: 'Expand Detail' }).check()
	await scope.getByRole('button', { name: 'Apply' }).click()
	await expect(page).toHaveURL(/\/tasks$/)
	await expect(page.getByTestId('toast')).toContainText('Display options saved.')
	await expect.poll(() => cardTitles(page)).toEqual(['Date', 'Cherry', 'Banana'])
	await page.reload()
	await expect.poll(() => cardTitles(page)).toEqual(['Date', 'Cherry', 'Banana'])
	// expanded detail: the Repeat row is visible without opening anything
	await expect(page.getByTestId('task-card').first().getByText('Repeat')).toBeVisible()
	await page.goto('/tasks/display-options')
	await expect(page.getByLabel('Sort by')).toHaveValue('title')
	await expect(page.getByRole('switch', { name: 'Hide Children' })).toBeChecked()
	await expect(page.getByRole('switch', { name: 'Hide Parents' })).not.toBeChecked()
	// sorting by length puts tasks without a length last, in both directions
	await page.getByLabel('Sort by').selectOption('length')
	await page.getByRole('switch', { name: 'Hide Children' }).uncheck()
	await page.getByRole('button', { name: 'Apply' }).click()
	await expect.poll(async () => (await cardTitles(page))[0]).toBe('Cherry')
})

test('a filter with two groups: rows within a group are ANDed, groups ORed', async ({ page, context }, testInfo) => {
	const { user } = await createSignedInUser(context)
	await makeTask(user.id, { title: 'Call the bank', priority: 'low', context: '@Work' })
	await makeTask(user.id, { title: 'Fix the fence', priority: 'high', context: '@Home' })
	await makeTask(user.id, { title: 'Fix the BANK app', priority: 'high', context: '@Work' })
	await makeTask(user.id, { title: 'Paint the shed', priority: 'high', context: '@Work' })
	await page.goto('/tasks')
	await page.getByRole('link', { name: 'Filter', exact: true }).click()
	const scope = jsOn(testInfo) ? page.getByRole('dialog', { name: 'Filter Tasks' }) : page
	if (!jsOn(testInfo)) await expect(page).toHaveURL(/\/tasks\/filter/)
	await expect(scope.getByRole('listitem')).toHaveCount(1)
	// group a: priority high AND context @Home
	await scope.getByLabel('Field of row 1').selectOption('priority')
	if (!jsOn(testInfo)) await scope.getByRole('button', { name: 'Update choices' }).click()
	await scope.getByLabel('Value of row 1').selectOption('high')
	await scope.getByRole('button', { name: 'Add row' }).click()
	await expect(scope.getByRole('listitem')).toHaveCount(2)
	await scope.getByLabel('Field of row 2').selectOption('context')
	await scope.getByRole('button', { name: 'Add row' }).click()
	await scope.getByLabel('Value of row 2').selectOption('@Home')
	// group b: title contains "bank"
	await scope.getByLabel('Group of row 3').selectOption('b')
	await scope.getByLabel('Field of row 3').selectOption('title')
	await scope.getByRole('button', { name: 'Add row' }).click()
	await expect(scope.getByRole('listitem')).toHaveCount(4)
	await scope.getByRole('button', { name: 'Remove row 4' }).click()
	await expect(scope.getByRole('listitem')).toHaveCount(3)
	await scope.getByLabel('Value of row 3').fill('bank')
	await expectAccessible(page)
	await scope.getByRole('button', { name: 'Filter', exact: true }).click()
	await expect(page).toHaveURL(/\/tasks\/custom$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Custom')
	await expect.poll(async () => (await cardTitles(page)).sort()).toEqual(['Call the bank', 'Fix the BANK app', 'Fix the fence'])
	// the filter is saved: the filter form shows it again
	await page.goto('/tasks/filter')
	await expect(page.getByLabel('Field of row 3')).toHaveValue('title')
	await expect(page.getByLabel('Value of row 3')).toHaveValue('bank')
	// a row with a field but no value is refused with a message
	await page.getByLabel('Value of row 3').fill('')
	await page.getByRole('button', { name: 'Filter', exact: true }).click()
	await expect(page.getByRole('alert')).toContainText('Row 3: Enter the text to look for.')
	await expect(page).toHaveTitle(/^Error: Filter Tasks/)
})
