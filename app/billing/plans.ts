// The Early Patron plans (spec point 9), the subscription rules of point 4 and the texts of point 8.
// Pure: shared by the server and the browser, unit-tested beside.

export const FREE_LEVEL = '2020-free'
/** levels of subscriptions bought in a mobile app store: managed there, never here */
export const APP_STORE_LEVELS = ['$rc_annual', '$rc_monthly'] as const

export type Frequency = 'month' | 'quarter' | 'year'
export type Prices = Record<Frequency, string>

/** point 3's Subscription level option: item (price id), name, frequency */
export type LevelOption = { item: string; name: string; frequency: Frequency; amount: number }

const PLANS: { frequency: Frequency; amount: number; adverb: string }[] = [
	{ frequency: 'month', amount: 3, adverb: 'monthly' },
	{ frequency: 'quarter', amount: 8, adverb: 'quarterly' },
	{ frequency: 'year', amount: 24, adverb: 'yearly' },
]

export function levelOptions(prices: Prices): LevelOption[] {
	return PLANS.map((p) => ({
		item: prices[p.frequency],
		frequency: p.frequency,
		amount: p.amount,
		name: `Early Patron: ${p.amount} USD a ${p.frequency}`,
	}))
}

/** The plan of a price id, or null when no Early Patron price matches (a membership). */
export function planOf(level: string | null | undefined, prices: Prices) {
	const plan = PLANS.find((p) => prices[p.frequency] === level)
	return plan ? { ...plan, item: prices[plan.frequency] } : null
}

export const isAppStoreLevel = (level: string) => (APP_STORE_LEVELS as readonly string[]).includes(level)

export type SubscriptionChange = 'free-to-paid' | 'paid-to-paid' | 'paid-to-free'

/**
 * Change Subscription (point 4): the new level must be one of the plans or free, and differ from the
 * current one. A paid level that is already cancelling may be chosen again (it clears the cancellation).
 */
export function subscriptionChange(
	current: { tier: 'free' | 'paid'; level: string; cancelAt: number | null },
	next: string | undefined,
	prices: Prices,
): SubscriptionChange | null {
	if (!next) return null
	const nextPaid = !!planOf(next, prices)
	if (!nextPaid && next !== FREE_LEVEL) return null
	if (current.tier === 'free') return nextPaid ? 'free-to-paid' : null
	if (isAppStoreLevel(current.level)) return null
	if (!nextPaid) return current.cancelAt ? null : 'paid-to-free'
	if (next === current.level && !current.cancelAt) return null
	return 'paid-to-paid'
}

/** Stripe subscription statuses that keep premium: it is paid, or Stripe is still retrying a renewal. */
const PREMIUM_STATUSES = new Set(['active', 'trialing', 'past_due'])

export type SubscriptionState = {
	tier: 'free' | 'paid'
	level: string
	subscriptionId: string | null
	productId: string | null
	created: number | null
	periodEnd: number | null
	cancelAt: number | null
	paymentFailed: boolean
}

/** The part of a Stripe subscription these rules read (field names as Stripe's API has them). */
export type StripeSubscriptionLike = {
	id: string
	status: string
	created: number
	cancel_at: number | null
	items: { data: { price: { id: string; product: string | { id: string } }; current_period_end?: number }[] }
}

/**
 * What a user's subscription fields should be for Stripe's current view of a subscription. Webhook
 * events arrive in any order, so the handler applies this rather than the event's own story.
 */
export function stateOfSubscription(sub: StripeSubscriptionLike): SubscriptionState {
	const item = sub.items.data[0]
	if (!PREMIUM_STATUSES.has(sub.status) || !item) {
		return {
			tier: 'free',
			level: FREE_LEVEL,
			subscriptionId: null,
			productId: null,
			created: null,
			periodEnd: null,
			cancelAt: null,
			paymentFailed: false,
		}
	}
	const product = item.price.product
	return {
		tier: 'paid',
		level: item.price.id,
		subscriptionId: sub.id,
		productId: typeof product === 'string' ? product : product.id,
		created: sub.created * 1000,
		periodEnd: item.current_period_end ? item.current_period_end * 1000 : null,
		cancelAt: sub.cancel_at ? sub.cancel_at * 1000 : null,
		paymentFailed: sub.status === 'past_due',
	}
}

/**
 * A subscription counts as paid for only when Stripe says it is active and its latest invoice is
 * paid: never on the browser's word.
 */
export function paymentSucceeded(sub: { status: string; latest_invoice?: string | { status?: string | null } | null }) {
	const invoice = sub.latest_invoice
	return (
		(sub.status === 'active' || sub.status === 'trialing') &&
		!!invoice &&
		typeof invoice === 'object' &&
		invoice.status === 'paid'
	)
}

// point 8's texts
export const PAYMENT_ISSUE = 'Payment Issue'
export const UNKNOWN_SUBSCRIBE_ERROR = 'Unknown error encountered while subscribing. Please contact support.'
export const INVALID_LEVEL = 'Please select a valid level.'
export const SUBSCRIPTION_UPDATED = 'Your subscription has been updated.'
export const SUBSCRIPTION_CANCELLING =
	'Your subscription has been updated and it will be cancelled automatically at the end of the current period.'
export const CARD_UPDATED = 'Payment card updated successfully.'
export const CARD_UPDATED_TITLE = 'Payment Card Changed'
export const SUBSCRIPTION_CHANGE_TITLE = 'Subscription Change'
