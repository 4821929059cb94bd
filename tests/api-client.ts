// The JSON API under test: the real Express app (server/index.ts createApp) on 127.0.0.1, real requests, and
// tokens of every kind (personal, and JWTs signed as the embedded provider signs them, or otherwise).
import fs from 'node:fs'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'
import { generateKeyPair, importJWK, SignJWT, type JWK } from 'jose'
import { API_ENDPOINTS } from '~/api/endpoints.server'
import { createPersonalToken } from '~/api/tokens.server'
import type { TokenAccess, TokenExpiry } from '~/api/token-form'
import { embeddedProvider, publicSigningKeys } from '~/identity/embedded-idp.server'
import { env } from '~/lib/env.server'

// answers of every shape, read by the tests
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>
export type Answer = { status: number; body: Json; headers: Headers }

/** which endpoints a test file answered with a success (every endpoint must be among them) */
export const succeeded = new Set<string>()

const matcher = API_ENDPOINTS.map((e) => ({
	key: `${e.method} ${e.path}`,
	method: e.method,
	re: new RegExp(`^${e.path.replace(/\{\w+\}/g, '[^/]+')}$`),
}))

export async function startApi() {
	const { createApp } = await import('../server/index')
	const server = createApp().listen(0, '127.0.0.1')
	await new Promise((resolve) => server.once('listening', resolve))
	const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	async function call(
		method: string,
		url: string,
		opts: { token?: string | null; body?: unknown; raw?: string; headers?: Record<string, string> } = {},
	): Promise<Answer> {
		const headers: Record<string, string> = { ...opts.headers }
		if (opts.token) headers.authorization = `Bearer ${opts.token}`
		let body: string | undefined
		if (opts.raw !== undefined) body = opts.raw
		else if (opts.body !== undefined) {
			body = JSON.stringify(opts.body)
			headers['content-type'] ??= 'application/json'
		}
		const res = await fetch(base + url, { method: method.toUpperCase(), headers, body })
		const text = await res.text()
		let parsed: Json
		try {
			parsed = JSON.parse(text)
		} catch {
			parsed = { text }
		}
		if (res.status < 300) {
			const pathname = new URL(base + url).pathname
			const hit = matcher.find((m) => m.method === method.toLowerCase() && m.re.test(pathname))
			if (hit) succeeded.add(hit.key)
		}
		return { status: res.status, body: parsed, headers: res.headers }
	}
	return { base, call, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** The API app started before the file's tests and closed after them: one server per test file. */
export function apiForTheFile() {
	const api = {} as Awaited<ReturnType<typeof startApi>>
	beforeAll(async () => {
		Object.assign(api, await startApi())
	}, 60_000)
	afterAll(() => api.close())
	return api
}

export function personalToken(ownerId: string, access: TokenAccess = 'write', expiry: TokenExpiry = 'none') {
	return createPersonalToken(ownerId, { name: `test ${access}`, access, expiry }).token
}

/** the embedded provider's signing key (private), as it signs its access tokens */
async function providerKey() {
	await publicSigningKeys()
	const file = path.join(env().dataDir, 'oidc-jwks.json')
	const jwk = (JSON.parse(fs.readFileSync(file, 'utf8')) as { keys: JWK[] }).keys[0]!
	return { key: await importJWK(jwk, 'RS256'), kid: jwk.kid! }
}

/** a grant of the embedded provider for one account, as sign-in saves it; its id */
export async function providerGrant(accountId: string) {
	const provider = await embeddedProvider()
	const grant = new provider.Grant({ clientId: env().oidc.clientId, accountId })
	grant.addResourceScope(env().apiAudience, 'api')
	return grant.save()
}

/** a JWT access token as the embedded provider issues them; every part can be made wrong */
export async function providerToken(
	accountId: string,
	opts: { audience?: string; issuer?: string; expiresAt?: number; otherKey?: boolean; claims?: Record<string, unknown>; grantId?: string } = {},
) {
	// a grant in force, as the provider records one at sign-in: the API refuses a token without it
	const grantId = opts.grantId ?? (await providerGrant(accountId))
	const signing = opts.otherKey ? { key: (await generateKeyPair('RS256')).privateKey, kid: (await providerKey()).kid } : await providerKey()
	const now = Math.floor(Date.now() / 1000)
	return new SignJWT({ scope: 'api', gid: grantId, ...opts.claims })
		.setProtectedHeader({ alg: 'RS256', kid: signing.kid, typ: 'at+jwt' })
		.setIssuer(opts.issuer ?? env().oidc.issuer)
		.setAudience(opts.audience ?? env().apiAudience)
		.setSubject(accountId)
		.setIssuedAt(now - 60)
		.setExpirationTime(opts.expiresAt ?? now + 3600)
		.sign(signing.key)
}

/** the URL path segment of a JSON filter */
export const filter = (value: unknown) => encodeURIComponent(JSON.stringify(value))
