// Issue 50.9 on /dav: a VTIMEZONE for every TZID an object names, and a request limit per app password. On the old
// code a client's object naming a zone without its VTIMEZONE came back without one (with the PUT's ETag), and any
// number of requests a minute was answered.
import type { AddressInfo } from 'node:net'
import express from 'express'
import { describe, expect, it } from 'vitest'
import { apiForTheFile, personalToken } from '../../tests/api-client'
import { makeUser } from '../../tests/factories'
import { davRateLimiter, davRouter } from './router.server'
import { parseCalendar } from './icalendar'

const api = apiForTheFile()

function person(base = api.base) {
	const user = makeUser({ timezone: 'Europe/London' })
	const auth = `Basic ${Buffer.from(`${user.email}:${personalToken(user.id, 'write')}`).toString('base64')}`
	const dav = async (method: string, path: string, body?: string, headers: Record<string, string> = {}) => {
		const res = await fetch(base + path, { method, headers: { authorization: auth, 'content-type': 'text/calendar', ...headers }, body })
		return { status: res.status, text: await res.text(), headers: res.headers }
	}
	return { user, dav, base: `/dav/${user.id}/no-folder/` }
}

/** a task naming a zone whose VTIMEZONE the client did not send (as some clients write them) */
const zoned = (uid: string) =>
	['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//t//EN', 'BEGIN:VTODO', `UID:${uid}`, 'DTSTAMP:20261101T000000Z', 'SUMMARY:Zoned',
		'DTSTART;TZID=America/New_York:20261101T090000', 'DUE;TZID=America/New_York:20261102T170000', 'END:VTODO', 'END:VCALENDAR', ''].join('\r\n')

describe('VTIMEZONE on /dav', () => {
	it('an object naming a zone without its VTIMEZONE is read back with one made from the IANA data (and the PUT had no ETag)', async () => {
		const { dav, base } = person()
		const put = await dav('PUT', `${base}zoned.ics`, zoned('zoned-1'), { 'if-none-match': '*' })
		expect(put.status).toBe(201)
		// the server adds to what was sent: no strong ETag for a body a GET does not give back (RFC 4791 5.3.4)
		expect(put.headers.get('etag')).toBeNull()
		const got = await dav('GET', `${base}zoned.ics`)
		const calendar = parseCalendar(got.text)
		const zones = calendar.children.filter((c) => c.name === 'VTIMEZONE')
		expect(zones.map((z) => z.props.find((p) => p.name === 'TZID')?.value)).toEqual(['America/New_York'])
		const observances = zones[0]!.children.map((o) => [o.name, ...o.props.map((p) => `${p.name}:${p.value}`)].join(' '))
		// 2026: summer time from the second Sunday of March, standard time from the first Sunday of November, as a rule
		expect(observances).toContain('DAYLIGHT TZOFFSETFROM:-0500 TZOFFSETTO:-0400 DTSTART:20260308T020000 RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU')
		expect(observances).toContain('STANDARD TZOFFSETFROM:-0400 TZOFFSETTO:-0500 DTSTART:20261101T020000 RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU')
		// everything the client sent is there as it sent it
		expect(got.text.replace(/BEGIN:VTIMEZONE[\s\S]*END:VTIMEZONE\r\n/, '')).toBe(zoned('zoned-1'))
		// the ETag of what a GET gives is stable
		expect((await dav('GET', `${base}zoned.ics`)).headers.get('etag')).toBe(got.headers.get('etag'))
	})

	it('an object that sent its VTIMEZONE keeps its own, and gets no second one', async () => {
		const { dav, base } = person()
		const sent = zoned('zoned-2').replace('BEGIN:VTODO', ['BEGIN:VTIMEZONE', 'TZID:America/New_York', 'BEGIN:STANDARD', 'DTSTART:19701101T020000', 'TZOFFSETFROM:-0400', 'TZOFFSETTO:-0500', 'END:STANDARD', 'END:VTIMEZONE', 'BEGIN:VTODO'].join('\r\n'))
		const put = await dav('PUT', `${base}own-zone.ics`, sent, { 'if-none-match': '*' })
		expect(put.status).toBe(201)
		expect(put.headers.get('etag')).toBeTruthy()
		expect((await dav('GET', `${base}own-zone.ics`)).text).toBe(sent)
	})
})

describe('the request limit per app password', () => {
	it('past the limit: 429 with Retry-After, counted per app password (another one of the same person still answers)', async () => {
		// the real router with a limit of 3 a minute, as server/index.ts mounts it with DAV_RATE_LIMIT
		const app = express()
		app.use(davRouter({ failures: (_req, _res, next) => next(), limiter: davRateLimiter({ limit: 3 }) }))
		const server = app.listen(0, '127.0.0.1')
		await new Promise((resolve) => server.once('listening', resolve))
		try {
			const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
			const { user, dav } = person(base)
			const statuses = []
			for (let i = 0; i < 4; i++) statuses.push((await dav('PROPFIND', `/dav/${user.id}/`, '', { depth: '0' })).status)
			expect(statuses).toEqual([207, 207, 207, 429])
			const refused = await dav('PROPFIND', `/dav/${user.id}/`, '', { depth: '0' })
			expect(refused.status).toBe(429)
			const wait = Number(refused.headers.get('retry-after'))
			expect(wait).toBeGreaterThanOrEqual(1)
			expect(wait).toBeLessThanOrEqual(60)
			// another app password of the same person has its own count
			const other = `Basic ${Buffer.from(`${user.email}:${personalToken(user.id, 'read')}`).toString('base64')}`
			const res = await fetch(`${base}/dav/${user.id}/`, { method: 'PROPFIND', headers: { authorization: other, depth: '0' } })
			expect(res.status).toBe(207)
		} finally {
			server.close()
		}
	})

	it('the app mounts it (DAV_RATE_LIMIT, 3000 a minute unless set): its answers state the policy', async () => {
		const { user, dav } = person()
		const res = await dav('PROPFIND', `/dav/${user.id}/`, '', { depth: '0' })
		expect(res.status).toBe(207)
		expect(res.headers.get('ratelimit-policy')).toMatch(/q=3000\b/)
	})
})
