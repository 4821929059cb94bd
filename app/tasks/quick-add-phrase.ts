// Quick add that understands what is typed (issue 25, item 5; docs/decisions/241): "Call Bob tomorrow 5pm @phone
// #Work !2 *" is the title "Call Bob", due tomorrow at 17:00 in the person's timezone, context @phone, folder Work,
// priority 2 (High on the spec's scale: 0 Low, 1 Medium, 2 High, 3 Top) and a star. "every 2nd Tue" or "every weekday"
// is a repeat read by our repeat engine (app/tasks/repeat-phrase.ts); dates and times are read by chrono-node's English
// reader (only it: the package's index loads fifteen languages' parsers, 23 MiB; loaded on the first phrase, decision 356). Words
// it does not recognise stay in the title. Pure: the caller gives the person's contexts and folders, the time zone
// and "now"; names that match none are returned as new (the caller offers them, never creates them silently).
import { TZDate } from '@date-fns/tz'
import type * as ChronoEn from 'chrono-node/en'
import { addDays, startOfDay } from 'date-fns'
import { onFirstUse } from '~/lib/first-use'
import { PRIORITIES } from './options'
import type { QuickAddField } from './quick-add-fields'
import { nextOccurrence, parseRepeatPhrase } from './repeat'
import { personByPrefix } from '~/sharing/assignment'

/** chrono-node's English casual reader, the one its index's `parse` uses */
const chrono = onFirstUse<typeof ChronoEn>('chrono-node/en')

export type NamedPart = { name: string; known: boolean }

export type QuickAddPhrase = {
	title: string
	/** the local midnight of the due date, and the time of day in ms after midnight when a time was typed */
	due: { date: number; time: number | null } | null
	context: NamedPart | null
	folder: NamedPart | null
	priority: string | null
	star: boolean
	/** the phrase as typed ("every weekday") and its rule */
	repeat: { phrase: string; rule: string } | null
	/** the task's length in minutes ("30 min", "1h", "90m"), or null */
	length: number | null
	/**
	 * `+name` (issue 55): the one person of the task's shared folder whose name begins so; or why not (the words then
	 * stay in the title, and the preview says so)
	 */
	assignee: { id: string; name: string } | { problem: 'unknown' | 'ambiguous'; typed: string } | null
	/** the pieces understood, as typed, in the order of the text (the preview lists them, each removable) */
	parts: { field: QuickAddField; text: string }[]
}

/** `ignore`: parts the person removed from the preview; their words stay in the title */
export type QuickAddContext = {
	timeZone: string
	now: number
	contexts: string[]
	folders: string[]
	ignore?: QuickAddField[]
	/** who a task of this folder ('': the default one) may be assigned to; none: not a shared folder */
	people?: (folder: string) => { id: string; name: string }[]
}

const PRIORITY_BY_RANK = new Map(PRIORITIES.filter((p) => p.rank >= 0).map((p) => [String(p.rank), p.value]))
/** Todoist's shorthand, p1 highest (docs/decisions/300): p1 Top, p2 High, p3 Medium, p4 Low */
const TODOIST_PRIORITY: Record<string, string> = { '1': 'top', '2': 'high', '3': 'medium', '4': 'low' }
/** the times of "morning", "afternoon", "evening" and "tonight", minutes after midnight (docs/decisions/300) */
export const DAY_PART_TIMES: Record<string, number> = { morning: 9 * 60, afternoon: 13 * 60, evening: 18 * 60, tonight: 20 * 60 }
/** "30 min", "1h", "90m", "1.5 hours", "1h30m", optionally after "for"; never after "in" (that is a date) */
const DURATION = /(?<=^|\s)(?:for\s+)?(?:(\d{1,3}(?:\.\d+)?)\s?(h|hr|hrs|hours?)(?:\s?(\d{1,2})\s?(m|min|mins|minutes?))?|(\d{1,4})\s?(m|min|mins|minutes?))(?=\s|[,.;]?$)/gi

