// What the log says about a request that failed (issue 49): bad input from outside (a post to a page without a form,
// a made-up sign-in callback) is one line, a warning; only what is our own fault (a 5xx) is logged with its stack.
import { isRouteErrorResponse, type HandleErrorFunction } from 'react-router'

/** the longest piece of a request or message a log line repeats */
const MAX_SHOWN = 200

const shown = (text: string) => JSON.stringify(text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text)

/** "405 POST "/home": You made a POST request to ..." for a refusal of the request as sent, or null for anything else */
export function refusalLine(error: unknown, request: Pick<Request, 'method' | 'url'>): string | null {
	if (!isRouteErrorResponse(error) || error.status >= 500) return null
	const inner = (error as { error?: unknown }).error
	const why = inner instanceof Error ? inner.message : typeof error.data === 'string' ? error.data : error.statusText
	let path = request.url
	try {
		path = new URL(request.url).pathname
	} catch {
		// the address as given
	}
	return `${error.status} ${request.method} ${shown(path)}: ${why.split('\n')[0]!.slice(0, MAX_SHOWN)}`
}

/**
 * React Router's handleError (app/entry.server.tsx): a 4xx a request brought on itself is a warning of one line; an
 * error of ours is logged whole, as React Router's own handler does. Nothing when the client went away meanwhile.
 */
export const logRequestError: HandleErrorFunction = (error, { request }) => {
	if (request.signal.aborted) return
	const line = refusalLine(error, request)
	if (line !== null) return console.warn(line)
	console.error(isRouteErrorResponse(error) && (error as { error?: unknown }).error ? (error as { error?: unknown }).error : error)
}
