// The XML of WebDAV and CalDAV (RFC 4918, 4791, 6578) that task clients send and expect: reading PROPFIND and REPORT
// bodies, writing multistatus answers. Pure. Namespaces are read by local name (clients use varying prefixes);
// answers use d: (DAV:), c: (CalDAV) and cs: (calendarserver.org, for getctag).
import { XMLParser } from 'fast-xml-parser'

export type DavRequest =
	| { kind: 'propfind'; props: string[] | 'all' }
	| { kind: 'multiget'; props: string[]; hrefs: string[] }
	| { kind: 'query'; props: string[]; incompleteOnly: boolean }
	| { kind: 'sync'; props: string[]; token: string }
	| { kind: 'unknown'; name: string }

const parser = new XMLParser({ removeNSPrefix: true, ignoreAttributes: false, isArray: (name) => name === 'href' || name === 'prop-filter' })

type Node = Record<string, unknown>
const node = (value: unknown): Node => (value && typeof value === 'object' ? (value as Node) : {})
const names = (prop: unknown) => Object.keys(node(prop)).filter((k) => !k.startsWith('@_') && k !== '#text')

/** Reads a PROPFIND or REPORT body; an empty PROPFIND asks for all properties (RFC 4918 9.1). */
export function readDavRequest(body: string): DavRequest | { kind: 'invalid' } {
	if (!body.trim()) return { kind: 'propfind', props: 'all' }
	let doc: Node
	try {
		doc = parser.parse(body, true) as Node
	} catch {
		return { kind: 'invalid' }
	}
	const [root] = names(doc).filter((n) => n !== '?xml')
	if (!root) return { kind: 'invalid' }
	const top = node(doc[root])
	const props = names(top.prop)
	switch (root) {
		case 'propfind':
			return { kind: 'propfind', props: 'allprop' in top || !('prop' in top) ? 'all' : props }
		case 'calendar-multiget':
			return { kind: 'multiget', props, hrefs: ((top.href as unknown[]) ?? []).map((h) => String(typeof h === 'object' ? node(h)['#text'] : h).trim()) }
		case 'calendar-query':
			return { kind: 'query', props, incompleteOnly: asksIncompleteOnly(top.filter) }
		case 'sync-collection':
			return { kind: 'sync', props, token: String(top['sync-token'] ?? '').trim() }
		default:
			return { kind: 'unknown', name: root }
	}
}

/** a calendar-query filter that keeps only tasks not completed (COMPLETED is-not-defined, or STATUS not COMPLETED) */
function asksIncompleteOnly(filter: unknown): boolean {
	const todo = node(node(node(filter)['comp-filter'])['comp-filter'])
	for (const p of (todo['prop-filter'] as Node[] | undefined) ?? []) {
		const name = String(p['@_name'] ?? '').toUpperCase()
		if (name === 'COMPLETED' && 'is-not-defined' in p) return true
		const match = node(p['text-match'])
		if (name === 'STATUS' && String(match['#text'] ?? p['text-match']).toUpperCase() === 'COMPLETED' && String(match['@_negate-condition']).toLowerCase() === 'yes')
			return true
	}
	return false
}

export function escapeXml(text: string) {
	return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** where each property lives, for the answer's prefixes */
const NAMESPACES: Record<string, 'd' | 'c' | 'cs'> = {
	'calendar-home-set': 'c',
	'calendar-data': 'c',
	'supported-calendar-component-set': 'c',
	'calendar-user-address-set': 'c',
	'calendar-description': 'c',
	'supported-calendar-data': 'c',
	getctag: 'cs',
}
const prefixed = (name: string) => `${NAMESPACES[name] ?? 'd'}:${name}`

/** the properties of one resource: a value (XML, already escaped) for each known one; unknown ones are answered 404 */
export type Props = Record<string, string>

export function davResponse(href: string, known: Props, asked: string[] | 'all') {
	const names = asked === 'all' ? Object.keys(known).filter((n) => n !== 'calendar-data') : asked
	const found = names.filter((n) => n in known)
	const missing = names.filter((n) => !(n in known))
	let xml = `<d:response><d:href>${escapeXml(href)}</d:href>`
	if (found.length) xml += `<d:propstat><d:prop>${found.map((n) => (known[n] === '' ? `<${prefixed(n)}/>` : `<${prefixed(n)}>${known[n]}</${prefixed(n)}>`)).join('')}</d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat>`
	if (missing.length) xml += `<d:propstat><d:prop>${missing.map((n) => `<${prefixed(n)}/>`).join('')}</d:prop><d:status>HTTP/1.1 404 Not Found</d:status></d:propstat>`
	return `${xml}</d:response>`
}

export const notFoundResponse = (href: string) => `<d:response><d:href>${escapeXml(href)}</d:href><d:status>HTTP/1.1 404 Not Found</d:status></d:response>`

export function multistatus(responses: string[], syncToken?: string) {
	return (
		'<?xml version="1.0" encoding="utf-8"?>\n<d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav" xmlns:cs="http://calendarserver.org/ns/">' +
		responses.join('') +
		(syncToken ? `<d:sync-token>${escapeXml(syncToken)}</d:sync-token>` : '') +
		'</d:multistatus>'
	)
}

export function davError(condition: string) {
	return `<?xml version="1.0" encoding="utf-8"?>\n<d:error xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><${condition}/></d:error>`
}
