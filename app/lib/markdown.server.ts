// Markdown notes rendered on the server and sanitized every time (no raw HTML reaches the page).
// marked and sanitize-html (17 MiB with its postcss and htmlparser2) on the first note rendered (decision 356)
import type * as Marked from 'marked'
import type sanitizeHtml from 'sanitize-html'
import { onFirstUse } from './first-use'
import { LeastRecentlyUsed } from './least-recently-used'

const sanitizer = onFirstUse<typeof sanitizeHtml>('sanitize-html')
const markedModule = onFirstUse<typeof Marked>('marked')
let marked: Marked.Marked | undefined
const markdown = () => (marked ??= new (markedModule().Marked)({ gfm: true, breaks: true, async: false }))

const OPTIONS: sanitizeHtml.IOptions = {
	allowedTags: [
		'p', 'br', 'strong', 'em', 'del', 's', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li',
		'h3', 'h4', 'h5', 'h6', 'a', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
	],
	allowedAttributes: { a: ['href', 'title', 'rel', 'target'], td: ['align'], th: ['align'] },
	allowedSchemes: ['http', 'https', 'mailto'],
	// headings in notes sit inside a task card: keep them below the page's own headings
	transformTags: {
		h1: 'h3',
		h2: 'h4',
		a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } }),
	},
}

// rendering is the slowest part of a task list page: keep recent results (same text, same HTML), weighed in bytes
// (decision 374): 2,000 entries of notes of up to 20,000 characters could hold some 180 MB; 4 MiB holds thousands of
// the short notes most tasks have, and a few hundred long ones
export const MARKDOWN_CACHE_BYTES = 4 * 1024 * 1024
type Rendered = { html: string; bytes: number }
const cache = new LeastRecentlyUsed<Rendered>(MARKDOWN_CACHE_BYTES, (entry) => entry.bytes)
let cachedBytes = 0

/** what the kept renders weigh: their texts and HTML at two bytes a character (tests, measurements) */
export function markdownCacheBytes() {
	return cachedBytes
}

/** Sanitized HTML for Markdown text ('' for empty text). */
export function renderMarkdown(text: string): string {
	if (!text.trim()) return ''
	const hit = cache.get(text)
	if (hit !== undefined) return hit.html
	const html = sanitizer()(markdown().parse(text) as string, OPTIONS)
	cache.set(text, { html, bytes: 2 * (text.length + html.length) })
	cachedBytes = cache.weight
	return html
}
