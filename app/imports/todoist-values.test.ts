import { describe, expect, it } from 'vitest'
import { readDuration, readIndent, readTodoistDate, readTodoistPriority, splitLabels } from './todoist-values'

const LONDON = 'Europe/London'
// Tuesday 24 November 2026, noon in London
const NOW = Date.parse('2026-11-24T12:00:00Z')
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) // London is on UTC in winter
const hours = (h: number) => h * 3600_000

describe('PRIORITY: Todoist inverted scale', () => {
	it.each([
		['1', 'top'],
		['2', 'high'],
		['3', 'medium'],
		['4', 'low'],
		['p1', 'top'],
		// Todoist's help page: an empty cell is p1
		['', 'top'],
	])('%j is %s', (text, priority) => {
		expect(readTodoistPriority(text)).toEqual({ ok: true, value: priority })
	})
	it.each(['0', '5', 'high', '-1'])('%j is reported', (text) => {
		expect(readTodoistPriority(text)).toMatchObject({ ok: false, why: expect.stringContaining('imported as Low') })
	})
})

describe('INDENT', () => {
	it.each([
		['', 1],
		['1', 1],
		['2', 2],
		['4', 4],
	])('%j is level %i', (text, level) => expect(readIndent(text)).toEqual({ ok: true, value: level }))
	it.each(['0', 'x', '-1', '1.5'])('%j is reported', (text) => expect(readIndent(text).ok).toBe(false))
})

describe('DURATION and DURATION_UNIT', () => {
	it('minutes, days and none', () => {
		expect(readDuration('45', 'minute')).toEqual({ ok: true, value: 45 })
		expect(readDuration('45', '')).toEqual({ ok: true, value: 45 })
		expect(readDuration('2', 'day')).toEqual({ ok: true, value: 2880 })
		expect(readDuration('', 'minute')).toEqual({ ok: true, value: null })
	})
	it('a number that is not one, or an unknown unit, is reported', () => {
		expect(readDuration('ten', 'minute').ok).toBe(false)
		expect(readDuration('10', 'week').ok).toBe(false)
	})
})

describe('CONTENT: labels written as @name', () => {
	it('are taken out of the name, in order, once each', () => {
		expect(splitLabels('Pay rent @computer @bills @Computer')).toEqual({ title: 'Pay rent', labels: ['computer', 'bills'] })
		expect(splitLabels('@home Call Bo')).toEqual({ title: 'Call Bo', labels: ['home'] })
	})
	it('an @ inside a word (an e-mail address) is not a label', () => {
		expect(splitLabels('Mail ada@example.com')).toEqual({ title: 'Mail ada@example.com', labels: [] })
	})
})

describe('DATE: natural language read relative to the import time, in the chosen timezone', () => {
	const read = (text: string, zone = LONDON) => readTodoistDate(text, zone, NOW, 'date')
	it('dates and times', () => {
		expect(read('')).toEqual({ ok: true, value: { day: null, time: null, repeat: null, fromCompletion: false } })
		expect(read('tomorrow')).toMatchObject({ ok: true, value: { day: day('2026-11-25'), time: null, repeat: null } })
		expect(read('Dec 3')).toMatchObject({ ok: true, value: { day: day('2026-12-03'), time: null } })
		expect(read('2026-12-24 14:00')).toMatchObject({ ok: true, value: { day: day('2026-12-24'), time: hours(14) } })
		expect(read('today at 5pm')).toMatchObject({ ok: true, value: { day: day('2026-11-24'), time: hours(17) } })
		// a year-less date in the past is the next one
		expect(read('Jan 5')).toMatchObject({ ok: true, value: { day: day('2027-01-05') } })
	})
	it('the timezone of the form decides the day', () => {
		// 24 Nov 12:00 UTC is already 25 Nov at 02:00 in Kiritimati (UTC+14): "tomorrow" is the 26th there
		expect(read('tomorrow', 'Pacific/Kiritimati')).toMatchObject({ ok: true, value: { day: Date.parse('2026-11-25T10:00:00Z') } })
	})
	it('"every ..." repeats through our repeat engine, due on their first day', () => {
		expect(read('every monday')).toMatchObject({
			ok: true,
			value: { day: day('2026-11-30'), repeat: { phrase: 'every monday', rule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO' }, fromCompletion: false },
		})
		expect(read('every monday at 9am')).toMatchObject({ ok: true, value: { day: day('2026-11-30'), time: hours(9) } })
		expect(read('every day starting Dec 3')).toMatchObject({ ok: true, value: { day: day('2026-12-03'), repeat: { rule: 'FREQ=DAILY;INTERVAL=1' } } })
		expect(read('every other week')).toMatchObject({ ok: true, value: { repeat: { rule: 'FREQ=WEEKLY;INTERVAL=2' } } })
	})
	it('"every!" repeats from completion', () => {
		expect(read('every! 3 days')).toMatchObject({ ok: true, value: { day: day('2026-11-24'), repeat: { rule: 'FREQ=DAILY;INTERVAL=3' }, fromCompletion: true } })
	})
	it('a word left over means nothing is read (never a guess)', () => {
		expect(read('every blue moon')).toEqual({ ok: false, why: 'the date "every blue moon" cannot be read; it is left out' })
		expect(read('every day until Jan 5')).toMatchObject({ ok: false, why: expect.stringContaining('"until" is not understood') })
		expect(read('soonish')).toMatchObject({ ok: false })
	})
	it('a DEADLINE does not repeat', () => {
		expect(readTodoistDate('every day', LONDON, NOW, 'deadline', false)).toMatchObject({ ok: false, why: expect.stringContaining('the deadline "every day"') })
		expect(readTodoistDate('2027-02-01', LONDON, NOW, 'deadline', false)).toMatchObject({ ok: true, value: { day: day('2027-02-01') } })
	})
})
