// Cross-site request forgery: one rule for the whole server (docs/decisions/070). Every request that can
// change data (not GET, HEAD or OPTIONS) and carries our session cookie must come from a page of our own
// origin: its Origin header (or, when a browser sends none, its Referer) must be PUBLIC_URL's origin.
// Exempt by design: requests authenticated by `Authorization: Bearer` (a cross-site form cannot send that
// header, and the JSON API never accepts the cookie session) and signed webhooks (their signature is the check).
import type { NextFunction, Request, Response } from 'express'

export const CSRF_REFUSED = 'This request came from another site, so it was refused. Go back to Twentyfour and try again.'

/** paths whose posts are authenticated by a signature instead of the session (the Stripe webhook) */
export const SIGNED_WEBHOOK_PATHS = new Set(['/stripe/webhook'])

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export type CsrfRequest = {
	method: string
	path: string
	headers: { cookie?: string; origin?: string; referer?: string; authorization?: string }
}

function hasCookie(header: string | undefined, name: string) {
	if (!header) return false
	return header.split(';').some((pair) => pair.trim().split('=')[0] === name)
}

function originOf(url: string) {
	try {
		return new URL(url).origin
	} catch {
		return null
	}
}

/** Why a request is refused, or null when it may go on. */
export function csrfRefusal(req: CsrfRequest, publicOrigin: string, cookieName: string): string | null {
	if (SAFE_METHODS.has(req.method.toUpperCase())) return null
	if (/^Bearer\s/i.test(req.headers.authorization ?? '')) return null
	if (SIGNED_WEBHOOK_PATHS.has(req.path)) return null
	if (!hasCookie(req.headers.cookie, cookieName)) return null
	const origin = req.headers.origin
	// "Origin: null" (a sandboxed frame, a data: page, a privacy redirect) is present and never ours
	const source = origin !== undefined ? origin : req.headers.referer !== undefined ? originOf(req.headers.referer) : null
	if (source === publicOrigin) return null
	return CSRF_REFUSED
}

/** The Express middleware: 403 with a plain message before anything reads the body. */
export function csrfProtection(publicUrl: string, cookieName: () => string) {
	const publicOrigin = new URL(publicUrl).origin
	return (req: Request, res: Response, next: NextFunction) => {
		const refusal = csrfRefusal(
			{ method: req.method, path: req.path, headers: req.headers as CsrfRequest['headers'] },
			publicOrigin,
			cookieName(),
		)
		if (!refusal) return next()
		res.status(403).type('text/plain').send(refusal)
	}
}
