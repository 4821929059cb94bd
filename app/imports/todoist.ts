// Reading a Todoist CSV (a project exported as a template, the format of Todoist's help page "Format a CSV file to
// import into Todoist") into the same import plan as Toodledo's files (docs/decisions/226). Rows of TYPE task become
// tasks, section rows name the folder of the tasks after them, note rows are comments added to the task above, meta
// rows are Todoist's view settings. Yields to the event loop between slices of rows, as the Toodledo reader does.
import type Papa from 'papaparse'
import { onFirstUse } from '~/lib/first-use'
import { PlanBuilder, type PlannedTask, type ReadFile } from './plan'
import { readDuration, readIndent, readTodoistDate, readTodoistPriority, splitLabels, NO_DATE, type TodoistDate } from './todoist-values'
import type { Read } from './toodledo-values'
import { NO_REPEAT } from '~/tasks/options'
import { settleRepeat } from '~/tasks/repeat'

/** papaparse on the first file read (decision 356) */
const papaparse = onFirstUse<typeof Papa>('papaparse')

export const TODOIST_COLUMNS = [
	'TYPE',
	'CONTENT',
	'DESCRIPTION',
	'PRIORITY',
	'INDENT',
	'AUTHOR',
	'RESPONSIBLE',
	'DATE',
	'DATE_LANG',
	'TIMEZONE',
	'DURATION',
	'DURATION_UNIT',
	'DEADLINE',
	'DEADLINE_LANG',
] as const

const KNOWN = new Set<string>(TODOIST_COLUMNS)
/** rows read between two pauses: fewer than Toodledo's 250, as each new date text goes through the date reader */
const SLICE = 50

export const todoistMessages = {
	empty: (filename: string) => `${filename} is empty. Choose a Todoist CSV file.`,
	notTodoist: (filename: string) =>
		`${filename} is not a Todoist CSV. Choose a project exported from Todoist as a CSV file (its first line starts with TYPE,CONTENT).`,
	broken: (filename: string, why: string) => `${filename} could not be read: ${why}. Nothing was imported.`,
	noTasks: (filename: string) => `${filename} holds no tasks to import.`,
	flattened: (n: number) =>
		`${n.toLocaleString('en-US')} ${n === 1 ? 'sub-task' : 'sub-tasks'} deeper than one level ${n === 1 ? 'was' : 'were'} attached to ${n === 1 ? 'its' : 'their'} top task: Twentyfour has one level of sub-tasks.`,
	project: (name: string) => `Tasks outside a section go into the folder "${name}", the project's name (the file's name); tasks in a section go into a folder named after the section.`,
}

/** The project is the file: its name without the extension (and without a browser's " (1)" for a second download). */
export function projectName(filename: string) {
	return filename.replace(/\.csv$/i, '').replace(/\s\(\d+\)$/, '').trim() || 'Todoist'
}

/** One task row being read; its comments (the note rows under it) are added before it goes into the plan. */
type Pending = { where: string; task: PlannedTask; description: string; comments: string[]; extras: string[]; tags: string[] }

/**
 * Reads the file's bytes (UTF-8, with or without a byte order mark). `now` is when the file was first read: natural
 * dates ("tomorrow") are read relative to it, so the preview and the later Confirm agree.
 */
