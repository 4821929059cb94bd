// A server with billing configured, for the unit tests of the paywall: since issue 53 a server without Stripe has
// every feature for everyone, so a test that expects a free account to be refused must configure billing first.
// No request reaches Stripe in these tests (they never pay); the billing tests proper use the fake (tests/fakes/stripe.ts).
import { afterAll, beforeAll } from 'vitest'
import { resetEnvForTests } from '~/lib/env.server'

const BILLING = {
	STRIPE_SECRET_KEY: 'sk_test_not_used',
	STRIPE_PUBLISHABLE_KEY: 'pk_test_not_used',
	STRIPE_PRICE_MONTHLY: 'price_monthly',
	STRIPE_PRICE_QUARTERLY: 'price_quarterly',
	STRIPE_PRICE_YEARLY: 'price_yearly',
	STRIPE_API_BASE: 'http://127.0.0.1:9/',
}

export function billingConfiguredForTheFile() {
	beforeAll(() => {
		Object.assign(process.env, BILLING)
		resetEnvForTests()
	})
	afterAll(() => {
		for (const key of Object.keys(BILLING)) delete process.env[key]
		resetEnvForTests()
	})
}
