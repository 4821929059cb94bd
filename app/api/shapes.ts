// The records as the JSON API speaks them (spec point 3): ids as strings, Y/N fields as "Y"/"N", times as epoch
// milliseconds. Each zod schema documents the shape (OpenAPI); each present* function produces it.
import { z } from 'zod'
import type { contexts, folders, taskTemplates, tasks, users } from '#db/schema'
import type { TaskPreferences } from '~/tasks/preferences.server'
import { shownRepeatChoice } from '~/tasks/options'

export const yn = z.enum(['Y', 'N'])
const YN = (b: boolean) => (b ? 'Y' : 'N') as 'Y' | 'N'
const ms = z.number().int().nullable()

export const taskShape = z.object({
	_id: z.string(),
	id: z.string(),
	title: z.string(),
	notes: z.string(),
	added: z.number().int(),
	completed: yn,
	completedDate: ms,
	star: yn,
	start: ms,
	starttime: ms.describe('milliseconds after local midnight'),
	due: ms,
	duetime: ms.describe('milliseconds after local midnight'),
	length: z.number().nullable(),
	repeat: z.string().describe('the repeat choice: NONE, ADVANCED, DAILY, WEEKLY ...'),
	repeatText: z.string().describe('the ADVANCED phrase, e.g. "every 2 weeks on Tuesday"'),
	rrule: z.string(),
	repeatFrom: z.enum(['due', 'completedDate']),
	remind: z.number().int(),
	remindDate: ms,
	remindSent: yn,
	folder: z.string(),
	context: z.string(),
	priority: z.string(),
	status: z.string(),
	via: z.string(),
	owner: z.string(),
	parent: z.string(),
	createdFrom: z.string().nullable(),
	stackRank: z.number().nullable(),
	assignedTo: z.object({ id: z.string(), name: z.string() }).nullable().describe('the member of the task’s folder it is assigned to (or its owner), or null'),
	waitingFor: z.string().nullable().describe('for Delegated or Waiting: the person outside the folder it waits for, as typed; null when none'),
	createdBy: z.string().nullable().describe('the id of the member who added it to a shared folder; null when its owner did'),
	completedBy: z.string().nullable().describe('the id of the member who completed it; null when its owner did (or it is not completed)'),
	sharedBy: z
		.object({ id: z.string(), name: z.string(), role: z.enum(['viewer', 'editor', 'manager']) })
		.optional()
		.describe('only on a task of a folder shared with you: its owner and your role there (a viewer’s changes are refused with 403)'),
})

/** what presentTask needs to know beyond the row: people's names by id, and the tasks shared with the caller */
export type TaskPeople = {
	names: ReadonlyMap<string, string>
	shared: ReadonlyMap<string, { id: string; name: string; role: 'viewer' | 'editor' | 'manager' }>
}
const NOBODY: TaskPeople = { names: new Map(), shared: new Map() }

export function presentTask(t: typeof tasks.$inferSelect, people: TaskPeople = NOBODY): z.infer<typeof taskShape> {
	const shared = people.shared.get(t.id)
	return {
		_id: t.id,
		id: t.id,
		title: t.title,
		notes: t.notes,
		added: t.added,
		completed: YN(t.completed),
		completedDate: t.completedDate,
		star: YN(t.star),
		start: t.start,
		starttime: t.startTime,
		due: t.due,
		duetime: t.dueTime,
		length: t.length,
		repeat: shownRepeatChoice(t.repeatChoice),
		repeatText: t.repeatText,
		rrule: t.repeat,
		repeatFrom: t.repeatFrom,
		remind: t.remind,
		remindDate: t.remindDate,
		remindSent: YN(t.remindSent),
		folder: t.folder,
		context: t.context,
		priority: t.priority,
		status: t.status,
		via: t.via,
		owner: t.ownerId,
		parent: t.parentId ?? '',
		createdFrom: t.createdFrom,
		stackRank: t.stackRank,
		assignedTo: t.assignedTo ? { id: t.assignedTo, name: people.names.get(t.assignedTo) ?? '' } : null,
		waitingFor: t.waitingFor || null,
		createdBy: t.createdBy,
		completedBy: t.completedBy,
		...(shared ? { sharedBy: shared } : {}),
	}
}

export const listItemShape = z.object({
	_id: z.string(),
	name: z.string(),
	private: yn,
	active: yn,
	customOrder: z.number(),
	owner: z.string(),
	group: z.string().optional().describe('folders only; blank means Ungrouped'),
})

