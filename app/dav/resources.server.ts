// The answers to PROPFIND and REPORT (RFC 4918, 4791, 6578, and calendarserver.org's getctag): the properties of
// the root, the principal (also the calendar home), a collection and an object, as multistatus XML.
import type { User } from '~/identity/users.server'
import { expandedText } from './expand'
import { propFilterPasses, todoInRange, todoProperties } from './filters'
import { listingOf, objectEtag, rendered, type Listed } from './etags.server'
import { keptListing } from './kept-listings.server'
import { holderOf, mayWriteIn } from './collection'
import { changesSince, collectionsOf, NO_FOLDER, objectInside, objectsByNames, objectsIn, syncPoint, tokenStillValid, type Collection, type DavObject } from './objects.server'
import { sharedChangesSince, sharedState } from './shared-sync.server'
import { readState } from './shared-sync'
import { sharedCollectionsOf } from './shared-collections.server'
import {
	APPLE,
	CALDAV,
	CALSERVER,
	child,
	childrenNamed,
	componentFilter,
	DAV,
	escapeXml,
	is,
	multistatus,
	multistatusParts,
	responseXml,
	statusResponse,
	tag,
	todoPropFilters,
	todoTimeRange,
	type PropRequest,
	type XmlBody,
	type XmlElement,
} from './xml'

export const DAV_ROOT = '/dav/'
export const principalPath = (user: User) => `${DAV_ROOT}${user.id}/`
export const collectionPath = (user: User, c: Collection) => `${DAV_ROOT}${user.id}/${c.id}/`
export const objectPath = (user: User, c: Collection, name: string) => `${collectionPath(user, c)}${encodeURIComponent(name)}`

const SYNC_PREFIX = 'urn:twentyfour:sync:'
/** a collection's sync token from its state: a sync point (an own collection), a folder's state (a shared one) */
export const syncToken = (state: string) => `${SYNC_PREFIX}${state}`
/** the state in a token we gave, or null */
const stateOfToken = (token: string) => (token.startsWith(SYNC_PREFIX) ? token.slice(SYNC_PREFIX.length) : null)
/** the sync point of a token we gave for an own collection, or null */
export function readSyncToken(token: string): number | null {
	const n = Number(stateOfToken(token) ?? NaN)
	return Number.isSafeInteger(n) && n >= 0 ? n : null
}

type Available = [ns: string, name: string, value: () => string][]
export type Caller = { user: User; writable: boolean }

function answer(href: string, available: Available, request: PropRequest) {
	if (request.all) return responseXml({ href, found: available.map(([ns, name, value]) => [ns, name, value()]), missing: [] })
	const found: [string, string, string][] = []
	const missing: { ns: string; name: string }[] = []
	for (const p of request.props) {
		const hit = available.find(([ns, name]) => ns === p.ns && name === p.name)
		if (hit) found.push([hit[0], hit[1], hit[2]()])
		else missing.push(p)
	}
	return responseXml({ href, found, missing })
}

const href = (path: string) => tag(DAV, 'href', escapeXml(path))

function common({ user }: Caller): Available {
	return [
		[DAV, 'current-user-principal', () => href(principalPath(user))],
		[DAV, 'principal-URL', () => href(principalPath(user))],
		[DAV, 'owner', () => href(principalPath(user))],
	]
}

export function rootProps(caller: Caller, path: string, request: PropRequest) {
	const available: Available = [[DAV, 'resourcetype', () => tag(DAV, 'collection')], [DAV, 'displayname', () => 'Twentyfour'], ...common(caller)]
	return answer(path, available, request)
}

export function principalProps(caller: Caller, request: PropRequest) {
	const { user } = caller
	const available: Available = [
		[DAV, 'resourcetype', () => tag(DAV, 'collection') + tag(DAV, 'principal')],
		[DAV, 'displayname', () => escapeXml(user.email)],
		[CALDAV, 'calendar-home-set', () => href(principalPath(user))],
		[CALDAV, 'calendar-user-address-set', () => href(`mailto:${user.email}`)],
		[DAV, 'principal-collection-set', () => href(DAV_ROOT)],
		...common(caller),
	]
	return answer(principalPath(user), available, request)
}

