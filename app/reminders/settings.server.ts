// The Reminders section (screen 21): what it shows, and its Save (validate the key with Pushover,
// send a confirmation notification, then save) and Turn off. The key is never shown back or logged.
import { parseWithZod } from '@conform-to/zod/v4'
import { eq } from 'drizzle-orm'
import { data } from 'react-router'
import { users } from '#db/schema'
import type { User } from '~/identity/users.server'
import { db } from '~/lib/db.server'
import { redirectWithToast } from '~/lib/toast.server'
import { mailConfigured } from '~/mail/mail.server'
import { digestSettingsData } from '~/mail/digests.server'
import { configuredPushover, type PushoverClient, type PushoverFailure } from './pushover.server'
import { priorityFor } from './reminders'
import { CONFIRMATION, keyEnding, REMINDER_TEXTS, reminderSchema, type Method } from './settings'

/** the methods this server offers: Pushover with PUSHOVER_APP_TOKEN, email with SMTP_URL (issue 53) */
export function availableMethods(pushover = !!configuredPushover()): Method[] {
	return [...(pushover ? (['pushover'] as const) : []), ...(mailConfigured() ? (['email'] as const) : [])]
}

export function reminderSectionData(user: User) {
	const methods = availableMethods()
	return {
		section: 'reminder' as const,
		/** false without PUSHOVER_APP_TOKEN and SMTP_URL: reminders are not available on this instance */
		available: methods.length > 0,
		methods,
		email: user.email,
		digests: digestSettingsData(user),
		timezone: user.timezone,
		method: user.notificationMethod,
		observeQuietHours: user.pushoverObserveQuietHours,
		keyEnding: keyEnding(user.pushoverApiKey),
		keyProblem: user.pushoverKeyProblem,
	}
}
export type ReminderSectionData = ReturnType<typeof reminderSectionData>

/** a failure as the {reason} of the point 5 messages */
function reasonOf(result: PushoverFailure) {
	if (result.kind === 'invalid-user') return 'invalid'
	if (result.kind === 'temporary') return `unverified: ${result.reason}`
	return result.reason
}

export async function saveReminderSettings(user: User, form: FormData, intent: string, client = configuredPushover()) {
	const methods = availableMethods(!!client)
	if (!methods.length) throw data('Reminders are not available on this instance.', { status: 409 })
	if (intent === 'off') {
		setReminderSettings(user.id, { notificationMethod: null, pushoverApiKey: null, pushoverObserveQuietHours: null })
		return redirectWithToast('/profile/reminder', { type: 'success', description: REMINDER_TEXTS.turnedOff })
	}
	if (intent !== 'save') throw data(`Encountered unexpected saveAction = ${intent}`, { status: 400 })
	const submission = parseWithZod(form, { schema: reminderSchema(!!user.pushoverApiKey, methods) })
	const refuse = (userKey?: string) =>
		data(
			{ section: 'reminder' as const, reply: submission.reply({ hideFields: ['userKey'], ...(userKey ? { fieldErrors: { userKey: [userKey] } } : {}) }) },
			{ status: 400 },
		)
	if (submission.status !== 'success') return refuse()
	const { notificationMethod, observeQuietHours, userKey } = submission.value
	if (notificationMethod === 'email') {
		// the Pushover key (if any) is kept for a switch back; reminders go to the account's address
		setReminderSettings(user.id, { notificationMethod, pushoverApiKey: user.pushoverApiKey, pushoverObserveQuietHours: user.pushoverObserveQuietHours })
		return redirectWithToast('/profile/reminder', { type: 'success', description: REMINDER_TEXTS.saved })
	}
	if (!client) throw data('Pushover is not available on this instance.', { status: 409 })
	const key = userKey ?? user.pushoverApiKey!
	// a new key (or one Pushover refused since) is checked, then confirmed with a notification
	if (key !== user.pushoverApiKey || user.pushoverKeyProblem) {
		const check = await checkKey(client, key, observeQuietHours)
		if (check) return refuse(check)
	}
	setReminderSettings(user.id, { notificationMethod, pushoverApiKey: key, pushoverObserveQuietHours: observeQuietHours })
	return redirectWithToast('/profile/reminder', { type: 'success', description: REMINDER_TEXTS.saved })
}

/** null when the key is valid and the confirmation notification went out; otherwise the message */
async function checkKey(client: PushoverClient, key: string, observeQuietHours: string) {
	const valid = await client.validate(key)
	if (!valid.ok) return REMINDER_TEXTS.invalidKey(reasonOf(valid))
	const confirmed = await client.send(key, { ...CONFIRMATION, priority: priorityFor(observeQuietHours) })
	if (!confirmed.ok) return REMINDER_TEXTS.confirmationFailed(reasonOf(confirmed))
	return null
}

function setReminderSettings(
	userId: string,
	values: Pick<User, 'notificationMethod' | 'pushoverApiKey' | 'pushoverObserveQuietHours'>,
) {
	db()
		.update(users)
		.set({ ...values, pushoverKeyProblem: null })
		.where(eq(users.id, userId))
		.run()
}
