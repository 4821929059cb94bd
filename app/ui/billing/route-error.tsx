// The error boundary of the billing routes: a 404 says what was not found, anything else is the app's error page.
import { RouteErrorBoundary } from '~/ui/route-error-boundary'

export function BillingRouteError({ notFound }: { notFound: string }) {
	return <RouteErrorBoundary notFound={() => ({ title: 'Page not found', message: notFound })} />
}
