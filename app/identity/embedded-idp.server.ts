// The embedded OpenID Connect provider, served at /oidc when no external one is configured.
import fs from 'node:fs'
import path from 'node:path'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type Provider from 'oidc-provider'
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider'
import { exportJWK, generateKeyPair, type JWK } from 'jose'
import { env } from '~/lib/env.server'
import { escapeMarkup } from '~/lib/markup'
import { findAccountById } from './accounts.server'
import { SqliteAdapter } from './oidc-adapter.server'
import { providerCookieNames, providerCookieOptions } from './provider-cookies.server'

export const INTERACTION_PATH = '/auth/interaction'

async function signingKeys(dataDir: string): Promise<JWK[]> {
	const file = path.join(dataDir, 'oidc-jwks.json')
	if (fs.existsSync(file)) return (JSON.parse(fs.readFileSync(file, 'utf8')) as { keys: JWK[] }).keys
	const { privateKey } = await generateKeyPair('RS256', { extractable: true })
	const jwk = { ...(await exportJWK(privateKey)), use: 'sig', alg: 'RS256', kid: `k${Date.now()}` }
	fs.writeFileSync(file, JSON.stringify({ keys: [jwk] }), { mode: 0o600 })
	return [jwk]
}

/** Makes the provider's signing keys if the data folder has none (once, before a cluster's other workers start). */
export async function ensureSigningKeys() {
	await signingKeys(env().dataDir)
}

/** The public half of the provider's signing keys: the JSON API verifies the provider's JWT access tokens with them. */
export async function publicSigningKeys(): Promise<JWK[]> {
	const keys = await signingKeys(env().dataDir)
	return keys.map(({ kty, n, e, crv, x, y, kid, alg, use }) => ({ kty, n, e, crv, x, y, kid, alg, use }))
}

function page(ctx: KoaContextWithOIDC, title: string, body: string) {
	const nonce = (ctx.res as ServerResponse & { locals?: { cspNonce?: string } }).locals?.cspNonce ?? ''
	return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeMarkup(title)} | Twentyfour</title><meta name="description" content="${escapeMarkup(title)}">
