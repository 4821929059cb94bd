// CalDAV for tasks at /dav/ (issue 28, docs/decisions/231), mounted before React Router and the cookie CSRF check:
// it never reads cookies. HTTP Basic with the person's email and an app password (a personal access token; a
// read-only token gives read-only lists), failures counted per address like the JSON API's, 1 MB bodies.
import express, { type NextFunction, type Request, type Response } from 'express'
import { ipKeyGenerator, rateLimit, type Options as RateLimitOptions } from 'express-rate-limit'
import { redeemPersonalToken } from '~/api/tokens.server'
import { getUserById, type User } from '~/identity/users.server'
import { env } from '~/lib/env.server'
import { cleanText } from '~/lib/form-data.server'
import {
	collectionObjects,
	davCollections,
	deleteObject,
	findCollection,
	findObject,
	findObjects,
	objectText,
	objectTexts,
	putObject,
	type Collection,
	type DavObject,
} from './caldav.server'
import { davError, davResponse, escapeXml, multistatus, notFoundResponse, readDavRequest, type Props } from './dav-xml'

export const DAV_ROOT = '/dav/'
const PRINCIPAL = '/dav/principal/'
const HOME = '/dav/calendars/'
const REALM = 'Basic realm="Twentyfour CalDAV", charset="UTF-8"'
export const DAV_AUTH_FAILURE_LIMIT = 60
export const DAV_RATE_LIMIT = 600

type Caller = { user: User; access: 'read' | 'write'; key: string }
const caller = (res: Response) => res.locals.davCaller as Caller

/** The person behind a Basic header: their email and one of their personal access tokens; null otherwise. */
export function davCaller(authorization: string | undefined): Caller | null {
	const m = /^Basic +([A-Za-z0-9+/=]+)$/i.exec(authorization ?? '')
	if (!m) return null
	const decoded = Buffer.from(m[1]!, 'base64').toString('utf8')
	const colon = decoded.indexOf(':')
	if (colon < 0) return null
	const email = decoded.slice(0, colon).trim().toLowerCase()
	const row = redeemPersonalToken(decoded.slice(colon + 1))
	const user = row ? getUserById(row.ownerId) : undefined
	if (!row || !user || user.incomplete || user.email.toLowerCase() !== email) return null
	return { user, access: row.access, key: `pat:${row.id}` }
}

const xml = (res: Response, status: number, body: string) => void res.status(status).type('application/xml; charset=utf-8').send(body)
const text = (res: Response, status: number, message: string) => void res.status(status).type('text/plain; charset=utf-8').send(message)

type Options = { store?: (prefix: string) => Partial<RateLimitOptions>; failureLimit?: number; limit?: number }

