// Public pages are the same for every signed-out visitor: each is rendered once and then served from memory,
// compressed once (brotli and gzip), with an ETag. A request that carries any cookie but the cookie-banner's goes
// to React Router as usual (a session, a toast or an identity changes the page). See docs/decisions/172.
import crypto from 'node:crypto'
import zlib from 'node:zlib'
import type { NextFunction, Request, Response } from 'express'

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

/** Entries are renewed after this long, so a page that shows a date (the footer's year) never goes stale for long. */
const TTL_MS = 60 * 60 * 1000
const NONCE = '\u0000nonce\u0000'

type Entry = {
	status: number
	headers: [string, string][]
	etag: string
	expires: number
	/** the HTML with every nonce replaced by a placeholder, when the page has inline scripts that need the nonce */
	template?: string
	/** otherwise the HTML as it is sent, compressed once */
	identity?: Buffer
	gzip?: Buffer
	br?: Buffer
}

/**
 * The cache key of a request, or null when the page must be rendered for this request: only GET/HEAD without a
 * query and with no cookie other than the cookie banner's acknowledgement (which changes the page: with it the
 * banner is gone).
 */
export function cacheKey(method: string, path: string, query: string, cookieHeader: string | undefined, ackCookie: string) {
	if (method !== 'GET' && method !== 'HEAD') return null
	if (query) return null
	const names = (cookieHeader ?? '')
		.split(';')
		.map((c) => c.trim().split('=')[0]!)
		.filter(Boolean)
	if (names.some((n) => n !== ackCookie)) return null
	return `${path}|${names.includes(ackCookie) ? 'ack' : 'new'}`
}

/** Stores a rendered page: its nonce becomes a placeholder when the page has scripts, else is dropped. */
export function makeEntry(status: number, headers: [string, string][], html: string, nonce: string, now = Date.now()): Entry {
	const base = { status, headers, expires: now + TTL_MS }
	const hasScript = /<script\b[^>]*\bnonce=/.test(html)
	if (hasScript) return { ...base, etag: '', template: html.replaceAll(nonce, NONCE) }
	// without scripts a nonce does nothing (styles are 'unsafe-inline'), so the bytes can be the same for everyone
	const identity = Buffer.from(html.replaceAll(` nonce="${nonce}"`, ''))
	return {
		...base,
		// the same page gets the same ETag from every worker
		etag: `"${crypto.createHash('sha1').update(identity).digest('base64url')}"`,
		identity,
		gzip: zlib.gzipSync(identity, { level: 9 }),
		br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
	}
}

/** The body and encoding to send for an entry, given the request's Accept-Encoding and this response's nonce. */
export function bodyFor(entry: Entry, acceptEncoding: string | undefined, nonce: string): { body: Buffer; encoding?: 'br' | 'gzip' } {
	if (entry.template !== undefined) return { body: Buffer.from(entry.template.replaceAll(NONCE, nonce)) }
	const accepts = (acceptEncoding ?? '').toLowerCase()
	if (entry.br && /\bbr\b/.test(accepts)) return { body: entry.br, encoding: 'br' }
	if (entry.gzip && /\bgzip\b/.test(accepts)) return { body: entry.gzip, encoding: 'gzip' }
	return { body: entry.identity! }
}

type Render = (req: Request, res: Response) => Promise<globalThis.Response>

/** Express middleware for the paths of CACHED_PUBLIC_PAGES. */
export function publicPageCache({ render, ackCookie }: { render: Render; ackCookie: string }) {
	const entries = new Map<string, Entry>()
	const pending = new Map<string, Promise<Entry | null>>()

	async function fill(key: string, req: Request, res: Response) {
		const response = await render(req, res)
		const html = await response.text()
		const headers = [...response.headers].filter(([name]) => !['content-length', 'content-encoding', 'set-cookie'].includes(name))
		// only a plain 200 page that sets no cookie is the same for the next visitor
		if (response.status !== 200 || response.headers.has('set-cookie')) return { response, html, entry: null }
		const entry = makeEntry(response.status, headers, html, res.locals.cspNonce as string)
		entries.set(key, entry)
		return { response, html, entry }
	}

	return async function servePublicPage(req: Request, res: Response, next: NextFunction) {
		const key = cacheKey(req.method, req.path, new URL(req.originalUrl, 'http://x').search, req.headers.cookie, ackCookie)
		if (!key) return next()
		try {
			let entry = entries.get(key)
			if (!entry || entry.expires < Date.now()) {
				// one render per key at a time; a request that finds it under way renders its own page
				if (pending.has(key)) return next()
				const filling = fill(key, req, res)
				pending.set(
					key,
					filling.then((f) => f.entry),
				)
				const { response, html, entry: filled } = await filling.finally(() => pending.delete(key))
				if (!filled) {
					res.status(response.status)
					for (const [name, value] of response.headers) if (name !== 'content-length' && name !== 'content-encoding') res.append(name, value)
					return void res.send(html)
				}
				entry = filled
			}
			res.status(entry.status)
			for (const [name, value] of entry.headers) res.setHeader(name, value)
			res.setHeader('Cache-Control', 'no-cache')
			res.setHeader('Vary', 'Cookie, Accept-Encoding')
			// a page whose scripts carry this response's nonce cannot be revalidated: a 304 would keep the old nonce
			if (entry.template === undefined) {
				res.setHeader('ETag', entry.etag)
				if (req.headers['if-none-match'] === entry.etag) return void res.status(304).end()
			}
			const { body, encoding } = bodyFor(entry, req.headers['accept-encoding'], res.locals.cspNonce as string)
			if (encoding) res.setHeader('Content-Encoding', encoding)
			res.setHeader('Content-Length', String(body.length))
			res.end(req.method === 'HEAD' ? undefined : body)
		} catch (error) {
			next(error)
		}
	}
}
