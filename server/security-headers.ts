// The security headers of every response (architecture: "helmet or equivalent"): helmet's, with a Content-Security-Policy
// whose script nonce is the response's own and whose Stripe origins appear only on the pages that take a payment.
// Helmet is eleven middlewares, each setting one fixed header on every response (2% of a write's time, issue 31): the
// fixed ones are worked out once, from helmet itself, and only the policy is built per response.
import type { Request, RequestHandler, Response } from 'express'
import helmet, { contentSecurityPolicy } from 'helmet'
import { stripeCspSources } from '~/billing/csp'
import type { env } from '~/lib/env.server'

type Env = Pick<ReturnType<typeof env>, 'logoutReturnUrl' | 'publicUrl' | 'secure'> & {
	oidc: { issuer: string }
	billing: Parameters<typeof stripeCspSources>[1]
}

/** the headers a middleware sets on a response that asks nothing of the request */
function headersOf(middleware: RequestHandler): [string, string][] {
	const headers: [string, string][] = []
	const response = { setHeader: (name: string, value: unknown) => headers.push([name, String(value)]), removeHeader: () => undefined }
	void middleware({} as Request, response as unknown as Response, () => undefined)
	return headers
}

export function securityHeaders(e: Env): RequestHandler {
	const extraOrigins = [e.oidc.issuer, e.logoutReturnUrl]
		.map((u) => {
			try {
				return new URL(u).origin
			} catch {
				return null
			}
		})
		.filter((o): o is string => !!o && o !== new URL(e.publicUrl).origin)
	// Stripe's origins, only on the pages that take a payment
	const stripe = (directive: keyof ReturnType<typeof stripeCspSources>) => (req: unknown) =>
		stripeCspSources((req as Request).path, e.billing)[directive].join(' ')
	const policy = contentSecurityPolicy({
		useDefaults: false,
		directives: {
			'default-src': ["'self'"],
			'script-src': ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`, stripe('script-src')],
			'style-src': ["'self'", "'unsafe-inline'"],
			'img-src': ["'self'", 'data:', 'https:'],
			'connect-src': ["'self'", stripe('connect-src')],
			'frame-src': ["'self'", stripe('frame-src')],
			'font-src': ["'self'"],
			'object-src': ["'none'"],
			'base-uri': ["'self'"],
			'frame-ancestors': ["'none'"],
			// a form post may redirect to the identity provider or the log-out address
			'form-action': ["'self'", ...extraOrigins, stripe('form-action')],
			...(e.secure ? { 'upgrade-insecure-requests': [] } : {}),
		},
	})
	const fixed = headersOf(
		helmet({
			contentSecurityPolicy: false,
			strictTransportSecurity: e.secure,
			// 'no-referrer' would make browsers send "Origin: null" on form posts, which fails the CSRF origin check
			referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
			crossOriginEmbedderPolicy: false,
		}),
	)
	return (req, res, next) => {
		for (const [name, value] of fixed) res.setHeader(name, value)
		policy(req, res, next)
	}
}
