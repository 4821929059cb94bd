// The import plan: what a Toodledo file will create, built from its rows (CSV) or items (XML), and every row that
// could not be read or mapped fully, with where it is and why. Pure: the same plan serves the preview and the import.
import type { Priority, Status } from '~/tasks/options'
import { NO_REPEAT, type RepeatChoice } from '~/tasks/options'
import { settleRepeat } from '~/tasks/repeat'
import { IMPORT_CAPS } from './import-caps'
import type { PlanExtras } from './plan-types'
import {
	readDate,
	readLength,
	readPriority,
	readRepeat,
	readStar,
	readStatus,
	readTime,
	type ImportedRepeat,
	type Read,
} from './toodledo-values'
import type { TaskRecord } from '~/tasks/task-form'

/** Input limits of the architecture page: what longer values are cut to (decision 131). */
export const LIMITS = { title: 500, notes: 20_000, name: 100 } as const

/** One Toodledo record with its fields by lower-case column or element name. */
export type SourceRecord = {
	/** "line 12" (CSV, the line the row starts on) or "item 4711" (XML) */
	where: string
	/** unique within the file: the XML id, or the CSV line */
	key: string
	/** XML parent id; null or '0' for a top-level task */
	parentKey: string | null
	fields: Record<string, string>
}

export type PlannedTask = {
	key: string
	/** what a Twentyfour export carries that Toodledo has no word for (the Toodledo path leaves it out) */
	kept?: KeptFields
	parentKey: string | null
	title: string
	notes: string
	folder: string
	context: string
	priority: Priority
	status: Status
	repeatChoice: RepeatChoice | ''
	completed: boolean
	completedDate: number | null
} & Pick<TaskRecord, 'star' | 'start' | 'startTime' | 'due' | 'dueTime' | 'length' | 'repeat' | 'repeatText' | 'repeatFrom'>

/** a Twentyfour export's task fields beyond Toodledo's, kept as they are (createdFromKey: the task's id in the file) */
export type KeptFields = {
	added: number
	via: string
	remind: number
	remindDate: number | null
	remindSent: boolean
	repeatFinal: string | null
	stackRank: number | null
	createdFromKey: string | null
	changed: number | null
}

export type Problem = { where: string; title: string; why: string; skipped: boolean }

export type ImportPlan = {
	format: 'csv' | 'xml' | 'json'
	/** the source's name ("Toodledo", "Todoist"); tasks are written "via {source} import" */
	source: string
	/** what the import does to the file as a whole, said in the preview (Todoist's deeper sub-tasks flattened) */
	notes: string[]
	/** parents before their sub-tasks */
	tasks: PlannedTask[]
	/** distinct names in the order first seen */
	folders: string[]
	contexts: string[]
	/** the first IMPORT_CAPS.problemsKept problems */
	problems: Problem[]
	/** every problem, kept or not (absent in plans made before the cap: then problems.length) */
	problemCount?: number
	/** a Twentyfour export's folders and contexts with their attributes, templates and preferences */
	extras?: PlanExtras
}

/** Builds tasks from records, then links sub-tasks to their parents in a second pass (file order does not matter). */
/** a file read into a plan, or why it could not be (moved here from toodledo.ts, decision 305) */
export type ReadFile = { ok: true; plan: ImportPlan } | { ok: false; error: string }

export class PlanBuilder {
	private tasks: PlannedTask[] = []
	private withParent = new Set<string>()
	/** a file repeats the same dates and repeat phrases many times: each distinct text is read once */
	private dates = new Map<string, Read<number | null>>()
	private repeats = new Map<string, Read<ImportedRepeat>>()
	private times = new Map<string, Read<number | null>>()
	private folders = new Map<string, string>()
	private contexts = new Map<string, string>()
	readonly problems: Problem[] = []
	/** every problem, the ones past IMPORT_CAPS.problemsKept too (only counted: a file of 50,000 bad rows stays small) */
	problemCount = 0
	readonly notes: string[] = []

