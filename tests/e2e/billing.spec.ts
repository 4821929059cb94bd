// Billing (issue 15): sign-up free and paid, Manage Subscription and the webhook, with JavaScript on
// (Payment Element, a stand-in Stripe.js) and off (Stripe Checkout and the customer portal of the fake).
// The shared test server runs without billing, as the other specs expect; this spec starts its own
// Twentyfour on another port, pointed at a fake Stripe it starts too.
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import Stripe from 'stripe'
import { CARDS, DECLINED_MESSAGE, startFakeStripe, stripeEnvFor, type FakeStripe } from '../fakes/stripe'
import { createIdentity, expect, expectAccessible, newPerson, openSection, test } from './fixtures'
import { E2E_PORT } from './env'
import { startOwnServer, type OwnServer } from './own-server'

const PORT = E2E_PORT + 81
// another host name than the shared server's "localhost", so the two never share cookies
const URL_BASE = `http://127.0.0.1:${PORT}`
const DATA_DIR = path.resolve(`tests/.tmp/billing-${PORT}`)
const SCREENSHOTS = process.env.BILLING_SCREENSHOTS

let fake: FakeStripe
let server: OwnServer

test.describe.configure({ mode: 'serial', timeout: 240_000 })

test.beforeAll(async () => {
	fake = await startFakeStripe()
	fs.rmSync(DATA_DIR, { recursive: true, force: true })
	server = await startOwnServer({ port: PORT, host: '127.0.0.1', env: { ...stripeEnvFor(fake), DATA_DIR }, timeout: 30_000 })
})

test.afterAll(async () => {
	await server?.stop()
	await fake?.close()
	fs.rmSync(DATA_DIR, { recursive: true, force: true })
})

const toast = (page: Page) => page.getByTestId('toast')

async function shoot(page: Page, name: string) {
	if (!SCREENSHOTS) return
	for (const width of [360, 1280]) {
		await page.setViewportSize({ width, height: 900 })
		await page.screenshot({ path: `${SCREENSHOTS}/${name}-${test.info().project.name}-${width}.png`, fullPage: true })
	}
	await page.setViewportSize({ width: 1280, height: 720 })
}

