// The Share form's fields, texts and role choices (issue 55 point 1), without zod: the profile page's script imports
// these, and zod stays on the server (decision 336). The schemas are in share-form.ts.
import { MEMBER_ROLES, ROLE_HINTS, ROLE_NAMES } from './roles'

export const SHARE_FIELDS = ['folderId', 'email', 'role'] as const

export const SHARE_FORM_TEXTS = {
	folder: 'Choose a folder to share.',
	email: 'Enter the email address of their account on this server, such as name@example.com.',
	role: 'Choose what they may do: Viewer, Editor or Manager.',
	member: 'Choose a member of the folder.',
	name: 'Enter the folder’s new name (up to 100 characters).',
} as const

export const ROLE_OPTIONS = MEMBER_ROLES.map((r) => ({ value: r, label: `${ROLE_NAMES[r]}: ${ROLE_HINTS[r]}` }))
