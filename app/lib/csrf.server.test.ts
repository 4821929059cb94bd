import { describe, expect, test } from 'vitest'
import { CSRF_REFUSED, csrfRefusal, type CsrfRequest } from './csrf.server'

const ORIGIN = 'https://tasks.example.com'
const COOKIE = '__Host-twentyfour_session'
const post = (headers: CsrfRequest['headers'], path = '/tasks/quick-add', method = 'POST'): CsrfRequest => ({ method, path, headers })
const signedIn = `theme=dark; ${COOKIE}=abc.def`

describe('csrfRefusal', () => {
	test('a post with our session cookie from our own origin goes on', () => {
		expect(csrfRefusal(post({ cookie: signedIn, origin: ORIGIN }), ORIGIN, COOKIE)).toBeNull()
	})
	test('another origin, Origin: null and no Origin or Referer are refused', () => {
		expect(csrfRefusal(post({ cookie: signedIn, origin: 'http://evil.example' }), ORIGIN, COOKIE)).toBe(CSRF_REFUSED)
		expect(csrfRefusal(post({ cookie: signedIn, origin: 'null' }), ORIGIN, COOKIE)).toBe(CSRF_REFUSED)
		expect(csrfRefusal(post({ cookie: signedIn }), ORIGIN, COOKIE)).toBe(CSRF_REFUSED)
		// a sibling port or scheme is another origin
		expect(csrfRefusal(post({ cookie: signedIn, origin: 'http://tasks.example.com' }), ORIGIN, COOKIE)).toBe(CSRF_REFUSED)
	})
	test('without Origin the Referer decides; a present Origin wins over the Referer', () => {
		expect(csrfRefusal(post({ cookie: signedIn, referer: `${ORIGIN}/tasks?x=1` }), ORIGIN, COOKIE)).toBeNull()
		expect(csrfRefusal(post({ cookie: signedIn, referer: 'http://evil.example/page' }), ORIGIN, COOKIE)).toBe(CSRF_REFUSED)
		expect(csrfRefusal(post({ cookie: signedIn, referer: 'not a url' }), ORIGIN, COOKIE)).toBe(CSRF_REFUSED)
		expect(csrfRefusal(post({ cookie: signedIn, origin: 'null', referer: `${ORIGIN}/tasks` }), ORIGIN, COOKIE)).toBe(CSRF_REFUSED)
	})
	test('every unsafe method is checked; GET, HEAD and OPTIONS are not', () => {
		for (const method of ['PUT', 'PATCH', 'DELETE', 'post']) {
			expect(csrfRefusal(post({ cookie: signedIn }, '/tasks', method), ORIGIN, COOKIE)).toBe(CSRF_REFUSED)
		}
		for (const method of ['GET', 'HEAD', 'OPTIONS']) expect(csrfRefusal(post({ cookie: signedIn }, '/tasks', method), ORIGIN, COOKIE)).toBeNull()
	})
	test('a request without our session cookie is not ours to guard', () => {
		expect(csrfRefusal(post({ cookie: 'twentyfour_session_x=1; other=2' }), ORIGIN, COOKIE)).toBeNull()
		expect(csrfRefusal(post({}), ORIGIN, COOKIE)).toBeNull()
	})
	test('exempt by design: Bearer-token API calls and signed webhooks', () => {
		expect(csrfRefusal(post({ cookie: signedIn, authorization: 'Bearer t0ken' }, '/api/tasks'), ORIGIN, COOKIE)).toBeNull()
		expect(csrfRefusal(post({ cookie: signedIn }, '/stripe/webhook'), ORIGIN, COOKIE)).toBeNull()
		// Basic auth is not an exemption
		expect(csrfRefusal(post({ cookie: signedIn, authorization: 'Basic eDp5' }), ORIGIN, COOKIE)).toBe(CSRF_REFUSED)
	})
})
