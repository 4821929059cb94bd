// The profile's Calendar and Sync section (issue 28): what it shows, and its forms (turn on, options, new address, off).
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import type { User } from '~/identity/users.server'
import { env } from '~/lib/env.server'
import { sectionPath } from '~/profile/sections'
import { DAV_ROOT } from './caldav-router.server'
import { redirectWithToast } from '~/lib/toast.server'
import { FEED_TEXTS, feedOptionsSchema } from './feed-form'
import { feedPath, getFeed, newFeedAddress, saveFeedOptions, turnOffFeed } from './feeds.server'

export function calendarSectionData(user: User) {
	const feed = getFeed(user.id)
	return {
		section: 'calendarSync' as const,
		feed: feed ? { url: `${env().publicUrl}${feedPath(feed)}`, dates: feed.dates, includeCompleted: feed.includeCompleted } : null,
		caldav: { url: `${env().publicUrl}${DAV_ROOT}`, email: user.email, tokens: sectionPath('apiAccess') },
	}
}
export type CalendarSectionData = ReturnType<typeof calendarSectionData>

const done = (description: string) => redirectWithToast('/profile/calendarSync', { type: 'success', description })

export function calendarSectionAction(user: User, form: FormData, intent: string) {
	switch (intent) {
		case 'turn-on':
		case 'new-address':
			newFeedAddress(user.id)
			return done(intent === 'turn-on' ? FEED_TEXTS.turnedOn : FEED_TEXTS.regenerated)
		case 'turn-off':
			turnOffFeed(user.id)
			return done(FEED_TEXTS.turnedOff)
		case 'save': {
			if (!getFeed(user.id)) throw data('The calendar feed is off.', { status: 409 })
			const submission = parseWithZod(form, { schema: feedOptionsSchema() })
			if (submission.status !== 'success') {
				return data({ section: 'calendarSync' as const, reply: submission.reply() }, { status: 400 })
			}
			saveFeedOptions(user.id, submission.value)
			return done(FEED_TEXTS.saved)
		}
		default:
			throw data(`Encountered unexpected saveAction = ${intent}`, { status: 400 })
	}
}
