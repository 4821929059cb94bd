// "Forgot your password?" by mail (issue 53), JavaScript on and off, axe on every page: a server of the test's own
// sends through an SMTP sink on 127.0.0.1; the person asks for a link at the provider's sign-in page, reads it in the
// mail the sink received, chooses a new password and signs in with it; the link works once and the old session ended.
import { linkIn, startSmtpSink, type SmtpSink } from '../fakes/smtp-sink'
import { expect, expectAccessible, makeUser, newPerson, signInAtProvider, test } from './fixtures'
import { startOwnServer, type OwnServer } from './own-server'

let sink: SmtpSink
let server: OwnServer
test.beforeAll(async () => {
	test.setTimeout(240_000)
	sink = await startSmtpSink()
	// a busy machine can take a while to start a second server
	server = await startOwnServer({ env: { SMTP_URL: sink.url, MAIL_FROM: 'Twentyfour <twentyfour@example.org>' }, timeout: 200_000 })
})
test.afterAll(async () => {
	await server?.stop()
	await sink?.close()
})

test('forgot password: the mail in the sink, a new password, the old session ended, the link refused a second time', async ({ page, browser }) => {
	test.setTimeout(180_000)
	const base = server.base
	// a person of this server's provider (its issuer is this server's PUBLIC_URL + /oidc), enrolled and signed in
	const { createAccount, setAccountUserId } = await import('~/identity/accounts.server')
	const { sessionStorage } = await import('~/lib/session.server')
	const person = newPerson('reset')
	const { account } = await createAccount({ email: person.email, password: person.password, givenName: person.firstName, familyName: person.lastName })
	const subject = `${base}/oidc|${account!.id}`
	const user = makeUser({ loadDefaults: true, subject, person })
	setAccountUserId(account!.id, user.id)
	const session = await sessionStorage().getSession()
	session.set('identity', { subject, email: person.email, givenName: person.firstName, familyName: person.lastName, picture: null })
	session.set('userId', user.id)
	const [name, value] = (await sessionStorage().commitSession(session)).split(';')[0]!.split('=')
	const me = { ...person, cookie: { name: name!, value: value! } }
	// the session of before, on another device
	const before = await browser.newContext()
	await before.addCookies([{ name: me.cookie.name, value: me.cookie.value, url: base, httpOnly: true, sameSite: 'Lax' }])
	const old = await before.newPage()
	await old.goto(`${base}/tasks`)
	await expect(old).toHaveURL(`${base}/tasks`)

	await page.goto(`${base}/login?returnTo=%2Ftasks`)
	await expect(page.getByRole('heading', { name: 'Sign in to Twentyfour' })).toBeVisible()
	await page.getByRole('link', { name: 'Forgot your password?' }).click()
	await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
	await expectAccessible(page)
	// the form's rule, then the address
	await page.getByLabel('Email address').fill('not an address')
	await page.getByRole('button', { name: 'Send me a link' }).click()
	await expect(page.getByText('Enter your email address, like name@example.com.').first()).toBeVisible()
	await expect(page).toHaveTitle(/^Error: Reset your password/)
	await expectAccessible(page)
	const count = sink.mails.length
	await page.getByLabel('Email address').fill(me.email)
	await page.getByRole('button', { name: 'Send me a link' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'If an account uses that address' })).toBeVisible()
	await expectAccessible(page)

	await sink.waitFor(count + 1)
	const mail = sink.to(me.email).at(-1)!
	expect(mail.headers.subject).toBe('Reset your Twentyfour password')
	expect(mail.text).toContain(`Hello ${me.firstName},`)
	const link = linkIn(mail.text, `${base}/auth/reset-password/`)

	await page.goto(link)
	await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
	await expectAccessible(page)
	await page.getByLabel('New password').fill('short')
	await page.getByRole('button', { name: 'Change password' }).click()
	await expect(page.getByText('Choose a password of at least 8 characters.').first()).toBeVisible()
	await page.getByLabel('New password').fill('a fresh long passphrase')
	await page.getByRole('button', { name: 'Change password' }).click()
	await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible()
	await expect(page).toHaveURL(`${base}/auth/reset-password/done`)
	await expectAccessible(page)

	// the session of before has ended
	await old.goto(`${base}/tasks`)
	await expect(old.getByRole('heading', { name: 'Sign in to Twentyfour' })).toBeVisible()
	await before.close()

	// the link works once
	await page.goto(link)
	await expect(page.getByText('This reset link has expired or has already been used.')).toBeVisible()
	await expectAccessible(page)

	// the old password no longer signs in; the new one does
	await page.goto(`${base}/login?returnTo=%2Ftasks`)
	await page.getByLabel('Email address').fill(me.email)
	await page.getByLabel('Password').fill(me.password)
	await page.getByRole('button', { name: 'Sign in', exact: true }).click()
	await expect(page.getByText('The email address or password is not right.').first()).toBeVisible()
	await signInAtProvider(page, { email: me.email, password: 'a fresh long passphrase' })
	await expect(page).toHaveURL(`${base}/tasks`)
	await expectAccessible(page)
})
