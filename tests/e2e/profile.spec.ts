// The profile page (screen 21): every section, with JavaScript on and off (the two projects).
import { expect, expectAccessible, findTasks, makeTask, signInAtProvider, signUp, test } from './fixtures'
import type { Page } from '@playwright/test'

const SECTIONS = [
	['general', 'Personal Details'],
	['subscription', 'Manage Subscription'],
	['taskDefaults', 'Quick Add Defaults'],
	['contexts', 'Contexts'],
	['folders', 'Folders'],
	['reminder', 'Reminders'],
	['dataImport', 'Data Import and Export'],
	['calendarSync', 'Calendar and Sync'],
	['deleteOptions', 'Danger Zone'],
] as const

const header = (page: Page, title: string) => page.getByRole('link', { name: title, exact: true })
const panel = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true })
const toast = (page: Page) => page.getByTestId('toast')

async function addTasks(ownerId: string, list: { title: string; context?: string; folder?: string }[]) {
	for (const t of list) await makeTask(ownerId, t)
}

test('the profile: avatar, full name, member since, and an accordion of deep-linkable sections', async ({ page, signedInUser: me }) => {
	// it opens every section (nine now, with reminders, subscription and import), each with axe: about a minute
	test.slow()
	await page.goto('/dashboard')
	await page.getByText('User', { exact: true }).click()
	await page.getByRole('link', { name: 'Profile' }).click()
	await expect(page).toHaveURL(/\/profile$/)
	await expect(page.getByRole('heading', { level: 1, name: `${me.firstName} ${me.lastName}` })).toBeVisible()
	const since = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'Europe/London' }).format(me.user.signupDate)
	await expect(page.getByText(`Member since ${since}`)).toBeVisible()
	expect(since).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/)
	await expect(page).toHaveTitle('Personal Details | Profile | Twentyfour')
	// one section open: Personal Details by default
	await expect(header(page, 'Personal Details')).toHaveAttribute('aria-expanded', 'true')
	await expect(panel(page, 'Personal Details')).toBeVisible()
	await expect(page.getByRole('region')).toHaveCount(1)
	await expectAccessible(page)

	// a header is a link to its section
	await header(page, 'Contexts').click()
	await expect(page).toHaveURL(/\/profile\/contexts#section-contexts$/)
	await expect(panel(page, 'Contexts')).toBeVisible()
	await expect(header(page, 'Personal Details')).toHaveAttribute('aria-expanded', 'false')
	await expect(page.getByRole('region')).toHaveCount(1)

	for (const [id, title] of SECTIONS) {
		await page.goto(`/profile/${id}`)
		await expect(header(page, title)).toHaveAttribute('aria-expanded', 'true')
		await expect(panel(page, title)).toBeVisible()
		await expect(page.getByRole('region')).toHaveCount(1)
		await expectAccessible(page)
	}
	const res = await page.goto('/profile/nonsense')
	expect(res?.status()).toBe(404)
})

test('the sections without controls here say plainly what this instance offers', async ({ page, signedInUser }) => {
	void signedInUser
	await page.goto('/profile/subscription')
	await expect(panel(page, 'Manage Subscription')).toContainText('This server includes everything')
	await expect(panel(page, 'Manage Subscription')).toContainText('Paid plans are not offered on this instance')
	await page.goto('/profile/reminder')
	await expect(panel(page, 'Reminders')).toContainText('Reminders are not configured on this instance')
	await page.goto('/profile/dataImport')
	// the import itself: tests/e2e/import.spec.ts
	await expect(panel(page, 'Data Import and Export').getByRole('button', { name: 'Import', exact: true })).toBeVisible()
})