	constructor(
		private format: ImportPlan['format'],
		private timeZone: string,
		private source = 'Toodledo',
	) {}

	problem(where: string, title: string, why: string, skipped = false) {
		if (++this.problemCount <= IMPORT_CAPS.problemsKept) this.problems.push({ where, title, why, skipped })
	}

	/**
	 * A task another source's reader has read (Todoist): its title, notes, folder and context are cut to the limits and
	 * the names gathered here, as for Toodledo's rows. The title must not be empty.
	 */
	addRead(where: string, task: PlannedTask) {
		const title = this.cut(where, task.title, task.title, LIMITS.title, 'title')
		this.tasks.push({
			...task,
			title,
			notes: this.cut(where, title, task.notes, LIMITS.notes, 'notes'),
			folder: this.name(this.folders, where, title, task.folder, 'folder'),
			context: this.name(this.contexts, where, title, task.context, 'context'),
		})
	}

	add(record: SourceRecord) {
		const f = record.fields
		const value = (name: string) => f[name] ?? ''
		const rawTitle = (value('task') || value('title')).trim()
		if (rawTitle === '') {
			this.problem(record.where, '', 'it has no title, so it is not imported', true)
			return
		}
		const title = this.cut(record.where, rawTitle, rawTitle, LIMITS.title, 'title')
		const note = (why: string) => this.problem(record.where, title, why)
		const read = <T>(result: Read<T>, fallback: T): T => {
			if (result.ok) return result.value
			note(result.why)
			return fallback
		}
		const start = read(this.date(value('startdate'), 'start date'), null)
		const due = read(this.date(value('duedate'), 'due date'), null)
		let startTime = read(this.time(value('starttime'), 'start time'), null)
		let dueTime = read(this.time(value('duetime'), 'due time'), null)
		if (startTime !== null && start === null) {
			note('it has a start time but no start date; the time is left out')
			startTime = null
		}
		if (dueTime !== null && due === null) {
			note('it has a due time but no due date; the time is left out')
			dueTime = null
		}
		const completedDate = read(this.date(value('completed'), 'completion date'), null)
		const repeat = read<ImportedRepeat>(this.repeat(value('repeat'), value('repeatfrom').trim() === '1'), { kind: 'none' })
		const parentKey = record.parentKey && record.parentKey !== '0' ? record.parentKey : null
		if (repeat.kind === 'parent') {
			if (parentKey) this.withParent.add(record.key)
			else note('it repeats "With Parent" but has no parent task; it is imported without a repeat')
		}
		const task: PlannedTask = {
			key: record.key,
			parentKey,
			title,
			notes: this.cut(record.where, title, notesWithExtras(f), LIMITS.notes, 'notes'),
			folder: this.folderName(record.where, title, value('folder')),
			context: this.contextName(record.where, title, value('context')),
			priority: read(readPriority(value('priority')), 'low'),
			status: read(readStatus(value('status')), 'none'),
			star: read(readStar(value('star')), false),
			start,
			startTime,
			due,
			dueTime,
			length: read(readLength(value('length')), null),
			// the repeat's one stored spelling (decision 270)
			...(repeat.kind === 'rule' ? settleRepeat(repeat.rule, repeat.choice, repeat.text) : settleRepeat('', NO_REPEAT, '')),
			repeatFrom: repeat.kind !== 'none' && repeat.fromCompletion ? 'completedDate' : 'due',
			completed: completedDate !== null,
			completedDate,
		}
		this.tasks.push(task)
	}

	/** A folder (or context) name as the plan keeps it: spaces tidied, cut to the limit (reported), one spelling per name. */
	folderName = (where: string, title: string, raw: string) => this.name(this.folders, where, title, raw, 'folder')
	contextName = (where: string, title: string, raw: string) => this.name(this.contexts, where, title, raw, 'context')

