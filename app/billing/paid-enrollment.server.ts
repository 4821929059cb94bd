// A paid sign-up (spec point 4, "Paid flow"): the wizard's answers wait in pending_enrollments while
// the person pays; the user is created only when Stripe says the payment succeeded. A failed or
// abandoned payment cancels the incomplete subscription and the wizard reopens with the answers kept.
import { eq } from 'drizzle-orm'
import { pendingEnrollments, users } from '#db/schema'
import type { Enrollment } from '~/identity/enrollment'
import { enroll } from '~/identity/enrollment.server'
import { findUserBySubject } from '~/identity/users.server'
import { db } from '~/lib/db.server'
import type { Identity } from '~/lib/session.server'
import { paymentSucceeded, planOf, stateOfSubscription } from './plans'
import { requireBilling, stripe } from './stripe.server'
import {
	applySubscriptionState,
	asLike,
	cancelIncomplete,
	checkoutUrl,
	createIncompleteSubscription,
	retrieveSubscription,
	subscriptionOfCheckout,
} from './subscription.server'

export type PendingEnrollment = typeof pendingEnrollments.$inferSelect

export function pendingEnrollment(subject: string) {
	return db().select().from(pendingEnrollments).where(eq(pendingEnrollments.identitySubject, subject)).get() ?? null
}

/** The answers to show again in the wizard after a payment did not go through. */
export function pendingAnswers(subject: string): Partial<Enrollment> | null {
	return (pendingEnrollment(subject)?.data as Partial<Enrollment> | undefined) ?? null
}

/** Saves the wizard's answers for the payment step; a new attempt each time (a new plan, a retry). */
export function startPaidEnrollment(identity: Identity, data: Enrollment, now = Date.now()) {
	const priceId = data.subscriptionLevel!
	if (!planOf(priceId, requireBilling().prices)) throw new Error('Not an Early Patron plan.')
	const previous = pendingEnrollment(identity.subject)
	const values = { data: data as Record<string, unknown>, priceId, subscriptionId: null, checkoutSessionId: null, createdAt: now }
	db().insert(pendingEnrollments)
		.values({ identitySubject: identity.subject, customerId: previous?.customerId ?? null, ...values })
		.onConflictDoUpdate({ target: pendingEnrollments.identitySubject, set: values })
		.run()
	return previous?.subscriptionId ?? null
}

async function ensurePendingCustomer(identity: Identity, pending: PendingEnrollment) {
	if (pending.customerId) return pending.customerId
	const data = pending.data as Enrollment
	const customer = await (await stripe()).customers.create(
		{
			email: identity.email,
			name: `${data.firstName} ${data.lastName}`,
			description: 'Twentyfour user',
			metadata: { identitySubject: identity.subject },
		},
		{ idempotencyKey: `customer:signup:${identity.subject}:${pending.createdAt}` },
	)
	db().update(pendingEnrollments)
		.set({ customerId: customer.id })
		.where(eq(pendingEnrollments.identitySubject, identity.subject))
		.run()
	return customer.id
}

/**
 * With JavaScript: the customer and the incomplete subscription, and the client secret the Payment
 * Element confirms. Asked twice for one attempt (a double click, a reload) it answers the same.
 */
export async function preparePaidEnrollment(identity: Identity) {
	const pending = pendingEnrollment(identity.subject)
	if (!pending) return null
	const customer = await ensurePendingCustomer(identity, pending)
	const made = await createIncompleteSubscription(
		customer,
		pending.priceId,
		`subscription:signup:${identity.subject}:${pending.createdAt}`,
		{ identitySubject: identity.subject },
	)
	db().update(pendingEnrollments)
		.set({ subscriptionId: made.subscriptionId })
		.where(eq(pendingEnrollments.identitySubject, identity.subject))
		.run()
	return made
}

/** Without JavaScript: Stripe Checkout, coming back to /signup/complete. */
export async function paidEnrollmentCheckout(identity: Identity) {
	const pending = pendingEnrollment(identity.subject)
	if (!pending) return null
	const customer = await ensurePendingCustomer(identity, pending)
	const session = await checkoutUrl({
		customer,
		price: pending.priceId,
		successPath: '/signup/complete',
		cancelPath: '/signup/payment',
		idempotencyKey: `checkout:signup:${identity.subject}:${pending.createdAt}`,
		metadata: { identitySubject: identity.subject },
	})
	db().update(pendingEnrollments)
		.set({ checkoutSessionId: session.id })
		.where(eq(pendingEnrollments.identitySubject, identity.subject))
		.run()
	return session.url
}

export type FinishResult = { ok: true; userId: string } | { ok: false; reason: 'no-pending' | 'not-paid' }

/**
 * The payment's end: the user is created, as a paid Early Patron, only when Stripe says the
 * subscription is active and its invoice paid. A Checkout session id must be this person's own.
 */
export async function finishPaidEnrollment(identity: Identity, checkoutSessionId?: string | null): Promise<FinishResult> {
	const existing = findUserBySubject(identity.subject)
	if (existing) return { ok: true, userId: existing.id }
	const pending = pendingEnrollment(identity.subject)
	if (!pending?.customerId) return { ok: false, reason: 'no-pending' }
	const subscriptionId = checkoutSessionId
		? await subscriptionOfCheckout(checkoutSessionId, pending.customerId)
		: pending.subscriptionId
	if (!subscriptionId) return { ok: false, reason: 'not-paid' }
	const sub = await retrieveSubscription(subscriptionId)
	if (sub.customer !== pending.customerId || !paymentSucceeded(sub)) return { ok: false, reason: 'not-paid' }
	const state = stateOfSubscription(asLike(sub))
	const user = db().transaction(() => {
		const created = enroll(identity, pending.data as Enrollment)
		db().update(users).set({ stripeCustomerId: pending.customerId }).where(eq(users.id, created.id)).run()
		applySubscriptionState(created.id, state)
		db().delete(pendingEnrollments).where(eq(pendingEnrollments.identitySubject, identity.subject)).run()
		return created
	})
	return { ok: true, userId: user.id }
}

/** A payment that failed or was left: its incomplete subscription is cancelled; the answers stay for the wizard. */
export async function abandonPaidEnrollment(identity: Identity) {
	const pending = pendingEnrollment(identity.subject)
	if (!pending) return
	if (pending.subscriptionId) await cancelIncomplete(pending.subscriptionId)
	if (pending.checkoutSessionId) {
		(await stripe())
			.checkout.sessions.expire(pending.checkoutSessionId)
			.catch(() => undefined)
	}
	db().update(pendingEnrollments)
		.set({ subscriptionId: null, checkoutSessionId: null, createdAt: Date.now() })
		.where(eq(pendingEnrollments.identitySubject, identity.subject))
		.run()
}

/** Forgets a paid sign-up (the person chose the free tier, or cancelled the enrollment). */
export async function dropPaidEnrollment(identity: Identity) {
	await abandonPaidEnrollment(identity)
	db().delete(pendingEnrollments).where(eq(pendingEnrollments.identitySubject, identity.subject)).run()
}
