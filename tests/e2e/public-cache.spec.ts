// Public pages come from memory for signed-out visitors (docs/decisions/172): the same bytes with an ETag, a fresh CSP
// nonce on every response, and never for someone whose cookies change the page.
import { expect, test } from './fixtures'

const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1]

test('a public page is served from the cache with an ETag, and revalidates to 304', async ({ request }, testInfo) => {
	test.skip(testInfo.project.name !== 'js', 'a server-side rule: once is enough')
	const first = await request.get('/home', { headers: { 'Accept-Encoding': 'gzip, br' } })
	const second = await request.get('/home', { headers: { 'Accept-Encoding': 'gzip, br' } })
	expect(first.status()).toBe(200)
	expect(second.headers()['etag']).toBeTruthy()
	expect(second.headers()['etag']).toBe(first.headers()['etag'])
	expect(await second.text()).toBe(await first.text())
	expect(nonceOf(second.headers()['content-security-policy'])).not.toBe(nonceOf(first.headers()['content-security-policy']))
	const again = await request.get('/home', { headers: { 'If-None-Match': second.headers()['etag']! } })
	expect(again.status()).toBe(304)
})

test('a signed-in person and a dismissed cookie banner each get their own page', async ({ page, signedInUser: _ }) => {
	await page.goto('/home')
	await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0)
	await expect(page.getByRole('link', { name: 'Sign up', exact: true })).toHaveCount(0)
	await page.context().clearCookies()
	await page.goto('/home')
	await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible()
	await expect(page.getByRole('region', { name: /cookie/i })).toBeVisible()
	await page.context().addCookies([{ name: 'twentyfour_cookies_ok', value: '1', url: page.url() }])
	await page.goto('/home')
	await expect(page.getByRole('region', { name: /cookie/i })).toHaveCount(0)
})
