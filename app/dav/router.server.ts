// CalDAV for tasks at /dav/ (issue 28, docs/decisions/231), an Express router mounted beside the JSON API, before the
// cookie session's CSRF check (it never reads cookies). HTTP Basic with the person's email and an app password (a
// personal access token); a read-only token reads only. Paths: /dav/{userId}/ (principal and calendar home),
// /dav/{userId}/{collection}/ (a folder, or no-folder) and /dav/{userId}/{collection}/{name}.ics (a task).
import express, { type NextFunction, type Request, type Response } from 'express'
import { rateLimit, type Options as RateLimitOptions } from 'express-rate-limit'
import { db } from '~/lib/db.server'
import { davCaller } from './callers.server'
import { rendered } from './etags.server'
import { holderOf, mayWriteIn } from './collection'
import { collectionById, collectionOfTask, objectByName, objectInside, type Collection, type DavObject } from './objects.server'
import { collectionPropfind, collectionReport, DAV_ROOT, objectProps, principalPropfind, rootProps, type Caller } from './resources.server'
import { deleteObject, moveObject, putObject } from './writes.server'
import { CALDAV, DAV, errorXml, MalformedXml, multistatus, parseXml, requestedProps, type XmlBody } from './xml'

const REALM = 'Basic realm="Twentyfour CalDAV", charset="UTF-8"'
const ALLOW = 'OPTIONS, GET, HEAD, PUT, DELETE, MOVE, PROPFIND, REPORT'
const WRITES = new Set(['PUT', 'DELETE', 'MOVE', 'PROPPATCH', 'MKCOL', 'MKCALENDAR'])
export const DAV_BODY_LIMIT = '1mb'
/** a REPORT's: a calendar-multiget of the 10,000 hrefs a first sync asks for is about 1.1 MB (MAX_MULTIGET_HREFS) */
export const DAV_REPORT_LIMIT = '2mb'

export { basicCredentials, davCaller } from './callers.server'

type Target =
	| { kind: 'root' }
	| { kind: 'principal' }
	| { kind: 'collection'; collection: Collection }
	| { kind: 'object'; collection: Collection; name: string; object: DavObject | undefined }

/** what a path names for this caller; null for anything not theirs or not there (404) */
export function targetOf(caller: Caller, rawPath: string): Target | null {
	let path: string
	try {
		path = decodeURIComponent(rawPath.split('?')[0]!)
	} catch {
		return null
	}
	if (path === '/' || path === '/dav' || path === DAV_ROOT) return { kind: 'root' }
	const [, dav, owner, collectionId, name, ...rest] = path.split('/')
	if (dav !== 'dav' || owner !== caller.user.id || rest.length) return null
	if (!collectionId) return { kind: 'principal' }
	// one of theirs, or a folder shared with them now (a member removed: 404 from their next request on)
	const collection = collectionById(caller.user.id, collectionId)
	if (!collection) return null
	if (!name) return { kind: 'collection', collection }
	if (name.length > 255) return null
	const object = objectByName(holderOf(caller.user.id, collection), name)
	const inside = object && (collection.shared ? objectInside(collection, object, new Set()) : collectionOfTask(caller.user.id, object.task).id === collection.id)
	return { kind: 'object', collection, name, object: inside ? object : undefined }
}

const send = (res: Response, status: number, body = '', type = 'text/plain; charset=utf-8') => void res.status(status).type(type).send(body)
/**
 * XML as it is, in its pieces (a kept listing's bytes unconverted, decision 370), with its length and no ETag of its
 * own: Express's `send` would hash a listing of megabytes for a weak ETag that no client of a multistatus reads
 */
function sendXml(res: Response, status: number, body: XmlBody) {
	const chunks = (typeof body === 'string' ? [body] : body).map((part) => (typeof part === 'string' ? Buffer.from(part) : part))
	res.status(status).type('application/xml; charset=utf-8').set('Content-Length', String(chunks.reduce((n, c) => n + c.length, 0)))
	for (const chunk of chunks.slice(0, -1)) res.write(chunk)
	res.end(chunks.at(-1))
}

/** the discovery path, as Express matches a route: case-insensitive, with or without a trailing slash */
const WELL_KNOWN = /^\/\.well-known\/caldav\/?$/i

/**
 * Requests per minute and app password (issue 50.9, decision 328): past the limit 429 with Retry-After, so that a
 * client stuck in a loop cannot hold a worker; the counts in the project's limit store, shared by a cluster's workers.
 */
