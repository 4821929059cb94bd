import { afterEach, describe, expect, test } from 'vitest'
import { resetEnvForTests } from '~/lib/env.server'

afterEach(() => {
	delete process.env.PUBLIC_URL
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
		const fresh = await getSession(new Request('http://localhost:3000/', { headers: { Cookie: newCookie } }))
		expect(fresh.get('userId')).toBe('me')
	})
})
