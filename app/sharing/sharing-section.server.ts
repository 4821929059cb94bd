// The sharing part of the profile's Folders section (issue 55 point 1; decision 365): what it shows (the Share form's
// folders, each shared folder's members for its owner and managers, the folders shared with you) and its posts.
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import type { User } from '~/identity/users.server'
import { redirectWithToast } from '~/lib/toast.server'
import { listItems } from '~/tasks/lists.server'
import { may, ROLE_NAMES } from './roles'
import { changeMemberRole, foldersSharedWith, leaveFolder, membersOf, removeMember, shareFolder, visibleFolder } from './members.server'
import { memberFormSchema, shareFormSchema } from './share-form'

export const SHARING_INTENTS = ['share', 'member-role', 'member-remove', 'leave'] as const
export type SharingIntent = (typeof SHARING_INTENTS)[number]
export const isSharingIntent = (intent: string): intent is SharingIntent => (SHARING_INTENTS as readonly string[]).includes(intent)

export function sharingSectionData(user: User) {
	const own = listItems(user.id, 'folders').map((f) => ({ id: f.id!, name: f.name, ownerName: null as string | null }))
	const withMe = foldersSharedWith(user.id)
	const managedByMe = withMe.filter((f) => may(f.role, 'share')).map((f) => ({ id: f.folderId, name: f.folderName, ownerName: f.ownerName }))
	const shareable = [...own, ...managedByMe]
	return {
		shareable: shareable.map((f) => ({ value: f.id, label: f.ownerName ? `${f.name} (${f.ownerName}’s)` : f.name })),
		// the members of each folder this person may share, where it has any
		members: shareable.map((f) => ({ folderId: f.id, name: f.name, ownerName: f.ownerName, members: membersOf(f.id) })).filter((f) => f.members.length),
		withMe: withMe.map((f) => ({ folderId: f.folderId, name: f.folderName, ownerName: f.ownerName, ownerEmail: f.ownerEmail, role: f.role })),
	}
}
export type SharingSectionData = ReturnType<typeof sharingSectionData>

const back = (description: string, type: 'success' | 'warning' = 'success') => redirectWithToast('/profile/folders', { type, description })
const NOTHING_CHANGED = 'Nothing was changed: that member or folder is not there, or you may not change it.'

export function sharingAction(user: User, form: FormData, intent: SharingIntent) {
	if (intent === 'share') {
		const submission = parseWithZod(form, { schema: shareFormSchema() })
		if (submission.status !== 'success') return data({ section: 'folders' as const, reply: submission.reply() }, { status: 400 })
		const { folderId, email, role } = submission.value
		const result = shareFolder(user.id, folderId, email, role)
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
	const submission = parseWithZod(form, { schema: memberFormSchema() })
	if (submission.status !== 'success') return back(NOTHING_CHANGED, 'warning')
	const { folderId, userId, role } = submission.value
	const folder = visibleFolder(user.id, folderId)?.folder
	if (intent === 'leave') {
		return folder && leaveFolder(user.id, folderId) ? back(`You left “${folder.name}”. Its tasks are no longer in your lists.`) : back(NOTHING_CHANGED, 'warning')
	}
	if (intent === 'member-role') {
		if (!role || !folder || !changeMemberRole(user.id, folderId, userId, role)) return back(NOTHING_CHANGED, 'warning')
		return back(`Role changed to ${ROLE_NAMES[role]} in “${folder.name}”.`)
	}
	if (!folder || !removeMember(user.id, folderId, userId)) return back(NOTHING_CHANGED, 'warning')
	return back(`Removed from “${folder.name}”: they no longer see its tasks.`)
}
