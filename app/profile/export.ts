// The privacy policy's access and portability: the user's tasks as CSV (pure functions here).
import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import type { tasks } from '#db/schema'

type Task = typeof tasks.$inferSelect

/** The JSON export's own name and shape version: the import reads versions up to this one (decision 225). */
export const EXPORT_FORMAT = 'twentyfour-export'
export const EXPORT_VERSION = 1

/**
 * A cell a spreadsheet would run as a formula gets a leading single quote: cells that start with
 * = + - @, tab, carriage return or NUL (the security rule of the architecture, after OWASP).
 */
export function neutraliseCell(value: string) {
	return /^[=+\-@\t\r\0]/.test(value) ? `'${value}` : value
}

/** RFC 4180: a cell with a comma, quote or line break is quoted, quotes doubled. */
export function csvCell(value: string | number | null | undefined) {
	const text = neutraliseCell(value === null || value === undefined ? '' : String(value))
	return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function csvLine(cells: (string | number | null | undefined)[]) {
	return cells.map(csvCell).join(',')
}

const yn = (b: boolean) => (b ? 'Y' : 'N')
/** a local day, YYYY-MM-DD */
const day = (ms: number | null, tz: string) => (ms === null ? '' : format(new TZDate(ms, tz), 'yyyy-MM-dd'))
/** an instant, YYYY-MM-DD HH:mm in the user's timezone */
const instant = (ms: number | null, tz: string) => (ms === null ? '' : format(new TZDate(ms, tz), 'yyyy-MM-dd HH:mm'))
/** a time of day stored as milliseconds after local midnight, HH:mm */
const timeOfDay = (ms: number | null) => {
	if (ms === null) return ''
	const minutes = Math.round(ms / 60_000)
	return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

/** The columns, named with the task fields of spec point 3. */
export const TASK_CSV_COLUMNS = [
	'id',
	'title',
	'notes',
	'added',
	'completed',
	'completedDate',
	'star',
	'start',
	'starttime',
	'due',
	'duetime',
	'length',
	'repeat',
	'repeatFrom',
	'repeatFinal',
	'remind',
	'remindDate',
	'remindSent',
	'folder',
	'context',
	'priority',
	'status',
	'via',
	'parent',
	'createdFrom',
	'stackRank',
] as const

/** The repeat rule as the user chose it: the Advanced phrase, the choice (Daily ...), or the rule itself. */
const repeatOf = (t: Task) => (t.repeatChoice === 'ADVANCED' ? t.repeatText : t.repeatChoice) || t.repeat

export function taskCsvRow(t: Task, tz: string): string[] {
	const row: Record<(typeof TASK_CSV_COLUMNS)[number], string> = {
		id: t.id,
		title: t.title,
		notes: t.notes,
		added: instant(t.added, tz),
		completed: yn(t.completed),
		completedDate: instant(t.completedDate, tz),
		star: yn(t.star),
		start: day(t.start, tz),
		starttime: timeOfDay(t.startTime),
		due: day(t.due, tz),
		duetime: timeOfDay(t.dueTime),
		length: t.length === null ? '' : String(t.length),
		repeat: repeatOf(t),
		repeatFrom: t.repeat ? t.repeatFrom : '',
		repeatFinal: t.repeatFinal ?? '',
		// -1 is Never
		remind: t.remind < 0 ? '' : String(t.remind),
		remindDate: instant(t.remindDate, tz),
		remindSent: yn(t.remindSent),
		folder: t.folder,
		context: t.context,
		priority: t.priority,
		status: t.status,
		via: t.via,
		parent: t.parentId ?? '',
		createdFrom: t.createdFrom ?? '',
		stackRank: t.stackRank === null ? '' : String(t.stackRank),
	}
	return TASK_CSV_COLUMNS.map((c) => row[c])
}

/** The whole file: a header row, one row per task, CRLF line ends. */
export function tasksCsv(list: Task[], tz: string) {
	return [csvLine([...TASK_CSV_COLUMNS]), ...list.map((t) => csvLine(taskCsvRow(t, tz)))].join('\r\n') + '\r\n'
}

/** twentyfour-tasks-2026-03-02.csv */
export function exportFileName(kind: 'tasks' | 'data', tz: string, now = Date.now()) {
	return `twentyfour-${kind}-${day(now, tz)}.${kind === 'tasks' ? 'csv' : 'json'}`
}
