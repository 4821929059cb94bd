// Pages kept in memory, in each worker, and sent again without rendering:
// - public pages, the same for every signed-out visitor, compressed once with an ETag (docs/decisions/172);
// - a signed-in person's pages that show nothing but their own data (the task lists, the dashboard, the word cloud),
//   kept per person, data version, local day and URL, so they are rendered once per change (docs/decisions/180).
// What differs per response, the CSP nonce and the idempotency token of the quick add and create forms, is cut out
// of the kept HTML and put back for each response, without compressing the page again.
import crypto from 'node:crypto'
import zlib from 'node:zlib'
import type { NextFunction, Request, Response } from 'express'
import { LeastRecentlyUsed } from '~/lib/least-recently-used'
import type { SharedPages } from './shared-pages'
import { pageBytes } from '~/lib/page-bytes.server'
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

/** Entries are renewed after this long, so a page that shows a date (the footer's year) never goes stale for long. */
const TTL_MS = 60 * 60 * 1000
/** Each worker keeps at most this many bytes of pages, the least recently used going first. */
const MAX_BYTES = 32 * 1024 * 1024

/** The values that differ per response. */
export type Secrets = { nonce: string; submissionToken: string }
type Slot = keyof Secrets

/**
 * A page that carries per-response values, cut at them: its fixed parts (slices of the page's bytes) and which value
 * goes between them. Most kept pages are sent once before the next change (issue 31), so the first sending gzips the
 * page whole; from the second on, each part is deflated once, ending at a full flush (byte-aligned, no reference back
 * past it), so a gzip response is the parts' deflated bytes with each value between them as a stored block, and the
 * CRC-32 of the whole. No compression per response after that.
 */
type Template = { parts: Buffer[]; slots: Slot[]; deflated?: Buffer[]; sent?: boolean }

export type Entry = {
	status: number
	headers: [string, string][]
	etag: string
	expires: number
	bytes: number
	/** when the page carries the nonce or the token */
	template?: Template
	/** otherwise the HTML as it is sent, compressed once */
	identity?: Buffer
	gzip?: Buffer
	br?: Buffer
}

/**
 * Cuts a page's bytes at every occurrence of the per-response values (ASCII, so the same bytes in any encoding). Found
 * with `Buffer.indexOf`, not a regular expression: each page has a nonce of its own, so a pattern made of it was
 * compiled anew for every page (50 to 90 µs a page, against a few µs to search).
 */
export function cutTemplate(page: Buffer, secrets: Secrets): Template {
	const found: [number, Slot][] = []
	for (const slot of ['nonce', 'submissionToken'] as const) {
		const value = Buffer.from(secrets[slot], 'latin1')
		for (let at = page.indexOf(value); at !== -1; at = page.indexOf(value, at + value.length)) found.push([at, slot])
	}
	found.sort((a, b) => a[0] - b[0])
	const parts: Buffer[] = []
	const slots: Slot[] = []
	let from = 0
	for (const [at, slot] of found) {
		// (one value inside another, as a test's made-up values can be: the first found wins, as a pattern's match would)
		if (at < from) continue
		parts.push(page.subarray(from, at))
		slots.push(slot)
		from = at + secrets[slot].length
	}
	parts.push(page.subarray(from))
	return { parts, slots }
}

/**
 * Each part deflated on its own, ending at a full flush (the last one finishes the stream). A short part is stored as
 * it is: compressing it saves a few bytes and costs a compressor's set-up (about 0.1 ms and 256 KB of memory for the
 * garbage collector to free) per part, and a page has a dozen parts (decision 186).
 */
export function deflateParts(parts: Buffer[]): Buffer[] {
	const last = parts.length - 1
	return parts.map((part, i) =>
		part.length < STORED_BELOW
			? Buffer.concat(storedBlock(part, i === last))
			: zlib.deflateRawSync(part, { level: DEFLATE_LEVEL, finishFlush: i === last ? zlib.constants.Z_FINISH : zlib.constants.Z_FULL_FLUSH }),
	)
}

/** In real use most kept pages are sent once before a change: level 3, 0.25 ms for /tasks' 61 KB (6: 0.64 ms) */
const DEFLATE_LEVEL = 3
/**
 * A page sent whole once, to a browser that takes brotli: quality 1 compresses /tasks' 61 KB in 0.10 ms against gzip's
 * 0.20 (level 3), 13.4 KB against 13.1 (2026-11-27; quality 2: 0.16 ms, 12.5 KB). It was 7.5% of the server's CPU
 * in issue 31's mix, where five pages in eight are sent once and changed.
 */
function brotliOnce(page: Buffer) {
	// the size told: the compressor then sets up a window for it, not its default 4 MB (0.15 ms without)
	const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 1, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.length }
	return zlib.brotliCompressSync(page, { params })
}
/** parts of a page shorter than this many bytes are not compressed */
const STORED_BELOW = 1024

