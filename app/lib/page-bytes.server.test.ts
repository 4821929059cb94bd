import { describe, expect, test } from 'vitest'
import { pageBytes, pageResponse } from './page-bytes.server'

describe("a rendered page's bytes", () => {
	test('are those it was made from, taken as they are, and its body reads the same', async () => {
		const html = Buffer.from('<!DOCTYPE html><html lang="en"><body>Café</body></html>')
		const response = pageResponse(html, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
		expect(await pageBytes(response)).toBe(html)
		expect(await response.text()).toBe(html.toString())
	})

	test("of a Response made elsewhere are its body's", async () => {
		expect((await pageBytes(new Response('<p>ok</p>'))).toString()).toBe('<p>ok</p>')
	})
})
