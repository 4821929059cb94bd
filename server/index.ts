// The Express app: security headers, rate limits, the embedded identity provider, health check and
// React Router's request handler. Built by Vite as the server entry; server.js starts it.
import crypto from 'node:crypto'
import { createRequestHandler } from '@react-router/express'
import { createRequestHandler as createFetchHandler } from 'react-router'
import express, { type Request, type Response } from 'express'
import { rateLimit } from 'express-rate-limit'
import { sql } from 'drizzle-orm'
import { env } from '~/lib/env.server'
import { VERSION } from '~/lib/version'
import { closeDb, databaseFile, db, isReplica, optimizeDatabase } from '~/lib/db.server'
import { checkpointWhileWritten } from '~/lib/wal-checkpoints.server'
import { purgeExpiredSessions, sessionCookieName } from '~/lib/session.server'
import { csrfProtection } from '~/lib/csrf.server'
import { embeddedProvider, ensureSigningKeys } from '~/identity/embedded-idp.server'
import { purgeExpiredOidcModels } from '~/identity/oidc-adapter.server'
import { cookieAckName } from '~/ui/cookie-banner.server'
import { limitStore } from './limit-store'
import { CACHED_PUBLIC_PAGES, ownerPageKey, pageCache, publicPageKey } from './page-cache'
import { clearSharedPages, sharedPages, sharedPagesFile } from './shared-pages'
import { ownerPageState } from '~/identity/owner-page-state.server'
import { toastCookieName } from '~/lib/toast.server'
import { nextRequestId, REQUEST_ID_HEADER } from '~/lib/request-memo.server'
import { ipKey } from '~/lib/ip-key.server'
import { startReminderScheduler, stopReminderScheduler } from '~/reminders/scheduler.server'
import { startDigests, stopDigests } from '~/mail/digests.server'
import { startTemplates, stopTemplates } from '~/templates/start-up.server'
import { startTrashPurge, stopTrashPurge } from '~/tasks/trash-purge.server'
import { apiRouter, authFailureLimiter } from '~/api/router.server'
import { davRateLimiter, davRouter } from '~/dav/router.server'
import { purgeExpiredTokens } from '~/api/tokens.server'
import { startBackups, stopBackups } from '~/lib/backups.server'
import { formatInterval } from '~/lib/backup-schedule'

// the operator's commands (scripts/backup.js, scripts/restore.js, scripts/admin.js) run these from the built server
export { backupNow } from '~/lib/backups.server'
export { restoreBackup, RestoreRefused } from '~/lib/restore.server'
export { migrationsFolder } from '~/lib/db.server'
export { env } from '~/lib/env.server'
export { adminCommand } from '~/admin/cli.server'
import { capBodies, refuseMalformedUrls } from './request-guards'
import { serverTiming } from './server-timing'
import { publicAddress } from './public-address'
import { cspNonce } from './nonce'
import { securityHeaders } from './security-headers'
import { givesMemoryBack, releaseMemory } from './after-burst'

declare module 'react-router' {
	interface AppLoadContext {
		cspNonce: string
		req: Request
		res: Response
		/** a client-side data request (React Router's ".data" fetches) rather than a document */
		isDataRequest: boolean
		/** a toast for the page rendered in this same request (no-JavaScript form posts) */
		toast?: import('~/lib/toast.server').Toast
		/** this response's idempotency token for the quick add and create forms (decision 072) */
		submissionToken: string
	}
}

/**
 * Opens the database (migrations run here) before the server listens. What else a process does is its duty
 * (server/process-layout.js, decision 330): `prepareDataFolder` (alone, or the cluster's first worker, before the
 * others are forked) makes the identity provider's signing keys and purges what expired; `emptyKeptPages` empties the
 * kept pages' store (decision 186); `background` runs the work one process does for all (checkpoints, the reminder
 * scheduler, backups...). LiteFS replicas never do the background work.
 */
