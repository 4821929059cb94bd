// The sign-in state cookies (one `<name>:<uuid>` per sign-in started) are deleted by their own names (issue 56)
import { afterEach, expect, test } from 'vitest'
import { resetEnvForTests } from '~/lib/env.server'
import { clearedStateCookies } from './auth.server'

afterEach(() => {
	delete process.env.PUBLIC_URL
	delete process.env.TRUST_PROXY
	resetEnvForTests()
})

const request = (cookie: string) => new Request('https://tasks.example.org/auth/callback', { headers: { cookie } })

test('under https: each by its own name, Secure and on / (a browser ignores a __Host- deletion without them)', () => {
	process.env.PUBLIC_URL = 'https://tasks.example.org'
	process.env.TRUST_PROXY = '1'
	resetEnvForTests()
	const cleared = clearedStateCookies(request('__Host-twentyfour_session=s; __Host-twentyfour_oidc:a1=x; other=1; __Host-twentyfour_oidc:b2=y'))
	expect(cleared).toEqual([
		'__Host-twentyfour_oidc:a1=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure',
		'__Host-twentyfour_oidc:b2=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure',
	])
})

test('over http: the plain names, no Secure; none when the browser holds none', () => {
	process.env.PUBLIC_URL = 'http://localhost:3000'
	resetEnvForTests()
	expect(clearedStateCookies(request('twentyfour_oidc:c3=z'))).toEqual(['twentyfour_oidc:c3=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax'])
	expect(clearedStateCookies(request('twentyfour_session=s'))).toEqual([])
})
