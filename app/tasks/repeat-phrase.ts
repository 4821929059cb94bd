// Reads a repeat phrase typed by the user ("every 2 weeks on Tuesday") into a Rule.
// Our own reader, word by word: it reads the whole phrase or refuses it, and never guesses.
// rrule.js's RRule.fromText is not used: it misreads "every weekend" and drops words it does not know.
//
// Phrases read (case-insensitive, any spacing; N a number from 1 to 999):
//   daily | weekly | biweekly | fortnightly | monthly | bimonthly | quarterly | semiannually | yearly | annually
//   every [N | other] day(s) | week(s) | month(s) | year(s)
//   every weekday | every weekend | every Mon, Wed and Fri | every [N | other] Monday(s) [and ...]
//   every 2nd Monday [of the month]          (the 2nd Monday of every month: docs/decisions/030-every-2nd-weekday.md)
//   every 15th of the month | every last day of the month
//   ... weeks on Monday and Wednesday        (after "every N weeks" or "weekly")
//   ... months on the 2nd last Friday | on the 15th | on the last day   (after "every N months" or "monthly")
//   [on] the 1st Monday of each month | the last Friday of every month | the 15th of each month
//   any of these + [for] N times  and/or  + until 2027-03-31
import { emptyRule, isCalendarDate, MAX_NUMBER, tidy, type Rule, type RuleDay, type Weekday } from './repeat-rule'
import { DAY_GROUPS, DAY_NAMES, EXAMPLE, GRAMMAR_WORDS, ISO_DATE, MAX_LENGTH, NUMBER, NUMBERED_ORDINAL, ORDINAL_WORDS, PhraseError, SIMPLE_WORDS, TOKEN, UNITS, Words } from './repeat-words'

export type ReadPhrase = { ok: true; rule: Rule } | { ok: false; error: string }

export function readPhrase(text: string): ReadPhrase {
	const phrase = text.trim().replace(/\s+/g, ' ')
	if (phrase === '') return { ok: false, error: `Describe how often the task repeats. ${EXAMPLE}` }
	if (phrase.length > MAX_LENGTH) return { ok: false, error: `A repeat phrase can have at most ${MAX_LENGTH} characters.` }
	const tokens = [...phrase.matchAll(TOKEN)].map(([t]) => ({ text: t, word: t.toLowerCase() }))
	const words = new Words(phrase, tokens)
	try {
		const rule = readWhole(words)
		return { ok: true, rule: tidy(rule) }
	} catch (error) {
		if (error instanceof PhraseError) return { ok: false, error: error.message }
		throw error
	}
}

function readWhole(words: Words): Rule {
	const rule = readStart(words)
	readEnd(words, rule)
	if (!words.done) throw words.leftOver()
	return rule
}

function readStart(words: Words): Rule {
	const first = words.peek()
	if (words.accept('every')) return readEvery(words)
	if (first !== undefined && SIMPLE_WORDS.has(first)) {
		words.take()
		const rule = emptyRule(...SIMPLE_WORDS.get(first)!)
		readOn(words, rule)
		return rule
	}
	if (first === 'on' || first === 'the') return readOfEachMonth(words)
	throw words.failure()
}

/** After "every". */
function readEvery(words: Words): Rule {
	const word = words.peek()
	if (word === undefined) throw words.failure()
	if (NUMBER.test(word) || word === 'other') {
		words.take()
		const interval = word === 'other' ? 2 : checkNumber(words, word)
		return readEveryNumber(words, interval)
	}
	if (isOrdinal(word)) return readEveryOrdinal(words)
	if (UNITS.has(word)) {
		const rule = emptyRule(UNITS.get(words.take())!)
		readOn(words, rule)
		return rule
	}
	if (DAY_NAMES.has(word) || DAY_GROUPS.has(word)) {
		const rule = emptyRule('WEEKLY')
		rule.byDay = readDayList(words, true)
		return rule
	}
	throw words.failure()
}

/** "every 3 weeks [on ...]", "every other Monday", "every 2 Mondays and Fridays" */
function readEveryNumber(words: Words, interval: number): Rule {
	const word = words.peek()
	if (word !== undefined && UNITS.has(word)) {
		const rule = emptyRule(UNITS.get(words.take())!, interval)
		readOn(words, rule)
		return rule
	}
	if (word !== undefined && DAY_NAMES.has(word)) {
		const rule = emptyRule('WEEKLY', interval)
		rule.byDay = readDayList(words, false)
		return rule
	}
	throw words.failure()
}

/** "every 2nd Monday [of the month]", "every 15th of the month", "every last day of the month" */
function readEveryOrdinal(words: Words): Rule {
	const rule = emptyRule('MONTHLY')
	const ordinals = readOrdinalList(words)
	const word = words.peek()
	if (word !== undefined && DAY_NAMES.has(word)) {
		rule.byDay = weekdaysInMonth(words, ordinals, DAY_NAMES.get(words.take())!)
		if (words.peek() === 'of') readOfMonth(words)
		return rule
	}
	rule.byMonthDay = daysOfMonth(words, ordinals)
	words.accept('day')
	readOfMonth(words)
	return rule
}

/** Toodledo's "On the X D of each month": "on the 1st Monday of each month", "the 15th of every month" */
function readOfEachMonth(words: Words): Rule {
	words.accept('on')
	words.expect('the')
	const rule = emptyRule('MONTHLY')
	readMonthDays(words, rule)
	readOfMonth(words)
	return rule
}

