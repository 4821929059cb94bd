// The XML of WebDAV and CalDAV requests (RFC 4918, 4791, 6578) read into a small tree, and the multistatus answers
// written. Pure; saxes resolves the namespaces, so a client's prefixes do not matter.
import type * as Saxes from 'saxes'
import { onFirstUse } from '~/lib/first-use'

/** saxes on the first request with a body to read (decision 356) */
const saxes = onFirstUse<typeof Saxes>('saxes')

export const DAV = 'DAV:'
export const CALDAV = 'urn:ietf:params:xml:ns:caldav'
export const CALSERVER = 'http://calendarserver.org/ns/'
export const APPLE = 'http://apple.com/ns/ical/'

export type XmlElement = { ns: string; name: string; attrs: Record<string, string>; children: XmlElement[]; text: string }

export class MalformedXml extends Error {}

/**
 * The deepest nesting of elements a request may have (issue 49.2). The deepest a CalDAV client sends is a
 * calendar-query's filter, about eight levels; saxes resolves each element's namespace by walking the open elements,
 * so without a cap the time grows with the square of the depth. Counted as each tag opens, before that walk.
 */
export const MAX_XML_DEPTH = 64

/** The document's root element, or null for an empty body; MalformedXml thrown for text that is not XML. */
export function parseXml(text: string): XmlElement | null {
	if (!text.trim()) return null
	const parser = new (saxes().SaxesParser)({ xmlns: true })
	const stack: XmlElement[] = []
	let root: XmlElement | null = null
	let depth = 0
	parser.on('opentagstart', () => {
		if (++depth > MAX_XML_DEPTH) throw new MalformedXml(`Elements are nested deeper than ${MAX_XML_DEPTH} levels.`)
	})
	parser.on('opentag', (tag) => {
		const attrs: Record<string, string> = {}
		for (const [key, attr] of Object.entries(tag.attributes)) attrs[key] = typeof attr === 'string' ? attr : attr.value
		const element: XmlElement = { ns: tag.uri ?? '', name: tag.local ?? tag.name, attrs, children: [], text: '' }
		stack.at(-1)?.children.push(element)
		stack.push(element)
		root ??= element
	})
	parser.on('text', (text) => {
		const open = stack.at(-1)
		if (open) open.text += text
	})
	parser.on('cdata', (text) => {
		const open = stack.at(-1)
		if (open) open.text += text
	})
	// a self-closing tag closes too
	parser.on('closetag', () => {
		depth--
		stack.pop()
	})
	try {
		parser.write(text).close()
	} catch (error) {
		if (error instanceof MalformedXml) throw error
		throw new MalformedXml((error as Error).message)
	}
	return root
}

export const is = (element: XmlElement | undefined, ns: string, name: string) => !!element && element.ns === ns && element.name === name
export const child = (element: XmlElement | undefined, ns: string, name: string) => element?.children.find((c) => is(c, ns, name))
export const childrenNamed = (element: XmlElement | undefined, ns: string, name: string) => element?.children.filter((c) => is(c, ns, name)) ?? []

/** the properties a PROPFIND or REPORT asks for; `all` for allprop or an empty body */
export type PropRequest = { all: true } | { all: false; props: { ns: string; name: string }[] }

export function requestedProps(root: XmlElement | null | undefined): PropRequest {
	const prop = child(root ?? undefined, DAV, 'prop')
	if (!root || !prop) return { all: true }
	return { all: false, props: prop.children.map((c) => ({ ns: c.ns, name: c.name })) }
}

/** the comp-filter names of a calendar-query's filter, outermost first: ['VCALENDAR', 'VTODO'] */
export function componentFilter(root: XmlElement | null): string[] {
	const names: string[] = []
	let at = child(child(root ?? undefined, CALDAV, 'filter'), CALDAV, 'comp-filter')
	while (at) {
		names.push((at.attrs.name ?? '').toUpperCase())
		at = child(at, CALDAV, 'comp-filter')
	}
	return names
}

/**
 * a prop-filter of the VTODO comp-filter: a property that must be absent, or whose text must (not) contain a value,
 * compared as the collation says (RFC 4791 9.7.5: i;ascii-casemap by default, i;octet case-sensitive)
 */
export type PropFilter = { name: string; undefinedOnly: boolean; text: string | null; negate: boolean; octet?: boolean }

