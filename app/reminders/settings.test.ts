import { describe, expect, it } from 'vitest'
import { keyEnding, REMINDER_TEXTS, reminderSchema } from './settings'

const parse = (input: Record<string, unknown>, hasKey = false) => reminderSchema(hasKey).safeParse(input)
const messages = (r: ReturnType<typeof parse>) => (r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message])))

describe('reminderSchema (point 5)', () => {
	it('asks for a method, quiet hours and a key', () => {
		expect(messages(parse({}))).toEqual({
			notificationMethod: 'You must select a notification method.',
			observeQuietHours: 'This information is required.',
			userKey: 'This information is required.',
		})
		expect(messages(parse({ notificationMethod: '', observeQuietHours: 'yes' }))).toEqual({
			notificationMethod: 'You must select a notification method.',
			userKey: 'This information is required.',
		})
	})
	it('says a stored or posted sms is not supported', () => {
		expect(messages(parse({ notificationMethod: 'sms', observeQuietHours: 'yes', userKey: 'k' }))).toEqual({
			notificationMethod: 'Unsupported notification method (sms).',
		})
	})
	it('keeps the saved key when the field is blank', () => {
		expect(parse({ notificationMethod: 'pushover', observeQuietHours: 'no', userKey: '  ' }, true)).toMatchObject({
			success: true,
			data: { notificationMethod: 'pushover', observeQuietHours: 'no', userKey: null },
		})
	})
	it('bounds the key', () => {
		expect(messages(parse({ notificationMethod: 'pushover', observeQuietHours: 'no', userKey: 'k'.repeat(51) }))).toEqual({
			userKey: REMINDER_TEXTS.keyTooLong,
		})
	})
	it('has the exact texts of point 5 and 8', () => {
		expect(REMINDER_TEXTS.invalidKey('invalid')).toBe('Unable to use key.  Key is invalid.')
		expect(REMINDER_TEXTS.confirmationFailed('HTTP 500')).toBe('Unable to use key for confirmation notification (HTTP 500).  Please try again later.')
		expect(REMINDER_TEXTS.saved).toBe('Reminders configured successfully.')
	})
	it('by email (where the server sends mail) asks for neither quiet hours nor a key; elsewhere email is not supported', () => {
		const both = ['pushover', 'email'] as const
		expect(reminderSchema(false, both).safeParse({ notificationMethod: 'email' })).toMatchObject({ success: true, data: { notificationMethod: 'email', userKey: null } })
		expect(messages(reminderSchema(false, ['pushover']).safeParse({ notificationMethod: 'email' }))).toEqual({ notificationMethod: 'Unsupported notification method (email).' })
		expect(messages(reminderSchema(false, ['email']).safeParse({ notificationMethod: 'pushover', observeQuietHours: 'yes', userKey: 'k' }))).toEqual({
			notificationMethod: 'Unsupported notification method (pushover).',
		})
		expect(messages(reminderSchema(false, both).safeParse({ notificationMethod: 'pushover' }))).toEqual({
			observeQuietHours: 'This information is required.',
			userKey: 'This information is required.',
		})
	})
	it('shows only the last 4 characters of a key', () => {
		expect(keyEnding('uQiRzpo4DXghDmr9QzzfQu27cmVRsG')).toBe('VRsG')
		expect(keyEnding(null)).toBeNull()
	})
})
