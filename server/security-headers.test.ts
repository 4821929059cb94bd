import type { Request, RequestHandler, Response } from 'express'
import helmet from 'helmet'
import { describe, expect, test } from 'vitest'
import { securityHeaders } from './security-headers'

const billing = { stripeJsUrl: 'https://js.stripe.com/v3', apiBase: 'http://127.0.0.1:12111' }
const env = (secure: boolean) => ({
	oidc: { issuer: 'https://id.example.org/' },
	logoutReturnUrl: 'https://tasks.example.org/',
	publicUrl: secure ? 'https://tasks.example.org' : 'http://localhost:3000',
	billing,
	secure,
})

/** helmet as server/index.ts called it before the fixed headers were worked out once (issue 31), its policy aside */
const helmetAsItWas = (e: ReturnType<typeof env>) =>
	helmet({
		contentSecurityPolicy: false,
		strictTransportSecurity: e.secure,
		referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
		crossOriginEmbedderPolicy: false,
	})

function headersFor(middleware: RequestHandler, path: string, nonce = 'bm9uY2U=') {
	const headers = new Map<string, string>()
	const res = { locals: { cspNonce: nonce }, setHeader: (n: string, v: unknown) => headers.set(n.toLowerCase(), String(v)), removeHeader: (n: string) => headers.delete(n.toLowerCase()) }
	let nexted = false
	void middleware({ path } as Request, res as unknown as Response, () => (nexted = true))
	expect(nexted).toBe(true)
	return headers
}

describe('security headers', () => {
	test.each([false, true])("every fixed header is helmet's own (secure %s), and the policy is the response's", (secure) => {
		const e = env(secure)
		const ours = headersFor(securityHeaders(e), '/tasks')
		const theirs = headersFor(helmetAsItWas(e), '/tasks')
		const policy = ours.get('content-security-policy')!
		ours.delete('content-security-policy')
		expect(Object.fromEntries(ours)).toEqual(Object.fromEntries(theirs))
		expect(ours.has('strict-transport-security')).toBe(secure)
		expect(ours.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
		expect(ours.get('x-frame-options')).toBe('SAMEORIGIN')
		expect(ours.get('x-content-type-options')).toBe('nosniff')
		expect(policy).toContain("script-src 'self' 'nonce-bm9uY2U='")
		expect(policy).toContain("frame-ancestors 'none'")
		expect(policy).toContain("form-action 'self' https://id.example.org")
		expect(policy).not.toContain('stripe')
		expect(policy.includes('upgrade-insecure-requests')).toBe(secure)
	})

	test("each response's own nonce; Stripe's origins only on a payment page", () => {
		const middleware = securityHeaders(env(false))
		expect(headersFor(middleware, '/tasks', 'b25l').get('content-security-policy')).toContain("'nonce-b25l'")
		expect(headersFor(middleware, '/tasks', 'dHdv').get('content-security-policy')).toContain("'nonce-dHdv'")
		const pay = headersFor(middleware, '/profile/subscription/pay').get('content-security-policy')!
		expect(pay).toContain("script-src 'self' 'nonce-bm9uY2U=' https://js.stripe.com")
		expect(pay).toContain("form-action 'self' https://id.example.org https://tasks.example.org https://checkout.stripe.com")
	})
})
