// A kept page as it is stored and sent (docs/decisions/172, 180, 186): its bytes compressed once, or, when it carries
// values that differ per response (the CSP nonce, the idempotency token of the quick add and create forms), cut at
// them and filled again for each response without compressing the page again. Used by the page cache of each worker
// and by the store the workers share, so both import it from here (decision 305; server/page-cache.ts re-exports it).
import crypto from 'node:crypto'
import zlib from 'node:zlib'

/** Entries are renewed after this long, so a page that shows a date (the footer's year) never goes stale for long. */
const TTL_MS = 60 * 60 * 1000

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
export type Template = { parts: Buffer[]; slots: Slot[]; deflated?: Buffer[]; sent?: boolean }

/** The pages every worker shares (server/shared-pages.ts), as the page cache of a worker uses them. */
export type SharedPages = {
	get(key: string, now?: number): Entry | undefined
	/** `owner`: the pages of one person; storing one of `version` forgets their pages of older versions */
	set(key: string, entry: Entry, owner: string, version: number): void
	close(): void
}

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