/** the VTODO comp-filter's time-range (RFC 4791 9.9), as instants; null for none */
export function todoTimeRange(root: XmlElement | null): { start: number; end: number } | null {
	const todo = child(child(child(root ?? undefined, CALDAV, 'filter'), CALDAV, 'comp-filter'), CALDAV, 'comp-filter')
	const range = child(todo, CALDAV, 'time-range')
	if (!range) return null
	const instant = (value: string | undefined, otherwise: number) => {
		const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value?.trim() ?? '')
		return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : otherwise
	}
	return { start: instant(range.attrs.start, -Infinity), end: instant(range.attrs.end, Infinity) }
}

/** the VTODO comp-filter's prop-filters, and whether any one of them suffices (test="anyof") */
export function todoPropFilters(root: XmlElement | null): { anyOf: boolean; filters: PropFilter[] } {
	const todo = child(child(child(root ?? undefined, CALDAV, 'filter'), CALDAV, 'comp-filter'), CALDAV, 'comp-filter')
	const filters = childrenNamed(todo, CALDAV, 'prop-filter').map((f) => {
		const match = child(f, CALDAV, 'text-match')
		return {
			name: (f.attrs.name ?? '').toUpperCase(),
			undefinedOnly: !!child(f, CALDAV, 'is-not-defined'),
			text: match ? match.text.trim() : null,
			negate: match?.attrs['negate-condition'] === 'yes',
			...(match?.attrs.collation === 'i;octet' ? { octet: true } : {}),
		}
	})
	return { anyOf: todo?.attrs.test === 'anyof', filters }
}

export function escapeXml(value: string) {
	return value.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!)
}

const PREFIXES: Record<string, string> = { [DAV]: 'd', [CALDAV]: 'c', [CALSERVER]: 'cs', [APPLE]: 'a' }

/** an element of a known namespace with its prefix; for one of another namespace, its own xmlns */
export function tag(ns: string, name: string, inner?: string) {
	const prefix = PREFIXES[ns]
	const open = prefix ? `${prefix}:${name}` : `x:${name} xmlns:x="${escapeXml(ns)}"`
	const close = prefix ? `${prefix}:${name}` : `x:${name}`
	return inner === undefined ? `<${open}/>` : `<${open}>${inner}</${close}>`
}

/** one resource's answer: the properties found (name, inner XML) and those it does not have */
export type PropAnswer = { href: string; found: [ns: string, name: string, inner: string][]; missing: { ns: string; name: string }[] }

export function responseXml({ href, found, missing }: PropAnswer) {
	let out = `<d:response><d:href>${escapeXml(href)}</d:href>`
	if (found.length) out += `<d:propstat><d:prop>${found.map(([ns, name, inner]) => tag(ns, name, inner)).join('')}</d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat>`
	if (missing.length) out += `<d:propstat><d:prop>${missing.map((p) => tag(p.ns, p.name)).join('')}</d:prop><d:status>HTTP/1.1 404 Not Found</d:status></d:propstat>`
	return `${out}</d:response>`
}

export const statusResponse = (href: string, status: string) => `<d:response><d:href>${escapeXml(href)}</d:href><d:status>HTTP/1.1 ${status}</d:status></d:response>`

const MULTISTATUS_OPEN = `<?xml version="1.0" encoding="utf-8"?>\n<d:multistatus xmlns:d="DAV:" xmlns:c="${CALDAV}" xmlns:cs="${CALSERVER}" xmlns:a="${APPLE}">`

export function multistatus(responses: string, extra = '') {
	return `${MULTISTATUS_OPEN}${responses}${extra}</d:multistatus>`
}

/** an answer's body in pieces, written one after the other: a kept listing's bytes are sent as they are (decision 370) */
export type XmlBody = string | (string | Buffer)[]

/** a multistatus: some responses, then the objects' (a string, or kept bytes), then what comes after them */
export const multistatusParts = (before: string, objects: string | Buffer, after = ''): XmlBody => [MULTISTATUS_OPEN + before, objects, `${after}</d:multistatus>`]

/** a precondition's error body (403, 409, 412) */
export function errorXml(ns: string, name: string) {
	return `<?xml version="1.0" encoding="utf-8"?>\n<d:error xmlns:d="DAV:" xmlns:c="${CALDAV}">${tag(ns, name)}</d:error>`
}
