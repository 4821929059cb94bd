// Toodledo import (issue 13): the form in the profile's Data Import section, the preview with Confirm and Cancel, and
// the result, with JavaScript on (upload with progress) and off (plain form posts). Rules are in app/imports/*.test.ts.
import { expect, expectAccessible, findTasks, test } from './fixtures'
import type { Page } from '@playwright/test'

const SAMPLE = 'tests/fixtures/toodledo/toodledo2todoist-sample.csv'
const FIXTURES = 'tests/fixtures/toodledo'
const panel = (page: Page) => page.getByRole('region', { name: 'Data Import and Export', exact: true })
const toast = (page: Page) => page.getByTestId('toast')
const result = (page: Page) => page.getByRole('region', { name: 'Import finished' }).getByRole('status')

async function choose(page: Page, replace: 'Yes' | 'No', file: string | { name: string; mimeType: string; buffer: Buffer }) {
	await page.getByRole('group', { name: 'Replace existing data' }).getByLabel(replace, { exact: true }).check()
	await page.getByLabel('Drop file here ...or click to select a file from your computer').setInputFiles(file)
	await page.getByRole('button', { name: 'Import', exact: true }).click()
}

test('import a Toodledo export: preview, cancel, then confirm with Replace = No and Yes', async ({ page, signedInUser }) => {
	const before = findTasks(signedInUser.user.id).length
	await page.goto('/profile/dataImport')
	await expect(panel(page).getByRole('heading', { name: 'Data Import' })).toBeVisible()
	await expect(page.getByLabel('Source')).toHaveValue('toodledo')

	// point 5: the messages when a choice or the file is missing
	await page.getByRole('button', { name: 'Import', exact: true }).click()
	await expect(page.getByRole('alert')).toContainText("Select whether or not you'd like your existing data to be deleted prior to the import.")
	await expect(page.getByRole('alert')).toContainText('Select a file to be imported.')
	await expect(page).toHaveTitle(/^Error: /)
	await expectAccessible(page)

	// the preview: nothing written yet
	await choose(page, 'No', SAMPLE)
	await expect(page).toHaveURL(/\/profile\/import\/[a-f0-9]{32}$/)
	await expect(page.getByRole('heading', { level: 1, name: 'Import preview' })).toBeVisible()
	await expect(page.getByText('4 tasks: 4 open and 0 completed, of which 0 sub-tasks')).toBeVisible()
	// the default folders of a new account include Personal
	await expect(page.getByText('1 folder you already have: Personal')).toBeVisible()
	await expectAccessible(page)
	expect(findTasks(signedInUser.user.id)).toHaveLength(before)

	// Cancel discards the upload
	const previewUrl = page.url()
	await page.getByRole('button', { name: 'Cancel' }).click()
	await expect(page).toHaveURL(/\/profile\/dataImport#section-dataImport$/)
	await expect(toast(page)).toContainText("Action cancelled at user's request.  No data was changed.")
	// the page opens at its section, seventh of ten (issue 24)
	await expect(page.getByRole('heading', { name: 'Data Import and Export' })).toBeInViewport()
	expect(findTasks(signedInUser.user.id)).toHaveLength(before)
	const gone = await page.goto(previewUrl)
	expect(gone?.status()).toBe(404)

	// Confirm with Replace = No adds to the existing tasks
	await page.goto('/profile/dataImport')
	await choose(page, 'No', SAMPLE)
	await page.getByRole('button', { name: 'Confirm' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Import finished' })).toBeVisible()
	const imported = 'Imported 4 tasks, 0 folders and 0 contexts from toodledo2todoist-sample.csv.'
	await expect(result(page)).toHaveText(imported)
	await expect(toast(page)).toContainText(imported)
	await expectAccessible(page)
	const after = findTasks(signedInUser.user.id)
	expect(after).toHaveLength(before + 4)
	expect(after.find((t) => t.title === 'Test tags')).toMatchObject({ via: 'Toodledo import', notes: 'Tags: tag1, tag2', star: true, priority: 'medium' })

	// the XML export with Replace = Yes: sub-task listed before its parent, rows reported
	await page.goto('/profile/dataImport')
	await choose(page, 'Yes', `${FIXTURES}/export.xml`)
	await expect(page.getByText('Replace existing data is Yes')).toBeVisible()
	await expect(page.getByText('4 tasks: 3 open and 1 completed, of which 1 sub-task')).toBeVisible()
	await expect(page.getByRole('cell', { name: 'item 103' })).toBeVisible()
	await page.getByRole('button', { name: 'Confirm' }).click()
	await expect(result(page)).toHaveText('Imported 4 tasks, 2 folders and 2 contexts from export.xml.')
	const replaced = findTasks(signedInUser.user.id)
	expect(replaced.map((t) => t.title).sort()).toEqual(['Camping trip', 'Mow the lawn', 'Orphan sub-task', 'Pack the tent'])
	const tent = replaced.find((t) => t.title === 'Pack the tent')!
	expect(replaced.find((t) => t.id === tent.parentId)?.title).toBe('Camping trip')
})

test('files that are not Toodledo exports, empty or over 10 MB are refused and nothing changes', async ({ page, signedInUser }) => {
	// an 11 MB upload on a busy two-core machine
	test.slow()
	const before = findTasks(signedInUser.user.id).length
	await page.goto('/profile/dataImport')
	await choose(page, 'No', `${FIXTURES}/todoist.csv`)
	await expect(page.locator('#file-error')).toContainText('todoist.csv is not a Toodledo export.')
	await expectAccessible(page)
	await page.goto('/profile/dataImport')
	await choose(page, 'No', `${FIXTURES}/broken.csv`)
	await expect(page.locator('#file-error')).toContainText('broken.csv could not be read: a quoted value on line 3 is not closed properly.')
	await page.goto('/profile/dataImport')
	await choose(page, 'No', { name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.alloc(11 * 1024 * 1024, 'a') })
	await expect(page.locator('#file-error')).toContainText('The file is larger than 10 MB. Choose a file of 10 MB or less.')
	expect(findTasks(signedInUser.user.id)).toHaveLength(before)
})

test('a file whose every row fails: the preview shows 100 problems, counts the rest, and downloads them all', async ({ page, signedInUser }) => {
	void signedInUser
	const header = '"TASK","FOLDER","CONTEXT","GOAL","LOCATION","STARTDATE","STARTTIME","DUEDATE","DUETIME","REPEAT","LENGTH","TIMER","PRIORITY","TAG","STATUS","STAR","NOTE","COMPLETED"'
	const rows = Array.from({ length: 2500 }, (_, i) => `"","Home",,,,,,,,,,,,,,,"note ${i}",`)
	await page.goto('/profile/dataImport')
	await choose(page, 'No', { name: 'nothing-fits.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...rows].join('\n')) })
	await expect(page.getByRole('heading', { level: 1, name: 'Import preview' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Rows that cannot be imported fully (2,500)' })).toBeVisible()
	await expect(page.locator('tbody tr')).toHaveCount(100)
	await expect(page.getByText('The first 100 rows are shown; 2,400 more rows are not.')).toBeVisible()
	await expectAccessible(page)

	const link = page.getByRole('link', { name: 'Download the list of all 2,500 rows (CSV)' })
	const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
	const csv = await (await download.createReadStream()).toArray()
	const lines = Buffer.concat(csv).toString('utf8').trimEnd().split('\r\n')
	expect(lines).toHaveLength(2501)
	expect(lines[2500]).toBe('line 2501,,"Skipped: it has no title, so it is not imported"')
})
