import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq, sql } from 'drizzle-orm'
import { afterEach, describe, expect, test } from 'vitest'
import { contexts, folders, identityAccounts, sessions, taskChanges, taskTemplates, tasks, userPreferences, users } from '#db/schema'
import { createAccount } from '~/identity/accounts.server'
import { enroll } from '~/identity/enrollment.server'
import { getUserById } from '~/identity/users.server'
import { db } from '~/lib/db.server'
import { env, resetEnvForTests } from '~/lib/env.server'
import { DeletionError, deleteUserAccount, deleteUserData } from './deletion.server'

async function newUser() {
	const email = `${crypto.randomUUID()}@example.com`
	const { account } = await createAccount({ email, password: 'a long pass phrase', givenName: 'Ada', familyName: 'Lovelace' })
	const identity = { subject: `${env().oidc.issuer}|${account!.id}`, email, givenName: 'Ada', familyName: 'Lovelace', picture: null }
	const user = enroll(identity, { firstName: 'Ada', lastName: 'Lovelace', timezone: 'UTC', country: 'GB', loadDefaults: 'Y', subscriptionTier: 'free', privacyPolicy: 'Y', userAgreement: 'Y' })
	db().insert(taskTemplates).values({ ownerId: user.id, name: 'Trip', description: 'Packing', tasks: [{ title: 'Pack', notes: '' }], added: 1, modified: 1 }).run()
	db().insert(sessions).values({ id: `s-${user.id}`, data: { userId: user.id, identity }, expiresAt: Date.now() + 60_000 }).run()
	return { user, identity, accountId: account!.id }
}

const countOf = (table: typeof contexts | typeof folders | typeof tasks | typeof taskTemplates | typeof userPreferences, ownerId: string) =>
	db().select({ n: sql<number>`count(*)` }).from(table).where(eq(table.ownerId, ownerId)).get()!.n

const saved = { ...process.env }
afterEach(() => {
	process.env = { ...saved }
	resetEnvForTests()
	db().$client.exec('DROP TRIGGER IF EXISTS refuse_task_delete')
})

describe('Delete Data', () => {
	test("removes contexts, folders and tasks, resets preferences, keeps the account, the templates and other users' data", async () => {
		const me = await newUser()
		const other = await newUser()
		db().update(userPreferences).set({ displayKanban: true }).where(eq(userPreferences.ownerId, me.user.id)).run()
		deleteUserData(me.user.id)
		expect(countOf(contexts, me.user.id)).toBe(0)
		expect(countOf(folders, me.user.id)).toBe(0)
		expect(countOf(tasks, me.user.id)).toBe(0)
		const prefs = db().select().from(userPreferences).where(eq(userPreferences.ownerId, me.user.id)).get()!
		expect(prefs.displayKanban).toBe(false)
		expect(prefs.defaultTaskOptions).toMatchObject({ folder: '', context: '', priority: 'medium' })
		expect(getUserById(me.user.id)).toBeDefined()
		expect(countOf(taskTemplates, me.user.id)).toBe(1)
		expect(countOf(tasks, other.user.id)).toBe(4)
		expect(countOf(folders, other.user.id)).toBe(5)
		expect(countOf(contexts, other.user.id)).toBe(4)
	})

	test('a failure says what could not be deleted and leaves everything in place', async () => {
		const me = await newUser()
		db().$client.exec(`CREATE TRIGGER refuse_task_delete BEFORE DELETE ON tasks BEGIN SELECT RAISE(ABORT, 'disk on fire'); END`)
		expect(() => deleteUserData(me.user.id)).toThrow(new DeletionError('Error deleting tasks: disk on fire'))
		expect(countOf(contexts, me.user.id)).toBe(4)
		expect(countOf(folders, me.user.id)).toBe(5)
		expect(countOf(tasks, me.user.id)).toBe(4)
	})
})

