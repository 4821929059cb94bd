// An account with every kind of data the JSON export holds, every field set (the round trip of issue 30, decision 225).
import { contexts, folders, taskTemplates, userPreferences } from '#db/schema'
import { db } from '~/lib/db.server'
import { makeTask, makeUser } from './factories'

const day = (iso: string) => Date.parse(`${iso}T00:00:00+01:00`)

export function makeRichAccount(timezone = 'Europe/Paris') {
	const user = makeUser({ timezone, loadDefaults: true })
	addRichData(user.id)
	return user
}

/** Lists with groups and attributes, tasks with every field (a sub-task, repeats, reminders, a rank), two templates
 * (one published from the other), and quick-add defaults and display options, for `ownerId` (dates: Europe/Paris). */
export function addRichData(ownerId: string) {
	db().insert(folders).values([
		{ ownerId, name: 'Garden', group: 'Home life', private: false, customOrder: 30 },
		{ ownerId, name: 'Archive', group: '', active: false, customOrder: 35 },
	]).run()
	db().insert(contexts).values([{ ownerId, name: '@Phone', private: false, customOrder: 40 }, { ownerId, name: '@Errands', active: false, customOrder: 45 }]).run()
	const parent = makeTask(ownerId, {
		title: 'Plant the roses',
		notes: 'Buy compost first\nsecond line',
		added: Date.parse('2026-03-01T09:00:00Z'),
		star: true,
		start: day('2026-03-10'),
		startTime: 9 * 3_600_000,
		due: day('2026-03-12'),
		dueTime: 17 * 3_600_000 + 30 * 60_000,
		length: 90,
		repeat: 'FREQ=WEEKLY;INTERVAL=1',
		repeatChoice: 'WEEKLY',
		repeatFrom: 'completedDate',
		repeatFinal: '2026-12-31',
		remind: 60,
		remindDate: day('2026-03-12') + 16 * 3_600_000 + 30 * 60_000,
		folder: 'Garden',
		context: '@Errands',
		priority: 'top',
		status: 'next',
		via: 'Quick add',
		stackRank: 2.5,
		changed: Date.parse('2026-03-02T10:00:00Z'),
	})
	makeTask(ownerId, { title: 'Dig the holes', added: Date.parse('2026-03-01T09:01:00Z'), parentId: parent.id, folder: 'Garden', priority: 'low', stackRank: 1 })
	const done = makeTask(ownerId, {
		title: 'Call the plumber',
		added: Date.parse('2026-02-01T08:00:00Z'),
		completed: true,
		completedDate: Date.parse('2026-02-03T15:04:05Z'),
		due: day('2026-02-03'),
		repeat: 'FREQ=MONTHLY;INTERVAL=2',
		repeatChoice: 'ADVANCED',
		repeatText: 'every 2 months',
		remind: 0,
		remindDate: day('2026-02-03'),
		remindSent: true,
		context: '@Phone',
		status: 'waiting',
		priority: 'negative',
	})
	makeTask(ownerId, { title: 'Call the plumber', added: Date.parse('2026-02-03T15:04:06Z'), createdFrom: done.id, due: day('2026-04-03'), repeat: 'FREQ=MONTHLY;INTERVAL=2', repeatChoice: 'ADVANCED', repeatText: 'every 2 months', context: '@Phone' })
	const original = db().insert(taskTemplates).values({
		ownerId,
		name: 'Spring garden',
		description: 'What the garden needs each spring',
		tasks: [{ title: 'Prune', notes: 'before April', children: [{ title: 'Sharpen the shears', notes: '' }] }, { title: 'Mulch', notes: '' }],
		added: Date.parse('2026-01-05T10:00:00Z'),
		modified: Date.parse('2026-01-06T10:00:00Z'),
		timesUsed: 3,
		category: 'Home',
		icon: 'leaf',
		uses: 2,
		bgVariant: 'green',
		textVariant: 'dark',
	}).returning().get()
	db().insert(taskTemplates).values({
		ownerId, name: 'Spring garden (shared)', description: 'Public copy', tasks: [{ title: 'Prune', notes: '' }], public: true,
		publishedFrom: original.id, added: Date.parse('2026-01-07T10:00:00Z'), modified: Date.parse('2026-01-07T10:00:00Z'),
	}).run()
	const preferences = {
		defaultTaskOptions: { priority: 'high', status: 'active', folder: 'Garden', context: '@Phone', start: 0, due: 7, understand: 'N' as const },
		taskFilter: { completed: 'A' as const, quickFilter: 2, folder: 'Garden', filterItems: [{ group: 'a', field: 'title', operator: '$regex', value: 'rose' }] },
		taskSortOrder: { first: 'priority', second: 'due', third: '', firstDirection: -1 as const, secondDirection: 1 as const, thirdDirection: 1 as const, hideParents: false, hideChildren: true, expandDetail: true, comfortable: true },
		displayKanban: true,
		kanbanGroup: 'context' as const,
	}
	db().insert(userPreferences).values({ ownerId, ...preferences }).onConflictDoUpdate({ target: userPreferences.ownerId, set: preferences }).run()
}
