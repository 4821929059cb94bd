// Issue 50.7: calendar-query filters on VTODO honoured, each with the hrefs expected: time-range by the table of RFC
// 4791 9.9, prop-filters on properties Twentyfour does not model, i;octet (case-sensitive) against i;ascii-casemap.
// On the old code every one of these queries answered every task.
import { describe, expect, it } from 'vitest'
import { apiForTheFile, personalToken } from '../../tests/api-client'
import { makeUser } from '../../tests/factories'

const api = apiForTheFile()

const todo = (uid: string, lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//t//EN', 'BEGIN:VTODO', `UID:${uid}`, 'DTSTAMP:20261101T000000Z', `SUMMARY:${uid}`, ...lines, 'END:VTODO', 'END:VCALENDAR', ''].join('\r\n')
const query = (inner: string) =>
	`<c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/></d:prop><c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VTODO">${inner}</c:comp-filter></c:comp-filter></c:filter></c:calendar-query>`
const range = (start: string, end: string) => `<c:time-range start="${start}" end="${end}"/>`

describe('calendar-query filters on VTODO', () => {
	it('time-range, prop-filter on unmodelled properties, and the two collations give the expected hrefs', async () => {
		const user = makeUser({ timezone: 'UTC' })
		const auth = `Basic ${Buffer.from(`${user.email}:${personalToken(user.id, 'write')}`).toString('base64')}`
		const base = `/dav/${user.id}/no-folder/`
		const send = (method: string, path: string, body: string, depth = '1') => fetch(api.base + path, { method, headers: { authorization: auth, depth }, body })
		const objects: Record<string, string[]> = {
			a: ['DTSTART:20261201T100000Z', 'DUE:20261205T100000Z'],
			b: ['DUE:20261110T100000Z'],
			c: ['CREATED:20261101T000000Z', 'STATUS:COMPLETED', 'COMPLETED:20261115T000000Z'],
			d: ['CREATED:20261201T000000Z'],
			e: ['DTSTART:20261120T100000Z', 'DURATION:PT1H'],
			f: ['PRIORITY:1', 'CLASS:PRIVATE', 'X-THING:Mixed-Case'],
		}
		for (const [name, lines] of Object.entries(objects)) expect((await send('PUT', `${base}${name}.ics`, todo(name, lines))).status).toBe(201)
		const hrefs = async (inner: string) => {
			const res = await send('REPORT', base, query(inner))
			expect(res.status).toBe(207)
			return [...(await res.text()).matchAll(/<d:href>[^<]*\/([a-z]+)\.ics<\/d:href>/g)].map((m) => m[1]).sort()
		}
		// DUE only: b; COMPLETED and CREATED: c; no date at all: f (RFC 4791 9.9: TRUE)
		expect(await hrefs(range('20261108T000000Z', '20261112T000000Z'))).toEqual(['b', 'c', 'f'])
		// DTSTART with DURATION: e
		expect(await hrefs(range('20261120T000000Z', '20261121T000000Z'))).toEqual(['e', 'f'])
		// DTSTART and DUE overlapping: a; CREATED only, before the end: d (and c, created before, completed before the start: no)
		expect(await hrefs(range('20261203T000000Z', '20261204T000000Z'))).toEqual(['a', 'd', 'f'])
		expect(await hrefs('<c:prop-filter name="PRIORITY"><c:text-match>1</c:text-match></c:prop-filter>')).toEqual(['f'])
		expect(await hrefs('<c:prop-filter name="CLASS"><c:is-not-defined/></c:prop-filter>')).toEqual(['a', 'b', 'c', 'd', 'e'])
		expect(await hrefs('<c:prop-filter name="X-THING"><c:text-match collation="i;octet">mixed-case</c:text-match></c:prop-filter>')).toEqual([])
		expect(await hrefs('<c:prop-filter name="X-THING"><c:text-match collation="i;octet">Mixed-Case</c:text-match></c:prop-filter>')).toEqual(['f'])
		expect(await hrefs('<c:prop-filter name="X-THING"><c:text-match collation="i;ascii-casemap">mixed-case</c:text-match></c:prop-filter>')).toEqual(['f'])
		expect(await hrefs('<c:prop-filter name="UID"><c:text-match negate-condition="yes">a</c:text-match></c:prop-filter>')).toEqual(['b', 'c', 'd', 'e', 'f'])
	})
})
