// Sign-in through OpenID Connect: authorization code with PKCE and state (remix-auth-oauth2),
// and an ID token verified here (issuer, audience, expiry, nonce) with jose.
import crypto from 'node:crypto'
import type { Authenticator } from 'remix-auth'
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose'
import { createCookie, redirect } from 'react-router'
import { clearedCookie, env, hostCookieName } from '~/lib/env.server'
import type { Identity } from '~/lib/session.server'
import { pageUrl } from '~/lib/page-url.server'

type Endpoints = {
	authorization: string
	token: string
	jwks: string
	endSession: string | null
	issuer: string
}

/** The nonce is bound to the state (which the strategy keeps in its cookie), so it needs no storage of its own. */
export function nonceFor(state: string) {
	return crypto.createHmac('sha256', env().sessionSecret).update(`nonce:${state}`).digest('base64url')
}

/**
 * The strategy: remix-auth-oauth2 (about 26 MiB loaded, with its dependencies) is loaded on the first sign-in, not at
 * the start (issue 52, decision 331).
 */
async function oidcStrategyClass() {
	const { OAuth2Strategy } = await import('remix-auth-oauth2')
	return class OidcStrategy extends OAuth2Strategy<SignedIn> {
		name = 'oidc'
		protected authorizationParams(params: URLSearchParams, request: Request) {
			const out = new URLSearchParams(params)
			out.set('nonce', nonceFor(out.get('state')!))
			const action = pageUrl(request).searchParams.get('action')
			// Auth0 and our embedded provider both open their sign-up screen for this hint
			if (action === 'signup') out.set('screen_hint', 'signup')
			return out
		}
	}
}

async function discover(): Promise<Endpoints> {
	const e = env()
	if (e.embeddedIdp) {
		// back-channel calls go to ourselves on 127.0.0.1, so they work behind a proxy or NAT
		const internal = `http://127.0.0.1:${e.port}/oidc`
		return {
			issuer: e.oidc.issuer,
			authorization: `${e.oidc.issuer}/auth`,
			token: `${internal}/token`,
			jwks: `${internal}/jwks`,
			endSession: `${e.oidc.issuer}/session/end`,
		}
	}
	const url = `${e.oidc.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`
	const res = await fetch(url, { headers: { accept: 'application/json' } })
	if (!res.ok) throw new Error(`OpenID Connect discovery failed at ${url}: ${res.status}`)
	const meta = (await res.json()) as Record<string, string>
	return {
		issuer: meta.issuer!,
		authorization: meta.authorization_endpoint!,
		token: meta.token_endpoint!,
		jwks: meta.jwks_uri!,
		endSession: meta.end_session_endpoint ?? null,
	}
}

export type SignedIn = Identity & { idToken: string; claims: JWTPayload; apiToken?: { token: string; expiresAt: number } }
type Auth = { authenticator: Authenticator<SignedIn>; endpoints: Endpoints }
let auth: Promise<Auth> | undefined

function setup(): Promise<Auth> {
	auth ??= (async () => {
		const e = env()
		const endpoints = await discover()
		const jwks = createRemoteJWKSet(new URL(endpoints.jwks))
		const [{ Authenticator }, OidcStrategy] = await Promise.all([import('remix-auth'), oidcStrategyClass()])
		const authenticator = new Authenticator<SignedIn>()
		authenticator.use(
			new OidcStrategy(
				{
					cookie: {
						name: oauthStateCookieName(),
						httpOnly: true,
						sameSite: 'Lax',
						...(e.secure ? { secure: true as const } : {}),
						path: '/',
						maxAge: 60 * 15,
					},
					clientId: e.oidc.clientId,
					clientSecret: e.oidc.clientSecret,
					authorizationEndpoint: endpoints.authorization,
					tokenEndpoint: endpoints.token,
					redirectURI: `${e.publicUrl}/auth/callback`,
					scopes: ['openid', 'email', 'profile'],
				},
				async ({ tokens, request }) => {
					const state = pageUrl(request).searchParams.get('state') ?? ''
					const idToken = tokens.idToken()
					const claims = await verifyIdToken(idToken, jwks, endpoints.issuer, state)
					return { ...identityFromClaims(claims, endpoints.issuer), idToken, claims, apiToken: apiTokenOf(tokens) }
				},
			),
			'oidc',
		)
		return { authenticator, endpoints }
	})()
	auth.catch(() => (auth = undefined))
	return auth
}

