// Issue 53's "Done when": a server run for others, JavaScript on and off, axe on every page. On a fresh server of its
// own (the first person becomes its admin, and the policy it sets must not reach the shared server) that sends mail
// through an SMTP sink on 127.0.0.1: the admin closes sign-up, opens it to invitations and makes one; a second person is
// refused without it and signs up with it; Kanban opens for them (a free account, no Stripe); they forget their
// password and reset it through the mail the sink received (the link works once, the old session ends); the admin
// disables them and their session, API token and app password stop; a failed backup check is shown to the admin on
// every page. Screenshots of /admin: `SCREENSHOTS_ONLY=admin npm run screenshots`.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { REFUSALS, DISABLED } from '~/admin/rules'
import { RESET_TEXTS } from '~/identity/password-reset-forms'
import { linkIn, startSmtpSink, type SmtpSink } from '../fakes/smtp-sink'
import { completeWizard, createIdentity, expect, expectAccessible, newPerson, signInAtProvider, test } from './fixtures'
import type { OwnServer } from './own-server'

test.describe.configure({ mode: 'serial', timeout: 400_000 })

let server: OwnServer
let sink: SmtpSink
let dataDir: string

test.beforeAll(async ({ browser: _browser }, info) => {
	// a hook has the config's 60 s, not the describe's timeout: two servers starting at once on a busy machine need more
	test.setTimeout(240_000)
	const { startOwnServer } = await import('./own-server')
	sink = await startSmtpSink()
	// a port of this engineer's range per project, a fresh data folder each: the first person is the admin
	const port = 4300 + (info.project.name === 'js' ? 0 : 1)
	dataDir = path.resolve(`tests/.tmp/admin-${port}`)
	fs.rmSync(dataDir, { recursive: true, force: true })
	server = await startOwnServer({
		port,
		host: '127.0.0.1',
		env: { DATA_DIR: dataDir, BACKUP_INTERVAL: 'off', SMTP_URL: sink.url, MAIL_FROM: 'Twentyfour <twentyfour@example.org>' },
		timeout: 200_000,
	})
})

test.afterAll(async () => {
	await server?.stop()
	await sink?.close()
	fs.rmSync(dataDir, { recursive: true, force: true })
})

const toast = (page: Page) => page.getByTestId('toast')

async function newBrowserPage(browser: Browser, jsOn: boolean) {
	const context = await browser.newContext({ javaScriptEnabled: jsOn })
	return context.newPage()
}

async function choosePolicy(page: Page, label: RegExp) {
	await page.getByRole('radio', { name: label }).check()
	await page.getByRole('button', { name: 'Save sign-up policy' }).click()
	await expect(toast(page)).toContainText('The sign-up policy was saved.')
	await expect(page.getByRole('radio', { name: label })).toBeChecked()
}

/** what a person sees at sign-up on this server without an invitation: the clear page with the reason */
async function expectRefused(browser: Browser, base: string, jsOn: boolean, reason: string) {
	const visitor = await newBrowserPage(browser, jsOn)
	await visitor.goto(`${base}/signup?action=signup&tier=free`)
	await expect(visitor.getByRole('heading', { level: 1, name: 'Sign-up refused' })).toBeVisible()
	await expect(visitor.getByTestId('refusal')).toHaveText(reason)
	await expectAccessible(visitor)
	await visitor.context().close()
}

