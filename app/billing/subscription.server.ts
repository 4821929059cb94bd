// A user's Early Patron subscription at Stripe (spec point 4): apply Stripe's state, change the plan,
// upgrade, update the card, cancel. Every call that creates something in Stripe sends an idempotency key.
import { eq } from 'drizzle-orm'
import type Stripe from 'stripe'
import { users } from '#db/schema'
import type { User } from '~/identity/users.server'
import { db } from '~/lib/db.server'
import { env } from '~/lib/env.server'
import {
	FREE_LEVEL,
	paymentSucceeded,
	planOf,
	stateOfSubscription,
	type SubscriptionState,
	type StripeSubscriptionLike,
} from './plans'
import { requireBilling, stripe } from './stripe.server'

/** Writes Stripe's current view of a subscription onto its user. */
export function applySubscriptionState(userId: string, state: SubscriptionState) {
	db().update(users)
		.set({
			subscriptionTier: state.tier,
			subscriptionLevel: state.level,
			stripeSubscriptionId: state.subscriptionId,
			stripeProductId: state.productId,
			subscriptionCreated: state.created,
			subscriptionPeriodEnd: state.periodEnd,
			subscriptionCancelAt: state.cancelAt,
			paymentFailed: state.paymentFailed,
		})
		.where(eq(users.id, userId))
		.run()
}

export const asLike = (sub: Stripe.Subscription) => sub as unknown as StripeSubscriptionLike

/** The customer of a user, created (once: idempotency key per user) when they have none. */
export async function ensureCustomer(user: Pick<User, 'id' | 'email' | 'firstName' | 'lastName' | 'stripeCustomerId'>) {
	if (user.stripeCustomerId) return user.stripeCustomerId
	const customer = await (await stripe()).customers.create(
		{ email: user.email, name: `${user.firstName} ${user.lastName}`, description: 'Twentyfour user', metadata: { userId: user.id } },
		{ idempotencyKey: `customer:user:${user.id}` },
	)
	db().update(users).set({ stripeCustomerId: customer.id }).where(eq(users.id, user.id)).run()
	return customer.id
}

/**
 * An incomplete subscription (payment behaviour default_incomplete) the browser pays with the
 * Payment Element; the attempt id makes a double click create one subscription.
 */
export async function createIncompleteSubscription(customer: string, price: string, idempotencyKey: string, metadata: Record<string, string>) {
	const sub = await (await stripe()).subscriptions.create(
		{
			customer,
			items: [{ price }],
			payment_behavior: 'default_incomplete',
			payment_settings: { save_default_payment_method: 'on_subscription' },
			expand: ['latest_invoice.confirmation_secret'],
			metadata,
		},
		{ idempotencyKey },
	)
	const invoice = sub.latest_invoice as Stripe.Invoice | null
	const clientSecret = invoice?.confirmation_secret?.client_secret
	if (!clientSecret) throw new Error('Stripe returned no payment to confirm.')
	return { subscriptionId: sub.id, clientSecret }
}

/** The subscription with its latest invoice, as Stripe has it now. */
export async function retrieveSubscription(id: string) {
	return (await stripe()).subscriptions.retrieve(id, { expand: ['latest_invoice'] })
}

/** Cancels an unpaid subscription that was left behind (a failed or abandoned payment). */
export async function cancelIncomplete(subscriptionId: string) {
	try {
		const sub = await (await stripe()).subscriptions.retrieve(subscriptionId)
		if (sub.status === 'incomplete') await (await stripe()).subscriptions.cancel(subscriptionId)
	} catch (error) {
		console.error('could not cancel an abandoned subscription:', (error as Error).message)
	}
}

/** Delete Account: the subscription ends at once; one already gone counts as cancelled. */
export async function cancelSubscriptionNow(subscriptionId: string) {
	try {
		await (await stripe()).subscriptions.cancel(subscriptionId)
	} catch (error) {
		const e = error as { statusCode?: number; code?: string; message?: string }
		if (e.statusCode === 404 || e.code === 'resource_missing' || /already canceled/i.test(e.message ?? '')) return
		throw error
	}
}

/** Free to paid, step one: the customer and an incomplete subscription for the Payment Element. */
export async function prepareUpgrade(user: User, level: string, attempt: string) {
	const customer = await ensureCustomer(user)
	return createIncompleteSubscription(customer, level, `upgrade:${user.id}:${attempt}:${level}`, { userId: user.id })
}

/**
 * Free to paid, last step: the subscription must be the user's own (same customer) and paid
 * (never on the browser's word). Returns false when it is not.
 */
export async function finishUpgrade(user: User, subscriptionId: string) {
	if (!user.stripeCustomerId) return false
	const sub = await retrieveSubscription(subscriptionId)
	if (sub.customer !== user.stripeCustomerId) return false
	if (!paymentSucceeded(sub)) {
		await cancelIncomplete(sub.id)
		return false
	}
	applySubscriptionState(user.id, stateOfSubscription(asLike(sub)))
	return true
}

