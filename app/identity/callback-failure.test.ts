// Issue 49, point 6: `GET /auth/callback?code=x&state=y` (no state cookie) threw remix-auth-oauth2's ReferenceError,
// logged with its stack. The callback's refusals are told apart from errors of ours.
import { expect, test } from 'vitest'
import { authenticate } from './auth.server'
import { callbackRefusal } from './callback-failure'

test('the exact request of the issue: a refusal of one line', async () => {
	const thrown = await authenticate(new Request('http://localhost:3000/auth/callback?code=x&state=y')).catch((e: unknown) => e)
	expect(thrown).toBeInstanceOf(ReferenceError)
	expect(callbackRefusal(thrown)).toBe('Missing state on cookie.')
})

test('another state than the cookie’s, a code the provider refuses, a token that does not verify: refusals', async () => {
	const cookie = 'twentyfour_oidc=state%3Dabc%26abc%3Dverifier'
	const other = await authenticate(new Request('http://localhost:3000/auth/callback?code=x&state=zzz', { headers: { cookie } })).catch((e: unknown) => e)
	expect(callbackRefusal(other)).toMatch(/^State in URL doesn't match state in cookie/)
	class OAuth2RequestError extends Error {
		override name = 'OAuth2RequestError'
	}
	expect(callbackRefusal(new OAuth2RequestError('invalid_grant'))).toBe('OAuth2RequestError: invalid_grant')
	expect(callbackRefusal(Object.assign(new Error('"exp" claim timestamp check failed'), { code: 'ERR_JWT_EXPIRED' }))).toMatch(/^ERR_JWT_EXPIRED/)
	expect(callbackRefusal(new Error('ID token nonce does not match'))).toBe('ID token nonce does not match')
})

test('an error of ours is not a refusal (it keeps its stack in the log)', () => {
	expect(callbackRefusal(new TypeError('x is undefined'))).toBeNull()
	expect(callbackRefusal(new ReferenceError('foo is not defined'))).toBeNull()
	expect(callbackRefusal('a string')).toBeNull()
})
