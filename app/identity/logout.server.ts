import { redirect } from 'react-router'
import { clearedCookie, env } from '~/lib/env.server'
import { destroySession, getSession } from '~/lib/session.server'
import { endSessionUrl } from './auth.server'
import { providerCookieNames } from './provider-cookies.server'
import { endGrant, endProviderSession, grantOfToken } from './oidc-adapter.server'

/** the embedded provider's session id in this browser (its session cookie), or null */
export const providerSessionId = (request: Request) => cookieValue(request, providerCookieNames().session)

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
		const name = providerCookieNames().session
		const providerSession = cookieValue(request, name)
		// the session's grants go too: an access token issued under them is refused from now on (issue 32)
		if (providerSession) await endProviderSession(providerSession)
		// and by the app session's own record of its access token: its grant ends even when no provider cookie came
		// along (another browser profile, a cleared cookie, a client that kept only ours; issue 49)
		const grant = grantOfToken(apiToken?.token)
		if (grant) endGrant(grant.grantId, grant.accountId)
		for (const cookie of [name, `${name}.sig`, `${name}.legacy`, `${name}.legacy.sig`]) headers.append('Set-Cookie', clearedCookie(cookie))
		return redirect(e.logoutReturnUrl, { headers })
	}
	return redirect(await endSessionUrl(idToken), { headers })
}