const privileges = (writable: boolean) =>
	[tag(DAV, 'privilege', tag(DAV, 'read')), ...(writable ? ['write', 'write-content', 'bind', 'unbind'].map((p) => tag(DAV, 'privilege', tag(DAV, p))) : [])].join('')

/**
 * A collection's state, its ctag and the body of its sync token: an own collection's is the person's sync point; a
 * shared folder's is its own tasks' (decision 404), so the owner's changes elsewhere neither show nor move it
 */
const stateOf = (caller: Caller, c: Collection) => (c.shared ? sharedState(c.shared.ownerId, c.folder) : String(syncPoint(caller.user.id)))

export function collectionProps(caller: Caller, c: Collection, request: PropRequest, state = stateOf(caller, c)) {
	const reports = ['calendar-query', 'calendar-multiget'].map((r) => tag(DAV, 'supported-report', tag(DAV, 'report', tag(CALDAV, r))))
	reports.push(tag(DAV, 'supported-report', tag(DAV, 'report', tag(DAV, 'sync-collection'))))
	const available: Available = [
		[DAV, 'resourcetype', () => tag(DAV, 'collection') + tag(CALDAV, 'calendar')],
		[DAV, 'displayname', () => escapeXml(c.name)],
		[CALDAV, 'supported-calendar-component-set', () => '<c:comp name="VTODO"/>'],
		[CALDAV, 'calendar-description', () => escapeXml(c.shared ? `Twentyfour tasks of ${c.shared.ownerName}’s folder ${c.folder}, shared with you as ${c.shared.role}` : `Twentyfour tasks: ${c.name}`)],
		[CALSERVER, 'getctag', () => state],
		[DAV, 'sync-token', () => syncToken(state)],
		[DAV, 'current-user-privilege-set', () => privileges(caller.writable && mayWriteIn(c))],
		[DAV, 'supported-report-set', () => reports.join('')],
		[APPLE, 'calendar-order', () => '0'],
		...common(caller),
	]
	return answer(collectionPath(caller.user, c), available, request)
}

export function objectProps(caller: Caller, c: Collection, object: DavObject, request: PropRequest, expand: Range | null = null) {
	// the text only when it is asked for: a listing of ETags renders nothing (decision 340)
	let text: string | undefined
	const textOf = () => (text ??= rendered(object, caller.user.timezone).text)
	return objectAnswer(caller, objectPath(caller.user, c, object.name), () => objectEtag(object, caller.user.timezone), textOf, request, expand)
}

/** whether a request asks only for what a listing of ETags has (`listingOf`): no text, no length, not allprop */
const listingOnly = (request: PropRequest) =>
	!request.all && request.props.every((p) => !(p.ns === DAV && p.name === 'getcontentlength') && !(p.ns === CALDAV && p.name === 'calendar-data'))

/**
 * The objects of a collection as a request asks for them: from the narrow listing when it asks for nothing more
 * (decision 359), kept between requests while nothing of the person changed (decision 370, ./kept-listings.server.ts).
 */
function objectsAnswered(caller: Caller, c: Collection, request: PropRequest, expand: Range | null = null): Buffer | string {
	const holder = holderOf(caller.user.id, c)
	if (!listingOnly(request)) return objectsIn(holder, c).map((o) => objectProps(caller, c, o, request, expand)).join('')
	const noText = () => {
		throw new Error('a listing has no text')
	}
	// one answer built with markers, then filled in per object: 10,000 answers without 10,000 look-ups of each property
	const template = objectAnswer(caller, MARK_HREF, () => MARK_ETAG, noText, request, null)
	const parts = template.split(MARK)
	const { user } = caller
	const folders = c.id === NO_FOLDER ? collectionsOf(user.id).slice(1).map((f) => f.folder) : []
	// kept per person and collection, under the sync point of whose tasks it holds: a shared folder's owner's
	return keptListing(holder, JSON.stringify([user.id, c.id, template]), JSON.stringify([user.timezone, c.folder, folders]), () => {
		const prefix = escapeXml(collectionPath(user, c))
		const listed = listingOf(holder, c, user.timezone)
		// a property name of the request's own holding the marker (XML forbids it) is answered the slow way
		if (parts.some((p, i) => i % 2 === 1 && p !== 'href' && p !== 'etag') || parts.length % 2 === 0)
			return listed.map((l) => objectAnswer(caller, objectPath(user, c, l.name), () => l.etag, noText, request, null)).join('')
		let out = ''
		for (const l of listed as Listed[])
			for (let i = 0; i < parts.length; i++) out += i % 2 ? (parts[i] === 'href' ? prefix + escapeXml(encodeURIComponent(l.name)) : escapeXml(l.etag)) : parts[i]
		return out
	})
}
/** markers no href, ETag or XML of ours holds, and that escapeXml leaves as they are */
const MARK = '\u0001'
const MARK_HREF = `${MARK}href${MARK}`
const MARK_ETAG = `${MARK}etag${MARK}`

