// Reading one value of a Todoist CSV (a priority on Todoist's inverted scale, an indent, a natural-language date with
// its "every ..." repeat, a duration, labels written in the task's name) into Twentyfour's terms (docs/decisions/226).
// Pure: dates are read by quick add's reader (chrono-node and our repeat engine) relative to `now` in `timeZone`.
import { parseQuickAdd } from '~/tasks/quick-add-phrase'
import type { Priority } from '~/tasks/options'
import type { Read } from './toodledo-values'

const ok = <T>(value: T): Read<T> => ({ ok: true, value })
const no = (why: string): Read<never> => ({ ok: false, why })

/**
 * Todoist's CSV scale runs the other way from ours: 1 is p1, the highest, and 4 is p4, the lowest (Todoist's help
 * page "Format a CSV file to import into Todoist"). An empty cell is p1 there, so it is Top here too.
 */
const PRIORITIES = new Map<string, Priority>([
	['1', 'top'],
	['2', 'high'],
	['3', 'medium'],
	['4', 'low'],
])

export function readTodoistPriority(text: string): Read<Priority> {
	const key = text.trim().toLowerCase().replace(/^p/, '')
	if (key === '') return ok('top')
	const priority = PRIORITIES.get(key)
	return priority ? ok(priority) : no(`the priority "${text.trim()}" is not one of 1, 2, 3, 4 (p1 to p4); it is imported as Low`)
}

/** INDENT: 1 (or empty) is a top task, 2 a sub-task, 3 and more a sub-task of a sub-task. */
export function readIndent(text: string): Read<number> {
	const value = text.trim()
	if (value === '') return ok(1)
	if (!/^\d{1,2}$/.test(value) || Number(value) < 1) return no(`the indent "${value}" is not 1, 2, 3 or 4; it is imported as a top task`)
	return ok(Number(value))
}

/** DURATION with DURATION_UNIT (minute or day; a day counts 24 hours) as minutes; empty is none. */
export function readDuration(amount: string, unit: string): Read<number | null> {
	const value = amount.trim()
	if (value === '' || value === '0') return ok(null)
	const minutes = /^\d{1,6}$/.test(value) ? Number(value) : NaN
	const per = ({ '': 1, minute: 1, minutes: 1, day: 1440, days: 1440 } as Record<string, number>)[unit.trim().toLowerCase()]
	if (!Number.isFinite(minutes) || !per) return no(`the duration "${`${value} ${unit.trim()}`.trim()}" is not a number of minutes or days; it is left out`)
	return ok(minutes * per)
}

/** The labels written in CONTENT as @name, and the name without them. */
export function splitLabels(content: string) {
	const labels: string[] = []
	const title = content
		.replace(/(^|\s)@([^\s@]+)(?=\s|$)/gu, (_, lead: string, label: string) => {
			if (!labels.some((l) => l.toLowerCase() === label.toLowerCase())) labels.push(label)
			return lead
		})
		.replace(/\s+/g, ' ')
		.trim()
	return { title, labels }
}

export type TodoistDate = {
	/** the local midnight of the day, and the time of day in ms after midnight when one is given */
	day: number | null
	time: number | null
	/** the repeat phrase as our engine reads it ("every monday") with its rule, and whether it counts from completion
	 * (Todoist's "every!") */
	repeat: { phrase: string; rule: string } | null
	fromCompletion: boolean
}

export const NO_DATE: TodoistDate = { day: null, time: null, repeat: null, fromCompletion: false }
/** words that join a repeat to its first date ("every day starting Dec 3") */
const JOINING = /^(starting|start|starts|from|beginning)$/i
const TIME_ONLY = /^(at\s+)?\d{1,2}(:\d{2})?\s*(am|pm)?$/i
const ONLY_DATES = ['context', 'folder', 'priority', 'star', 'length'] as const

/**
 * DATE as Todoist writes it: "tomorrow", "Dec 3", "2026-12-03 14:00", "every monday at 9am", "every! 3 days" (repeat
 * from completion), "every 2 weeks starting Jan 5". Any word left over means the date is not read at all (never a
 * guess). `column` names it in the answer.
 */
export function readTodoistDate(text: string, timeZone: string, now: number, column: string, repeats = true): Read<TodoistDate> {
	const value = text.trim().replace(/\s+/g, ' ')
	if (value === '') return ok(NO_DATE)
	const fromCompletion = /(^|\s)every!/i.test(value)
	const phrase = value.replace(/(^|\s)every!/gi, '$1every')
	const ctx = { timeZone, now, contexts: [], folders: [] }
	const read = parseQuickAdd(phrase, { ...ctx, ignore: repeats ? [...ONLY_DATES] : [...ONLY_DATES, 'repeat'] })
	const left = read.title.split(' ').filter((w) => w !== '' && !JOINING.test(w))
	const cannot = `the ${column} "${value}" cannot be read`
	const rest = left.join(' ')
	if (left.length) return no(`${cannot}${rest === value ? '' : ` ("${rest}" is not understood)`}; it is left out`)
	if (!read.due) return no(`${cannot}; it is left out`)
	let day = read.due.date
	const dueText = read.parts.find((p) => p.field === 'due')?.text ?? ''
	// "every monday at 9am": the time alone does not say the day; the repeat's first day does
	if (read.repeat && TIME_ONLY.test(dueText.trim())) day = parseQuickAdd(read.repeat.phrase, { ...ctx, ignore: [...ONLY_DATES] }).due?.date ?? day
	return ok({ day, time: read.due.time, repeat: read.repeat, fromCompletion: fromCompletion && !!read.repeat })
}
