import crypto from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { tasks } from '#db/schema'
import { createAccount } from '~/identity/accounts.server'
import { enroll } from '~/identity/enrollment.server'
import { db } from '~/lib/db.server'
import { ownerTasks, userDataExport } from './export.server'

function newUser(firstName: string) {
	const sub = crypto.randomUUID()
	return enroll(
		{ subject: `https://idp.example|${sub}`, email: `${sub}@example.com`, givenName: firstName, familyName: 'L', picture: null },
		{ firstName, lastName: 'L', timezone: 'UTC', country: 'GB', loadDefaults: 'Y', subscriptionTier: 'free', privacyPolicy: 'Y', userAgreement: 'Y' },
	)
}

describe("a user's data export", () => {
	test("holds this user's data and nobody else's, in the spec's terms", async () => {
		const me = newUser('Ada')
		const other = newUser('Grace')
		await createAccount({ email: me.email, password: 'a long pass phrase', givenName: 'Ada', familyName: 'L' })
		db().insert(tasks).values({ ownerId: other.id, title: 'secret of Grace', added: 1 }).run()
		const data = userDataExport(me.id, Date.UTC(2026, 0, 1))
		expect(data.exportedAt).toBe('2026-01-01T00:00:00.000Z')
		expect(data.user).toMatchObject({ id: me.id, firstName: 'Ada', privacyPolicy: 'Y', loadDefaults: 'Y', incomplete: 'N' })
		expect(data.preferences).toMatchObject({ owner: me.id, displayKanban: 'N' })
		expect(data.folders.map((f) => f.name)).toEqual(['Inbox', 'Family', 'Finances', 'Personal', 'Professional'])
		expect(data.folders[0]).toMatchObject({ owner: me.id, private: 'Y', active: 'Y', group: 'Default' })
		expect(data.contexts).toHaveLength(4)
		expect(data.tasks).toHaveLength(4)
		expect(data.tasks[0]).toMatchObject({ owner: me.id, completed: 'N', star: 'N', remindSent: 'N', parent: '' })
		const text = JSON.stringify(data)
		expect(text).not.toContain(other.id)
		expect(text).not.toContain('secret of Grace')
		expect(text).not.toContain('scrypt')
		expect(ownerTasks(other.id).map((t) => t.title)).toContain('secret of Grace')
		expect(ownerTasks(me.id).map((t) => t.title)).not.toContain('secret of Grace')
	})
})
