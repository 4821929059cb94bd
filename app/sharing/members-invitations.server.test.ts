// Sharing with an email that has no account (issue 55 point 1; decision 382), over a real SMTP conversation with a sink
// on 127.0.0.1: with sign-up open or by invitation, the Share form invites (an invitation of the admin issue, its link
// mailed), the owner sees "Invited" and can cancel; signing up with that link and that email makes a member, and no
// one else becomes one. With sign-up closed the form says they must sign up first (members.server.test.ts).
import { eq } from 'drizzle-orm'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { folderInvitations, invitations } from '#db/schema'
import { invitationByToken, redeemInvitation, setSignUpPolicy } from '~/admin/sign-up.server'
import { invitationRefusal } from '~/admin/rules'
import { db } from '~/lib/db.server'
import { getToast } from '~/lib/toast.server'
import { linkIn } from '../../tests/fakes/smtp-sink'
import { smtpSinkForFile } from '../../tests/smtp-sink-setup'
import { makeFolder, makeUser, newPerson, shareWith } from '../../tests/factories'
import { post } from '../../tests/seams-entries'
import { folderAccess } from './access.server'
import { membersOf } from './members.server'
import { acceptFolderInvitations, INVITE_TEXTS, MAX_PENDING_INVITATIONS, pendingInvitationsOf } from './members-invitations.server'
import { invitedText, sharingAction, sharingSectionData, type SharingIntent } from './sharing-section.server'

vi.setConfig({ testTimeout: 30_000 })

const sink = smtpSinkForFile({ MAIL_FROM: 'Twentyfour <twentyfour@example.org>' })