/** a name as the person has it (compared without case and without a leading @), or the typed name as new */
function named(typed: string, names: string[], prefix: string): NamedPart {
	const bare = (s: string) => s.replace(/^[@#]/, '').toLowerCase()
	const found = names.find((n) => bare(n) === bare(typed))
	if (found) return { name: found, known: true }
	return { name: prefix === '@' ? `@${typed}` : typed, known: false }
}

/** the first span of `text` from "every" on that the repeat engine reads fully, the longest one */
function findRepeat(text: string) {
	const start = /(^|\s)(every|each)\s/i.exec(text)
	if (!start) return null
	const from = start.index + start[1]!.length
	const words = text.slice(from).trimEnd().split(/\s+/)
	for (let n = Math.min(words.length, 12); n >= 2; n--) {
		const phrase = words.slice(0, n).join(' ')
		const read = parseRepeatPhrase(phrase)
		if (read.ok) return { from, to: from + text.slice(from).indexOf(words[n - 1]!) + words[n - 1]!.length, phrase, rule: read.rule }
	}
	return null
}

/**
 * A repeat typed without a date is due on its first day from today on: today for "every 4 days", the coming Tuesday
 * for "every 2 weeks on Tuesday" (the interval counts from there, so the pattern is asked for with an interval of 1).
 */
function firstOccurrence(rule: string, ctx: QuickAddContext, time: number | null) {
	const today = new TZDate(ctx.now, ctx.timeZone)
	const midnight = startOfDay(today).getTime()
	// a time already past today starts the repeat at its next matching day ("every Tuesday at 9am" on a Tuesday at 10)
	const past = time !== null && today.getHours() * 3_600_000 + today.getMinutes() * 60_000 >= time
	if (!/;BY/.test(rule)) return past ? addDays(startOfDay(today), 1).getTime() : midnight
	const from = past ? midnight : addDays(today, -1).getTime()
	const first = nextOccurrence(rule.replace(/INTERVAL=\d+/, 'INTERVAL=1'), from, ctx.timeZone)
	return first ? first.due : midnight
}

/** the duration typed, in minutes, cut from `rest` */
function findLength(rest: string) {
	for (const m of rest.matchAll(DURATION)) {
		if (/(?:^|\s)in\s+$/i.test(rest.slice(0, m.index))) continue
		const minutes = m[1] !== undefined ? Number(m[1]) * 60 + (m[3] ? Number(m[3]) : 0) : Number(m[5])
		if (minutes > 0) return { at: m.index, text: m[0], minutes: Math.round(minutes) }
	}
	return null
}

export function parseQuickAdd(text: string, ctx: QuickAddContext): QuickAddPhrase {
	const result: QuickAddPhrase = { title: '', due: null, context: null, folder: null, priority: null, star: false, repeat: null, length: null, assignee: null, parts: [] }
	// what is understood is cut out of `rest` (replaced by spaces, so positions stay put)
	const ignore = new Set(ctx.ignore)
	let rest = text
	const cut = (from: number, to: number) => (rest = rest.slice(0, from) + ' '.repeat(to - from) + rest.slice(to))
	const found: { at: number; field: QuickAddField; text: string }[] = []

	for (const m of text.matchAll(/(?<=^|\s)([@#])([\p{L}\p{N}_][\p{L}\p{N}_.&'-]*)(?=\s|$)/gu)) {
		const field = m[1] === '@' ? 'context' : 'folder'
		if (result[field] || ignore.has(field)) continue
		result[field] = named(m[2]!, field === 'context' ? ctx.contexts : ctx.folders, m[1]!)
		found.push({ at: m.index, field, text: m[0] })
		cut(m.index, m.index + m[0].length)
	}
	for (const m of rest.matchAll(/(?<=^|\s)\+([\p{L}][\p{L}\p{N}_.'-]*)(?=\s|$)/gu)) {
		if (result.assignee || ignore.has('assignee') || !ctx.people) break
		const who = personByPrefix(m[1]!, ctx.people(result.folder?.known ? result.folder.name : ''))
		found.push({ at: m.index, field: 'assignee', text: m[0] })
		// an unknown or ambiguous name stays in the title; the preview says why
		if ('problem' in who) result.assignee = { problem: who.problem, typed: m[1]! }
		else {
			result.assignee = { id: who.person.id, name: who.person.name }
			cut(m.index, m.index + m[0].length)
		}
	}
	for (const m of rest.matchAll(/(?<=^|\s)(?:!([0-3])|[pP]([1-4]))(?=\s|$)/g)) {
		if (result.priority || ignore.has('priority')) continue
		result.priority = m[1] !== undefined ? PRIORITY_BY_RANK.get(m[1])! : TODOIST_PRIORITY[m[2]!]!
		found.push({ at: m.index, field: 'priority', text: m[0] })
		cut(m.index, m.index + m[0].length)
	}
	for (const m of rest.matchAll(/(?<=^|\s)\*(?=\s|$)/g)) {
		if (ignore.has('star')) break
		result.star = true
		if (!found.some((f) => f.field === 'star')) found.push({ at: m.index, field: 'star', text: '*' })
		cut(m.index, m.index + 1)
	}
	const repeat = ignore.has('repeat') ? null : findRepeat(rest)
	if (repeat) {
		result.repeat = { phrase: repeat.phrase, rule: repeat.rule }
		found.push({ at: repeat.from, field: 'repeat', text: repeat.phrase })
		cut(repeat.from, repeat.to)
	}
	const length = ignore.has('length') ? null : findLength(rest)
	if (length) {
		result.length = length.minutes
		found.push({ at: length.at, field: 'length', text: length.text.trim() })
		cut(length.at, length.at + length.text.length)
	}
	// chrono reads the wall clock of the reference in the offset given: the person's, at this instant
	const offset = -new TZDate(ctx.now, ctx.timeZone).getTimezoneOffset()
	// text with no letter or digit left holds no date: chrono is not loaded for it (the blank phrase a quick add with
	// understanding turned off reads)
	const readable = !ignore.has('due') && /[\p{L}\d]/u.test(rest)
	const date = readable ? chrono().casual.parse(rest, { instant: new Date(ctx.now), timezone: offset }, { forwardDate: true })[0] : undefined
	if (date && /[\p{L}\d]/u.test(date.text) && !/^\d+$/.test(date.text.trim())) {
		const s = date.start
		const day = new TZDate(s.get('year')!, s.get('month')! - 1, s.get('day')!, ctx.timeZone).getTime()
		const dayPart = /\b(morning|afternoon|evening|tonight)\b/i.exec(date.text)?.[1]?.toLowerCase()
		const time = s.isCertain('hour')
			? (s.get('hour')! * 60 + (s.get('minute') ?? 0)) * 60_000
			: dayPart
				? DAY_PART_TIMES[dayPart]! * 60_000
				: null
		// a time alone beside a repeat ("every Tuesday at 9am") is the repeat's time, on its first day
		const dayGiven = ['day', 'weekday', 'month', 'year'].some((c) => s.isCertain(c as 'day')) || /\b(today|tomorrow|tonight)\b/i.test(date.text)
		result.due = { date: result.repeat && !dayGiven ? firstOccurrence(result.repeat.rule, ctx, time) : day, time }
		// "at 5pm", "on Monday", "by Friday", "due tomorrow": the little word goes with the date
		const lead = /(?:^|\s)((?:at|on|by|due|before)\s+)$/i.exec(rest.slice(0, date.index))
		const from = lead ? date.index - lead[1]!.length : date.index
		found.push({ at: from, field: 'due', text: text.slice(from, date.index + date.text.length) })
		cut(from, date.index + date.text.length)
	}
	if (result.repeat && !result.due) result.due = { date: firstOccurrence(result.repeat.rule, ctx, null), time: null }
	result.title = rest.replace(/\s+/g, ' ').trim()
	result.parts = found.sort((a, b) => a.at - b.at).map(({ field, text }) => ({ field, text }))
	return result
}