function readOfMonth(words: Words) {
	words.expect('of')
	words.expect('each', 'every', 'the')
	words.expect('month')
}

/** The optional "on ..." after a frequency: weekdays for weeks, days of the month for months. */
function readOn(words: Words, rule: Rule) {
	if (words.peek() !== 'on') return
	if (rule.freq === 'WEEKLY') {
		words.take()
		rule.byDay = readDayList(words, true)
	} else if (rule.freq === 'MONTHLY') {
		words.take()
		words.accept('the')
		readMonthDays(words, rule)
	}
}

/** "2nd last Friday", "1st and 3rd Monday", "15th", "1st and 15th", "last day" */
function readMonthDays(words: Words, rule: Rule) {
	const ordinals = readOrdinalList(words)
	const word = words.peek()
	if (word !== undefined && DAY_NAMES.has(word)) {
		rule.byDay = weekdaysInMonth(words, ordinals, DAY_NAMES.get(words.take())!)
		return
	}
	rule.byMonthDay = daysOfMonth(words, ordinals)
	words.accept('day', 'days')
}

/** "Mon, Wed and Fri", "Monday & Thursday"; with groups also "weekdays", "weekend". */
function readDayList(words: Words, groups: boolean): RuleDay[] {
	const days: Weekday[] = [...readDayItem(words, groups)]
	while (isSeparator(words.peek())) {
		words.take()
		if (words.peek() === 'and' || words.peek() === '&') words.take()
		days.push(...readDayItem(words, groups))
	}
	return days.map((weekday) => ({ weekday, nth: 0 }))
}

function readDayItem(words: Words, groups: boolean): Weekday[] {
	const word = words.peek()
	if (word !== undefined && DAY_NAMES.has(word)) return [DAY_NAMES.get(words.take())!]
	if (groups && word !== undefined && DAY_GROUPS.has(word)) return DAY_GROUPS.get(words.take())!
	if (word !== undefined && /^[a-z]+$/.test(word) && !GRAMMAR_WORDS.has(word) && !DAY_GROUPS.has(word)) {
		throw words.unknownDay()
	}
	throw words.failure()
}

function isSeparator(word: string | undefined) {
	return word === ',' || word === 'and' || word === '&'
}

function isOrdinal(word: string | undefined) {
	return word !== undefined && (NUMBERED_ORDINAL.test(word) || ORDINAL_WORDS.has(word))
}

/** "2nd", "second", "last", "2nd last", "second to last", and lists of these: "1st and 3rd", "1st, 15th". */
function readOrdinalList(words: Words): number[] {
	const ordinals = [readOrdinal(words)]
	while (isSeparator(words.peek())) {
		let ahead = 1
		if (words.peek(ahead) === 'and' || words.peek(ahead) === '&') ahead += 1
		if (words.peek(ahead) === 'the') ahead += 1
		if (!isOrdinal(words.peek(ahead))) break
		for (let i = 0; i < ahead; i += 1) words.take()
		ordinals.push(readOrdinal(words))
	}
	return ordinals
}

function readOrdinal(words: Words): number {
	const word = words.take()
	const numbered = NUMBERED_ORDINAL.exec(word)
	const n = numbered ? Number(numbered[1]) : ORDINAL_WORDS.get(word)
	if (n === undefined) throw words.failure()
	if (n === 0) throw words.failure(`there is no day "${word}". ${EXAMPLE}`)
	if (n > 0 && (words.peek() === 'last' || (words.peek() === 'to' && words.peek(1) === 'last'))) {
		words.accept('to')
		words.take()
		return -n
	}
	return n
}

function weekdaysInMonth(words: Words, ordinals: number[], weekday: Weekday): RuleDay[] {
	if (ordinals.some((n) => Math.abs(n) > 5)) {
		throw words.failure(`a month has at most five of each weekday. ${EXAMPLE}`)
	}
	return ordinals.map((nth) => ({ weekday, nth }))
}

function daysOfMonth(words: Words, ordinals: number[]): number[] {
	if (ordinals.some((n) => Math.abs(n) > 31)) throw words.failure(`a month has at most 31 days. ${EXAMPLE}`)
	return ordinals
}

/** The optional end: "for 7 times" (or "7 times"), then "until 2027-03-31". */
function readEnd(words: Words, rule: Rule) {
	const forWord = words.peek() === 'for'
	const number = words.peek(forWord ? 1 : 0)
	if (number !== undefined && NUMBER.test(number) && (forWord || isTimes(words.peek(1)))) {
		if (forWord) words.take()
		rule.count = checkNumber(words, words.take())
		if (!isTimes(words.peek())) throw words.failure()
		words.take()
	}
	if (words.accept('until')) rule.until = readDate(words)
}

function isTimes(word: string | undefined) {
	return word === 'time' || word === 'times'
}

function readDate(words: Words) {
	const match = ISO_DATE.exec(words.peek() ?? '')
	if (!match || !isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]))) {
		throw words.failure(`write the end date as year-month-day, like "until 2027-03-31".`)
	}
	words.take()
	return `${match[1]}${match[2]}${match[3]}`
}

function checkNumber(words: Words, word: string) {
	const n = Number(word)
	if (n < 1 || n > MAX_NUMBER) throw words.failure(`use a number from 1 to ${MAX_NUMBER} instead of ${word}.`)
	return n
}