type Person = ReturnType<typeof makeUser>
async function send(user: Person, fields: [string, string][]) {
	const form = await post('/profile/folders', fields).formData()
	const answer = await sharingAction(user, form, String(form.get('intent')) as SharingIntent)
	const response = answer instanceof Response ? answer : null
	const cookie = response?.headers.get('Set-Cookie')?.split(';')[0] ?? ''
	const toast = cookie ? (await getToast(new Request('http://localhost/', { headers: { Cookie: cookie } }))).toast : null
	const error = response ? undefined : (answer as unknown as { data: { reply: { error?: Record<string, string[]> } } }).data.reply.error
	return { status: response?.status ?? (answer as unknown as { init?: { status?: number } }).init?.status ?? 200, toast, error }
}
const share = (who: Person, folderId: string, email: string, role = 'editor') => send(who, [['intent', 'share'], ['folderId', folderId], ['email', email], ['role', role]])
/** an RFC 2047 Q-encoded header as text */
const decodeWords = (header: string) =>
	header.replace(/=\?UTF-8\?Q\?(.*?)\?=\s*/gi, (_, q: string) => Buffer.from(q.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m: string, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'))
const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1)

async function invited(owner: Person, folderId: string, email: string, role = 'editor') {
	const before = sink.mails.length
	const answer = await share(owner, folderId, email, role)
	expect(answer.status).toBe(302)
	await sink.waitFor(before + 1)
	const mail = sink.to(email.trim().toLowerCase()).at(-1)!
	return { answer, mail, link: linkIn(mail.text, 'https://tasks.example.org/invite/') }
}

describe('sharing with an email that has no account', () => {
	it('invites by mail, shows "Invited" to the owner, and makes a member of whoever signs up with that link and email', async () => {
		const owner = makeUser({ person: { ...newPerson(), firstName: 'Ann', lastName: 'Owner' } })
		const groceries = makeFolder(owner.id, 'Groceries')
		const email = `New.Person.${Date.now()}@Example.com`
		const { answer, mail, link } = await invited(owner, groceries.id, ` ${email} `, 'editor')
		const address = email.toLowerCase()
		expect(answer.toast?.description).toBe(
			`There is no account with that email yet. “Groceries” will be shared with ${address} as editor when they sign up: an invitation to sign up was sent to them by mail.`,
		)
		expect(decodeWords(mail.headers.subject!)).toBe('Ann Owner shares “Groceries” with you on Twentyfour')
		expect(mail.text).toContain('Ann Owner shares the folder “Groceries” with you on their Twentyfour server, as editor.')
		expect(mail.html).toContain(`href="${link}"`)
		// the admin issue's invitation: for that email, only its hash kept
		const invitation = invitationByToken(tokenOf(link))!
		expect(invitation).toMatchObject({ email: address, createdBy: owner.id, usedAt: null })
		expect(JSON.stringify(db().select().from(invitations).all())).not.toContain(tokenOf(link))
		expect(sharingSectionData(owner).members).toEqual([
			{ folderId: groceries.id, name: 'Groceries', ownerName: null, members: [], invited: [{ id: expect.any(String), email: address, role: 'editor', expiresAt: invitation.expiresAt, expired: false }] },
		])
		// sharing again changes the role of the pending share; no second mail
		const again = await share(owner, groceries.id, address, 'viewer')
		expect(again.toast?.description).toBe(`${address} is invited to “Groceries” already: they will be viewer when they sign up.`)
		expect(pendingInvitationsOf(groceries.id).map((i) => i.role)).toEqual(['viewer'])

		// someone else signing up with the link (another email), or with the email but no link: nothing
		const mallory = makeUser()
		expect(acceptFolderInvitations(mallory.id, mallory.email, tokenOf(link))).toBe(0)
		const sameEmailNoLink = makeUser({ person: { ...newPerson(), email: address } })
		expect(acceptFolderInvitations(sameEmailNoLink.id, address, null)).toBe(0)
		expect(membersOf(groceries.id)).toEqual([])
		db().delete((await import('#db/schema')).users).where(eq((await import('#db/schema')).users.id, sameEmailNoLink.id)).run()

		// the person signs up with the link and that email: a member with the role, the invitation used up
		const person = makeUser({ person: { ...newPerson(), email } })
		expect(acceptFolderInvitations(person.id, person.email, tokenOf(link))).toBe(1)
		expect(folderAccess(person.id, owner.id, 'Groceries')).toBe('viewer')
		expect(pendingInvitationsOf(groceries.id)).toEqual([])
		expect(invitationRefusal(invitationByToken(tokenOf(link)), null, Date.now())).toBe('used')
		// the link does not work a second time
		expect(acceptFolderInvitations(mallory.id, person.email, tokenOf(link))).toBe(0)
	})

	it('by invitation only: the provider’s sign-up used the invitation already; the same email is still let in', async () => {
		setSignUpPolicy('invitation')
		onTestFinished(() => setSignUpPolicy('open'))
		const owner = makeUser()
		const club = makeFolder(owner.id, 'Club')
		const email = `club.${Date.now()}@example.com`
		const { link } = await invited(owner, club.id, email, 'manager')
		expect(redeemInvitation(tokenOf(link), email)).toBe(true)
		const person = makeUser({ person: { ...newPerson(), email } })
		expect(acceptFolderInvitations(person.id, email, tokenOf(link))).toBe(1)
		expect(folderAccess(person.id, owner.id, 'Club')).toBe('manager')
	})

	it('the owner or a manager cancels an invitation (its link stops working); an editor, or another folder’s id, changes nothing', async () => {
		const owner = makeUser()
		const editor = makeUser()
		const folder = shareWith(owner.id, 'Move', editor.id, 'editor')
		const other = makeFolder(owner.id, 'Other')
		const email = `move.${Date.now()}@example.com`
		const { link } = await invited(owner, folder.id, email)
		const [pending] = pendingInvitationsOf(folder.id)
		const cancel = (who: Person, folderId: string) => send(who, [['intent', 'invite-cancel'], ['folderId', folderId], ['invitationId', pending!.id]])
		expect((await cancel(editor, folder.id)).toast?.type).toBe('warning')
		expect((await cancel(owner, other.id)).toast?.type).toBe('warning')
		expect(pendingInvitationsOf(folder.id)).toHaveLength(1)
		// an editor may not invite either
		expect((await share(editor, folder.id, `other.${Date.now()}@example.com`)).status).toBe(400)
		expect((await cancel(owner, folder.id)).toast?.description).toBe('The invitation to “Move” was cancelled.')
		expect(pendingInvitationsOf(folder.id)).toEqual([])
		expect(invitationByToken(tokenOf(link))).toBeUndefined()
		const person = makeUser({ person: { ...newPerson(), email } })
		expect(acceptFolderInvitations(person.id, email, tokenOf(link))).toBe(0)
		expect(membersOf(folder.id).map((m) => m.userId)).toEqual([editor.id])
	})

	it('an expired invitation shows as expired; sharing again sends a new link, and the old one makes nobody a member', async () => {
		const owner = makeUser()
		const folder = makeFolder(owner.id, 'Trip')
		const email = `trip.${Date.now()}@example.com`
		const first = await invited(owner, folder.id, email, 'viewer')
		db().update(invitations).set({ expiresAt: Date.now() - 1 }).where(eq(invitations.id, invitationByToken(tokenOf(first.link))!.id)).run()
		expect(pendingInvitationsOf(folder.id)).toEqual([expect.objectContaining({ email, expired: true })])
		const second = await invited(owner, folder.id, email, 'editor')
		expect(second.link).not.toBe(first.link)
		expect(pendingInvitationsOf(folder.id)).toEqual([expect.objectContaining({ email, role: 'editor', expired: false })])
		const person = makeUser({ person: { ...newPerson(), email } })
		expect(acceptFolderInvitations(person.id, email, tokenOf(first.link))).toBe(0)
		expect(acceptFolderInvitations(person.id, email, tokenOf(second.link))).toBe(1)
		expect(folderAccess(person.id, owner.id, 'Trip')).toBe('editor')
	})

	it(`a person has at most ${MAX_PENDING_INVITATIONS} invitations waiting (each is a mail to an address they typed)`, async () => {
		const owner = makeUser()
		const folder = makeFolder(owner.id, 'Party')
		const now = Date.now()
		for (let i = 0; i < MAX_PENDING_INVITATIONS; i++) {
			const { createInvitation } = await import('~/admin/sign-up.server')
			const made = createInvitation({ createdBy: owner.id, email: `guest${i}.${now}@example.com`, days: 14 })
			db().insert(folderInvitations).values({ folderId: folder.id, invitationId: made.invitation.id, email: `guest${i}.${now}@example.com`, role: 'viewer', addedAt: now, addedBy: owner.id }).run()
		}
		const before = sink.mails.length
		const refused = await share(owner, folder.id, `one.more.${now}@example.com`)
		expect(refused.status).toBe(400)
		expect(refused.error?.email).toEqual([INVITE_TEXTS.tooMany])
		expect(sink.mails.length).toBe(before)
	})

	it('without mail, the sharer is given the link to send themselves', () => {
		expect(invitedText('Band', 'viewer', { ok: true, email: 'x@example.com', changed: false, mailed: false, link: 'https://tasks.example.org/invite/abc' })).toBe(
			'There is no account with that email yet. “Band” will be shared with x@example.com as viewer when they sign up: mail could not be sent from this server, so send them this sign-up link yourself (it is shown only once): https://tasks.example.org/invite/abc',
		)
	})
})

describe('the enrollment wizard accepts the invitation it was reached with', () => {
	it('a new account made through /signup with the invitation cookie is a member at once', async () => {
		const { createAccount } = await import('~/identity/accounts.server')
		const { enrollmentAction } = await import('~/identity/enrollment-page.server')
		const { invitationCookie } = await import('~/admin/sign-up.server')
		const { commitSession, sessionStorage } = await import('~/lib/session.server')
		const { env } = await import('~/lib/env.server')
		const { findUserBySubject } = await import('~/identity/users.server')
		const owner = makeUser()
		const folder = makeFolder(owner.id, 'Choir')
		const email = `choir.${Date.now()}@example.com`
		const { link } = await invited(owner, folder.id, email, 'editor')
		// the person followed the link (the cookie), signed up at the embedded provider, and fills in the wizard
		const { account } = await createAccount({ email, password: 'a long pass phrase', givenName: 'Cleo', familyName: 'New' })
		const identity = { subject: `${env().oidc.issuer}|${account!.id}`, email, givenName: 'Cleo', familyName: 'New', picture: null }
		const session = await sessionStorage().getSession()
		session.set('identity', identity)
		const cookies = [(await commitSession(session)).split(';')[0], (await invitationCookie().serialize(tokenOf(link))).split(';')[0]].join('; ')
		const fields = { firstName: 'Cleo', lastName: 'New', goesBy: 'Cleo', timezone: 'UTC', country: 'GB', loadDefaults: 'N', subscriptionTier: 'free', privacyPolicy: 'Y', userAgreement: 'Y' }
		const request = new Request('http://localhost/signup', { method: 'POST', headers: { Cookie: cookies, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) })
		const answer = (await enrollmentAction(request, { isDataRequest: false } as never)) as Response
		expect(answer.status).toBe(302)
		const user = findUserBySubject(identity.subject)!
		expect(folderAccess(user.id, owner.id, 'Choir')).toBe('editor')
		expect(pendingInvitationsOf(folder.id)).toEqual([])
	})
})
