// Quick add that understands what is typed (issue 25, docs/decisions/241): the phrase read against the person's own
// contexts and folders, and the task made from it on top of the Quick Add Defaults. A name that matches none of the
// person's is added to their list only when they said so (`create`), never silently.
import { max, eq } from 'drizzle-orm'
import { contexts, folders, type DefaultTaskOptions } from '#db/schema'
import { db } from '~/lib/db.server'
import { quickAddFields } from './task-defaults'
import { listNames } from '~/tasks/lists.server'
import { QUICK_ADD_FIELDS, type QuickAddField } from './quick-add-fields'
import { parseQuickAdd, type QuickAddPhrase } from './quick-add-phrase'
import { NO_REPEAT, priorityLabel } from './options'
import { choiceForRule, describeRepeat, settleRepeat } from './repeat'
import { displayDateTime } from './task-dates'
import { createTask, quickAddTask } from './task-changes.server'
import { addableSharedFolders, ownerOfNewTask } from '~/sharing/access.server'
import { assignableIn } from '~/sharing/assignable.server'
import { recordChanges, saveAssignment } from '~/sharing/assignment.server'
import { taskPreferences } from './preferences.server'
import { requireTask } from './task-rows.server'

export const understands = (defaults: DefaultTaskOptions) => defaults.understand !== 'N'

export function readQuickAdd(ownerId: string, text: string, timeZone: string, ignore: QuickAddField[] = [], now = Date.now()) {
	// `#name` knows the folders shared with the person where they may add too (issue 55)
	const own = listNames(ownerId, 'folders')
	const folderNames = [...own, ...addableSharedFolders(ownerId).filter((f) => !own.includes(f))]
	// `+name` knows the people of the task's folder when it is shared (issue 55): the typed one, or the default folder
	const people = (folder: string) => {
		const name = folder || taskPreferences(ownerId).defaultTaskOptions.folder || ''
		const owner = name ? ownerOfNewTask(ownerId, name) : null
		return owner ? assignableIn(owner, name) : []
	}
	return parseQuickAdd(text, { timeZone, now, contexts: listNames(ownerId, 'contexts'), folders: folderNames, ignore, people })
}

/**
 * The phrase as the person confirmed it: the parts they kept, and a new context or folder only when its tick ("add
 * it") stayed on; a new name they did not accept stays in the title as typed (issue 51, docs/decisions/301).
 */
export function readConfirmed(ownerId: string, text: string, timeZone: string, keep: string[], create: string[], now = Date.now()) {
	const ignore = QUICK_ADD_FIELDS.filter((f) => !keep.includes(f))
	const phrase = readQuickAdd(ownerId, text, timeZone, ignore, now)
	const refused = (['context', 'folder'] as const).filter((f) => phrase[f] && !phrase[f].known && !create.includes(f))
	return refused.length ? readQuickAdd(ownerId, text, timeZone, [...ignore, ...refused], now) : phrase
}

/** true when the phrase says more than a title (the person should see what was understood before it is added) */
export const understoodSomething = (phrase: QuickAddPhrase) => phrase.parts.length > 0

function addName(ownerId: string, kind: 'contexts' | 'folders', name: string) {
	const table = kind === 'contexts' ? contexts : folders
	const last = db().select({ n: max(table.customOrder) }).from(table).where(eq(table.ownerId, ownerId)).get()?.n ?? 0
	db().insert(table).values({ ownerId, name, customOrder: last + 5 }).run()
}

/**
 * The task of a phrase: the defaults, then what the phrase says. A new context or folder is used (and added to the
 * list) only when `create` says so; otherwise the task keeps the default.
 */
export function addQuickTask(
	ownerId: string,
	phrase: QuickAddPhrase,
	defaults: DefaultTaskOptions,
	timeZone: string,
	create: { context: boolean; folder: boolean },
	now = Date.now(),
) {
	if (!understoodSomething(phrase)) return quickAddTask(ownerId, phrase.title, defaults, timeZone, now)
	const base = quickAddFields(defaults, timeZone, now)
	const named = (kind: 'context' | 'folder') => {
		const part = phrase[kind]
		if (!part) return base[kind]
		if (part.known) return part.name
		if (!create[kind]) return base[kind]
		addName(ownerId, kind === 'context' ? 'contexts' : 'folders', part.name)
		return part.name
	}
	const due = phrase.due ? phrase.due.date : base.due
	return db().transaction(() => {
		const folder = named('folder')
		// a task in a folder shared with the person is the folder owner's, added by them (issue 55)
		const owner = ownerOfNewTask(ownerId, folder) ?? ownerId
		const task = createTask(
			owner,
			{
				createdBy: owner === ownerId ? null : ownerId,
				title: phrase.title,
				notes: '',
				star: phrase.star || base.star,
				// a default start after the typed due date would be a task that starts after it is due
				start: base.start !== null && due !== null && base.start > due ? due : base.start,
				startTime: null,
				due,
				dueTime: phrase.due?.time ?? null,
				length: phrase.length,
				// one spelling of "no repeat" ('', decision 270): 'NONE' here made every understood task uncompletable
				...settleRepeat(phrase.repeat?.rule ?? '', phrase.repeat ? choiceForRule(phrase.repeat.rule) : NO_REPEAT, phrase.repeat?.phrase ?? ''),
				repeatFrom: 'due',
				remind: -1,
				remindDate: null,
				folder,
				context: named('context'),
				priority: phrase.priority ?? base.priority,
				status: base.status,
			},
			now,
		)
		// `+name`: assigned as the Create form's save would (checked again: the person of the folder the task went to)
		const assignee = phrase.assignee && 'id' in phrase.assignee ? phrase.assignee.id : null
		if (assignee) saveAssignment(ownerId, owner === ownerId ? 'owner' : 'editor', task, assignee, '', now)
		const made = assignee ? requireTask(owner, task.id) : task
		recordChanges(ownerId, task, made, now, ['Added'])
		return made
	})
}

export type UnderstoodPart = { field: QuickAddField; typed: string; label: string; value: string; isNew: boolean }

const LABELS: Record<QuickAddField, string> = { due: 'Due', context: 'Context', folder: 'Folder', priority: 'Priority', star: 'Star', repeat: 'Repeat', length: 'Length', assignee: 'Assigned to' }

/** What the preview and the confirmation page list: each part as typed and as it will be stored. */
export function describeParts(phrase: QuickAddPhrase, timeZone: string): UnderstoodPart[] {
	return phrase.parts.map(({ field, text }) => {
		const part = { field, typed: text, label: LABELS[field], isNew: false }
		switch (field) {
			case 'due':
				return { ...part, value: displayDateTime(phrase.due!.date, phrase.due!.time, timeZone) }
			case 'context':
			case 'folder':
				return { ...part, value: phrase[field]!.name, isNew: !phrase[field]!.known }
			case 'priority':
				return { ...part, value: priorityLabel(phrase.priority!) }
			case 'star':
				return { ...part, value: 'Yes' }
			case 'repeat':
				return { ...part, value: describeRepeat(phrase.repeat!.rule) }
			case 'length':
				return { ...part, value: `${phrase.length} min` }
			case 'assignee': {
				const a = phrase.assignee!
				if ('id' in a) return { ...part, value: a.name }
				return {
					...part,
					value: a.problem === 'ambiguous' ? `more than one person goes by “${a.typed}”; it stays in the title` : `nobody in the folder goes by “${a.typed}”; it stays in the title`,
				}
			}
		}
	})
}
