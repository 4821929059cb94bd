// The Reminders section's form (screen 21; point 5 rules and point 8 texts): how reminders reach
// the person. Pushover is the only method; a stored "sms" is shown as not supported.
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

export const METHODS = [{ value: 'pushover', label: 'Pushover' }] as const

/** The form's rules; a blank key keeps the saved one (`hasKey`). */
export function reminderSchema(hasKey: boolean) {
	return z.object({
		notificationMethod: z
			.string({ error: REMINDER_TEXTS.methodRequired })
			.trim()
			.min(1, REMINDER_TEXTS.methodRequired)
			.max(50, REMINDER_TEXTS.methodRequired)
			.refine((m) => m === '' || m === 'pushover', {
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
			.transform((v) => v || null)
			.refine((v) => v !== null || hasKey, REMINDER_TEXTS.required),
	})
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
