// What every loader of one page asks again (the session, the signed-in user) read once per request (issue 31). The
// kept-page key is computed in Express, before React Router's Request exists, and React Router used to give each
// loader a copy of its own (until `future.v8_passThroughRequests`), so a memo keyed by the Request object missed, and a
// page read the session and the user three times: for the kept-page key, the root and the route. Each request gets an
// id of ours in a header (server/index.ts sets it on every request, over anything a client sent), which every copy
// carries. Only for GET and HEAD: after an action the
// loaders read the session and the user again, as an action may have changed them.
import { LeastRecentlyUsed } from './least-recently-used'

export const REQUEST_ID_HEADER = 'x-twentyfour-request'

/** requests in flight at once, and more: an id is never used again, so an entry is only ever found by its request */
const memos = new LeastRecentlyUsed<Map<string, unknown>>(2_000)

let last = 0
/** a new request's id (unique in this process) */
export const nextRequestId = () => String(++last)

/** The memo of a request, by its method and id header, or undefined for a request that must read afresh. */
export function requestMemo(method: string, id: string | string[] | null | undefined) {
	if (typeof id !== 'string' || (method !== 'GET' && method !== 'HEAD')) return undefined
	let memo = memos.get(id)
	if (!memo) memos.set(id, (memo = new Map()))
	return memo
}

/** `compute()` once per request and key (every time without a memo) */
export function remember<T>(memo: Map<string, unknown> | undefined, key: string, compute: () => T): T {
	if (!memo) return compute()
	if (memo.has(key)) return memo.get(key) as T
	const value = compute()
	memo.set(key, value)
	return value
}

/** the memo of a Fetch request (a loader's) */
export const memoOf = (request: Request) => requestMemo(request.method, request.headers.get(REQUEST_ID_HEADER))