export async function prepare({
	background = true,
	prepareDataFolder = background,
	emptyKeptPages = background,
}: { background?: boolean; prepareDataFolder?: boolean; emptyKeptPages?: boolean } = {}) {
	const e = env()
	db()
	// the process that runs the background work checkpoints for all, from a thread (decision 257) that runs only while
	// the database is written (decision 333)
	if (background && !isReplica(e.dataDir)) checkpointWhileWritten(db().$client, databaseFile())
	// the process that starts first (alone, or the cluster's first worker): no kept page outlives a start (decision 186)
	if (emptyKeptPages) clearSharedPages(sharedPagesFile(e.dataDir))
	// the planner's statistics follow the data as it grows (hourly, as SQLite advises for long-lived connections)
	setInterval(() => optimizeDatabase(db()), 60 * 60 * 1000).unref()
	if (prepareDataFolder) {
		purgeExpiredSessions()
		purgeExpiredTokens()
		if (e.embeddedIdp) {
			purgeExpiredOidcModels()
			// the keys are made once, here; oidc-provider itself is loaded on the first request that needs it
			await ensureSigningKeys()
		}
	}
	// reminders go out only where Pushover is configured (PUSHOVER_APP_TOKEN)
	if (background && !isReplica(e.dataDir)) {
		// the built-in templates (idempotent) and the hourly purge of abandoned template confirmations
		startTemplates(db())
		// the trash's 30 days and the undo records' 10 minutes, hourly (decisions 243, 244)
		startTrashPurge(db())
		if (startReminderScheduler()) console.log('Reminders: the scheduler is running.')
		// the opt-in daily agenda and weekly review's reminder by mail, where SMTP_URL is set (issue 53)
		if (startDigests()) console.log('Mail: the daily agenda and the weekly review reminder are on for those who asked.')
		// online backups of the database on the BACKUP_INTERVAL schedule (issue 30, decision 220)
		if (startBackups()) console.log(`Backups: every ${formatInterval(e.backups.intervalMs!)} into ${e.backups.dir}, keeping ${e.backups.keep}.`)
	}
}

/** the one watch of this process's requests (decision 398) */
let afterBurst: ReturnType<typeof givesMemoryBack> | undefined

