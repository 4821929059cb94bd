import { describe, expect, it } from 'vitest'
import { readDate, readLength, readPriority, readRepeat, readStar, readStatus, readTime } from './toodledo-values'

const rule = (text: string, fromCompletion = false) => {
	const read = readRepeat(text, fromCompletion)
	if (!read.ok) throw new Error(read.why)
	return read.value
}

describe('repeats: every form the issue lists', () => {
	it.each([
		['Daily', 'DAILY', 'FREQ=DAILY;INTERVAL=1'],
		['Weekly', 'WEEKLY', 'FREQ=WEEKLY;INTERVAL=1'],
		['Biweekly', 'BIWEEKLY', 'FREQ=WEEKLY;INTERVAL=2'],
		['Monthly', 'MONTHLY', 'FREQ=MONTHLY;INTERVAL=1'],
		['Bimonthly', 'BIMONTHLY', 'FREQ=MONTHLY;INTERVAL=2'],
		['Quarterly', 'QUARTERLY', 'FREQ=MONTHLY;INTERVAL=3'],
		['Semiannually', 'SEMIANNUALLY', 'FREQ=MONTHLY;INTERVAL=6'],
		['Yearly', 'YEARLY', 'FREQ=YEARLY;INTERVAL=1'],
	])('%s is the choice %s', (text, choice, stored) => {
		expect(rule(text)).toEqual({ kind: 'rule', rule: stored, choice, text: '', fromCompletion: false })
	})

	it.each([
		['Every 3 days', 'FREQ=DAILY;INTERVAL=3'],
		['Every 6 weeks', 'FREQ=WEEKLY;INTERVAL=6'],
		['Every 30 days', 'FREQ=DAILY;INTERVAL=30'],
		['Every 2 months', 'FREQ=MONTHLY;INTERVAL=2'],
		['Every 2 years', 'FREQ=YEARLY;INTERVAL=2'],
		['Every Mon, Wed and Fri', 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE,FR'],
		['Every Thu, Sun', 'FREQ=WEEKLY;INTERVAL=1;BYDAY=TH,SU'],
		['Every weekday', 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR'],
		['Every weekend', 'FREQ=WEEKLY;INTERVAL=1;BYDAY=SA,SU'],
		['On the 2nd Sun of each month', 'FREQ=MONTHLY;INTERVAL=1;BYDAY=2SU'],
		['The 2nd Sun of each month', 'FREQ=MONTHLY;INTERVAL=1;BYDAY=2SU'],
		['The last Tue of each month', 'FREQ=MONTHLY;INTERVAL=1;BYDAY=-1TU'],
	])('"%s" is an advanced rule %s', (text, stored) => {
		expect(rule(text)).toEqual({ kind: 'rule', rule: stored, choice: 'ADVANCED', text, fromCompletion: false })
	})

	it('"from completion" at the end, or repeatfrom 1, repeats from the completion date', () => {
		expect(rule('Weekly from completion')).toMatchObject({ rule: 'FREQ=WEEKLY;INTERVAL=1', fromCompletion: true })
		expect(rule('Every 6 weeks from completion')).toMatchObject({ rule: 'FREQ=WEEKLY;INTERVAL=6', text: 'Every 6 weeks', fromCompletion: true })
		expect(rule('Monthly', true)).toMatchObject({ choice: 'MONTHLY', fromCompletion: true })
	})

	it('With Parent follows the parent; blank and None do not repeat', () => {
		expect(rule('With Parent')).toEqual({ kind: 'parent', fromCompletion: false })
		expect(rule('')).toEqual({ kind: 'none' })
		expect(rule('None')).toEqual({ kind: 'none' })
	})

	it("Toodledo's RRULE form, with its FROMCOMP and PARENT flags", () => {
		expect(rule('FREQ=WEEKLY;BYDAY=TU;FROMCOMP')).toMatchObject({ rule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=TU', fromCompletion: true })
		expect(rule('FREQ=DAILY;PARENT')).toEqual({ kind: 'parent', fromCompletion: false })
	})

	it('a phrase it cannot read is reported, never guessed', () => {
		const read = readRepeat('Every blue moon')
		expect(read).toEqual({ ok: false, why: expect.stringContaining('"Every blue moon" cannot be read') })
		expect(readRepeat('FREQ=HOURLY').ok).toBe(false)
	})
})

describe('values', () => {
	it('priority: -1..3, words, blank is Low', () => {
		expect(['-1', '0', '1', '2', '3', '', 'High', 'Top'].map((p) => readPriority(p))).toEqual(
			['negative', 'low', 'medium', 'high', 'top', 'low', 'high', 'top'].map((value) => ({ ok: true, value })),
		)
		expect(readPriority('7').ok).toBe(false)
	})

	it('status: the eleven names and old codes; blank and None are none', () => {
		const names = ['None', 'Next Action', 'Active', 'Planning', 'Delegated', 'Waiting', 'Hold', 'Postponed', 'Someday', 'Canceled', 'Reference']
		expect(names.map((s) => (readStatus(s) as { value: string }).value)).toEqual([
			'none', 'next', 'active', 'planning', 'delegated', 'waiting', 'hold', 'postponed', 'someday', 'canceled', 'reference',
		])
		expect(readStatus('')).toEqual({ ok: true, value: 'none' })
		expect(readStatus('5')).toEqual({ ok: true, value: 'waiting' })
		expect(readStatus('Sleeping').ok).toBe(false)
	})

	it('star: Yes or 1', () => {
		expect([readStar('Yes'), readStar('1'), readStar(''), readStar('0')]).toEqual([true, true, false, false].map((value) => ({ ok: true, value })))
		expect(readStar('Maybe').ok).toBe(false)
	})

	it('dates are local midnights in the chosen timezone; days that do not exist are refused', () => {
		expect(readDate('2026-03-05', 'America/New_York', 'due date')).toEqual({ ok: true, value: Date.parse('2026-03-05T05:00:00Z') })
		expect(readDate('2026-07-05', 'Europe/London', 'due date')).toEqual({ ok: true, value: Date.parse('2026-07-04T23:00:00Z') })
		expect(readDate('0000-00-00', 'UTC', 'due date')).toEqual({ ok: true, value: null })
		expect(readDate('2026-02-30', 'UTC', 'due date')).toEqual({ ok: false, why: 'the due date 2026-02-30 does not exist; it is left out' })
		expect(readDate('03/05/2026', 'UTC', 'due date').ok).toBe(false)
	})

	it('times are read with a 12-hour clock', () => {
		const at = (h: number, m: number) => ({ ok: true, value: (h * 60 + m) * 60_000 })
		expect(readTime('8:00 pm', 'due time')).toEqual(at(20, 0))
		expect(readTime('8:00 am', 'due time')).toEqual(at(8, 0))
		expect(readTime('10:56 am', 'due time')).toEqual(at(10, 56))
		expect(readTime('12:00 am', 'due time')).toEqual(at(0, 0))
		expect(readTime('12:30 pm', 'due time')).toEqual(at(12, 30))
		expect(readTime('20:15', 'due time')).toEqual(at(20, 15))
		expect(readTime('13:00 pm', 'due time').ok).toBe(false)
		expect(readTime('25:00', 'due time').ok).toBe(false)
	})

	it('length in minutes', () => {
		expect(readLength('60')).toEqual({ ok: true, value: 60 })
		expect(readLength('')).toEqual({ ok: true, value: null })
		expect(readLength('an hour').ok).toBe(false)
	})
})
