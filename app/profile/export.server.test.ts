import { describe, expect, test } from 'vitest'
import { createAccount } from '~/identity/accounts.server'
import { ownerTasks, userDataExport } from './export.server'
import { makeTask, makeUser, newPerson } from '../../tests/factories'

describe("a user's data export", () => {
	test("holds this user's data and nobody else's, in the spec's terms", async () => {
		const me = makeUser({ loadDefaults: true, timezone: 'UTC', person: { ...newPerson(), firstName: 'Ada', lastName: 'L' } })
		const other = makeUser({ loadDefaults: true, timezone: 'UTC', person: { ...newPerson(), firstName: 'Grace', lastName: 'L' } })
		await createAccount({ email: me.email, password: 'a long pass phrase', givenName: 'Ada', familyName: 'L' })
		makeTask(other.id, { title: 'secret of Grace', added: 1 })
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

describe('exports and shared folders (issue 55 point 2)', () => {
	test('a member’s export has none of the owner’s tasks; both list the shared folder by name, with whose and who', async () => {
		const { shareWith } = await import('../../tests/factories')
		const { tasksCsv } = await import('./export')
		const owner = makeUser({ timezone: 'UTC', person: { ...newPerson(), firstName: 'Ann', lastName: 'Owner' } })
		const member = makeUser({ timezone: 'UTC', person: { ...newPerson(), firstName: 'Ben', lastName: 'Member' } })
		shareWith(owner.id, 'Groceries', member.id, 'editor')
		makeTask(owner.id, { title: 'Shared eggs', folder: 'Groceries' })
		// a task the member added to the shared folder is the owner's too
		makeTask(owner.id, { title: 'Added by Ben', folder: 'Groceries', createdBy: member.id })
		makeTask(member.id, { title: 'Ben’s own' })

		const theirs = userDataExport(member.id)
		expect(theirs.tasks.map((t) => t.title)).toEqual(['Ben’s own'])
		expect(JSON.stringify(theirs)).not.toContain('Shared eggs')
		expect(JSON.stringify(theirs)).not.toContain('Added by Ben')
		expect(ownerTasks(member.id).map((t) => t.title)).toEqual(['Ben’s own'])
		expect(tasksCsv(ownerTasks(member.id), 'UTC')).not.toContain('eggs')
		expect(theirs.sharedWithMe).toEqual([{ folder: 'Groceries', owner: { name: 'Ann Owner', email: owner.email }, role: 'editor' }])
		expect(theirs.sharedByMe).toEqual([])

		const owners = userDataExport(owner.id)
		expect(owners.tasks.map((t) => t.title).sort()).toEqual(['Added by Ben', 'Shared eggs'])
		expect(owners.sharedByMe).toEqual([{ folder: 'Groceries', members: [{ name: 'Ben Member', email: member.email, role: 'editor' }] }])
		expect(owners.sharedWithMe).toEqual([])
	})
})
