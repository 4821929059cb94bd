// What the billing tests share: the fake Stripe (tests/fakes/stripe.ts) started for the file, a person signing up, and
// a user made paid through the real upgrade path.
import crypto from 'node:crypto'
import { afterAll, beforeAll, expect } from 'vitest'
import { getUserById } from '~/identity/users.server'
import { resetEnvForTests } from '~/lib/env.server'
import type { Identity } from '~/lib/session.server'
import { enrollmentFor, makeUser, newPerson } from '../../tests/factories'
import { CARDS, startFakeStripe, stripeEnvFor, type FakeStripe } from '../../tests/fakes/stripe'
import { finishUpgrade, prepareUpgrade } from './subscription.server'

/** Starts the fake Stripe before the file's tests and points the `stripe` client at it; `fake()` is the running fake. */
export function fakeStripeForTheFile() {
	let fake: FakeStripe | undefined
	beforeAll(async () => {
		fake = await startFakeStripe()
		Object.assign(process.env, stripeEnvFor(fake))
		resetEnvForTests()
	})
	afterAll(async () => {
		await fake?.close()
	})
	const current = () => fake!
	return {
		fake: current,
		/** What the browser posts when the Payment Element's form is submitted, at the fake. */
		pay: (clientSecret: string, card: string) => current().confirmPayment(clientSecret, card),
		/** a user who upgraded and paid */
		paidUser: async (level = 'price_monthly') => {
			const user = makeUser()
			const made = await prepareUpgrade(user, level, crypto.randomUUID())
			current().confirmPayment(made.clientSecret, CARDS.succeeds)
			expect(await finishUpgrade(getUserById(user.id)!, made.subscriptionId)).toBe(true)
			return getUserById(user.id)!
		},
	}
}

export function newIdentity(): Identity {
	const person = newPerson('payer')
	return {
		subject: `test|${crypto.randomUUID()}`,
		email: person.email,
		givenName: person.firstName,
		familyName: person.lastName,
		picture: null,
	}
}

export const paidAnswers = (level = 'price_monthly') => ({
	...enrollmentFor({ firstName: 'Ada', lastName: 'Lovelace' }),
	subscriptionTier: 'paid' as const,
	subscriptionLevel: level,
	referralCode: 'typed-before',
})
