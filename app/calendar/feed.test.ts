import { describe, expect, it } from 'vitest'
import { localMidnight } from '~/lib/dates'
import { PRIORITIES } from '~/tasks/options'
import { eventSpan, feedCalendar, taskEvent, untilInUtc, type FeedTask } from './feed'
import { escapeText, foldLine } from './ical'
import { icalPriority, priorityFromIcal } from './priority'

const TZ = 'Europe/Berlin'
const day = (iso: string) => localMidnight(TZ, new Date(`${iso}T12:00:00Z`).getTime())
const HOUR = 3_600_000
const options = { dates: 'due' as const, timeZone: TZ, origin: 'https://tf.example', now: Date.UTC(2026, 2, 1, 8) }

function task(over: Partial<FeedTask> = {}): FeedTask {
	return {
		id: 't1', title: 'Pay rent', notes: '', completed: false, completedDate: null, star: false,
		start: null, startTime: null, due: day('2026-03-02'), dueTime: null, length: null, repeat: '', repeatFrom: 'due',
		folder: '', context: '', priority: 'unassigned', status: 'none', ...over,
	}
}
/** unfolded content lines */
const lines = (text: string) => text.replace(/\r\n /g, '').split('\r\n')

describe('priority on iCalendar PRIORITY', () => {
	it('maps each of ours (-1..3, Unassigned) onto 0-9 and back to the same value, Negative as low (9: issue 50.5)', () => {
		for (const p of PRIORITIES) expect(priorityFromIcal(icalPriority(p.value))).toBe(p.value === 'negative' ? 'low' : p.value)
		expect(PRIORITIES.map((p) => icalPriority(p.value))).toEqual([0, 9, 9, 5, 3, 1])
	})
	it('reads any other iCalendar value as the nearest of ours', () => {
		expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 10, 2.5].map(priorityFromIcal)).toEqual([
			'top', 'top', 'high', 'high', 'medium', 'low', 'low', 'low', 'low', 'unassigned', 'unassigned', 'unassigned',
		])
	})
})

describe('iCalendar text', () => {
	it('escapes TEXT and folds at 75 octets without splitting a character', () => {
		expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne')
		const folded = foldLine(`SUMMARY:${'é'.repeat(60)}`)
		for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75)
		expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'é'.repeat(60)}\r\n`)
	})
})

describe('a task as an event', () => {
	it('is all-day on its due date when it has no time', () => {
		const l = lines(taskEvent(task({ notes: 'at the bank, today', context: 'Errands', folder: 'Home', priority: 'top' }), options))
		expect(l).toContain('DTSTART;VALUE=DATE:20260302')
		expect(l).toContain('DTEND;VALUE=DATE:20260303')
		expect(l).toContain('DESCRIPTION:at the bank\\, today')
		expect(l).toContain('CATEGORIES:Errands,Home')
		expect(l).toContain('PRIORITY:1')
		expect(l).toContain('URL:https://tf.example/tasks/detail/t1')
	})
	it('is timed in the person zone when it has a time, lasting its length', () => {
		const l = lines(taskEvent(task({ dueTime: 9.5 * HOUR, length: 45 }), options))
		expect(l).toContain('DTSTART;TZID=Europe/Berlin:20260302T093000')
		expect(l).toContain('DURATION:PT45M')
	})
	it('places it by the chosen dates; both spans start to due', () => {
		const t = task({ start: day('2026-02-27') })
		expect(eventSpan(t, 'start')!.from.day).toBe(day('2026-02-27'))
		expect(eventSpan(task(), 'start')).toBeNull()
		expect(lines(taskEvent(t, { ...options, dates: 'both' }))).toEqual(
			expect.arrayContaining(['DTSTART;VALUE=DATE:20260227', 'DTEND;VALUE=DATE:20260303']),
		)
		// a start after the due date: the due date only
		expect(eventSpan(task({ start: day('2026-03-05') }), 'both')!.from.day).toBe(day('2026-03-02'))
	})
	it('repeats by its RRULE when it repeats from the due date, and only once from the completion date', () => {
		expect(lines(taskEvent(task({ repeat: 'FREQ=WEEKLY;INTERVAL=2' }), options))).toContain('RRULE:FREQ=WEEKLY;INTERVAL=2')
		const fromCompletion = lines(taskEvent(task({ repeat: 'FREQ=WEEKLY;INTERVAL=1', repeatFrom: 'completedDate' }), options))
		expect(fromCompletion.some((l) => l.startsWith('RRULE'))).toBe(false)
		expect(fromCompletion).toContain('X-TWENTYFOUR-REPEAT-FROM:COMPLETED')
	})
	it('gives a timed repeat its UNTIL as the last second of that day in UTC', () => {
		expect(untilInUtc('FREQ=DAILY;INTERVAL=1;UNTIL=20260331', TZ)).toBe('FREQ=DAILY;INTERVAL=1;UNTIL=20260331T215959Z')
		expect(lines(taskEvent(task({ dueTime: HOUR, repeat: 'FREQ=DAILY;INTERVAL=1;UNTIL=20260331' }), options))).toContain(
			'RRULE:FREQ=DAILY;INTERVAL=1;UNTIL=20260331T215959Z',
		)
	})
	it('marks a completed task and carries star and status as X- properties', () => {
		const l = lines(taskEvent(task({ completed: true, completedDate: Date.UTC(2026, 2, 2, 10), star: true, status: 'next' }), options))
		expect(l).toContain('SUMMARY:✓ Pay rent')
		expect(l).toContain('X-TWENTYFOUR-COMPLETED:20260302T100000Z')
		expect(l).toContain('X-TWENTYFOUR-STAR:TRUE')
		expect(l).toContain('X-TWENTYFOUR-STATUS:next')
	})
	it('leaves out a task without a date for the feed', () => {
		expect(taskEvent(task({ due: null }), options)).toBe('')
	})
})

describe('the feed', () => {
	it('is one calendar with an event per dated task, CRLF lines', () => {
		const text = feedCalendar([task(), task({ id: 't2', due: null }), task({ id: 't3' })], options, 'Twentyfour: Ann')
		expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
		expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
		expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2)
		expect(text).toContain('X-WR-CALNAME:Twentyfour: Ann')
	})
})
