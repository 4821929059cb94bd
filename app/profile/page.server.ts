// What each section of the profile page needs; only the open section's data is read.
import { apiAccessSectionData } from '~/api/api-access.server'
import { calendarSectionData } from '~/calendar/calendar-section.server'
import { countries, timeZones } from '~/identity/enrollment'
import type { User } from '~/identity/users.server'
import { env } from '~/lib/env.server'
import { withDrawnOnly } from '~/lib/rendered-only.server'
import { subscriptionSectionData } from '~/billing/manage.server'
import { longDate } from '~/lib/dates'
import { reminderSectionData } from '~/reminders/settings.server'
import { rowsFromSaved } from './list-editor'
import { listItems, listNames } from '~/tasks/lists.server'
import { getDefaultTaskOptions } from '~/tasks/preferences.server'
import { securitySectionData } from '~/identity/security-section.server'
import { fullName } from './profile.server'
import { sharingSectionData } from '~/sharing/sharing-section.server'
import { folderHandOvers } from '~/sharing/members-hand-over.server'
import { handOverTexts } from '~/sharing/hand-over-texts'
import type { ProfileSectionId } from './sections'

export function profileHeader(user: User) {
	return {
		fullName: fullName(user),
		picture: user.picture,
		memberSince: longDate(user.signupDate, user.timezone),
	}
}

/** async for the sections that need the request (Sign-in and security reads this browser's session) */
export async function sectionData(section: ProfileSectionId, user: User, request: Request) {
	switch (section) {
		case 'general':
			// the country and time zone lists are drawn by the server, not handed to the browser with a document (decision 354)
			return withDrawnOnly(
				request,
				{
					section,
					details: {
						firstName: user.firstName,
						lastName: user.lastName,
						goesBy: user.goesBy ?? '',
						timezone: user.timezone,
						country: user.country,
					},
					theme: user.theme,
					keyboardShortcuts: user.keyboardShortcuts,
					askNextAction: user.askNextAction,
				},
				{ countries: countries(), timeZones: timeZones() },
			)
		case 'subscription':
			return { section, subscription: subscriptionSectionData(user) }
		case 'taskDefaults':
			return {
				section,
				defaults: getDefaultTaskOptions(user.id),
				folders: listNames(user.id, 'folders'),
				contexts: listNames(user.id, 'contexts'),
			}
		case 'contexts':
			return { section, rows: rowsFromSaved(listItems(user.id, section)) }
		case 'folders':
			return { section, rows: rowsFromSaved(listItems(user.id, section)), sharing: sharingSectionData(user) }
		case 'reminder':
			return reminderSectionData(user)
		case 'dataImport':
			return withDrawnOnly(request, { section, timezone: user.timezone }, { timeZones: timeZones() })
		case 'calendarSync':
			return calendarSectionData(user)
		case 'apiAccess':
			return apiAccessSectionData(user)
		case 'signInSecurity':
			return securitySectionData(request, user)
		case 'deleteOptions': {
			// what each Delete does with the folders the person shares (decisions 381, 396), said before they confirm
			const plan = folderHandOvers(user.id)
			return { section, fullName: fullName(user), billing: !!env().billing, handOvers: { account: handOverTexts(plan), data: handOverTexts(plan, 'data') } }
		}
	}
}
export type SectionData = Awaited<ReturnType<typeof sectionData>>
