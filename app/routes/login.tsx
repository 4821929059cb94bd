import { data, redirect } from 'react-router'
import type { Route } from './+types/login'
import { authenticate, returnToCookie, safeReturnTo } from '~/identity/auth.server'
import { getOptionalUser } from '~/identity/users.server'
import { RouteErrorBoundary } from '~/ui/route-error-boundary'
import { pageUrl } from '~/lib/page-url.server'

/** Sends the visitor to the identity provider, remembering where to come back to. */
export async function loader({ request }: Route.LoaderArgs) {
	const url = pageUrl(request)
	const returnTo = safeReturnTo(url.searchParams.get('returnTo'))
	if (await getOptionalUser(request)) return redirect(returnTo)
	try {
		await authenticate(request)
	} catch (thrown) {
		if (thrown instanceof Response) {
			thrown.headers.append('Set-Cookie', await returnToCookie().serialize(returnTo))
			// the provider is not one of our routes: the browser must load it as a document
			thrown.headers.set('X-Remix-Reload-Document', 'true')
			throw thrown
		}
		// the provider is down or misconfigured (discovery failed): say so plainly, not a bare 500
		console.error('sign-in could not start:', thrown)
		throw data('The sign-in service cannot be reached at the moment. Please try again in a few minutes.', { status: 503 })
	}
	return redirect('/')
}

// The loader always redirects or throws: a page component (never rendered) makes /login a page rather than a
// resource route, so a provider that cannot be reached gets the app's error page, not a bare text response.
export default function Login() {
	return null
}

export function ErrorBoundary() {
	return <RouteErrorBoundary />
}
