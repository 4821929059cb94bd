import { describe, expect, it } from 'vitest'
import { davResponse, readDavRequest } from './dav-xml'

describe('WebDAV and CalDAV requests', () => {
	it('reads PROPFIND (empty or allprop: everything), with any namespace prefixes', () => {
		expect(readDavRequest('')).toEqual({ kind: 'propfind', props: 'all' })
		expect(readDavRequest('<D:propfind xmlns:D="DAV:"><D:allprop/></D:propfind>')).toEqual({ kind: 'propfind', props: 'all' })
		expect(readDavRequest('<x:propfind xmlns:x="DAV:" xmlns:cs="http://calendarserver.org/ns/"><x:prop><x:getetag/><cs:getctag/></x:prop></x:propfind>')).toEqual({ kind: 'propfind', props: ['getetag', 'getctag'] })
	})

	it('reads multiget hrefs, a calendar-query that leaves completed tasks out, and a sync token', () => {
		expect(readDavRequest('<c:calendar-multiget xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/><c:calendar-data/></d:prop><d:href>/dav/calendars/a/1.ics</d:href><d:href> /dav/calendars/a/2.ics </d:href></c:calendar-multiget>')).toEqual({
			kind: 'multiget', props: ['getetag', 'calendar-data'], hrefs: ['/dav/calendars/a/1.ics', '/dav/calendars/a/2.ics'],
		})
		const query = (filter: string) => readDavRequest(`<c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/></d:prop><c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VTODO">${filter}</c:comp-filter></c:comp-filter></c:filter></c:calendar-query>`)
		expect(query('')).toEqual({ kind: 'query', props: ['getetag'], incompleteOnly: false })
		expect(query('<c:prop-filter name="COMPLETED"><c:is-not-defined/></c:prop-filter>')).toMatchObject({ incompleteOnly: true })
		expect(query('<c:prop-filter name="STATUS"><c:text-match negate-condition="yes">COMPLETED</c:text-match></c:prop-filter>')).toMatchObject({ incompleteOnly: true })
		expect(readDavRequest('<d:sync-collection xmlns:d="DAV:"><d:sync-token>t/5</d:sync-token><d:prop><d:getetag/></d:prop></d:sync-collection>')).toEqual({ kind: 'sync', props: ['getetag'], token: 't/5' })
		expect(readDavRequest('<not-xml').kind).toBe('invalid')
		expect(readDavRequest('<d:mkcol xmlns:d="DAV:"/>')).toEqual({ kind: 'unknown', name: 'mkcol' })
	})

	it('answers each asked property: known ones with their value (escaped), unknown ones as 404', () => {
		const xml = davResponse('/dav/a&b/', { displayname: 'Tom &amp; Jerry', resourcetype: '' }, ['displayname', 'resourcetype', 'calendar-color'])
		expect(xml).toBe(
			'<d:response><d:href>/dav/a&#38;b/</d:href><d:propstat><d:prop><d:displayname>Tom &amp; Jerry</d:displayname><d:resourcetype/></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat>' +
				'<d:propstat><d:prop><d:calendar-color/></d:prop><d:status>HTTP/1.1 404 Not Found</d:status></d:propstat></d:response>',
		)
	})
})
