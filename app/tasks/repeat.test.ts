import { TZDate } from '@date-fns/tz'
import { describe, expect, test } from 'vitest'
import { choiceForRule, nextOccurrence, normalizeRule, repeatRule, repeatRuleOf, settleRepeat, shiftByDays } from './repeat'
import { REPEAT_OPTIONS, shownRepeatChoice, STORED_REPEAT_CHOICES, storedRepeatChoice, type RepeatChoice } from './options'
import { midnight, isoDate } from './repeat-test-support'

describe('REPEAT_OPTIONS (point 9)', () => {
	test('lists the repeat options in the spec order with their labels', () => {
		expect(REPEAT_OPTIONS.map((o) => o.label)).toEqual([
			'None',
			'Advanced',
			'Daily',
			'Weekly',
			'Biweekly',
			'Monthly',
			'Bimonthly',
			'Quarterly',
			'Semiannually',
			'Yearly',
		])
		expect(REPEAT_OPTIONS.map((o) => o.value)).toEqual([
			'NONE',
			'ADVANCED',
			'DAILY',
			'WEEKLY',
			'BIWEEKLY',
			'MONTHLY',
			'BIMONTHLY',
			'QUARTERLY',
			'SEMIANNUALLY',
			'YEARLY',
		])
	})
})

describe('repeatRule', () => {
	test.each([
		['NONE', ''],
		['DAILY', 'FREQ=DAILY;INTERVAL=1'],
		['WEEKLY', 'FREQ=WEEKLY;INTERVAL=1'],
		['BIWEEKLY', 'FREQ=WEEKLY;INTERVAL=2'],
		['MONTHLY', 'FREQ=MONTHLY;INTERVAL=1'],
		['BIMONTHLY', 'FREQ=MONTHLY;INTERVAL=2'],
		['QUARTERLY', 'FREQ=MONTHLY;INTERVAL=3'],
		['SEMIANNUALLY', 'FREQ=MONTHLY;INTERVAL=6'],
		['YEARLY', 'FREQ=YEARLY;INTERVAL=1'],
	] as [RepeatChoice, string][])('%s stores %j', (choice, rule) => {
		expect(repeatRule(choice)).toEqual({ ok: true, rule })
		expect(repeatRule(choice, 'every 4 days')).toEqual({ ok: true, rule })
	})

	test('ADVANCED reads the phrase', () => {
		expect(repeatRule('ADVANCED', 'every 2 weeks on Tuesday')).toEqual({
			ok: true,
			rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU',
		})
	})

	test('ADVANCED without a phrase, or with one it cannot read, is refused', () => {
		expect(repeatRule('ADVANCED')).toMatchObject({
			ok: false,
			error: expect.stringContaining('Describe how often'),
		})
		expect(repeatRule('ADVANCED', 'every blue moon')).toEqual({
			ok: false,
			error: 'We could not read "every blue moon". Try a phrase like "every 2 weeks on Tuesday".',
		})
	})

	test('a choice that is not in the list is refused', () => {
		expect(repeatRule('HOURLY' as RepeatChoice)).toEqual({
			ok: false,
			error: 'Choose how often the task repeats from the list.',
		})
	})

	test('every choice reads back as itself', () => {
		for (const { value } of REPEAT_OPTIONS) {
			const result = repeatRule(value, 'every 4 days')
			expect(result.ok).toBe(true)
			// as stored: NONE is '' (decision 270)
			if (result.ok) expect(choiceForRule(result.rule)).toBe(storedRepeatChoice(value))
		}
	})
})

describe('shiftByDays (the start moves as far as the due date)', () => {
	test('moves the start by the same number of calendar days, across a daylight-saving change', () => {
		const zone = 'America/New_York'
		const due = midnight('2026-03-06', zone)
		const next = nextOccurrence('FREQ=WEEKLY;INTERVAL=1', due, zone)!
		const start = shiftByDays(midnight('2026-03-04', zone), due, next.due, zone)
		expect(start).toBe(midnight('2026-03-11', zone))
		expect(new TZDate(start, zone).getHours()).toBe(0)
	})

	test('works backwards and across months', () => {
		expect(isoDate(shiftByDays(midnight('2026-01-25'), midnight('2026-01-31'), midnight('2026-02-28'), 'UTC'))).toBe('2026-02-22')
		expect(isoDate(shiftByDays(midnight('2026-03-10'), midnight('2026-03-12'), midnight('2026-03-12'), 'UTC'))).toBe('2026-03-10')
	})
})

