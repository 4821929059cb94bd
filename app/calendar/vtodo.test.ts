import { describe, expect, it } from 'vitest'
import { localMidnight } from '~/lib/dates'
import { readTodo, taskTodo, type TodoTask } from './vtodo'

const TZ = 'Europe/Berlin'
const HOUR = 3_600_000
const day = localMidnight(TZ, Date.UTC(2026, 11, 1, 12))

const task: TodoTask = {
	id: 't1', title: 'Call Bob, then; the bank', notes: 'Line one\nLine two \\ three', star: true, start: day, startTime: null,
	due: localMidnight(TZ, day, 2), dueTime: 17.5 * HOUR, length: 45, repeat: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU', repeatChoice: 'ADVANCED',
	repeatText: 'every 2 weeks on Tuesday', repeatFrom: 'due', folder: 'Work', context: '@Phone', priority: 'high', status: 'waiting',
	completed: false, completedDate: null, remind: 60, added: Date.UTC(2026, 10, 1), changed: Date.UTC(2026, 10, 2),
}
const options = { uid: 'client-uid@example', timeZone: TZ, origin: 'https://tf.example', parentUid: 'parent-uid' }

describe('a task as a VTODO and back', () => {
	it('every field written is read back to the same values', () => {
		const text = taskTodo(task, options)
		expect(text).toContain('DUE;TZID=Europe/Berlin:20261203T173000\r\n')
		expect(text).toContain('DTSTART;VALUE=DATE:20261201\r\n')
		expect(text).toContain('SUMMARY:Call Bob\\, then\\; the bank\r\n')
		expect(text).toContain('TRIGGER;RELATED=END:-PT60M\r\n')
		const read = readTodo(text, TZ)
		expect(read.ok && read.todo).toEqual({
			uid: 'client-uid@example', title: task.title, notes: task.notes, start: { date: '2026-12-01', time: '' }, due: { date: '2026-12-03', time: '17:30' },
			completed: false, completedAt: null, priority: 'high', context: '@Phone', repeat: { choice: 'ADVANCED', text: 'every 2 weeks on Tuesday' },
			repeatFrom: 'due', star: true, status: 'waiting', length: 45, parentUid: 'parent-uid', remind: 60, extra: [],
		})
	})

	it("a completed task says so, with its completion time; what a client leaves out of our X- properties reads as unsaid", () => {
		const done = taskTodo({ ...task, completed: true, completedDate: Date.UTC(2026, 11, 2, 8), remind: -1, repeat: '', repeatText: '' }, options)
		const read = readTodo(done.replace(/X-TWENTYFOUR-[^\r]*\r\n/g, ''), TZ)
		expect(read.ok && read.todo).toMatchObject({ completed: true, completedAt: Date.UTC(2026, 11, 2, 8), star: undefined, status: undefined, length: undefined, repeatFrom: undefined, remind: -1, repeat: null })
	})

	it("a client's dates in UTC or another zone land on the person's calendar; floating ones are read as theirs", () => {
		const body = (due: string) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nBEGIN:VTODO\r\nUID:u\r\nSUMMARY:s\r\n${due}\r\nEND:VTODO\r\nEND:VCALENDAR\r\n`
		const due = (line: string) => {
			const read = readTodo(body(line), TZ)
			return read.ok ? read.todo.due : null
		}
		expect(due('DUE:20261201T230000Z')).toEqual({ date: '2026-12-02', time: '00:00' })
		expect(due('DUE;TZID=America/New_York:20261201T170000')).toEqual({ date: '2026-12-01', time: '23:00' })
		expect(due('DUE:20261201T170000')).toEqual({ date: '2026-12-01', time: '17:00' })
		expect(due('DUE;VALUE=DATE:20261201')).toEqual({ date: '2026-12-01', time: '' })
	})

	it('what we do not model is kept in order and written back unchanged: properties, alarms of its own, extra categories, a rule we cannot repeat', () => {
		const sent = taskTodo({ ...task, remind: -1, repeat: '', repeatText: '' }, options).replace(
			'END:VTODO',
			'X-OTHER;P=1:kept\r\nCATEGORIES:@Phone,Errands\r\nRRULE:FREQ=HOURLY\r\nBEGIN:VALARM\r\nACTION:AUDIO\r\nTRIGGER;VALUE=DATE-TIME:20310101T090000Z\r\nEND:VALARM\r\nEND:VTODO',
		)
		const read = readTodo(sent, TZ)
		if (!read.ok) throw new Error(read.message)
		expect(read.todo.repeat).toBeNull()
		expect(read.todo.extra).toEqual([
			'X-OTHER;P=1:kept',
			'CATEGORIES:Errands',
			'BEGIN:VALARM\r\nACTION:AUDIO\r\nTRIGGER;VALUE=DATE-TIME:20310101T090000Z\r\nEND:VALARM',
			'RRULE:FREQ=HOURLY',
		])
		const again = taskTodo({ ...task, remind: -1, repeat: '', repeatText: '' }, { ...options, extra: read.todo.extra })
		for (const unit of read.todo.extra) expect(again).toContain(unit)
	})

	it('refuses what is not one VTODO with a UID', () => {
		expect(readTodo('not iCalendar', TZ).ok).toBe(false)
		expect(readTodo('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n', TZ)).toEqual({ ok: false, message: 'A task object holds exactly one VTODO.' })
		expect(readTodo('BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nSUMMARY:x\r\nEND:VTODO\r\nEND:VCALENDAR\r\n', TZ)).toEqual({ ok: false, message: 'The VTODO has no UID.' })
	})
})
