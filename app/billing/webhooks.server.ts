// POST /stripe/webhook (spec point 4): the signature is verified, each event is handled once, and
// since Stripe does not promise the order of events, the handler re-reads the subscription from
// Stripe and applies its current state rather than the event's own story.
import { eq, or } from 'drizzle-orm'
import type Stripe from 'stripe'
import { stripeEvents, users } from '#db/schema'
import { db } from '~/lib/db.server'
import { stateOfSubscription } from './plans'
import { requireBilling, stripe } from './stripe.server'
import { applySubscriptionState, asLike } from './subscription.server'

/** Signatures stamped more than this many seconds ago, or ahead, are refused (Stripe's default tolerance). */
export const SIGNATURE_TOLERANCE_SECONDS = 300

export type WebhookResult = { status: 200 | 400 | 500; message: string }

/** The subscription an event is about, if any. */
export function subscriptionIdOf(event: Stripe.Event): string | null {
	const object = event.data.object as unknown as Record<string, unknown>
	if (object.object === 'subscription') return object.id as string
	if (object.object === 'invoice') {
		const parent = object.parent as { subscription_details?: { subscription?: string | { id: string } } } | null
		const sub = parent?.subscription_details?.subscription ?? (object.subscription as string | { id: string } | undefined)
		if (!sub) return null
		return typeof sub === 'string' ? sub : sub.id
	}
	if (object.object === 'checkout.session') {
		const sub = object.subscription as string | { id: string } | null
		return sub ? (typeof sub === 'string' ? sub : sub.id) : null
	}
	return null
}

/**
 * The one timestamp of a Stripe-Signature header, split as Stripe's library splits it (items by commas, key and value
 * by "="), or null when the header holds none or more than one: `t=<now>,t=<future>,v1=<signature of future>` was let
 * through, as this check read the first t= and the library verified against the last (issue 49).
 */
export function signatureTimestamp(header: string | null): number | null {
	if (!header) return null
	const stamps = header.split(',').flatMap((item) => {
		const [key, value] = item.split('=')
		return key === 't' ? [value ?? ''] : []
	})
	if (stamps.length !== 1 || !/^\d{1,12}$/.test(stamps[0]!)) return null
	return Number(stamps[0])
}

export async function handleStripeWebhook(payload: string, signature: string | null): Promise<WebhookResult> {
	const b = requireBilling()
	let event: Stripe.Event
	// Stripe's library refuses only stamps older than the tolerance; one from the future is refused here (issue 32),
	// read as the library reads it, from a header with exactly one t= (issue 49: it reads the last, we read the first)
	const stamp = signatureTimestamp(signature)
	if (stamp === null) return { status: 400, message: 'Webhook signature verification failed: the header must hold exactly one timestamp (t=).' }
	if (Math.abs(Date.now() / 1000 - stamp) > SIGNATURE_TOLERANCE_SECONDS) {
		return { status: 400, message: 'Webhook signature verification failed: the timestamp is outside the tolerance zone.' }
	}
	try {
		event = (await stripe()).webhooks.constructEvent(payload, signature ?? '', b.webhookSecret, SIGNATURE_TOLERANCE_SECONDS)
	} catch (error) {
		return { status: 400, message: `Webhook signature verification failed: ${(error as Error).message}` }
	}
	if (db().select().from(stripeEvents).where(eq(stripeEvents.id, event.id)).get()) {
		return { status: 200, message: 'already handled' }
	}
	const subscriptionId = subscriptionIdOf(event)
	if (subscriptionId) {
		try {
			await syncSubscription(subscriptionId)
		} catch (error) {
			const e = error as { statusCode?: number; code?: string; message?: string }
			if (e.statusCode !== 404 && e.code !== 'resource_missing') {
				// not recorded: Stripe sends the event again later
				console.error(`stripe webhook ${event.id} failed: ${e.message}`)
				return { status: 500, message: 'could not read the subscription' }
			}
			// a subscription Stripe does not know (any more): nothing to apply
		}
	}
	db().insert(stripeEvents)
		.values({ id: event.id, type: event.type, receivedAt: Date.now() })
		.onConflictDoNothing()
		.run()
	return { status: 200, message: subscriptionId ? 'applied' : 'ignored' }
}

/**
 * Applies Stripe's current view of a subscription to the user who has it (or whose customer made
 * it). A subscription that never reached a user (a sign-up still paying) changes nothing: the
 * sign-up reads Stripe itself when it finishes.
 */
export async function syncSubscription(subscriptionId: string) {
	const sub = await (await stripe()).subscriptions.retrieve(subscriptionId)
	const customer = typeof sub.customer === 'string' ? sub.customer : sub.customer.id
	const user = db()
		.select()
		.from(users)
		.where(or(eq(users.stripeSubscriptionId, sub.id), eq(users.stripeCustomerId, customer)))
		.get()
	if (!user) return
	const state = stateOfSubscription(asLike(sub))
	// another subscription of the same customer (an abandoned attempt) must not overwrite the current one
	if (user.stripeSubscriptionId && user.stripeSubscriptionId !== sub.id && state.tier === 'free') return
	applySubscriptionState(user.id, { ...state, subscriptionId: state.tier === 'paid' ? sub.id : null })
}
