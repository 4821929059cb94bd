// The sharing part of the profile's Folders section (issue 55 point 1; decision 365): what it shows (the Share form's
// folders, each shared folder's members for its owner and managers, the folders shared with you) and its posts.
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import type { User } from '~/identity/users.server'
import { redirectWithToast } from '~/lib/toast.server'
import { listItems } from '~/tasks/lists.server'
import { may, ROLE_NAMES } from './roles'
import { changeRole, foldersSharedWith, membersOf, removeFromFolder, SHARE_TEXTS, shareFolder, visibleFolder } from './members.server'
import { cancelFolderInvitation, invitationsAllowed, inviteToFolder, pendingInvitationsOf, type InviteResult } from './members-invitations.server'
import { inviteCancelSchema, memberFormSchema, renameFormSchema, SHARE_FORM_TEXTS, shareFormSchema } from './share-form'
import { renameSharedFolder } from './rename.server'
import type { MemberRole } from './roles'

export const SHARING_INTENTS = ['share', 'member-role', 'member-remove', 'leave', 'invite-cancel', 'folder-rename'] as const
export type SharingIntent = (typeof SHARING_INTENTS)[number]
export const isSharingIntent = (intent: string): intent is SharingIntent => (SHARING_INTENTS as readonly string[]).includes(intent)

export function sharingSectionData(user: User) {
	const own = listItems(user.id, 'folders').map((f) => ({ id: f.id!, name: f.name, ownerName: null as string | null }))
	const withMe = foldersSharedWith(user.id)
	const managedByMe = withMe.filter((f) => may(f.role, 'share')).map((f) => ({ id: f.folderId, name: f.folderName, ownerName: f.ownerName }))
	const shareable = [...own, ...managedByMe]
	return {
		shareable: shareable.map((f) => ({ value: f.id, label: f.ownerName ? `${f.name} (${f.ownerName}’s)` : f.name })),
		// the members of each folder this person may share, and the emails invited into it, where it has any
		members: shareable
			.map((f) => ({ folderId: f.id, name: f.name, ownerName: f.ownerName, members: membersOf(f.id), invited: pendingInvitationsOf(f.id) }))
			.filter((f) => f.members.length || f.invited.length),
		// whether an email without an account is invited (the server's sign-up policy is not closed: decision 382)
		invites: invitationsAllowed(),
		withMe: withMe.map((f) => ({ folderId: f.folderId, name: f.folderName, ownerName: f.ownerName, ownerEmail: f.ownerEmail, role: f.role })),
	}
}
export type SharingSectionData = ReturnType<typeof sharingSectionData>

const back = (description: string, type: 'success' | 'warning' = 'success') => redirectWithToast('/profile/folders', { type, description })
/** a member change lands on the members (the part of the page it changed), where its Undo then shows them back */
export const SHARING_PART = '/profile/folders#sharing-heading'
const backToMembers = (description: string, undo: string) => redirectWithToast(SHARING_PART, { type: 'success', description, undo })
const NOTHING_CHANGED = 'Nothing was changed: that member or folder is not there, or you may not change it.'

