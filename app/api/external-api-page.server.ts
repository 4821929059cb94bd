// /external-api (spec route table; screen 24's "demo page calling a protected test endpoint"): the signed-in person's
// own token calls GET /api/external over HTTP, through the same door as any client, and the page shows the answer.
// The token is the identity provider's access token kept at sign-in when it is still valid; otherwise a personal
// token minted for this one call (read-only, five minutes, never listed) and revoked right after.
import type { User } from '~/identity/users.server'
import { env } from '~/lib/env.server'
import { getSession } from '~/lib/session.server'
import { createPersonalToken, revokePersonalToken } from './tokens.server'

export type ExternalApiAnswer = { status: number; body: string; tokenType: 'provider' | 'personal' }

const ONE_CALL_MS = 5 * 60 * 1000

/** the API as this server reaches itself (127.0.0.1, as the identity provider's back channel does) */
const selfUrl = (path: string) => `http://127.0.0.1:${env().port}${path}`

async function callTestEndpoint(token: string) {
	const res = await fetch(selfUrl('/api/external'), { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } })
	const text = await res.text()
	let body = text
	try {
		body = JSON.stringify(JSON.parse(text), null, 2)
	} catch {
		// not JSON: shown as it came
	}
	return { status: res.status, body }
}

export async function externalApiAnswer(request: Request, user: User, now = Date.now()): Promise<ExternalApiAnswer> {
	const session = await getSession(request)
	const provider = session.get('apiToken')
	if (provider && provider.expiresAt > now + 10_000) {
		const answer = await callTestEndpoint(provider.token)
		if (answer.status !== 401) return { ...answer, tokenType: 'provider' }
	}
	const { token, row } = createPersonalToken(user.id, { name: '/external-api', access: 'read', expiry: 'none', ephemeralMs: ONE_CALL_MS }, now)
	try {
		return { ...(await callTestEndpoint(token)), tokenType: 'personal' }
	} finally {
		revokePersonalToken(user.id, row.id)
	}
}
