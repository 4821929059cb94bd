// Repeat rules of tasks (spec point 4 "Completing a task with a repeat rule", point 5, point 9 repeat options).
// Pure: no database. A task stores its rule as an RRULE body without DTSTART ('FREQ=WEEKLY;INTERVAL=2'), '' for none.
import { TZDate } from '@date-fns/tz'
import { isValidTimeZone, localMidnight } from '~/lib/dates'
import { dayNumber, nextDay } from './repeat-calendar'
import { readPhrase } from './repeat-phrase'
import { readRule, WEEKDAY_NAMES, WEEKDAYS, writeRule, type Rule, type RuleDay } from './repeat-rule'
import { NO_REPEAT, REPEAT_OPTIONS, storedRepeatChoice, type RepeatChoice, type StoredRepeatChoice } from './options'


export type RuleResult = { ok: true; rule: string } | { ok: false; error: string }

/** The rule each fixed choice stores. */
const CHOICE_RULES: Partial<Record<RepeatChoice, string>> = {
	NONE: '',
	DAILY: 'FREQ=DAILY;INTERVAL=1',
	WEEKLY: 'FREQ=WEEKLY;INTERVAL=1',
	BIWEEKLY: 'FREQ=WEEKLY;INTERVAL=2',
	MONTHLY: 'FREQ=MONTHLY;INTERVAL=1',
	BIMONTHLY: 'FREQ=MONTHLY;INTERVAL=2',
	QUARTERLY: 'FREQ=MONTHLY;INTERVAL=3',
	SEMIANNUALLY: 'FREQ=MONTHLY;INTERVAL=6',
	YEARLY: 'FREQ=YEARLY;INTERVAL=1',
}

/** The stored rule for a choice: an RRULE body without DTSTART, '' for NONE. ADVANCED reads `advancedText`. */
export function repeatRule(choice: RepeatChoice, advancedText?: string): RuleResult {
	if (choice === 'ADVANCED') return parseRepeatPhrase(advancedText ?? '')
	const rule = CHOICE_RULES[choice]
	if (rule === undefined) return { ok: false, error: 'Choose how often the task repeats from the list.' }
	return { ok: true, rule }
}

/**
 * Reads an advanced phrase ("every 2 weeks on Tuesday", "on the last Friday of each month", "every Mon, Wed and Fri").
 * Never guesses: a phrase it cannot read fully is refused with a message for the user.
 */
export function parseRepeatPhrase(text: string): RuleResult {
	const read = readPhrase(text)
	return read.ok ? { ok: true, rule: writeRule(read.rule) } : read
}

/**
 * A stored or imported rule in canonical form ('' stays ''): an `RRULE:` prefix and Toodledo's FROMCOMP, FASTFORWARD
 * and PARENT flags are dropped, a rule lacking an interval gets INTERVAL=1. Rules Twentyfour cannot repeat are refused.
 */
export function normalizeRule(rule: string): RuleResult {
	const read = readRule(rule)
	if (!read.ok) return read
	return { ok: true, rule: read.rule ? writeRule(read.rule) : '' }
}

/**
 * The next instance after completing. `from` is the local midnight (in `timeZone`) of the repeat-from date: the due
 * date, or the completion date (any instant of that day gives the same answer). Returns the local midnight of the
 * first occurrence strictly after that date, with the rule to store on the new instance (COUNT one less when the
 * rule has a COUNT), or null when the rule is exhausted (COUNT reached, UNTIL passed, or it never occurs again).
 * Throws an Error with a readable message when the rule is empty or cannot be read, or the time zone is unknown.
 */
export function nextOccurrence(rule: string, from: number, timeZone: string): { due: number; rule: string } | null {
	const read = readRule(rule)
	if (!read.ok) throw new Error(read.error)
	if (!read.rule) throw new Error('The task has no repeat rule.')
	if (!isValidTimeZone(timeZone)) throw new Error(`Unknown time zone "${timeZone}".`)
	const current = read.rule
	if (current.count !== null && current.count <= 1) return null
	const fromDay = localDay(from, timeZone)
	const next = nextDay(current, fromDay)
	if (next === null) return null
	const count = current.count === null ? null : current.count - 1
	return { due: localMidnight(timeZone, from, next - fromDay), rule: writeRule({ ...current, count }) }
}

