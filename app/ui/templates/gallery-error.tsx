// The error boundary of the gallery routes: a 404 says which template or confirmation was not found.
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { ErrorPage } from '~/ui/error-page'

export function GalleryErrorBoundary() {
	const error = useRouteError()
	if (isRouteErrorResponse(error) && error.status === 404) {
		const what = typeof error.data === 'string' && error.data ? error.data : 'Page not found'
		return <ErrorPage title={what} status={404} body={`${what}: it does not exist, or it is not yours to see.`} />
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