export function caldavRouter({ store = () => ({}), failureLimit = DAV_AUTH_FAILURE_LIMIT, limit = DAV_RATE_LIMIT }: Options = {}) {
	const router = express.Router()
	router.all('/.well-known/caldav', (_req, res) => res.redirect(301, DAV_ROOT))
	// a client given only the site's address asks it for the principal: the same question, at /dav/ (method and body kept)
	router.use((req, res, next) => (req.path === '/' && req.method === 'PROPFIND' ? res.redirect(308, DAV_ROOT) : next()))
	router.all('/dav', (req, res, next) => (req.originalUrl.split('?')[0] === '/dav' ? res.redirect(301, DAV_ROOT) : next()))

	const failures = rateLimit({
		windowMs: 60_000,
		limit: failureLimit,
		standardHeaders: 'draft-8',
		legacyHeaders: false,
		keyGenerator: (req) => `ip:${ipKeyGenerator(req.ip ?? '')}`,
		handler: (_req, res) => text(res, 429, 'Too many failed sign-ins. Wait a minute and try again.'),
		...store('dav-auth'),
	})
	const limiter = rateLimit({
		windowMs: 60_000,
		limit,
		standardHeaders: 'draft-8',
		legacyHeaders: false,
		keyGenerator: (_req, res) => caller(res).key,
		handler: (_req, res) => text(res, 429, 'Too many requests. Wait a minute and try again.'),
		...store('dav'),
	})
	const authenticate = (req: Request, res: Response, next: NextFunction) => {
		res.set('Cache-Control', 'no-store')
		res.set('DAV', '1, 3, calendar-access')
		if (req.method === 'OPTIONS') return void res.set('Allow', 'OPTIONS, GET, HEAD, PUT, DELETE, PROPFIND, REPORT').status(200).end()
		const found = davCaller(req.headers.authorization)
		if (found) {
			res.locals.davCaller = found
			return next()
		}
		res.set('WWW-Authenticate', REALM)
		// a client's first request comes without credentials: only wrong ones count toward the limit
		if (!req.headers.authorization) return text(res, 401, 'Sign in with your email and an app password (Profile, API Access).')
		failures(req, res, () => text(res, 401, 'The email or the app password is not right, or the password was revoked.'))
	}
	router.use('/dav/', authenticate, limiter, express.text({ type: () => true, limit: '1mb' }), (req, res) => {
		const { user, access } = caller(res)
		const body = typeof req.body === 'string' ? cleanText(req.body) : ''
		const segments = req.path.split('/').filter(Boolean).map((s) => decodeURIComponent(s))
		const method = req.method.toUpperCase()
		const writes = ['PUT', 'DELETE', 'PROPPATCH', 'MKCOL', 'MKCALENDAR', 'MOVE', 'COPY'].includes(method)
		if (writes && access !== 'write') return text(res, 403, 'This app password is read-only: use a read and write one to change tasks.')

		// /dav/calendars/{collection}/{object}
		if (segments[0] === 'calendars' && segments.length === 3) {
			const collection = findCollection(user.id, segments[1]!)
			if (!collection) return text(res, 404, 'No such task list.')
			return objectRequest(req, res, user, collection, segments[2]!, body)
		}
		if (method !== 'PROPFIND' && method !== 'REPORT') {
			if (method === 'GET' || method === 'HEAD') return text(res, 200, 'Twentyfour CalDAV: add this address to a CalDAV client to sync your tasks.')
			return text(res, 403, 'Task lists follow your folders: add, rename or remove them in the app (Profile, Folders).')
		}
		const request = readDavRequest(body)
		if (request.kind === 'invalid') return text(res, 400, 'The body is not XML.')
		const depth = req.headers.depth === '0' ? 0 : 1
		if (segments.length === 0) return propfind(res, request, [[DAV_ROOT, rootProps(user, 'root')]])
		if (segments[0] === 'principal' && segments.length === 1) return propfind(res, request, [[PRINCIPAL, rootProps(user, 'principal')]])
		if (segments[0] !== 'calendars') return text(res, 404, 'Not found.')
		if (segments.length === 1) {
			const own: [string, Props] = [HOME, rootProps(user, 'home')]
			const lists = depth ? davCollections(user.id).map((c): [string, Props] => [collectionHref(c), collectionProps(user, c, access)]) : []
			return propfind(res, request, [own, ...lists])
		}
		const collection = findCollection(user.id, segments[1]!)
		if (!collection) return text(res, 404, 'No such task list.')
		return collectionRequest(res, user, access, collection, request, depth)
	})
	return router
}

const collectionHref = (c: Collection) => `${HOME}${encodeURIComponent(c.key)}/`
const objectHref = (c: Collection, name: string) => `${collectionHref(c)}${encodeURIComponent(name)}`
const href = (path: string) => `<d:href>${escapeXml(path)}</d:href>`
const syncToken = (user: User) => `${env().publicUrl}/dav/sync/${user.dataVersion ?? 0}`

function rootProps(user: User, kind: 'root' | 'principal' | 'home'): Props {
	return {
		resourcetype: kind === 'principal' ? '<d:principal/><d:collection/>' : '<d:collection/>',
		displayname: escapeXml(kind === 'home' ? 'Task lists' : `${user.firstName} ${user.lastName}`.trim() || user.email),
		'current-user-principal': href(PRINCIPAL),
		'principal-URL': href(PRINCIPAL),
		'calendar-home-set': href(HOME),
		'calendar-user-address-set': href(`mailto:${user.email}`),
	}
}

function collectionProps(user: User, c: Collection, access: 'read' | 'write'): Props {
	const privileges = access === 'write' ? ['read', 'write', 'write-content', 'bind', 'unbind'] : ['read']
	return {
		resourcetype: '<d:collection/><c:calendar/>',
		displayname: escapeXml(c.name),
		'supported-calendar-component-set': '<c:comp name="VTODO"/>',
		getctag: escapeXml(String(user.dataVersion ?? 0)),
		'sync-token': escapeXml(syncToken(user)),
		'current-user-principal': href(PRINCIPAL),
		owner: href(PRINCIPAL),
		'current-user-privilege-set': privileges.map((p) => `<d:privilege><d:${p}/></d:privilege>`).join(''),
		'supported-report-set': ['c:calendar-query', 'c:calendar-multiget', 'd:sync-collection'].map((r) => `<d:supported-report><d:report><${r}/></d:report></d:supported-report>`).join(''),
	}
}