export function createApp() {
	const e = env()
	const app = express()
	app.disable('x-powered-by')
	// behind a proxy (Fly, nginx) set TRUST_PROXY=1; otherwise a client could forge its address
	app.set('trust proxy', e.trustProxy)
	// every absolute URL from PUBLIC_URL, never from the request's Host; a proxy set up wrong is told so (issue 56)
	app.use(publicAddress(e.publicUrl, e.trustProxy))
	// after a burst of requests and 5 s of quiet, V8's and SQLite's grown memory is given back (decision 398), in
	// production (development makes an app per request); MEMORY_AFTER_BURST=0 keeps it (to compare)
	if (process.env.NODE_ENV === 'production' && process.env.MEMORY_AFTER_BURST !== '0') {
		afterBurst ??= givesMemoryBack({ release: () => releaseMemory(() => [db().$client]) })
		const memory = afterBurst
		app.use((_req, _res, next) => {
			memory.onRequest()
			next()
		})
	}

	app.use(serverTiming)
	app.use(refuseMalformedUrls)
	app.use(capBodies)
	app.use((req, res, next) => {
		// ours alone (over anything a client sent): what the loaders of this request read once (request-memo.server.ts)
		req.headers[REQUEST_ID_HEADER] = nextRequestId()
		res.locals.cspNonce = cspNonce()
		res.locals.submissionToken = crypto.randomUUID()
		next()
	})
	app.use(securityHeaders(e))

	// the JSON API (issue 16): bearer tokens only, its own rate limit per token, JSON errors (decision 160)
	// failed authentications of the API and of CalDAV's app passwords count together, per address
	const failures = authFailureLimiter({ store: limitStore })
	app.use(apiRouter({ store: limitStore, failures }))
	// CalDAV for tasks (issue 28, decision 231): Basic with an app password, never cookies, so before the CSRF check
	app.use(davRouter({ failures, limiter: davRateLimiter({ limit: e.davRateLimit, store: limitStore }) }))

	// CSRF: a cookie-carrying post from another origin is refused before any route reads it (decision 070)
	app.use(csrfProtection(e.publicUrl, sessionCookieName))

	const authLimiter = rateLimit({
		windowMs: 60_000,
		limit: e.authRateLimit,
		standardHeaders: 'draft-8',
		legacyHeaders: false,
		message: 'Too many attempts. Wait a minute and try again.',
		keyGenerator: ({ ip }) => ipKey(ip),
		...limitStore('auth'),
	})
	// sign-in and sign-up posts of the embedded provider's pages
	app.post('/auth/interaction/*path', authLimiter)
	// "Forgot your password?" and its links (issue 53): per client address here, per address typed and account in the domain
	app.post(['/auth/forgot-password', '/auth/forgot-password.data', '/auth/reset-password/*path'], authLimiter)
	// the profile's password, two-factor and passkey forms check a password or a code too (decision 212)
	app.post(['/profile/signInSecurity', '/profile/signInSecurity.data', '/profile/passkeys'], authLimiter)
	const formLimiter = rateLimit({
		windowMs: 60_000,
		limit: e.formRateLimit,
		standardHeaders: 'draft-8',
		legacyHeaders: false,
		keyGenerator: ({ ip }) => ipKey(ip),
		...limitStore('form'),
	})
	app.use((req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? next() : formLimiter(req, res, next)))

	app.get('/healthz', (_req, res) => {
		try {
			db().get(sql`select 1`)
			res.type('text/plain').send(`ok ${VERSION}`)
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

	const build = () => import('virtual:react-router/server-build')
	const getLoadContext = (req: Request, res: Response) => ({
		cspNonce: res.locals.cspNonce as string,
		req,
		res,
		isDataRequest: req.path.endsWith('.data'),
		submissionToken: res.locals.submissionToken as string,
	})
	if (process.env.NODE_ENV === 'production') {
		// React Router derives its route table from a build given as a function on every request (for development's
		// reloads): in production it gets the build itself, once it is loaded (decision 174)
		const handler = build().then((loaded) => createRequestHandler({ build: loaded, getLoadContext }))
		let ready: Awaited<typeof handler> | undefined
		void handler.then((h) => (ready = h))
		// the kept pages' renderer too: given the build itself, not the function (which re-derived the routes per render)
		const renderer = build().then((loaded) => createFetchHandler(loaded, 'production'))
		let renderPage: Awaited<typeof renderer> | undefined
		void renderer.then((r) => (renderPage = r))
		const render = async (req: Request, res: Response) =>
			(renderPage ?? (await renderer))(
				new globalThis.Request(new URL(req.originalUrl, e.publicUrl), { headers: req.headers as Record<string, string> }),
				getLoadContext(req, res),
			)
		const cookieAck = cookieAckName()
		const publicKey = (req: Request) =>
			publicPageKey(req.method, req.path, new URL(req.originalUrl, 'http://x').search, req.headers.cookie, cookieAck)
		app.get([...CACHED_PUBLIC_PAGES], pageCache({ render, keyOf: publicKey, revalidate: true }))
		// a person's task lists, dashboard and word cloud: rendered once per change to their data (decision 180)
		const cookies = { session: sessionCookieName(), toast: toastCookieName() }
		// shared by the workers of the cluster (decision 186)
		const shared = sharedPages(sharedPagesFile(e.dataDir))
		app.use(pageCache({ render, keyOf: (req) => ownerPageKey(req, cookies, ownerPageState), shared, ownerKeys: true }))
		app.use(async (req, res, next) => (ready ?? (await handler))(req, res, next))
		return app
	}
	app.use(createRequestHandler({ build, getLoadContext }))
	return app
}

/** SIGTERM: reminder sends in flight get up to 5 s, then the database closes */
export async function shutdown() {
	stopTemplates()
	stopTrashPurge()
	stopBackups()
	await stopReminderScheduler()
	stopDigests()
	closeDb()
}
