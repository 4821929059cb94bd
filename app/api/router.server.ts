// The JSON API's Express router, mounted before React Router and before the cookie-session CSRF check (it never
// reads cookies): bearer authentication, the per-token rate limit, the read-only rule, a 1 MB JSON body, zod
// validation, and the envelopes of every answer, errors included. See docs/decisions/160.
import express, { type NextFunction, type Request, type Response } from 'express'
import { rateLimit, type Options as RateLimitOptions } from 'express-rate-limit'
import type { z } from 'zod'
import { env } from '~/lib/env.server'
import { VERSION } from '~/lib/version'
import { ipKey } from '~/lib/ip-key.server'
import { cleanText } from '~/lib/form-data.server'
import { TaskRefused } from '~/tasks/task-changes.server'
import { authenticateBearer, type Caller } from './bearer.server'
import { expressPath, type Endpoint } from './endpoint'
import { API_ENDPOINTS } from './endpoints.server'
import { ApiError, failure, MESSAGES, zodMessage } from './envelope'
import { openApiDocument } from './openapi'

export const API_RATE_LIMIT = 600
/** calls a minute per address that fail authentication (a wrong, expired or missing token) before the next is a 429 */
export const API_AUTH_FAILURE_LIMIT = 60
export const API_BODY_LIMIT = '1mb'

type Options = {
	/** a store shared by the workers of a cluster (server/index.ts); this process's memory when absent */
	store?: (prefix: string) => Partial<RateLimitOptions>
	/** requests a minute per token (tests lower it) */
	limit?: number
	/** failed authentications a minute per address (tests lower it) */
	failureLimit?: number
	endpoints?: Endpoint[]
	/** the failed-authentication limiter, when another router (CalDAV) shares its counts */
	failures?: express.RequestHandler
}

const caller = (res: Response) => res.locals.caller as Caller | undefined

// before a caller is known there is no token to count by: failed authentications are counted per address, so
// guessing tokens (or making the server check signatures of forged ones) stops at the limit; callers with a valid
// token are never held up by it. One limiter for the JSON API and CalDAV's app passwords (docs/decisions/231).
export function authFailureLimiter({ store = () => ({}), failureLimit = API_AUTH_FAILURE_LIMIT }: Pick<Options, 'store' | 'failureLimit'> = {}) {
	return rateLimit({
		windowMs: 60_000,
		limit: failureLimit,
		standardHeaders: 'draft-8',
		legacyHeaders: false,
		keyGenerator: ({ ip }) => `ip:${ipKey(ip)}`,
		handler: (req, res) =>
			void (req.originalUrl.startsWith('/api') ? res.status(429).json(failure(MESSAGES.tooManyFailures)) : res.status(429).type('text/plain').send(MESSAGES.tooManyFailures)),
		...store('api-auth'),
	})
}

/** the paths the router answers, as Express matches them: case-insensitive */
const API_PATH = /^\/api(?:\/|$)/i
/** a page of the app (React Router), not a call */
const API_DOCS = '/api/docs'

