// Issue 49, point 6: bad input from outside is one line in the log, never a stack. A made-up sign-in callback
// (`GET /auth/callback?code=x&state=y`) logged 11 lines of a ReferenceError, a post to a page without a form
// (`POST /home`) 9 lines with its 405. The server's stderr is read whole.
import { expect, test } from './fixtures'
import { startOwnServer } from './own-server'

test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, 'speaks HTTP only')

test('a made-up sign-in callback and a post to a page without a form: one line each, no stack', async () => {
	test.slow()
	// one process (no cluster), so what it prints comes in order
	const server = await startOwnServer({ captureErrors: true, env: { WEB_CONCURRENCY: '1' } })
	try {
		const before = server.errors().length
		const callback = await fetch(`${server.base}/auth/callback?code=x&state=y`, { redirect: 'manual' })
		expect(callback.status).toBe(302)
		expect(callback.headers.get('location')).toBe('/home')
		const post = await fetch(`${server.base}/home`, { method: 'POST', headers: { origin: server.base }, redirect: 'manual' })
		expect(post.status).toBe(405)
		// a data request of the same post, as a page's script would send it
		const dataPost = await fetch(`${server.base}/home.data`, { method: 'POST', headers: { origin: server.base }, redirect: 'manual' })
		expect(dataPost.status).toBe(405)
		await expect.poll(() => server.errors().slice(before).split('\n').filter(Boolean).length, { timeout: 5000 }).toBeGreaterThanOrEqual(3)
		const lines = server.errors().slice(before).split('\n').filter((l) => l !== '' && !l.includes('oidc-provider WARNING'))
		expect(lines.filter((l) => /^\s+at\s/.test(l))).toEqual([])
		expect(lines).toEqual([
			expect.stringMatching(/^sign-in refused: Missing state on cookie\.$/),
			expect.stringMatching(/^405 POST "\/home": You made a POST request to "\/home" but did not provide an `action`/),
			expect.stringMatching(/^405 POST "\/home(\.data)?": /),
		])
	} finally {
		await server.stop()
	}
})