/** The wizard with every answer, the tier and plan as given; ends on Save. */
async function fillWizard(page: Page, plan?: RegExp) {
	await expect(page.getByRole('heading', { name: "You're almost done" })).toBeVisible()
	await openSection(page, 'Personal Details')
	await page.getByLabel('Timezone').selectOption('Europe/London')
	await page.getByLabel('Country').selectOption('GB')
	await openSection(page, 'Subscription')
	if (plan) {
		await page.getByRole('radio', { name: /Early Patron \(/ }).check()
		await page.getByRole('radio', { name: plan }).check()
		await shoot(page, 'wizard-subscription')
	}
	await openSection(page, 'Referral')
	await page.getByLabel('Referral code').fill('kept-after-a-failure')
	await openSection(page, 'Terms of Service')
	await page.getByRole('group', { name: 'I have read and accept the Privacy Policy' }).getByLabel('Yes').check()
	await page.getByRole('group', { name: 'I have read and accept the Terms of Service' }).getByLabel('Yes').check()
	await page.getByRole('button', { name: 'Save' }).click()
}

/** Pays on the payment step: the Payment Element with JavaScript, the fake's Checkout page without. */
async function pay(page: Page, jsOn: boolean, card: string, opts: { authenticate?: 'complete' | 'fail' } = {}) {
	await expect(page.getByRole('heading', { name: /Pay for your Early Patron plan|Upgrade to Early Patron/ })).toBeVisible()
	if (jsOn) {
		await page.getByLabel('Card number').fill(card)
		await page.getByRole('button', { name: 'Subscribe' }).click()
		if (opts.authenticate) {
			await page.getByRole('button', { name: opts.authenticate === 'complete' ? 'Complete authentication' : 'Fail authentication' }).click()
		}
	} else {
		await page.getByRole('button', { name: 'Continue to payment' }).click()
		await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible()
		await page.getByLabel('Card number').fill(card)
		if (opts.authenticate === 'fail') await page.getByLabel('Fail 3-D Secure').check()
		await page.getByRole('button', { name: 'Subscribe' }).click()
	}
}

async function signUpPaid(page: Page, jsOn: boolean, person = newPerson('patron')) {
	await page.goto(`${URL_BASE}/signup?action=signup&tier=paid`)
	await createIdentity(page, person)
	await fillWizard(page, /Monthly: 3 USD a month/)
	await pay(page, jsOn, CARDS.succeeds)
	await expect(page).toHaveURL(/\/welcome$/)
	return person
}

test('a free sign-up with billing on needs no payment', async ({ page }) => {
	await page.goto(`${URL_BASE}/signup?action=signup&tier=free`)
	await createIdentity(page, newPerson('adopter'))
	await openSection(page, 'Subscription')
	await expect(page.getByRole('group', { name: 'Early Patron plan' })).toBeVisible()
	await expect(page.getByText('Paid plans are not offered')).toHaveCount(0)
	await expectAccessible(page)
	await fillWizard(page)
	await expect(page).toHaveURL(/\/dashboard$/)
	await expectAccessible(page)
})

test('a paid sign-up: a declined card brings the wizard back with the answers; the next payment creates the Early Patron', async ({ page, jsOn }) => {
	await page.goto(`${URL_BASE}/signup?action=signup&tier=paid`)
	await createIdentity(page, newPerson('patron'))
	await fillWizard(page, /Quarterly: 8 USD a quarter/)
	await expect(page).toHaveURL(/\/signup\/payment$/)
	await expectAccessible(page)
	await shoot(page, 'payment-step')

	await pay(page, jsOn, CARDS.declined)
	if (jsOn) {
		// the wizard again, on the Subscription section, with what was typed
		await expect(page).toHaveURL(/\/signup$/)
		await expect(toast(page)).toContainText('Payment Issue')
		await expect(toast(page)).toContainText(DECLINED_MESSAGE)
		await expect(page.locator('details', { has: page.locator('summary', { hasText: 'Subscription' }) })).toHaveAttribute('open', '')
		await expect(page.getByRole('radio', { name: /Quarterly/ })).toBeChecked()
		await openSection(page, 'Referral')
		await expect(page.getByLabel('Referral code')).toHaveValue('kept-after-a-failure')
		await expectAccessible(page)
		await page.getByRole('button', { name: 'Save' }).click()
		// 3-D Secure, completed
		await pay(page, jsOn, CARDS.threeDSecure, { authenticate: 'complete' })
	} else {
		// Stripe's hosted page says so and lets the person try another card
		await expect(page.getByRole('alert')).toContainText(DECLINED_MESSAGE)
		await page.getByLabel('Card number').fill(CARDS.succeeds)
		await page.getByRole('button', { name: 'Subscribe' }).click()
	}
	await expect(page).toHaveURL(/\/welcome$/)
	await expect(page.getByText(/Thank you for your quarterly subscription/)).toBeVisible()
	await expect(page.getByRole('link', { name: 'Download your invoice' })).toHaveAttribute('href', /\/invoices\/in_/)
	await expectAccessible(page)
	await shoot(page, 'welcome')
})

test('3-D Secure failed: no account, the wizard again', async ({ page, jsOn }) => {
	await page.goto(`${URL_BASE}/signup?action=signup&tier=paid`)
	await createIdentity(page, newPerson('patron'))
	await fillWizard(page, /Yearly: 24 USD a year/)
	await pay(page, jsOn, CARDS.threeDSecure, { authenticate: 'fail' })
	if (jsOn) {
		await expect(page).toHaveURL(/\/signup$/)
		await expect(toast(page)).toContainText('Payment Issue')
		await page.goto(`${URL_BASE}/dashboard`)
		await expect(page).toHaveURL(/\/signup$/)
	} else {
		await expect(page.getByRole('alert')).toContainText('unable to authenticate')
		await page.getByRole('link', { name: 'Back' }).click()
		await expect(page).toHaveURL(/\/signup\/payment$/)
	}
})

test('Manage Subscription: change the plan, update the card, cancel at the period end', async ({ page, jsOn }) => {
	await signUpPaid(page, jsOn)
	await page.goto(`${URL_BASE}/profile/subscription`)
	const section = page.getByRole('region', { name: 'Manage Subscription' })
	await expect(section).toContainText('Early Patron')
	await expect(section).toContainText('Monthly: 3 USD a month')
	await expect(section).toContainText('Renews automatically on')
	await expectAccessible(page)
	await shoot(page, 'manage-subscription')

	// nothing chosen: refused
	await section.getByRole('button', { name: 'Change Subscription' }).click()
	await expect(section.getByText('Please select a valid level.').first()).toBeVisible()

	await section.getByLabel('Subscription Level').selectOption({ label: 'Early Patron, Yearly: 24 USD a year' })
	await section.getByRole('button', { name: 'Change Subscription' }).click()
	await expect(toast(page)).toContainText('Your subscription has been updated.')
	await expect(section).toContainText('Yearly: 24 USD a year')

	await section.getByRole('link', { name: 'Update Credit Card' }).click()
	await expect(page.getByRole('heading', { name: 'Update Credit Card' })).toBeVisible()
	await expectAccessible(page)
	if (jsOn) {
		await page.getByLabel('Card number').fill(CARDS.succeeds)
		await page.getByRole('button', { name: 'Save card' }).click()
		await expect(toast(page)).toContainText('Payment card updated successfully.')
	} else {
		await page.getByRole('button', { name: 'Update the card at Stripe' }).click()
		await expect(page.getByRole('heading', { name: 'Update payment method' })).toBeVisible()
		await page.getByLabel('Card number').fill(CARDS.succeeds)
		await page.getByRole('button', { name: 'Save card' }).click()
	}
	await expect(page).toHaveURL(/\/profile\/subscription$/)

	await page.getByLabel('Subscription Level').selectOption({ label: 'Early Adopter: free' })
	await page.getByRole('button', { name: 'Change Subscription' }).click()
	await expect(toast(page)).toContainText('it will be cancelled automatically at the end of the current period.')
	await expect(section).toContainText('Cancels automatically on')
	await expect(section.getByRole('link', { name: 'Update Credit Card' })).toHaveCount(0)
	await expectAccessible(page)
})

test('a free user upgrades from Manage Subscription', async ({ page, jsOn }) => {
	await page.goto(`${URL_BASE}/signup?action=signup&tier=free`)
	await createIdentity(page, newPerson('upgrader'))
	await fillWizard(page)
	await page.goto(`${URL_BASE}/profile/subscription`)
	await page.getByLabel('Subscription Level').selectOption({ label: 'Early Patron, Monthly: 3 USD a month' })
	await page.getByRole('button', { name: 'Change Subscription' }).click()
	await expect(page).toHaveURL(/\/profile\/subscription\/pay\?level=price_monthly$/)
	await expectAccessible(page)
	await pay(page, jsOn, CARDS.succeeds)
	await expect(page).toHaveURL(/\/profile\/subscription$/)
	await expect(toast(page)).toContainText('Your subscription has been updated.')
	await expect(page.getByRole('region', { name: 'Manage Subscription' })).toContainText('Renews automatically on')
})

test('the webhook refuses a bad signature; the CSP allows Stripe only on payment pages', async ({ request }, testInfo) => {
	test.skip(testInfo.project.name !== 'js', 'server-side rules: once is enough')
	const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'customer.subscription.deleted', data: { object: { id: 'sub_1', object: 'subscription' } } })
	const bad = await request.post(`${URL_BASE}/stripe/webhook`, { data: payload, headers: { 'stripe-signature': 't=1,v1=abc', 'content-type': 'application/json' } })
	expect(bad.status()).toBe(400)
	const header = new Stripe('sk_test_fake').webhooks.generateTestHeaderString({ payload, secret: 'whsec_test_fake' })
	const good = await request.post(`${URL_BASE}/stripe/webhook`, { data: payload, headers: { 'stripe-signature': header, 'content-type': 'application/json' } })
	// signed: accepted (sub_1 is unknown to Stripe, so nothing changes)
	expect(good.status()).toBe(200)

	const home = await request.get(`${URL_BASE}/home`)
	expect(home.headers()['content-security-policy']).not.toContain('stripe.com')
	expect(home.headers()['content-security-policy']).not.toContain(fake.url)
	const demo = await request.get(`${URL_BASE}/dev/stripe-demo`, { maxRedirects: 0 })
	expect(demo.status()).toBe(404)
})

