import { describe, expect, it } from 'vitest'
import { CALDAV, componentFilter, DAV, MalformedXml, parseXml, requestedProps, responseXml, todoPropFilters } from './xml'

describe('the XML of CalDAV requests', () => {
	it('reads the properties asked for, whatever prefixes the client uses', () => {
		const root = parseXml('<?xml version="1.0"?><A:propfind xmlns:A="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav" xmlns:X="http://example.com/x"><A:prop><A:getetag/><C:calendar-data/><X:color/></A:prop></A:propfind>')
		expect(requestedProps(root)).toEqual({ all: false, props: [{ ns: DAV, name: 'getetag' }, { ns: CALDAV, name: 'calendar-data' }, { ns: 'http://example.com/x', name: 'color' }] })
	})

	it('an empty body or allprop asks for all', () => {
		expect(requestedProps(parseXml(''))).toEqual({ all: true })
		expect(requestedProps(parseXml('<propfind xmlns="DAV:"><allprop/></propfind>'))).toEqual({ all: true })
	})

	it("reads a calendar-query's component filter", () => {
		const root = parseXml(`<c:calendar-query xmlns:d="DAV:" xmlns:c="${CALDAV}"><d:prop><d:getetag/></d:prop><c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="vtodo"><c:prop-filter name="COMPLETED"><c:is-not-defined/></c:prop-filter></c:comp-filter></c:comp-filter></c:filter></c:calendar-query>`)
		expect(componentFilter(root)).toEqual(['VCALENDAR', 'VTODO'])
		expect(todoPropFilters(root)).toEqual({ anyOf: false, filters: [{ name: 'COMPLETED', undefinedOnly: true, text: null, negate: false }] })
		const status = parseXml(`<c:calendar-query xmlns:c="${CALDAV}"><c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VTODO" test="anyof"><c:prop-filter name="STATUS"><c:text-match negate-condition="yes">COMPLETED</c:text-match></c:prop-filter></c:comp-filter></c:comp-filter></c:filter></c:calendar-query>`)
		expect(todoPropFilters(status)).toEqual({ anyOf: true, filters: [{ name: 'STATUS', undefinedOnly: false, text: 'COMPLETED', negate: true }] })
	})

	it('refuses what is not XML, and writes what it answers escaped', () => {
		expect(() => parseXml('<d:propfind xmlns:d="DAV:"><oops')).toThrow(MalformedXml)
		expect(() => parseXml('<a><b></a>')).toThrow(MalformedXml)
		expect(responseXml({ href: '/dav/a&b/', found: [[DAV, 'displayname', 'x']], missing: [{ ns: 'urn:other', name: 'thing' }] })).toBe(
			'<d:response><d:href>/dav/a&amp;b/</d:href><d:propstat><d:prop><d:displayname>x</d:displayname></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat>' +
				'<d:propstat><d:prop><x:thing xmlns:x="urn:other"/></d:prop><d:status>HTTP/1.1 404 Not Found</d:status></d:propstat></d:response>',
		)
	})
})
