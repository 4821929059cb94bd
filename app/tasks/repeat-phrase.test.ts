import { RRule } from 'rrule'
import { describe, expect, test } from 'vitest'
import { choiceForRule, describeRepeat, parseRepeatPhrase } from './repeat'
import type { RepeatChoice } from './options'
import { nextDates, ruleOf, errorOf, PHRASES } from './repeat-test-support'

describe('parseRepeatPhrase: phrases it reads, with their real next dates', () => {
	test.each(PHRASES)('%j', (phrase, rule, from, dates) => {
		expect(parseRepeatPhrase(phrase)).toEqual({ ok: true, rule })
		expect(nextDates(rule, from, 3)).toEqual(dates)
	})

	test('is case-insensitive and tolerates extra spaces', () => {
		expect(ruleOf('  EVERY   2  WEEKS on   tuesday ')).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=TU')
		expect(ruleOf('Every Weekend')).toBe('FREQ=WEEKLY;INTERVAL=1;BYDAY=SA,SU')
		expect(ruleOf('ON THE 1ST MONDAY OF EACH MONTH')).toBe('FREQ=MONTHLY;INTERVAL=1;BYDAY=1MO')
		expect(ruleOf('Daily')).toBe('FREQ=DAILY;INTERVAL=1')
		expect(ruleOf('\tevery\n4 days')).toBe('FREQ=DAILY;INTERVAL=4')
	})

	test('day names, full or short, in lists with commas, "and" and "&"', () => {
		const monWedFri = 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE,FR'
		for (const phrase of [
			'every Mon, Wed and Fri',
			'every Monday, Wednesday and Friday',
			'every monday, wednesday, and friday',
			'every mon,wed,fri',
			'every Fri & Mon and Wednesday',
			'every week on Mon, Wed, Fri',
			'every Mondays, Wednesdays and Fridays',
		]) {
			expect(ruleOf(phrase)).toBe(monWedFri)
		}
		expect(ruleOf('every tue, tues and thu, thur, thurs, sat, sun')).toBe('FREQ=WEEKLY;INTERVAL=1;BYDAY=TU,TH,SA,SU')
		expect(ruleOf('every monday and monday')).toBe('FREQ=WEEKLY;INTERVAL=1;BYDAY=MO')
	})

	test('ordinals as numbers or words', () => {
		expect(ruleOf('on the first monday of each month')).toBe('FREQ=MONTHLY;INTERVAL=1;BYDAY=1MO')
		expect(ruleOf('on the fifth thursday of every month')).toBe('FREQ=MONTHLY;INTERVAL=1;BYDAY=5TH')
		expect(ruleOf('the 4th sunday of the month')).toBe('FREQ=MONTHLY;INTERVAL=1;BYDAY=4SU')
		expect(ruleOf('every month on the second last friday')).toBe('FREQ=MONTHLY;INTERVAL=1;BYDAY=-2FR')
		expect(ruleOf('every month on the 1st, the 11th and 21st')).toBe('FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=1,11,21')
	})

	test('agrees with rrule.js RRule.fromText on the spec phrases rrule.js reads correctly', () => {
		for (const phrase of [
			'every 4 days',
			'every weekday',
			'every 2 weeks on Tuesday',
			'every week on Monday and Wednesday',
			'every month on the 2nd last Friday for 7 times',
			'every 6 months',
		]) {
			const theirs = RRule.parseText(phrase)
			const ours = RRule.parseString(ruleOf(phrase))
			expect({ ...ours, interval: ours.interval ?? 1 }).toMatchObject({
				...theirs,
				interval: theirs.interval ?? 1,
			})
		}
	})
})

