// A person of the CalDAV tests over the real routers (app/dav/*.server.test.ts): an account in Europe/Berlin, a
// write app password as Basic auth, and `dav(method, path, body, headers)`, which answers status, text, ETag and length.
// `user`: an account made already (one of the embedded provider, whose account a test deletes); a new one by default.
// Beside it, what those tests send and read: a client's VTODO, a sync-collection REPORT, the hrefs and sync token.
import { personalToken } from '../api-client'
import { makeUser } from '../factories'

type Account = ReturnType<typeof makeUser>

export function davPerson(api: { base: string }, contentType = 'application/xml', user: Account = makeUser({ timezone: 'Europe/Berlin' })) {
	const auth = `Basic ${Buffer.from(`${user.email}:${personalToken(user.id, 'write')}`).toString('base64')}`
	const dav = async (method: string, path: string, body?: string, headers: Record<string, string> = {}) => {
		const res = await fetch(api.base + path, { method, headers: { authorization: auth, 'content-type': contentType, depth: '1', ...headers }, body })
		return { status: res.status, text: await res.text(), etag: res.headers.get('etag'), length: res.headers.get('content-length') }
	}
	return { user, dav, base: `/dav/${user.id}/no-folder/` }
}

/** a task as a client sends it: one VTODO with this UID (its summary too) and these lines */
export const vtodoObject = (uid: string, lines: string[] = []) =>
	['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//t//EN', 'BEGIN:VTODO', `UID:${uid}`, 'DTSTAMP:20261101T000000Z', `SUMMARY:${uid}`, ...lines, 'END:VTODO', 'END:VCALENDAR', ''].join('\r\n')
export const ICS = { 'content-type': 'text/calendar' }
/** a sync-collection REPORT from `token` ('' for the first), asking for ETags */
export const syncReport = (token: string) =>
	`<d:sync-collection xmlns:d="DAV:"><d:sync-token>${token}</d:sync-token><d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop></d:sync-collection>`
/** the hrefs of a multistatus, decoded */
export const hrefsOf = (xml: string) => [...xml.matchAll(/<d:href>([^<]+)<\/d:href>/g)].map((m) => decodeURIComponent(m[1]!))
export const syncTokenOf = (xml: string) => /<d:sync-token>([^<]+)<\/d:sync-token>/.exec(xml)![1]!
