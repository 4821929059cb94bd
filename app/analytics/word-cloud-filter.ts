// The word cloud's filter (screen 15, spec points 5 and 9): Completed (Y, N, All), Date field
// (Start Date or Due Date), From and To. Point 9's defaults (completed, due in 2019) showed nothing to every new user
// (issue 24): the defaults are all tasks due this year, in the person's timezone.
import { TZDate } from '@date-fns/tz'
import { z } from 'zod'
import { parseIsoDate } from './calendar'

export function wordCloudDefaults(timeZone: string, now = Date.now()) {
	const year = new TZDate(now, timeZone).getFullYear()
	return { completed: 'A', field: 'due', from: `${year}-01-01`, to: `${year}-12-31` } as const
}
type Defaults = ReturnType<typeof wordCloudDefaults>

export const COMPLETED_OPTIONS = [
	{ value: 'Y', label: 'Yes' },
	{ value: 'N', label: 'No' },
	{ value: 'A', label: 'All' },
] as const
export const DATE_FIELD_OPTIONS = [
	{ value: 'start', label: 'Start Date' },
	{ value: 'due', label: 'Due Date' },
] as const

const DATE_MESSAGE = 'Enter a date (year, month and day).'
const date = (fallback: string) =>
	z
		.string()
		.trim()
		.max(10, DATE_MESSAGE)
		.default(fallback)
		.refine((v) => parseIsoDate(v) !== null, DATE_MESSAGE)

export const wordCloudSchema = (defaults: Defaults) =>
	z
		.object({
			completed: z.enum(['Y', 'N', 'A']).default(defaults.completed),
			field: z.enum(['start', 'due']).default(defaults.field),
			from: date(defaults.from),
			to: date(defaults.to),
			/** the word chosen (a folder name is at most 100 characters) */
			word: z.string().max(100).optional(),
		})
		.refine((v) => !parseIsoDate(v.from) || !parseIsoDate(v.to) || v.from <= v.to, { path: ['to'], message: 'To must be on or after From.' })

export type WordCloudSettings = z.infer<ReturnType<typeof wordCloudSchema>>

/** the link that chooses `word` (no JavaScript: the page renders the alert; #word-alert scrolls to it) */
export function wordLink(settings: Omit<WordCloudSettings, 'word'>, word?: string) {
	const query = new URLSearchParams({ completed: settings.completed, field: settings.field, from: settings.from, to: settings.to })
	if (word !== undefined) query.set('word', word)
	return `/wordcloud?${query}${word !== undefined ? '#word-alert' : ''}`
}