describe('Delete Account', () => {
	test('deletes the identity, the user with everything they own and their sessions; nobody else is touched', async () => {
		const me = await newUser()
		const other = await newUser()
		await deleteUserAccount(me.user, me.identity)
		expect(getUserById(me.user.id)).toBeUndefined()
		expect(db().select().from(identityAccounts).where(eq(identityAccounts.id, me.accountId)).get()).toBeUndefined()
		for (const table of [contexts, folders, tasks, taskTemplates, userPreferences]) expect(countOf(table, me.user.id)).toBe(0)
		expect(db().select().from(sessions).where(eq(sessions.id, `s-${me.user.id}`)).get()).toBeUndefined()
		expect(getUserById(other.user.id)).toBeDefined()
		expect(countOf(tasks, other.user.id)).toBe(4)
		expect(db().select().from(sessions).where(eq(sessions.id, `s-${other.user.id}`)).get()).toBeDefined()
		expect(db().select().from(identityAccounts).where(eq(identityAccounts.id, other.accountId)).get()).toBeDefined()
		// the log of counted changes (decision 263) keeps none of their tasks' columns, only a mark with no data
		const left = db().select().from(taskChanges).where(eq(taskChanges.ownerId, me.user.id)).all()
		expect(left).toEqual([expect.objectContaining({ sign: 0, id: '', folder: '', context: '', due: null, start: null })])
		expect(db().select().from(taskChanges).where(eq(taskChanges.ownerId, other.user.id)).all().length).toBeGreaterThan(0)
	})

	test('the session in use is left for log-out to end', async () => {
		const me = await newUser()
		await deleteUserAccount(me.user, me.identity, `s-${me.user.id}`)
		expect(db().select().from(sessions).where(eq(sessions.id, `s-${me.user.id}`)).get()).toBeDefined()
	})

	test('when the identity provider refuses, nothing is deleted', async () => {
		const me = await newUser()
		process.env.OIDC_ISSUER = 'https://idp.example'
		process.env.OIDC_CLIENT_ID = 'twentyfour'
		resetEnvForTests()
		await expect(deleteUserAccount(me.user, me.identity)).rejects.toThrow(
			new DeletionError('Error deleting user from the identity provider: this identity provider is external and no management API is configured'),
		)
		expect(getUserById(me.user.id)).toBeDefined()
		expect(countOf(tasks, me.user.id)).toBe(4)
	})

	test('with billing configured, a subscription is cancelled first; a refusal stops everything', async () => {
		const calls: string[] = []
		let answer = 200
		const stripe = http.createServer((req, res) => {
			calls.push(`${req.method} ${req.url} ${req.headers.authorization}`)
			res.writeHead(answer, { 'content-type': 'application/json' })
			res.end(JSON.stringify(answer === 200 ? { id: 'sub_1', status: 'canceled' } : { error: { message: 'No such customer' } }))
		})
		await new Promise<void>((resolve) => stripe.listen(0, '127.0.0.1', resolve))
		try {
			Object.assign(process.env, {
				STRIPE_SECRET_KEY: 'sk_test_x',
				STRIPE_PRICE_MONTHLY: 'p_m',
				STRIPE_PRICE_QUARTERLY: 'p_q',
				STRIPE_PRICE_YEARLY: 'p_y',
				STRIPE_API_BASE: `http://127.0.0.1:${(stripe.address() as AddressInfo).port}`,
			})
			resetEnvForTests()
			const me = await newUser()
			db().update(users).set({ stripeSubscriptionId: 'sub_1', subscriptionTier: 'paid' }).where(eq(users.id, me.user.id)).run()
			const paying = getUserById(me.user.id)!

			answer = 400
			await expect(deleteUserAccount(paying, me.identity)).rejects.toThrow(new DeletionError('Error cancelling subscription: No such customer'))
			expect(getUserById(me.user.id)).toBeDefined()
			expect(db().select().from(identityAccounts).where(eq(identityAccounts.id, me.accountId)).get()).toBeDefined()

			answer = 200
			await deleteUserAccount(paying, me.identity)
			expect(calls).toEqual(['DELETE /v1/subscriptions/sub_1 Bearer sk_test_x', 'DELETE /v1/subscriptions/sub_1 Bearer sk_test_x'])
			expect(getUserById(me.user.id)).toBeUndefined()

			// without a subscription there is nothing to cancel
			const free = await newUser()
			await deleteUserAccount(free.user, free.identity)
			expect(calls).toHaveLength(2)
		} finally {
			stripe.close()
		}
	})
})
