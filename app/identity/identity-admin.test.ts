import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startFakeAuth0 } from '../../tests/fakes/auth0'
import { resetEnvForTests } from '~/lib/env.server'
import { deleteIdentity, keepPtUserId } from './identity-admin.server'

let auth0: Awaited<ReturnType<typeof startFakeAuth0>>

beforeAll(async () => {
	auth0 = await startFakeAuth0()
	process.env.OIDC_ISSUER = 'https://tenant.example/'
	process.env.OIDC_CLIENT_ID = 'app'
	process.env.AUTH0_DOMAIN = auth0.url
	process.env.AUTH0_MGMT_CLIENT_ID = 'mgmt'
	process.env.AUTH0_MGMT_CLIENT_SECRET = 'mgmt-secret'
	resetEnvForTests()
})

afterAll(async () => {
	for (const k of ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'AUTH0_DOMAIN', 'AUTH0_MGMT_CLIENT_ID', 'AUTH0_MGMT_CLIENT_SECRET']) delete process.env[k]
	resetEnvForTests()
	await auth0.close()
})

const identity = {
	subject: 'https://tenant.example/|auth0|abc123',
	email: 'ada@example.com',
	givenName: 'Ada',
	familyName: 'Lovelace',
	picture: null,
}

describe('Auth0 management API (spec point 2: pt_user_id must equal our user id)', () => {
	test('writes pt_user_id to app metadata when the token lacks it', async () => {
		await keepPtUserId(identity, { sub: 'auth0|abc123' }, 'user-1')
		expect(auth0.users.get('auth0|abc123')?.app_metadata).toEqual({ pt_user_id: 'user-1' })
		const patch = auth0.calls.find((c) => c.method === 'PATCH')!
		expect(patch.path).toBe('/api/v2/users/auth0%7Cabc123')
		expect(patch.authorization).toBe('Bearer mgmt-token')
	})

	test('writes it when it differs, and leaves it when it matches', async () => {
		auth0.calls.length = 0
		await keepPtUserId(identity, { sub: 'auth0|abc123', 'https://twentyfour/pt_user_id': 'old' }, 'user-2')
		expect(auth0.users.get('auth0|abc123')?.app_metadata).toEqual({ pt_user_id: 'user-2' })
		auth0.calls.length = 0
		await keepPtUserId(identity, { sub: 'auth0|abc123', 'https://twentyfour/pt_user_id': 'user-2' }, 'user-2')
		expect(auth0.calls).toEqual([])
	})

	test('deleting the identity calls the users endpoint', async () => {
		await deleteIdentity(identity)
		expect(auth0.users.has('auth0|abc123')).toBe(false)
		expect(auth0.calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/v2/users/auth0%7Cabc123' })
	})
})