/** A deflate stored block holding `data` (at most 65,535 bytes), for a stream that is at a byte boundary. */
function storedBlock(data: Buffer, final = false) {
	const head = Buffer.alloc(5)
	head[0] = final ? 1 : 0
	head.writeUInt16LE(data.length, 1)
	head.writeUInt16LE(~data.length & 0xffff, 3)
	return [head, data]
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])

/**
 * The page with this response's values, as it is or compressed: the first time whole, with brotli where the browser
 * takes it, else gzip; from the second time on gzipped from its parts, deflated once.
 */
export function fillTemplate(
	template: Template,
	secrets: Secrets,
	accepts: { br: boolean; gzip: boolean },
): { body: Buffer; encoding?: 'br' | 'gzip' } {
	const values = template.slots.map((slot) => Buffer.from(secrets[slot]))
	const whole = () => Buffer.concat(template.parts.flatMap((part, i) => (i < values.length ? [part, values[i]!] : [part])))
	if (!template.sent && (accepts.br || accepts.gzip)) {
		template.sent = true
		return accepts.br ? { body: brotliOnce(whole()), encoding: 'br' } : { body: zlib.gzipSync(whole(), { level: DEFLATE_LEVEL }), encoding: 'gzip' }
	}
	if (!accepts.gzip) return { body: whole() }
	const deflated = (template.deflated ??= deflateParts(template.parts))
	let crc = 0
	let length = 0
	const chunks: Buffer[] = [GZIP_HEADER]
	template.parts.forEach((part, i) => {
		// (an empty buffer would reset it: zlib.crc32 of Node 20 answers 0 for some of them)
		if (part.length) crc = zlib.crc32(part, crc)
		length += part.length
		chunks.push(deflated[i]!)
		const value = values[i]
		if (value) {
			crc = zlib.crc32(value, crc)
			length += value.length
			chunks.push(...storedBlock(value))
		}
	})
	const trailer = Buffer.alloc(8)
	trailer.writeUInt32LE(crc >>> 0, 0)
	trailer.writeUInt32LE(length >>> 0, 4)
	chunks.push(trailer)
	return { body: Buffer.concat(chunks), encoding: 'gzip' }
}

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

/**
 * A page's bytes as a string of one character per byte (latin1), for finding and cutting: 15 µs for the dashboard's
 * 46 KB, where decoding it as UTF-8 (which its few arrows make a two-byte string) took 1.3 ms and encoding its parts
 * back 0.4 ms on Node 20.
 */
export const asBytes = (page: Buffer | string) => asBuffer(page).toString('latin1')
const asBuffer = (page: Buffer | string) => (typeof page === 'string' ? Buffer.from(page) : page)

/** Stores a rendered page: its per-response values become placeholders, or, in a page without them, it is compressed once. */
export function makeEntry(status: number, headers: [string, string][], rendered: Buffer | string, secrets: Secrets, now = Date.now()): Entry {
	const base = { status, headers, expires: now + TTL_MS }
	const html = asBytes(rendered)
	// without scripts a nonce does nothing (styles are 'unsafe-inline'), so the bytes can be the same for everyone
	const page = /<script\b[^>]*\bnonce=/.test(html) ? html : html.replaceAll(` nonce="${secrets.nonce}"`, '')
	if (page.includes(secrets.nonce) || page.includes(secrets.submissionToken)) {
		// its parts, and their deflated bytes once it is sent twice (about a fifth of them)
		const bytes = page === html ? asBuffer(rendered) : Buffer.from(page, 'latin1')
		return { ...base, etag: '', template: cutTemplate(bytes, secrets), bytes: Math.ceil(html.length * 1.25) }
	}
	const identity = Buffer.from(page, 'latin1')
	const gzip = zlib.gzipSync(identity, { level: 9 })
	const br = zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
	return {
		...base,
		// the same page gets the same ETag from every worker
		etag: `"${crypto.createHash('sha1').update(identity).digest('base64url')}"`,
		identity,
		gzip,
		br,
		bytes: identity.length + gzip.length + br.length,
	}
}

/** The body and encoding to send for an entry, given the request's Accept-Encoding and this response's own values. */
export function bodyFor(entry: Entry, acceptEncoding: string | undefined, secrets: Secrets): { body: Buffer; encoding?: 'br' | 'gzip' } {
	const accepts = (acceptEncoding ?? '').toLowerCase()
	if (entry.template !== undefined) return fillTemplate(entry.template, secrets, { br: /\bbr\b/.test(accepts), gzip: /\bgzip\b/.test(accepts) })
	if (entry.br && /\bbr\b/.test(accepts)) return { body: entry.br, encoding: 'br' }
	if (entry.gzip && /\bgzip\b/.test(accepts)) return { body: entry.gzip, encoding: 'gzip' }
	return { body: entry.identity! }
}

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
