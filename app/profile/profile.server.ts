// The profile's own record: personal details of the signed-in user.
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import { users } from '#db/schema'
import type { ProfileSchema } from '~/identity/enrollment'
import { db } from '~/lib/db.server'
import type { Theme } from './theme'

export type PersonalDetails = z.infer<typeof ProfileSchema>

export function updatePersonalDetails(userId: string, details: PersonalDetails) {
	db().update(users)
		.set({
			firstName: details.firstName,
			lastName: details.lastName,
			// as at enrollment: without a preferred name, Twentyfour uses the first name
			goesBy: details.goesBy || details.firstName,
			timezone: details.timezone,
			country: details.country,
		})
		.where(eq(users.id, userId))
		.run()
}

/** the profile's Theme; the users row's trigger makes every kept page of theirs render again in it */
export function updateTheme(userId: string, theme: Theme) {
	db().update(users).set({ theme }).where(eq(users.id, userId)).run()
}

/** the profile's Keyboard shortcuts: the users row's trigger makes every kept page of theirs render again with or without them */
export function updateKeyboardShortcuts(userId: string, on: boolean) {
	db().update(users).set({ keyboardShortcuts: on }).where(eq(users.id, userId)).run()
}

export const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`
