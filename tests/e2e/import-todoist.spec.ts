// Todoist (CSV) import (issue 30, item 3; docs/decisions/226): a Todoist export uploaded through the Data Import form,
// the preview (source, the flattened sub-tasks, the rows it cannot map), Confirm, and the imported tasks in the list;
// with JavaScript on (upload with progress) and off (plain form posts). The mapping's rules: app/imports/todoist*.test.ts.
import { expect, expectAccessible, findTasks, test } from './fixtures'
import type { Page } from '@playwright/test'

const FIXTURES = 'tests/fixtures/todoist'

async function upload(page: Page, file: string) {
	await page.goto('/profile/dataImport')
	await page.getByLabel('Source').selectOption({ label: 'Todoist (CSV)' })
	await page.getByRole('group', { name: 'Replace existing data' }).getByLabel('No', { exact: true }).check()
	await page.getByLabel('Drop file here ...or click to select a file from your computer').setInputFiles(file)
	await page.getByRole('button', { name: 'Import', exact: true }).click()
}

test('import a Todoist CSV: preview with the flattened sub-tasks, Confirm, and the tasks in the list', async ({ page, signedInUser }) => {
	// five pages, each checked with axe, the last a list of fifteen tasks: more than a minute on a busy two-core machine
	test.slow()
	const before = findTasks(signedInUser.user.id).length
	await page.goto('/profile/dataImport')
	await expect(page.getByLabel('Source').getByRole('option', { name: 'Todoist (CSV)' })).toBeAttached()
	await expectAccessible(page)

	await upload(page, `${FIXTURES}/Home.csv`)
	await expect(page).toHaveURL(/\/profile\/import\/[a-f0-9]{32}$/)
	await expect(page.getByRole('heading', { level: 1, name: 'Import preview' })).toBeVisible()
	await expect(page.getByText('(Todoist CSV, read in')).toBeVisible()
	await expect(page.getByText('10 tasks: 10 open and 0 completed, of which 4 sub-tasks')).toBeVisible()
	await expect(page.getByText('2 sub-tasks deeper than one level were attached to their top task')).toBeVisible()
	await expect(page.getByText('Tasks outside a section go into the folder "Home"')).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Rows that cannot be imported fully (2)' })).toBeVisible()
	await expect(page.getByRole('row', { name: /line 8 Download the PDF/ })).toContainText('attached to its top task "Pay rent"')
	await expectAccessible(page)
	expect(findTasks(signedInUser.user.id)).toHaveLength(before)
	// a Todoist file has no statuses: the preview offers one, the Quick Add Defaults' by default (issue 51, point 14)
	const noStatus = page.getByLabel('Status for the 10 tasks without one')
	await expect(noStatus).toHaveValue('planning')
	await noStatus.selectOption({ label: 'Next Action' })

	await page.getByRole('button', { name: 'Confirm' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Import finished' })).toBeVisible()
	await expect(page.getByRole('region', { name: 'Import finished' }).getByRole('status')).toContainText('Imported 10 tasks')
	await expectAccessible(page)
	expect(findTasks(signedInUser.user.id).filter((t) => t.via === 'Todoist import').every((t) => t.status === 'next')).toBe(true)
	const mine = findTasks(signedInUser.user.id).filter((t) => t.via === 'Todoist import')
	expect(mine).toHaveLength(10)
	const rent = mine.find((t) => t.title === 'Pay rent')!
	expect(rent).toMatchObject({ priority: 'top', context: 'computer', folder: 'Home', repeat: 'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=15' })
	expect(mine.find((t) => t.title === 'File it')?.parentId).toBe(rent.id)

	// the imported list
	await page.getByRole('link', { name: 'Go to your tasks' }).click()
	await expect(page).toHaveURL(/\/tasks/)
	for (const title of ['Pay rent', 'Water plants', 'Mow the lawn', 'Post the letters']) {
		await expect(page.getByText(title, { exact: true }).first()).toBeVisible()
	}
	await expectAccessible(page)
})

test('a Todoist CSV with rows it cannot map lists each of them; a file that is not a Todoist CSV is refused', async ({ page, signedInUser }) => {
	const before = findTasks(signedInUser.user.id).length
	await upload(page, `${FIXTURES}/problems.csv`)
	await expect(page.getByRole('heading', { name: 'Rows that cannot be imported fully (13)' })).toBeVisible()
	await expect(page.locator('tbody tr')).toHaveCount(13)
	await expect(page.getByRole('row', { name: /line 7 Morgen/ })).toContainText('dates are read in English; DATE_LANG is "de"')
	await expect(page.getByRole('row', { name: /line 10 Wrong type/ })).toContainText('Skipped:')
	await expectAccessible(page)

	await upload(page, 'tests/fixtures/toodledo/current-lf.csv')
	await expect(page.locator('#file-error')).toContainText('current-lf.csv is not a Todoist CSV.')
	await expectAccessible(page)
	expect(findTasks(signedInUser.user.id)).toHaveLength(before)
})
