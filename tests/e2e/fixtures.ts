// Playwright fixtures: axe on every page, a person signing up through the provider's own pages,
// and a fast signed-in user created directly in the database.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { makeTask, makeUser, newPerson, type MakeUserOptions, type TestPerson } from '../factories'
import { E2E_DATA_DIR, E2E_URL } from './env'

process.env.DATA_DIR = E2E_DATA_DIR
process.env.PUBLIC_URL = E2E_URL
process.env.NODE_ENV = 'test'

export { expect, newPerson }
export { findTasks, makeFolder, makeTask, makeUser, shareWith, uniqueEmail } from '../factories'

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
/** axe-core itself, put into a page once per document (AxeBuilder injected it twice per check and opened a blank page
 * for every result: 2 to 5 s a check on this 2-core machine, most of the browser tests' time; this takes 0.2 s) */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
type AxeViolation = { id: string; help: string; nodes: { target: string[] }[] }

/** axe's rules on the document as it is now: one round trip when axe is in the document already (the usual case for the
 * second check of a page, and always in the checker page, whose window keeps axe across `setContent`), two more when it
 * must be put in first. `finishToasts`: finish the toasts in the middle of their fade first. */
async function axeViolations(page: Page, finishToasts: boolean): Promise<AxeViolation[]> {
	const run = (args: { tags: string[]; finishToasts: boolean }) => {
		type Axe = { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> }
		const axe = (window as unknown as { axe?: Axe }).axe
		if (!axe) return null
		if (args.finishToasts) {
			// a toast in the middle of its 0.4 s fade is neither shown nor gone: axe would measure its contrast half transparent
			for (const animation of document.getAnimations()) {
				const delay = animation.effect?.getTiming().delay ?? 0
				const fading = (animation as CSSAnimation).animationName === 'toast-out' && typeof animation.currentTime === 'number' && animation.currentTime > delay
				if (fading) animation.finish()
			}
		}
		return axe
			.run(document, { runOnly: { type: 'tag', values: args.tags }, resultTypes: ['violations'] })
			.then((results) => results.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) })))
	}
	const args = { tags: AXE_TAGS, finishToasts }
	const found = await page.evaluate(run, args)
	if (found) return found
	await page.evaluate(AXE_SOURCE)
	return (await page.evaluate(run, args))!
}

/** the page (address and HTML) each page was last found accessible in: the check after a test skips it */
const lastChecked = new WeakMap<Page, string>()
/** one page per browser with JavaScript on, where pages without JavaScript are checked, and the colour scheme it has */
const checkers = new WeakMap<Browser, Promise<{ page: Page; dark?: boolean }>>()

/**
 * Zero axe violations on the page as it is now. axe runs as a script, so where the page has
 * JavaScript off, the same HTML (scripts removed) is checked in a page that can run it.
 */
export async function expectAccessible(page: Page) {
	await checkAccessible(page, await page.content())
}

/** `expectAccessible` of the page whose HTML (`page.content()`) is `html` */
async function checkAccessible(page: Page, html: string) {
	let target = page
	const jsEnabled = base.info().project.use.javaScriptEnabled !== false
	if (!jsEnabled) {
		const browser = page.context().browser()!
		if (!checkers.has(browser)) checkers.set(browser, browser.newContext({ javaScriptEnabled: true }).then(async (c) => ({ page: await c.newPage() })))
		const checker = await checkers.get(browser)!
		target = checker.page
		// the same light or dark theme as the page (a system in dark mode, docs/decisions/250)
		const dark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)
		if (checker.dark !== dark) await target.emulateMedia({ colorScheme: dark ? 'dark' : 'light' })
		checker.dark = dark
		if (!target.url().startsWith(E2E_URL)) await target.goto(`${E2E_URL}/healthz`)
		await target.setContent(html.replace(/<script\b[\s\S]*?<\/script>/gi, ''), { waitUntil: 'load' })
	}
	const violations = await axeViolations(target, target === page)
	const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
	expect(summary, `axe violations on ${page.url()}`).toEqual([])
	lastChecked.set(page, `${page.url()}\n${html}`)
}

/** axe at the end of a test, unless the test has just checked this very page */
async function expectAccessibleAtEnd(page: Page) {
	const html = await page.content()
	if (lastChecked.get(page) === `${page.url()}\n${html}`) return
	await checkAccessible(page, html)
}

export type Person = TestPerson

/** On the provider's sign-up page: creates the account as a person would. */
export async function createIdentity(page: Page, person: Person) {
	await expect(page.getByRole('heading', { name: 'Create your Twentyfour account' })).toBeVisible()
	await expectAccessible(page)
	await page.getByLabel('First name').fill(person.firstName)
	await page.getByLabel('Last name').fill(person.lastName)
	await page.getByLabel('Email address').fill(person.email)
	await page.getByLabel('Password').fill(person.password)
	await page.getByRole('button', { name: 'Create account' }).click()
}

