// Billing against the fake Stripe (tests/fakes/stripe.ts) through the real `stripe` client.
import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { pendingEnrollments, users } from '#db/schema'
import { findUserBySubject, getUserById } from '~/identity/users.server'
import { db } from '~/lib/db.server'
import { makeUser } from '../../tests/factories'
import { AUTHENTICATION_FAILED_MESSAGE, CARDS, DECLINED_MESSAGE } from '../../tests/fakes/stripe'
import { subscriptionSectionAction } from './manage.server'
import {
	abandonPaidEnrollment,
	finishPaidEnrollment,
	paidEnrollmentCheckout,
	pendingAnswers,
	preparePaidEnrollment,
	startPaidEnrollment,
} from './paid-enrollment.server'
import { FREE_LEVEL, SUBSCRIPTION_CANCELLING } from './plans'
import {
	cancelAtPeriodEnd,
	cancelSubscriptionNow,
	changePlan,
	finishCardUpdate,
	finishUpgrade,
	prepareCardUpdate,
	prepareUpgrade,
	upgradeCheckoutUrl,
} from './subscription.server'
import { newIdentity, paidAnswers, fakeStripeForTheFile } from './billing-test-support'

const { fake, pay, paidUser } = fakeStripeForTheFile()

describe('paid sign-up (point 4, "Paid flow")', () => {
	test('the user is created, as a paid Early Patron, only after the payment succeeded; a double click makes one customer and one subscription', async () => {
		const identity = newIdentity()
		startPaidEnrollment(identity, paidAnswers())
		const first = await preparePaidEnrollment(identity)
		const second = await preparePaidEnrollment(identity)
		expect(second).toEqual(first)
		expect([...fake().customers.values()].filter((c) => c.email === identity.email)).toHaveLength(1)
		expect([...fake().subscriptions.values()].filter((s) => s.id === first!.subscriptionId)).toHaveLength(1)
		expect(
			fake()
				.calls.filter((c) => c.method === 'POST' && /^\/v1\/(customers|subscriptions)$/.test(c.path))
				.every((c) => c.idempotencyKey),
		).toBe(true)

		// never paid without a succeeded payment
		expect(await finishPaidEnrollment(identity)).toEqual({
			ok: false,
			reason: 'not-paid',
		})
		expect(findUserBySubject(identity.subject)).toBeUndefined()

		expect(pay(first!.clientSecret, CARDS.succeeds).status).toBe(200)
		const done = await finishPaidEnrollment(identity)
		expect(done.ok).toBe(true)
		const user = findUserBySubject(identity.subject)!
		expect(user).toMatchObject({
			subscriptionTier: 'paid',
			subscriptionLevel: 'price_monthly',
			stripeSubscriptionId: first!.subscriptionId,
			referralCode: 'typed-before',
			paymentFailed: false,
		})
		expect(user.stripeCustomerId).toMatch(/^cus_/)
		expect(user.subscriptionPeriodEnd).toBeGreaterThan(Date.now())
		expect(pendingAnswers(identity.subject)).toBeNull()
		// coming back twice (a reload of the return page) is harmless
		expect(await finishPaidEnrollment(identity)).toEqual({
			ok: true,
			userId: user.id,
		})
	})

	test('a declined card: no user, the incomplete subscription is cancelled, the answers are kept', async () => {
		const identity = newIdentity()
		startPaidEnrollment(identity, paidAnswers('price_yearly'))
		const made = (await preparePaidEnrollment(identity))!
		const answer = pay(made.clientSecret, CARDS.declined)
		expect(answer.body).toEqual({
			error: expect.objectContaining({ message: DECLINED_MESSAGE }),
		})
		expect((await finishPaidEnrollment(identity)).ok).toBe(false)
		await abandonPaidEnrollment(identity)
		expect(findUserBySubject(identity.subject)).toBeUndefined()
		expect(fake().subscriptions.get(made.subscriptionId)!.status).toBe('incomplete_expired')
		expect(pendingAnswers(identity.subject)).toMatchObject({
			subscriptionLevel: 'price_yearly',
			referralCode: 'typed-before',
		})
		// the next attempt is a new subscription
		const again = (await preparePaidEnrollment(identity))!
		expect(again.subscriptionId).not.toBe(made.subscriptionId)
	})

	test('3-D Secure: completed pays, failed does not', async () => {
		const ok = newIdentity()
		startPaidEnrollment(ok, paidAnswers())
		const a = (await preparePaidEnrollment(ok))!
		expect(pay(a.clientSecret, CARDS.threeDSecure).body).toMatchObject({
			status: 'requires_action',
		})
		expect((await finishPaidEnrollment(ok)).ok).toBe(false)
		fake().authenticate(a.clientSecret, 'complete')
		expect((await finishPaidEnrollment(ok)).ok).toBe(true)

		const ko = newIdentity()
		startPaidEnrollment(ko, paidAnswers())
		const b = (await preparePaidEnrollment(ko))!
		pay(b.clientSecret, CARDS.threeDSecure)
		expect(fake().authenticate(b.clientSecret, 'fail').body).toEqual({
			error: expect.objectContaining({
				message: AUTHENTICATION_FAILED_MESSAGE,
			}),
		})
		expect((await finishPaidEnrollment(ko)).ok).toBe(false)
		expect(findUserBySubject(ko.subject)).toBeUndefined()
	})

	test("without JavaScript: Stripe Checkout; only this person's own session counts", async () => {
		const identity = newIdentity()
		startPaidEnrollment(identity, paidAnswers('price_quarterly'))
		const url = (await paidEnrollmentCheckout(identity))!
		expect(url).toMatch(new RegExp(`^${fake().url}/checkout/cs_`))
		const sessionId = url.split('/').at(-1)!

		const other = newIdentity()
		startPaidEnrollment(other, paidAnswers())
		await paidEnrollmentCheckout(other)

		// the person pays on the hosted page
		const res = await fetch(url, {
			method: 'POST',
			body: new URLSearchParams({ card: CARDS.succeeds }),
			redirect: 'manual',
		})
		expect(res.status).toBe(303)
		expect(res.headers.get('location')).toContain(`/signup/complete?session_id=${sessionId}`)

		expect((await finishPaidEnrollment(other, sessionId)).ok).toBe(false)
		expect(findUserBySubject(other.subject)).toBeUndefined()
		expect((await finishPaidEnrollment(identity, sessionId)).ok).toBe(true)
		expect(findUserBySubject(identity.subject)).toMatchObject({
			subscriptionTier: 'paid',
			subscriptionLevel: 'price_quarterly',
		})
	})

	test('a level that is not a plan is refused before Stripe is asked', () => {
		expect(() => startPaidEnrollment(newIdentity(), paidAnswers('price_free_lunch'))).toThrow()
		expect(
			db()
				.select()
				.from(pendingEnrollments)
				.all()
				.every((p) => p.priceId !== 'price_free_lunch'),
		).toBe(true)
	})
})

