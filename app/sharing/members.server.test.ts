// Sharing a folder through the Folders section's posts (issue 55 point 1): share by email, the refusals (no such
// account, yourself, the owner, another person's folder id, a viewer or editor sharing), change a role, remove, leave.
import { describe, expect, it, onTestFinished } from 'vitest'
import { setSignUpPolicy } from '~/admin/sign-up.server'
import { csrfRefusal } from '~/lib/csrf.server'
import { sessionCookieName } from '~/lib/session.server'
import { post, statusOf } from '../../tests/seams-entries'
import { makeFolder, makeTask, makeUser, shareWith } from '../../tests/factories'
import { requireTask } from '~/tasks/tasks.server'
import { folderAccess, membershipsOf } from './access.server'
import { membersOf, SHARE_TEXTS } from './members.server'
import { NOT_RENAMED, renameSharedFolder } from './rename.server'
import { sharingAction, sharingSectionData, type SharingIntent } from './sharing-section.server'

type Answer = { status: number; body?: { reply?: { error?: Record<string, string[] | null> | null } } }
async function send(user: ReturnType<typeof makeUser>, fields: [string, string][]): Promise<Answer> {
	const request = post('/profile/folders', fields)
	const form = await request.formData()
	const intent = String(form.get('intent')) as SharingIntent
	const answer = await sharingAction(user, form, intent)
	const status = await statusOf(answer)
	return { status, body: answer instanceof Response ? undefined : (answer as { data: Answer['body'] }).data }
}
const errorOf = (a: Answer, field: string) => a.body?.reply?.error?.[field]?.[0]