	/** The second pass: sub-tasks linked to parents found anywhere in the file, parents first. */
	finish(): ImportPlan {
		const byKey = new Map(this.tasks.map((t) => [t.key, t]))
		for (const task of this.tasks) {
			if (!task.parentKey) continue
			const parent = byKey.get(task.parentKey)
			const where = `${this.format === 'json' ? 'task' : 'item'} ${task.key}`
			if (!parent) {
				this.problem(where, task.title, `its parent task (item ${task.parentKey}) is not in the file; it is imported as a top-level task`)
				task.parentKey = null
			} else if (parent.parentKey && byKey.get(parent.parentKey)) {
				this.problem(where, task.title, 'its parent is itself a sub-task; it is imported as a top-level task')
				task.parentKey = null
			}
		}
		for (const key of this.withParent) {
			const task = byKey.get(key)!
			const parent = task.parentKey ? byKey.get(task.parentKey) : undefined
			if (!parent || !parent.repeat) {
				this.problem(`item ${key}`, task.title, 'it repeats "With Parent" but its parent does not repeat; it is imported without a repeat')
				task.repeatFrom = 'due'
				continue
			}
			task.repeat = parent.repeat
			task.repeatChoice = parent.repeatChoice
			task.repeatText = parent.repeatText
			if (task.repeatFrom === 'due') task.repeatFrom = parent.repeatFrom
		}
		const top = this.tasks.filter((t) => !t.parentKey)
		const subs = this.tasks.filter((t) => t.parentKey)
		return {
			format: this.format,
			source: this.source,
			notes: this.notes,
			tasks: [...top, ...subs],
			folders: [...this.folders.values()],
			contexts: [...this.contexts.values()],
			problems: this.problems,
			problemCount: this.problemCount,
		}
	}

	private date(text: string, column: string) {
		const key = `${column}\u0000${text}`
		let answer = this.dates.get(key)
		if (!answer) this.dates.set(key, (answer = readDate(text, this.timeZone, column)))
		return answer
	}

	private time(text: string, column: string) {
		const key = `${column}\u0000${text}`
		let answer = this.times.get(key)
		if (!answer) this.times.set(key, (answer = readTime(text, column)))
		return answer
	}

	private repeat(text: string, fromCompletion: boolean) {
		const key = `${fromCompletion}\u0000${text}`
		let answer = this.repeats.get(key)
		if (!answer) this.repeats.set(key, (answer = readRepeat(text, fromCompletion)))
		return answer
	}

	cut(where: string, title: string, text: string, limit: number, what: string) {
		if (text.length <= limit) return text
		this.problem(where, title.slice(0, 80), `its ${what} ${what === 'notes' ? 'are' : 'is'} longer than ${limit.toLocaleString('en-US')} characters and ${what === 'notes' ? 'were' : 'was'} cut to that length`)
		return text.slice(0, limit)
	}

	private name(seen: Map<string, string>, where: string, title: string, raw: string, what: string) {
		const name = this.cut(where, title, raw.trim().replace(/\s+/g, ' '), LIMITS.name, `${what} name`)
		if (name === '') return ''
		const key = name.toLowerCase()
		if (!seen.has(key)) seen.set(key, name)
		return seen.get(key)!
	}
}

/** NOTE, then goal and location when present, then the tags as the last line "Tags: a, b" (searchable notes). */
export function notesWithExtras(fields: Record<string, string>) {
	const lines: string[] = []
	const note = (fields.note ?? '').replace(/\r\n?/g, '\n').trimEnd()
	if (note) lines.push(note)
	const extra: string[] = []
	const goal = (fields.goal ?? '').trim()
	const location = (fields.location ?? '').trim()
	const timer = Number((fields.timer ?? '').trim())
	if (goal) extra.push(`Goal: ${goal}`)
	if (location) extra.push(`Location: ${location}`)
	if (Number.isFinite(timer) && timer > 0) extra.push(`Timer: ${Math.round(timer / 60)} minutes`)
	const tags = (fields.tag ?? '')
		.split(',')
		.map((t) => t.trim())
		.filter((t) => t !== '')
	if (tags.length) extra.push(`Tags: ${tags.join(', ')}`)
	if (extra.length) lines.push(extra.join('\n'))
	return lines.join('\n\n')
}
