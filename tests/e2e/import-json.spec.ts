// Your own data back in (issue 30, decision 225): the JSON export downloaded from the profile, uploaded into a fresh
// account through Data Import's "Twentyfour (JSON export)", previewed, confirmed, and the tasks in the list; with
// JavaScript on (upload with progress) and off (plain form posts). The round trip's rules: app/imports/twentyfour.server.test.ts.
import type { Page } from '@playwright/test'
import { expect, expectAccessible, findTasks, test } from './fixtures'
import { addRichData } from '../rich-account'
import { userDataExport } from '~/profile/export.server'

const toast = (page: Page) => page.getByTestId('toast')
const result = (page: Page) => page.getByRole('region', { name: 'Import finished' }).getByRole('status')

async function upload(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }, timezone = 'Europe/Paris') {
	await page.goto('/profile/dataImport')
	await page.getByLabel('Source').selectOption('twentyfour')
	// with JavaScript the form proposes the browser's timezone; the dates are placed in the one chosen here
	await page.getByLabel('Timezone').selectOption(timezone)
	await page.getByRole('group', { name: 'Replace existing data' }).getByLabel('Yes', { exact: true }).check()
	await page.getByLabel('Drop file here ...or click to select a file from your computer').setInputFiles(file)
	await page.getByRole('button', { name: 'Import', exact: true }).click()
}

test('export your data, import it into a fresh account: preview, Confirm, the tasks in the list', async ({ page, signIn, anotherUser }, testInfo) => {
	const third = await anotherUser({ timezone: 'Europe/Paris' })
	addRichData(third.user.id)
	const thirdBefore = JSON.stringify(userDataExport(third.user.id, 0))

	// the first account downloads its export from the profile
	const first = await signIn({ timezone: 'Europe/Paris' })
	addRichData(first.user.id)
	await page.goto('/profile/dataImport')
	const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'all of your data as JSON' }).click()])
	const file = testInfo.outputPath('data.json')
	await download.saveAs(file)
	const exported = userDataExport(first.user.id)

	// a fresh account (the starter folders, contexts and tasks) imports it with Replace = Yes
	const fresh = await signIn({ timezone: 'Europe/Paris' })
	await upload(page, file)
	await expect(page).toHaveURL(/\/profile\/import\/[a-f0-9]{32}$/)
	await expect(page.getByText('(Twentyfour JSON export, read in Europe/Paris)')).toBeVisible()
	await expect(page.getByText('your tasks, folders and contexts will be deleted first (your templates are kept).')).toBeVisible()
	await expect(page.getByText(`${exported.tasks.length} tasks: ${exported.tasks.length - 1} open and 1 completed, of which 1 sub-task`)).toBeVisible()
	await expect(page.getByText('2 new templates: Spring garden, Spring garden (shared)')).toBeVisible()
	await expect(page.getByText('Your quick-add defaults and display options will be set to those of the file.')).toBeVisible()
	await expect(page.getByText('Every row can be imported as it is.')).toBeVisible()
	await expectAccessible(page)
	expect(findTasks(fresh.user.id).map((t) => t.title)).not.toContain('Plant the roses')

	await page.getByRole('button', { name: 'Confirm' }).click()
	const imported = `Imported ${exported.tasks.length} tasks, ${exported.folders.length} folders and ${exported.contexts.length} contexts from data.json.`
	await expect(result(page)).toHaveText(`${imported} 2 templates added; quick-add defaults and display options restored.`)
	await expect(toast(page)).toContainText(imported)
	await expectAccessible(page)

	const roses = findTasks(fresh.user.id).find((t) => t.title === 'Plant the roses')!
	expect(roses).toMatchObject({ star: true, priority: 'top', repeat: 'FREQ=WEEKLY;INTERVAL=1', remind: 60, stackRank: 2.5, folder: 'Garden' })
	expect(findTasks(fresh.user.id).find((t) => t.title === 'Dig the holes')?.parentId).toBe(roses.id)
	await page.goto('/tasks')
	await expect(page.getByText('Plant the roses').first()).toBeVisible()
	await expectAccessible(page)
	// nobody else's data moved
	expect(JSON.stringify(userDataExport(third.user.id, 0))).toBe(thirdBefore)
	expect(findTasks(first.user.id)).toHaveLength(exported.tasks.length)
})

// a file over 10 MB is refused by the one upload both importers share: import.spec.ts sends one through each way
// (the form's post and its upload with progress), app/imports/imports.server.test.ts holds the rule
test('a file that is not a Twentyfour export is refused in the form; a 1 MB title is cut and reported', async ({ page, signIn }) => {
	// a 1 MB upload on a busy two-core machine
	test.slow()
	const me = await signIn({ timezone: 'UTC' })
	const before = findTasks(me.user.id).length
	await upload(page, { name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"tasks": [') })
	await expect(page.locator('#file-error')).toContainText('broken.json is not a Twentyfour export: it is not JSON.')
	await expect(page).toHaveTitle(/^Error: /)
	await expectAccessible(page)
	await upload(page, { name: 'other.json', mimeType: 'application/json', buffer: Buffer.from('{"items": []}') })
	await expect(page.locator('#file-error')).toContainText('other.json is not a Twentyfour export (')
	expect(findTasks(me.user.id)).toHaveLength(before)

	const doc = userDataExport(me.user.id)
	doc.tasks[0] = { ...doc.tasks[0]!, title: 'y'.repeat(1024 * 1024) }
	await upload(page, { name: 'long.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(doc)) })
	await expect(page.getByRole('heading', { level: 1, name: 'Import preview' })).toBeVisible()
	await expect(page.getByRole('cell', { name: 'its title is longer than 500 characters and was cut to that length' })).toBeVisible()
	await expectAccessible(page)
	await page.getByRole('button', { name: 'Confirm' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Import finished' })).toBeVisible()
	expect(findTasks(me.user.id).map((t) => t.title)).toContain('y'.repeat(500))
})