export function apiRouter({ store = () => ({}), limit = API_RATE_LIMIT, failureLimit = API_AUTH_FAILURE_LIMIT, endpoints = API_ENDPOINTS, failures: sharedFailures }: Options = {}) {
	const router = express.Router()
	router.use('/api', (_req, res, next) => {
		res.set('Cache-Control', 'no-store')
		next()
	})

	// the API's root: what answers here, for a caller or a self-hoster checking which version runs (no token needed)
	router.get(['/api', '/api/v1', '/api/v3'], (_req, res) => {
		res.json({ name: 'Twentyfour', version: VERSION, docs: `${env().publicUrl}${API_DOCS}`, openapi: `${env().publicUrl}/api/v1/openapi.json` })
	})

	let document: ReturnType<typeof openApiDocument> | undefined
	router.get('/api/v1/openapi.json', (_req, res) => {
		document ??= openApiDocument(endpoints, env().publicUrl)
		res.json(document)
	})

	const limiter = rateLimit({
		windowMs: 60_000,
		limit,
		standardHeaders: 'draft-8',
		legacyHeaders: false,
		keyGenerator: ({ ip }, res) => caller(res)?.key ?? `ip:${ipKey(ip)}`,
		handler: (_req, res) => void res.status(429).json(failure(MESSAGES.tooMany)),
		...store('api'),
	})
	const failures = sharedFailures ?? authFailureLimiter({ store, failureLimit })
	// every string of a body cleaned by the forms' rule (NUL, lone surrogates): one rule for both ways in (issue 32)
	const json = express.json({ limit: API_BODY_LIMIT, type: () => true, reviver: (_key, value) => (typeof value === 'string' ? cleanText(value) : value) })

	for (const e of endpoints) {
		const steps = [authenticate(e, failures), limiter, authorize(e), ...(e.body ? [requireJson, json] : []), handle(e)]
		router[e.method](expressPath(e.path), ...steps)
	}
	// anything else under /api is a call that does not exist
	router.all('/api/*rest', (_req, res) => void res.status(404).json(failure(MESSAGES.noSuchCall)))
	router.use('/api', apiErrors)
	// every other request passes by without a walk through the calls' routes (issue 31)
	return ((req, res, next) => (API_PATH.test(req.path) && req.path !== API_DOCS ? router(req, res, next) : next())) as express.RequestHandler
}

function authenticate(e: Endpoint, failures: express.RequestHandler) {
	return async (req: Request, res: Response, next: NextFunction) => {
		if (e.access === 'none') return next()
		try {
			res.locals.caller = await authenticateBearer(req.get('authorization'))
		} catch (error) {
			// counted, then answered as before (401), or 429 past the limit
			if (error instanceof ApiError && error.status === 401) return failures(req, res, () => next(error))
			throw error
		}
		next()
	}
}

function authorize(e: Endpoint) {
	return (_req: Request, res: Response, next: NextFunction) => {
		const c = caller(res)
		if (c && e.access === 'write' && c.access !== 'write') throw new ApiError(403, MESSAGES.readOnly)
		if (c && !c.user && !e.withoutUser) throw new ApiError(403, MESSAGES.noUser)
		next()
	}
}

function requireJson(req: Request, _res: Response, next: NextFunction) {
	if (!req.is('application/json')) throw new ApiError(415, MESSAGES.notJson)
	next()
}

function handle(e: Endpoint) {
	return async (req: Request, res: Response) => {
		const parse = (schema: z.ZodType | undefined, value: unknown, where: string) => {
			if (!schema) return undefined
			const parsed = schema.safeParse(value)
			if (!parsed.success) throw new ApiError(400, zodMessage(parsed.error, where))
			return parsed.data
		}
		const params = parse(e.params, req.params, 'path')
		const query = parse(e.query, req.query, 'query')
		const body = parse(e.body, req.body, 'body')
		const answer = (await e.handle({ caller: caller(res)!, params, query, body })) as Record<string, unknown>
		res.status(e.status ?? 200).json({ successful: true, ...answer })
	}
}

/** every error as `{ successful: false, message }`, never a stack or SQL */
function apiErrors(error: unknown, _req: Request, res: Response, _next: NextFunction) {
	if (error instanceof ApiError) {
		res.set(error.headers).status(error.status).json(failure(error.message))
		return
	}
	// a rule of the domain said no (a sub-task of a sub-task ...): its message is the answer
	if (error instanceof TaskRefused) return void res.status(400).json(failure(error.message))
	const type = (error as { type?: string }).type
	if (type === 'entity.too.large') return void res.status(413).json(failure(MESSAGES.tooLarge))
	if (type === 'entity.parse.failed' || type === 'encoding.unsupported' || type === 'charset.unsupported') {
		return void res.status(400).json(failure(MESSAGES.badJson))
	}
	// the domain's own "not found" (a react-router data() response with status 404)
	const thrown = error as { type?: string; init?: { status?: number } | null; data?: { message?: string } }
	if (thrown?.type === 'DataWithResponseInit' && thrown.init?.status === 404) {
		return void res.status(404).json(failure(thrown.data?.message ?? 'Not found.'))
	}
	console.error('API error:', error)
	res.status(500).json(failure(MESSAGES.unexpected))
}