/**
 * Point 4 "start (if set) shifts by the same amount": the local midnight of `date` moved by as many calendar days as
 * the due date moved (`oldDue` to `newDue`), all in `timeZone`. Counting days, not milliseconds, keeps it at midnight
 * across daylight-saving changes.
 */
export function shiftByDays(date: number, oldDue: number, newDue: number, timeZone: string): number {
	if (!isValidTimeZone(timeZone)) throw new Error(`Unknown time zone "${timeZone}".`)
	return localMidnight(timeZone, date, localDay(newDue, timeZone) - localDay(oldDue, timeZone))
}

/** The calendar day (a day number) that holds `instant` in `timeZone`. */
function localDay(instant: number, timeZone: string) {
	const local = new TZDate(instant, timeZone)
	return dayNumber(local.getFullYear(), local.getMonth() + 1, local.getDate())
}

/** The choice that matches a stored rule exactly (FREQ=WEEKLY;INTERVAL=2 -> BIWEEKLY), or ADVANCED; as stored: '' is none. */
export function choiceForRule(rule: string): StoredRepeatChoice {
	const normal = normalizeRule(rule)
	if (!normal.ok) return 'ADVANCED'
	const match = REPEAT_OPTIONS.find((option) => CHOICE_RULES[option.value] === normal.rule)
	return match ? storedRepeatChoice(match.value) : 'ADVANCED'
}

export type StoredRepeat = { repeat: string; repeatChoice: StoredRepeatChoice; repeatText: string }

/**
 * The rule a task repeats by (decision 270): its stored rule; failing that, the rule of its choice (WEEKLY) or of its
 * Advanced text when that can be read; '' when it does not repeat; null when it has a choice but no frequency can be
 * found (the only case point 8's "no repeat frequency" warning is for).
 */
export function repeatRuleOf(task: { repeat: string; repeatChoice: string; repeatText: string }): string | null {
	if (task.repeat !== '') return task.repeat
	const choice = task.repeatChoice as RepeatChoice | typeof NO_REPEAT
	if (choice === NO_REPEAT || choice === 'NONE') return ''
	const rule = repeatRule(choice, task.repeatText)
	return rule.ok && rule.rule ? rule.rule : null
}

/**
 * A repeat as any way in must store it (decision 270): the choice in its stored spelling ('NONE' is ''), a choice
 * without a rule repeats by the choice's rule, a fixed choice that names another rule than the stored one takes the
 * rule's choice, and no choice stands without a rule nor a rule without a choice.
 * `rule` must already be readable (normalizeRule); an unknown choice or one without a frequency stores no repeat.
 */
export function settleRepeat(rule: string, choice: string, text: string): StoredRepeat {
	const found = repeatRuleOf({ repeat: rule, repeatChoice: REPEAT_OPTIONS.some((o) => o.value === choice) ? choice : NO_REPEAT, repeatText: text })
	if (!found) return { repeat: '', repeatChoice: NO_REPEAT, repeatText: '' }
	// a fixed choice that says another rule than the one stored is relabelled by the rule (the rule is what repeats)
	const named = REPEAT_OPTIONS.some((o) => o.value === choice) && choice !== 'NONE' ? (choice as StoredRepeatChoice) : NO_REPEAT
	const agrees = named === 'ADVANCED' || (named !== NO_REPEAT && normalizeRule(found).ok && CHOICE_RULES[named] === (normalizeRule(found) as { rule: string }).rule)
	const stored = agrees ? named : choiceForRule(found)
	return { repeat: found, repeatChoice: stored, repeatText: stored === 'ADVANCED' ? (describes(text, found) ? text : describeRepeat(found)) : '' }
}

/** whether an Advanced text reads as the rule (a text that does not, "nonsense" or an older rule's, is replaced) */
function describes(text: string, rule: string): boolean {
	const read = parseRepeatPhrase(text)
	const want = normalizeRule(rule)
	return read.ok && want.ok && normalizeRule(read.rule).ok && (normalizeRule(read.rule) as { rule: string }).rule === want.rule
}

