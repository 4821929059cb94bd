// The shape of Twentyfour's own JSON export (/profile/export/data.json, app/profile/export.server.ts) as the import
// reads it back (decision 225). The document is checked as a whole first (what it is, which version, the lists it
// holds); then every task, folder, context and template on its own, so one unreadable entry is reported and skipped,
// never the whole file. Every number is bounded so a crafted file cannot store a date no page can show.
import { z } from 'zod'
import { EXPORT_FORMAT, EXPORT_VERSION } from '~/profile/export'
import { LIMITS } from '~/lib/limits'
import { COMPARISONS, CONTAINS, FILTER_FIELDS, FILTER_GROUPS, KANBAN_GROUPS, MATCHES, PRIORITY_VALUES, STATUS_VALUES } from '~/tasks/options'
import { sortOrderShape } from '~/tasks/sort-order-shape'

const yn = z.enum(['Y', 'N'])
/** an instant or a local midnight, within the years 1 to 9999 (every date formatter can show it) */
const instant = z.number().int().min(-62_135_596_800_000).max(253_402_300_799_999)
/** milliseconds after local midnight */
const dayTime = z.number().int().min(0).max(86_399_999)
const ref = z.string().max(200)
/** long texts are read whole and cut to the app's limits by the reader, which reports the cut */
const text = z.string()

export const exportDocument = z.object({
	format: z.literal(EXPORT_FORMAT).optional(),
	version: z.number().int().min(1).optional(),
	exportedAt: z.string().max(100),
	user: z.object({ timezone: z.string().max(100) }),
	preferences: z.unknown().optional(),
	contexts: z.array(z.unknown()),
	folders: z.array(z.unknown()),
	tasks: z.array(z.unknown()),
	templates: z.array(z.unknown()).default([]),
})
export const isNewerVersion = (version: number | undefined) => (version ?? 1) > EXPORT_VERSION

export const exportedList = z.object({
	name: text,
	private: yn.default('Y'),
	active: yn.default('Y'),
	customOrder: z.number().min(-1e12).max(1e12).default(0),
	group: text.default(''),
})

export const exportedTask = z.object({
	id: ref.min(1),
	title: text,
	notes: text.default(''),
	added: instant,
	completed: yn.default('N'),
	completedDate: instant.nullable().default(null),
	star: yn.default('N'),
	start: instant.nullable().default(null),
	starttime: dayTime.nullable().default(null),
	due: instant.nullable().default(null),
	duetime: dayTime.nullable().default(null),
	length: z.number().min(0).max(10_000_000).nullable().default(null),
	repeat: z.string().max(1000).default(''),
	repeatChoice: z.string().max(20).default(''),
	repeatText: z.string().max(1000).default(''),
	repeatFrom: z.enum(['due', 'completedDate']).default('due'),
	repeatFinal: z.string().max(1000).nullable().default(null),
	remind: z.number().int().min(-1).max(1_000_000).default(-1),
	remindDate: instant.nullable().default(null),
	remindSent: yn.default('N'),
	folder: text.default(''),
	context: text.default(''),
	priority: z.string().max(50).default('unassigned'),
	status: z.string().max(50).default('none'),
	via: z.string().max(100).default('Main website'),
	parent: ref.default(''),
	createdFrom: ref.nullable().default(null),
	stackRank: z.number().min(-1e15).max(1e15).nullable().default(null),
	changed: instant.nullable().default(null),
})
export type ExportedTask = z.infer<typeof exportedTask>

const templateTask = z.object({
	title: z.string().max(LIMITS.taskTitle),
	notes: z.string().max(LIMITS.taskNotes).default(''),
	children: z.array(z.object({ title: z.string().max(LIMITS.taskTitle), notes: z.string().max(LIMITS.taskNotes).default('') })).max(1000).optional(),
})
const short = z.string().max(2000).nullable().default(null)

export const exportedTemplate = z.object({
	id: ref.min(1),
	name: text,
	description: text.default(''),
	tasks: z.array(templateTask).max(1000),
	added: instant,
	modified: instant,
	timesUsed: z.number().int().min(0).max(1e9).default(0),
	public: z.boolean().default(false),
	importedFrom: ref.nullable().default(null),
	publishedFrom: ref.nullable().default(null),
	icon: short,
	image: short,
	category: short,
	uses: z.number().int().min(0).max(1e9).default(0),
	bgVariant: short,
	textVariant: short,
})
export type ExportedTemplate = z.infer<typeof exportedTemplate>

const operators = [...COMPARISONS, ...CONTAINS, ...MATCHES].map((o) => o.value) as [string, ...string[]]
const name = z.string().max(LIMITS.listName)

/** quick-add defaults, the saved filter, sort and display options (the one preferences row of db/schema.ts) */
export const exportedPreferences = z.object({
	defaultTaskOptions: z.object({
		priority: z.enum(PRIORITY_VALUES),
		status: z.enum(STATUS_VALUES),
		folder: name,
		context: name,
		start: z.number().int().min(-1).max(3650),
		due: z.number().int().min(-1).max(3650),
		understand: yn.optional(),
	}),
	taskFilter: z.object({
		folder: name.optional(),
		context: name.optional(),
		completed: z.enum(['A', 'N', 'Y']),
		quickFilter: z.number().int().min(0).max(3).nullable(),
		location: z.string().max(LIMITS.filterValue).optional(),
		filterItems: z
			.array(
				z.object({
					group: z.enum(FILTER_GROUPS as [string, ...string[]]),
					field: z.enum(FILTER_FIELDS.map((f) => f.value) as [string, ...string[]]),
					operator: z.enum(operators),
					value: z.string().max(LIMITS.filterValue),
				}),
			)
			.max(LIMITS.filterRows),
	}),
	taskSortOrder: sortOrderShape.extend({ expandDetail: z.boolean().optional(), comfortable: z.boolean().optional(), absoluteDates: z.boolean().optional() }),
	displayKanban: yn,
	kanbanGroup: z.enum(KANBAN_GROUPS.map((g) => g.value) as ['context', 'folder', 'priority', 'status']),
})
export type ExportedPreferences = z.infer<typeof exportedPreferences>

/** "tasks[3].due: Too big" from zod's first issue, for the problems list */
export function firstIssue(error: z.ZodError) {
	const issue = error.issues[0]
	const at = issue?.path.length ? `${issue.path.join('.')}: ` : ''
	return `${at}${issue?.message ?? 'not readable'}`.slice(0, 200)
}
