// Issue 32: the holes a probe found in the JSON API, each as the attack it was. Every test here failed before the fix.
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { createAccount } from '~/identity/accounts.server'
import { logout } from '~/identity/logout.server'
import { SqliteAdapter } from '~/identity/oidc-adapter.server'
import { findUserBySubject } from '~/identity/users.server'
import { env } from '~/lib/env.server'
import { makeUser, newPerson } from '../../tests/factories'
import { providerGrant, providerToken, startApi } from '../../tests/api-client'

let api: Awaited<ReturnType<typeof startApi>>
beforeAll(async () => {
	api = await startApi()
}, 60_000)
afterAll(() => api.close())

const V1 = '/api/v1/external'
const ENROLLMENT = { firstName: 'A', lastName: 'B', timezone: 'UTC', country: 'GB', loadDefaults: 'N', subscriptionTier: 'free', privacyPolicy: 'Y', userAgreement: 'Y' }

async function personWithProviderSession(prefix: string) {
	const { account } = await createAccount({ ...newPerson(prefix), givenName: 'T', familyName: 'K' })
	const subject = `${env().oidc.issuer}|${account!.id}`
	const user = makeUser({ subject })
	// the provider's session as sign-in leaves it: its grant for our client, and a token issued under that grant
	const grantId = await providerGrant(account!.id)
	const sessionId = `s-${crypto.randomUUID()}`
	await new SqliteAdapter('Session').upsert(sessionId, { accountId: account!.id, authorizations: { [env().oidc.clientId]: { grantId } } } as never, 3600)
	const token = await providerToken(account!.id, { grantId })
	return { account: account!, user, subject, sessionId, token }
}

describe('provider access tokens', () => {
	test('log-out ends the grant: the session’s access token answers 401 afterwards', async () => {
		const { token, sessionId } = await personWithProviderSession('logout')
		expect((await api.call('get', '/api/external', { token })).status).toBe(200)
		await logout(new Request(`${env().publicUrl}/logout`, { method: 'POST', headers: { cookie: `_session=${sessionId}` } }))
		const after = await api.call('get', '/api/external', { token })
		expect(after.status).toBe(401)
		expect(after.headers.get('www-authenticate')).toContain('error="invalid_token"')
	})
	test('account deletion: the token answers 401, and POST /users with it creates nobody', async () => {
		const { token, user, subject } = await personWithProviderSession('deleted')
		const del = await api.call('delete', `${V1}/users/${user.id}`, { token })
		expect(del.status).toBe(200)
		expect((await api.call('get', '/api/external', { token })).status).toBe(401)
		const create = await api.call('post', `${V1}/users`, { token, body: { user: ENROLLMENT } })
		expect(create.status).toBe(401)
		expect(findUserBySubject(subject)).toBeUndefined()
	})
	test('a token without a grant, or whose account is gone, is refused', async () => {
		const { account } = await createAccount({ ...newPerson('nogrant'), givenName: 'N', familyName: 'G' })
		expect((await api.call('get', '/api/external', { token: await providerToken(account!.id, { grantId: 'never-issued' }) })).status).toBe(401)
		const orphan = await providerToken('no-such-account')
		const create = await api.call('post', `${V1}/users`, { token: orphan, body: { user: ENROLLMENT } })
		expect(create.status).toBe(401)
		expect(findUserBySubject(`${env().oidc.issuer}|no-such-account`)).toBeUndefined()
	})
})

describe('malformed percent-encoding', () => {
	test('API and page paths answer 400 with one log line, before sign-in, never a stack', async () => {
		const user = makeUser()
		const paths = [
			'/api/v2/external/task/%ZZ',
			`${V1}/users/%`,
			`${V1}/contexts/%`,
			`${V1}/task-templates/%E0%A4%A`,
			`${V1}/tasks/${user.id}/%7B%22title%22%3A%ZZ`,
			'/contexts/%',
			'/task-templates/%E0%A4%A',
			'/tasks/%ZZ',
		]
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
		const error = vi.spyOn(console, 'error').mockImplementation(() => {})
		try {
			for (const path of paths) {
				warn.mockClear()
				const r = await api.call('get', path)
				expect({ path, status: r.status }).toEqual({ path, status: 400 })
				if (path.startsWith('/api/')) expect(r.body).toEqual({ successful: false, message: expect.stringContaining('percent-encoding') })
				expect(warn).toHaveBeenCalledTimes(1)
			}
			expect(error).not.toHaveBeenCalled()
		} finally {
			warn.mockRestore()
			error.mockRestore()
		}
	})
})