/** Checkout for a browser without JavaScript: Stripe's hosted page, back to `successPath`. */
export async function checkoutUrl(opts: {
	customer: string
	price: string
	successPath: string
	cancelPath: string
	idempotencyKey: string
	metadata: Record<string, string>
}) {
	const base = env().publicUrl
	const session = await (await stripe()).checkout.sessions.create(
		{
			mode: 'subscription',
			customer: opts.customer,
			line_items: [{ price: opts.price, quantity: 1 }],
			success_url: `${base}${opts.successPath}${opts.successPath.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`,
			cancel_url: `${base}${opts.cancelPath}`,
			metadata: opts.metadata,
			subscription_data: { metadata: opts.metadata },
		},
		{ idempotencyKey: opts.idempotencyKey },
	)
	if (!session.url) throw new Error('Stripe returned no Checkout address.')
	return { url: session.url, id: session.id }
}

/** The subscription a completed Checkout session made for `customer`, or null. */
export async function subscriptionOfCheckout(sessionId: string, customer: string) {
	const session = await (await stripe()).checkout.sessions.retrieve(sessionId)
	if (session.customer !== customer || !session.subscription) return null
	return typeof session.subscription === 'string' ? session.subscription : session.subscription.id
}

export async function upgradeCheckoutUrl(user: User, level: string, attempt: string) {
	const customer = await ensureCustomer(user)
	return (
		await checkoutUrl({
			customer,
			price: level,
			successPath: '/profile/subscription/complete',
			cancelPath: '/profile/subscription',
			idempotencyKey: `upgrade-checkout:${user.id}:${attempt}:${level}`,
			metadata: { userId: user.id },
		})
	).url
}

function subscriptionItem(sub: Stripe.Subscription) {
	const item = sub.items.data[0]
	if (!item) throw new Error('The subscription has no plan.')
	return item
}

/** Paid to paid: the plan changes on the existing item (prorated as Stripe does) and a pending cancellation is cleared. */
export async function changePlan(user: User, level: string) {
	const sub = await (await stripe()).subscriptions.retrieve(user.stripeSubscriptionId!)
	const updated = await (await stripe()).subscriptions.update(
		sub.id,
		{
			items: [{ id: subscriptionItem(sub).id, price: level }],
			cancel_at_period_end: false,
			proration_behavior: 'create_prorations',
		},
		{ idempotencyKey: `change:${sub.id}:${level}:${user.subscriptionLevel}:${user.subscriptionCancelAt ?? 'none'}` },
	)
	applySubscriptionState(user.id, stateOfSubscription(asLike(updated)))
}

/** Paid to free: the subscription cancels itself at the end of the current period; premium stays until then. */
export async function cancelAtPeriodEnd(user: User) {
	const updated = await (await stripe()).subscriptions.update(user.stripeSubscriptionId!, { cancel_at_period_end: true })
	applySubscriptionState(user.id, stateOfSubscription(asLike(updated)))
}

/** Update Credit Card, step one: a SetupIntent for the Payment Element. */
export async function prepareCardUpdate(user: User, attempt: string) {
	const customer = await ensureCustomer(user)
	const intent = await (await stripe()).setupIntents.create(
		{ customer, usage: 'off_session', automatic_payment_methods: { enabled: true }, metadata: { userId: user.id } },
		{ idempotencyKey: `card:${user.id}:${attempt}` },
	)
	return { clientSecret: intent.client_secret! }
}

/** Update Credit Card, last step: the confirmed card becomes the default of the customer and the subscription. */
export async function finishCardUpdate(user: User, setupIntentId: string) {
	if (!user.stripeCustomerId) return false
	const intent = await (await stripe()).setupIntents.retrieve(setupIntentId)
	if (intent.customer !== user.stripeCustomerId || intent.status !== 'succeeded' || !intent.payment_method) return false
	const pm = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method.id
	await (await stripe()).customers.update(user.stripeCustomerId, { invoice_settings: { default_payment_method: pm } })
	if (user.stripeSubscriptionId) {
		await (await stripe()).subscriptions.update(user.stripeSubscriptionId, { default_payment_method: pm })
	}
	return true
}

/** Without JavaScript: the customer portal, deep-linked to the payment-method update, back to the section. */
export async function cardPortalUrl(user: User) {
	const customer = await ensureCustomer(user)
	const returnUrl = `${env().publicUrl}/profile/subscription`
	const session = await (await stripe()).billingPortal.sessions.create({
		customer,
		return_url: returnUrl,
		flow_data: {
			type: 'payment_method_update',
			after_completion: { type: 'redirect', redirect: { return_url: returnUrl } },
		},
	})
	return session.url
}

/** Welcome (screen 16): the plan's wording and the latest invoice, when a subscription price matches. */
export async function welcomeSubscription(user: User) {
	const b = env().billing
	const plan = b ? planOf(user.subscriptionLevel, b.prices) : null
	if (!b || !plan || user.subscriptionTier !== 'paid' || !user.stripeSubscriptionId) return null
	let invoiceUrl: string | null = null
	try {
		const sub = await retrieveSubscription(user.stripeSubscriptionId)
		const invoice = sub.latest_invoice as Stripe.Invoice | null
		invoiceUrl = invoice?.invoice_pdf ?? invoice?.hosted_invoice_url ?? null
	} catch (error) {
		console.error('could not read the latest invoice:', (error as Error).message)
	}
	return { adverb: plan.adverb, amount: plan.amount, frequency: plan.frequency, invoiceUrl }
}

export { FREE_LEVEL, requireBilling }
