// Reading one Toodledo value (a priority, a status, a date, a 12-hour time, a repeat) into Twentyfour's terms.
// Pure: every reader answers a value, or a reason it could not read the text (never a guess).
import { TZDate } from '@date-fns/tz'
import type { RepeatChoice } from '~/tasks/options'
import { normalizeRule, parseRepeatPhrase, repeatRule } from '~/tasks/repeat'
import type { Priority, Status } from '~/tasks/options'

export type Read<T> = { ok: true; value: T } | { ok: false; why: string }
const ok = <T>(value: T): Read<T> => ({ ok: true, value })
const no = (why: string): Read<never> => ({ ok: false, why })

/** Toodledo's codes and words: -1 Negative, 0 Low, 1 Medium, 2 High, 3 Top; blank is Low. */
const PRIORITY_WORDS = new Map<string, Priority>([
	['-1', 'negative'],
	['0', 'low'],
	['1', 'medium'],
	['2', 'high'],
	['3', 'top'],
	['negative', 'negative'],
	['low', 'low'],
	['medium', 'medium'],
	['high', 'high'],
	['top', 'top'],
	// blank is Low; some exports write None for it
	['none', 'low'],
])

export function readPriority(text: string): Read<Priority> {
	const key = text.trim().toLowerCase()
	if (key === '') return ok('low')
	const priority = PRIORITY_WORDS.get(key)
	return priority ? ok(priority) : no(`the priority "${text.trim()}" is not one of -1, 0, 1, 2, 3 (Negative to Top); it is imported as Low`)
}

/** The eleven status names (and Toodledo's old codes 0..10); blank or None is none. */
const STATUS_WORDS = new Map<string, Status>(
	(
		[
			['none', 'none'],
			['next action', 'next'],
			['active', 'active'],
			['planning', 'planning'],
			['delegated', 'delegated'],
			['waiting', 'waiting'],
			['hold', 'hold'],
			['postponed', 'postponed'],
			['someday', 'someday'],
			['canceled', 'canceled'],
			['reference', 'reference'],
		] as [string, Status][]
	).flatMap(([word, status], code) => [
		[word, status],
		[String(code), status],
	]),
)
STATUS_WORDS.set('next', 'next')
STATUS_WORDS.set('cancelled', 'canceled')

export function readStatus(text: string): Read<Status> {
	const key = text.trim().toLowerCase().replace(/\s+/g, ' ')
	if (key === '') return ok('none')
	const status = STATUS_WORDS.get(key)
	return status ? ok(status) : no(`the status "${text.trim()}" is not a Toodledo status; it is imported as None`)
}

export function readStar(text: string): Read<boolean> {
	const key = text.trim().toLowerCase()
	if (key === '' || key === 'no' || key === '0' || key === 'n') return ok(false)
	if (key === 'yes' || key === '1' || key === 'y') return ok(true)
	return no(`the star "${text.trim()}" is neither Yes nor 1; the task is imported without a star`)
}

/** YYYY-MM-DD; blank and 0000-00-00 mean no date. The answer is the day's local midnight in `timeZone`. */
export function readDate(text: string, timeZone: string, column: string): Read<number | null> {
	const value = text.trim()
	if (value === '' || value === '0000-00-00') return ok(null)
	const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value)
	if (!match) return no(`the ${column} "${value}" is not a date as YYYY-MM-DD; it is left out`)
	const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
	const check = new Date(Date.UTC(year, month - 1, day))
	if (month < 1 || month > 12 || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || year < 1000) {
		return no(`the ${column} ${value} does not exist; it is left out`)
	}
	return ok(new TZDate(year, month - 1, day, timeZone).getTime())
}

