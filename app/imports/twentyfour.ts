// Reading Twentyfour's own JSON export (/profile/export/data.json) into an import plan (issue 30, decision 225): the
// same plan as a Toodledo file's, so the preview, Confirm, Replace, the problems list and the write are the same; the
// fields Toodledo has no word for travel in `kept` and `extras`. Pure apart from yielding between slices of tasks.
import { TZDate } from '@date-fns/tz'
import { isValidTimeZone } from '~/lib/dates'
import { LIMITS as APP_LIMITS } from '~/lib/limits'
import { NO_REPEAT, PRIORITY_VALUES, REPEAT_OPTIONS, STATUS_VALUES, type Priority, type Status } from '~/tasks/options'
import { normalizeRule, settleRepeat } from '~/tasks/repeat'
import { PlanBuilder, type PlannedTask, type ReadFile } from './plan'
import type { NamedList, PlannedTemplate } from './plan-types'
import {
	exportDocument,
	exportedList,
	exportedPreferences,
	exportedTask,
	exportedTemplate,
	firstIssue,
	isNewerVersion,
	type ExportedPreferences,
	type ExportedTask,
} from './twentyfour-shape'

export type { NamedList, PlanExtras, PlannedTemplate } from './plan-types'

export const jsonMessages = {
	empty: (filename: string) => `${filename} is empty. Choose the JSON file of your Twentyfour data export.`,
	notJson: (filename: string) =>
		`${filename} is not a Twentyfour export: it is not JSON. Choose the file "all of your data as JSON" of Profile, Export. Nothing was imported.`,
	notOurs: (filename: string, why: string) =>
		`${filename} is not a Twentyfour export (${why}). Choose the file "all of your data as JSON" of Profile, Export. Nothing was imported.`,
	newer: (filename: string) => `${filename} was made by a newer version of Twentyfour than this one. Nothing was imported.`,
}

/** tasks read between two pauses */
const SLICE = 100
const pause = () => new Promise<void>((resolve) => setImmediate(resolve))
const PRIORITIES = new Set<string>(PRIORITY_VALUES)
const STATUSES = new Set<string>(STATUS_VALUES)
const CHOICES = new Set<string>(['', ...REPEAT_OPTIONS.map((o) => o.value)])

/** The same calendar day's midnight in another timezone (a date of the file is a day, not an instant). */
function sameDay(midnight: number, from: string, to: string) {
	const day = new TZDate(midnight, from)
	return new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), to).getTime()
}

export async function readTwentyfourFile(bytes: Uint8Array, filename: string, timeZone: string): Promise<ReadFile> {
	const text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '')
	if (text.trim() === '') return { ok: false, error: jsonMessages.empty(filename) }
	let raw: unknown
	try {
		raw = JSON.parse(text)
	} catch {
		return { ok: false, error: jsonMessages.notJson(filename) }
	}
	const doc = exportDocument.safeParse(raw)
	if (!doc.success) return { ok: false, error: jsonMessages.notOurs(filename, firstIssue(doc.error)) }
	if (isNewerVersion(doc.data.version)) return { ok: false, error: jsonMessages.newer(filename) }
	const plan = new PlanBuilder('json', timeZone, 'Twentyfour')
	let fileZone = doc.data.user.timezone
	if (!isValidTimeZone(fileZone)) {
		plan.problem('user', '', `its timezone "${fileZone.slice(0, 100)}" is unknown; its dates are read in ${timeZone}`)
		fileZone = timeZone
	}
	const folders = readLists(plan, doc.data.folders, 'folder')
	const contexts = readLists(plan, doc.data.contexts, 'context')
	const seen = new Set<string>()
	for (const [i, entry] of doc.data.tasks.entries()) {
		const read = exportedTask.safeParse(entry)
		if (!read.success) {
			const title = typeof (entry as { title?: unknown })?.title === 'string' ? (entry as { title: string }).title.slice(0, 80) : ''
			plan.problem(`task ${i + 1}`, title, `it could not be read (${firstIssue(read.error)}), so it is not imported`, true)
		} else {
			let key = read.data.id
			if (seen.has(key)) {
				plan.problem(`task ${key}`, read.data.title.slice(0, 80), 'another task has the same id; it is imported as its own task without sub-tasks')
				key = `${key}#${i + 1}`
			}
			seen.add(key)
			const task = planTask(plan, read.data, key, fileZone, timeZone)
			// the title, notes and names cut to the limits (reported) and gathered as for the other sources
			if (task) plan.addRead(`task ${key}`, task)
		}
		if ((i + 1) % SLICE === 0) await pause()
	}
	const templates = readTemplates(plan, doc.data.templates)
	const preferences = readPreferences(plan, doc.data.preferences)
	const finished = plan.finish()
	return { ok: true, plan: { ...finished, extras: { folders, contexts, templates, preferences } } }
}