test('Personal Details: the profile rules, save and cancel', async ({ page, signedInUser: me, anotherUser }) => {
	const other = await anotherUser()
	await page.goto('/profile/general')
	const form = panel(page, 'Personal Details')
	await expect(form.getByLabel('First name')).toHaveValue(me.firstName)
	await expect(form.getByLabel('Timezone')).toHaveValue('Europe/London')
	await expect(form.getByLabel('Country')).toHaveValue('GB')

	await form.getByLabel('First name').fill('   ')
	await form.getByLabel('Country').selectOption('')
	await form.getByRole('button', { name: 'Save' }).click()
	await expect(page).toHaveTitle(/^Error: Personal Details \| Profile/)
	const summary = page.getByRole('alert')
	await expect(summary.getByRole('link')).toHaveText(['This information is required.', 'This information is required.'])
	await expect(page.locator('#firstName-error')).toHaveText('Error: This information is required.')
	await expect(page.locator('#country-error')).toHaveText('Error: This information is required.')
	await expectAccessible(page)

	await form.getByLabel('First name').fill('Augusta')
	await form.getByLabel('Last name').fill('King')
	await form.getByLabel('Preferred name').fill('Ada')
	await form.getByLabel('Timezone').selectOption('America/New_York')
	await form.getByLabel('Country').selectOption('US')
	await form.getByRole('button', { name: 'Save' }).click()
	await expect(toast(page)).toContainText('Personal details updated successfully.')
	await expect(page.getByRole('heading', { level: 1, name: 'Augusta King' })).toBeVisible()
	await page.reload()
	await expect(form.getByLabel('First name')).toHaveValue('Augusta')
	await expect(form.getByLabel('Timezone')).toHaveValue('America/New_York')
	await expect(form.getByLabel('Country')).toHaveValue('US')

	// Cancel changes nothing and shows the saved values again
	await form.getByLabel('Last name').fill('Byron')
	await form.getByRole('button', { name: 'Cancel' }).click()
	await expect(toast(page)).toContainText("Action cancelled at user's request.")
	await expect(form.getByLabel('Last name')).toHaveValue('King')
	const { getUserById } = await import('~/identity/users.server')
	expect(getUserById(me.user.id)).toMatchObject({ firstName: 'Augusta', lastName: 'King', goesBy: 'Ada', timezone: 'America/New_York', country: 'US' })
	expect(getUserById(other.user.id)).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', timezone: 'Europe/London', country: 'GB' })
})

test('Quick Add Defaults: saving changes what quick add fills in', async ({ page, signedInUser: me, anotherUser }) => {
	const other = await anotherUser()
	await page.goto('/profile/taskDefaults')
	const form = panel(page, 'Quick Add Defaults')
	await expect(form.getByLabel('Priority')).toHaveValue('medium')
	await expect(form.getByLabel('Status')).toHaveValue('planning')
	await expect(form.getByLabel('Folder')).toHaveValue('Inbox')
	await expect(form.getByLabel('Start')).toHaveValue('1')
	await expect(form.getByLabel('Due').locator('option')).toHaveText(['Today', 'Tomorrow', '+2 days', '+3 days', '+7 days', '+30 days'])
	await form.getByLabel('Priority').selectOption({ label: 'Top' })
	await form.getByLabel('Status').selectOption({ label: 'Next Action' })
	await form.getByLabel('Folder').selectOption('Personal')
	await form.getByLabel('Context').selectOption('@Home')
	await form.getByLabel('Start').selectOption({ label: 'Today' })
	await form.getByLabel('Due').selectOption({ label: '+7 days' })
	await form.getByRole('button', { name: 'Save' }).click()
	await expect(toast(page)).toContainText('Quick Add Defaults updated.')
	await page.reload()
	await expect(form.getByLabel('Priority')).toHaveValue('top')
	await expect(form.getByLabel('Due')).toHaveValue('7')

	const { getDefaultTaskOptions } = await import('~/tasks/preferences.server')
	const { quickAddFields } = await import('~/profile/task-defaults')
	const { localMidnight } = await import('~/lib/dates')
	const filled = quickAddFields(getDefaultTaskOptions(me.user.id), 'Europe/London')
	expect(filled).toMatchObject({ priority: 'top', status: 'next', folder: 'Personal', context: '@Home', star: false, completed: false })
	expect(filled.start).toBe(localMidnight('Europe/London'))
	expect(filled.due).toBe(localMidnight('Europe/London', Date.now(), 7))
	expect(getDefaultTaskOptions(other.user.id)).toMatchObject({ priority: 'medium', status: 'planning', folder: 'Inbox', start: 1, due: 1 })

	await form.getByLabel('Priority').selectOption({ label: 'Low' })
	await form.getByRole('button', { name: 'Cancel' }).click()
	await expect(toast(page)).toContainText("Action cancelled at user's request.")
	await expect(form.getByLabel('Priority')).toHaveValue('top')
})