function objectAnswer(caller: Caller, href: string, etag: () => string, textOf: () => string, request: PropRequest, expand: Range | null) {
	const available: Available = [
		[DAV, 'resourcetype', () => ''],
		[DAV, 'getetag', () => escapeXml(etag())],
		[DAV, 'getcontenttype', () => 'text/calendar; charset=utf-8; component=VTODO'],
		[DAV, 'getcontentlength', () => String(Buffer.byteLength(textOf()))],
		[CALDAV, 'calendar-data', () => escapeXml(expand ? expanded(textOf(), expand, caller.user.timezone) : textOf())],
	]
	// allprop never includes calendar-data (RFC 4791 9.6)
	const props = request.all ? available.filter(([, n]) => n !== 'calendar-data') : available
	return answer(href, props, request)
}

type Range = { start: number; end: number }

/** a repeating task matches a time-range when one of its instances does (RFC 4791 9.9) */
function instanceInRange(props: ReturnType<typeof todoProperties>, text: string, range: Range, timeZone: string) {
	if (!props.some((p) => p.name === 'RRULE')) return false
	try {
		return expandedText(text, range, timeZone).includes('BEGIN:VTODO')
	} catch {
		return false
	}
}

/** a repeating task as its instances in the range (RFC 4791 9.6.5); an object it cannot expand comes back whole */
function expanded(text: string, range: Range, timeZone: string) {
	try {
		return expandedText(text, range, timeZone)
	} catch {
		return text
	}
}

/** the range of a REPORT's `<C:calendar-data><C:expand start end/>`, or null */
function expandRange(root: XmlElement): Range | null {
	const expand = child(child(child(root, DAV, 'prop'), CALDAV, 'calendar-data'), CALDAV, 'expand')
	if (!expand) return null
	const instant = (value: string | undefined) => {
		const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value?.trim() ?? '')
		return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : null
	}
	const start = instant(expand.attrs.start)
	const end = instant(expand.attrs.end)
	return start !== null && end !== null && start < end ? { start, end } : null
}

/** PROPFIND on the principal (the calendar home): itself, and with Depth 1 its collections */
export function principalPropfind(caller: Caller, depth: string, request: PropRequest) {
	let out = principalProps(caller, request)
	if (depth !== '0') {
		const point = String(syncPoint(caller.user.id))
		for (const c of collectionsOf(caller.user.id)) out += collectionProps(caller, c, request, point)
		// the folders of others shared with them, each with its own folder's state (decision 404)
		for (const c of sharedCollectionsOf(caller.user.id)) out += collectionProps(caller, c, request)
	}
	return multistatus(out)
}

export function collectionPropfind(caller: Caller, c: Collection, depth: string, request: PropRequest) {
	const own = collectionProps(caller, c, request)
	return depth !== '0' ? multistatusParts(own, objectsAnswered(caller, c, request)) : multistatus(own)
}

/** the name of an object an href names inside a collection's path, or null */
export function nameIn(collection: string, href: string): string | null {
	let path: string
	try {
		path = decodeURIComponent(new URL(href, 'http://x').pathname)
	} catch {
		return null
	}
	const name = path.startsWith(collection) ? path.slice(collection.length) : ''
	return name && !name.includes('/') && name.length <= 255 ? name : null
}

export type ReportResult = { status: 207; body: XmlBody } | { status: 403 | 400; precondition: [string, string] } | { status: 400; message: string }