export function davRateLimiter({ limit, store = () => ({}) }: { limit: number; store?: (prefix: string) => Partial<RateLimitOptions> }) {
	return rateLimit({
		windowMs: 60_000,
		limit,
		standardHeaders: 'draft-8',
		legacyHeaders: false,
		keyGenerator: (_req, res) => `dav:${res.locals.davKey as string}`,
		handler: (req, res) => {
			const reset = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime?.getTime() ?? Date.now() + 60_000
			res.set('Retry-After', String(Math.max(1, Math.ceil((reset - Date.now()) / 1000))))
			send(res, 429, 'Too many requests with this app password. Wait a minute and try again.')
		},
		...store('dav'),
	})
}

export function davRouter({ failures, limiter }: { failures: express.RequestHandler; limiter?: express.RequestHandler }) {
	const router = express.Router()
	const small = express.text({ type: () => true, limit: DAV_BODY_LIMIT })
	const report = express.text({ type: () => true, limit: DAV_REPORT_LIMIT })
	const body: express.RequestHandler = (req, res, next) => (req.method === 'REPORT' ? report : small)(req, res, next)

	router.all('/.well-known/caldav', (_req, res) => res.redirect(301, DAV_ROOT))

	const isDav = (req: Request) => req.path === '/dav' || req.path.startsWith(DAV_ROOT) || (req.path === '/' && req.method === 'PROPFIND')
	router.use((req, res, next) => {
		if (!isDav(req)) return next()
		res.set('Cache-Control', 'no-store')
		res.set('DAV', '1, 3, calendar-access')
		if (req.method === 'OPTIONS') return void res.set('Allow', ALLOW).status(200).end()
		const caller = davCaller(req.get('authorization'))
		if (!caller) return failures(req, res, () => void res.set('WWW-Authenticate', REALM).status(401).type('text/plain').send('Sign in with your email and an app password.'))
		res.locals.davCaller = caller
		res.locals.davKey = caller.key
		const answer = () =>
			body(req, res, (error?: unknown) => {
				if (error) return next(error)
				try {
					if (WRITES.has(req.method)) committedFirst(res, () => handle(req, res))
					else handle(req, res)
				} catch (failure) {
					next(failure)
				}
			})
		if (!limiter) return answer()
		limiter(req, res, (error?: unknown) => (error ? next(error) : answer()))
	})
	router.use(davErrors)
	// every other request passes by: through the router it waited for the event loop's next turn, as a router whose
	// last layer hands a request on does (Express's `router` package, setImmediate), behind every request then in
	// the queue (issue 31)
	return ((req, res, next) => (isDav(req) || WELL_KNOWN.test(req.path) ? router(req, res, next) : next())) as express.RequestHandler
}

/**
 * Runs a write in one transaction, its reads included, so that a client moving a task by copy and delete, both at
 * once through two workers, never has one undo the other; and holds its answer until the transaction has committed,
 * so that a client told 201 or 204 finds its change in the very next read, from any worker. A write that fails
 * rolls back and answers nothing of its own: the error handler answers.
 */
function committedFirst(res: Response, write: () => void) {
	const end = res.end
	let answer: Parameters<Response['end']> | undefined
	res.end = ((...args: Parameters<Response['end']>) => {
		answer = args
		return res
	}) as Response['end']
	try {
		db().transaction(write)
	} finally {
		res.end = end
	}
	if (answer) end.apply(res, answer)
}