describe('sharing a folder', () => {
	it('the owner shares by email (any case) as editor; the member sees the folder; sharing again changes the role', async () => {
		const owner = makeUser()
		const ann = makeUser()
		const groceries = makeFolder(owner.id, 'Groceries')
		const shared = await send(owner, [['intent', 'share'], ['folderId', groceries.id], ['email', ` ${ann.email.toUpperCase()} `], ['role', 'editor']])
		expect(shared.status).toBe(302)
		expect(folderAccess(ann.id, owner.id, 'Groceries')).toBe('editor')
		expect(membershipsOf(ann.id)).toEqual([{ folderId: groceries.id, folderName: 'Groceries', ownerId: owner.id, role: 'editor' }])
		expect(sharingSectionData(owner).members).toEqual([{ folderId: groceries.id, name: 'Groceries', ownerName: null, members: [expect.objectContaining({ userId: ann.id, role: 'editor' })], invited: [] }])
		expect(sharingSectionData(ann).withMe).toEqual([expect.objectContaining({ folderId: groceries.id, name: 'Groceries', role: 'editor', ownerEmail: owner.email })])
		await send(owner, [['intent', 'share'], ['folderId', groceries.id], ['email', ann.email], ['role', 'viewer']])
		expect(membersOf(groceries.id).map((m) => m.role)).toEqual(['viewer'])
	})

	it('refuses an email without an account (sign-up closed: no invitation), yourself and the owner, each said at the email field; nothing is shared', async () => {
		// with sign-up open or by invitation, an email without an account is invited instead (members-invitations.server.test.ts)
		setSignUpPolicy('closed')
		onTestFinished(() => setSignUpPolicy('open'))
		const owner = makeUser()
		const manager = makeUser()
		const folder = shareWith(owner.id, 'Move', manager.id, 'manager')
		const unknown = await send(owner, [['intent', 'share'], ['folderId', folder.id], ['email', 'nobody-here@example.com'], ['role', 'editor']])
		expect(unknown.status).toBe(400)
		expect(errorOf(unknown, 'email')).toBe(SHARE_TEXTS.noAccount)
		expect(SHARE_TEXTS.noAccount).toBe('There is no account with that email on this server. Ask them to sign up first.')
		expect(errorOf(await send(owner, [['intent', 'share'], ['folderId', folder.id], ['email', owner.email], ['role', 'editor']]), 'email')).toBe(SHARE_TEXTS.yourself)
		expect(errorOf(await send(manager, [['intent', 'share'], ['folderId', folder.id], ['email', owner.email], ['role', 'editor']]), 'email')).toBe(SHARE_TEXTS.owner)
		expect(membersOf(folder.id).map((m) => m.userId)).toEqual([manager.id])
	})

	it('another person’s folder id is refused as no such folder; an editor or viewer may not share; a manager may', async () => {
		const owner = makeUser()
		const editor = makeUser()
		const viewer = makeUser()
		const manager = makeUser()
		const mallory = makeUser()
		const victim = makeUser()
		const folder = shareWith(owner.id, 'Club', editor.id, 'editor')
		shareWith(owner.id, 'Club', viewer.id, 'viewer')
		shareWith(owner.id, 'Club', manager.id, 'manager')
		for (const who of [mallory, editor, viewer]) {
			const answer = await send(who, [['intent', 'share'], ['folderId', folder.id], ['email', victim.email], ['role', 'manager']])
			expect(answer.status).toBe(400)
			expect(errorOf(answer, 'folderId')).toBe(SHARE_TEXTS.noFolder)
		}
		expect(folderAccess(victim.id, owner.id, 'Club')).toBeNull()
		expect((await send(manager, [['intent', 'share'], ['folderId', folder.id], ['email', victim.email], ['role', 'viewer']])).status).toBe(302)
		expect(folderAccess(victim.id, owner.id, 'Club')).toBe('viewer')
	})

	it('changing a role and removing: the owner and managers only; a member leaves by themselves', async () => {
		const owner = makeUser()
		const a = makeUser()
		const b = makeUser()
		const folder = shareWith(owner.id, 'Team', a.id, 'editor')
		shareWith(owner.id, 'Team', b.id, 'viewer')
		// tasks of the folder assigned to them (one a sub-task), and one of another folder of the owner's
		const task = makeTask(owner.id, { title: 'Plan', folder: 'Team', assignedTo: b.id })
		const sub = makeTask(owner.id, { title: 'Step', parentId: task.id, assignedTo: a.id })
		shareWith(owner.id, 'Other', a.id, 'editor')
		const elsewhere = makeTask(owner.id, { title: 'Else', folder: 'Other', assignedTo: a.id })
		// an editor changes nothing of another member
		await send(a, [['intent', 'member-role'], ['folderId', folder.id], ['userId', b.id], ['role', 'manager']])
		await send(a, [['intent', 'member-remove'], ['folderId', folder.id], ['userId', b.id]])
		expect(folderAccess(b.id, owner.id, 'Team')).toBe('viewer')
		await send(owner, [['intent', 'member-role'], ['folderId', folder.id], ['userId', b.id], ['role', 'editor']])
		expect(folderAccess(b.id, owner.id, 'Team')).toBe('editor')
		await send(owner, [['intent', 'member-remove'], ['folderId', folder.id], ['userId', b.id]])
		expect(folderAccess(b.id, owner.id, 'Team')).toBeNull()
		// someone no longer a member is assigned nothing of the folder
		expect(requireTask(owner.id, task.id).assignedTo).toBeNull()
		expect(requireTask(owner.id, sub.id).assignedTo).toBe(a.id)
		await send(a, [['intent', 'leave'], ['folderId', folder.id], ['userId', 'me']])
		expect(folderAccess(a.id, owner.id, 'Team')).toBeNull()
		expect(membersOf(folder.id)).toEqual([])
		expect(requireTask(owner.id, sub.id).assignedTo).toBeNull()
		expect(requireTask(owner.id, elsewhere.id).assignedTo).toBe(a.id)
	})

	it('a manager renames the folder for everyone (its tasks follow); an editor may not; a name the owner uses is refused', async () => {
		const owner = makeUser()
		const manager = makeUser()
		const editor = makeUser()
		const folder = shareWith(owner.id, 'Club', manager.id, 'manager')
		shareWith(owner.id, 'Club', editor.id, 'editor')
		makeFolder(owner.id, 'Private')
		const task = makeTask(owner.id, { title: 'Fixtures', folder: 'Club' })
		await send(editor, [['intent', 'folder-rename'], ['folderId', folder.id], ['name', 'Editors’ club']])
		expect(folderAccess(editor.id, owner.id, 'Club')).toBe('editor')
		await send(manager, [['intent', 'folder-rename'], ['folderId', folder.id], ['name', 'private']])
		expect(requireTask(owner.id, task.id).folder).toBe('Club')
		await send(manager, [['intent', 'folder-rename'], ['folderId', folder.id], ['name', '  Tennis club ']])
		expect(requireTask(owner.id, task.id).folder).toBe('Tennis club')
		expect(folderAccess(editor.id, owner.id, 'Tennis club')).toBe('editor')
		expect(renameSharedFolder(editor.id, folder.id, 'X')).toEqual({ ok: false, message: NOT_RENAMED })
		expect(renameSharedFolder(manager.id, folder.id, 'Private')).toMatchObject({ ok: false, message: 'The owner has another folder with this name. Choose a different name.' })
	})

	it('a folder deleted or renamed: its members go with it, or follow the new name', async () => {
		const owner = makeUser()
		const a = makeUser()
		const folder = shareWith(owner.id, 'Old', a.id, 'editor')
		const { db } = await import('~/lib/db.server')
		const { folders } = await import('#db/schema')
		const { eq } = await import('drizzle-orm')
		db().update(folders).set({ name: 'New' }).where(eq(folders.id, folder.id)).run()
		expect(folderAccess(a.id, owner.id, 'New')).toBe('editor')
		db().delete(folders).where(eq(folders.id, folder.id)).run()
		expect(membershipsOf(a.id)).toEqual([])
	})

	it('a cross-site post of the Share form is refused before it reaches the action', () => {
		const refusal = csrfRefusal(
			{ method: 'POST', path: '/profile/folders', headers: { cookie: `${sessionCookieName()}=x`, origin: 'https://evil.example' } },
			'http://localhost:3000',
			sessionCookieName(),
		)
		expect(refusal).not.toBeNull()
	})
})
