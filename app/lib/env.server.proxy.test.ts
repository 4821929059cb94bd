import { afterEach, describe, expect, test } from 'vitest'
import { env, resetEnvForTests, untrustedProxyRefusal } from './env.server'

afterEach(() => {
	delete process.env.PUBLIC_URL
	delete process.env.TRUST_PROXY
	delete process.env.HOST
	resetEnvForTests()
})

describe('behind a reverse proxy (issue 56)', () => {
	test('an https PUBLIC_URL without TRUST_PROXY is refused in one line that names TRUST_PROXY and what to set', () => {
		process.env.PUBLIC_URL = 'https://tasks.example.org'
		resetEnvForTests()
		expect(() => env()).toThrow(/^Invalid configuration: PUBLIC_URL is https:\/\/tasks\.example\.org but TRUST_PROXY is not set: set TRUST_PROXY=1 [^\n]*$/)
	})
	test('TRUST_PROXY set (1, or 0 on purpose), or an http PUBLIC_URL: it starts', () => {
		expect(untrustedProxyRefusal('https://tasks.example.org', 1)).toBeNull()
		expect(untrustedProxyRefusal('https://tasks.example.org', 0)).toBeNull()
		expect(untrustedProxyRefusal('http://localhost:3000', undefined)).toBeNull()
		process.env.PUBLIC_URL = 'https://tasks.example.org'
		process.env.TRUST_PROXY = '1'
		process.env.HOST = '127.0.0.1'
		resetEnvForTests()
		expect(env()).toMatchObject({ trustProxy: 1, secure: true, host: '127.0.0.1' })
	})
	test('unset, TRUST_PROXY is 0 and HOST is every interface, as before', () => {
		resetEnvForTests()
		expect(env()).toMatchObject({ trustProxy: 0, host: null })
	})
})