describe('parseRepeatPhrase: phrases it refuses instead of misreading', () => {
	const EXAMPLE = 'Try a phrase like "every 2 weeks on Tuesday".'

	test('"every blue moon"', () => {
		expect(errorOf('every blue moon')).toBe(`We could not read "every blue moon". ${EXAMPLE}`)
	})

	test('an unknown day name', () => {
		expect(errorOf('every 2 weeks on Funday')).toBe('We do not know the day "Funday" in "every 2 weeks on Funday". Use day names like Monday or Mon.')
		expect(errorOf('every Monday and Caturday')).toContain('We do not know the day "Caturday"')
		expect(errorOf('every week on constructor')).toContain('We do not know the day "constructor"')
	})

	test('trailing words are named', () => {
		expect(errorOf('every monday please')).toBe(`We could not read "please" in "every monday please". ${EXAMPLE}`)
		expect(errorOf('every 4 days or so')).toBe(`We could not read "or" in "every 4 days or so". ${EXAMPLE}`)
		expect(errorOf('daily at noon')).toContain('"at"')
		expect(errorOf('every month on the 2nd last Friday for 7 times maybe')).toContain('"maybe"')
		expect(errorOf('every weekend please')).toContain('"please"')
		expect(errorOf('every 2nd monday please')).toContain('"please"')
		expect(errorOf('on the 1st monday of each month, roughly')).toContain('","')
		expect(errorOf('weekly!')).toContain('"!"')
	})

	test('an empty phrase', () => {
		expect(errorOf('')).toBe(`Describe how often the task repeats. ${EXAMPLE}`)
		expect(errorOf('   ')).toBe(`Describe how often the task repeats. ${EXAMPLE}`)
	})

	test('numbers out of range', () => {
		expect(errorOf('every 0 days')).toBe('We could not read "every 0 days": use a number from 1 to 999 instead of 0.')
		expect(errorOf('every 1000 days')).toContain('from 1 to 999')
		expect(errorOf('daily for 0 times')).toContain('from 1 to 999')
		expect(errorOf('every 6th monday')).toContain('at most five of each weekday')
		expect(errorOf('every 32nd of the month')).toContain('at most 31 days')
		expect(errorOf('every 0th of the month')).toContain('there is no day "0th"')
	})

	test.each([
		'every',
		'every 2',
		'every 2nd',
		'every 15th day',
		'every 2 weekdays',
		'every other',
		'on the 1st monday',
		'on the 1st monday of each week',
		'on monday',
		'every hour',
		'every 2 hours',
		'every monday at 9am',
		'every 2 weeks on Tuesday and',
		'every week on',
		'daily on monday',
		'every year on the 3rd',
		'biannually',
		'with parent',
		'every day until tomorrow',
		'every day until 2026-02-30',
		'every day for 3',
		'twice a week',
		'every 2.5 days',
		'every -1 days',
		'FREQ=DAILY;INTERVAL=1',
		// words that are members of every JavaScript object
		'constructor',
		'every constructor',
		'every 2 constructor',
		'every 2nd constructor',
		'on the 1st constructor of each month',
		'every valueOf',
		'every __proto__',
	])('%j', (phrase) => {
		expect(errorOf(phrase)).toMatch(/^We could not read "/)
	})

	test('a very long phrase', () => {
		expect(errorOf(`every ${'monday and '.repeat(30)}friday`)).toBe('A repeat phrase can have at most 200 characters.')
	})
})

describe('describeRepeat', () => {
	test.each([
		['FREQ=DAILY;INTERVAL=1', 'daily'],
		['FREQ=DAILY', 'daily'],
		['FREQ=DAILY;INTERVAL=2', 'every 2 days'],
		['FREQ=WEEKLY;INTERVAL=1', 'weekly'],
		['FREQ=WEEKLY;INTERVAL=2', 'every 2 weeks'],
		['FREQ=WEEKLY;INTERVAL=2;BYDAY=TU', 'every 2 weeks on Tuesday'],
		['FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE', 'every Monday and Wednesday'],
		['FREQ=WEEKLY;INTERVAL=1;BYDAY=FR,MO,WE', 'every Monday, Wednesday and Friday'],
		['FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR', 'every weekday'],
		['FREQ=WEEKLY;INTERVAL=1;BYDAY=SA,SU', 'every weekend'],
		['FREQ=WEEKLY;INTERVAL=3;BYDAY=SA,SU', 'every 3 weeks on weekends'],
		['FREQ=MONTHLY;INTERVAL=1', 'monthly'],
		['FREQ=MONTHLY;INTERVAL=6', 'every 6 months'],
		['FREQ=MONTHLY;INTERVAL=1;BYDAY=2MO', 'every month on the 2nd Monday'],
		['FREQ=MONTHLY;INTERVAL=1;BYDAY=-1FR', 'every month on the last Friday'],
		['FREQ=MONTHLY;INTERVAL=1;BYDAY=-2FR;COUNT=7', 'every month on the 2nd last Friday for 7 times'],
		['FREQ=MONTHLY;INTERVAL=1;BYDAY=1MO,3MO', 'every month on the 1st and 3rd Monday'],
		['FREQ=MONTHLY;INTERVAL=2;BYDAY=1MO,-1FR', 'every 2 months on the 1st Monday and the last Friday'],
		['FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=-1', 'every month on the last day'],
		['FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=-3', 'every month on the 3rd last day'],
		['FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=1,2,3,11,12,13,21,22,23', 'every month on the 1st, 2nd, 3rd, 11th, 12th, 13th, 21st, 22nd and 23rd'],
		['FREQ=YEARLY;INTERVAL=1', 'yearly'],
		['FREQ=YEARLY;INTERVAL=4', 'every 4 years'],
		['FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU', 'every year in March on the last Sunday'],
		['FREQ=DAILY;INTERVAL=1;COUNT=1', 'daily for 1 time'],
		['FREQ=DAILY;INTERVAL=1;UNTIL=20260304', 'daily until 2026-03-04'],
		['RRULE:FREQ=WEEKLY;BYDAY=TU;FROMCOMP', 'every Tuesday'],
		['', 'does not repeat'],
		['FREQ=SECONDLY', 'FREQ=SECONDLY'],
	])('%j -> %j', (rule, text) => {
		expect(describeRepeat(rule)).toBe(text)
	})

	test('describes every phrase so that it reads back to the same rule', () => {
		for (const [, rule] of PHRASES) {
			expect([rule, ruleOf(describeRepeat(rule))]).toEqual([rule, rule])
		}
	})
})

describe('choiceForRule', () => {
	test.each([
		['', ''], // the stored spelling of no repeat (decision 270)
		['FREQ=DAILY;INTERVAL=1', 'DAILY'],
		['FREQ=DAILY', 'DAILY'],
		['FREQ=WEEKLY;INTERVAL=1', 'WEEKLY'],
		['FREQ=WEEKLY;INTERVAL=2', 'BIWEEKLY'],
		['INTERVAL=2;FREQ=WEEKLY', 'BIWEEKLY'],
		['FREQ=MONTHLY', 'MONTHLY'],
		['FREQ=MONTHLY;INTERVAL=2', 'BIMONTHLY'],
		['FREQ=MONTHLY;INTERVAL=3', 'QUARTERLY'],
		['FREQ=MONTHLY;INTERVAL=6', 'SEMIANNUALLY'],
		['FREQ=YEARLY;INTERVAL=1', 'YEARLY'],
		['FREQ=DAILY;INTERVAL=2', 'ADVANCED'],
		['FREQ=WEEKLY;INTERVAL=2;BYDAY=TU', 'ADVANCED'],
		['FREQ=DAILY;INTERVAL=1;COUNT=3', 'ADVANCED'],
		['FREQ=MONTHLY;INTERVAL=4', 'ADVANCED'],
		['not a rule', 'ADVANCED'],
	] as [string, RepeatChoice][])('%j -> %s', (rule, choice) => {
		expect(choiceForRule(rule)).toBe(choice)
	})
})
