// Markdown notes rendered on the server and sanitized every time (no raw HTML reaches the page).
// marked and sanitize-html (17 MiB with its postcss and htmlparser2) on the first note rendered (decision 356)
import type * as Marked from 'marked'
import type sanitizeHtml from 'sanitize-html'
import { onFirstUse } from './first-use'

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

// rendering is the slowest part of a task list page: keep recent results (same text, same HTML)
const cache = new Map<string, string>()
const CACHE_SIZE = 2000

/** Sanitized HTML for Markdown text ('' for empty text). */
export function renderMarkdown(text: string): string {
	if (!text.trim()) return ''
	const hit = cache.get(text)
	if (hit !== undefined) return hit
	const html = sanitizer()(markdown().parse(text) as string, OPTIONS)
	if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!)
	cache.set(text, html)
	return html
}