/** On the provider's sign-in page. */
export async function signInAtProvider(page: Page, person: Pick<Person, 'email' | 'password'>) {
	await expect(page.getByRole('heading', { name: 'Sign in to Twentyfour' })).toBeVisible()
	await expectAccessible(page)
	await page.getByLabel('Email address').fill(person.email)
	await page.getByLabel('Password').fill(person.password)
	await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** Opens a wizard section (works with and without JavaScript). */
export async function openSection(page: Page, title: string) {
	const summary = page.locator('summary', { hasText: title })
	const details = page.locator('details', { has: summary })
	await expect(async () => {
		if ((await details.getAttribute('open')) === null) await summary.click()
		await expect(details).toHaveAttribute('open', '', { timeout: 1000 })
	}).toPass({ timeout: 10_000 })
}

/** The enrollment wizard, filled in completely. */
export async function completeWizard(page: Page, opts: { loadDefaults?: boolean } = {}) {
	await expect(page.getByRole('heading', { name: "You're almost done" })).toBeVisible()
	await expectAccessible(page)
	await openSection(page, 'Personal Details')
	await page.getByLabel('Timezone').selectOption('Europe/London')
	await page.getByLabel('Country').selectOption('GB')
	await openSection(page, 'Application Options')
	await page.getByRole('radio', { name: opts.loadDefaults === false ? 'No' : 'Yes' }).check()
	await openSection(page, 'Terms of Service')
	await page.getByRole('group', { name: 'I have read and accept the Privacy Policy' }).getByLabel('Yes').check()
	await page.getByRole('group', { name: 'I have read and accept the Terms of Service' }).getByLabel('Yes').check()
	await page.getByRole('button', { name: 'Save' }).click()
}

/** The whole journey of a new person, from /signup to /dashboard. */
export async function signUp(page: Page, person = newPerson(), opts: { loadDefaults?: boolean } = {}) {
	await page.goto('/signup?action=signup&tier=free')
	await createIdentity(page, person)
	await completeWizard(page, opts)
	await expect(page).toHaveURL(/\/dashboard$/)
	return person
}

/** A signed-in, enrolled user made directly in the database (with an identity at the embedded provider, so
 * sign-out and account deletion work as for a real person), with a session cookie for `context`. */
type UserOptions = Omit<MakeUserOptions, 'subject' | 'person'>

export async function createSignedInUser(context: BrowserContext, opts: UserOptions = {}) {
	const { cookie, ...signedIn } = await signedInSession(opts)
	await context.addCookies([{ ...cookie, url: E2E_URL, httpOnly: true, sameSite: 'Lax' }])
	return signedIn
}

/** The same signed-in user for a test that speaks HTTP without a browser: the session cookie's name and value. */
export async function signedInSession(opts: UserOptions = {}) {
	const { createAccount } = await import('~/identity/accounts.server')
	const { sessionStorage } = await import('~/lib/session.server')
	const { env } = await import('~/lib/env.server')
	const person = newPerson('fast')
	const { account } = await createAccount({
		email: person.email,
		password: person.password,
		givenName: person.firstName,
		familyName: person.lastName,
	})
	const subject = `${env().oidc.issuer}|${account!.id}`
	const user = makeUser({ loadDefaults: true, ...opts, subject, person })
	const identity = { subject, email: person.email, givenName: person.firstName, familyName: person.lastName, picture: null }
	const storage = sessionStorage()
	const session = await storage.getSession()
	session.set('identity', identity)
	session.set('userId', user.id)
	const setCookie = await storage.commitSession(session)
	const [pair] = setCookie.split(';')
	const [name, value] = pair!.split('=')
	return { ...person, user, cookie: { name: name!, value: value! } }
}

export type SignedInUser = Awaited<ReturnType<typeof createSignedInUser>>

type Fixtures = {
	axeAfterEach: void
	/** a free user, signed in in this test's browser context, with the default folders, contexts and tasks */
	signedInUser: SignedInUser
	/** a paid (premium) user, signed in in this test's browser context */
	premiumUser: SignedInUser
	/** signs a user made with these options in to this test's browser context (a timezone, no default data...) */
	signIn: (opts?: UserOptions) => Promise<SignedInUser>
	/** someone else, signed in in a browser context of their own: whose data this test's user must never reach */
	anotherUser: (opts?: UserOptions) => Promise<SignedInUser>
	/** a task ("A task", no dates) of `signedInUser`, made in the database */
	task: ReturnType<typeof makeTask>
	/** true in the project with JavaScript on */
	jsOn: boolean
}

/**
 * With JavaScript on, a page that hydrates fetches its scripts after its first paint (docs/decisions/181): until
 * React has taken it over, its forms and links work as without JavaScript. A person sees the page long before they
 * act; a test acts at once, so it waits for React as the page loads (no wait on pages that ship no script).
 */
export async function waitForHydration(page: Page) {
	try {
		await page.waitForFunction(() => !document.getElementById('app-scripts') || document.documentElement.hasAttribute('data-hydrated'))
	} catch (error) {
		// the page went on to another document meanwhile (a redirect): the next page load is waited for in turn
		if (!String(error).includes('Execution context was destroyed')) throw error
	}
}

export const test = base.extend<Fixtures>({
	page: async ({ page, javaScriptEnabled }, provide) => {
		if (javaScriptEnabled !== false) {
			for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
				const load = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>
				Object.assign(page, {
					[name]: async (...args: unknown[]) => {
						const response = await load(...args)
						await waitForHydration(page)
						return response
					},
				})
			}
		}
		await provide(page)
	},
	signedInUser: async ({ context }, provide) => provide(await createSignedInUser(context)),
	premiumUser: async ({ context }, provide) => provide(await createSignedInUser(context, { premium: true })),
	signIn: async ({ context }, provide) => provide((opts) => createSignedInUser(context, opts)),
	anotherUser: async ({ browser }, provide) => {
		const contexts: BrowserContext[] = []
		await provide(async (opts) => {
			const context = await browser.newContext()
			contexts.push(context)
			return createSignedInUser(context, opts)
		})
		await Promise.all(contexts.map((c) => c.close()))
	},
	task: async ({ signedInUser }, provide) => provide(makeTask(signedInUser.user.id)),
	jsOn: async ({ javaScriptEnabled }, provide) => provide(javaScriptEnabled !== false),
	// every test ends with an axe check of the page it left the browser on
	axeAfterEach: [
		async ({ page }, use) => {
			await use()
			if (page.url().startsWith(E2E_URL)) await expectAccessibleAtEnd(page)
		},
		{ auto: true },
	],
})
