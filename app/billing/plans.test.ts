import { describe, expect, test } from 'vitest'
import {
	FREE_LEVEL,
	levelOptions,
	paymentSucceeded,
	planOf,
	stateOfSubscription,
	subscriptionChange,
	type StripeSubscriptionLike,
} from './plans'
import { isPaymentPage, stripeCspSources } from './csp'

const prices = { month: 'price_m', quarter: 'price_q', year: 'price_y' }

describe('plans (point 9)', () => {
	test('Early Patron: 3 USD a month, 8 a quarter, 24 a year', () => {
		expect(levelOptions(prices).map((p) => [p.item, p.frequency, p.amount])).toEqual([
			['price_m', 'month', 3],
			['price_q', 'quarter', 8],
			['price_y', 'year', 24],
		])
		expect(planOf('price_q', prices)?.adverb).toBe('quarterly')
		expect(planOf(FREE_LEVEL, prices)).toBeNull()
		expect(planOf('$rc_annual', prices)).toBeNull()
	})
})

describe('subscription changes (point 4)', () => {
	const free = { tier: 'free' as const, level: FREE_LEVEL, cancelAt: null }
	const monthly = { tier: 'paid' as const, level: 'price_m', cancelAt: null }
	test('free to paid, paid to paid, paid to free', () => {
		expect(subscriptionChange(free, 'price_y', prices)).toBe('free-to-paid')
		expect(subscriptionChange(monthly, 'price_y', prices)).toBe('paid-to-paid')
		expect(subscriptionChange(monthly, FREE_LEVEL, prices)).toBe('paid-to-free')
	})
	test('a missing, unknown or unchanged level is refused', () => {
		expect(subscriptionChange(free, undefined, prices)).toBeNull()
		expect(subscriptionChange(free, '', prices)).toBeNull()
		expect(subscriptionChange(free, FREE_LEVEL, prices)).toBeNull()
		expect(subscriptionChange(monthly, 'price_m', prices)).toBeNull()
		expect(subscriptionChange(monthly, 'price_other', prices)).toBeNull()
		expect(subscriptionChange(free, '$rc_monthly', prices)).toBeNull()
	})
	test('a cancelling plan may be chosen again (clears the cancellation); cancelling twice is refused', () => {
		const cancelling = { ...monthly, cancelAt: Date.now() + 1000 }
		expect(subscriptionChange(cancelling, 'price_m', prices)).toBe('paid-to-paid')
		expect(subscriptionChange(cancelling, FREE_LEVEL, prices)).toBeNull()
	})
	test('app-store subscribers cannot change here', () => {
		expect(subscriptionChange({ tier: 'paid', level: '$rc_annual', cancelAt: null }, 'price_m', prices)).toBeNull()
	})
})

const sub = (status: string, extra: Partial<StripeSubscriptionLike> = {}): StripeSubscriptionLike => ({
	id: 'sub_1',
	status,
	created: 1_700_000_000,
	cancel_at: null,
	items: { data: [{ price: { id: 'price_m', product: 'prod_1' }, current_period_end: 1_702_592_000 }] },
	...extra,
})

describe("Stripe's state of a subscription", () => {
	test('active: paid, with the plan, dates and no banner', () => {
		expect(stateOfSubscription(sub('active'))).toEqual({
			tier: 'paid',
			level: 'price_m',
			subscriptionId: 'sub_1',
			productId: 'prod_1',
			created: 1_700_000_000_000,
			periodEnd: 1_702_592_000_000,
			cancelAt: null,
			paymentFailed: false,
		})
		expect(stateOfSubscription(sub('active', { cancel_at: 1_702_592_000 })).cancelAt).toBe(1_702_592_000_000)
	})
	test('past due: premium stays, the banner shows', () => {
		expect(stateOfSubscription(sub('past_due'))).toMatchObject({ tier: 'paid', paymentFailed: true })
	})
	test('incomplete, cancelled or expired: free', () => {
		for (const status of ['incomplete', 'incomplete_expired', 'canceled', 'unpaid']) {
			expect(stateOfSubscription(sub(status))).toMatchObject({ tier: 'free', level: FREE_LEVEL, subscriptionId: null })
		}
	})
	test('paid only when active and the latest invoice is paid', () => {
		expect(paymentSucceeded({ status: 'active', latest_invoice: { status: 'paid' } })).toBe(true)
		expect(paymentSucceeded({ status: 'active', latest_invoice: 'in_1' })).toBe(false)
		expect(paymentSucceeded({ status: 'incomplete', latest_invoice: { status: 'open' } })).toBe(false)
		expect(paymentSucceeded({ status: 'active', latest_invoice: { status: 'open' } })).toBe(false)
		expect(paymentSucceeded({ status: 'active', latest_invoice: null })).toBe(false)
	})
})

describe('Content-Security-Policy', () => {
	const billing = { stripeJsUrl: 'https://js.stripe.com/endive/stripe.js' }
	test("Stripe's origins only on the payment pages", () => {
		expect(isPaymentPage('/signup/payment')).toBe(true)
		expect(isPaymentPage('/profile/subscription/card')).toBe(true)
		expect(isPaymentPage('/profile/subscription')).toBe(false)
		expect(stripeCspSources('/signup/payment', billing)['script-src']).toContain('https://js.stripe.com')
		expect(stripeCspSources('/dashboard', billing)['script-src']).toEqual([])
		expect(stripeCspSources('/signup/payment', null)['frame-src']).toEqual([])
	})
})
