// Who calls the JSON API (issue 16, spec point 6): a bearer token and nothing else (cookies never authenticate it).
// Either a personal access token (tf_pat_..., looked up by hash) or an access token of the identity provider: a JWT
// verified by signature, issuer, audience (PUBLIC_URL/api, or OIDC_API_AUDIENCE) and expiry.
import { createLocalJWKSet, createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose'
import { publicSigningKeys } from '~/identity/embedded-idp.server'
import { findAccountById } from '~/identity/accounts.server'
import { grantInForce } from '~/identity/oidc-adapter.server'
import { findUserBySubject, getUserById, type User } from '~/identity/users.server'
import { env } from '~/lib/env.server'
import type { Identity } from '~/lib/session.server'
import { ApiError } from './envelope'
import { TOKEN_PREFIX } from './token-form'
import { redeemPersonalToken } from './tokens.server'

export type Caller = {
	/** null: a provider token whose identity has no user yet (it may only create one) */
	user: User | null
	/** a user record exists for this identity (possibly still incomplete): it cannot be created again */
	hasUser: boolean
	identity: Identity | null
	access: 'read' | 'write'
	via: 'personal' | 'provider'
	/** what the per-token rate limit counts */
	key: string
}

const CHALLENGE = 'Bearer realm="Twentyfour API"'
export const MISSING = 'Token must be supplied.'
export const INVALID = 'The token is not valid: it is unknown, revoked, expired, or not meant for this API.'

const unauthorized = (message: string, error?: string) =>
	new ApiError(401, message, { 'WWW-Authenticate': error ? `${CHALLENGE}, error="${error}"` : CHALLENGE })

/** the bearer token of an Authorization header, or null */
export function bearerToken(header: string | undefined) {
	const m = /^Bearer[ ]+([A-Za-z0-9\-._~+/]+=*)$/i.exec(header ?? '')
	return m ? m[1]! : null
}

type Verifier = { issuer: string; keys: Parameters<typeof jwtVerify>[1] }
let verifier: Promise<Verifier> | undefined

async function providerVerifier(): Promise<Verifier> {
	const e = env()
	if (e.embeddedIdp) return { issuer: e.oidc.issuer, keys: createLocalJWKSet({ keys: await publicSigningKeys() }) as never }
	const url = `${e.oidc.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`
	const res = await fetch(url, { headers: { accept: 'application/json' } })
	if (!res.ok) throw new Error(`OpenID Connect discovery failed at ${url}: ${res.status}`)
	const meta = (await res.json()) as { issuer: string; jwks_uri: string }
	return { issuer: meta.issuer, keys: createRemoteJWKSet(new URL(meta.jwks_uri)) as never }
}

/** for tests that change the provider's configuration */
export function resetVerifierForTests() {
	verifier = undefined
}

async function verifyProviderToken(token: string): Promise<JWTPayload & { sub: string }> {
	verifier ??= providerVerifier()
	verifier.catch(() => (verifier = undefined))
	const { issuer, keys } = await verifier
	try {
		const { payload } = await jwtVerify(token, keys as never, {
			issuer,
			audience: env().apiAudience,
			requiredClaims: ['exp', 'sub'],
			algorithms: ['RS256', 'ES256', 'PS256', 'EdDSA'],
		})
		return payload as JWTPayload & { sub: string }
	} catch (error) {
		if (error instanceof joseErrors.JOSEError) throw unauthorized(INVALID, 'invalid_token')
		throw error
	}
}

function identityOf(claims: JWTPayload & Record<string, unknown>, issuer: string): Identity {
	const str = (v: unknown) => (typeof v === 'string' ? v : '')
	// the embedded provider's access tokens carry only the subject: its account has the rest
	const account = env().embeddedIdp ? findAccountById(String(claims.sub)) : undefined
	return {
		subject: `${issuer}|${claims.sub}`,
		// an external provider's email counts only when it says it verified it: enrollment by the API needs one (issue 32)
		email: account?.email ?? (claims.email_verified === true ? str(claims.email) : ''),
		givenName: account?.givenName ?? str(claims.given_name),
		familyName: account?.familyName ?? str(claims.family_name),
		picture: account?.picture ?? (str(claims.picture) || null),
	}
}

/** The caller of an API request, or a 401 thrown. */
export async function authenticateBearer(authorization: string | undefined, now = Date.now()): Promise<Caller> {
	if (!authorization) throw unauthorized(MISSING)
	const token = bearerToken(authorization)
	if (!token) throw unauthorized(INVALID, 'invalid_request')
	if (token.startsWith(TOKEN_PREFIX)) {
		const row = redeemPersonalToken(token, now)
		const user = row ? getUserById(row.ownerId) : undefined
		// a disabled person's tokens stop (issue 53)
		if (!row || !user || user.disabledAt) throw unauthorized(INVALID, 'invalid_token')
		return { user, hasUser: true, identity: null, access: row.access, via: 'personal', key: `pat:${row.id}` }
	}
	const claims = await verifyProviderToken(token)
	// The embedded provider's JWTs are checked against its records too: a token outlives neither its grant (ended by
	// log-out) nor its account (deleted), though its signature stays valid for the hour (issue 32).
	if (env().embeddedIdp) {
		const live = typeof claims.gid === 'string' && findAccountById(claims.sub) && (await grantInForce(claims.gid, claims.sub))
		if (!live) throw unauthorized(INVALID, 'invalid_token')
	}
	const { issuer } = await verifier!
	const identity = identityOf(claims, issuer)
	const user = findUserBySubject(identity.subject) ?? null
	if (user?.disabledAt) throw unauthorized(INVALID, 'invalid_token')
	return { user: user && !user.incomplete ? user : null, hasUser: !!user, identity, access: 'write', via: 'provider', key: `sub:${identity.subject}` }
}
