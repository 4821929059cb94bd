// The mapping tables of docs/sync.md (issue 50.1, 50.4, 50.5), each way: what a client's STATUS, PERCENT-COMPLETE,
// PRIORITY and dates read as, and what the task writes.
import { describe, expect, it } from 'vitest'
import { priorityFromIcal } from '~/calendar/priority'
import { midnightOf } from '~/tasks/task-dates'
import { readVtodo } from './vtodo'
import { groupLines, type VtodoTask } from './vtodo-lines'

const TZ = 'Europe/Berlin'
const todo = (lines: string[]) => ['BEGIN:VCALENDAR', 'BEGIN:VTODO', 'UID:u', 'SUMMARY:s', ...lines, 'END:VTODO', 'END:VCALENDAR'].join('\r\n')
const task: VtodoTask = {
	id: 't', added: 0, changed: null, completed: false, completedDate: null, title: 's', notes: '', star: false, start: null, startTime: null,
	due: null, dueTime: null, length: null, repeat: '', repeatChoice: '', repeatText: '', repeatFrom: 'due', remind: -1, remindDate: null,
	folder: '', context: '', priority: 'unassigned', status: 'none',
}

describe('STATUS and PERCENT-COMPLETE', () => {
	it('read: COMPLETED is done, IN-PROCESS Active, CANCELLED Canceled, NEEDS-ACTION open; no STATUS with 100 % or COMPLETED is done', () => {
		const read = (lines: string[]) => {
			const r = readVtodo(todo(lines), TZ)
			return [r.completed, r.record.status]
		}
		expect(read(['STATUS:COMPLETED', 'COMPLETED:20261101T100000Z', 'PERCENT-COMPLETE:100'])).toEqual([true, 'none'])
		expect(read(['STATUS:IN-PROCESS', 'PERCENT-COMPLETE:40'])).toEqual([false, 'active'])
		expect(read(['STATUS:CANCELLED'])).toEqual([false, 'canceled'])
		expect(read(['STATUS:NEEDS-ACTION'])).toEqual([false, 'none'])
		expect(read(['STATUS:NEEDS-ACTION', 'X-TWENTYFOUR-STATUS:canceled'])).toEqual([false, 'none'])
		expect(read(['STATUS:NEEDS-ACTION', 'X-TWENTYFOUR-STATUS:waiting'])).toEqual([false, 'waiting'])
		expect(read(['PERCENT-COMPLETE:100'])).toEqual([true, 'none'])
		expect(read(['COMPLETED:20261101T100000Z'])).toEqual([true, 'none'])
		expect(read([])).toEqual([false, 'none'])
	})

	it('written: done sets 100 %, open drops a 100 and keeps a part-way figure; Canceled and Active have their STATUS', () => {
		const status = (t: Partial<VtodoTask>, percent?: number) => groupLines('status', { ...task, ...t }, null, TZ, { percent })
		expect(status({ completed: true, completedDate: Date.UTC(2026, 10, 1, 10) }, 40)).toEqual(['STATUS:COMPLETED', 'COMPLETED:20261101T100000Z', 'PERCENT-COMPLETE:100'])
		expect(status({}, 100)).toEqual(['STATUS:NEEDS-ACTION'])
		expect(status({}, 40)).toEqual(['STATUS:NEEDS-ACTION', 'PERCENT-COMPLETE:40'])
		expect(status({ status: 'active' }, 40)).toEqual(['STATUS:IN-PROCESS', 'PERCENT-COMPLETE:40'])
		expect(status({ status: 'canceled' })).toEqual(['STATUS:CANCELLED'])
		expect(status({ status: 'waiting' })).toEqual(['STATUS:NEEDS-ACTION', 'X-TWENTYFOUR-STATUS:waiting'])
		expect(status({ status: 'canceled', completed: true, completedDate: 0 })).toEqual(['STATUS:COMPLETED', 'COMPLETED:19700101T000000Z', 'PERCENT-COMPLETE:100', 'X-TWENTYFOUR-STATUS:canceled'])
	})
})

describe('PRIORITY', () => {
	it('read: 0 none, 1-2 Top, 3-4 High, 5 Medium, 6-9 Low (9 is every client\'s "low"); Negative only with our X- property', () => {
		expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(priorityFromIcal)).toEqual(['unassigned', 'top', 'top', 'high', 'high', 'medium', 'low', 'low', 'low', 'low'])
		expect(readVtodo(todo(['PRIORITY:9', 'X-TWENTYFOUR-PRIORITY:NEGATIVE']), TZ).record.priority).toBe('negative')
		expect(readVtodo(todo(['PRIORITY:9']), TZ).record.priority).toBe('low')
	})
	it('written: Top 1, High 3, Medium 5, Low 9, Negative 9 with X-TWENTYFOUR-PRIORITY, Unassigned none', () => {
		const written = ['top', 'high', 'medium', 'low', 'negative', 'unassigned'].map((priority) => groupLines('priority', { ...task, priority }, null, TZ))
		expect(written).toEqual([['PRIORITY:1'], ['PRIORITY:3'], ['PRIORITY:5'], ['PRIORITY:9'], ['PRIORITY:9', 'X-TWENTYFOUR-PRIORITY:NEGATIVE'], []])
		for (const [i, p] of ['top', 'high', 'medium', 'low', 'negative'].entries()) expect(readVtodo(todo(written[i]!), TZ).record.priority).toBe(p)
	})
})

describe('DTSTART and DUE of one value type (RFC 5545 3.8.2.3)', () => {
	const day = midnightOf('2026-12-01', TZ)!
	it('both days: DATEs; a day beside a time: a date-time marked X-TWENTYFOUR-DAY, read back as a day', () => {
		expect(groupLines('dates', { ...task, start: day, due: day }, null, TZ)).toEqual(['DTSTART;VALUE=DATE:20261201', 'DUE;VALUE=DATE:20261201'])
		const mixed = groupLines('dates', { ...task, start: day, due: day, dueTime: 17 * 3600_000 }, null, TZ)
		expect(mixed).toEqual(['DTSTART;X-TWENTYFOUR-DAY=TRUE:20261130T230000Z', 'DUE:20261201T160000Z'])
		expect(readVtodo(todo(mixed), TZ).record).toMatchObject({ start: day, startTime: null, due: day, dueTime: 17 * 3600_000 })
		const other = groupLines('dates', { ...task, start: day, startTime: 9 * 3600_000, due: day }, null, TZ)
		expect(other).toEqual(['DTSTART:20261201T080000Z', 'DUE;X-TWENTYFOUR-DAY=TRUE:20261201T225900Z'])
		expect(readVtodo(todo(other), TZ).record).toMatchObject({ start: day, startTime: 9 * 3600_000, due: day, dueTime: null })
	})
	it("a rewritten time keeps the client's TZID", () => {
		expect(groupLines('dates', { ...task, due: day, dueTime: 17 * 3600_000 }, null, TZ, { tzid: { DUE: 'America/New_York' } })).toEqual(['DUE;TZID=America/New_York:20261201T110000'])
	})
})
