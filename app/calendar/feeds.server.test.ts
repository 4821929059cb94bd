import { describe, expect, it } from 'vitest'
import { makeTask, makeUser } from '../../tests/factories'
import { feedResponse, getFeed, newFeedAddress, saveFeedOptions, turnOffFeed } from './feeds.server'

const get = (secret: string, headers: Record<string, string> = {}) => feedResponse(new Request(`http://localhost/calendar/${secret}.ics`, { headers }), secret)

describe('the calendar feed', () => {
	it("answers with the person's dated tasks only at its current address, 304 while nothing changed", async () => {
		const user = makeUser()
		const other = makeUser()
		makeTask(user.id, { title: 'Mine', due: Date.now() })
		makeTask(other.id, { title: 'Theirs', due: Date.now() })
		newFeedAddress(user.id)
		const { secret } = getFeed(user.id)!
		const first = get(secret)
		expect(first.status).toBe(200)
		const body = await first.text()
		expect(body).toContain('SUMMARY:Mine')
		expect(body).not.toContain('Theirs')
		const etag = first.headers.get('ETag')!
		expect(get(secret, { 'If-None-Match': etag }).status).toBe(304)
		expect(get(secret, { 'If-Modified-Since': first.headers.get('Last-Modified')! }).status).toBe(304)

		// an option changes the answer
		saveFeedOptions(user.id, { dates: 'start', includeCompleted: false })
		expect(get(secret, { 'If-None-Match': etag }).status).toBe(200)

		// a new address: the old one is gone, the options stay
		newFeedAddress(user.id)
		const renewed = getFeed(user.id)!
		expect(renewed.secret).not.toBe(secret)
		expect(renewed.dates).toBe('start')
		expect(get(secret).status).toBe(404)
		turnOffFeed(user.id)
		expect(get(renewed.secret).status).toBe(404)
		expect(get('').status).toBe(404)
	})
})
