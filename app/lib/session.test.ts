import { afterEach, describe, expect, test } from 'vitest'
import { resetEnvForTests } from '~/lib/env.server'

afterEach(() => {
	delete process.env.PUBLIC_URL
	delete process.env.TRUST_PROXY
	resetEnvForTests()
})

async function freshSessionModule() {
	resetEnvForTests()
	const { vi } = await import('vitest')
	vi.resetModules()
	return import('./session.server')
}

describe('the session cookie', () => {
	test('is HttpOnly and SameSite=Lax on http', async () => {
		process.env.PUBLIC_URL = 'http://localhost:3000'
		const { sessionStorage } = await freshSessionModule()
		const cookie = await sessionStorage().commitSession(await sessionStorage().getSession())
		expect(cookie).toMatch(/^twentyfour_session=/)
		expect(cookie).toMatch(/HttpOnly/)
		expect(cookie).toMatch(/SameSite=Lax/)
		expect(cookie).not.toMatch(/Secure/)
	})
	test('is Secure and __Host- prefixed when PUBLIC_URL is https', async () => {
		process.env.PUBLIC_URL = 'https://tasks.example.org'
		// an https PUBLIC_URL is served through a reverse proxy: without TRUST_PROXY the server refuses to start (issue 56)
		process.env.TRUST_PROXY = '1'
		const { sessionStorage } = await freshSessionModule()
		const cookie = await sessionStorage().commitSession(await sessionStorage().getSession())
		expect(cookie).toMatch(/^__Host-twentyfour_session=/)
		expect(cookie).toMatch(/Secure/)
		expect(cookie).toMatch(/Path=\//)
		expect(cookie).not.toMatch(/Domain=/)
	})
	test('one read per request; a session ended is ended for the next request at once, though its cookie was checked before', async () => {
		const { sessionStorage, getSession } = await freshSessionModule()
		const session = await sessionStorage().getSession()
		session.set('userId', 'someone')
		const cookie = (await sessionStorage().commitSession(session)).split(';')[0]!
		const request = () => new Request('http://localhost:3000/tasks', { headers: { Cookie: cookie } })
		const first = request()
		expect(await getSession(first)).toBe(await getSession(first))
		expect((await getSession(first)).get('userId')).toBe('someone')
		await sessionStorage().destroySession(await getSession(request()))
		expect((await getSession(request())).get('userId')).toBeUndefined()
		// a forged cookie is still refused, remembered or not
		const forged = cookie.slice(0, -2) + (cookie.endsWith('A') ? 'BB' : 'AA')
		expect((await getSession(new Request('http://localhost:3000/', { headers: { Cookie: forged } }))).id).toBe('')
	})
	test("one read for all of a GET's copies (each loader gets its own Request), a read per copy of a post", async () => {
		const { sessionStorage, getSession } = await freshSessionModule()
		const { REQUEST_ID_HEADER } = await import('./request-memo.server')
		const session = await sessionStorage().getSession()
		session.set('userId', 'someone')
		const cookie = (await sessionStorage().commitSession(session)).split(';')[0]!
		const copy = (method: string, id: string) => new Request('http://localhost:3000/tasks', { method, headers: { Cookie: cookie, [REQUEST_ID_HEADER]: id } })
		expect(await getSession(copy('GET', '1'))).toBe(await getSession(copy('GET', '1')))
		expect(await getSession(copy('GET', '2'))).not.toBe(await getSession(copy('GET', '1')))
		expect(await getSession(copy('POST', '3'))).not.toBe(await getSession(copy('POST', '3')))
		// a request of its own sees a session ended since the last one
		await sessionStorage().destroySession(await getSession(copy('GET', '4')))
		expect((await getSession(copy('GET', '5'))).get('userId')).toBeUndefined()
	})
	test('a new session at sign-in replaces the old one', async () => {
		const { sessionStorage, startNewSession, getSession } = await freshSessionModule()
		const old = await sessionStorage().getSession()
		old.set('userId', 'someone')
		const oldCookie = (await sessionStorage().commitSession(old)).split(';')[0]!
		const request = new Request('http://localhost:3000/auth/callback', { headers: { Cookie: oldCookie } })
		const headers = await startNewSession(request, { userId: 'me' })
		const newCookie = headers.get('Set-Cookie')!.split(';')[0]!
		expect(newCookie).not.toBe(oldCookie)
		// the old id no longer finds any data
		expect((await getSession(request)).get('userId')).toBeUndefined()
		// nor, in the same request, a loader's copy of a sign-in callback (a GET, whose reads are shared)
		const { REQUEST_ID_HEADER } = await import('./request-memo.server')
		const callback = () => new Request('http://localhost:3000/auth/callback', { headers: { Cookie: oldCookie, [REQUEST_ID_HEADER]: 'callback-1' } })
		expect((await getSession(callback())).get('userId')).toBeUndefined()
		const again = await sessionStorage().getSession()
		again.set('userId', 'someone')
		const againCookie = (await sessionStorage().commitSession(again)).split(';')[0]!
		const signIn = new Request('http://localhost:3000/auth/callback', { headers: { Cookie: againCookie, [REQUEST_ID_HEADER]: 'callback-2' } })
		expect((await getSession(signIn)).get('userId')).toBe('someone')
		await startNewSession(signIn, { userId: 'me' })
		expect((await getSession(signIn)).get('userId')).toBeUndefined()
		const fresh = await getSession(new Request('http://localhost:3000/', { headers: { Cookie: newCookie } }))
		expect(fresh.get('userId')).toBe('me')
	})
})
