// The ErrorBoundary of every route: a 404 says what was not found (the `Missing` its loader or action threw, see
// app/lib/not-found.ts), anything else gets the app's error page with its diagnostics.
// A route's boundary is one line: `export function ErrorBoundary() { return <RouteErrorBoundary /> }`.
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { isMissing, type Missing } from '~/lib/not-found'
import { ErrorPage } from './error-page'

export const PAGE_NOT_FOUND = { title: 'Page not found', message: 'We could not find the page you asked for.' }

/**
 * `notFound` words a 404 whose data is not a `Missing` (a route's own wording); `special` renders an expected
 * refusal of its own (a premium note on a 403, say), or null for the usual pages.
 */
export function RouteErrorBoundary({
	notFound,
	special,
}: {
	notFound?: (data: unknown) => Missing
	special?: (error: unknown) => React.ReactNode | null
} = {}) {
	const error = useRouteError()
	const own = special?.(error)
	if (own) return own
	if (isRouteErrorResponse(error) && error.status === 404) {
		const missing = isMissing(error.data) ? error.data : notFound ? notFound(error.data) : PAGE_NOT_FOUND
		return <ErrorPage title={missing.title} status={404} body={missing.message} />
	}
	return (
		<ErrorPage
			title="Error"
			status={isRouteErrorResponse(error) ? error.status : 500}
			body={isRouteErrorResponse(error) ? String(error.data || error.statusText) : 'Twentyfour has encountered an error.'}
			diagnostics={error instanceof Error ? error.message : undefined}
		/>
	)
}
