import { describe, expect, it } from 'vitest'
import { renderMarkdown } from './markdown.server'

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
})
