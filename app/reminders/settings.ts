// The Reminders section's form (screen 21; point 5 rules and point 8 texts): how reminders reach
// the person. Pushover, or email where the server can send mail (issue 53); a stored "sms" is shown as not supported.
import { z } from 'zod'

export const REMINDER_TEXTS = {
	methodRequired: 'You must select a notification method.',
	required: 'This information is required.',
	keyTooLong: 'A Pushover user key is at most 50 characters.',
	unsupported: (method: string) => `Unsupported notification method (${method}).`,
	invalidKey: (reason: string) => `Unable to use key.  Key is ${reason}.`,
	confirmationFailed: (reason: string) => `Unable to use key for confirmation notification (${reason}).  Please try again later.`,
	saved: 'Reminders configured successfully.',
	turnedOff: 'Reminders turned off.',
} as const

export const REMINDER_FIELDS = ['notificationMethod', 'observeQuietHours', 'userKey'] as const

export const METHODS = [
	{ value: 'pushover', label: 'Pushover' },
	{ value: 'email', label: 'Email' },
] as const
export type Method = (typeof METHODS)[number]['value']

const byEmail = (input: unknown) =>
	!!input && typeof input === 'object' && String((input as { notificationMethod?: unknown }).notificationMethod ?? '').trim() === 'email'

/**
 * The form's rules; a blank key keeps the saved one (`hasKey`). `methods`: those this server offers (Pushover with
 * PUSHOVER_APP_TOKEN, email with SMTP_URL). Quiet hours and the key are Pushover's: by email they are not asked.
 */
export function reminderSchema(hasKey: boolean, methods: readonly Method[] = ['pushover']) {
	return z.preprocess(
		// by email, Pushover's quiet hours do not apply: the stored choice stays as it was
		(input) => (byEmail(input) ? { ...(input as object), observeQuietHours: 'yes', userKey: '' } : input),
		z
			.object({
				notificationMethod: z
					.string({ error: REMINDER_TEXTS.methodRequired })
					.trim()
					.min(1, REMINDER_TEXTS.methodRequired)
					.max(50, REMINDER_TEXTS.methodRequired)
					.refine((m) => m === '' || (methods as readonly string[]).includes(m), {
						error: (issue) => REMINDER_TEXTS.unsupported(String(issue.input)),
					}),
				observeQuietHours: z.enum(['yes', 'no'], {
					error: REMINDER_TEXTS.required,
				}),
				userKey: z
					.string()
					.trim()
					.max(50, REMINDER_TEXTS.keyTooLong)
					.optional()
					.transform((v) => v || null),
			})
			.refine((v) => v.notificationMethod === 'email' || v.userKey !== null || hasKey, {
				path: ['userKey'],
				error: REMINDER_TEXTS.required,
				// said beside the other fields' messages, not only once they are right
				when: (payload) => {
					const v = payload.value as { notificationMethod?: unknown; userKey?: unknown }
					return !(payload.issues ?? []).some((i) => i.path?.[0] === 'userKey') && (v.userKey === null || v.userKey === undefined || v.userKey === '') && String(v.notificationMethod ?? '').trim() !== 'email'
				},
			}),
	)
}
export type ReminderForm = z.infer<ReturnType<typeof reminderSchema>>

/** the last 4 characters: all a page ever shows of a key */
export const keyEnding = (key: string | null) => (key ? key.slice(-4) : null)

/** the confirmation notification sent before a new key is saved */
export const CONFIRMATION = {
	title: 'Twentyfour reminders are on',
	message: 'Reminders of your tasks will arrive here.',
	url: '',
	url_title: '',
} as const
