// Behind a reverse proxy, as self-hosters run it (issue 56, decision 289): the production server behind Debian's nginx
// (and Caddy) terminating https with a self-signed certificate on a port other than 443, with the snippets of deploy/
// that docs/self-hosting.md prints, PUBLIC_URL on that port, TRUST_PROXY=1 and HOST=127.0.0.1. A person signs up,
// signs out, signs in, quick adds and completes a task and adds a passkey; every address the browser is sent to, every
// form's action, every URL of the provider's discovery document and of CalDAV's discovery is on the public origin,
// and every cookie set is `__Host-`, Secure, HttpOnly, Path=/. Set up wrong, the server says so: it refuses an https
// PUBLIC_URL without TRUST_PROXY in one line, and answers a proxy whose https it was not told of with a page, not "Bad Request".
import fs from 'node:fs'
import type { Page, Response } from '@playwright/test'
import { eq } from 'drizzle-orm'
import { users } from '#db/schema'
import { db } from '~/lib/db.server'
import { MISCONFIGURED_TITLE } from '../../server/public-address'
import { freePort } from './env'
import { completeWizard, createIdentity, expect as expectWithin5s, expectAccessible, findTasks, newPerson, signInAtProvider, test } from './fixtures'
import { startOwnServer, type OwnServer } from './own-server'
import { CADDY, expectCalDavDiscovery, httpsRequest, spawnServer, startCaddy, startNginx, type Proxy } from './reverse-proxy'

test.use({ ignoreHTTPSErrors: true })
// each test starts a server of its own (and a proxy): on a machine busy with other work that takes a while
const STARTS_WITHIN = 150_000
/** and a post's answer, or a sign-in's redirects, more than expect's 5 s */
const AFTER_A_POST = 30_000
const expect = expectWithin5s.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 240_000 })

/** the app on 127.0.0.1 only (HOST), behind a proxy on https://localhost:<proxyPort>, as docs/self-hosting.md says */
const behind = (proxyPort: number, appPort: number) =>
	startOwnServer({ port: appPort, host: '127.0.0.1', timeout: STARTS_WITHIN, env: { PUBLIC_URL: `https://localhost:${proxyPort}`, TRUST_PROXY: '1', HOST: '127.0.0.1', WEB_CONCURRENCY: '1' } })

/**
 * Everything the browser is told while it walks: each address it loads, each Location, each Set-Cookie. A problem is
 * kept as a line, so one assertion at the end names them all.
 */
function watch(page: Page, origin: string) {
	const problems: string[] = []
	const pending: Promise<void>[] = []
	const seen = { locations: 0, cookies: 0 }
	const check = async (response: Response) => {
		const url = response.url()
		if (new URL(url).origin !== origin) problems.push(`the browser loaded ${url}`)
		const location = response.headers().location
		if (location) {
			seen.locations++
			if (new URL(location, url).origin !== origin) problems.push(`Location: ${location} (from ${url})`)
		}
		for (const { name, value } of await response.headersArray()) {
			if (name.toLowerCase() !== 'set-cookie') continue
			seen.cookies++
			const [pair, ...attributes] = value.split(';').map((part) => part.trim())
			const flags = attributes.map((a) => a.toLowerCase())
			const ok = pair!.startsWith('__Host-') && flags.includes('secure') && flags.includes('httponly') && flags.includes('path=/') && !flags.some((f) => f.startsWith('domain='))
			if (!ok) problems.push(`Set-Cookie: ${value} (from ${url})`)
		}
	}
	page.on('response', (response) => void pending.push(check(response).catch((error) => void problems.push(String(error)))))
	return {
		seen,
		async problems() {
			await Promise.all(pending)
			return problems
		},
	}
}

/** every form of the page posts to the public origin; axe finds nothing */
async function checkPage(page: Page, origin: string) {
	await expect(page).toHaveURL(new RegExp(`^${origin}/`))
	const actions = await page.locator('form').evaluateAll((forms) => forms.map((f) => ({ raw: f.getAttribute('action'), resolved: (f as HTMLFormElement).action })))
	for (const { raw, resolved } of actions) expect(new URL(resolved).origin, `form action ${raw} on ${page.url()}`).toBe(origin)
	await expectAccessible(page)
}

/** the cookies the browser keeps: every one `__Host-`, Secure, HttpOnly, on / of this host alone, SameSite=Lax */
async function expectHostCookies(page: Page) {
	const cookies = await page.context().cookies()
	expect(cookies.length).toBeGreaterThan(0)
	for (const c of cookies) expect({ name: c.name, secure: c.secure, httpOnly: c.httpOnly, path: c.path, hostOnly: !c.domain.startsWith('.'), sameSite: c.sameSite }).toEqual({ name: expect.stringMatching(/^__Host-/), secure: true, httpOnly: true, path: '/', hostOnly: true, sameSite: 'Lax' })
	return cookies
}

