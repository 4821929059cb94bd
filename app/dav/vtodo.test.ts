import { describe, expect, it } from 'vitest'
import { midnightOf } from '~/tasks/task-dates'
import { MalformedCalendar, parseCalendar, unfold } from './icalendar'
import { readVtodo, vtodoText, type VtodoTask } from './vtodo'

const TZ = 'America/New_York'
const day = (d: string) => midnightOf(d, TZ)!
const HOUR = 3_600_000

const base: VtodoTask = {
	id: 't1',
	added: Date.UTC(2026, 0, 2, 3, 4, 5),
	changed: Date.UTC(2026, 0, 3, 3, 4, 5),
	completed: false,
	completedDate: null,
	title: 'Call Bob; about the lease, urgently',
	notes: 'line one\nline two',
	star: true,
	start: day('2026-03-01'),
	startTime: null,
	due: day('2026-03-08'),
	dueTime: 17 * HOUR + 30 * 60_000,
	length: 45,
	repeat: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;UNTIL=20261231',
	repeatChoice: 'ADVANCED',
	repeatText: 'every 2 weeks on Tuesday until 2026-12-31',
	repeatFrom: 'completedDate',
	remind: 60,
	remindDate: null,
	folder: 'Work',
	context: 'Phone',
	priority: 'high',
	status: 'waiting',
}

const context = { uid: 'client-uid-1@example.org', parentUid: 'parent-uid', extra: '', timeZone: TZ }

