// Minimal stand-in for the repeat engine: the nine simple choices of spec point 9, computed on
// calendar dates in the user's timezone. The full parser of Advanced phrases replaces this file.
import { TZDate } from '@date-fns/tz'
import * as rrule from 'rrule'

// rrule is CommonJS under Node's ESM loader (a default export) and ESM under Vite (named exports)
const { RRule } = ((rrule as unknown as { default?: typeof rrule }).default ?? rrule) as typeof rrule

export type RepeatChoice =
	| 'NONE'
	| 'ADVANCED'
	| 'DAILY'
	| 'WEEKLY'
	| 'BIWEEKLY'
	| 'MONTHLY'
	| 'BIMONTHLY'
	| 'QUARTERLY'
	| 'SEMIANNUALLY'
	| 'YEARLY'

export const REPEAT_OPTIONS: { value: RepeatChoice; label: string }[] = [
	{ value: 'NONE', label: 'None' },
	{ value: 'ADVANCED', label: 'Advanced' },
	{ value: 'DAILY', label: 'Daily' },
	{ value: 'WEEKLY', label: 'Weekly' },
	{ value: 'BIWEEKLY', label: 'Biweekly' },
	{ value: 'MONTHLY', label: 'Monthly' },
	{ value: 'BIMONTHLY', label: 'Bimonthly' },
	{ value: 'QUARTERLY', label: 'Quarterly' },
	{ value: 'SEMIANNUALLY', label: 'Semiannually' },
	{ value: 'YEARLY', label: 'Yearly' },
]

export type RuleResult = { ok: true; rule: string } | { ok: false; error: string }

const SIMPLE: Partial<Record<RepeatChoice, string>> = {
	DAILY: 'FREQ=DAILY;INTERVAL=1',
	WEEKLY: 'FREQ=WEEKLY;INTERVAL=1',
	BIWEEKLY: 'FREQ=WEEKLY;INTERVAL=2',
	MONTHLY: 'FREQ=MONTHLY;INTERVAL=1',
	BIMONTHLY: 'FREQ=MONTHLY;INTERVAL=2',
	QUARTERLY: 'FREQ=MONTHLY;INTERVAL=3',
	SEMIANNUALLY: 'FREQ=MONTHLY;INTERVAL=6',
	YEARLY: 'FREQ=YEARLY;INTERVAL=1',
}

/** The RRULE body (no DTSTART) for a choice; '' for NONE. */
export function repeatRule(choice: RepeatChoice, advancedText?: string): RuleResult {
	if (choice === 'NONE') return { ok: true, rule: '' }
	if (choice === 'ADVANCED') return parseRepeatPhrase(advancedText ?? '')
	const rule = SIMPLE[choice]
	return rule ? { ok: true, rule } : { ok: false, error: `Unknown repeat choice ${choice}.` }
}

export function parseRepeatPhrase(text: string): RuleResult {
	return { ok: false, error: `Unable to read the repeat "${text.trim()}".` }
}

/** The local midnight of the first occurrence after the local date of `from`, or null when the rule has ended. */
export function nextOccurrence(rule: string, from: number, timeZone: string): { due: number; rule: string } | null {
	if (!rule) return null
	const options = RRule.parseString(rule)
	const local = new TZDate(from, timeZone)
	// rrule works on "floating" dates: the calendar date in UTC fields
	const dtstart = new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()))
	const count = options.count ?? null
	if (count !== null && count <= 1) return null
	const next = new RRule({ ...options, count: null, dtstart }).after(dtstart, false)
	if (!next) return null
	const due = new TZDate(next.getUTCFullYear(), next.getUTCMonth(), next.getUTCDate(), timeZone).getTime()
	const nextRule = count === null ? rule : RRule.optionsToString({ ...options, count: count - 1 }).replace(/^RRULE:/, '')
	return { due, rule: nextRule }
}

export function describeRepeat(rule: string): string {
	if (!rule) return 'None'
	const choice = choiceForRule(rule)
	if (choice !== 'ADVANCED') return REPEAT_OPTIONS.find((o) => o.value === choice)!.label
	try {
		return RRule.fromString(rule).toText()
	} catch {
		return rule
	}
}

export function choiceForRule(rule: string): RepeatChoice {
	if (!rule) return 'NONE'
	const found = (Object.keys(SIMPLE) as RepeatChoice[]).find((c) => SIMPLE[c] === rule)
	return found ?? 'ADVANCED'
}