function objectProps(object: DavObject, data: () => string): Props {
	return {
		getetag: escapeXml(object.etag),
		getcontenttype: 'text/calendar; charset=utf-8; component=VTODO',
		resourcetype: '',
		get 'calendar-data'() {
			return escapeXml(data())
		},
	}
}

function propfind(res: Response, request: ReturnType<typeof readDavRequest>, resources: [string, Props][]) {
	if (request.kind !== 'propfind') return text(res, 403, 'That report is not supported here.')
	xml(res, 207, multistatus(resources.map(([path, props]) => davResponse(path, props, request.props))))
}

function objectResponses(user: User, c: Collection, objects: DavObject[], props: string[] | 'all') {
	const wantsData = props !== 'all' && props.includes('calendar-data')
	const texts = wantsData ? objectTexts(user, objects) : []
	return objects.map((o, i) => davResponse(objectHref(c, o.name), objectProps(o, () => texts[i]!), props))
}

function collectionRequest(res: Response, user: User, access: 'read' | 'write', c: Collection, request: ReturnType<typeof readDavRequest>, depth: number) {
	if (request.kind === 'invalid') return text(res, 400, 'The body is not XML.')
	if (request.kind === 'propfind') {
		const own = davResponse(collectionHref(c), collectionProps(user, c, access), request.props)
		return xml(res, 207, multistatus([own, ...(depth ? objectResponses(user, c, collectionObjects(user.id, c), request.props) : [])]))
	}
	if (request.kind === 'query') {
		const objects = collectionObjects(user.id, c).filter((o) => !request.incompleteOnly || !o.task.completed)
		return xml(res, 207, multistatus(objectResponses(user, c, objects, request.props)))
	}
	if (request.kind === 'multiget') {
		const home = decodeURIComponent(collectionHref(c))
		const names = new Map<string, string>()
		for (const h of request.hrefs) {
			const path = decodeURIComponent(new URL(h, env().publicUrl).pathname)
			const name = path.startsWith(home) ? path.slice(home.length) : ''
			if (name && !name.includes('/')) names.set(h, name)
		}
		const found = new Map(findObjects(user.id, c, [...new Set(names.values())]).map((o) => [o.name, o]))
		const objects = request.hrefs.map((h) => found.get(names.get(h) ?? '') ?? null)
		const texts = request.props.includes('calendar-data') ? objectTexts(user, objects.filter((o): o is DavObject => !!o)) : []
		let next = 0
		const responses = request.hrefs.map((h, i) => {
			const object = objects[i]
			if (!object) return notFoundResponse(h)
			const text = texts[next++]
			return davResponse(objectHref(c, object.name), objectProps(object, () => text!), request.props)
		})
		return xml(res, 207, multistatus(responses))
	}
	if (request.kind === 'sync') {
		const current = syncToken(user)
		if (request.token === current) return xml(res, 207, multistatus([], current))
		// a token of an earlier version: deletions since then are not recorded, so the client starts over (RFC 6578 3.2)
		if (request.token) return xml(res, 403, davError('d:valid-sync-token'))
		return xml(res, 207, multistatus(objectResponses(user, c, collectionObjects(user.id, c), request.props), current))
	}
	return text(res, 403, `The report ${request.name} is not supported here.`)
}

function objectRequest(req: Request, res: Response, user: User, c: Collection, name: string, body: string) {
	const method = req.method.toUpperCase()
	if (method === 'GET' || method === 'HEAD') {
		const object = findObject(user.id, c, name)
		if (!object) return text(res, 404, 'No such task.')
		res.set('ETag', object.etag)
		return void res.status(200).type('text/calendar; charset=utf-8').send(objectText(user, object))
	}
	if (method === 'PUT') {
		const result = putObject(user, c, name, body, { ifMatch: req.headers['if-match'], ifNoneMatch: req.headers['if-none-match'] })
		if (!result.ok) return text(res, result.status, result.message)
		res.set('ETag', result.etag)
		return void res.status(result.status).end()
	}
	if (method === 'DELETE') {
		const { status } = deleteObject(user, c, name, req.headers['if-match'])
		return status === 204 ? void res.status(204).end() : text(res, status, status === 404 ? 'No such task.' : 'The task changed since you read it.')
	}
	if (method === 'PROPFIND') {
		const request = readDavRequest(body)
		const object = findObject(user.id, c, name)
		if (!object) return text(res, 404, 'No such task.')
		if (request.kind !== 'propfind') return text(res, 400, 'The body is not a PROPFIND.')
		return xml(res, 207, multistatus(objectResponses(user, c, [object], request.props)))
	}
	text(res, 405, 'Not allowed on a task.')
}