/** the access token, kept for the JSON API when it is a JWT (the embedded provider's are, for PUBLIC_URL/api) */
function apiTokenOf(tokens: { accessToken(): string; accessTokenExpiresAt(): Date }) {
	try {
		const token = tokens.accessToken()
		if (token.split('.').length !== 3) return undefined
		return { token, expiresAt: tokens.accessTokenExpiresAt().getTime() }
	} catch {
		return undefined
	}
}

export async function verifyIdToken(
	idToken: string,
	jwks: Parameters<typeof jwtVerify>[1],
	issuer: string,
	state: string,
) {
	const { payload } = await jwtVerify(idToken, jwks as never, {
		issuer,
		audience: env().oidc.clientId,
		requiredClaims: ['exp', 'iat', 'sub'],
	})
	if (payload.nonce !== nonceFor(state)) throw new Error('ID token nonce does not match')
	return payload
}

export function identityFromClaims(claims: JWTPayload, issuer: string): Identity {
	const c = claims as JWTPayload & Record<string, unknown>
	const str = (v: unknown) => (typeof v === 'string' ? v : '')
	return {
		subject: `${issuer}|${claims.sub}`,
		email: str(c.email),
		givenName: str(c.given_name),
		familyName: str(c.family_name),
		picture: str(c.picture) || null,
	}
}

/** Starts sign-in (throws the redirect to the provider) or completes it on the callback. */
export async function authenticate(request: Request) {
	const { authenticator } = await setup()
	return authenticator.authenticate('oidc', request)
}

export async function endSessionUrl(idToken: string | undefined) {
	const e = env()
	// our session is already ended: a provider that cannot be reached only skips its own log-out
	const endpoints = await setup().then((a) => a.endpoints, (error) => {
		console.error('log-out at the identity provider skipped:', error)
		return null
	})
	if (!endpoints?.endSession) return e.logoutReturnUrl
	const url = new URL(endpoints.endSession)
	if (idToken) url.searchParams.set('id_token_hint', idToken)
	url.searchParams.set('post_logout_redirect_uri', e.logoutReturnUrl)
	url.searchParams.set('client_id', e.oidc.clientId)
	return url.toString()
}

// the check of a place to return to lives in ./return-to (pure, tested with a table of hostile forms)
export { safeReturnTo } from './return-to'

export const oauthStateCookieName = () => (env().secure ? '__Host-twentyfour_oidc' : 'twentyfour_oidc')

/**
 * Deletes every sign-in state cookie this browser holds: remix-auth-oauth2 names each `<name>:<uuid>` (one per sign-in
 * started), so the bare name deletes none of them; each needs its own name, and Secure under https (issue 56).
 */
export function clearedStateCookies(request: Request) {
	const prefix = `${oauthStateCookieName()}:`
	const names = (request.headers.get('Cookie') ?? '')
		.split(';')
		.map((pair) => pair.trim().split('=')[0]!)
		.filter((name) => name.startsWith(prefix))
	return [...new Set(names)].map(clearedCookie)
}

export const returnToCookie = () =>
	createCookie(hostCookieName('twentyfour_return_to'), {
		httpOnly: true,
		sameSite: 'lax',
		secure: env().secure,
		path: '/',
		maxAge: 60 * 30,
	})

/** Sends a signed-out visitor to sign-in, remembering where they were going. */
export function redirectToLogin(request: Request, action?: string | null) {
	const url = pageUrl(request)
	const params = new URLSearchParams({ returnTo: url.pathname + url.search })
	if (action === 'signup') params.set('action', 'signup')
	return redirect(`/login?${params}`)
}
