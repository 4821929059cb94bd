// Sharing with an email that has no account yet (issue 55 point 1; decision 382): when the server's sign-up policy lets
// anyone in by invitation (open or by invitation; not closed), the Share form makes a sign-up invitation for that email
// (the admin issue's `invitations`, app/admin/sign-up.server.ts), keeps the pending share (folder, role, email) and
// mails the link. Whoever signs up with that link and that email becomes a member; nobody else does (an address typed
// at sign-up proves nothing by itself). The owner and managers see each pending share as "Invited" and can cancel it.
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm'
import { folderInvitations, invitations, folderMembers, users } from '#db/schema'
import { createInvitation, invitationByToken, redeemInvitation, revokeInvitation, signUpPolicy } from '~/admin/sign-up.server'
import { db } from '~/lib/db.server'
import { compose } from '~/mail/messages'
import { mailConfigured, sendMail } from '~/mail/mail.server'
import { ROLE_NAMES, type MemberRole } from './roles'

/** how long the link works */
export const INVITATION_DAYS = 14
/** pending invitations one person may have at a time (each is a mail to an address they typed) */
export const MAX_PENDING_INVITATIONS = 20

export const INVITE_TEXTS = {
	tooMany: `You have ${MAX_PENDING_INVITATIONS} invitations waiting already. Cancel some, or wait until they are used, before inviting more.`,
} as const

/** whether the Share form may invite an email without an account: the admin's sign-up policy lets people in */
export const invitationsAllowed = () => signUpPolicy() !== 'closed'

export type Invited = { id: string; email: string; role: MemberRole; expiresAt: number; expired: boolean }

/** the pending shares of a folder, by email (expired ones too: the owner sees why nobody came, and cancels) */
export function pendingInvitationsOf(folderId: string, now = Date.now()): Invited[] {
	return db()
		.select({ id: folderInvitations.id, email: folderInvitations.email, role: folderInvitations.role, expiresAt: invitations.expiresAt })
		.from(folderInvitations)
		.innerJoin(invitations, eq(invitations.id, folderInvitations.invitationId))
		.where(and(eq(folderInvitations.folderId, folderId), isNull(invitations.usedAt)))
		.orderBy(asc(folderInvitations.email))
		.all()
		.map((i) => ({ ...i, expired: i.expiresAt <= now }))
}

export function folderInvitationMail(sharer: string, folder: string, role: MemberRole, link: string) {
	return compose(`${sharer} shares “${folder}” with you on Twentyfour`, '', {
		paragraphs: [
			`${sharer} shares the folder “${folder}” with you on their Twentyfour server, as ${ROLE_NAMES[role].toLowerCase()}.`,
			`Sign up with the link below, with this email address, to see it. The link works once, for ${INVITATION_DAYS} days.`,
			'If you do not know them, ignore this mail: nothing happens.',
		],
		link: { href: link, label: 'Sign up and see the folder' },
	})
}

export type InviteResult =
	| { ok: true; email: string; changed: boolean; mailed: boolean; link: string | null }
	| { ok: false; message: string }

/**
 * Invites `email` into the folder as `role` (the caller has checked that the actor may share it and that there is no
 * account with that email). An email invited already keeps its invitation and gets the new role.
 */
export async function inviteToFolder(actorId: string, folder: { id: string; name: string }, email: string, role: MemberRole, now = Date.now()): Promise<InviteResult> {
	const address = email.trim().toLowerCase()
	const before = db().select().from(folderInvitations).where(and(eq(folderInvitations.folderId, folder.id), eq(folderInvitations.email, address))).get()
	// an expired invitation is replaced by a new one (a new link, mailed again)
	if (before && pendingInvitationsOf(folder.id, now).find((i) => i.id === before.id)?.expired !== false) cancelFolderInvitation(folder.id, before.id)
	else if (before) {
		db().update(folderInvitations).set({ role }).where(eq(folderInvitations.id, before.id)).run()
		return { ok: true, email: address, changed: true, mailed: false, link: null }
	}
	const pending = db()
		.select({ n: sql<number>`count(*)` })
		.from(folderInvitations)
		.innerJoin(invitations, eq(invitations.id, folderInvitations.invitationId))
		.where(and(eq(folderInvitations.addedBy, actorId), isNull(invitations.usedAt), gt(invitations.expiresAt, now)))
		.get()!.n
	if (pending >= MAX_PENDING_INVITATIONS) return { ok: false, message: INVITE_TEXTS.tooMany }
	const made = db().transaction(() => {
		const invitation = createInvitation({ createdBy: actorId, email: address, days: INVITATION_DAYS }, now)
		db().insert(folderInvitations).values({ folderId: folder.id, invitationId: invitation.invitation.id, email: address, role, addedAt: now, addedBy: actorId }).run()
		return invitation
	})
	if (!mailConfigured()) return { ok: true, email: address, changed: false, mailed: false, link: made.link }
	const actor = db().select({ name: sql<string>`trim(coalesce(nullif(${users.goesBy}, ''), ${users.firstName}) || ' ' || ${users.lastName})` }).from(users).where(eq(users.id, actorId)).get()
	const sent = await sendMail({ to: address, ...folderInvitationMail(actor?.name || 'Someone', folder.name, role, made.link) })
	return { ok: true, email: address, changed: false, mailed: sent.ok, link: sent.ok ? null : made.link }
}

/** cancels a pending share of this folder (and its unused invitation); false when it is not there */
export function cancelFolderInvitation(folderId: string, pendingId: string): boolean {
	const row = db().select().from(folderInvitations).where(and(eq(folderInvitations.id, pendingId), eq(folderInvitations.folderId, folderId))).get()
	if (!row) return false
	return db().transaction(() => {
		db().delete(folderInvitations).where(eq(folderInvitations.id, row.id)).run()
		// the sign-up link goes with it (when nothing else waits on it and it is unused)
		const others = db().select({ id: folderInvitations.id }).from(folderInvitations).where(eq(folderInvitations.invitationId, row.invitationId)).get()
		if (!others) revokeInvitation(row.invitationId)
		return true
	})
}

/**
 * After a sign-up: the folders shared with this email through the invitation the browser carried (its cookie) become
 * memberships. The invitation must be for this email and unused (then it is used up here) or used by this email.
 * Returns how many folders were shared.
 */
export function acceptFolderInvitations(userId: string, email: string, token: string | null, now = Date.now()): number {
	const invitation = invitationByToken(token)
	const address = email.trim().toLowerCase()
	if (!invitation || !token || (invitation.email ?? '').toLowerCase() !== address) return 0
	if (invitation.usedAt ? invitation.usedByEmail !== address : !redeemInvitation(token, address, now)) return 0
	const pending = db().select().from(folderInvitations).where(and(eq(folderInvitations.invitationId, invitation.id), eq(folderInvitations.email, address))).all()
	db().transaction(() => {
		for (const p of pending) {
			db()
				.insert(folderMembers)
				.values({ folderId: p.folderId, userId, role: p.role, addedAt: now, addedBy: p.addedBy })
				.onConflictDoUpdate({ target: [folderMembers.folderId, folderMembers.userId], set: { role: p.role } })
				.run()
			db().delete(folderInvitations).where(eq(folderInvitations.id, p.id)).run()
		}
	})
	return pending.length
}
