import { describe, expect, it } from 'vitest'
import { MARKDOWN_CACHE_BYTES, markdownCacheBytes, renderMarkdown } from './markdown.server'

describe('Markdown notes are rendered and sanitized', () => {
	it('renders emphasis, lists and links (links open safely in a new tab)', () => {
		const html = renderMarkdown('**Soil** first\n\n- beans\n- [seeds](https://example.com)')
		expect(html).toContain('<strong>Soil</strong>')
		expect(html).toContain('<li>beans</li>')
		expect(html).toContain('href="https://example.com"')
		expect(html).toContain('rel="noopener noreferrer nofollow"')
	})

	it('drops scripts, event handlers and javascript: links', () => {
		const html = renderMarkdown('<script>alert(1)</script><img src=x onerror=alert(1)>[x](javascript:alert(1))<a href="javascript:alert(2)" onclick="x()">y</a>')
		expect(html).not.toMatch(/<script|onerror|onclick|href="javascript|<img/i)
	})

	it('keeps headings below the page headings', () => {
		expect(renderMarkdown('# Big')).toBe('<h3>Big</h3>\n')
	})

	it('empty notes render nothing', () => {
		expect(renderMarkdown('  \n')).toBe('')
	})

	it('keeps rendered notes up to a weight in bytes, not a count: 100 long notes do not all stay (issue 52, decision 374)', () => {
		const long = (i: number) => `note ${i} ${'words of a long note '.repeat(750)} [link](https://example.com)`
		for (let i = 0; i < 100; i++) renderMarkdown(long(i))
		expect(markdownCacheBytes()).toBeLessThanOrEqual(MARKDOWN_CACHE_BYTES)
		expect(markdownCacheBytes()).toBeGreaterThan(MARKDOWN_CACHE_BYTES / 2)
		// the most recent render is kept (same text, the same HTML at once), and still sanitized
		const html = renderMarkdown(long(99))
		expect(html).toContain('rel="noopener noreferrer nofollow"')
	})
})