export function readTodoistFile(bytes: Uint8Array, filename: string, timeZone: string, now: number): Promise<ReadFile> {
	const text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '')
	if (text.trim() === '') return Promise.resolve({ ok: false, error: todoistMessages.empty(filename) })
	const plan = new PlanBuilder('csv', timeZone, 'Todoist')
	const project = projectName(filename)
	let header: string[] | null = null
	let line = 1
	let rows = 0
	let failure: string | null = null
	let section = ''
	let top: PlannedTask | null = null
	let pending: Pending | null = null
	let deeper = 0
	let outsideSections = false
	const dates = new Map<string, Read<TodoistDate>>()

	const flush = () => {
		if (!pending) return
		const { task, description, comments, extras, tags } = pending
		if (tags.length) extras.push(`Tags: ${tags.join(', ')}`)
		task.notes = [description, ...comments, extras.join('\n')].filter((part) => part !== '').join('\n\n')
		plan.addRead(pending.where, task)
		pending = null
	}

	const readTask = (where: string, f: Record<string, string>) => {
		const { title, labels } = splitLabels(f.CONTENT ?? '')
		if (title === '') {
			// a skipped top task's sub-tasks are not given to the top task before it
			const level = readIndent(f.INDENT ?? '')
			if (!level.ok || level.value === 1) top = null
			return plan.problem(where, '', 'it has no name, so it is not imported', true)
		}
		const shown = title.slice(0, 80)
		const read = <T>(result: Read<T>, fallback: T): T => {
			if (result.ok) return result.value
			plan.problem(where, shown, result.why)
			return fallback
		}
		const language = (column: string) => {
			const lang = (f[column] ?? '').trim().toLowerCase()
			return lang && lang !== 'en' ? ` (dates are read in English; ${column} is "${lang}")` : ''
		}
		const dateOf = (column: 'DATE' | 'DEADLINE') => {
			// a file repeats the same dates many times: each distinct text is read once
			const key = `${column}\u0000${f[column] ?? ''}`
			const result = dates.get(key) ?? dates.set(key, readTodoistDate(f[column] ?? '', timeZone, now, column === 'DATE' ? 'date' : 'deadline', column === 'DATE')).get(key)!
			return result.ok ? result : { ok: false as const, why: result.why.replace(/; it is left out$/, `${language(`${column}_LANG`)}; it is left out`) }
		}
		const date = read(dateOf('DATE'), NO_DATE)
		const deadline = read(dateOf('DEADLINE'), NO_DATE)
		const repeat = date.repeat
		const extras: string[] = []
		// Twentyfour has one due date: DATE is it; a DEADLINE is the due date only when there is no DATE
		const due = date.day !== null ? date : deadline
		if (date.day !== null && deadline.day !== null) extras.push(`Deadline: ${(f.DEADLINE ?? '').trim()}`)
		const responsible = (f.RESPONSIBLE ?? '').trim()
		if (responsible) extras.push(`Responsible: ${responsible}`)

		let indent = read(readIndent(f.INDENT ?? ''), 1)
		if (indent > 1 && !top) {
			plan.problem(where, shown, `it is a sub-task (indent ${indent}) with no top task above it${section ? ' in its section' : ''}; it is imported as a top task`)
			indent = 1
		} else if (indent > 2) {
			deeper++
			plan.problem(where, shown, `it is a sub-task of a sub-task (indent ${indent}); it is attached to its top task "${top!.title.slice(0, 80)}"`)
		}
		if (!section) outsideSections = true
		const task: PlannedTask = {
			key: where,
			parentKey: indent > 1 ? top!.key : null,
			title,
			notes: '',
			folder: section || project,
			context: labels[0] ?? '',
			priority: read(readTodoistPriority(f.PRIORITY ?? ''), 'low'),
			status: 'none',
			star: false,
			start: null,
			startTime: null,
			due: due.day,
			dueTime: due.time,
			length: read(readDuration(f.DURATION ?? '', f.DURATION_UNIT ?? ''), null),
			...settleRepeat(repeat?.rule ?? '', repeat ? 'ADVANCED' : NO_REPEAT, repeat?.phrase ?? ''),
			repeatFrom: date.fromCompletion ? 'completedDate' : 'due',
			completed: false,
			completedDate: null,
		}
		if (indent === 1) top = task
		pending = { where, task, description: (f.DESCRIPTION ?? '').replace(/\r\n?/g, '\n').trim(), comments: [], extras, tags: labels.slice(1) }
	}

	const readRow = (where: string, f: Record<string, string>) => {
		const type = (f.TYPE ?? '').trim().toLowerCase()
		const content = (f.CONTENT ?? '').replace(/\r\n?/g, '\n').trim()
		if (type === 'meta') return
		if (type === 'note') {
			if (!pending) return plan.problem(where, content.slice(0, 80), 'it is a note (comment) with no task above it, so it is not imported', true)
			if (content) pending.comments.push(content)
			return
		}
		flush()
		if (type === 'section') {
			section = content.replace(/\s+/g, ' ')
			top = null
			if (!section) plan.problem(where, '', 'it is a section without a name; the tasks after it go into the project\'s folder', false)
		} else if (type === 'task') readTask(where, f)
		else plan.problem(where, content.slice(0, 80), `its TYPE "${(f.TYPE ?? '').trim()}" is not task, section, note or meta, so it is not imported`, true)
	}

	return new Promise((resolve) => {
		papaparse().parse<string[]>(text, {
			delimiter: ',',
			quoteChar: '"',
			skipEmptyLines: false,
			step(results, parser) {
				const row = results.data
				const here = line
				line += 1 + row.reduce((n, value) => n + (value.match(/\r\n|\r|\n/g)?.length ?? 0), 0)
				if (results.errors.some((e) => e.type === 'Quotes')) {
					failure = todoistMessages.broken(filename, `a quoted value on line ${here} is not closed properly`)
					return parser.abort()
				}
				// Todoist writes an empty row between tasks
				if (row.every((value) => value.trim() === '')) return
				if (!header) {
					header = row.map((c) => c.trim().toUpperCase())
					if (header[0] !== 'TYPE' || !header.includes('CONTENT')) {
						failure = todoistMessages.notTodoist(filename)
						return parser.abort()
					}
					for (const column of header.filter((c) => !KNOWN.has(c))) {
						plan.problem('line 1', '', `the column "${column}" is not a Todoist column and is not imported`)
					}
					return
				}
				if (row.length !== header.length) {
					plan.problem(`line ${here}`, (row[1] ?? '').slice(0, 80), `it has ${row.length} values where the header has ${header.length} columns, so it is not imported`, true)
				} else {
					const fields: Record<string, string> = {}
					header.forEach((column, i) => (fields[column] = row[i]))
					readRow(`line ${here}`, fields)
				}
				if (++rows % SLICE === 0) {
					parser.pause()
					setImmediate(() => parser.resume())
				}
			},
			complete() {
				if (failure) return resolve({ ok: false, error: failure })
				if (!header) return resolve({ ok: false, error: todoistMessages.notTodoist(filename) })
				flush()
				if (deeper) plan.notes.push(todoistMessages.flattened(deeper))
				if (outsideSections) plan.notes.push(todoistMessages.project(project))
				const done = plan.finish()
				if (done.tasks.length === 0 && done.problems.length === 0) return resolve({ ok: false, error: todoistMessages.noTasks(filename) })
				resolve({ ok: true, plan: done })
			},
		})
	})
}
