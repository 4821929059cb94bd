// The "Sign-in and security" section's forms (decision 212). Pure: no database here.
import { z } from 'zod'
import { SignUpSchema } from './interaction'

/** what a person typed as a code, digits only ("123 456" and "123-456" are 123456) */
const digitsOf = (code: string) => code.replace(/[\s-]/g, '')

export const PasswordChangeSchema = z.object({
	currentPassword: z.string({ error: 'Enter your current password.' }).min(1, 'Enter your current password.').max(200),
	newPassword: SignUpSchema.shape.password,
})

const PASSKEY_NAME = 'Name the passkey (up to 60 characters), like “Phone” or “Laptop”.'
export const PasskeyNameSchema = z.object({
	name: z.string({ error: PASSKEY_NAME }).trim().min(1, PASSKEY_NAME).max(60, PASSKEY_NAME),
})
export const PasskeyRenameSchema = PasskeyNameSchema.extend({ passkeyId: z.string().min(1).max(64) })

const CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app.'

export const TotpConfirmSchema = z.object({
	code: z
		.string({ error: CODE_REQUIRED })
		.trim()
		.refine((v) => /^\d{6}$/.test(digitsOf(v)), CODE_REQUIRED),
})

export const SecondStepSchema = z.object({
	code: z
		.string({ error: 'Enter a code from your authenticator app, or a recovery code.' })
		.trim()
		.min(1, 'Enter a code from your authenticator app, or a recovery code.')
		.max(40, 'Enter a code from your authenticator app, or a recovery code.'),
})

export const TotpOffSchema = z.object({
	proof: z
		.string({ error: 'Enter a code from your authenticator app, or your password.' })
		.min(1, 'Enter a code from your authenticator app, or your password.')
		.max(200, 'Enter a code from your authenticator app, or your password.'),
})