test('the journey of a server run for others: admin, invitation, refusal, Kanban, password reset by mail, disabling, a failed backup check', async ({ page, browser, jsOn }) => {
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
	await expect(page.getByTestId('fact-mail-s-last-delivery-or-error')).toContainText('from Twentyfour <twentyfour@example.org>; last delivery none yet')
	await expectAccessible(page)

	// 2. sign-up closed: a visitor is refused with the clear page
	await choosePolicy(page, /^Closed/)
	await expectRefused(browser, base, jsOn, REFUSALS.closed)
	// then by invitation only, and an invitation for anyone
	await choosePolicy(page, /^By invitation/)
	await page.getByLabel('Works for').selectOption('1')
	await page.getByRole('button', { name: 'Make an invitation' }).click()
	const link = await page.getByLabel(/The invitation link/).inputValue()
	expect(link).toMatch(new RegExp(`^${base}/invite/[A-Za-z0-9_-]{20,}$`))
	await expect(page.getByTestId('invitation')).toHaveCount(1)
	await expectAccessible(page)

	// 3. a second person without the invitation is refused, with the reason
	await expectRefused(browser, base, jsOn, REFUSALS.invitation)

	// 4. with it, they sign up; the link then works no more
	const second = newPerson('invited')
	const theirs = await newBrowserPage(browser, jsOn)
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

	// 5. Kanban opens for them, a free account on a server without Stripe; no premium lock anywhere
	await theirs.goto(`${base}/tasks/display-options`)
	await expect(theirs.getByRole('switch', { name: 'Kanban' })).toBeEnabled()
	await expect(theirs.getByText('This is a premium feature.')).toHaveCount(0)
	await theirs.getByRole('switch', { name: 'Kanban' }).check()
	await theirs.getByRole('button', { name: 'Apply' }).click()
	await expect(theirs).toHaveURL(/\/tasks$/)
	await expect(theirs.getByTestId('kanban-board')).toBeVisible()
	await expectAccessible(theirs)
	await theirs.goto(`${base}/profile/subscription`)
	await expect(theirs.getByTestId('everything-included')).toContainText('This server includes everything')
	await expectAccessible(theirs)
	await theirs.goto(`${base}/pricing/4`)
	await expect(theirs.getByRole('article', { name: 'Everything included' })).toBeVisible()
	await expect(theirs.getByText(/^Not included:/)).toHaveCount(0)

	// 6. they forget their password (on another device): the form's rule, then the mail the sink received
	const forgot = await newBrowserPage(browser, jsOn)
	await forgot.goto(`${base}/login?returnTo=%2Ftasks`)
	await expect(forgot.getByRole('heading', { name: 'Sign in to Twentyfour' })).toBeVisible()
	await forgot.getByRole('link', { name: 'Forgot your password?' }).click()
	await expect(forgot.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
	await expectAccessible(forgot)
	await forgot.getByLabel('Email address').fill('not an address')
	await forgot.getByRole('button', { name: 'Send me a link' }).click()
	await expect(forgot.getByText('Enter your email address, like name@example.com.').first()).toBeVisible()
	await expect(forgot).toHaveTitle(/^Error: Reset your password/)
	await expectAccessible(forgot)
	const count = sink.mails.length
	await forgot.getByLabel('Email address').fill(second.email)
	await forgot.getByRole('button', { name: 'Send me a link' }).click()
	await expect(forgot.getByRole('status').filter({ hasText: RESET_TEXTS.sent })).toBeVisible()
	await expectAccessible(forgot)
	// the mail leaves after the answer; on a busy machine it can take a while
	await sink.waitFor(count + 1, 60_000)
	const mail = sink.to(second.email).at(-1)!
	expect(mail.headers.subject).toBe('Reset your Twentyfour password')
	expect(mail.text).toContain(`Hello ${second.firstName},`)
	const resetLink = linkIn(mail.text, `${base}/auth/reset-password/`)

	// 7. a new password through the link; the link works once; the session of before has ended
	await forgot.goto(resetLink)
	await expect(forgot.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
	await expectAccessible(forgot)
	await forgot.getByLabel('New password').fill('short')
	await forgot.getByRole('button', { name: 'Change password' }).click()
	await expect(forgot.getByText('Choose a password of at least 8 characters.').first()).toBeVisible()
	await forgot.getByLabel('New password').fill('a fresh long passphrase')
	await forgot.getByRole('button', { name: 'Change password' }).click()
	await expect(forgot.getByRole('heading', { name: 'Password changed' })).toBeVisible()
	await expect(forgot).toHaveURL(`${base}/auth/reset-password/done`)
	await expectAccessible(forgot)
	await forgot.goto(resetLink)
	await expect(forgot.getByText(RESET_TEXTS.linkDead)).toBeVisible()
	await expectAccessible(forgot)
	await theirs.goto(`${base}/tasks`)
	await expect(theirs.getByRole('heading', { name: 'Sign in to Twentyfour' })).toBeVisible()
	await theirs.context().close()
	// the old password no longer signs in; the new one does
	await forgot.goto(`${base}/login?returnTo=%2Ftasks`)
	await forgot.getByLabel('Email address').fill(second.email)
	await forgot.getByLabel('Password').fill(second.password)
	await forgot.getByRole('button', { name: 'Sign in', exact: true }).click()
	await expect(forgot.getByText('The email address or password is not right.').first()).toBeVisible()
	await signInAtProvider(forgot, { email: second.email, password: 'a fresh long passphrase' })
	await expect(forgot).toHaveURL(`${base}/tasks`, { timeout: 60_000 })

	// 8. their API token, which is also their CalDAV app password
	await forgot.goto(`${base}/profile/apiAccess`)
	const panel = forgot.getByRole('region', { name: 'API Access' })
	await panel.getByLabel('Token name').fill('Phone')
	await panel.getByLabel('Read and write').check()
	await panel.getByRole('button', { name: 'Create token' }).click()
	const token = await panel.getByLabel('New token').inputValue()
	const bearer = { authorization: `Bearer ${token}` }
	const basic = { authorization: `Basic ${Buffer.from(`${second.email}:${token}`).toString('base64')}`, depth: '0' }
	expect((await fetch(`${base}/api/external`, { headers: bearer })).status).toBe(200)
	expect((await fetch(`${base}/dav/`, { method: 'PROPFIND', headers: basic })).status).toBe(207)

	// 9. the admin sees mail's last delivery, and disables them: signed out, token and app password refused
	await page.goto(`${base}/admin`)
	await expect(page.getByTestId('fact-mail-s-last-delivery-or-error')).not.toContainText('last delivery none yet')
	const card = page.getByTestId('person').filter({ hasText: second.email })
	await expect(card).toContainText('Tasks')
	await card.getByRole('button', { name: `Disable (${second.email})` }).click()
	await expect(toast(page)).toContainText(`${second.email} was disabled and signed out everywhere.`)
	await expect(page.getByTestId('person').filter({ hasText: second.email })).toContainText('Disabled')
	await expectAccessible(page)

	await forgot.goto(`${base}/dashboard`)
	await expect(forgot).toHaveURL(/\/(login|signup\/refused|oidc|auth)/)
	expect((await fetch(`${base}/api/external`, { headers: bearer })).status).toBe(401)
	expect((await fetch(`${base}/dav/`, { method: 'PROPFIND', headers: basic })).status).toBe(401)
	// signing in again is refused with the clear page
	if (!/signup\/refused/.test(forgot.url())) {
		await forgot.goto(`${base}/login`)
		if (await forgot.getByRole('heading', { name: 'Sign in to Twentyfour' }).isVisible()) {
			await forgot.getByLabel('Email address').fill(second.email)
			await forgot.getByLabel('Password').fill('a fresh long passphrase')
			await forgot.getByRole('button', { name: 'Sign in', exact: true }).click()
		}
	}
	await expect(forgot.getByTestId('refusal')).toHaveText(DISABLED)
	await expectAccessible(forgot)
	await forgot.context().close()

	// 10. a backup by the command line: on /admin with its size and quick check
	execFileSync(process.execPath, ['scripts/backup.js'], { env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' }, stdio: 'ignore' })
	await page.goto(`${base}/admin`)
	const backup = page.getByTestId('backup')
	await expect(backup).toHaveCount(1)
	await expect(backup).toContainText(/Size\s*\d/)
	await expect(backup).toContainText(/Quick check\s*passed in/)
	await expect(backup).toContainText(/Full check\s*not yet/)
	await expect(page.getByTestId('backup-failed')).toHaveCount(0)

	// 11. a weekly full check that failed (as the scheduler records it): shown to the admin on /admin and on every
	// page, a kept task list too, until the next good check
	const record = path.join(dataDir, 'backups', 'backup-checks.json')
	const { entries } = JSON.parse(fs.readFileSync(record, 'utf8')) as { entries: { file: string; finishedAt: number }[] }
	const file = entries.at(-1)!.file
	await page.goto(`${base}/tasks`)
	await expect(page.getByTestId('backup-failed')).toHaveCount(0)
	const failed = { kind: 'integrity', file, startedAt: Date.now() - 10, finishedAt: Date.now(), check: { ok: false, problems: ['row 3 missing from index tasks_owner'], ms: 10 } }
	fs.writeFileSync(record, JSON.stringify({ entries: [...entries, failed] }))
	for (const where of ['/tasks', '/admin']) {
		await page.goto(`${base}${where}`)
		await expect(page.getByTestId('backup-failed')).toContainText(`The weekly full check of the backup ${file} failed`)
		await expect(page.getByTestId('backup-failed')).toContainText('row 3 missing from index tasks_owner')
	}
	await expect(page.getByTestId('backup')).toContainText(/Full check\s*failed/)
	await expectAccessible(page)
	const passed = { ...failed, startedAt: Date.now(), finishedAt: Date.now() + 1, check: { ok: true, problems: [], ms: 10 } }
	fs.writeFileSync(record, JSON.stringify({ entries: [...entries, failed, passed] }))
	await page.goto(`${base}/tasks`)
	await expect(page.getByTestId('backup-failed')).toHaveCount(0)
})
