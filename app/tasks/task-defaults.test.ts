import crypto from 'node:crypto'
import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { enroll } from '~/identity/enrollment.server'
import { localMidnight } from '~/lib/dates'
import { DEFAULT_TASK_OPTIONS } from '~/tasks/defaults'
import { getDefaultTaskOptions, saveDefaultTaskOptions } from '~/tasks/preferences.server'
import { quickAddFields, taskDefaultsSchema } from './task-defaults'

const schema = taskDefaultsSchema(['Inbox', 'Family'], ['@Home'])
function parse(values: Record<string, string>) {
	const fd = new FormData()
	for (const [k, v] of Object.entries(values)) fd.set(k, v)
	return parseWithZod(fd, { schema })
}
const valid = { priority: 'high', status: 'next', folder: 'Family', context: '@Home', start: '0', due: '7' }

describe('Quick Add Defaults', () => {
	test('a valid form gives numbers for the day offsets', () => {
		const s = parse(valid)
		expect(s.status).toBe('success')
		// Understand what I type: Yes unless the form says No
		expect(s.status === 'success' && s.value).toEqual({ ...valid, start: 0, due: 7, understand: 'Y' })
		const off = parse({ ...valid, understand: 'N' })
		expect(off.status === 'success' && off.value.understand).toBe('N')
	})
	test('no folder or context is allowed; an unknown one is not', () => {
		const s = parse({ ...valid, folder: '', context: '' })
		expect(s.status === 'success' && s.value).toMatchObject({ folder: '', context: '' })
		const bad = parse({ ...valid, folder: 'Someone else', context: '@Nowhere', priority: 'urgent', start: '5' })
		expect(bad.status).toBe('error')
		expect(Object.keys((bad.status === 'error' && bad.error) || {}).sort()).toEqual(['context', 'folder', 'priority', 'start'])
	})
	test('saving changes what quick add fills in', () => {
		const sub = crypto.randomUUID()
		const user = enroll(
			{ subject: `x|${sub}`, email: `${sub}@example.com`, givenName: 'A', familyName: 'L', picture: null },
			{ firstName: 'A', lastName: 'L', timezone: 'America/New_York', country: 'US', loadDefaults: 'Y', subscriptionTier: 'free', privacyPolicy: 'Y', userAgreement: 'Y' },
		)
		const now = Date.UTC(2026, 2, 2, 12)
		expect(getDefaultTaskOptions(user.id)).toEqual(DEFAULT_TASK_OPTIONS)
		const before = quickAddFields(getDefaultTaskOptions(user.id), user.timezone, now)
		expect(before).toMatchObject({ priority: 'medium', status: 'planning', folder: 'Inbox', star: false, completed: false })
		expect(before.start).toBe(localMidnight('America/New_York', now, 1))

		saveDefaultTaskOptions(user.id, { priority: 'top', status: 'next', folder: 'Family', context: '@Home', start: 0, due: 30 })
		const after = quickAddFields(getDefaultTaskOptions(user.id), user.timezone, now)
		expect(after).toMatchObject({ priority: 'top', status: 'next', folder: 'Family', context: '@Home' })
		expect(after.start).toBe(localMidnight('America/New_York', now, 0))
		expect(after.due).toBe(localMidnight('America/New_York', now, 30))
		expect(new Date(after.start).toISOString()).toBe('2026-03-02T05:00:00.000Z')
	})
})
