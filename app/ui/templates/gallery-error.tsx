// The error boundary of the gallery routes: a 404 says which template or confirmation was not found.
import { RouteErrorBoundary } from '~/ui/route-error-boundary'

function missingTemplate(data: unknown) {
	const what = typeof data === 'string' && data ? data : 'Page not found'
	return { title: what, message: `${what}: it does not exist, or it is not yours to see.` }
}

export function GalleryErrorBoundary() {
	return <RouteErrorBoundary notFound={missingTemplate} />
}
