// The Folders section's Share form (issue 55 point 1): a folder, an email and a role. Its texts are in share-texts.ts,
// which the profile page's script imports without zod (decision 336; tasks-scale.spec.ts weighs /profile's scripts).
import { z } from 'zod'
import { LIMITS } from '~/lib/limits'
import { MEMBER_ROLES } from './roles'
import { SHARE_FORM_TEXTS } from './share-texts'

export { ROLE_OPTIONS, SHARE_FIELDS, SHARE_FORM_TEXTS } from './share-texts'

const folderId = z.string(SHARE_FORM_TEXTS.folder).trim().min(1, SHARE_FORM_TEXTS.folder).max(64, SHARE_FORM_TEXTS.folder)
const role = z.enum(MEMBER_ROLES, { error: SHARE_FORM_TEXTS.role })

export const shareFormSchema = () =>
	z.object({
		folderId,
		email: z.string(SHARE_FORM_TEXTS.email).trim().max(254, SHARE_FORM_TEXTS.email).pipe(z.email(SHARE_FORM_TEXTS.email)),
		role,
	})

/** Change role and Remove on a member's row; Leave on a folder shared with you (its member is the person) */
export const memberFormSchema = () =>
	z.object({
		folderId,
		userId: z.string(SHARE_FORM_TEXTS.member).trim().min(1, SHARE_FORM_TEXTS.member).max(64, SHARE_FORM_TEXTS.member),
		role: role.optional(),
	})

/** Cancel on a pending invitation of a folder's members list */
export const inviteCancelSchema = () =>
	z.object({
		folderId,
		invitationId: z.string(SHARE_FORM_TEXTS.member).trim().min(1, SHARE_FORM_TEXTS.member).max(64, SHARE_FORM_TEXTS.member),
	})

/** Rename on a folder shared with you as a manager: the folder and its new name (checked against the owner's others) */
export const renameFormSchema = () =>
	z.object({
		folderId,
		name: z.string(SHARE_FORM_TEXTS.name).trim().min(1, SHARE_FORM_TEXTS.name).max(LIMITS.listName, SHARE_FORM_TEXTS.name),
	})
