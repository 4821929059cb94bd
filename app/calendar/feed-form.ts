// The Calendar and Sync section's feed options form (issue 28): which dates, and whether done tasks show.
import { z } from 'zod'
import { FEED_DATES } from './feed'

export const FEED_FIELDS = ['dates', 'includeCompleted'] as const

export const FEED_DATE_OPTIONS = [
	{ value: 'due', label: 'Due dates' },
	{ value: 'start', label: 'Start dates' },
	{ value: 'both', label: 'Both (from start to due)' },
] satisfies { value: (typeof FEED_DATES)[number]; label: string }[]

export const FEED_TEXTS = {
	turnedOn: 'Your calendar feed is on. Subscribe to its address in your calendar.',
	saved: 'Calendar feed options saved.',
	regenerated: 'Your calendar feed has a new address. The old address no longer works: subscribe to the new one.',
	turnedOff: 'Your calendar feed is off. Its address no longer works.',
}

// a function, so the profile page's script (which imports the texts above) leaves zod out
export const feedOptionsSchema = () =>
	z.object({
		dates: z.enum(FEED_DATES, { error: 'Choose which dates to show in your calendar.' }),
		includeCompleted: z.enum(['yes', 'no'], { error: 'Choose whether completed tasks show in your calendar.' }).transform((v) => v === 'yes'),
	})