/**
 * The most hrefs one calendar-multiget may name (issue 49.2): vdirsyncer asks for every changed object of a list in
 * one multiget, so a first sync of the 10,000 tasks the budget names is one such request.
 */
export const MAX_MULTIGET_HREFS = 10_000

/** REPORT on a collection: calendar-query, calendar-multiget or sync-collection */
export function collectionReport(caller: Caller, c: Collection, root: XmlElement, request: PropRequest): ReportResult {
	if (is(root, CALDAV, 'calendar-query')) {
		// the VTODO comp-filter, its prop-filters and time-range, evaluated on the object as the client reads it
		const [outer, inner] = componentFilter(root)
		const wanted = (!outer || outer === 'VCALENDAR') && (!inner || inner === 'VTODO')
		const { anyOf, filters } = todoPropFilters(root)
		const range = todoTimeRange(root)
		const tz = caller.user.timezone
		const passes = (o: DavObject) => {
			if (!filters.length && !range) return true
			const text = rendered(o, tz).text
			const props = todoProperties(text)
			if (range && !todoInRange(props, range, tz) && !instanceInRange(props, text, range, tz)) return false
			return !filters.length || (anyOf ? filters.some((f) => propFilterPasses(props, f)) : filters.every((f) => propFilterPasses(props, f)))
		}
		// without filters, a listing of ETags (vdirsyncer's) reads only what they are made of
		const expand = expandRange(root)
		if (wanted && !filters.length && !range) return { status: 207, body: multistatusParts('', objectsAnswered(caller, c, request, expand)) }
		const objects = wanted ? objectsIn(holderOf(caller.user.id, c), c).filter(passes) : []
		return { status: 207, body: multistatus(objects.map((o) => objectProps(caller, c, o, request, expand)).join('')) }
	}
	if (is(root, CALDAV, 'calendar-multiget')) {
		const hrefs = childrenNamed(root, DAV, 'href')
		if (hrefs.length > MAX_MULTIGET_HREFS) return { status: 400, message: `A calendar-multiget names at most ${MAX_MULTIGET_HREFS} hrefs.` }
		const names = hrefs.map((h) => nameIn(collectionPath(caller.user, c), h.text.trim()))
		const objects = objectsByNames(holderOf(caller.user.id, c), names.filter((n) => n !== null))
		const folders = new Set(c.shared ? [] : collectionsOf(caller.user.id).slice(1).map((f) => f.folder))
		const expand = expandRange(root)
		const out = hrefs.map((h, i) => {
			const object = objects.get(names[i] ?? '')
			return object && objectInside(c, object, folders) ? objectProps(caller, c, object, request, expand) : statusResponse(h.text.trim(), '404 Not Found')
		})
		return { status: 207, body: multistatus(out.join('')) }
	}
	if (is(root, DAV, 'sync-collection')) {
		const sent = child(root, DAV, 'sync-token')?.text.trim() ?? ''
		// the state first: a write after it is in the next sync too, never lost between the two reads
		const state = stateOf(caller, c)
		const token = tag(DAV, 'sync-token', syncToken(state))
		if (!sent) return { status: 207, body: multistatusParts('', objectsAnswered(caller, c, request), token) }
		const invalid = { status: 403 as const, precondition: [DAV, 'valid-sync-token'] as [string, string] }
		if (c.shared) {
			// of a shared folder, its own tasks changed since; when one may have left, the client lists afresh (no name of
			// the owner's other tasks is said)
			const since = readState(stateOfToken(sent) ?? '')
			const changed = since && sharedChangesSince(c.shared.ownerId, c.folder, since)
			if (!changed) return invalid
			return { status: 207, body: multistatus(changed.map((o) => objectProps(caller, c, o, request)).join(''), token) }
		}
		const since = readSyncToken(sent)
		if (since === null || since > Number(state) || !tokenStillValid(since)) return invalid
		const { changed, gone } = changesSince(caller.user.id, c, since)
		const out = changed.map((o) => objectProps(caller, c, o, request)).concat(gone.map((name) => statusResponse(objectPath(caller.user, c, name), '404 Not Found')))
		return { status: 207, body: multistatus(out.join(''), token) }
	}
	return { status: 403, precondition: [DAV, 'supported-report'] }
}
