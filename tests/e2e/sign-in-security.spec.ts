// The profile's "Sign-in and security" section (issue 27, decision 212): password change and sessions, two-factor codes,
// with JavaScript on and off (the two projects) and axe.
import type { Browser, Page } from '@playwright/test'
import { totpCode } from '~/identity/two-factor'
import { E2E_URL } from './env'
import { expect, expectAccessible, signInAtProvider, test, type SignedInUser } from './fixtures'

const SECTION = '/profile/signInSecurity'
const toast = (page: Page) => page.getByTestId('toast')

/** a second session of the same person, in a browser context of its own (as if signed in on another device) */
async function secondDevice(browser: Browser, me: SignedInUser, javaScriptEnabled: boolean) {
	const { sessionStorage } = await import('~/lib/session.server')
	const storage = sessionStorage()
	const session = await storage.getSession()
	session.set('identity', { subject: me.user.identitySubject, email: me.email, givenName: me.firstName, familyName: me.lastName, picture: null })
	session.set('userId', me.user.id)
	const [name, value] = (await storage.commitSession(session)).split(';')[0]!.split('=')
	const context = await browser.newContext({ javaScriptEnabled, userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0' })
	await context.addCookies([{ name: name!, value: value!, url: E2E_URL, httpOnly: true, sameSite: 'Lax' }])
	return { context, cookie: `${name}=${value}` }
}

test('a password change ends the other sessions: the old cookie gets the sign-in page, a post with it 401; the new password signs in', async ({
	page,
	browser,
	signedInUser: me,
	jsOn,
}) => {
	const other = await secondDevice(browser, me, jsOn)
	const otherPage = await other.context.newPage()
	await otherPage.goto('/tasks')
	await expect(otherPage).toHaveURL(/\/tasks/)

	await page.goto(SECTION)
	await expect(page.getByRole('heading', { name: 'Where you are signed in' })).toBeVisible()
	const sessions = page.getByRole('region', { name: 'Sign-in and security' }).getByRole('listitem')
	await expect(sessions).toHaveCount(2)
	await expect(sessions.first()).toContainText('This browser')
	await expect(page.getByRole('button', { name: /^Sign out Firefox on Windows, last seen/ })).toBeVisible()
	await expectAccessible(page)

	// refused: a wrong current password, a short new one
	await page.getByLabel('Current password').fill('not my password')
	await page.getByLabel('New password').fill('short')
	await page.getByRole('button', { name: 'Change password' }).click()
	await expect(page.getByRole('alert')).toContainText('Choose a password of at least 8 characters.')
	await page.getByLabel('Current password').fill('not my password')
	await page.getByLabel('New password').fill('a new long password')
	await page.getByRole('button', { name: 'Change password' }).click()
	await expect(page.getByRole('alert')).toContainText('Your current password is not right.')
	await expect(page).toHaveTitle(/^Error: Sign-in and security/)
	await expectAccessible(page)

	const before = (await page.context().cookies()).find((c) => c.name === 'twentyfour_session')!
	await page.getByLabel('Current password').fill(me.password)
	await page.getByLabel('New password').fill('a new long password')
	await page.getByRole('button', { name: 'Change password' }).click()
	await expect(toast(page)).toContainText('Your password was changed. You were signed out everywhere else.')
	await expect(sessions).toHaveCount(1)
	await expect(page.getByText('You are signed in in this browser only.')).toBeVisible()

	// the other device's cookie opens nothing: a page sends it to sign in, a post is refused
	await otherPage.goto('/tasks')
	await expect(otherPage.getByRole('heading', { name: 'Sign in to Twentyfour' })).toBeVisible()
	const post = await page.request.post(`${E2E_URL}${SECTION}`, {
		form: { intent: 'end-others' },
		headers: { Cookie: other.cookie, Origin: E2E_URL },
		maxRedirects: 0,
	})
	expect([401, 403]).toContain(post.status())
	// this browser goes on under a new session id: its own old cookie opens nothing either
	const after = (await page.context().cookies()).find((c) => c.name === 'twentyfour_session')!
	expect(after.value).not.toBe(before.value)
	const replayed = await page.request.post(`${E2E_URL}${SECTION}`, {
		form: { intent: 'end-others' },
		headers: { Cookie: `${before.name}=${before.value}`, Origin: E2E_URL },
		maxRedirects: 0,
	})
	expect(replayed.status()).toBe(401)
	await page.reload()
	await expect(page.getByText('You are signed in in this browser only.')).toBeVisible()

	// the old password no longer works at the provider; the new one does
	await otherPage.getByLabel('Email address').fill(me.email)
	await otherPage.getByLabel('Password').fill(me.password)
	await otherPage.getByRole('button', { name: 'Sign in', exact: true }).click()
	await expect(otherPage.getByRole('alert')).toContainText('The email address or password is not right.')
	await signInAtProvider(otherPage, { email: me.email, password: 'a new long password' })
	await expect(otherPage).toHaveURL(/\/tasks/)
	await other.context.close()
})

test('sessions: one other signed out from the list, then everywhere else', async ({ page, browser, signedInUser: me, jsOn }) => {
	const first = await secondDevice(browser, me, jsOn)
	const second = await secondDevice(browser, me, jsOn)
	const firstPage = await first.context.newPage()
	await firstPage.goto('/tasks')
	await page.goto(SECTION)
	const sessions = page.getByRole('region', { name: 'Sign-in and security' }).getByRole('listitem')
	await expect(sessions).toHaveCount(3)
	await page.getByRole('button', { name: /^Sign out Firefox on Windows/ }).first().click()
	await expect(toast(page)).toContainText('That session was signed out.')
	await expect(sessions).toHaveCount(2)
	await page.getByRole('button', { name: 'Sign out everywhere else' }).click()
	await expect(toast(page)).toContainText('Signed out of 1 other session.')
	await expect(sessions).toHaveCount(1)
	for (const device of [first, second]) {
		const p = await device.context.newPage()
		await p.goto('/tasks')
		await expect(p.getByRole('heading', { name: 'Sign in to Twentyfour' })).toBeVisible()
		await device.context.close()
	}
	await page.goto('/tasks')
	await expect(page).toHaveURL(/\/tasks/)
})

test('two-factor codes: set up with the QR code and a code, then asked after the password; wrong and reused codes refused; a recovery code works once', async ({
	page,
	context,
	signedInUser: me,
}) => {
	test.slow()
	await page.goto(SECTION)
	await page.getByRole('button', { name: 'Set up two-factor codes' }).click()
	await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible()
	const secret = (await page.locator('#totp-secret').innerText()).replace(/\s/g, '')
	expect(secret).toMatch(/^[A-Z2-7]{32}$/)
	await expectAccessible(page)
	await page.getByLabel('Code from the app').fill('000000' === totpCode(secret, Date.now()) ? '111111' : '000000')
	await page.getByRole('button', { name: 'Turn on two-factor codes' }).click()
	await expect(page.getByRole('alert')).toContainText('That code is not right')
	await page.getByLabel('Code from the app').fill(totpCode(secret, Date.now()))
	await page.getByRole('button', { name: 'Turn on two-factor codes' }).click()
	const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')
	await expect(codes).toHaveCount(10)
	const recovery = await codes.allInnerTexts()
	await expect(page.getByText('Two-factor codes are on.', { exact: true })).toBeVisible()
	await expectAccessible(page)

	// signed out: the password, then the code
	const signIn = async () => {
		await context.clearCookies()
		await page.goto(`/login?returnTo=${encodeURIComponent(SECTION)}`)
		await signInAtProvider(page, { email: me.email, password: me.password })
		await expect(page.getByRole('heading', { name: 'Enter your two-factor code' })).toBeVisible()
	}
	await signIn()
	await expectAccessible(page)
	await page.getByLabel('Code').fill('12345')
	await page.getByRole('button', { name: 'Continue' }).click()
	await expect(page.getByRole('alert')).toBeVisible()
	// the code of the set-up's step was used: the next step's (inside the drift window) is new
	const code = totpCode(secret, Date.now() + 30_000)
	await page.getByLabel('Code').fill(code)
	await page.getByRole('button', { name: 'Continue' }).click()
	await expect(page).toHaveURL(new RegExp(`${SECTION}$`))

	// the same code again: refused
	await signIn()
	await page.getByLabel('Code').fill(code)
	await page.getByRole('button', { name: 'Continue' }).click()
	await expect(page.getByRole('alert')).toContainText('That code is not right, or it was used already.')
	await expectAccessible(page)
	// a recovery code lets in once
	await page.getByLabel('Code').fill(recovery[0]!)
	await page.getByRole('button', { name: 'Continue' }).click()
	await expect(page).toHaveURL(new RegExp(`${SECTION}$`))
	await expect(page.getByText('9 recovery codes are left.')).toBeVisible()
	await signIn()
	await page.getByLabel('Code').fill(recovery[0]!)
	await page.getByRole('button', { name: 'Continue' }).click()
	await expect(page.getByRole('alert')).toContainText('That code is not right, or it was used already.')
	await page.getByLabel('Code').fill(recovery[1]!)
	await page.getByRole('button', { name: 'Continue' }).click()
	await expect(page).toHaveURL(new RegExp(`${SECTION}$`))

	// off: a wrong password is refused, the right one turns the codes off
	await page.getByLabel('A code from your app, or your password').fill('not my password')
	await page.getByRole('button', { name: 'Turn off two-factor codes' }).click()
	await expect(page.getByRole('alert')).toContainText('That is neither a current code from your app nor your password.')
	await page.getByLabel('A code from your app, or your password').fill(me.password)
	await page.getByRole('button', { name: 'Turn off two-factor codes' }).click()
	await expect(toast(page)).toContainText('Two-factor codes are off.')
	await expect(page.getByRole('button', { name: 'Set up two-factor codes' })).toBeVisible()
})

test('passkeys: added with a virtual authenticator, listed, renamed, used to sign in alone, removed', async ({ page, context, signedInUser: me, jsOn }) => {
	if (!jsOn) {
		// WebAuthn is a JavaScript API: without it the section says so, and the rest works
		await page.goto(SECTION)
		await expect(page.getByText('Adding a passkey needs JavaScript, which is off in this browser.')).toBeVisible()
		await expect(page.getByText('You have no passkeys.')).toBeVisible()
		await expectAccessible(page)
		return
	}
	test.slow()
	const cdp = await context.newCDPSession(page)
	await cdp.send('WebAuthn.enable')
	await cdp.send('WebAuthn.addVirtualAuthenticator', {
		options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
	})
	await page.goto(SECTION)
	await expect(page.getByText('You have no passkeys.')).toBeVisible()
	// a name is required
	await page.getByRole('button', { name: 'Add a passkey' }).click()
	await expect(page.getByRole('alert')).toContainText('Name the passkey')
	await page.getByLabel('Name of the new passkey').fill('Test laptop')
	await page.getByRole('button', { name: 'Add a passkey' }).click()
	await expect(toast(page)).toContainText('Passkey “Test laptop” added.')
	const list = page.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem')
	await expect(list).toHaveCount(1)
	await expect(list.first()).toContainText('Last used never.')
	await expectAccessible(page)

	await page.getByLabel('New name for Test laptop').fill('Work laptop')
	await page.getByRole('button', { name: 'Rename' }).click()
	await expect(toast(page)).toContainText('Passkey renamed.')
	await expect(list.first()).toContainText('Work laptop')

	// signed out: the passkey alone signs in (no email, no password)
	await context.clearCookies()
	await page.goto(`/login?returnTo=${encodeURIComponent(SECTION)}`)
	await expect(page.getByRole('heading', { name: 'Sign in to Twentyfour' })).toBeVisible()
	await expectAccessible(page)
	await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
	await expect(page).toHaveURL(new RegExp(`${SECTION}$`))
	await expect(list.first()).not.toContainText('Last used never.')

	// removing it signs out everywhere else
	const other = await secondDevice(page.context().browser()!, me, true)
	const otherPage = await other.context.newPage()
	await otherPage.goto('/tasks')
	await expect(otherPage).toHaveURL(/\/tasks/)
	await page.getByRole('button', { name: 'Remove passkey Work laptop' }).click()
	await expect(toast(page)).toContainText('Passkey removed. You were signed out everywhere else.')
	await expect(page.getByText('You have no passkeys.')).toBeVisible()
	await otherPage.goto('/tasks')
	await expect(otherPage.getByRole('heading', { name: 'Sign in to Twentyfour' })).toBeVisible()
	await other.context.close()

	// the removed passkey no longer signs in
	await context.clearCookies()
	await page.goto(`/login?returnTo=${encodeURIComponent(SECTION)}`)
	await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
	await expect(page.getByRole('alert')).toContainText('That passkey did not sign you in.')
})
