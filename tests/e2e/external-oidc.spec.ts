// Sign-in through an external OpenID Connect provider (issue 27, item 2): a second provider in its own process
// (tests/fakes/oidc-provider-process.ts, claims shaped like Auth0's), and a second app server of this spec's own with
// OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET pointed at it, on a data folder of its own.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { freePort } from './env'
import { completeWizard, expect, expectAccessible, openSection, test } from './fixtures'
import { startOwnServer, type OwnServer } from './own-server'

const CLIENT_ID = 'twentyfour-e2e'
const CLIENT_SECRET = 'e2e-client-secret-that-is-long-enough'
const started: ChildProcess[] = []
const apps: OwnServer[] = []

function start(args: string[], env: Record<string, string>) {
	const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] })
	child.stdout!.pipe(process.stdout)
	started.push(child)
	return child
}

/** an app server signing in through `issuer`, answering /healthz */
async function startApp(port: number, issuer: string) {
	const app = await startOwnServer({
		port,
		env: {
			DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'twentyfour-oidc-')),
			OIDC_ISSUER: issuer,
			OIDC_CLIENT_ID: CLIENT_ID,
			OIDC_CLIENT_SECRET: CLIENT_SECRET,
		},
	})
	apps.push(app)
	return app.base
}

/** the external provider, with the app at `appUrl` as its one client */
async function startProvider(port: number, appUrl: string) {
	const provider = start(['--import', 'tsx', 'tests/fakes/oidc-provider-process.ts'], {
		OIDC_PORT: String(port),
		CLIENT_ID,
		CLIENT_SECRET,
		APP_URL: appUrl,
	})
	await new Promise<void>((resolve) => provider.stdout!.on('data', (d) => String(d).includes('ready') && resolve()))
	return { issuer: `http://127.0.0.1:${port}`, provider }
}

/** a provider and an app signing in through it */
async function startPair() {
	const [providerPort, appPort] = [await freePort(), await freePort()]
	const { issuer, provider } = await startProvider(providerPort, `http://localhost:${appPort}`)
	return { issuer, provider, app: await startApp(appPort, issuer) }
}

test.afterAll(async () => {
	await Promise.all([
		...apps.map((app) => app.stop()),
		...started.filter((child) => child.exitCode === null && child.signalCode === null).map((child) => {
			const exited = new Promise((r) => child.once('exit', r))
			child.kill('SIGTERM')
			return exited
		}),
	])
})

// two servers, a provider and several axe runs
test.slow()

/** the provider's own (development) sign-in screen: any login, any password */
async function signInAtExternalProvider(page: Page, issuer: string, email: string) {
	await expect(page).toHaveURL(new RegExp(`^${issuer}/`))
	await page.getByPlaceholder('Enter any login').fill(email)
	await page.getByPlaceholder('and password').fill('any password')
	await page.getByRole('button', { name: 'Sign-in' }).click()
}

test('a person signs up, logs out and signs in again through an external provider (Auth0-shaped claims, email not verified)', async ({ page }) => {
	const { app, issuer } = await startPair()
	const email = `unverified-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
	await page.goto(`${app}/signup?action=signup&tier=free`)
	await signInAtExternalProvider(page, issuer, email)

	// back at the enrollment wizard: the provider sent no given_name or family_name, so the names are asked for
	await expect(page).toHaveURL(new RegExp(`^${app}/signup`))
	await openSection(page, 'Personal Details')
	await expect(page.getByLabel('First name')).toHaveValue('')
	await page.getByLabel('First name').fill('Ada')
	await page.getByLabel('Last name').fill('Lovelace')
	await completeWizard(page)
	await expect(page).toHaveURL(`${app}/dashboard`)
	await expectAccessible(page)

	// RP-initiated log-out: our session ends, then the provider's end_session_endpoint asks and returns to /home
	await page.goto(`${app}/logout`)
	await page.getByRole('button', { name: 'Log Out' }).click()
	await expect(page).toHaveURL(new RegExp(`^${issuer}/session/end`))
	await page.getByRole('button', { name: 'Yes, sign me out' }).click()
	await expect(page).toHaveURL(`${app}/home`)
	await page.goto(`${app}/dashboard`)
	// the provider's session ended too: its sign-in screen is shown again
	await signInAtExternalProvider(page, issuer, email)
	await expect(page).toHaveURL(`${app}/dashboard`)
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

	// the profile's Sign-in and security section: the provider manages password and factors, the sessions are ours
	await page.goto(`${app}/profile/signInSecurity`)
	await expect(page.getByText('managed there')).toBeVisible()
	await expect(page.getByRole('button', { name: 'Change password' })).toHaveCount(0)
	await expect(page.getByRole('heading', { name: 'Passkeys' })).toHaveCount(0)
	await expect(page.getByRole('region', { name: 'Sign-in and security' }).getByRole('listitem')).toHaveCount(1)
	await expect(page.getByText('This browser', { exact: true })).toBeVisible()
	await expectAccessible(page)
})

test('a provider that cannot be reached gives the error page with a clear message, at start-up and during sign-in', async ({ page }) => {
	// an app whose provider is down from the start (a port nothing listens on)
	const down = await startApp(await freePort(), `http://127.0.0.1:${await freePort()}`)
	const response = await page.goto(`${down}/login`)
	expect(response!.status()).toBe(503)
	await expect(page.getByRole('paragraph').filter({ hasText: 'The sign-in service cannot be reached at the moment.' })).toBeVisible()
	await expectAccessible(page)

	// the provider goes down while the person is at its sign-in screen: the code cannot be exchanged
	const { app, issuer, provider } = await startPair()
	await page.goto(`${app}/login`)
	// (the browser follows the provider's redirects unrouted: the test follows them itself, then stops the provider)
	await page.route(`${issuer}/interaction/**`, async (route) => {
		if (route.request().method() !== 'POST') return route.continue()
		const resume = (await route.fetch({ maxRedirects: 0 })).headers()['location']!
		const callback = (await page.request.get(new URL(resume, issuer).toString(), { maxRedirects: 0 })).headers()['location']!
		const exited = new Promise((r) => provider.once('exit', r))
		provider.kill('SIGTERM')
		await exited
		await route.fulfill({ status: 302, headers: { location: callback } })
	})
	await signInAtExternalProvider(page, issuer, `down-${Date.now()}@example.com`)
	await expect(page).toHaveURL(`${app}/home`)
	await expect(page.getByTestId('toast')).toContainText('Sign-in could not be completed. Please try again.')
})