const rows = (page: Page, kind: string) => page.getByTestId(`${kind}-row`)

/**
 * Selects an editor button. Without JavaScript that posts the form and loads the answer: wait for all
 * of it, since a click on a half-loaded page would post half a form.
 */
async function press(page: Page, name: string) {
	const button = page.getByRole('button', { name, exact: true })
	if (test.info().project.name === 'no-js') await Promise.all([page.waitForEvent('load'), button.click()])
	else await button.click()
}
const names = async (page: Page, kind: 'contexts' | 'folders') => {
	const Kind = kind === 'contexts' ? 'Context' : 'Folder'
	// without JavaScript, the answer to the last click may still be arriving
	await page.waitForLoadState()
	const count = await rows(page, kind).count()
	const out: string[] = []
	for (let i = 0; i < count; i++) {
		const input = page.getByLabel(`${Kind} ${i + 1} Name`, { exact: true })
		out.push((await input.count()) ? await input.inputValue() : `(deleted) ${await rows(page, kind).nth(i).locator('.line-through').textContent()}`)
	}
	return out
}
const orders = async (page: Page, kind: 'contexts' | 'folders') => {
	const Kind = kind === 'contexts' ? 'Context' : 'Folder'
	// without JavaScript, the answer to the last click may still be arriving
	await page.waitForLoadState()
	const count = await rows(page, kind).count()
	const out: string[] = []
	for (let i = 0; i < count; i++) out.push(await page.getByLabel(`${Kind} ${i + 1} Order`, { exact: true }).inputValue())
	return out
}

