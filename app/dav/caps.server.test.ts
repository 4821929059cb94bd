// Issue 49.2: CalDAV bodies nested deep or naming too much are refused within milliseconds, with the exact sizes of
// the probe (80,000-deep PROPFIND, 20,000 nested VALARMs, an 18,000-deep comp-filter, a multiget of 12,000 hrefs).
// On the old code the first took over 300 s, the second ate the worker's memory, the others 57 s and 9.6 s.
import { describe, expect, it } from 'vitest'
import { apiForTheFile, personalToken } from '../../tests/api-client'
import { makeUser } from '../../tests/factories'
import { MAX_COMPONENT_DEPTH, MAX_COMPONENTS } from './icalendar'
import { MAX_MULTIGET_HREFS } from './resources.server'
import { MAX_XML_DEPTH } from './xml'

const api = apiForTheFile()

function person() {
	const user = makeUser({ timezone: 'Europe/Berlin' })
	const auth = `Basic ${Buffer.from(`${user.email}:${personalToken(user.id, 'write')}`).toString('base64')}`
	// the server runs in this process: its CPU time for the request (and the client's), which a busy machine does not
	// stretch as it stretches the wall clock
	const dav = async (method: string, path: string, body: string, headers: Record<string, string> = {}) => {
		const started = process.cpuUsage()
		const res = await fetch(api.base + path, { method, headers: { authorization: auth, depth: '1', ...headers }, body })
		const text = await res.text()
		const used = process.cpuUsage(started)
		return { status: res.status, text, ms: (used.user + used.system) / 1000 }
	}
	return { user, dav }
}

const nested = (open: string, close: string, n: number) => open.repeat(n) + close.repeat(n)
const vtodoObject = (inner: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//t//EN', 'BEGIN:VTODO', 'UID:deep-1', 'SUMMARY:Deep', ...inner, 'END:VTODO', 'END:VCALENDAR', ''].join('\r\n')
const alarm = ['BEGIN:VALARM', 'ACTION:DISPLAY', 'TRIGGER:-PT5M', 'DESCRIPTION:x']

describe('CalDAV bodies that would hang a worker', () => {
	it('a PROPFIND of 80,000 nested elements: 400 at once', async () => {
		const { user, dav } = person()
		// as the probe sent it: 0.88 MB
		const body = `<d:propfind xmlns:d="DAV:">${nested('<d:p>', '</d:p>', 80_000)}</d:propfind>`
		expect(body.length).toBeGreaterThan(870_000)
		const res = await dav('PROPFIND', `/dav/${user.id}/`, body)
		expect(res.status).toBe(400)
		expect(res.text).toContain(`nested deeper than ${MAX_XML_DEPTH} levels`)
		expect(res.ms).toBeLessThan(500)
	})

	it('a calendar-query with an 18,000-deep comp-filter: 400 at once', async () => {
		const { user, dav } = person()
		const filter = nested('<c:comp-filter name="VTODO">', '</c:comp-filter>', 18_000)
		const body = `<c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/></d:prop><c:filter>${filter}</c:filter></c:calendar-query>`
		const res = await dav('REPORT', `/dav/${user.id}/no-folder/`, body)
		expect(res.status).toBe(400)
		expect(res.ms).toBeLessThan(500)
	})

	it('a VTODO with 20,000 nested VALARMs: 400 at once; 5,000 side by side: 400 too', async () => {
		const { user, dav } = person()
		// as the probe sent it: 0.52 MB of BEGIN:VALARM lines, then as many END:VALARM
		const deep = vtodoObject([...Array.from({ length: 20_000 }, () => 'BEGIN:VALARM'), ...Array.from({ length: 20_000 }, () => 'END:VALARM')])
		expect(deep.length).toBeGreaterThan(500_000)
		const res = await dav('PUT', `/dav/${user.id}/no-folder/deep.ics`, deep)
		expect(res.status).toBe(400)
		expect(res.text).toContain(`nested deeper than ${MAX_COMPONENT_DEPTH} levels`)
		expect(res.ms).toBeLessThan(500)
		const wide = vtodoObject(Array.from({ length: 5_000 }, () => [...alarm, 'END:VALARM']).flat())
		const flat = await dav('PUT', `/dav/${user.id}/no-folder/wide.ics`, wide)
		expect(flat.status).toBe(400)
		expect(flat.text).toContain(`more than ${MAX_COMPONENTS} components`)
		expect(flat.ms).toBeLessThan(500)
		// a task with a few alarms and a zone is as welcome as before
		const fine = vtodoObject([...alarm, 'END:VALARM', ...alarm, 'END:VALARM'])
		expect((await dav('PUT', `/dav/${user.id}/no-folder/fine.ics`, fine)).status).toBe(201)
	})

	it('a calendar-multiget of 12,000 hrefs: 400 at once; 10,000 are answered', async () => {
		const { user, dav } = person()
		const multiget = (n: number) =>
			`<c:calendar-multiget xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/></d:prop>${Array.from({ length: n }, (_, i) => `<d:href>/dav/${user.id}/no-folder/t-${i}.ics</d:href>`).join('\n')}</c:calendar-multiget>`
		const res = await dav('REPORT', `/dav/${user.id}/no-folder/`, multiget(12_000))
		expect(res.status).toBe(400)
		expect(res.text).toContain(`at most ${MAX_MULTIGET_HREFS} hrefs`)
		expect(res.ms).toBeLessThan(500)
		const most = await dav('REPORT', `/dav/${user.id}/no-folder/`, multiget(MAX_MULTIGET_HREFS))
		expect(most.status).toBe(207)
		expect(most.text.split('404 Not Found').length - 1).toBe(MAX_MULTIGET_HREFS)
	}, 30_000)
})
