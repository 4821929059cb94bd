// Installable (issue 24): a web app manifest with icons, linked from every page, so a phone can add Twentyfour to its
// home screen.
import { expect, test } from './fixtures'

test('every page links a manifest whose icons and start page exist', async ({ page, request }) => {
	await page.goto('/home')
	const href = await page.locator('link[rel="manifest"]').getAttribute('href')
	expect(href).toBe('/manifest.webmanifest')
	const answer = await request.get(href!)
	expect(answer.status()).toBe(200)
	expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/)
	const manifest = await answer.json()
	expect(manifest).toMatchObject({ name: 'Twentyfour', short_name: 'Twentyfour', display: 'standalone', start_url: '/tasks' })
	const sizes = manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)
	expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']))
	for (const icon of [...manifest.icons, { src: await page.locator('link[rel="apple-touch-icon"]').getAttribute('href') }]) {
		const image = await request.get(icon.src)
		expect(image.status(), icon.src).toBe(200)
		expect(image.headers()['content-type']).toMatch(/^image\//)
	}
	// the build's other files (served by their first path segment, server.js)
	for (const file of ['/favicon.svg', '/images/dashboard.svg']) {
		const answer = await request.get(file)
		expect(answer.status(), file).toBe(200)
		expect(answer.headers()['content-type'], file).toMatch(/^image\/svg\+xml/)
	}
	for (const shortcut of manifest.shortcuts) expect((await request.get(shortcut.url, { maxRedirects: 0 })).status()).toBeLessThan(400)
})