function handle(req: Request, res: Response) {
	const caller = res.locals.davCaller as Caller
	// lists are the person's folders, made in Twentyfour: a client is told so in the RFC's words (4791 5.3.1, 4918 9.3)
	if (req.method === 'MKCALENDAR' || req.method === 'MKCOL') return sendXml(res, 403, errorXml(CALDAV, 'calendar-collection-location-ok'))
	const target = targetOf(caller, req.originalUrl)
	if (!target) return send(res, 404, 'Not found.')
	const text = typeof req.body === 'string' ? req.body : ''
	const depth = req.get('depth') ?? (req.method === 'PROPFIND' ? '1' : '0')
	const method = req.method
	if (WRITES.has(method) && !caller.writable) return send(res, 403, 'This app password is read-only.')
	// a viewer of a shared folder writes nothing there (RFC 3744 7.1.1); an editor's writes ask the one access function
	if (WRITES.has(method) && 'collection' in target && !mayWriteIn(target.collection)) return sendXml(res, 403, errorXml(DAV, 'need-privileges'))

	if (method === 'PROPFIND') {
		const request = requestedProps(parseXml(text))
		if (target.kind === 'root') return sendXml(res, 207, multistatus(rootProps(caller, req.path === '/' ? '/' : DAV_ROOT, request)))
		if (target.kind === 'principal') return sendXml(res, 207, principalPropfind(caller, depth, request))
		if (target.kind === 'collection') return sendXml(res, 207, collectionPropfind(caller, target.collection, depth, request))
		if (!target.object) return send(res, 404, 'Not found.')
		return sendXml(res, 207, multistatus(objectProps(caller, target.collection, target.object, request)))
	}
	if (method === 'REPORT') {
		const root = parseXml(text)
		if (!root || target.kind !== 'collection') return sendXml(res, 403, errorXml(DAV, 'supported-report'))
		const result = collectionReport(caller, target.collection, root, requestedProps(root))
		if (result.status === 207) return sendXml(res, 207, result.body)
		return 'message' in result ? send(res, result.status, result.message) : sendXml(res, result.status, errorXml(...result.precondition))
	}
	if (method === 'GET' || method === 'HEAD') {
		if (target.kind !== 'object') return send(res, 200, 'Twentyfour CalDAV: add this address to a CalDAV client.')
		if (!target.object) return send(res, 404, 'Not found.')
		const { text: ical, etag } = rendered(target.object, caller.user.timezone)
		res.set('ETag', etag)
		return send(res, 200, ical, 'text/calendar; charset=utf-8')
	}
	const conditions = { ifMatch: req.get('if-match'), ifNoneMatch: req.get('if-none-match') }
	if (method === 'PUT' && target.kind === 'object') {
		const result = putObject(caller.user, target.collection, target.name, text, conditions)
		if (!result.ok) return result.precondition ? sendXml(res, result.status, errorXml(preconditionNs(result.precondition), result.precondition)) : send(res, result.status, result.message)
		if (result.etag) res.set('ETag', result.etag)
		return void res.status(result.status).end()
	}
	if (method === 'DELETE' && target.kind === 'object') {
		// the old copy of a task the client has just moved to another list by copy and delete: already gone from here
		if (!target.object && objectByName(holderOf(caller.user.id, target.collection), target.name)) return void res.status(204).end()
		if (!target.object) return send(res, 404, 'Not found.')
		const deleted = deleteObject(caller.user, target.object, conditions)
		if (deleted === 403) return sendXml(res, 403, errorXml(DAV, 'need-privileges'))
		if (deleted === 404) return send(res, 404, 'Not found.')
		return deleted === 'deleted' ? void res.status(204).end() : send(res, 412, 'The object has changed since you read it.')
	}
	if (method === 'MOVE' && target.kind === 'object') {
		if (!target.object) return send(res, 404, 'Not found.')
		const destination = targetOf(caller, new URL(req.get('destination') ?? '/', 'http://x').pathname)
		if (destination?.kind !== 'object') return send(res, 403, 'Move a task into another of your collections.')
		const result = moveObject(caller.user, target.object, destination.collection, destination.name)
		if (!result.ok) return result.precondition ? sendXml(res, result.status, errorXml(preconditionNs(result.precondition), result.precondition)) : send(res, result.status, result.message)
		if (result.etag) res.set('ETag', result.etag)
		return void res.status(result.status).end()
	}
	if (method === 'PROPPATCH') return send(res, 403, 'Collections follow your folders: add them in Twentyfour.')
	res.set('Allow', ALLOW)
	send(res, 405, 'Not allowed here.')
}

/** a refused write's precondition element: RFC 3744's need-privileges is DAV's, the others CalDAV's */
const preconditionNs = (name: string) => (name === 'need-privileges' ? DAV : CALDAV)

function davErrors(error: unknown, req: Request, res: Response, next: NextFunction) {
	if (res.headersSent) return next(error)
	if (error instanceof MalformedXml) return send(res, 400, `The XML body is not valid: ${error.message}`)
	const status = (error as { status?: number }).status
	if (status === 413) return send(res, 413, req.method === 'REPORT' ? 'The body is larger than 2 MB.' : 'The body is larger than 1 MB.')
	if (status && status >= 400 && status < 500) return send(res, status, 'The request could not be read.')
	console.error(`CalDAV ${req.method} ${req.originalUrl}:`, error)
	send(res, 500, 'Something went wrong.')
}