/** the proxy (started by `start`) and the app behind it, for the tests of one describe block */
function proxiedForTheBlock(start: (port: number, appPort: number) => Promise<Proxy>) {
	const both = {} as { proxy: Proxy; app: OwnServer }
	test.beforeAll(async () => {
		test.setTimeout(STARTS_WITHIN + 60_000)
		const port = await freePort()
		const appPort = await freePort()
		both.proxy = await start(port, appPort)
		both.app = await behind(port, appPort)
	})
	test.afterAll(async () => {
		await both.app?.stop()
		await both.proxy?.stop()
	})
	return both
}

test.describe('behind Debian’s nginx on https, a port other than 443', () => {
	const proxied = proxiedForTheBlock(startNginx)

	test('sign up, sign out, sign in, quick add and complete, CalDAV and a passkey: every URL on https://localhost:<port>, every cookie __Host- and Secure', async ({ page, context, jsOn }) => {
		const origin = proxied.proxy.origin
		const watched = watch(page, origin)
		const at = (p: string) => `${origin}${p}`

		// the provider's discovery document: the issuer and every endpoint on the public origin, port included
		const discovery = JSON.parse((await httpsRequest(at('/oidc/.well-known/openid-configuration'))).body) as Record<string, unknown>
		expect(discovery.issuer).toBe(at('/oidc'))
		const urls = Object.entries(discovery).filter(([, v]) => typeof v === 'string' && /^\w+:\/\//.test(v))
		expect(urls.length).toBeGreaterThanOrEqual(7)
		for (const [key, value] of urls) expect((value as string).startsWith(`${origin}/oidc`) && new URL(value as string).origin === origin, `${key}: ${value}`).toBe(true)

		// sign up through the provider's own pages
		const person = newPerson()
		await page.goto(at('/signup?action=signup&tier=free'))
		await checkPage(page, origin)
		await createIdentity(page, person)
		await checkPage(page, origin)
		await completeWizard(page)
		await expect(page).toHaveURL(at('/dashboard'))
		await checkPage(page, origin)
		const afterSignUp = await expectHostCookies(page)
		expect(afterSignUp.map((c) => c.name)).toContain('__Host-twentyfour_session')
		// the sign-in state cookie went at the callback
		expect(afterSignUp.filter((c) => c.name.startsWith('__Host-twentyfour_oidc'))).toEqual([])

		// sign out: the post is answered with a redirect (never 400) to the public home page
		await page.goto(at('/logout'))
		await checkPage(page, origin)
		const [logout] = await Promise.all([
			page.waitForResponse((r) => r.url() === at('/logout') && r.request().method() === 'POST'),
			page.getByRole('button', { name: 'Log Out' }).click(),
		])
		expect(logout.status()).toBe(302)
		await expect(page).toHaveURL(at('/home'))
		expect((await page.context().cookies()).map((c) => c.name)).not.toContain('__Host-twentyfour_session')
		// signed out, the cookie banner: its acknowledgement is a cookie like the others
		const banner = page.getByRole('region', { name: 'Cookies' })
		await banner.getByRole('button', { name: 'Got it' }).click()
		await expect(banner).toBeHidden()
		await expect.poll(async () => (await page.context().cookies()).map((c) => c.name)).toContain('__Host-twentyfour_cookies_ok')

		// sign in, then twice more through the provider's session: no sign-in state cookie piles up
		await page.goto(at('/login?returnTo=%2Ftasks'))
		await signInAtProvider(page, person)
		await expect(page).toHaveURL(at('/tasks'))
		for (let i = 0; i < 2; i++) {
			await page.context().clearCookies({ name: '__Host-twentyfour_session' })
			await page.goto(at('/login?returnTo=%2Ftasks'))
			await expect(page).toHaveURL(at('/tasks'))
		}
		await checkPage(page, origin)
		const signedIn = await expectHostCookies(page)
		expect(signedIn.filter((c) => c.name.startsWith('__Host-twentyfour_oidc'))).toEqual([])
		expect(signedIn.map((c) => c.name)).toEqual(expect.arrayContaining(['__Host-twentyfour_session', '__Host-_session']))

		// quick add and complete
		await page.getByLabel('Task Title').fill('Water the plants')
		await page.getByRole('button', { name: 'Quick Add' }).click()
		const added = page.getByText('Task “Water the plants” added.')
		const confirm = page.getByRole('button', { name: 'Add Task' })
		await expect(added.or(confirm)).toBeVisible({ timeout: AFTER_A_POST })
		if (await confirm.isVisible()) {
			await checkPage(page, origin)
			await confirm.click()
		}
		await expect(added).toBeVisible({ timeout: AFTER_A_POST })
		await checkPage(page, origin)
		await page.getByRole('button', { name: 'Complete Water the plants' }).click()
		await expect(page.getByTestId('toast')).toContainText('Task completed.', { timeout: AFTER_A_POST })
		const user = db().select().from(users).where(eq(users.email, person.email)).get()!
		expect(findTasks(user.id).find((t) => t.title === 'Water the plants')).toMatchObject({ completed: true })
		await checkPage(page, origin)

		await expectCalDavDiscovery(origin, person.email)

		// a passkey over https: added, then used alone to sign in (WebAuthn is JavaScript: without it the section says so)
		await page.goto(at('/profile/signInSecurity'))
		if (!jsOn) {
			await expect(page.getByText('Adding a passkey needs JavaScript, which is off in this browser.')).toBeVisible()
		} else {
			const cdp = await context.newCDPSession(page)
			await cdp.send('WebAuthn.enable')
			await cdp.send('WebAuthn.addVirtualAuthenticator', {
				options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
			})
			await page.getByLabel('Name of the new passkey').fill('Laptop behind nginx')
			await page.getByRole('button', { name: 'Add a passkey' }).click()
			await expect(page.getByTestId('toast')).toContainText('Passkey “Laptop behind nginx” added.', { timeout: AFTER_A_POST })
			await context.clearCookies()
			await page.goto(at('/login?returnTo=%2Fdashboard'))
			await checkPage(page, origin)
			await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
			await expect(page).toHaveURL(at('/dashboard'))
		}
		await checkPage(page, origin)
		await expectHostCookies(page)

		expect(await watched.problems()).toEqual([])
		// the walk did go through redirects and cookies (the checks above were not vacuous)
		expect(watched.seen.locations).toBeGreaterThan(5)
		expect(watched.seen.cookies).toBeGreaterThan(5)
	})
})

test.describe('behind Debian’s Caddy on https, a port other than 443', () => {
	test.skip(!fs.existsSync(CADDY), 'Caddy is not installed (scripts/ensure-proxies.js installs it where Debian has it)')
	const proxied = proxiedForTheBlock(startCaddy)

	test('sign up through the provider and the wizard: every URL on the public origin, every cookie __Host- and Secure', async ({ page }) => {
		const origin = proxied.proxy.origin
		const watched = watch(page, origin)
		await page.goto(`${origin}/signup?action=signup&tier=free`)
		await createIdentity(page, newPerson())
		await checkPage(page, origin)
		await completeWizard(page)
		await expect(page).toHaveURL(`${origin}/dashboard`)
		await checkPage(page, origin)
		await expectHostCookies(page)
		expect(await watched.problems()).toEqual([])
	})
})

test('an https PUBLIC_URL without TRUST_PROXY: the server refuses to start, in one line that says what to set', async ({ jsOn }) => {
	test.skip(!jsOn, 'no browser involved: once is enough')
	const port = await freePort()
	const server = spawnServer({ PORT: String(port), PUBLIC_URL: `https://localhost:${port + 1}` })
	try {
		expect(await server.exited).toBe(1)
		const { stdout, stderr } = server.output()
		// (on Node 20 the provider's library warns that it wants 22: not ours to say)
		const lines = stderr.trim().split('\n').filter((line) => !line.startsWith('oidc-provider WARNING: Unsupported runtime'))
		expect(lines.join('\n')).toBe(
			`Invalid configuration: PUBLIC_URL is https://localhost:${port + 1} but TRUST_PROXY is not set: set TRUST_PROXY=1 (the number of reverse proxies in front of Twentyfour), or TRUST_PROXY=0 if no proxy sends X-Forwarded-For.`,
		)
		expect(stdout).not.toContain('listening')
	} finally {
		await server.stop()
	}
})

test('behind nginx on https with PUBLIC_URL and TRUST_PROXY left at their defaults: a page and a log line that say what to set', async ({ page }) => {
	const port = await freePort()
	const appPort = await freePort()
	const proxy = await startNginx(port, appPort)
	const server = spawnServer({ PORT: String(appPort), HOST: '127.0.0.1' })
	try {
		await expect(async () => expect((await fetch(`http://127.0.0.1:${appPort}/healthz`)).ok).toBe(true)).toPass({ timeout: STARTS_WITHIN, intervals: [100] })
		const response = await page.goto(`${proxy.origin}/home`)
		expect(response!.status()).toBe(503)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(MISCONFIGURED_TITLE)
		await expect(page.getByRole('main')).toContainText(`PUBLIC_URL is http://localhost:${appPort}: set PUBLIC_URL to the address people use (https://…) and TRUST_PROXY=1`)
		await expectAccessible(page)
		await expect(() => expect(server.output().stderr).toMatch(/Reverse proxy: .*TRUST_PROXY=1/)).toPass({ timeout: 5000 })
	} finally {
		await server.stop()
		await proxy.stop()
	}
})
