// The dashboard's and the word cloud's numbers through the JSON API (spec point 7): the filters of the spec's notes
// (URL-encoded JSON), answered by the dashboard's own aggregates (app/analytics/analytics.server.ts).
import { z } from 'zod'
import { completionPies, incompleteTables, weekChart, wordCloudRows } from '~/analytics/analytics.server'
import { isoDate, mondayOf, thisMonth } from '~/analytics/calendar'
import { endpoint } from './endpoint'
import { ApiError } from './envelope'
import { ownUser } from './owner'

const ms = z.number().int().min(0).max(8.64e15)
const complete = z.enum(['A', 'N', 'Y'])
/** the dashboard's filter: week sends start, end, completed, count; month and year start, end; tables completed */
export const dashboardFilter = z.strictObject({
	start: ms.optional(),
	end: ms.optional(),
	completed: complete.optional(),
	count: z.enum(['tasks', 'length']).optional(),
})
export const wordCloudFilter = z.strictObject({ completed: complete.default('Y'), field: z.enum(['start', 'due']).default('due'), from: ms, to: ms })

function readJson<T extends z.ZodType>(text: string, schema: T): z.output<T> {
	let json: unknown
	try {
		json = text === '' ? {} : JSON.parse(text)
	} catch {
		throw new ApiError(400, 'The filter is not valid JSON.')
	}
	const parsed = schema.safeParse(json)
	if (!parsed.success) {
		const issue = parsed.error.issues[0]!
		throw new ApiError(400, `The filter was refused: ${[...issue.path.map(String), issue.message].join(': ')}`)
	}
	return parsed.data
}

const group = z.object({ _id: z.unknown(), count: z.number() })
const VARIANTS = ['at', 'contexts', 'folders', 'mtd', 'ps', 'thisweek', 'ytd'] as const
type Variant = (typeof VARIANTS)[number]

function variant(name: Variant, ownerId: string, timeZone: string, f: z.infer<typeof dashboardFilter>) {
	const now = Date.now()
	const at = f.start ?? now
	const completed = (c: { complete: number; incomplete: number }) => [
		{ _id: { completed: 'Y' }, count: c.complete },
		{ _id: { completed: 'N' }, count: c.incomplete },
	]
	const when = thisMonth(timeZone, at)
	switch (name) {
		case 'thisweek': {
			const week = weekChart(ownerId, timeZone, { monday: isoDate(mondayOf(timeZone, at)), count: f.count ?? 'tasks', complete: f.completed ?? 'A' })
			const series = (s: 'created' | 'start' | 'due') => week.days.map((d) => ({ _id: d.date, count: d[s] }))
			return { created: series('created'), start: series('start'), due: series('due') }
		}
		case 'mtd':
			return { completed: completed(completionPies(ownerId, timeZone, { month: when.month, monthYear: when.year, year: when.year }).month.counts) }
		case 'ytd':
			return { completed: completed(completionPies(ownerId, timeZone, { month: when.month, monthYear: when.year, year: when.year }).year.counts) }
		case 'at':
			return { completed: completed(completionPies(ownerId, timeZone, { month: when.month, monthYear: when.year, year: when.year }).allTime) }
		case 'contexts':
			return incompleteTables(ownerId, timeZone).contexts.map((r) => ({ _id: r.value, count: r.count }))
		case 'folders':
			return incompleteTables(ownerId, timeZone).folders.map((r) => ({ _id: r.value, count: r.count }))
		case 'ps':
			return incompleteTables(ownerId, timeZone).priorityStatus.map((r) => ({ _id: { priority: r.priority, status: r.status }, count: r.count }))
	}
}

const ownerId = z.string().min(1, 'Owner Id must be supplied.').max(100)
const filter = z.string().max(4096)

export const analyticsEndpoints = [
	endpoint({
		method: 'get',
		path: '/api/v1/external/analytics/dashboard/{ownerId}/{filter}',
		tag: 'Analytics',
		summary: 'Every dashboard figure: at, cm, cy (complete/incomplete), week (created/start/due per day), contexts, folders, ps',
		access: 'read',
		params: z.object({ ownerId, filter }),
		response: z.record(z.string(), z.unknown()),
		handle: ({ caller, params }) => {
			const user = ownUser(caller, params.ownerId)
			const f = readJson(params.filter, dashboardFilter)
			const of = (v: Variant) => variant(v, user.id, user.timezone, f)
			return {
				message: 'OK',
				data: { at: of('at'), cm: of('mtd'), cy: of('ytd'), week: of('thisweek'), contexts: of('contexts'), folders: of('folders'), ps: of('ps') },
			}
		},
	}),
	endpoint({
		method: 'get',
		path: '/api/v1/external/analytics/dashboard/{variant}/{ownerId}/{filter}',
		tag: 'Analytics',
		summary: 'One dashboard figure: at, contexts, folders, mtd, ps, thisweek or ytd',
		access: 'read',
		params: z.object({ variant: z.enum(VARIANTS), ownerId, filter }),
		response: z.union([z.record(z.string(), z.unknown()), z.array(group)]),
		handle: ({ caller, params }) => {
			const user = ownUser(caller, params.ownerId)
			return { message: 'OK', data: variant(params.variant, user.id, user.timezone, readJson(params.filter, dashboardFilter)) }
		},
	}),
	endpoint({
		method: 'get',
		path: '/api/v1/external/analytics/wordCloud/{ownerId}/{filter}',
		tag: 'Analytics',
		summary: 'The word cloud: tasks per folder started or due (field) from a day to a day (from, to: epoch ms)',
		access: 'read',
		params: z.object({ ownerId, filter }),
		response: z.array(z.object({ _id: z.string(), folder_count: z.number() })),
		envelopeExtra: { total: z.number().int() },
		handle: ({ caller, params }) => {
			const user = ownUser(caller, params.ownerId)
			const f = readJson(params.filter, wordCloudFilter)
			const { words, total } = wordCloudRows(user.id, user.timezone, f)
			return { message: 'OK', data: words.map((w) => ({ _id: w.word, folder_count: w.count })), total }
		},
	}),
]
