// The forms of "Forgot your password?" (issue 53): the address to send a link to, and the new password.
import { z } from 'zod'
import { SignUpSchema } from './interaction'

export const ForgotPasswordSchema = z.object({ email: SignUpSchema.shape.email })

/** the new password: the same rules as at sign-up */
export const ResetPasswordSchema = z.object({ password: SignUpSchema.shape.password })

export const RESET_TEXTS = {
	sent: 'If an account uses that address, we have sent it a link to reset its password. The link works once, for 30 minutes. Check your inbox (and your spam folder).',
	noMail: 'This server cannot send mail, so it cannot send a password-reset link. Ask the person who runs it for a new link.',
	linkDead: 'This reset link has expired or has already been used.',
	done: 'Your password has been changed, and you have been signed out everywhere. Sign in with your new password.',
} as const
