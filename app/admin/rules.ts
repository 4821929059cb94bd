// The admin area's rules (issue 53): who is an admin, who may sign up, when an invitation still counts.
// Pure: app/admin/*.server.ts read and write the database around them.
import { z } from 'zod'

export const SIGN_UP_POLICIES = ['open', 'invitation', 'closed'] as const
export type SignUpPolicy = (typeof SIGN_UP_POLICIES)[number]
export const POLICY_LABELS: Record<SignUpPolicy, string> = {
	open: 'Open: anyone who finds this server can sign up',
	invitation: 'By invitation: only with an invitation link made here',
	closed: 'Closed: nobody can sign up',
}

/** an admin: marked so in the database (the first person, or made one here), or named by ADMIN_EMAILS */
export function isAdmin(user: { isAdmin: boolean; email: string; disabledAt?: number | null }, adminEmails: readonly string[]) {
	if (user.disabledAt) return false
	return user.isAdmin || adminEmails.includes(user.email.trim().toLowerCase())
}

export type InvitationState = {
	expiresAt: number
	usedAt: number | null
	email: string | null
}

/** why a sign-up is refused: a code in the refused page's address (/signup/refused?why=...), its text here */
export const REFUSALS = {
	closed: 'Sign-up is closed on this server. Ask the person who runs it for an account.',
	invitation: 'Sign-up on this server is by invitation only. Ask the person who runs it for an invitation link.',
	invalid: 'This invitation is not valid: it was revoked, or the link is wrong.',
	used: 'This invitation was already used.',
	expired: 'This invitation has expired. Ask for a new one.',
	email: 'This invitation is for another email address. Sign up with the address it was made for.',
} as const
/** where a disabled person lands (/signup/refused?why=disabled) */
export const DISABLED = 'This account is disabled on this server. Ask the person who runs it to enable it again.'
export type Refusal = keyof typeof REFUSALS
export const isRefusal = (v: unknown): v is Refusal => typeof v === 'string' && Object.hasOwn(REFUSALS, v)

/** why an invitation cannot be used by this email now, or null when it can */
export function invitationRefusal(invitation: InvitationState | undefined, email: string | null, now: number): Refusal | null {
	if (!invitation) return 'invalid'
	if (invitation.usedAt) return 'used'
	if (invitation.expiresAt <= now) return 'expired'
	if (invitation.email && email !== null && invitation.email.toLowerCase() !== email.trim().toLowerCase()) return 'email'
	return null
}

/**
 * Whether a new person may sign up: the first person of a fresh server always may (they become its admin); then
 * the policy decides, and "by invitation" needs an invitation that still counts for their address.
 */
export function signUpRefusal(input: {
	policy: SignUpPolicy
	firstPerson: boolean
	invitation?: InvitationState
	hasInvitation: boolean
	email: string | null
	now: number
}): Refusal | null {
	if (input.firstPerson || input.policy === 'open') return null
	if (input.policy === 'closed') return 'closed'
	if (!input.hasInvitation) return 'invitation'
	return invitationRefusal(input.invitation, input.email, input.now)
}

export const INVITATION_DAYS = [1, 7, 30] as const

/** the admin page's forms: one schema per intent */
export const PersonActionSchema = z.object({
	intent: z.enum(['disable', 'enable', 'make-admin', 'unmake-admin', 'grant-paid', 'ungrant-paid', 'reset-link']),
	userId: z.string().min(1).max(100),
})
export const DeletePersonSchema = z.object({
	intent: z.literal('delete'),
	userId: z.string().min(1).max(100),
	confirmName: z.string({ error: 'This information is required and it must match the name exactly.' }).trim().max(200),
})
export const PolicySchema = z.object({
	intent: z.literal('policy'),
	policy: z.enum(SIGN_UP_POLICIES, { error: 'Choose who may sign up.' }),
})
export const InviteSchema = z.object({
	intent: z.literal('invite'),
	email: z.email({ error: 'Enter an email address, or leave it empty for anyone.' }).max(254).optional(),
	days: z.coerce.number().int().refine((d) => (INVITATION_DAYS as readonly number[]).includes(d), 'Choose how long the link works.'),
})
export const RevokeSchema = z.object({ intent: z.literal('revoke'), invitationId: z.string().min(1).max(100) })

/** "12.3 MB": sizes on the admin page */
export function formatBytes(bytes: number | null) {
	if (bytes === null || !Number.isFinite(bytes)) return 'unknown'
	const units = ['bytes', 'KB', 'MB', 'GB', 'TB']
	let n = bytes
	let i = 0
	while (n >= 1000 && i < units.length - 1) {
		n /= 1000
		i++
	}
	return i === 0 ? `${n} bytes` : `${n.toFixed(1)} ${units[i]}`
}
