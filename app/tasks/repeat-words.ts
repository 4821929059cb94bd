// The words of repeat phrases (app/tasks/repeat-phrase.ts reads them): the vocabulary, the tokens, and the reading
// position with its error messages.
import type { Frequency, Weekday } from './repeat-rule'

export const EXAMPLE = 'Try a phrase like "every 2 weeks on Tuesday".'
export const MAX_LENGTH = 200

// Maps, not plain objects: a typed word like "constructor" must not find Object.prototype members.
export const SIMPLE_WORDS = new Map<string, [Frequency, number]>([
	['daily', ['DAILY', 1]],
	['weekly', ['WEEKLY', 1]],
	['biweekly', ['WEEKLY', 2]],
	['fortnightly', ['WEEKLY', 2]],
	['monthly', ['MONTHLY', 1]],
	['bimonthly', ['MONTHLY', 2]],
	['quarterly', ['MONTHLY', 3]],
	['semiannually', ['MONTHLY', 6]],
	['semi-annually', ['MONTHLY', 6]],
	['yearly', ['YEARLY', 1]],
	['annually', ['YEARLY', 1]],
])

export const UNITS = new Map<string, Frequency>([
	['day', 'DAILY'],
	['days', 'DAILY'],
	['week', 'WEEKLY'],
	['weeks', 'WEEKLY'],
	['month', 'MONTHLY'],
	['months', 'MONTHLY'],
	['year', 'YEARLY'],
	['years', 'YEARLY'],
])

/** Full names, their plurals ("mondays") and short forms. */
export const DAY_NAMES = new Map<string, Weekday>(
	(
		[
			['MO', 'monday', 'mon'],
			['TU', 'tuesday', 'tue', 'tues'],
			['WE', 'wednesday', 'wed'],
			['TH', 'thursday', 'thu', 'thur', 'thurs'],
			['FR', 'friday', 'fri'],
			['SA', 'saturday', 'sat'],
			['SU', 'sunday', 'sun'],
		] as [Weekday, ...string[]][]
	).flatMap(([weekday, full, ...short]) => [full, `${full}s`, ...short].map((name) => [name, weekday] as const)),
)

export const WORKDAYS: Weekday[] = ['MO', 'TU', 'WE', 'TH', 'FR']
export const DAY_GROUPS = new Map<string, Weekday[]>([
	['weekday', WORKDAYS],
	['weekdays', WORKDAYS],
	['weekend', ['SA', 'SU']],
	['weekends', ['SA', 'SU']],
])

export const ORDINAL_WORDS = new Map([
	['first', 1],
	['second', 2],
	['third', 3],
	['fourth', 4],
	['fifth', 5],
	['last', -1],
])
export const NUMBER = /^\d{1,6}$/
export const NUMBERED_ORDINAL = /^(\d{1,3})(st|nd|rd|th)$/
export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
/** Words of the phrases themselves: a day expected where one of these stands is a misplaced word, not a day name. */
export const GRAMMAR_WORDS = new Set(['and', 'every', 'for', 'of', 'on', 'the', 'times', 'until'])

/** Words, numbers and commas; any other character is a token of its own (and will not be understood). */
export const TOKEN = /[a-z0-9]+(?:-[a-z0-9]+)*|\S/gi

export type Token = { text: string; word: string }

export class PhraseError extends Error {}

/** The reading position in a phrase. */
export class Words {
	private position = 0
	constructor(
		readonly phrase: string,
		private readonly tokens: Token[],
	) {}
	peek(ahead = 0) {
		return this.tokens[this.position + ahead]?.word
	}
	take() {
		const word = this.peek()
		if (word === undefined) throw this.failure()
		this.position += 1
		return word
	}
	accept(...words: string[]) {
		const word = this.peek()
		if (word === undefined || !words.includes(word)) return false
		this.position += 1
		return true
	}
	expect(...words: string[]) {
		if (!this.accept(...words)) throw this.failure()
	}
	get done() {
		return this.position >= this.tokens.length
	}
	failure(reason?: string) {
		if (reason) return new PhraseError(`We could not read "${this.phrase}": ${reason}`)
		return new PhraseError(`We could not read "${this.phrase}". ${EXAMPLE}`)
	}
	/** Words left over after a whole phrase: name the first of them. */
	leftOver() {
		const token = this.tokens[this.position]
		return new PhraseError(`We could not read "${token.text}" in "${this.phrase}". ${EXAMPLE}`)
	}
	unknownDay() {
		const token = this.tokens[this.position]
		return new PhraseError(`We do not know the day "${token.text}" in "${this.phrase}". Use day names like Monday or Mon.`)
	}
}
