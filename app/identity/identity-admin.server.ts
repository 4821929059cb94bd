// What we ask of the identity provider besides sign-in: the pt_user_id metadata rule and deleting an identity.
import type { JWTPayload } from 'jose'
import { env } from '~/lib/env.server'
import type { Identity } from '~/lib/session.server'
import { deleteAccount, setAccountUserId } from './accounts.server'
import { forgetAccountAtProvider } from './oidc-adapter.server'

const localSub = (identity: Identity) => identity.subject.slice(identity.subject.lastIndexOf('|') + 1)

/** Auth0 keeps the user id in the identity's subject after "auth0|" or another connection prefix. */
function auth0UserId(identity: Identity) {
	const issuer = identity.subject.slice(0, identity.subject.indexOf('|', identity.subject.indexOf('//') + 2))
	return identity.subject.slice(issuer.length + 1)
}

async function auth0Token() {
	const a = env().auth0!
	const base = a.domain.startsWith('http') ? a.domain : `https://${a.domain}`
	const res = await fetch(`${base}/oauth/token`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({
			grant_type: 'client_credentials',
			client_id: a.clientId,
			client_secret: a.clientSecret,
			audience: `${base}/api/v2/`,
		}),
	})
	if (!res.ok) throw new Error(`Auth0 token request failed: ${res.status}`)
	return { base, token: ((await res.json()) as { access_token: string }).access_token }
}

/**
 * Spec point 2: if the identity lacks pt_user_id or it differs from our user id, write it to the
 * provider's app metadata.
 */
export async function keepPtUserId(identity: Identity, claims: JWTPayload, userId: string) {
	const e = env()
	if (e.embeddedIdp) {
		setAccountUserId(localSub(identity), userId)
		return
	}
	if (!e.auth0) return
	const current = Object.entries(claims).find(([k]) => k.endsWith('pt_user_id'))?.[1]
	if (current === userId) return
	try {
		const { base, token } = await auth0Token()
		const res = await fetch(`${base}/api/v2/users/${encodeURIComponent(auth0UserId(identity))}`, {
			method: 'PATCH',
			headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
			body: JSON.stringify({ app_metadata: { pt_user_id: userId } }),
		})
		if (!res.ok) throw new Error(`status ${res.status}`)
	} catch (error) {
		// not fatal for sign-in: the rule is checked again at the next sign-in
		console.error('Could not update pt_user_id at Auth0:', error)
	}
}

/** Deletes the identity at the provider, so the same email can sign up again. Throws with the reason. */
export async function deleteIdentity(identity: Identity) {
	const e = env()
	if (e.embeddedIdp) {
		const sub = localSub(identity)
		forgetAccountAtProvider(sub)
		deleteAccount(sub)
		return
	}
	if (!e.auth0) {
		throw new Error('this identity provider is external and no management API is configured')
	}
	const { base, token } = await auth0Token()
	const res = await fetch(`${base}/api/v2/users/${encodeURIComponent(auth0UserId(identity))}`, {
		method: 'DELETE',
		headers: { authorization: `Bearer ${token}` },
	})
	if (!res.ok && res.status !== 404) throw new Error(`Auth0 answered ${res.status}`)
}
