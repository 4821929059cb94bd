// Issue 53: a server run for others. On a fresh server of its own (the first person becomes its admin, and the policy
// it sets must not reach the other specs' shared server): the admin closes sign-up to invitations, makes one, a second
// person is refused without it and signs up with it, then the admin disables them and their session, API token and
// app password stop. With JavaScript on and off, axe on every page. Screenshots of /admin with ADMIN_SCREENSHOTS=dir.
import fs from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { REFUSALS, DISABLED } from '~/admin/rules'
import { completeWizard, createIdentity, expect, expectAccessible, newPerson, test } from './fixtures'

const SCREENSHOTS = process.env.ADMIN_SCREENSHOTS

test.describe.configure({ mode: 'serial', timeout: 400_000 })

let server: import('./own-server').OwnServer
let dataDir: string

test.beforeAll(async ({ browser: _browser }, info) => {
	const { startOwnServer } = await import('./own-server')
	// a port of this engineer's range per project, a fresh data folder each: the first person is the admin
	const port = 4171 + (info.project.name === 'js' ? 0 : 1)
	dataDir = path.resolve(`tests/.tmp/admin-${port}`)
	fs.rmSync(dataDir, { recursive: true, force: true })
	server = await startOwnServer({ port, host: '127.0.0.1', env: { DATA_DIR: dataDir, BACKUP_INTERVAL: 'off' }, timeout: 120_000 })
})

test.afterAll(async () => {
	await server?.stop()
	fs.rmSync(dataDir, { recursive: true, force: true })
})

const toast = (page: Page) => page.getByTestId('toast')

async function newBrowserPage(browser: Browser, jsOn: boolean) {
	const context = await browser.newContext({ javaScriptEnabled: jsOn })
	return context.newPage()
}

async function shoot(page: Page, jsOn: boolean) {
	if (!SCREENSHOTS || !jsOn) return
	fs.mkdirSync(SCREENSHOTS, { recursive: true })
	for (const scheme of ['light', 'dark'] as const) {
		await page.emulateMedia({ colorScheme: scheme })
		for (const width of [360, 1280]) {
			await page.setViewportSize({ width, height: 900 })
			await page.screenshot({ path: `${SCREENSHOTS}/admin-${width}-${scheme}.png`, fullPage: true })
		}
	}
	await page.emulateMedia({ colorScheme: 'light' })
	await page.setViewportSize({ width: 1280, height: 720 })
}