test('Contexts: add, rename with tasks following, sort renumbering, mark and undo, validation, delete one in use', async ({ page, signedInUser: me, anotherUser }) => {
	const other = await anotherUser()
	await addTasks(me.user.id, [
		{ title: 'buy milk', context: '@Shopping' },
		{ title: 'buy bread', context: '@Shopping' },
		{ title: 'file report', context: '@Work' },
		{ title: 'revise', context: '@School' },
	])
	await addTasks(other.user.id, [{ title: 'their shopping', context: '@Shopping' }])

	await page.goto('/profile/contexts')
	await expect(rows(page, 'contexts')).toHaveCount(4)
	// with JavaScript, editing happens in the page: only Save reaches the server
	const posts: string[] = []
	page.on('request', (r) => {
		if (r.method() === 'POST') posts.push(r.postData() ?? '')
	})
	if (test.info().project.name === 'js') await expect(page.locator('form[data-enhanced]')).toHaveCount(1)
	expect(await names(page, 'contexts')).toEqual(['@Home', '@School', '@Shopping', '@Work'])
	expect(await orders(page, 'contexts')).toEqual(['0', '5', '10', '15'])
	await expectAccessible(page)

	// sort by name descending after ascending, renumbering 5, 10, 15, 20
	await press(page, 'Sort by name, ascending')
	await expect(page.getByRole('button', { name: 'Sort by name, descending' })).toBeVisible()
	expect(await orders(page, 'contexts')).toEqual(['5', '10', '15', '20'])
	await press(page, 'Sort by name, descending')
	await expect(page.getByRole('button', { name: 'Sort by name, ascending' })).toBeVisible()
	expect(await names(page, 'contexts')).toEqual(['@Work', '@Shopping', '@School', '@Home'])
	expect(await orders(page, 'contexts')).toEqual(['5', '10', '15', '20'])

	// add a row, then a second one that is simply removed
	await press(page, 'Add context')
	await expect(rows(page, 'contexts')).toHaveCount(5)
	await page.getByLabel('Context 5 Name', { exact: true }).fill('@Errands')
	await page.getByLabel('Context 5 Private', { exact: true }).uncheck()
	await press(page, 'Add context')
	await expect(rows(page, 'contexts')).toHaveCount(6)
	await press(page, 'Remove new context')
	await expect(rows(page, 'contexts')).toHaveCount(5)
	await expect(page.getByLabel('Context 5 Name', { exact: true })).toHaveValue('@Errands')

	// rename; mark one for deletion and undo it; mark another
	await page.getByLabel('Context 2 Name', { exact: true }).fill('@Shops')
	await press(page, 'Delete @Home')
	await expect(rows(page, 'contexts').nth(3)).toContainText('Marked for deletion')
	await press(page, 'Undo delete @Home')
	await expect(page.getByLabel('Context 4 Name', { exact: true })).toHaveValue('@Home')
	await press(page, 'Delete @Work')
	await expect(rows(page, 'contexts').nth(0)).toContainText('Marked for deletion')

	// a blank name blocks Save, and nothing is saved
	await page.getByLabel('Context 3 Name', { exact: true }).fill('  ')
	expect(posts).toHaveLength(test.info().project.name === 'js' ? 0 : 8)
	await page.getByRole('button', { name: 'Save' }).click()
	await expect(page).toHaveTitle(/^Error: Contexts/)
	await expect(toast(page)).toContainText('Unable to save context changes.  Review context list for details.')
	await expect(page.getByRole('alert').getByRole('link')).toHaveText('A name for the context must be provided.')
	await expect(page.getByLabel('Context 3 Name', { exact: true })).toHaveAttribute('aria-invalid', 'true')
	await expectAccessible(page)
	// the edit is still there
	await expect(page.getByLabel('Context 2 Name', { exact: true })).toHaveValue('@Shops')
	await expect(rows(page, 'contexts').nth(0)).toContainText('Marked for deletion')
	expect(findTasks(me.user.id).filter((t) => t.context === '@Shops')).toHaveLength(0)

	await page.getByLabel('Context 3 Name', { exact: true }).fill('@Study')
	await page.getByRole('button', { name: 'Save' }).click()
	await expect(toast(page)).toContainText('Contexts updated. 1 task that used a deleted context is now unassigned.')
	await expect(page).toHaveTitle('Contexts | Profile | Twentyfour')
	expect(await names(page, 'contexts')).toEqual(['@Shops', '@Study', '@Home', '@Errands'])
	expect(await orders(page, 'contexts')).toEqual(['10', '15', '20', '25'])
	await expect(page.getByLabel('Context 4 Private', { exact: true })).not.toBeChecked()

	const mine = Object.fromEntries(findTasks(me.user.id).map((t) => [t.title, t.context]))
	expect(mine).toMatchObject({ 'buy milk': '@Shops', 'buy bread': '@Shops', 'file report': '', revise: '@Study' })
	const theirs = findTasks(other.user.id)
	expect(theirs.find((t) => t.title === 'their shopping')!.context).toBe('@Shopping')
	const { listNames } = await import('~/tasks/lists.server')
	expect(listNames(other.user.id, 'contexts')).toEqual(['@Home', '@School', '@Shopping', '@Work'])
})

test('Contexts: Cancel reloads the saved list', async ({ page, signedInUser }) => {
	void signedInUser
	await page.goto('/profile/contexts')
	await press(page, 'Sort by order, ascending')
	await expect(page.getByRole('button', { name: 'Sort by order, descending' })).toBeVisible()
	await press(page, 'Add context')
	await page.getByLabel('Context 5 Name', { exact: true }).fill('@Nowhere')
	await press(page, 'Delete @Home')
	await expect(page.getByRole('button', { name: 'Undo delete @Home' })).toBeVisible()
	await page.getByRole('button', { name: 'Cancel' }).click()
	await expect(toast(page)).toContainText("Action cancelled at user's request.  No data was changed.")
	await expect(rows(page, 'contexts')).toHaveCount(4)
	expect(await names(page, 'contexts')).toEqual(['@Home', '@School', '@Shopping', '@Work'])
	expect(await orders(page, 'contexts')).toEqual(['0', '5', '10', '15'])
})

