import { redirect } from 'react-router'
import { env } from '~/lib/env.server'
import { destroySession, getSession } from '~/lib/session.server'
import { endSessionUrl } from './auth.server'
import { endGrant, endProviderSession, grantOfToken } from './oidc-adapter.server'

const PROVIDER_SESSION_COOKIE = '_session'

/** the embedded provider's session id in this browser (its `_session` cookie), or null */
export const providerSessionId = (request: Request) => cookieValue(request, PROVIDER_SESSION_COOKIE)

function cookieValue(request: Request, name: string) {
	for (const part of (request.headers.get('Cookie') ?? '').split(/;\s*/)) {
		const i = part.indexOf('=')
		if (part.slice(0, i) === name) return decodeURIComponent(part.slice(i + 1))
	}
	return null
}

/**
 * Ends our session and the identity provider's, then lands on LOGOUT_RETURN_URL.
 * The embedded provider's session is ended here directly (one step, no JavaScript needed);
 * an external provider gets the standard RP-initiated log-out redirect.
 */
export async function logout(request: Request) {
	const e = env()
	const session = await getSession(request)
	const idToken = session.get('idToken')
	const apiToken = session.get('apiToken')
	const headers = new Headers({ 'Set-Cookie': await destroySession(session) })
	if (e.embeddedIdp) {
		const providerSession = cookieValue(request, PROVIDER_SESSION_COOKIE)
		// the session's grants go too: an access token issued under them is refused from now on (issue 32)
		if (providerSession) await endProviderSession(providerSession)
		// and by the app session's own record of its access token: its grant ends even when no provider cookie came
		// along (another browser profile, a cleared cookie, a client that kept only ours; issue 49)
		const grant = grantOfToken(apiToken?.token)
		if (grant) endGrant(grant.grantId, grant.accountId)
		for (const name of [PROVIDER_SESSION_COOKIE, `${PROVIDER_SESSION_COOKIE}.sig`, `${PROVIDER_SESSION_COOKIE}.legacy`, `${PROVIDER_SESSION_COOKIE}.legacy.sig`]) {
			headers.append('Set-Cookie', `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`)
		}
		return redirect(e.logoutReturnUrl, { headers })
	}
	return redirect(await endSessionUrl(idToken), { headers })
}