/**
 * A short English description ("daily", "every 2 days", "every 2 weeks on Tuesday", "every month on the 2nd last
 * Friday for 7 times"). Descriptions of rules made from phrases read back to the same rule. '' gives
 * 'does not repeat'; a rule that cannot be read is shown as it is.
 */
export function describeRepeat(rule: string): string {
	const read = readRule(rule)
	if (!read.ok) return rule.trim()
	if (!read.rule) return 'does not repeat'
	return describe(read.rule)
}

const UNIT_WORDS = { DAILY: ['daily', 'day'], WEEKLY: ['weekly', 'week'], MONTHLY: ['monthly', 'month'], YEARLY: ['yearly', 'year'] }
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

function describe(rule: Rule): string {
	const details = [months(rule), onDays(rule)].filter((part) => part !== '')
	const weekly = rule.freq === 'WEEKLY' && rule.byDay.length > 0 && rule.byMonth.length === 0 && rule.byMonthDay.length === 0
	const text =
		weekly && rule.interval === 1
			? `every ${dayNames(rule.byDay)}`
			: [frequency(rule, details.length > 0), ...details].join(' ')
	return text + ending(rule)
}

function frequency(rule: Rule, detailed: boolean) {
	const [adverb, unit] = UNIT_WORDS[rule.freq]
	if (rule.interval > 1) return `every ${rule.interval} ${unit}s`
	return detailed ? `every ${unit}` : adverb
}

function months(rule: Rule) {
	return rule.byMonth.length ? `in ${list(rule.byMonth.map((m) => MONTH_NAMES[m - 1]))}` : ''
}

function onDays(rule: Rule) {
	const parts: string[] = []
	if (rule.byMonthDay.length) parts.push(`the ${list(rule.byMonthDay.map(dayOfMonth))}`)
	const numbered = rule.byDay.filter((d) => d.nth !== 0)
	const plain = rule.byDay.filter((d) => d.nth === 0)
	if (numbered.length) parts.push(`the ${numberedDays(numbered)}`)
	if (plain.length) parts.push(dayNames(plain, true))
	return parts.length ? `on ${parts.join(' and ')}` : ''
}

function dayOfMonth(n: number) {
	return n > 0 ? ordinal(n) : `${n === -1 ? 'last' : `${ordinal(-n)} last`} day`
}

/** "2nd last Friday", "1st and 3rd Monday", "1st Monday and the 3rd Friday" */
function numberedDays(days: RuleDay[]) {
	const weekdays = [...new Set(days.map((d) => d.weekday))]
	const position = (nth: number) => (nth > 0 ? ordinal(nth) : nth === -1 ? 'last' : `${ordinal(-nth)} last`)
	if (weekdays.length === 1) return `${list(days.map((d) => position(d.nth)))} ${WEEKDAY_NAMES[weekdays[0]]}`
	return days.map((d) => `${position(d.nth)} ${WEEKDAY_NAMES[d.weekday]}`).join(' and the ')
}

/** "Monday", "Monday and Wednesday", "Monday, Wednesday and Friday", "weekday" (or "weekdays"), "weekend" */
function dayNames(days: RuleDay[], plural = false) {
	const key = days.map((d) => d.weekday).join(',')
	if (key === 'MO,TU,WE,TH,FR') return plural ? 'weekdays' : 'weekday'
	if (key === 'SA,SU') return plural ? 'weekends' : 'weekend'
	return list([...days].sort((a, b) => WEEKDAYS.indexOf(a.weekday) - WEEKDAYS.indexOf(b.weekday)).map((d) => WEEKDAY_NAMES[d.weekday]))
}

function ending(rule: Rule) {
	let text = ''
	if (rule.count !== null) text += ` for ${rule.count} ${rule.count === 1 ? 'time' : 'times'}`
	if (rule.until !== null) text += ` until ${rule.until.slice(0, 4)}-${rule.until.slice(4, 6)}-${rule.until.slice(6, 8)}`
	return text
}

function list(items: string[]) {
	return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

function ordinal(n: number) {
	const tens = n % 100
	const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'
	return `${n}${suffix}`
}