test('Folders: group column, sort by order, rename with tasks following, delete one in use', async ({ page, signedInUser: me }) => {
	await addTasks(me.user.id, [{ title: 'budget', folder: 'Finances' }])
	await page.goto('/profile/folders')
	expect(await names(page, 'folders')).toEqual(['Inbox', 'Family', 'Finances', 'Personal', 'Professional'])
	await expect(page.getByLabel('Folder 1 Group', { exact: true })).toHaveValue('Default')

	await press(page, 'Sort by order, ascending')
	await expect(page.getByRole('button', { name: 'Sort by order, descending' })).toBeVisible()
	await press(page, 'Sort by order, descending')
	await expect(page.getByRole('button', { name: 'Sort by order, ascending' })).toBeVisible()
	expect(await names(page, 'folders')).toEqual(['Professional', 'Personal', 'Finances', 'Family', 'Inbox'])
	expect(await orders(page, 'folders')).toEqual(['5', '10', '15', '20', '25'])

	await page.getByLabel('Folder 5 Name', { exact: true }).fill('In tray')
	await page.getByLabel('Folder 5 Group', { exact: true }).fill('')
	await press(page, 'Delete Finances')
	await expect(page.getByRole('button', { name: 'Undo delete Finances' })).toBeVisible()
	// Enter in a field saves
	await page.getByLabel('Folder 1 Name', { exact: true }).press('Enter')
	await expect(toast(page)).toContainText('Folders updated. 1 task that used a deleted folder is now unassigned.')
	expect(await names(page, 'folders')).toEqual(['Professional', 'Personal', 'Family', 'In tray'])
	await expect(page.getByLabel('Folder 4 Group', { exact: true })).toHaveValue('')

	const mine = findTasks(me.user.id)
	expect(mine.find((t) => t.title === 'budget')!.folder).toBe('')
	// the four starter tasks were in Inbox
	expect(mine.filter((t) => t.folder === 'In tray')).toHaveLength(4)
	// Quick Add Defaults follow the rename
	await page.goto('/profile/taskDefaults')
	await expect(page.getByLabel('Folder')).toHaveValue('In tray')
})

async function download(page: Page, linkName: string) {
	const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: linkName }).first().click()])
	const path = await file.path()
	const fs = await import('node:fs')
	return { name: file.suggestedFilename(), text: fs.readFileSync(path, 'utf8') }
}

