// Which requests get a kept page, and under which key: the public pages, the same for every signed-out visitor
// (docs/decisions/172), and a signed-in person's pages drawn from their own data alone, kept per person, data version,
// local day and URL (docs/decisions/180). Moved out of server/page-cache.ts (decision 305); it re-exports them.
import { REQUEST_ID_HEADER } from '~/lib/request-memo.server'

/**
 * The public pages (spec point 2, the marketing rows): fixed paths with no data of their own. Not the privacy policy:
 * it shows a random quote on each load (spec screen 24).
 */
export const CACHED_PUBLIC_PAGES = [
	'/home',
	'/landing/do-more',
	'/landing/2',
	'/landing/3',
	'/landing/4',
	'/learn-more',
	'/features/4',
	'/modern',
	'/pricing/4',
	'/tour',
	'/tours/4',
	'/ui',
	'/user-agreement',
] as const

/**
 * The signed-in pages drawn from the person's own data alone (their tasks, lists, preferences, account): every task
 * list, the dashboard and the word cloud. Not the dialogs under /tasks, the profile (it shows tokens and identities,
 * which are not versioned), the gallery (it shows other people's public templates).
 */
export const OWNER_PAGES =
	/^\/(?:dashboard|wordcloud|(?:gtd\/)?tasks(?:\/(?:(?:context|folder|priority|status|ps)\/[^/]+|(?!quick-add$|display-options$|filter$)[a-z-]+))?)$/

/**
 * The cache key of a public page request, or null when the page must be rendered for this request: only GET/HEAD
 * without a query and with no cookie other than the cookie banner's acknowledgement (which changes the page: with it
 * the banner is gone).
 */
export function publicPageKey(method: string, path: string, query: string, cookieHeader: string | undefined, ackCookie: string) {
	if (method !== 'GET' && method !== 'HEAD') return null
	if (query) return null
	const names = (cookieHeader ?? '')
		.split(';')
		.map((c) => c.trim().split('=')[0]!)
		.filter(Boolean)
	if (names.some((n) => n !== ackCookie)) return null
	return `${path}|${names.includes(ackCookie) ? 'ack' : 'new'}`
}

/** What makes a person's page what it is: who, the version of their data, their local day, and the URL. */
export type OwnerState = { userId: string; version: number; day: number }

/**
 * The cache key of a signed-in page request, or null: only GET/HEAD of OWNER_PAGES (documents, not React Router's
 * ".data" requests), with a session and without a toast to show (a toast is read once, so that page is not kept).
 * `state` reads the session and the person's data version; it is asked only when the rest allows a key.
 */
export async function ownerPageKey(
	req: { method: string; path: string; originalUrl: string; headers: { cookie?: string; [REQUEST_ID_HEADER]?: string | string[] } },
	cookies: { session: string; toast: string },
	state: (cookieHeader: string, requestId?: string | string[]) => Promise<OwnerState | null>,
) {
	if (req.method !== 'GET' && req.method !== 'HEAD') return null
	if (!OWNER_PAGES.test(req.path)) return null
	const cookie = req.headers.cookie ?? ''
	const names = cookie.split(';').map((c) => c.trim().split('=')[0]!)
	if (!names.includes(cookies.session) || names.includes(cookies.toast)) return null
	const owner = await state(cookie, req.headers[REQUEST_ID_HEADER])
	if (!owner) return null
	return `${owner.userId}|${owner.version}|${owner.day}|${req.originalUrl}`
}

/** The person and data version of a key of `ownerPageKey`. */
export function ownerOfKey(key: string): [string, number] {
	const [owner, version] = key.split('|')
	return [owner!, Number(version)]
}