describe('a task as a VTODO and back', () => {
	it('keeps every mapped field', () => {
		const text = vtodoText(base, context)
		expect(text).toContain('DUE:20260308T213000Z')
		// a day without time beside a timed DUE: a date-time of that day, marked as a day (RFC 5545: one type for both)
		expect(text).toContain('DTSTART;X-TWENTYFOUR-DAY=TRUE:20260301T050000Z')
		expect(text).not.toContain('VALUE=DATE')
		expect(text).toContain('PRIORITY:3')
		expect(text).toContain('RELATED-TO;RELTYPE=PARENT:parent-uid')
		expect(text).toContain('TRIGGER;RELATED=END:-PT60M')
		expect(text.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true)
		const read = readVtodo(text, TZ)
		const { id: _id, added: _a, changed: _c, completed: _d, completedDate: _e, folder: _f, ...fields } = base
		expect(read.record).toEqual({ ...fields, remindDate: read.record.remindDate })
		expect(read.record.remindDate).toBe(Date.UTC(2026, 2, 8, 20, 30))
		expect(read.uid).toBe('client-uid-1@example.org')
		expect(read.parentUid).toBe('parent-uid')
		expect(read.extra).toBe('')
		expect(read.completed).toBe(false)
	})

	it('maps each priority onto 1-9 and back to the same value', () => {
		for (const priority of ['unassigned', 'negative', 'low', 'medium', 'high', 'top']) {
			expect(readVtodo(vtodoText({ ...base, priority }, context), TZ).record.priority).toBe(priority)
		}
	})

	it('completion with its instant, and re-opening', () => {
		const done = readVtodo(vtodoText({ ...base, completed: true, completedDate: Date.UTC(2026, 2, 9, 10, 0, 0) }, context), TZ)
		expect(done.completed).toBe(true)
		expect(done.completedDate).toBe(Date.UTC(2026, 2, 9, 10, 0, 0))
		const open = readVtodo(vtodoText({ ...base, completed: false, completedDate: null }, context), TZ)
		expect(open.completed).toBe(false)
		expect(open.completedDate).toBeNull()
	})

	it('a simple repeat keeps its choice; a due date without time stays all-day', () => {
		const task = { ...base, repeat: 'FREQ=WEEKLY;INTERVAL=1', repeatChoice: 'WEEKLY', repeatText: '', repeatFrom: 'due' as const, dueTime: null }
		const text = vtodoText(task, context)
		expect(text).toContain('DUE;VALUE=DATE:20260308')
		const read = readVtodo(text, TZ)
		expect([read.record.repeat, read.record.repeatChoice, read.record.repeatText, read.record.repeatFrom, read.record.dueTime]).toEqual(['FREQ=WEEKLY;INTERVAL=1', 'WEEKLY', '', 'due', null])
	})

	it('keeps properties and components it does not model, unchanged, and sends them back', () => {
		const sent = [
			'BEGIN:VCALENDAR',
			'VERSION:2.0',
			'PRODID:-//Client//EN',
			'BEGIN:VTODO',
			'UID:abc',
			'SUMMARY:Plain',
			'X-APPLE-SORT-ORDER:42',
			'PERCENT-COMPLETE:40',
			'CATEGORIES:Home,Errands,Big\\, heavy',
			'GEO;X-P="a:b;c":37.386013;-122.082932',
			'BEGIN:VALARM',
			'ACTION:AUDIO',
			'TRIGGER;VALUE=DATE-TIME:20260101T000000Z',
			'END:VALARM',
			'END:VTODO',
			'END:VCALENDAR',
		].join('\r\n')
		const read = readVtodo(sent, TZ)
		expect(read.record.context).toBe('Home')
		expect(read.extra.split('\n')).toEqual([
			// PERCENT-COMPLETE is read with STATUS now (issue 50.1); the object as sent keeps it (patch.test.ts)
			'X-APPLE-SORT-ORDER:42',
			'CATEGORIES:Errands,Big\\, heavy',
			'GEO;X-P="a:b;c":37.386013;-122.082932',
			'BEGIN:VALARM',
			'ACTION:AUDIO',
			'TRIGGER;VALUE=DATE-TIME:20260101T000000Z',
			'END:VALARM',
		])
		const again = vtodoText({ ...base, ...read.record, folder: '' }, { ...context, extra: read.extra })
		expect(unfold(again)).toEqual(expect.arrayContaining(read.extra.split('\n')))
		expect(readVtodo(again, TZ).extra).toBe(read.extra)
	})

	it('reads times with a TZID and floating times in the person\'s zone', () => {
		const cal = (due: string) => `BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:x\r\nSUMMARY:x\r\n${due}\r\nEND:VTODO\r\nEND:VCALENDAR\r\n`
		expect(readVtodo(cal('DUE;TZID=Europe/Berlin:20260308T180000'), TZ).record).toMatchObject({ due: day('2026-03-08'), dueTime: 13 * HOUR })
		expect(readVtodo(cal('DUE:20260308T090000'), TZ).record).toMatchObject({ due: day('2026-03-08'), dueTime: 9 * HOUR })
	})

	it('keeps a repeat it cannot express as it came', () => {
		const text = 'BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:x\r\nSUMMARY:x\r\nRRULE:FREQ=HOURLY;INTERVAL=3\r\nEND:VTODO\r\nEND:VCALENDAR\r\n'
		const read = readVtodo(text, TZ)
		expect(read.record.repeat).toBe('')
		expect(read.extra).toBe('RRULE:FREQ=HOURLY;INTERVAL=3')
	})

	it('refuses what is not one task', () => {
		for (const text of [
			'hello',
			'BEGIN:VCALENDAR\r\nEND:VCALENDAR',
			'BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nSUMMARY:no uid\r\nEND:VTODO\r\nEND:VCALENDAR',
			'BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:x\r\nEND:VEVENT\r\nEND:VCALENDAR',
			'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\nEND:VEVENT\r\nEND:VCALENDAR',
			'BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:x\r\nDUE:2026-13-45\r\nEND:VTODO\r\nEND:VCALENDAR',
			'BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:x\r\nno colon here\r\nEND:VTODO\r\nEND:VCALENDAR',
		]) {
			expect(() => readVtodo(text, TZ), text).toThrow(MalformedCalendar)
		}
	})

	it('unfolds folded lines and reads quoted parameters', () => {
		const cal = parseCalendar('BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nSUMMARY;LANGUAGE="en:GB":Lo\r\n ng\r\nEND:VTODO\r\nEND:VCALENDAR')
		expect(cal.children[0]!.props[0]).toMatchObject({ name: 'SUMMARY', params: { LANGUAGE: 'en:GB' }, value: 'Long' })
	})
})