// The tier cards appear where billing is configured (since issue 53; the shared server shows one card with everything).
test.describe('pricing with billing', () => {
	test('shows both tier cards with their full feature lists, prices and premium markings', async ({ page, context }) => {
		await context.addCookies([{ name: 'twentyfour_cookies_ok', value: '1', url: URL_BASE }])
		await page.goto(`${URL_BASE}/pricing/4`)
		const free = page.getByRole('article', { name: 'Early Adopter' })
		const paid = page.getByRole('article', { name: 'Early Patron' })
		await expect(free).toContainText('Free')
		await expect(free.getByRole('listitem')).toHaveCount(15)
		await expect(free.getByText('Not included: Kanban board')).toHaveCount(1)
		await expect(free.getByText('Not included: Personal gallery of private templates')).toHaveCount(1)
		await expect(paid.getByText('as low as $2 a month')).toBeVisible()
		const plans = paid.getByRole('table', { name: 'Early Patron plans' })
		await expect(plans.getByRole('row', { name: 'Monthly $3 a month' })).toBeVisible()
		await expect(plans.getByRole('row', { name: 'Quarterly $8 a quarter' })).toBeVisible()
		await expect(plans.getByRole('row', { name: 'Yearly $24 a year' })).toBeVisible()
		await expect(paid.getByRole('listitem')).toHaveCount(15)
		for (const premium of ['Kanban board', 'Personal gallery of private templates'])
			await expect(paid.getByRole('listitem').filter({ hasText: premium })).toContainText('Premium')
		// billing is configured here: no note that paid plans are not offered
		await expect(page.getByText('Paid plans are not offered on this instance yet')).toHaveCount(0)
	})

	test('Get Started carries the tier of its card into sign-up', async ({ page, context }) => {
		await context.addCookies([{ name: 'twentyfour_cookies_ok', value: '1', url: URL_BASE }])
		await page.goto(`${URL_BASE}/pricing/4`)
		await expect(page.getByRole('link', { name: 'Get Started with Early Adopter' })).toHaveAttribute(
			'href',
			'/signup?action=signup&tier=free',
		)
		await page.getByRole('link', { name: 'Get Started with Early Patron' }).click()
		await createIdentity(page, newPerson('patron'))
		await expect(page.getByRole('heading', { name: "You're almost done" })).toBeVisible()
		await expect(page).toHaveURL(/\/signup\?action=signup&tier=paid$/)
		await openSection(page, 'Subscription')
		await expect(page.getByRole('radio', { name: /^Early Patron/ })).toBeChecked()
	})
})
