// The "Sign-in and security" section's forms (decision 212). Pure: no database here.
import { z } from 'zod'
import { SignUpSchema } from './interaction'

export const PasswordChangeSchema = z.object({
	currentPassword: z.string({ error: 'Enter your current password.' }).min(1, 'Enter your current password.').max(200),
	newPassword: SignUpSchema.shape.password,
})
export const PASSWORD_FIELDS = ['currentPassword', 'newPassword'] as const

export const SECURITY_TEXTS = {
	wrongPassword: 'Your current password is not right.',
	samePassword: 'Choose a password different from your current one.',
	passwordChanged: 'Your password was changed. You were signed out everywhere else.',
	sessionEnded: 'That session was signed out.',
	othersEnded: (n: number) => (n === 1 ? 'Signed out of 1 other session.' : `Signed out of ${n} other sessions.`),
	totpOn: 'Two-factor codes are on. Keep your recovery codes somewhere safe.',
	totpOff: 'Two-factor codes are off.',
	totpCancelled: 'Two-factor set-up cancelled. Nothing was changed.',
	wrongProof: 'That is neither a current code from your app nor your password.',
} as const

const PASSKEY_NAME = 'Name the passkey (up to 60 characters), like “Phone” or “Laptop”.'
export const PasskeyNameSchema = z.object({
	name: z.string({ error: PASSKEY_NAME }).trim().min(1, PASSKEY_NAME).max(60, PASSKEY_NAME),
})
export const PasskeyRenameSchema = PasskeyNameSchema.extend({ passkeyId: z.string().min(1).max(64) })

export const PASSKEY_TEXTS = {
	added: (name: string) => `Passkey “${name}” added. You can sign in with it alone.`,
	renamed: 'Passkey renamed.',
	removed: 'Passkey removed. You were signed out everywhere else.',
	failed: 'The passkey could not be added. Try again.',
	refused: 'That passkey did not sign you in. Try again, or sign in with your password.',
	notFound: { title: 'Passkey not found', message: 'No such passkey of yours exists.' },
} as const