test('the first person is the admin; invitations; a refused sign-up; disabling stops session, token and app password', async ({ page, browser, jsOn }) => {
	const base = server.base
	// 1. the first person on the fresh server: the admin
	const admin = newPerson('admin')
	await page.goto(`${base}/signup?action=signup&tier=free`)
	await createIdentity(page, admin)
	// a busy machine: the provider's password hash and the redirects back can take longer than an expectation's 5 s
	await expect(page).toHaveURL(/\/signup/, { timeout: 60_000 })
	await completeWizard(page)
	await expect(page).toHaveURL(/\/dashboard$/, { timeout: 60_000 })
	// the User menu (a <details> without JavaScript, a menu with it) lists Admin for an admin
	await page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'User' }).click()
	await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute('href', '/admin')
	await page.goto(`${base}/admin`)
	await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible()
	await expect(page.getByTestId('person')).toHaveCount(1)
	await expect(page.getByTestId('person').first()).toContainText(admin.email)
	await expect(page.getByTestId('fact-mail-s-last-delivery-or-error')).toContainText('off: SMTP_URL is not set')
	await expectAccessible(page)

	// 2. sign-up by invitation only, and an invitation for anyone
	await page.getByRole('radio', { name: /^By invitation/ }).check()
	await page.getByRole('button', { name: 'Save sign-up policy' }).click()
	await expect(toast(page)).toContainText('The sign-up policy was saved.')
	await expect(page.getByRole('radio', { name: /^By invitation/ })).toBeChecked()
	await page.getByLabel('Works for').selectOption('1')
	await page.getByRole('button', { name: 'Make an invitation' }).click()
	const link = await page.getByLabel(/The invitation link/).inputValue()
	expect(link).toMatch(new RegExp(`^${base}/invite/[A-Za-z0-9_-]{20,}$`))
	await expect(page.getByTestId('invitation')).toHaveCount(1)
	await expectAccessible(page)

	// 3. a second person without the invitation is refused, with the reason
	const second = newPerson('invited')
	const theirs = await newBrowserPage(browser, jsOn)
	await theirs.goto(`${base}/signup?action=signup&tier=free`)
	await expect(theirs.getByRole('heading', { level: 1, name: 'Sign-up refused' })).toBeVisible()
	await expect(theirs.getByTestId('refusal')).toHaveText(REFUSALS.invitation)
	await expectAccessible(theirs)

	// 4. with it, they sign up; the link then works no more
	await theirs.goto(link)
	await createIdentity(theirs, second)
	await expect(theirs).toHaveURL(/\/signup/, { timeout: 60_000 })
	await completeWizard(theirs)
	await expect(theirs).toHaveURL(/\/dashboard$/)
	await theirs.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'User' }).click()
	await expect(theirs.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile', exact: true })).toBeVisible()
	await expect(theirs.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0)
	expect((await theirs.request.get(`${base}/admin`)).status()).toBe(404)
	const third = await newBrowserPage(browser, jsOn)
	await third.goto(link)
	await expect(third.getByTestId('refusal')).toHaveText(REFUSALS.used)
	await third.context().close()

	// 5. their API token, which is also their CalDAV app password
	await theirs.goto(`${base}/profile/apiAccess`)
	const panel = theirs.getByRole('region', { name: 'API Access' })
	await panel.getByLabel('Token name').fill('Phone')
	await panel.getByLabel('Read and write').check()
	await panel.getByRole('button', { name: 'Create token' }).click()
	const token = await panel.getByLabel('New token').inputValue()
	const bearer = { authorization: `Bearer ${token}` }
	const basic = { authorization: `Basic ${Buffer.from(`${second.email}:${token}`).toString('base64')}`, depth: '0' }
	expect((await fetch(`${base}/api/external`, { headers: bearer })).status).toBe(200)
	expect((await fetch(`${base}/dav/`, { method: 'PROPFIND', headers: basic })).status).toBe(207)

	// 6. the admin disables them: signed out, token and app password refused
	await page.goto(`${base}/admin`)
	const card = page.getByTestId('person').filter({ hasText: second.email })
	await expect(card).toContainText('Tasks')
	await card.getByRole('button', { name: `Disable (${second.email})` }).click()
	await expect(toast(page)).toContainText(`${second.email} was disabled and signed out everywhere.`)
	await expect(page.getByTestId('person').filter({ hasText: second.email })).toContainText('Disabled')
	await shoot(page, jsOn)
	await expectAccessible(page)

	await theirs.goto(`${base}/dashboard`)
	await expect(theirs).toHaveURL(/\/(login|signup\/refused|oidc|auth)/)
	expect((await fetch(`${base}/api/external`, { headers: bearer })).status).toBe(401)
	expect((await fetch(`${base}/dav/`, { method: 'PROPFIND', headers: basic })).status).toBe(401)
	// signing in again is refused with the clear page
	if (!/signup\/refused/.test(theirs.url())) {
		await theirs.goto(`${base}/login`)
		if (await theirs.getByRole('heading', { name: 'Sign in to Twentyfour' }).isVisible()) {
			await theirs.getByLabel('Email address').fill(second.email)
			await theirs.getByLabel('Password').fill(second.password)
			await theirs.getByRole('button', { name: 'Sign in', exact: true }).click()
		}
	}
	await expect(theirs.getByTestId('refusal')).toHaveText(DISABLED)
	await expectAccessible(theirs)
	await theirs.context().close()
})

test('Kanban opens for a free account on a server without Stripe, and no premium lock is shown', async ({ page, browser, jsOn }) => {
	const base = server.base
	// the server of this file has sign-up by invitation now; this person comes with one made by the command line
	const { execFileSync } = await import('node:child_process')
	const out = execFileSync(process.execPath, ['scripts/admin.js', 'invite'], { env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: base, NODE_ENV: 'production' } }).toString()
	const link = /https?:\/\/\S+\/invite\/\S+/.exec(out)![0]
	const person = newPerson('kanban')
	const mine = await newBrowserPage(browser, jsOn)
	await mine.goto(link)
	await createIdentity(mine, person)
	await expect(mine).toHaveURL(/\/signup/, { timeout: 60_000 })
	await completeWizard(mine)
	await mine.goto(`${base}/tasks/display-options`)
	await expect(mine.getByRole('switch', { name: 'Kanban' })).toBeEnabled()
	await expect(mine.getByText('This is a premium feature.')).toHaveCount(0)
	await mine.getByRole('switch', { name: 'Kanban' }).check()
	await mine.getByRole('button', { name: 'Apply' }).click()
	await expect(mine).toHaveURL(/\/tasks$/)
	await expect(mine.getByTestId('kanban-board')).toBeVisible()
	await expectAccessible(mine)
	await mine.goto(`${base}/profile/subscription`)
	await expect(mine.getByTestId('everything-included')).toContainText('This server includes everything')
	await expectAccessible(mine)
	await mine.goto(`${base}/pricing/4`)
	await expect(mine.getByRole('article', { name: 'Everything included' })).toBeVisible()
	await expect(mine.getByText(/^Not included:/)).toHaveCount(0)
	await expectAccessible(mine)
	await mine.context().close()
	void page
})
