import { redirect } from 'react-router'
import type { Route } from './+types/login'
import { authenticate, returnToCookie, safeReturnTo } from '~/identity/auth.server'
import { getOptionalUser } from '~/identity/users.server'

/** Sends the visitor to the identity provider, remembering where to come back to. */
export async function loader({ request }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const returnTo = safeReturnTo(url.searchParams.get('returnTo'))
	if (await getOptionalUser(request)) return redirect(returnTo)
	try {
		await authenticate(request)
	} catch (thrown) {
		if (thrown instanceof Response) {
			thrown.headers.append('Set-Cookie', await returnToCookie().serialize(returnTo))
			// the provider is not one of our routes: the browser must load it as a document
			thrown.headers.set('X-Remix-Reload-Document', 'true')
		}
		throw thrown
	}
	return redirect('/')
}
