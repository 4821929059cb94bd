// The Folders section's Share form (issue 55 point 1): a folder, an email and a role. The schema is a function so the
// profile page's script, which imports the texts, leaves zod out (decision 336).
import { z } from 'zod'
import { MEMBER_ROLES, ROLE_HINTS, ROLE_NAMES } from './roles'

export const SHARE_FIELDS = ['folderId', 'email', 'role'] as const

export const SHARE_FORM_TEXTS = {
	folder: 'Choose a folder to share.',
	email: 'Enter the email address of their account on this server, such as name@example.com.',
	role: 'Choose what they may do: Viewer, Editor or Manager.',
	member: 'Choose a member of the folder.',
} as const

export const ROLE_OPTIONS = MEMBER_ROLES.map((r) => ({ value: r, label: `${ROLE_NAMES[r]}: ${ROLE_HINTS[r]}` }))

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