/** A paid user made through the real flow: customer, subscription, payment. */

describe('subscription changes (point 4)', () => {
	test("free to paid: paid only after the payment; someone else's subscription is refused", async () => {
		const user = makeUser()
		const made = await prepareUpgrade(user, 'price_yearly', crypto.randomUUID())
		const withCustomer = getUserById(user.id)!
		expect(await finishUpgrade(withCustomer, made.subscriptionId)).toBe(false)
		expect(getUserById(user.id)!.subscriptionTier).toBe('free')

		const stranger = await paidUser()
		expect(await finishUpgrade(withCustomer, stranger.stripeSubscriptionId!)).toBe(false)
		expect(getUserById(user.id)!.subscriptionTier).toBe('free')

		const retry = await prepareUpgrade(getUserById(user.id)!, 'price_yearly', crypto.randomUUID())
		pay(retry.clientSecret, CARDS.succeeds)
		expect(await finishUpgrade(getUserById(user.id)!, retry.subscriptionId)).toBe(true)
		expect(getUserById(user.id)).toMatchObject({
			subscriptionTier: 'paid',
			subscriptionLevel: 'price_yearly',
		})
		// one customer for the user across attempts
		expect([...fake().customers.values()].filter((c) => (c.metadata as Record<string, string>).userId === user.id)).toHaveLength(1)
	})

	test('free to paid without JavaScript goes to Checkout', async () => {
		const user = makeUser()
		const url = await upgradeCheckoutUrl(user, 'price_monthly', crypto.randomUUID())
		expect(url).toMatch(/\/checkout\/cs_/)
	})

	test('paid to free cancels at the period end; paid to paid changes the plan and clears the cancellation', async () => {
		const user = await paidUser()
		await cancelAtPeriodEnd(user)
		let now = getUserById(user.id)!
		expect(now.subscriptionTier).toBe('paid')
		expect(now.subscriptionCancelAt).toBe(now.subscriptionPeriodEnd)
		expect(fake().subscriptions.get(user.stripeSubscriptionId!)!.cancel_at_period_end).toBe(true)

		await changePlan(now, 'price_quarterly')
		now = getUserById(user.id)!
		expect(now).toMatchObject({
			subscriptionLevel: 'price_quarterly',
			subscriptionCancelAt: null,
			stripeSubscriptionId: user.stripeSubscriptionId,
		})
		const items = (
			fake().subscriptions.get(user.stripeSubscriptionId!)!.items as {
				data: { price: { id: string } }[]
			}
		).data
		expect(items.map((i) => i.price.id)).toEqual(['price_quarterly'])
	})

	test('the Change Subscription form: an invalid or unchanged level gets "Please select a valid level." and changes nothing', async () => {
		const user = await paidUser()
		for (const level of ['', 'price_monthly', 'price_unknown']) {
			const form = new FormData()
			form.set('intent', 'change')
			form.set('subscriptionLevel', level)
			const answer = (await subscriptionSectionAction(user, form)) as unknown as {
				init: { status: number }
				data: { reply: { error: Record<string, string[]> } }
			}
			expect(answer.init.status).toBe(400)
			expect(answer.data.reply.error.subscriptionLevel).toEqual(['Please select a valid level.'])
		}
		const form = new FormData()
		form.set('intent', 'change')
		form.set('subscriptionLevel', FREE_LEVEL)
		const done = (await subscriptionSectionAction(user, form)) as Response
		expect(done.status).toBe(302)
		const toast = decodeURIComponent(done.headers.get('set-cookie')!.split(';')[0]!.split('=')[1]!).split('.')[0]!
		expect(JSON.parse(Buffer.from(toast, 'base64').toString())).toMatchObject({
			type: 'success',
			description: SUBSCRIPTION_CANCELLING,
		})
		expect(getUserById(user.id)!.subscriptionCancelAt).not.toBeNull()
	})

	test("card update: the confirmed card becomes the default; another customer's SetupIntent is refused", async () => {
		const user = await paidUser()
		const { clientSecret } = await prepareCardUpdate(user, crypto.randomUUID())
		const si = [...fake().setupIntents.values()].find((s) => s.client_secret === clientSecret)!
		expect(await finishCardUpdate(user, si.id)).toBe(false)
		expect(fake().confirmSetup(clientSecret, CARDS.succeeds).status).toBe(200)
		const other = await paidUser()
		expect(await finishCardUpdate(other, si.id)).toBe(false)
		expect(await finishCardUpdate(user, si.id)).toBe(true)
		const pm = si.payment_method
		expect(fake().customers.get(user.stripeCustomerId!)!.invoice_settings).toEqual({ default_payment_method: pm })
		expect(fake().subscriptions.get(user.stripeSubscriptionId!)!.default_payment_method).toBe(pm)
	})

	test('Delete Account cancels the subscription at once; one already gone counts as cancelled', async () => {
		const user = await paidUser()
		await cancelSubscriptionNow(user.stripeSubscriptionId!)
		expect(fake().subscriptions.get(user.stripeSubscriptionId!)!.status).toBe('canceled')
		await expect(cancelSubscriptionNow(user.stripeSubscriptionId!)).resolves.toBeUndefined()
		await expect(cancelSubscriptionNow('sub_missing')).resolves.toBeUndefined()
	})
})

test('users table: paid only through these paths', () => {
	// every paid user in this file has a subscription id that Stripe says is paid or had a webhook applied
	const paid = db().select().from(users).where(eq(users.subscriptionTier, 'paid')).all()
	expect(paid.every((u) => u.stripeSubscriptionId)).toBe(true)
})
