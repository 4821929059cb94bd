// Stripe's webhooks against the fake Stripe (tests/fakes/stripe.ts), signed by the real `stripe` client.
import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { describe, expect, test } from 'vitest'
import { stripeEvents } from '#db/schema'
import { findUserBySubject, getUserById } from '~/identity/users.server'
import { db } from '~/lib/db.server'
import { resetEnvForTests } from '~/lib/env.server'
import { startFakeStripe } from '../../tests/fakes/stripe'
import { preparePaidEnrollment, startPaidEnrollment } from './paid-enrollment.server'
import { FREE_LEVEL } from './plans'
import { applySubscriptionState } from './subscription.server'
import { handleStripeWebhook } from './webhooks.server'
import { newIdentity, paidAnswers, fakeStripeForTheFile } from './billing-test-support'

const { fake, paidUser } = fakeStripeForTheFile()

describe('webhooks (point 4)', () => {
	const client = new Stripe('sk_test_fake')
	function signed(event: Record<string, unknown>, opts: { secret?: string; timestamp?: number } = {}) {
		const payload = JSON.stringify(event)
		const header = client.webhooks.generateTestHeaderString({
			payload,
			secret: opts.secret ?? 'whsec_test_fake',
			timestamp: opts.timestamp,
		})
		return [payload, header] as const
	}
	const subscriptionEvent = (type: string, subId: string, status = 'active') => ({
		id: `evt_${crypto.randomBytes(6).toString('hex')}`,
		object: 'event',
		type,
		created: Math.floor(Date.now() / 1000),
		data: { object: { id: subId, object: 'subscription', status } },
	})
	const invoiceEvent = (type: string, subId: string) => ({
		id: `evt_${crypto.randomBytes(6).toString('hex')}`,
		object: 'event',
		type,
		created: Math.floor(Date.now() / 1000),
		data: {
			object: {
				id: 'in_x',
				object: 'invoice',
				parent: { subscription_details: { subscription: subId } },
			},
		},
	})

	test('a bad signature or a stale timestamp: 400 and nothing changes', async () => {
		const user = await paidUser()
		fake().subscriptions.get(user.stripeSubscriptionId!)!.status = 'canceled'
		const event = subscriptionEvent('customer.subscription.deleted', user.stripeSubscriptionId!)
		const [payload] = signed(event)
		const [, wrongSecret] = signed(event, { secret: 'whsec_wrong' })
		expect((await handleStripeWebhook(payload, wrongSecret)).status).toBe(400)
		expect((await handleStripeWebhook(payload, null)).status).toBe(400)
		const [, stale] = signed(event, {
			timestamp: Math.floor(Date.now() / 1000) - 3600,
		})
		expect((await handleStripeWebhook(payload, stale)).status).toBe(400)
		// stamped in the future beyond the tolerance: refused too (a signature made ahead of time, issue 32)
		const [, future] = signed(event, {
			timestamp: Math.floor(Date.now() / 1000) + 3600,
		})
		const ahead = await handleStripeWebhook(payload, future)
		expect(ahead).toEqual({
			status: 400,
			message: expect.stringContaining('timestamp'),
		})
		// a body changed after signing
		const [, good] = signed(event)
		expect((await handleStripeWebhook(payload.replace('deleted', 'updated'), good)).status).toBe(400)
		expect(getUserById(user.id)!.subscriptionTier).toBe('paid')
		expect(db().select().from(stripeEvents).where(eq(stripeEvents.id, event.id)).get()).toBeUndefined()
	})

	test('a second t= (issue 49): `t=<now>,t=<future>,v1=<signature of future>` is refused and stores nothing', async () => {
		const user = await paidUser()
		fake().subscriptions.get(user.stripeSubscriptionId!)!.status = 'canceled'
		const event = subscriptionEvent('customer.subscription.deleted', user.stripeSubscriptionId!, 'canceled')
		const now = Math.floor(Date.now() / 1000)
		const future = now + 3600
		const [payload, signedFuture] = signed(event, { timestamp: future })
		expect(signedFuture).toMatch(new RegExp(`^t=${future},v1=`))
		for (const header of [`t=${now},${signedFuture}`, `${signedFuture},t=${now}`, `t=${now},t=${now},${signedFuture.split(',')[1]}`]) {
			const answer = await handleStripeWebhook(payload, header)
			expect({ header, answer }).toEqual({ header, answer: { status: 400, message: expect.stringContaining('exactly one timestamp') } })
		}
		expect(getUserById(user.id)!.subscriptionTier).toBe('paid')
		expect(db().select().from(stripeEvents).where(eq(stripeEvents.id, event.id)).get()).toBeUndefined()
		// one t=, as Stripe sends it: still accepted
		expect(await handleStripeWebhook(...signed(event))).toEqual({ status: 200, message: 'applied' })
	})

	test('subscription deleted: back to free, the data kept; a replay has no effect', async () => {
		const user = await paidUser()
		fake().subscriptions.get(user.stripeSubscriptionId!)!.status = 'canceled'
		const event = subscriptionEvent('customer.subscription.deleted', user.stripeSubscriptionId!, 'canceled')
		expect(await handleStripeWebhook(...signed(event))).toEqual({
			status: 200,
			message: 'applied',
		})
		expect(getUserById(user.id)).toMatchObject({
			subscriptionTier: 'free',
			subscriptionLevel: FREE_LEVEL,
			stripeSubscriptionId: null,
			stripeCustomerId: user.stripeCustomerId,
		})

		// the user pays again elsewhere; the old event replayed changes nothing
		applySubscriptionState(user.id, {
			tier: 'paid',
			level: 'price_monthly',
			subscriptionId: 'sub_new',
			productId: 'prod',
			created: 1,
			periodEnd: 2,
			cancelAt: null,
			paymentFailed: false,
		})
		expect(await handleStripeWebhook(...signed(event))).toEqual({
			status: 200,
			message: 'already handled',
		})
		expect(getUserById(user.id)!.subscriptionTier).toBe('paid')
	})

	test('out of order: an old "deleted" arriving while Stripe says active keeps the user paid', async () => {
		const user = await paidUser()
		// Stripe sends "updated" (renewed) after a "deleted" that was about an earlier state: both re-read Stripe
		const deleted = subscriptionEvent('customer.subscription.deleted', user.stripeSubscriptionId!, 'canceled')
		expect((await handleStripeWebhook(...signed(deleted))).status).toBe(200)
		expect(getUserById(user.id)!.subscriptionTier).toBe('paid')
		// and a stale "updated: active" after the real cancellation does not revive it
		fake().subscriptions.get(user.stripeSubscriptionId!)!.status = 'canceled'
		const updated = subscriptionEvent('customer.subscription.updated', user.stripeSubscriptionId!, 'active')
		expect((await handleStripeWebhook(...signed(updated))).status).toBe(200)
		expect(getUserById(user.id)!.subscriptionTier).toBe('free')
	})

	test('payment failed: premium stays and the banner shows until a payment succeeds', async () => {
		const user = await paidUser()
		const sub = fake().subscriptions.get(user.stripeSubscriptionId!)!
		sub.status = 'past_due'
		expect((await handleStripeWebhook(...signed(invoiceEvent('invoice.payment_failed', sub.id)))).status).toBe(200)
		expect(getUserById(user.id)).toMatchObject({
			subscriptionTier: 'paid',
			paymentFailed: true,
		})
		sub.status = 'active'
		expect((await handleStripeWebhook(...signed(invoiceEvent('invoice.paid', sub.id)))).status).toBe(200)
		expect(getUserById(user.id)).toMatchObject({
			subscriptionTier: 'paid',
			paymentFailed: false,
		})
	})

	test('an event for a sign-up still paying, or without a subscription, changes no user', async () => {
		const identity = newIdentity()
		startPaidEnrollment(identity, paidAnswers())
		const made = (await preparePaidEnrollment(identity))!
		expect((await handleStripeWebhook(...signed(subscriptionEvent('customer.subscription.created', made.subscriptionId, 'incomplete')))).status).toBe(
			200,
		)
		expect(findUserBySubject(identity.subject)).toBeUndefined()
		const other = {
			id: 'evt_other',
			object: 'event',
			type: 'customer.created',
			created: 1,
			data: { object: { id: 'cus_1', object: 'customer' } },
		}
		expect(await handleStripeWebhook(...signed(other))).toEqual({
			status: 200,
			message: 'ignored',
		})
	})

	test('a subscription Stripe does not know changes nothing; Stripe unreachable: 500, not recorded, so Stripe sends it again', async () => {
		const unknown = subscriptionEvent('customer.subscription.updated', 'sub_does_not_exist')
		expect((await handleStripeWebhook(...signed(unknown))).status).toBe(200)
		const event = subscriptionEvent('customer.subscription.updated', 'sub_1')
		const closed = await startFakeStripe()
		await closed.close()
		process.env.STRIPE_API_BASE = closed.url
		resetEnvForTests()
		try {
			expect((await handleStripeWebhook(...signed(event))).status).toBe(500)
		} finally {
			process.env.STRIPE_API_BASE = fake().url
			resetEnvForTests()
		}
		expect(db().select().from(stripeEvents).where(eq(stripeEvents.id, event.id)).get()).toBeUndefined()
	})
})
