// A kept page and the person's local day (issue 51, point 8; docs/decisions/315): the rows say "Today", "Tomorrow",
// "3 days overdue", which change at the person's midnight with no change to their data. A page kept yesterday must
// not be served today: the key of a person's page carries their local date in their time zone (ownerPageState's
// `day`, server/page-keys.ts), so the first request after their midnight renders the page again.
import { TZDate } from '@date-fns/tz'
import type { Request, Response } from 'express'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ownerPageState } from '~/identity/owner-page-state.server'
import { sessionStorage } from '~/lib/session.server'
import { makeUser } from '../tests/factories'
import { keptPages, ownerPageKey, pageCache } from './page-cache'

const cookies = { session: 'twentyfour_session', toast: 'twentyfour_toast' }

async function sessionCookie(userId: string) {
	const storage = sessionStorage()
	const session = await storage.getSession()
	session.set('identity', { subject: 's', email: 'e@example.com', givenName: 'A', familyName: 'B', picture: null })
	session.set('userId', userId)
	return (await storage.commitSession(session)).split(';')[0]!
}

/** a GET of /tasks through the kept pages, the way server/index.ts mounts them; what was sent */
function serve(middleware: ReturnType<typeof pageCache>, cookie: string) {
	return new Promise<string>((resolve, reject) => {
		const req = { method: 'GET', path: '/tasks', originalUrl: '/tasks', headers: { cookie } } as unknown as Request
		const res = {
			locals: { cspNonce: 'nonce', submissionToken: 'token' },
			status: () => res,
			setHeader: () => res,
			append: () => res,
			send: (body: Buffer) => resolve(body.toString()),
			end: (body: Buffer) => resolve(body.toString()),
		} as unknown as Response
		void middleware(req, res, (error?: unknown) => (error ? reject(error) : reject(new Error('not kept'))))
	})
}

describe('a kept page of a person, across their midnight', () => {
	afterEach(() => vi.useRealTimers())

	it('is not served the next day: made yesterday, rendered again today, in the person’s own time zone', async () => {
		const tz = 'Pacific/Auckland'
		const user = makeUser({ timezone: tz })
		const cookie = await sessionCookie(user.id)
		let renders = 0
		const render = async () => {
			renders++
			// what the rows would say: the date the page was drawn on, in the person's time zone
			const today = new TZDate(Date.now(), tz).toDateString()
			return new globalThis.Response(`<html><body>Drawn on ${today}</body></html>`, { headers: { 'content-type': 'text/html' } })
		}
		const middleware = pageCache({ render, keyOf: (req) => ownerPageKey(req, cookies, ownerPageState), kept: keptPages(), ownerKeys: true })
		vi.useFakeTimers({ toFake: ['Date'] })
		// 23:58 on 27 November in Auckland (10:58 UTC): the page is drawn and kept
		vi.setSystemTime(new TZDate(2026, 10, 27, 23, 58, tz))
		expect(await serve(middleware, cookie)).toContain('Drawn on Fri Nov 27 2026')
		expect(await serve(middleware, cookie)).toContain('Drawn on Fri Nov 27 2026')
		expect(renders).toBe(1)
		// four minutes later it is the 28th there (still the 27th in UTC and in London): no data changed, yet it is drawn again
		vi.setSystemTime(new TZDate(2026, 10, 28, 0, 2, tz))
		expect(await serve(middleware, cookie)).toContain('Drawn on Sat Nov 28 2026')
		expect(renders).toBe(2)
		// and kept again on the new day (within the kept page's time to live, server/page-entry.ts)
		vi.setSystemTime(new TZDate(2026, 10, 28, 0, 3, tz))
		expect(await serve(middleware, cookie)).toContain('Drawn on Sat Nov 28 2026')
		expect(renders).toBe(2)
	})
})
