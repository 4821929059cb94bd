// Pages kept in memory, in each worker, and sent again without rendering:
// - public pages, the same for every signed-out visitor, compressed once with an ETag (docs/decisions/172);
// - a signed-in person's pages that show nothing but their own data (the task lists, the dashboard, the word cloud),
//   kept per person, data version, local day and URL, so they are rendered once per change (docs/decisions/180).
// What differs per response, the CSP nonce and the idempotency token of the quick add and create forms, is cut out
// of the kept HTML and put back for each response, without compressing the page again.
import type { NextFunction, Request, Response } from 'express'
import { LeastRecentlyUsed } from '~/lib/least-recently-used'
import { pageBytes } from '~/lib/page-bytes.server'
import { bodyFor, makeEntry, type Entry, type Secrets, type SharedPages } from './page-entry'
import { ownerOfKey } from './page-keys'

// (what moved out by job, decision 305: the keys to server/page-keys.ts, the stored page to server/page-entry.ts)
export { asBytes, bodyFor, cutTemplate, deflateParts, fillTemplate, makeEntry, type Entry, type Secrets } from './page-entry'
export { CACHED_PUBLIC_PAGES, OWNER_PAGES, ownerOfKey, ownerPageKey, publicPageKey, type OwnerState } from './page-keys'

/** Each worker keeps at most this many bytes of pages, the least recently used going first. */
const MAX_BYTES = 32 * 1024 * 1024

/** The kept pages of a worker, least recently used first out past MAX_BYTES. */
export const keptPages = () => new LeastRecentlyUsed<Entry>(MAX_BYTES, (entry) => entry.bytes)

/**
 * For kept pages of people (keys of `ownerPageKey`): whether to keep a page, forgetting the person's pages of older
 * data versions when it is the first of a newer one. No request asks for an older version again (a request reads the
 * version first), yet they stayed until MAX_BYTES pushed them out: in real use a change comes between most reads, so
 * nearly every page kept was one nobody would read, tens of MB of them for the garbage collector to carry (the shared
 * store forgets them the same way). A page of a version older than the person's newest kept one is not kept.
 * What it knows of each person is itself bounded: past `people` people, the one whose pages were kept longest ago is
 * forgotten (their pages then stay until MAX_BYTES pushes them out, as before).
 */
export function keptVersions(kept: LeastRecentlyUsed<Entry>, people = 10_000) {
	const newest = new LeastRecentlyUsed<{ version: number; keys: Set<string> }>(people)
	return function keep(key: string) {
		const [owner, version] = ownerOfKey(key)
		const at = newest.get(owner)
		if (at && at.version > version) return false
		if (at?.version === version) at.keys.add(key)
		else {
			for (const old of at?.keys ?? []) kept.delete(old)
			newest.set(owner, { version, keys: new Set([key]) })
		}
		return true
	}
}

type Render = (req: Request, res: Response) => Promise<globalThis.Response>

/**
 * Express middleware: sends the kept page of `keyOf(req)`, or renders it, keeps it when it is a plain 200 page that
 * sets no cookie, and sends it. `keyOf` answers null for a request that must be rendered as usual.
 * `revalidate`: public pages, the same bytes for everyone, answer If-None-Match with 304.
 */
export function pageCache({
	render,
	keyOf,
	revalidate = false,
	kept = keptPages(),
	shared,
	ownerKeys = false,
}: {
	render: Render
	keyOf: (req: Request) => string | null | Promise<string | null>
	revalidate?: boolean
	kept?: LeastRecentlyUsed<Entry>
	/** the pages every worker shares (keys of `ownerPageKey`): looked in when this worker has none, given what it renders */
	shared?: SharedPages
	/** whether the keys are `ownerPageKey`'s: a person's pages of older data versions are then forgotten (`keptVersions`) */
	ownerKeys?: boolean
}) {
	const pending = new Set<string>()
	const keep = ownerKeys ? keptVersions(kept) : () => true
	const secretsOf = (res: Response): Secrets => ({ nonce: res.locals.cspNonce as string, submissionToken: res.locals.submissionToken as string })

	return async function serveKeptPage(req: Request, res: Response, next: NextFunction) {
		try {
			const key = await keyOf(req)
			if (!key) return next()
			let entry = kept.get(key)
			if (entry && entry.expires < Date.now()) entry = undefined
			if (!entry && shared) {
				entry = shared.get(key)
				if (entry && keep(key)) kept.set(key, entry)
			}
			if (!entry) {
				// one render per key at a time; a request that finds it under way renders its own page
				if (pending.has(key)) return next()
				pending.add(key)
				let response: globalThis.Response
				let html: Buffer
				try {
					response = await render(req, res)
					// the bytes, never decoded: the page is cut and compressed as bytes (asBytes)
					html = await pageBytes(response)
				} finally {
					pending.delete(key)
				}
				const headers = [...response.headers].filter(([name]) => !['content-length', 'content-encoding', 'set-cookie'].includes(name))
				// only a plain 200 page that sets no cookie is the same the next time
				if (response.status !== 200 || response.headers.has('set-cookie')) {
					res.status(response.status)
					for (const [name, value] of response.headers) if (name !== 'content-length' && name !== 'content-encoding') res.append(name, value)
					return void res.send(html)
				}
				entry = makeEntry(response.status, headers, html, secretsOf(res))
				if (keep(key)) kept.set(key, entry)
				// for the other workers, once this response is on its way (0.2 to 0.5 ms a page, not this reader's wait)
				const fresh = entry
				if (shared) setImmediate(() => shared.set(key, fresh, ...ownerOfKey(key)))
			}
			res.status(entry.status)
			for (const [name, value] of entry.headers) res.setHeader(name, value)
			if (revalidate) {
				res.setHeader('Cache-Control', 'no-cache')
				res.setHeader('Vary', 'Cookie, Accept-Encoding')
				// a page whose scripts carry this response's nonce cannot be revalidated: a 304 would keep the old nonce
				if (entry.template === undefined) {
					res.setHeader('ETag', entry.etag)
					if (req.headers['if-none-match'] === entry.etag) return void res.status(304).end()
				}
			}
			const { body, encoding } = bodyFor(entry, req.headers['accept-encoding'], secretsOf(res))
			if (encoding) res.setHeader('Content-Encoding', encoding)
			res.setHeader('Content-Length', String(body.length))
			res.end(req.method === 'HEAD' ? undefined : body)
		} catch (error) {
			next(error)
		}
	}
}
