import { describe, expect, it } from 'vitest'
import { makeTask, makeUser, shareWith } from '../../tests/factories'
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

	it('holds the dated tasks of folders shared with the person; the owner’s feed and a stranger’s are as they were (decision 379)', async () => {
		const owner = makeUser()
		const member = makeUser()
		const stranger = makeUser()
		shareWith(owner.id, 'Groceries', member.id, 'viewer')
		makeTask(owner.id, { title: 'Shared eggs', folder: 'Groceries', due: Date.now() })
		makeTask(owner.id, { title: 'Owner secret', folder: 'Private', due: Date.now() })
		makeTask(member.id, { title: 'Member own', due: Date.now() })
		makeTask(stranger.id, { title: 'Stranger own', due: Date.now() })
		const body = async (id: string) => {
			newFeedAddress(id)
			return get(getFeed(id)!.secret).text()
		}
		const members = await body(member.id)
		expect(members).toContain('SUMMARY:Shared eggs')
		expect(members).toContain('SUMMARY:Member own')
		expect(members).not.toContain('Owner secret')
		const owners = await body(owner.id)
		expect(owners).toContain('SUMMARY:Shared eggs')
		expect(owners).toContain('SUMMARY:Owner secret')
		expect(owners).not.toContain('Member own')
		const strangers = await body(stranger.id)
		expect(strangers).not.toContain('Shared eggs')

		// the owner's change is in the member's next answer (their data version counts the owner's, decision 364)
		const { secret } = getFeed(member.id)!
		const etag = get(secret).headers.get('ETag')!
		makeTask(owner.id, { title: 'Shared milk', folder: 'Groceries', due: Date.now() })
		const next = get(secret, { 'If-None-Match': etag })
		expect(next.status).toBe(200)
		expect(await next.text()).toContain('SUMMARY:Shared milk')
	})
})