<style nonce="${nonce}">body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f8fafc;color:#0f172a}
main{max-width:28rem;margin:4rem auto;padding:2rem;background:#fff;border:1px solid #e2e8f0;border-radius:.75rem}
h1{font-size:1.5rem;margin:0 0 1rem}button{font:inherit;font-weight:600;background:#1d4ed8;color:#fff;border:0;border-radius:.5rem;padding:.6rem 1.2rem;cursor:pointer}
button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
@media (prefers-color-scheme:dark){:root{color-scheme:dark}body{background:#0b1120;color:#f1f5f9}main{background:#131c2e;border-color:#2b3649}}</style></head>
<body><main><h1>${escapeMarkup(title)}</h1>${body}</main></body></html>`
}

let instance: Promise<Provider> | undefined

export function embeddedProvider() {
	instance ??= createProvider()
	return instance
}

async function createProvider() {
	// loaded on the first request that needs the provider, not at the start (issue 52, decision 331): about 44 MiB and
	// 2 s of a busy machine that a server whose people are signed in may not need for hours
	const { default: Provider, errors } = await import('oidc-provider')
	const e = env()
	const configuration: Configuration = {
		adapter: SqliteAdapter,
		clients: [
			{
				client_id: e.oidc.clientId,
				client_secret: e.oidc.clientSecret!,
				client_name: 'Twentyfour',
				redirect_uris: [`${e.publicUrl}/auth/callback`],
				post_logout_redirect_uris: [e.logoutReturnUrl],
				grant_types: ['authorization_code'],
				response_types: ['code'],
				token_endpoint_auth_method: 'client_secret_basic',
			},
		],
		pkce: { required: () => true },
		cookies: { keys: e.cookieKeys, names: providerCookieNames(), long: providerCookieOptions(), short: providerCookieOptions() },
		jwks: { keys: await signingKeys(e.dataDir) },
		claims: {
			openid: ['sub'],
			email: ['email', 'email_verified'],
			profile: ['name', 'given_name', 'family_name', 'picture'],
		},
		// put the profile claims in the ID token: our app reads them from there
		conformIdTokenClaims: false,
		extraParams: ['screen_hint'],
		async findAccount(_ctx, sub) {
			const account = findAccountById(sub)
			if (!account) return undefined
			return {
				accountId: sub,
				async claims() {
					return {
						sub,
						email: account.email,
						email_verified: false,
						name: `${account.givenName} ${account.familyName}`.trim(),
						given_name: account.givenName,
						family_name: account.familyName,
						picture: account.picture ?? undefined,
					}
				},
			}
		},
		// the grant's id in every access token: the JSON API refuses a token whose grant log-out or deletion ended
		extraTokenClaims: (_ctx, token) => ('grantId' in token ? { gid: token.grantId } : undefined),
		// Our app is the provider's only client and first-party: no consent screen.
		async loadExistingGrant(ctx) {
			const client = ctx.oidc.client!
			const session = ctx.oidc.session!
			const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId)
			if (grantId) {
				const existing = await ctx.oidc.provider.Grant.find(grantId)
				if (existing) return existing
			}
			const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId! })
			grant.addOIDCScope('openid email profile')
			grant.addResourceScope(env().apiAudience, 'api')
			await grant.save()
			return grant
		},
		// Resource indicators (RFC 8707): access tokens are JWTs for our JSON API's audience, PUBLIC_URL/api (issue 16)
		interactions: { url: (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}` },
		features: {
			devInteractions: { enabled: false },
			resourceIndicators: {
				enabled: true,
				defaultResource: () => e.apiAudience,
				useGrantedResource: () => true,
				getResourceServerInfo(_ctx, resource) {
					if (resource !== e.apiAudience) throw new errors.InvalidTarget()
					return { scope: 'api', audience: e.apiAudience, accessTokenFormat: 'jwt', accessTokenTTL: 3600, jwt: { sign: { alg: 'RS256' } } }
				},
			},
			rpInitiatedLogout: {
				enabled: true,
				async logoutSource(ctx, form) {
					const nonce = (ctx.res as ServerResponse & { locals?: { cspNonce?: string } }).locals?.cspNonce ?? ''
					ctx.body = page(
						ctx,
						'Log out',
						`${form}<p>You are logging out of Twentyfour.</p>
<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Log out</button>
<script nonce="${nonce}">document.forms[0].insertAdjacentHTML('beforeend','<input type="hidden" name="logout" value="yes">');document.forms[0].submit()</script>`,
					)
				},
				async postLogoutSuccessSource(ctx) {
					ctx.body = page(ctx, 'Logged out', '<p>You have logged out. <a href="/home">Back to Twentyfour</a></p>')
				},
			},
		},
		async renderError(ctx, out) {
			ctx.type = 'html'
			ctx.body = page(
				ctx,
				'Sign-in problem',
				`<p>${escapeMarkup(String(out.error_description ?? out.error))}</p><p><a href="/home">Back to Twentyfour</a></p>`,
			)
		},
		ttl: {
			AccessToken: 3600,
			AuthorizationCode: 60,
			IdToken: 3600,
			Interaction: 3600,
			Session: 14 * 24 * 3600,
			Grant: 14 * 24 * 3600,
		},
	}
	const provider = new Provider(e.oidc.issuer, configuration)
	// the scheme and host come from PUBLIC_URL: server/public-address.ts writes them into every request's headers
	provider.proxy = true
	provider.use(pinnedToRoot)
	return provider
}

/**
 * The provider sets its resume cookie on its own path (/oidc/auth/<uid>) whatever the configuration says; a
 * `__Host-` cookie must have Path=/ or a browser drops it (issue 56). One interaction at a time per browser, as the
 * interaction cookie already was.
 */
async function pinnedToRoot(ctx: KoaContextWithOIDC, next: () => Promise<void>) {
	const cookies = ctx.cookies
	const set = cookies.set.bind(cookies)
	cookies.set = (name, value, options) => set(name, value, options && { ...options, path: '/' })
	await next()
}

/** Interaction details for our sign-in and sign-up pages (React Router loaders get req/res through the load context). */
export async function interactionDetails(req: IncomingMessage, res: ServerResponse) {
	const provider = await embeddedProvider()
	return provider.interactionDetails(req, res)
}

export async function finishLogin(req: IncomingMessage, res: ServerResponse, accountId: string) {
	const provider = await embeddedProvider()
	return provider.interactionResult(req, res, { login: { accountId } }, { mergeWithLastSubmission: false })
}

export async function abortInteraction(req: IncomingMessage, res: ServerResponse) {
	const provider = await embeddedProvider()
	return provider.interactionResult(req, res, {
		error: 'access_denied',
		error_description: 'Sign-in was cancelled.',
	})
}
