import { redirect } from 'react-router'
import type { Route } from './+types/auth.callback'
import { authenticate, clearedStateCookies, returnToCookie, safeReturnTo } from '~/identity/auth.server'
import { callbackRefusal } from '~/identity/callback-failure'
import { keepPtUserId } from '~/identity/identity-admin.server'
import { findUserBySubject } from '~/identity/users.server'
import { startNewSession } from '~/lib/session.server'
import { redirectWithToast } from '~/lib/toast.server'
import { pageUrl } from '~/lib/page-url.server'

export async function loader({ request }: Route.LoaderArgs) {
	const url = pageUrl(request)
	if (url.searchParams.get('error') === 'access_denied') {
		throw await redirectWithToast('/home', { type: 'info', description: 'Sign-in was cancelled.' })
	}
	let signedIn
	try {
		signedIn = await authenticate(request)
	} catch (thrown) {
		if (thrown instanceof Response) throw thrown
		// a made-up or stale callback is a line in the log (issue 49); an error of ours keeps its stack
		const refusal = callbackRefusal(thrown)
		if (refusal !== null) console.warn(`sign-in refused: ${refusal}`)
		else console.error('sign-in failed:', thrown)
		const headers = new Headers()
		for (const cleared of clearedStateCookies(request)) headers.append('Set-Cookie', cleared)
		throw await redirectWithToast(
			'/home',
			{ type: 'danger', title: 'Sign in', description: 'Sign-in could not be completed. Please try again.' },
			{ headers },
		)
	}
	const { idToken, claims, apiToken, ...identity } = signedIn
	const user = findUserBySubject(identity.subject)
	if (user) await keepPtUserId(identity, claims, user.id)
	const returnTo = safeReturnTo(await returnToCookie().parse(request.headers.get('Cookie')))
	const headers = await startNewSession(request, { identity, userId: user?.id, idToken, apiToken })
	headers.append('Set-Cookie', await returnToCookie().serialize('', { maxAge: 0 }))
	// every sign-in state cookie of this browser (one per sign-in started), so none pile up
	for (const cleared of clearedStateCookies(request)) headers.append('Set-Cookie', cleared)
	if (!user) {
		const signup = returnTo.startsWith('/signup') ? returnTo : '/signup'
		return redirect(signup, { headers })
	}
	return redirect(returnTo, { headers })
}
