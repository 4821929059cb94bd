import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANSWERS, startFakePushover, VALID_KEY, type FakePushover } from '../../tests/fakes/pushover'
import { pushoverClient } from './pushover.server'

let fake: FakePushover
beforeAll(async () => {
	fake = await startFakePushover()
})
afterAll(() => fake.close())

const client = (timeoutMs?: number) => pushoverClient({ apiBase: fake.apiBase, appToken: fake.token, timeoutMs })
const message = { title: 'Reminder: x', message: 'Due soon.', url: 'http://localhost/tasks/detail/1', url_title: 'Open task', priority: 1 }

describe('pushoverClient against a fake Pushover', () => {
	it('validates a good key and refuses an invalid one', async () => {
		expect(await client().validate(VALID_KEY)).toEqual({ ok: true })
		expect(await client().validate('not-a-key')).toEqual({ ok: false, kind: 'invalid-user', reason: 'invalid' })
		const last = fake.calls.at(-1)!
		expect(last).toMatchObject({ path: 'users/validate.json', fields: { token: fake.token, user: 'not-a-key' } })
		expect(last.contentType).toBe('application/x-www-form-urlencoded')
	})
	it('sends a message as form fields', async () => {
		expect(await client().send(VALID_KEY, message)).toEqual({ ok: true })
		expect(fake.calls.at(-1)!.fields).toEqual({
			token: fake.token,
			user: VALID_KEY,
			title: 'Reminder: x',
			message: 'Due soon.',
			url: 'http://localhost/tasks/detail/1',
			url_title: 'Open task',
			priority: '1',
		})
	})
	it('tells 400 invalid user, other 4xx, 429 with its reset time, 5xx and a hanging server apart', async () => {
		fake.queue('messages.json', ANSWERS.invalidUser, ANSWERS.badRequest('message cannot be blank'), ANSWERS.quota(1_900_000_000), ANSWERS.serverError, 'hang')
		expect(await client().send(VALID_KEY, message)).toMatchObject({ kind: 'invalid-user' })
		expect(await client().send(VALID_KEY, message)).toEqual({ ok: false, kind: 'rejected', reason: 'message cannot be blank' })
		expect(await client().send(VALID_KEY, message)).toMatchObject({ kind: 'quota', resetAt: 1_900_000_000_000 })
		expect(await client().send(VALID_KEY, message)).toEqual({ ok: false, kind: 'temporary', reason: 'internal error' })
		expect(await client(200).send(VALID_KEY, message)).toEqual({ ok: false, kind: 'temporary', reason: 'Pushover did not answer in time' })
	})
	it('treats a refused connection as temporary', async () => {
		const gone = pushoverClient({ apiBase: 'http://127.0.0.1:9/1/', appToken: 't' })
		expect(await gone.send(VALID_KEY, message)).toEqual({ ok: false, kind: 'temporary', reason: 'Pushover could not be reached' })
	})
})