/** A time of day as Toodledo writes it ("8:00 pm", "10:56 am"; 24-hour "20:00" also read): ms after midnight. */
export function readTime(text: string, column: string): Read<number | null> {
	const value = text.trim().toLowerCase()
	if (value === '') return ok(null)
	const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/.exec(value)
	const bad = no(`the ${column} "${text.trim()}" is not a time such as 8:00 pm; it is left out`)
	if (!match) return bad
	let hours = Number(match[1])
	const minutes = Number(match[2])
	const seconds = Number(match[3] ?? 0)
	const half = match[4]?.[0]
	if (minutes > 59 || seconds > 59) return bad
	if (half) {
		if (hours < 1 || hours > 12) return bad
		// the 12-hour clock: 12:xx am is just after midnight, 12:xx pm just after noon
		hours = (hours % 12) + (half === 'p' ? 12 : 0)
	} else if (hours > 23) return bad
	return ok(((hours * 60 + minutes) * 60 + seconds) * 1000)
}

/** LENGTH in minutes (a whole or decimal number); blank is none. */
export function readLength(text: string): Read<number | null> {
	const value = text.trim()
	if (value === '' || value === '0') return ok(null)
	const minutes = Number(value)
	if (!/^\d+(\.\d+)?$/.test(value) || !Number.isFinite(minutes) || minutes > 1_000_000) {
		return no(`the length "${value}" is not a number of minutes; it is left out`)
	}
	return ok(minutes)
}

export type ImportedRepeat =
	| { kind: 'none' }
	/** follows the parent task's repeat ("With Parent", or Toodledo's PARENT flag) */
	| { kind: 'parent'; fromCompletion: boolean }
	| { kind: 'rule'; rule: string; choice: RepeatChoice; text: string; fromCompletion: boolean }

const SIMPLE_CHOICES = new Map<string, RepeatChoice>([
	['daily', 'DAILY'],
	['weekly', 'WEEKLY'],
	['biweekly', 'BIWEEKLY'],
	['monthly', 'MONTHLY'],
	['bimonthly', 'BIMONTHLY'],
	['quarterly', 'QUARTERLY'],
	['semiannually', 'SEMIANNUALLY'],
	['yearly', 'YEARLY'],
])

/**
 * A REPEAT value: the simple choices, "With Parent", the advanced phrases ("Every 6 weeks", "Every Thu, Sun",
 * "Every weekday", "On the 2nd Sun of each month", "The last Tue of each month") and Toodledo's RRULE form, each
 * perhaps ending in "from completion". `fromCompletion` (the XML's repeatfrom 1) also makes it repeat from completion.
 */
export function readRepeat(text: string, fromCompletion = false): Read<ImportedRepeat> {
	let phrase = text.trim().replace(/\s+/g, ' ')
	const tail = /[\s,;]*\(?\s*from (the )?complet(ion|ed)( date)?\s*\)?$/i
	if (tail.test(phrase)) {
		fromCompletion = true
		phrase = phrase.replace(tail, '')
	}
	const key = phrase.toLowerCase()
	if (key === '' || key === 'none' || key === 'no repeat') return ok({ kind: 'none' })
	if (key === 'with parent' || key === 'parent') return ok({ kind: 'parent', fromCompletion })
	const simple = SIMPLE_CHOICES.get(key)
	if (simple) {
		const rule = repeatRule(simple)
		if (rule.ok) return ok({ kind: 'rule', rule: rule.rule, choice: simple, text: '', fromCompletion })
	}
	if (/^(rrule:)?freq=/i.test(phrase)) {
		const flags = phrase.toUpperCase().split(';')
		if (flags.includes('FROMCOMP')) fromCompletion = true
		if (flags.includes('PARENT')) return ok({ kind: 'parent', fromCompletion })
		const rule = normalizeRule(phrase)
		if (!rule.ok) return no(`the repeat "${text.trim()}" cannot be read (${rule.error}); the task is imported without a repeat`)
		return ok({ kind: 'rule', rule: rule.rule, choice: 'ADVANCED', text: phrase, fromCompletion })
	}
	const read = parseRepeatPhrase(phrase)
	if (!read.ok) return no(`the repeat "${text.trim()}" cannot be read; the task is imported without a repeat`)
	return ok({ kind: 'rule', rule: read.rule, choice: 'ADVANCED', text: phrase, fromCompletion })
}
