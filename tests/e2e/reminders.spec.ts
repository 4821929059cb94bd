// Reminders (issue 14): the Reminders section and a reminder on the task card, on a second server of
// this spec's own with PUSHOVER_APP_TOKEN and PUSHOVER_API_BASE pointing at a fake Pushover (the shared
// server keeps reminders off, so the other specs see the "not configured" statement). It shares the
// shared server's data folder: the signed-in user's cookie (host "localhost") works on both ports.
import type { Page } from '@playwright/test'
import { startFakePushover, VALID_KEY, type FakePushover } from '../fakes/pushover'
import { E2E_PUSHOVER_LOG } from './env'
import { expect, expectAccessible, makeTask, test } from './fixtures'
import { pushoverEnv, startOwnServer, type OwnServer } from './own-server'

let fake: FakePushover
let server: OwnServer
let base: string

test.beforeAll(async () => {
	fake = await startFakePushover({ log: E2E_PUSHOVER_LOG })
	server = await startOwnServer({ env: pushoverEnv(fake) })
	base = server.base
})

test.afterAll(async () => {
	await server.stop()
	await fake.close()
})

const panel = (page: Page) => page.getByRole('region', { name: 'Reminders', exact: true })
const toast = (page: Page) => page.getByTestId('toast')

// a second server, several axe runs and a scheduler wake-up: slower than most journeys
test.slow()

test('the Reminders section: required fields, an invalid key, a valid key confirmed and saved, turned off', async ({ page, signedInUser, jsOn }) => {
	void signedInUser
	await page.goto(`${base}/profile/reminder`)
	await expect(panel(page).getByText('Reminders of your tasks arrive as push notifications')).toBeVisible()
	await expectAccessible(page)

	await panel(page).getByRole('button', { name: 'Save' }).click()
	const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
	await expect(summary).toContainText('You must select a notification method.')
	await expect(summary).toContainText('This information is required.')
	await expect(page).toHaveTitle(/^Error: Reminders/)
	await expectAccessible(page)

	await page.getByLabel('Notification method').selectOption('pushover')
	await page.getByRole('group', { name: 'Observe quiet hours' }).getByLabel('No').check()
	await page.getByLabel('Pushover user key').fill('not-a-key')
	await panel(page).getByRole('button', { name: 'Save' }).click()
	await expect(summary).toContainText('Unable to use key.  Key is invalid.')
	// the key typed is not sent back in the page (with JavaScript the field simply keeps what was typed)
	if (!jsOn) await expect(page.getByLabel('Pushover user key')).toHaveValue('')

	const before = fake.messages().length
	await page.getByLabel('Notification method').selectOption('pushover')
	await page.getByRole('group', { name: 'Observe quiet hours' }).getByLabel('No').check()
	await page.getByLabel('Pushover user key').fill(VALID_KEY)
	await panel(page).getByRole('button', { name: 'Save' }).click()
	await expect(toast(page)).toContainText('Reminders configured successfully.')
	await expect(panel(page)).toContainText(`Your saved key ends in ${VALID_KEY.slice(-4)}.`)
	await expect(panel(page)).not.toContainText(VALID_KEY)
	await expect(panel(page).getByRole('group', { name: 'Observe quiet hours' }).getByLabel('No')).toBeChecked()
	const confirmation = fake.messages().slice(before).find((m) => m.fields.user === VALID_KEY && m.fields.title === 'Twentyfour reminders are on')
	expect(confirmation?.fields).toMatchObject({ priority: '1' })
	await expectAccessible(page)

	await panel(page).getByRole('button', { name: 'Turn reminders off' }).click()
	await expect(toast(page)).toContainText('Reminders turned off.')
	await expect(panel(page)).not.toContainText('Your saved key ends in')
	await expectAccessible(page)
})

test('a reminder on the task card: scheduled, then sent by the server, with the Pushover message', async ({ page, signedInUser }) => {
	// reminders set up through the section
	await page.goto(`${base}/profile/reminder`)
	await page.getByLabel('Notification method').selectOption('pushover')
	await page.getByRole('group', { name: 'Observe quiet hours' }).getByLabel('Yes').check()
	await page.getByLabel('Pushover user key').fill(`u${signedInUser.user.id.replaceAll('-', '').slice(0, 29)}`)
	await panel(page).getByRole('button', { name: 'Save' }).click()
	await expect(toast(page)).toContainText('Reminders configured successfully.')

	const later = makeTask(signedInUser.user.id, { title: 'Water the plants', remind: 15, remindDate: Date.now() + 86_400_000 })
	await page.goto(`${base}/tasks/detail/${later.id}`)
	await expect(page.getByText(/^Reminder scheduled for \d\d-\w{3}-\d{4} \d{1,2}:\d\d [AP]M\.$/)).toBeVisible()
	await expectAccessible(page)

	const now = makeTask(signedInUser.user.id, { title: 'Call the plumber', folder: 'Home', remind: 15, remindDate: Date.now() })
	// the scheduler reads the next due time every second while it sleeps: a reminder added by another process is sent
	// within seconds, not at the end of its longest sleep (30 s)
	await expect(async () => {
		await page.goto(`${base}/tasks/detail/${now.id}`)
		await expect(page.getByText(/^Reminder sent /)).toBeVisible({ timeout: 1000 })
	}).toPass({ timeout: 15_000 })
	// whichever server with a scheduler on this database sent it (its own address in the link)
	const sent = fake.messages().find((m) => m.fields.url?.endsWith(`/tasks/detail/${now.id}`))
	expect(sent?.fields).toMatchObject({ title: 'Reminder: Call the plumber', url_title: 'Open task', priority: '0' })
	expect(sent?.fields.url).toMatch(new RegExp(`^http://localhost:\\d+/tasks/detail/${now.id}$`))
	expect(sent?.fields.message).toContain('Folder: Home')
	await expectAccessible(page)
})
