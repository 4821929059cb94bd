// What the reminders' tests share: the fake Pushover (tests/fakes/pushover.ts) started for the file, and before each
// test no tasks and no calls remembered.
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { tasks } from '#db/schema'
import { db } from '~/lib/db.server'
import { startFakePushover, type FakePushover } from '../../tests/fakes/pushover'

export function fakePushoverForTheFile(eachTest?: () => void) {
	const fake = {} as FakePushover
	beforeAll(async () => {
		Object.assign(fake, await startFakePushover())
	})
	afterAll(() => fake.close())
	beforeEach(() => {
		db().delete(tasks).run()
		fake.reset()
		eachTest?.()
	})
	return fake
}