type ListRowRecord = Pick<typeof folders.$inferSelect, 'id' | 'name' | 'private' | 'active' | 'customOrder'> & { group?: string }
export function presentListItem(ownerId: string, kind: 'contexts' | 'folders', r: ListRowRecord | typeof contexts.$inferSelect) {
	return {
		_id: r.id,
		name: r.name,
		private: YN(r.private),
		active: YN(r.active),
		customOrder: r.customOrder,
		owner: ownerId,
		...(kind === 'folders' ? { group: ('group' in r ? r.group : '') ?? '' } : {}),
	}
}

const templateTaskShape = z.object({
	title: z.string(),
	notes: z.string(),
	children: z.array(z.object({ title: z.string(), notes: z.string() })).optional(),
})
export const templateShape = z.object({
	_id: z.string(),
	name: z.string(),
	description: z.string(),
	tasks: z.array(templateTaskShape),
	owner: z.string().nullable(),
	added: z.number().int(),
	modified: z.number().int(),
	timesUsed: z.number().int(),
	public: z.boolean(),
	importedFrom: z.string().nullable(),
	publishedFrom: z.string().nullable(),
	category: z.string().nullable(),
})

export function presentTemplate(t: typeof taskTemplates.$inferSelect): z.infer<typeof templateShape> {
	return {
		_id: t.id,
		name: t.name,
		description: t.description,
		tasks: t.tasks,
		owner: t.ownerId,
		added: t.added,
		modified: t.modified,
		timesUsed: t.timesUsed,
		public: t.public,
		importedFrom: t.importedFrom,
		publishedFrom: t.publishedFrom,
		category: t.category,
	}
}

export const userShape = z.object({
	_id: z.string(),
	email: z.string(),
	picture: z.string().nullable(),
	goesBy: z.string().nullable(),
	firstName: z.string(),
	lastName: z.string(),
	timezone: z.string(),
	country: z.string(),
	loadDefaults: yn,
	subscriptionTier: z.enum(['free', 'paid']),
	subscriptionLevel: z.string(),
	referralSource: z.string().nullable(),
	referralCode: z.string().nullable(),
	privacyPolicy: yn,
	userAgreement: yn,
	signupDate: z.number().int(),
	version: z.string(),
	notificationMethod: z.string().nullable(),
})

/** a user as the API shows them: no payment ids, no Pushover key, no identity subject */
export function presentUser(u: typeof users.$inferSelect): z.infer<typeof userShape> {
	return {
		_id: u.id,
		email: u.email,
		picture: u.picture,
		goesBy: u.goesBy,
		firstName: u.firstName,
		lastName: u.lastName,
		timezone: u.timezone,
		country: u.country,
		loadDefaults: YN(u.loadDefaults),
		subscriptionTier: u.subscriptionTier,
		subscriptionLevel: u.subscriptionLevel,
		referralSource: u.referralSource,
		referralCode: u.referralCode,
		privacyPolicy: YN(u.privacyPolicy),
		userAgreement: YN(u.userAgreement),
		signupDate: u.signupDate,
		version: u.version,
		notificationMethod: u.notificationMethod,
	}
}

export const prefsShape = z.object({
	_id: z.string(),
	owner: z.string(),
	defaultTaskOptions: z.object({
		priority: z.string(),
		status: z.string(),
		folder: z.string(),
		context: z.string(),
		start: z.number(),
		due: z.number(),
	}),
	taskFilter: z.object({
		completed: z.enum(['A', 'N', 'Y']),
		quickFilter: z.number().nullable(),
		filterItems: z.array(z.object({ group: z.string(), field: z.string(), operator: z.string(), value: z.string() })),
	}),
	taskSortOrder: z.object({
		first: z.string(),
		second: z.string(),
		third: z.string(),
		firstDirection: z.union([z.literal(1), z.literal(-1)]),
		secondDirection: z.union([z.literal(1), z.literal(-1)]),
		thirdDirection: z.union([z.literal(1), z.literal(-1)]),
		hideParents: z.boolean(),
		hideChildren: z.boolean(),
	}),
	displayKanban: z.boolean(),
	kanbanGroup: z.enum(['context', 'folder', 'priority', 'status']),
})

export function presentPrefs(id: string, ownerId: string, p: TaskPreferences): z.infer<typeof prefsShape> {
	const s = p.taskSortOrder
	return {
		_id: id,
		owner: ownerId,
		defaultTaskOptions: p.defaultTaskOptions,
		taskFilter: { completed: p.taskFilter.completed, quickFilter: p.taskFilter.quickFilter, filterItems: p.taskFilter.filterItems },
		taskSortOrder: {
			first: s.first,
			second: s.second,
			third: s.third,
			firstDirection: s.firstDirection,
			secondDirection: s.secondDirection,
			thirdDirection: s.thirdDirection,
			hideParents: s.hideParents,
			hideChildren: s.hideChildren,
		},
		displayKanban: p.displayKanban,
		kanbanGroup: p.kanbanGroup,
	}
}
