import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { bodyFor, cacheKey, makeEntry } from './public-page-cache'

const ACK = 'twentyfour_cookies_ok'

describe('cacheKey', () => {
	it('serves a signed-out visitor from the cache, apart for those who dismissed the cookie banner', () => {
		expect(cacheKey('GET', '/home', '', undefined, ACK)).toBe('/home|new')
		expect(cacheKey('HEAD', '/home', '', '', ACK)).toBe('/home|new')
		expect(cacheKey('GET', '/home', '', `${ACK}=1`, ACK)).toBe('/home|ack')
	})

	it('renders for anyone with a session, a toast or any other cookie, for a query and for posts', () => {
		expect(cacheKey('GET', '/home', '', `${ACK}=1; twentyfour_session=abc`, ACK)).toBeNull()
		expect(cacheKey('GET', '/home', '', 'twentyfour_toast=x', ACK)).toBeNull()
		expect(cacheKey('GET', '/home', '?utm=1', undefined, ACK)).toBeNull()
		expect(cacheKey('POST', '/home', '', undefined, ACK)).toBeNull()
	})
})

describe('makeEntry and bodyFor', () => {
	const page = (nonce: string, script = '') =>
		`<html><head><link nonce="${nonce}" rel="icon" href="/favicon.svg"/>${script}</head><body>Hello</body></html>`

	it('a page without scripts is stored without its nonce and compressed once', () => {
		const entry = makeEntry(200, [['content-type', 'text/html']], page('n1'), 'n1')
		expect(entry.template).toBeUndefined()
		expect(bodyFor(entry, undefined, 'n2').body.toString()).toBe(page('n1').replace(' nonce="n1"', ''))
		const br = bodyFor(entry, 'gzip, deflate, br', 'n2')
		expect(br.encoding).toBe('br')
		expect(zlib.brotliDecompressSync(br.body).toString()).toContain('Hello')
		const gzip = bodyFor(entry, 'gzip', 'n2')
		expect(gzip.encoding).toBe('gzip')
		expect(zlib.gunzipSync(gzip.body).toString()).toContain('Hello')
	})

	it("a page with an inline script gets each response's own nonce", () => {
		const html = page('n1', '<script nonce="n1">document.documentElement.dataset.js="1"</script>')
		const entry = makeEntry(200, [], html, 'n1')
		const { body, encoding } = bodyFor(entry, 'gzip, br', 'fresh')
		expect(encoding).toBeUndefined()
		expect(body.toString()).toContain('<script nonce="fresh">')
		expect(body.toString()).not.toContain('n1')
	})

	it('the ETag changes with the page, not with the nonce it was rendered with', () => {
		expect(makeEntry(200, [], page('a'), 'a').etag).toBe(makeEntry(200, [], page('b'), 'b').etag)
		expect(makeEntry(200, [], page('a'), 'a').etag).not.toBe(makeEntry(200, [], page('a') + ' ', 'a').etag)
	})
})