describe('normalizeRule', () => {
	test.each([
		['', ''],
		['FREQ=DAILY', 'FREQ=DAILY;INTERVAL=1'],
		['rrule:freq=weekly;byday=tu,mo', 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU'],
		['FREQ=WEEKLY;BYDAY=TU;FROMCOMP', 'FREQ=WEEKLY;INTERVAL=1;BYDAY=TU'],
		['FREQ=MONTHLY;INTERVAL=1;FASTFORWARD', 'FREQ=MONTHLY;INTERVAL=1'],
		['COUNT=3;BYMONTHDAY=15,1;FREQ=MONTHLY', 'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=1,15;COUNT=3'],
		['FREQ=YEARLY;UNTIL=20271231T000000Z;BYMONTH=12,6', 'FREQ=YEARLY;INTERVAL=1;BYMONTH=6,12;UNTIL=20271231'],
		['FREQ=WEEKLY;INTERVAL=2;WKST=SU;BYDAY=TU', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;WKST=SU'],
		['FREQ=WEEKLY;WKST=MO', 'FREQ=WEEKLY;INTERVAL=1'],
	])('%j -> %j', (rule, normal) => {
		expect(normalizeRule(rule)).toEqual({ ok: true, rule: normal })
	})

	test.each([
		'FREQ=HOURLY',
		'INTERVAL=2',
		'FREQ=DAILY;INTERVAL=0',
		'FREQ=DAILY;INTERVAL=x',
		'FREQ=DAILY;COUNT=0',
		'FREQ=DAILY;FREQ=WEEKLY',
		'FREQ=WEEKLY;BYDAY=XX',
		'FREQ=MONTHLY;BYDAY=0MO',
		'FREQ=MONTHLY;BYMONTHDAY=32',
		'FREQ=YEARLY;BYMONTH=13',
		'FREQ=DAILY;UNTIL=20260230',
		'FREQ=DAILY;WKST=XX',
		'FREQ=YEARLY;BYWEEKNO=20',
		'FREQ=DAILY;NONSENSE',
		'PARENT',
		'every 4 days',
	])('refuses %j', (rule) => {
		expect(normalizeRule(rule)).toMatchObject({
			ok: false,
			error: expect.stringContaining('cannot be used'),
		})
	})
})

describe('one spelling of no repeat (decision 270)', () => {
	test('settleRepeat: the stored triple of every way in', () => {
		expect(settleRepeat('', 'NONE', '')).toEqual({ repeat: '', repeatChoice: '', repeatText: '' })
		expect(settleRepeat('', '', 'stale text')).toEqual({ repeat: '', repeatChoice: '', repeatText: '' })
		expect(settleRepeat('', 'WEEKLY', '')).toEqual({ repeat: 'FREQ=WEEKLY;INTERVAL=1', repeatChoice: 'WEEKLY', repeatText: '' })
		expect(settleRepeat('', 'ADVANCED', 'every 2 days')).toEqual({ repeat: 'FREQ=DAILY;INTERVAL=2', repeatChoice: 'ADVANCED', repeatText: 'every 2 days' })
		// a choice with no frequency to be found: no repeat, never a choice without a rule
		expect(settleRepeat('', 'ADVANCED', '')).toEqual({ repeat: '', repeatChoice: '', repeatText: '' })
		expect(settleRepeat('', 'SOMETIMES', '')).toEqual({ repeat: '', repeatChoice: '', repeatText: '' })
		// a rule without a choice gets the choice it matches
		expect(settleRepeat('FREQ=WEEKLY;INTERVAL=2', '', '')).toEqual({ repeat: 'FREQ=WEEKLY;INTERVAL=2', repeatChoice: 'BIWEEKLY', repeatText: '' })
		expect(settleRepeat('FREQ=DAILY;INTERVAL=4', 'NONE', '').repeatChoice).toBe('ADVANCED')
		// a choice that names another rule than the stored one is relabelled by the rule (found by the property tests)
		expect(settleRepeat('FREQ=MONTHLY;INTERVAL=1', 'DAILY', '')).toEqual({ repeat: 'FREQ=MONTHLY;INTERVAL=1', repeatChoice: 'MONTHLY', repeatText: '' })
		expect(settleRepeat('FREQ=DAILY', 'DAILY', '')).toEqual({ repeat: 'FREQ=DAILY', repeatChoice: 'DAILY', repeatText: '' })
		expect(settleRepeat('FREQ=DAILY;INTERVAL=3', 'WEEKLY', '')).toEqual({ repeat: 'FREQ=DAILY;INTERVAL=3', repeatChoice: 'ADVANCED', repeatText: 'every 3 days' })
		// an Advanced text that does not read as the rule is replaced by the rule's description: the task's edit form
		// must save it unchanged (found by seams.property's JSON import: ADVANCED with "nonsense", a 400 on save)
		expect(settleRepeat('FREQ=WEEKLY;INTERVAL=2', 'ADVANCED', 'nonsense')).toEqual({ repeat: 'FREQ=WEEKLY;INTERVAL=2', repeatChoice: 'ADVANCED', repeatText: 'every 2 weeks' })
		expect(settleRepeat('FREQ=WEEKLY;INTERVAL=2', 'ADVANCED', 'every 3 days').repeatText).toBe('every 2 weeks')
		expect(settleRepeat('FREQ=DAILY;INTERVAL=3', 'ADVANCED', 'every 3 days').repeatText).toBe('every 3 days')
	})

	test('repeatRuleOf: what completion repeats by; null only for a choice with no frequency', () => {
		expect(repeatRuleOf({ repeat: '', repeatChoice: '', repeatText: '' })).toBe('')
		expect(repeatRuleOf({ repeat: '', repeatChoice: 'NONE', repeatText: '' })).toBe('')
		expect(repeatRuleOf({ repeat: 'FREQ=DAILY;INTERVAL=1', repeatChoice: '', repeatText: '' })).toBe('FREQ=DAILY;INTERVAL=1')
		expect(repeatRuleOf({ repeat: '', repeatChoice: 'MONTHLY', repeatText: '' })).toBe('FREQ=MONTHLY;INTERVAL=1')
		expect(repeatRuleOf({ repeat: '', repeatChoice: 'ADVANCED', repeatText: '' })).toBeNull()
		expect(repeatRuleOf({ repeat: '', repeatChoice: 'ADVANCED', repeatText: 'whenever' })).toBeNull()
	})

	test('the stored choices: every option, NONE spelled ""', () => {
		expect(STORED_REPEAT_CHOICES).toEqual(['', 'ADVANCED', 'DAILY', 'WEEKLY', 'BIWEEKLY', 'MONTHLY', 'BIMONTHLY', 'QUARTERLY', 'SEMIANNUALLY', 'YEARLY'])
		expect(shownRepeatChoice('')).toBe('NONE')
		expect(storedRepeatChoice('NONE')).toBe('')
	})
})
