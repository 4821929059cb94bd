// The API Access section's form (issue 16): a name, read-only or read-write, an expiry. Pure: no database here.
import { z } from 'zod'
import { LIMITS, tooLong } from '~/lib/limits'

export const TOKEN_PREFIX = 'tf_pat_'
const DAY = 24 * 60 * 60 * 1000

export const TOKEN_ACCESS = [
	{ value: 'read', label: 'Read-only' },
	{ value: 'write', label: 'Read and write' },
] as const
export type TokenAccess = (typeof TOKEN_ACCESS)[number]['value']

export const TOKEN_EXPIRY = [
	{ value: '30', label: '30 days' },
	{ value: '90', label: '90 days' },
	{ value: '365', label: '365 days' },
	{ value: 'none', label: 'No expiry' },
] as const
export type TokenExpiry = (typeof TOKEN_EXPIRY)[number]['value']

export const TOKEN_TEXTS = {
	nameRequired: 'A name for the token must be provided.',
	nameTooLong: tooLong('The name', LIMITS.listName),
	accessRequired: 'Choose what the token may do.',
	expiryRequired: 'Choose when the token expires.',
	created: 'Token created. Copy it now: it is not shown again.',
	revoked: 'Token revoked. Anything using it can no longer reach your data.',
} as const

export const TOKEN_FIELDS = ['name', 'access', 'expiry'] as const

/** the form's rules: a function, so the profile page, which shows only the options and texts above, ships no zod (a
 * schema made at the top of the module would be kept in its browser bundle) */
export const tokenFormSchema = () =>
	z.object({
		name: z
			.string({ error: TOKEN_TEXTS.nameRequired })
			.trim()
			.min(1, TOKEN_TEXTS.nameRequired)
			.max(LIMITS.listName, TOKEN_TEXTS.nameTooLong),
		access: z.enum(['read', 'write'], { error: TOKEN_TEXTS.accessRequired }),
		expiry: z.enum(['30', '90', '365', 'none'], { error: TOKEN_TEXTS.expiryRequired }),
	})

/** when a token made now with this choice expires (epoch ms), or null for never */
export function expiryOf(expiry: TokenExpiry, now: number) {
	return expiry === 'none' ? null : now + Number(expiry) * DAY
}