function readLists(plan: PlanBuilder, entries: unknown[], kind: 'folder' | 'context'): NamedList[] {
	const lists = new Map<string, NamedList>()
	for (const [i, entry] of entries.entries()) {
		const where = `${kind} ${i + 1}`
		const read = exportedList.safeParse(entry)
		if (!read.success) {
			plan.problem(where, '', `it could not be read (${firstIssue(read.error)}), so it is not imported`, true)
			continue
		}
		const name = (kind === 'folder' ? plan.folderName : plan.contextName)(where, read.data.name, read.data.name)
		if (name === '') {
			plan.problem(where, '', `the ${kind} has no name, so it is not imported`, true)
			continue
		}
		if (lists.has(name.toLowerCase())) continue
		const group = kind === 'folder' ? plan.cut(where, name, read.data.group, APP_LIMITS.folderGroup, 'folder group') : ''
		const { private: hidden, active, customOrder } = read.data
		lists.set(name.toLowerCase(), { name, private: hidden === 'Y', active: active === 'Y', customOrder, group })
	}
	return [...lists.values()]
}

function planTask(plan: PlanBuilder, t: ExportedTask, key: string, fileZone: string, timeZone: string): PlannedTask | null {
	const where = `task ${key}`
	if (t.title.trim() === '') {
		plan.problem(where, '', 'it has no title, so it is not imported', true)
		return null
	}
	const title = t.title
	const note = (why: string) => plan.problem(where, title.slice(0, 80), why)
	let priority = t.priority as Priority
	if (!PRIORITIES.has(priority)) {
		note(`its priority "${t.priority}" is not a Twentyfour priority; it is imported as Unassigned`)
		priority = 'unassigned'
	}
	let status = t.status as Status
	if (!STATUSES.has(status)) {
		note(`its status "${t.status}" is not a Twentyfour status; it is imported as None`)
		status = 'none'
	}
	let repeat = settleRepeat(t.repeat, t.repeatChoice, t.repeatText)
	if (t.repeat !== '' && (!normalizeRule(t.repeat).ok || !CHOICES.has(t.repeatChoice))) {
		note(`its repeat "${t.repeat.slice(0, 100)}" cannot be read; it is imported without a repeat`)
		repeat = settleRepeat('', NO_REPEAT, '')
	}
	const day = (midnight: number | null) => (midnight === null || fileZone === timeZone ? midnight : sameDay(midnight, fileZone, timeZone))
	const due = day(t.due)
	return {
		key,
		parentKey: t.parent || null,
		title,
		notes: t.notes,
		folder: t.folder,
		context: t.context,
		priority,
		status,
		star: t.star === 'Y',
		start: day(t.start),
		startTime: t.starttime,
		due,
		dueTime: t.duetime,
		length: t.length,
		...repeat,
		repeatFrom: t.repeatFrom,
		completed: t.completed === 'Y',
		completedDate: t.completedDate,
		kept: {
			added: t.added,
			via: t.via,
			remind: t.remind,
			// the reminder moves with its due date when the dates are placed in another timezone
			remindDate: t.remindDate !== null && t.due !== null && due !== null ? t.remindDate + (due - t.due) : t.remindDate,
			remindSent: t.remindSent === 'Y',
			repeatFinal: t.repeatFinal,
			stackRank: t.stackRank,
			createdFromKey: t.createdFrom,
			changed: t.changed,
		},
	}
}

function readTemplates(plan: PlanBuilder, entries: unknown[]): PlannedTemplate[] {
	const templates: PlannedTemplate[] = []
	for (const [i, entry] of entries.entries()) {
		const where = `template ${i + 1}`
		const read = exportedTemplate.safeParse(entry)
		if (!read.success) {
			plan.problem(where, '', `the template could not be read (${firstIssue(read.error)}), so it is not imported`, true)
			continue
		}
		const { id, ...t } = read.data
		const name = plan.cut(where, t.name, t.name.trim(), APP_LIMITS.templateName, 'template name')
		if (name === '') {
			plan.problem(where, '', 'the template has no name, so it is not imported', true)
			continue
		}
		const description = plan.cut(where, name, t.description, APP_LIMITS.templateDescription, 'template description')
		templates.push({ ...t, key: id, name, description })
	}
	return templates
}

function readPreferences(plan: PlanBuilder, entry: unknown): ExportedPreferences | null {
	if (entry === null || entry === undefined) return null
	const read = exportedPreferences.safeParse(entry)
	if (read.success) return read.data
	plan.problem('preferences', '', `the quick-add defaults and display options could not be read (${firstIssue(read.error)}); yours are kept`)
	return null
}
