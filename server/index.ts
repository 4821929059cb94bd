// The Express app: security headers, rate limits, the embedded identity provider, health check and
// React Router's request handler. Built by Vite as the server entry; server.js starts it.
import crypto from 'node:crypto'
import { createRequestHandler } from '@react-router/express'
import express, { type Request, type Response } from 'express'
import helmet from 'helmet'
import { rateLimit } from 'express-rate-limit'
import { sql } from 'drizzle-orm'
import { env } from '~/lib/env.server'
import { closeDb, db } from '~/lib/db.server'
import { purgeExpiredSessions } from '~/lib/session.server'
import { embeddedProvider } from '~/identity/embedded-idp.server'
import { purgeExpiredOidcModels } from '~/identity/oidc-adapter.server'
import { stripeCspSources } from '~/billing/csp'

declare module 'react-router' {
	interface AppLoadContext {
		cspNonce: string
		req: Request
		res: Response
		/** a client-side data request (React Router's ".data" fetches) rather than a document */
		isDataRequest: boolean
		/** a toast for the page rendered in this same request (no-JavaScript form posts) */
		toast?: import('~/lib/toast.server').Toast
	}
}

/** Opens the database (migrations run here) and the identity provider before the server listens. */
export async function prepare() {
	const e = env()
	db()
	purgeExpiredSessions()
	if (e.embeddedIdp) {
		purgeExpiredOidcModels()
		await embeddedProvider()
	}
}

export function createApp() {
	const e = env()
	const app = express()
	app.disable('x-powered-by')
	// behind a proxy (Fly, nginx) set TRUST_PROXY=1; otherwise a client could forge its address
	app.set('trust proxy', e.trustProxy)

	app.use((_req, res, next) => {
		res.locals.cspNonce = crypto.randomBytes(16).toString('base64')
		next()
	})
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
	app.use(
		helmet({
			contentSecurityPolicy: {
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
			},
			strictTransportSecurity: e.secure,
			// 'no-referrer' would make browsers send "Origin: null" on form posts, which fails the CSRF origin check
			referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
			crossOriginEmbedderPolicy: false,
		}),
	)

	const authLimiter = rateLimit({
		windowMs: 60_000,
		limit: e.authRateLimit,
		standardHeaders: 'draft-8',
		legacyHeaders: false,
		message: 'Too many attempts. Wait a minute and try again.',
	})
	// sign-in and sign-up posts of the embedded provider's pages
	app.post('/auth/interaction/*path', authLimiter)
	const formLimiter = rateLimit({ windowMs: 60_000, limit: 120, standardHeaders: 'draft-8', legacyHeaders: false })
	app.use((req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? next() : formLimiter(req, res, next)))

	app.get('/healthz', (_req, res) => {
		try {
			db().get(sql`select 1`)
			res.type('text/plain').send('ok')
		} catch (error) {
			res.status(503).type('text/plain').send(`database unavailable: ${(error as Error).message}`)
		}
	})

	if (e.embeddedIdp) {
		let handler: ((req: Request, res: Response) => unknown) | undefined
		app.use('/oidc', async (req, res, next) => {
			try {
				handler ??= (await embeddedProvider()).callback() as unknown as typeof handler
				handler!(req, res)
			} catch (error) {
				next(error)
			}
		})
	}

	app.use(
		createRequestHandler({
			build: () => import('virtual:react-router/server-build'),
			getLoadContext: (req, res) => ({
				cspNonce: res.locals.cspNonce as string,
				req,
				res,
				isDataRequest: req.path.endsWith('.data'),
			}),
		}),
	)
	return app
}

export function shutdown() {
	closeDb()
}
