// The error boundary of the billing routes: a 404 says what was not found, anything else is the app's error page.
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { ErrorPage } from '~/ui/error-page'

export function BillingRouteError({ notFound }: { notFound: string }) {
	const error = useRouteError()
	if (isRouteErrorResponse(error) && error.status === 404) {
		return <ErrorPage title="Page not found" status={404} body={notFound} />
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