export async function sharingAction(user: User, form: FormData, intent: SharingIntent) {
	if (intent === 'share') {
		const submission = parseWithZod(form, { schema: shareFormSchema() })
		if (submission.status !== 'success') return data({ section: 'folders' as const, reply: submission.reply() }, { status: 400 })
		const { folderId, email, role } = submission.value
		const result = shareFolder(user.id, folderId, email, role)
		// no account with that email: an invitation, when the server's sign-up policy lets people in (decision 382)
		if (!result.ok && result.message === SHARE_TEXTS.noAccount && invitationsAllowed()) {
			const folder = visibleFolder(user.id, folderId)!.folder
			const invited = await inviteToFolder(user.id, folder, email, role)
			if (!invited.ok) return data({ section: 'folders' as const, reply: submission.reply({ fieldErrors: { email: [invited.message] } }) }, { status: 400 })
			return back(invitedText(folder.name, role, invited))
		}
		if (!result.ok) {
			// another person's folder id is refused as a folder that does not exist (nothing said about theirs)
			return data({ section: 'folders' as const, reply: submission.reply({ fieldErrors: { [result.field]: [result.message] } }) }, { status: 400 })
		}
		const who = result.member.name || result.member.email
		return back(
			result.changed
				? `${who} is now ${ROLE_NAMES[role].toLowerCase()} of “${result.folder.name}”.`
				: `“${result.folder.name}” is shared with ${who} as ${ROLE_NAMES[role].toLowerCase()}.`,
		)
	}
	if (intent === 'invite-cancel') {
		const submission = parseWithZod(form, { schema: inviteCancelSchema() })
		const found = submission.status === 'success' ? visibleFolder(user.id, submission.value.folderId) : undefined
		if (submission.status !== 'success' || !found || !may(found.access, 'share') || !cancelFolderInvitation(found.folder.id, submission.value.invitationId)) return back(NOTHING_CHANGED, 'warning')
		return back(`The invitation to “${found.folder.name}” was cancelled.`)
	}
	if (intent === 'folder-rename') {
		const submission = parseWithZod(form, { schema: renameFormSchema() })
		if (submission.status !== 'success') return back(SHARE_FORM_TEXTS.name, 'warning')
		const renamed = renameSharedFolder(user.id, submission.value.folderId, submission.value.name)
		if (!renamed.ok) return back(renamed.message, 'warning')
		return back(renamed.from === renamed.to ? 'Nothing was renamed: the name is the same.' : `“${renamed.from}” is now “${renamed.to}” for everyone it is shared with.`)
	}
	const submission = parseWithZod(form, { schema: memberFormSchema() })
	if (submission.status !== 'success') return back(NOTHING_CHANGED, 'warning')
	const { folderId, userId, role } = submission.value
	// each offers Undo, as a task's delete does (decision 394): the toast's Undo posts to /tasks/undo
	if (intent === 'leave') {
		const left = removeFromFolder(user.id, folderId, user.id)
		return left ? backToMembers(`You left “${left.folder.name}”. Its tasks are no longer in your lists.`, left.undoId) : back(NOTHING_CHANGED, 'warning')
	}
	const who = membersOf(folderId).find((m) => m.userId === userId)
	if (intent === 'member-role') {
		const changed = role ? changeRole(user.id, folderId, userId, role) : null
		if (!role || !changed || !who) return back(NOTHING_CHANGED, 'warning')
		return backToMembers(`${who.name || who.email} is now ${ROLE_NAMES[role].toLowerCase()} of “${changed.folder.name}”.`, changed.undoId)
	}
	const removed = who ? removeFromFolder(user.id, folderId, userId) : null
	if (!removed || !who) return back(NOTHING_CHANGED, 'warning')
	return backToMembers(removedText(who.name || who.email, removed.folder.name, removed.unassigned), removed.undoId)
}

/** what the owner or manager is told after removing a member (the assignments the removal cleared said too) */
export function removedText(who: string, folder: string, unassigned: number) {
	const tasks = unassigned === 1 ? ', and one of its tasks is no longer assigned to them' : unassigned ? `, and ${unassigned} of its tasks are no longer assigned to them` : ''
	return `${who} was removed from “${folder}”: they no longer see its tasks${tasks}.`
}

/** what the sharer is told after inviting an email without an account */
export function invitedText(folder: string, role: MemberRole, invited: Extract<InviteResult, { ok: true }>) {
	const as = ROLE_NAMES[role].toLowerCase()
	if (invited.changed) return `${invited.email} is invited to “${folder}” already: they will be ${as} when they sign up.`
	const how = invited.mailed
		? 'an invitation to sign up was sent to them by mail.'
		: `mail could not be sent from this server, so send them this sign-up link yourself (it is shown only once): ${invited.link}`
	return `There is no account with that email yet. “${folder}” will be shared with ${invited.email} as ${as} when they sign up: ${how}`
}
