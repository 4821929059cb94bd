import { describe, expect, test } from 'vitest'
import { safeReturnTo } from './auth.server'
import { authenticateAccount, createAccount, hashPassword, verifyPassword } from './accounts.server'

describe('returnTo accepts only local paths', () => {
	test.each([
		['/tasks/overdue?offset=1', '/tasks/overdue?offset=1'],
		['/profile#folders', '/profile#folders'],
		['https://evil.example/x', '/dashboard'],
		['//evil.example/x', '/dashboard'],
		['/\\evil.example', '/dashboard'],
		['javascript:alert(1)', '/dashboard'],
		['', '/dashboard'],
		[null, '/dashboard'],
	])('%s → %s', (input, expected) => {
		expect(safeReturnTo(input)).toBe(expected)
	})
})

describe('embedded accounts', () => {
	test('scrypt hashes verify and differ per salt', async () => {
		const a = await hashPassword('correct horse')
		const b = await hashPassword('correct horse')
		expect(a).not.toBe(b)
		expect(a.startsWith('scrypt$')).toBe(true)
		expect(await verifyPassword('correct horse', a)).toBe(true)
		expect(await verifyPassword('wrong horse', a)).toBe(false)
	})
	test('sign-in with email in any case; one account per email', async () => {
		await createAccount({ email: 'Grace@Example.com', password: 'hopper123', givenName: 'Grace', familyName: 'Hopper' })
		expect(await authenticateAccount('grace@example.com', 'hopper123')).toMatchObject({ email: 'grace@example.com' })
		expect(await authenticateAccount('grace@example.com', 'nope')).toBeNull()
		expect(await authenticateAccount('nobody@example.com', 'hopper123')).toBeNull()
		const again = await createAccount({ email: 'grace@example.com', password: 'x'.repeat(8), givenName: 'G', familyName: 'H' })
		expect(again).toEqual({ error: 'exists' })
	})
})

describe('the ID token is verified', async () => {
	const { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair } = await import('jose')
	const { verifyIdToken, nonceFor } = await import('./auth.server')
	const { env } = await import('~/lib/env.server')
	const { privateKey, publicKey } = await generateKeyPair('RS256')
	const jwks = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), alg: 'RS256', kid: 'k1' }] })
	const issuer = 'http://localhost:3000/oidc'
	const state = 'state-123'
	const token = (claims: Record<string, unknown>, opts: { exp?: string | number; iss?: string; aud?: string } = {}) =>
		new SignJWT({ nonce: nonceFor(state), ...claims })
			.setProtectedHeader({ alg: 'RS256', kid: 'k1' })
			.setSubject('acct-1')
			.setIssuer(opts.iss ?? issuer)
			.setAudience(opts.aud ?? env().oidc.clientId)
			.setIssuedAt()
			.setExpirationTime(opts.exp ?? '5m')
			.sign(privateKey)

	test('a good token passes', async () => {
		await expect(verifyIdToken(await token({}), jwks, issuer, state)).resolves.toMatchObject({ sub: 'acct-1' })
	})
	test('wrong issuer, audience, expired or wrong nonce fail', async () => {
		await expect(verifyIdToken(await token({}, { iss: 'https://evil.example' }), jwks, issuer, state)).rejects.toThrow()
		await expect(verifyIdToken(await token({}, { aud: 'someone-else' }), jwks, issuer, state)).rejects.toThrow()
		await expect(verifyIdToken(await token({}, { exp: Math.floor(Date.now() / 1000) - 60 }), jwks, issuer, state)).rejects.toThrow()
		await expect(verifyIdToken(await token({ nonce: 'replayed' }), jwks, issuer, state)).rejects.toThrow(/nonce/)
		await expect(verifyIdToken(await token({}), jwks, issuer, 'another-state')).rejects.toThrow(/nonce/)
	})
})
