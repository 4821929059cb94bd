// The address a loader or an action serves, as the person sees it. React Router hands loaders and actions the request
// as it came (`future.v8_passThroughRequests`: it no longer builds two copies of the request per loader), so a
// client-side navigation's data request reads `/tasks.data?_routes=…` and a form's post may carry `?index`.
/** whether the request is a client-side navigation's data request (`/dashboard.data`), not a document's */
export const isDataRequest = (request: Request) => new URL(request.url).pathname.endsWith('.data')

/** The request's address without React Router's own parts: the `.data` suffix (`/_root.data` for `/`), `_routes`, an empty `index`. */
export function pageUrl(request: Request): URL {
	const url = new URL(request.url)
	if (url.pathname.endsWith('.data')) url.pathname = url.pathname === '/_root.data' ? '/' : url.pathname.slice(0, -'.data'.length)
	if (url.search) {
		const kept = url.searchParams.getAll('index').filter(Boolean)
		url.searchParams.delete('index')
		url.searchParams.delete('_routes')
		for (const value of kept) url.searchParams.append('index', value)
	}
	return url
}
