// Issue 50.7, RFC 4791 9.6.5: `<C:expand>` on a repeating task answers its instances in the range, each a VTODO with
// a RECURRENCE-ID, no RRULE, dates in UTC. On the old code the master came back as stored, RRULE and all.
import { describe, expect, it } from 'vitest'
import { apiForTheFile } from '../../tests/api-client'
import { tasksOrgWeekly, thunderbirdWeekly } from '../../tests/caldav/client-shapes'
import { davPerson } from '../../tests/caldav/dav-person'
import { parseCalendar } from './icalendar'

const api = apiForTheFile()

const person = () => davPerson(api, 'text/calendar')

const data = '<c:calendar-data><c:expand start="20261210T000000Z" end="20261229T000000Z"/></c:calendar-data>'
/** the calendar-data of each response, unescaped, parsed: each VTODO's properties as name:value */
function instances(xml: string) {
	const bodies = [...xml.matchAll(/<c:calendar-data>([\s\S]*?)<\/c:calendar-data>/g)].map((m) => m[1]!.replace(/&#13;|&#xD;/g, '\r').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'))
	return bodies.map((b) => parseCalendar(b).children.map((c) => [c.name, ...c.props.map((p) => `${p.name}${p.params.VALUE ? `;VALUE=${p.params.VALUE}` : ''}:${p.value}`)]))
}

describe('<C:expand> (RFC 4791 9.6.5)', () => {
	it('a calendar-query answers a weekly task as its instances in the range, in UTC, without RRULE or VTIMEZONE', async () => {
		const { dav, base } = person()
		expect((await dav('PUT', `${base}bins.ics`, thunderbirdWeekly())).status).toBe(201)
		const query = `<c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/>${data}</d:prop><c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VTODO"/></c:comp-filter></c:filter></c:calendar-query>`
		const [calendar] = instances((await dav('REPORT', base, query)).text)
		expect(calendar!.map((c) => c[0])).toEqual(['VTODO', 'VTODO', 'VTODO'])
		// 08:00 in Berlin is 07:00 UTC in winter
		expect(calendar!.map((c) => c.find((l) => l.startsWith('RECURRENCE-ID'))!)).toEqual(['RECURRENCE-ID:20261214T070000Z', 'RECURRENCE-ID:20261221T070000Z', 'RECURRENCE-ID:20261228T070000Z'])
		expect(calendar![0]).toEqual(expect.arrayContaining(['DTSTART:20261214T060000Z', 'DUE:20261214T070000Z', 'UID:0b7c2f3e-weekly-thunderbird', 'SUMMARY:Take out the bins', 'X-MOZ-GENERATION:1']))
		for (const instance of calendar!) expect(instance.some((l) => l.startsWith('RRULE'))).toBe(false)
	})

	it('a calendar-multiget too; a rule with COUNT stops where it ends; a day stays a DATE', async () => {
		const { dav, base } = person()
		expect((await dav('PUT', `${base}plants.ics`, tasksOrgWeekly('20261207', 3))).status).toBe(201)
		const multiget = `<c:calendar-multiget xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop>${data}</d:prop><d:href>${base}plants.ics</d:href></c:calendar-multiget>`
		const [calendar] = instances((await dav('REPORT', base, multiget)).text)
		// COUNT=3: the 7th, 14th and 21st; the range holds the 14th and the 21st
		expect(calendar!.map((c) => c.find((l) => l.startsWith('RECURRENCE-ID'))!)).toEqual(['RECURRENCE-ID;VALUE=DATE:20261214', 'RECURRENCE-ID;VALUE=DATE:20261221'])
		expect(calendar![1]).toEqual(expect.arrayContaining(['DUE;VALUE=DATE:20261221', 'GEO:52.520008;13.404954']))
	})

	it('a time-range matches a repeating task by any of its instances, not only the first (RFC 4791 9.9)', async () => {
		const { dav, base } = person()
		// caldav-server-tester's monthly task: the first on 12 January 2000, 12:00 to 13:00 UTC
		const monthly = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', 'BEGIN:VTODO', 'UID:monthly-task', 'DTSTAMP:20000101T000000Z', 'SUMMARY:monthly recurring task',
			'DTSTART:20000112T120000Z', 'DUE:20000112T130000Z', 'RRULE:FREQ=MONTHLY', 'END:VTODO', 'END:VCALENDAR', ''].join('\r\n')
		expect((await dav('PUT', `${base}monthly.ics`, monthly)).status).toBe(201)
		const query = (start: string, end: string) =>
			`<c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/></d:prop><c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VTODO"><c:time-range start="${start}" end="${end}"/></c:comp-filter></c:comp-filter></c:filter></c:calendar-query>`
		const hrefs = async (start: string, end: string) => [...(await dav('REPORT', base, query(start, end))).text.matchAll(/<d:href>([^<]+)<\/d:href>/g)].map((m) => m[1])
		expect(await hrefs('20000212T000000Z', '20000213T000000Z')).toEqual([`${base}monthly.ics`])
		expect(await hrefs('20000213T000000Z', '20000214T000000Z')).toEqual([])
	})
})