test("Export: the CSV and JSON hold this user's data and nobody else's, and neutralise formula cells", async ({ page, context, signedInUser: me, anotherUser }) => {
	const other = await anotherUser()
	await addTasks(me.user.id, [{ title: '=HYPERLINK("http://evil.example","click")', folder: 'Inbox' }, { title: '+SUM(1,2)' }])
	await addTasks(other.user.id, [{ title: 'private task of someone else' }])

	await page.goto('/profile/dataImport')
	const csv = await download(page, 'all tasks as CSV')
	expect(csv.name).toMatch(/^twentyfour-tasks-\d{4}-\d{2}-\d{2}\.csv$/)
	const lines = csv.text.split('\r\n')
	expect(lines[0]).toMatch(/^id,title,notes,added,completed,completedDate,star,start,starttime,due,duetime,length,repeat,/)
	// the four starter tasks and the two added here
	expect(lines.filter(Boolean)).toHaveLength(7)
	expect(csv.text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`)
	expect(csv.text).toContain(`'+SUM(1,2)`)
	expect(csv.text).toContain('#1 Add every task I can think of')
	expect(csv.text).not.toContain('private task of someone else')
	expect(csv.text).not.toMatch(/(^|,)[=+@]/m)

	await page.goto('/profile/deleteOptions')
	const json = await download(page, 'all of your data as JSON')
	expect(json.name).toMatch(/^twentyfour-data-\d{4}-\d{2}-\d{2}\.json$/)
	const data = JSON.parse(json.text)
	expect(data.user).toMatchObject({ id: me.user.id, email: me.email, firstName: me.firstName })
	expect(data.tasks).toHaveLength(6)
	expect(data.tasks.map((t: { title: string }) => t.title)).toContain('=HYPERLINK("http://evil.example","click")')
	expect(data.folders).toHaveLength(5)
	expect(data.contexts).toHaveLength(4)
	expect(json.text).not.toContain(other.user.id)
	expect(json.text).not.toContain('private task of someone else')
	expect(json.text).not.toContain(me.password)

	// signed out, there is nothing to download
	const anonymous = await context.browser()!.newContext()
	const res = await anonymous.request.get('/profile/export/tasks.csv', { maxRedirects: 0 })
	expect(res.status()).toBe(302)
	expect(await res.text()).not.toContain('#1 Add')
	await anonymous.close()
})

test('Delete Data: the exact full name, then contexts, folders, tasks and preferences go and the account stays', async ({ page, signedInUser: me, anotherUser }) => {
	const other = await anotherUser()
	await page.goto('/profile/deleteOptions')
	const zone = panel(page, 'Danger Zone')
	const deleteData = zone.getByRole('group', { name: 'Delete Data' })
	await deleteData.getByLabel('Your full name').fill('ada lovelace')
	await deleteData.getByRole('button', { name: 'Delete Data' }).click()
	await expect(page).toHaveTitle(/^Error: Danger Zone/)
	await expect(page.getByRole('alert').getByRole('link')).toHaveText('This information is required and it must match your name exactly.')
	await expect(page.locator('#deleteData-name-error')).toHaveText('Error: This information is required and it must match your name exactly.')
	await expectAccessible(page)
	expect(findTasks(me.user.id)).toHaveLength(4)

	await deleteData.getByLabel('Your full name').fill(`${me.firstName} ${me.lastName}`)
	await deleteData.getByRole('button', { name: 'Delete Data' }).click()
	await expect(page).toHaveURL(/\/profile$/)
	await expect(toast(page)).toContainText('Your contexts, folders and tasks were deleted and your preferences were reset.')
	await expect(page.getByRole('heading', { level: 1, name: `${me.firstName} ${me.lastName}` })).toBeVisible()
	expect(findTasks(me.user.id)).toHaveLength(0)
	await page.goto('/profile/folders')
	await expect(page.getByText('You have no folders.')).toBeVisible()
	await page.goto('/profile/contexts')
	await expect(page.getByText('You have no contexts.')).toBeVisible()
	// nobody else's data is touched
	expect(findTasks(other.user.id)).toHaveLength(4)
	const { listNames } = await import('~/tasks/lists.server')
	expect(listNames(other.user.id, 'folders')).toHaveLength(5)
})

test('Delete Account: the identity goes too, the browser is logged out, and the same email can sign up again', async ({ page, signedInUser: me, anotherUser }) => {
	const other = await anotherUser()
	await page.goto('/profile/deleteOptions')
	const deleteAccount = panel(page, 'Danger Zone').getByRole('group', { name: 'Delete Account' })
	await deleteAccount.getByLabel('Your full name').fill(me.firstName)
	await deleteAccount.getByRole('button', { name: 'Delete Account' }).click()
	await expect(page.locator('#deleteAccount-name-error')).toHaveText('Error: This information is required and it must match your name exactly.')
	const { getUserById } = await import('~/identity/users.server')
	expect(getUserById(me.user.id)).toBeDefined()

	await deleteAccount.getByLabel('Your full name').fill(` ${me.firstName} ${me.lastName} `)
	await deleteAccount.getByRole('button', { name: 'Delete Account' }).click()
	await expect(page).toHaveURL(/\/home$/)
	await expect(toast(page)).toContainText('Your account and all of your data were deleted.')
	expect(getUserById(me.user.id)).toBeUndefined()
	expect(findTasks(me.user.id)).toHaveLength(0)
	const { findAccountByEmail } = await import('~/identity/accounts.server')
	expect(findAccountByEmail(me.email)).toBeUndefined()
	// another user is untouched
	expect(getUserById(other.user.id)).toBeDefined()
	expect(findTasks(other.user.id)).toHaveLength(4)
	expect(findAccountByEmail(other.email)).toBeDefined()

	// logged out, and the old sign-in no longer works
	await page.goto('/profile')
	await signInAtProvider(page, me)
	await expect(page.getByRole('alert')).toContainText('The email address or password is not right.')

	// the same email signs up again, as a new user with the defaults
	await signUp(page, me)
	await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
	const { findAccountByEmail: again } = await import('~/identity/accounts.server')
	expect(again(me.email)).toBeDefined()
	await page.goto('/profile')
	await expect(page.getByRole('heading', { level: 1, name: `${me.firstName} ${me.lastName}` })).toBeVisible()
})
