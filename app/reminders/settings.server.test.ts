// The Reminders section's Save against a fake Pushover: validate, confirm, save; and the refusals.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { users } from '#db/schema'
import { db } from '~/lib/db.server'
import { makeUser } from '../../tests/factories'
import { ANSWERS, startFakePushover, VALID_KEY, type FakePushover } from '../../tests/fakes/pushover'
import { pushoverClient } from './pushover.server'
import { saveReminderSettings, reminderSectionData } from './settings.server'

let fake: FakePushover
beforeAll(async () => {
	fake = await startFakePushover()
})
afterAll(() => fake.close())
beforeEach(() => fake.reset())

const client = () => pushoverClient({ apiBase: fake.apiBase, appToken: fake.token })
const form = (fields: Record<string, string>) => {
	const f = new FormData()
	for (const [k, v] of Object.entries(fields)) f.set(k, v)
	return f
}
const reload = (id: string) => db().select().from(users).where(eq(users.id, id)).get()!
const save = (user: ReturnType<typeof makeUser>, fields: Record<string, string>, intent = 'save') =>
	saveReminderSettings(reload(user.id), form(fields), intent, client())
type Refused = { data: { reply: { error: Record<string, string[]>; initialValue: Record<string, unknown> } }; init: { status: number } }

describe('saving the Reminders section', () => {
	it('validates the key, sends a confirmation notification, then saves', async () => {
		const user = makeUser()
		const res = (await save(user, { notificationMethod: 'pushover', observeQuietHours: 'no', userKey: ` ${VALID_KEY} ` })) as Response
		expect(res.status).toBe(302)
		expect(res.headers.get('Location')).toBe('/profile/reminder')
		expect(fake.calls.map((c) => c.path)).toEqual(['users/validate.json', 'messages.json'])
		expect(fake.calls[1]!.fields).toMatchObject({ user: VALID_KEY, priority: '1', title: 'Twentyfour reminders are on' })
		expect(reload(user.id)).toMatchObject({ notificationMethod: 'pushover', pushoverApiKey: VALID_KEY, pushoverObserveQuietHours: 'no' })
		expect(reminderSectionData(reload(user.id))).toMatchObject({ keyEnding: VALID_KEY.slice(-4), method: 'pushover' })
	})

	it('refuses an invalid key with the point 5 message, saving nothing and not echoing the key', async () => {
		const user = makeUser()
		const res = (await save(user, { notificationMethod: 'pushover', observeQuietHours: 'yes', userKey: 'bad-key' })) as unknown as Refused
		expect(res.init.status).toBe(400)
		expect(res.data.reply.error.userKey).toEqual(['Unable to use key.  Key is invalid.'])
		expect(res.data.reply.initialValue.userKey).toBeUndefined()
		expect(fake.calls.map((c) => c.path)).toEqual(['users/validate.json'])
		expect(reload(user.id).pushoverApiKey).toBeNull()
	})

	it('refuses when the confirmation notification fails', async () => {
		const user = makeUser()
		fake.queue('messages.json', ANSWERS.serverError)
		const res = (await save(user, { notificationMethod: 'pushover', observeQuietHours: 'yes', userKey: VALID_KEY })) as unknown as Refused
		expect(res.data.reply.error.userKey).toEqual([
			'Unable to use key for confirmation notification (unverified: internal error).  Please try again later.',
		])
		expect(reload(user.id).pushoverApiKey).toBeNull()
	})

	it('asks for what is missing, and says sms is not supported', async () => {
		const user = makeUser()
		const res = (await save(user, { notificationMethod: 'sms' })) as unknown as Refused
		expect(res.data.reply.error).toMatchObject({
			notificationMethod: ['Unsupported notification method (sms).'],
			observeQuietHours: ['This information is required.'],
			userKey: ['This information is required.'],
		})
		expect(fake.calls).toHaveLength(0)
	})

	it('a blank key keeps the saved one without asking Pushover again; a flagged key is checked again', async () => {
		const user = makeUser({ pushover: { key: VALID_KEY, observeQuietHours: 'yes' } })
		await save(user, { notificationMethod: 'pushover', observeQuietHours: 'no', userKey: '' })
		expect(fake.calls).toHaveLength(0)
		expect(reload(user.id)).toMatchObject({ pushoverApiKey: VALID_KEY, pushoverObserveQuietHours: 'no' })
		db().update(users).set({ pushoverKeyProblem: 'invalid' }).where(eq(users.id, user.id)).run()
		await save(user, { notificationMethod: 'pushover', observeQuietHours: 'no', userKey: '' })
		expect(fake.calls).toHaveLength(2)
		expect(reload(user.id).pushoverKeyProblem).toBeNull()
	})

	it('turns reminders off', async () => {
		const user = makeUser({ pushover: { key: VALID_KEY } })
		const res = (await save(user, {}, 'off')) as Response
		expect(res.status).toBe(302)
		expect(reload(user.id)).toMatchObject({ notificationMethod: null, pushoverApiKey: null })
	})

	it('refuses a 1 MB key and an unknown intent without calling Pushover', async () => {
		const user = makeUser()
		const res = (await save(user, { notificationMethod: 'pushover', observeQuietHours: 'yes', userKey: 'u'.repeat(1_000_000) })) as unknown as Refused
		expect(res.data.reply.error.userKey).toEqual(['A Pushover user key is at most 50 characters.'])
		await expect(save(user, {}, 'explode')).rejects.toMatchObject({ init: { status: 400 } })
		expect(fake.calls).toHaveLength(0)
	})

	it('without PUSHOVER_APP_TOKEN there is nothing to save', async () => {
		const user = makeUser()
		expect(reminderSectionData(user).available).toBe(false)
		await expect(saveReminderSettings(user, form({}), 'save', null)).rejects.toMatchObject({ init: { status: 409 } })
	})
})
