// Test helpers: a user with preferences, and tasks with sensible defaults.
import crypto from 'node:crypto'
import { tasks } from '#db/schema'
import { enroll } from '~/identity/enrollment.server'
import { db } from '~/lib/db.server'

export function makeUser(timezone = 'Europe/London', loadDefaults: 'Y' | 'N' = 'N') {
	const id = crypto.randomUUID()
	return enroll(
		{ subject: `test|${id}`, email: `${id}@example.com`, givenName: 'Ada', familyName: 'Lovelace', picture: null },
		{
			firstName: 'Ada',
			lastName: 'Lovelace',
			goesBy: 'Ada',
			timezone,
			country: 'GB',
			loadDefaults,
			subscriptionTier: 'free',
			privacyPolicy: 'Y',
			userAgreement: 'Y',
		},
	)
}

export function addTask(ownerId: string, values: Partial<typeof tasks.$inferInsert> = {}) {
	return db()
		.insert(tasks)
		.values({ ownerId, title: 'A task', added: Date.now(), ...values })
		.returning()
		.get()
}
