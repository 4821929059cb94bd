import { describe, expect, test } from 'vitest'
import { parseWithZod } from '@conform-to/zod/v4'
import { asc, eq } from 'drizzle-orm'
import { contexts, folders, tasks, userPreferences } from '#db/schema'
import { db } from '~/lib/db.server'
import { countries, EnrollmentSchema, ProfileSchema } from './enrollment'
import { MUST_BE_YES, REQUIRED } from './enrollment-form'
import { enroll } from './enrollment.server'

const valid = {
	firstName: 'Ada',
	lastName: 'Lovelace',
	goesBy: 'Ada',
	timezone: 'Europe/London',
	country: 'GB',
	loadDefaults: 'Y',
	subscriptionTier: 'free',
	privacyPolicy: 'Y',
	userAgreement: 'Y',
}

function errorsOf(values: Record<string, string>) {
	const fd = new FormData()
	for (const [k, v] of Object.entries(values)) fd.set(k, v)
	const s = parseWithZod(fd, { schema: EnrollmentSchema })
	return s.status === 'error' ? (s.error as Record<string, string[]>) : {}
}

describe('enrollment rules (spec point 5)', () => {
	test('a complete form passes', () => {
		expect(errorsOf(valid)).toEqual({})
	})
	test.each(['firstName', 'lastName', 'country', 'loadDefaults', 'subscriptionTier'])(
		'%s is required',
		(field) => {
			expect(errorsOf({ ...valid, [field]: '' })[field]).toEqual([REQUIRED])
		},
	)
	test('names are at most 100 characters, and the message says so', () => {
		expect(errorsOf({ ...valid, firstName: 'A'.repeat(100), lastName: 'B'.repeat(100), goesBy: 'C'.repeat(100) })).toEqual({})
		expect(errorsOf({ ...valid, firstName: 'A'.repeat(101) }).firstName).toEqual(['The first name can be at most 100 characters.'])
		expect(errorsOf({ ...valid, lastName: 'B'.repeat(1_000_000) }).lastName).toEqual(['The last name can be at most 100 characters.'])
		expect(errorsOf({ ...valid, goesBy: 'C'.repeat(101) }).goesBy).toEqual(['The name you go by can be at most 100 characters.'])
	})
	test('text inputs are trimmed, so blanks are missing', () => {
		expect(errorsOf({ ...valid, firstName: '   ' }).firstName).toEqual([REQUIRED])
	})
	test.each(['privacyPolicy', 'userAgreement'])('%s must be Yes', (field) => {
		expect(errorsOf({ ...valid, [field]: 'N' })[field]).toEqual([MUST_BE_YES])
		expect(errorsOf({ ...valid, [field]: '' })[field]).toEqual([MUST_BE_YES])
	})
	test('a paid tier needs a subscription level', () => {
		expect(errorsOf({ ...valid, subscriptionTier: 'paid' }).subscriptionLevel).toEqual([REQUIRED])
	})
	test('the profile form alone requires first name, last name and country', () => {
		const s = ProfileSchema.safeParse({ timezone: 'UTC' })
		expect(s.success).toBe(false)
		const fields = s.error!.issues.map((i) => i.path[0]).sort()
		expect(fields).toEqual(['country', 'firstName', 'lastName'])
	})
	test('countries: US first, XX Prefer not to say', () => {
		const list = countries()
		expect(list[0]).toEqual({ code: 'US', name: 'United States' })
		expect(list.at(-1)).toEqual({ code: 'XX', name: 'Prefer not to say' })
		expect(list.filter((c) => c.code === 'US')).toHaveLength(1)
	})
})

describe('enroll', () => {
	const identity = (n: string) => ({
		subject: `http://localhost:3000/oidc|${n}`,
		email: `${n}@example.com`,
		givenName: 'Ada',
		familyName: 'Lovelace',
		picture: null,
	})

	test('creates the user, preferences and the default data of point 9', () => {
		// 2026-03-10 15:00 UTC; in New York that is 11:00, so "today" is March 10 there
		const now = Date.UTC(2026, 2, 10, 15, 0)
		const user = enroll(identity('a1'), { ...valid, timezone: 'America/New_York' } as never, now)
		expect(user.subscriptionLevel).toBe('2020-free')
		expect(user.subscriptionTier).toBe('free')
		expect(user.version).toBe('0.0.0')
		const f = db().select().from(folders).where(eq(folders.ownerId, user.id)).orderBy(asc(folders.customOrder)).all()
		expect(f.map((x) => [x.name, x.customOrder, x.group, x.private])).toEqual([
			['Inbox', 0, 'Default', true],
			['Family', 5, 'Default', true],
			['Finances', 10, 'Default', true],
			['Personal', 15, 'Default', true],
			['Professional', 20, 'Default', true],
		])
		const c = db().select().from(contexts).where(eq(contexts.ownerId, user.id)).all()
		expect(c.map((x) => x.name).sort()).toEqual(['@Home', '@School', '@Shopping', '@Work'])
		const t = db().select().from(tasks).where(eq(tasks.ownerId, user.id)).all()
		const midnight = (day: number) => Date.UTC(2026, 2, day, 4, 0) // EDT is UTC-4 after March 8
		expect(
			t.map((x) => [x.title, x.start, x.due, x.priority, x.status, x.folder, x.star, x.repeat]).sort(),
		).toEqual(
			[
				['#1 Add every task I can think of', midnight(10), midnight(10), 'top', 'next', 'Inbox', false, ''],
				['#2 Refine', midnight(11), midnight(11), 'top', 'next', 'Inbox', false, ''],
				['#3 Organize', midnight(12), midnight(12), 'top', 'next', 'Inbox', false, ''],
				['Process Inbox', midnight(10), midnight(10), 'top', 'next', 'Inbox', false, 'FREQ=DAILY;INTERVAL=2'],
			].sort(),
		)
		const prefs = db().select().from(userPreferences).where(eq(userPreferences.ownerId, user.id)).get()!
		expect(prefs.defaultTaskOptions).toEqual({
			priority: 'medium',
			status: 'planning',
			folder: 'Inbox',
			context: '',
			start: 1,
			due: 1,
		})
		expect(prefs.taskFilter.completed).toBe('N')
	})

	test('with load defaults No, no folders, contexts or tasks', () => {
		const user = enroll(identity('a2'), { ...valid, loadDefaults: 'N' } as never)
		expect(db().select().from(folders).where(eq(folders.ownerId, user.id)).all()).toHaveLength(0)
		expect(db().select().from(tasks).where(eq(tasks.ownerId, user.id)).all()).toHaveLength(0)
		expect(db().select().from(userPreferences).where(eq(userPreferences.ownerId, user.id)).all()).toHaveLength(1)
	})
})
