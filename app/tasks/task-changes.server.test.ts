import { TZDate } from '@date-fns/tz'
import { describe, expect, it } from 'vitest'
import { makeTask, makeUser } from '../../tests/factories'
import { parseRepeatPhrase } from './repeat'
import { createTask, deleteTask, NO_FREQUENCY, quickAddTask, setCompleted, setStar, SUBTASK_OF_SUBTASK, TaskRefused } from './task-changes.server'
import { blankTaskForm, validateTaskForm } from './task-form'
import { childrenOf, findTask, requireTask } from './tasks.server'

const tz = 'Europe/London'
const at = (y: number, m: number, d: number, h = 0, mi = 0, zone = tz) => new TZDate(y, m - 1, d, h, mi, zone).getTime()
const HOUR = 3_600_000

describe('completing and reopening (point 4)', () => {
	it('sets completedDate on completion and clears it on reopening', () => {
		const user = makeUser({ timezone: tz })
		const task = makeTask(user.id)
		const done = setCompleted(user.id, task.id, true, tz, 12345)
		expect(done.ok && done.task).toMatchObject({ completed: true, completedDate: 12345 })
		const open = setCompleted(user.id, task.id, false, tz)
		expect(open.ok && open.task).toMatchObject({ completed: false, completedDate: null })
	})

	it('a weekly task: the next one is due 7 days later, start shifts the same, reminder recomputed', () => {
		const user = makeUser({ timezone: tz })
		const task = makeTask(user.id, {
			title: 'Weekly review',
			start: at(2026, 6, 1),
			due: at(2026, 6, 3),
			dueTime: 17 * HOUR,
			repeat: 'FREQ=WEEKLY;INTERVAL=1',
			repeatChoice: 'WEEKLY',
			remind: 60,
			remindDate: at(2026, 6, 3, 16),
			remindSent: true,
			priority: 'high',
			context: '@Work',
		})
		const result = setCompleted(user.id, task.id, true, tz, at(2026, 6, 3, 18))
		expect(result.ok).toBe(true)
		if (!result.ok) return
		expect(result.next).toMatchObject({
			title: 'Weekly review',
			completed: false,
			completedDate: null,
			due: at(2026, 6, 10),
			start: at(2026, 6, 8),
			dueTime: 17 * HOUR,
			remindSent: false,
			remindDate: at(2026, 6, 10, 16),
			createdFrom: task.id,
			priority: 'high',
			context: '@Work',
			repeat: 'FREQ=WEEKLY;INTERVAL=1',
		})
		expect(findTask(user.id, task.id)).toMatchObject({ completed: true })
	})

	it('repeat from the completion date: the next due date counts from the day it was completed', () => {
		const user = makeUser({ timezone: tz })
		const task = makeTask(user.id, { due: at(2026, 6, 1), repeat: 'FREQ=DAILY;INTERVAL=1', repeatChoice: 'DAILY', repeatFrom: 'completedDate' })
		const result = setCompleted(user.id, task.id, true, tz, at(2026, 6, 5, 20))
		expect(result.ok && result.next?.due).toBe(at(2026, 6, 6))
	})

	it('monthly, quarterly and yearly choices move by calendar months and years', () => {
		const user = makeUser({ timezone: tz })
		for (const [repeat, due] of [
			['FREQ=MONTHLY;INTERVAL=1', at(2026, 7, 15)],
			['FREQ=MONTHLY;INTERVAL=3', at(2026, 9, 15)],
			['FREQ=MONTHLY;INTERVAL=6', at(2026, 12, 15)],
			['FREQ=YEARLY;INTERVAL=1', at(2027, 6, 15)],
			['FREQ=WEEKLY;INTERVAL=2', at(2026, 6, 29)],
		] as const) {
			const task = makeTask(user.id, { due: at(2026, 6, 15), repeat, repeatChoice: 'MONTHLY' })
			const result = setCompleted(user.id, task.id, true, tz, at(2026, 6, 15, 9))
			expect(result.ok && result.next?.due, repeat).toBe(due)
		}
	})

	it('daylight saving: a daily task at 09:00 stays at 09:00 local time', () => {
		const user = makeUser({ timezone: tz })
		// clocks go forward in London on Sunday 29 March 2026
		const task = makeTask(user.id, {
			due: at(2026, 3, 28),
			dueTime: 9 * HOUR,
			remind: 15,
			remindDate: at(2026, 3, 28, 8, 45),
			repeat: 'FREQ=DAILY;INTERVAL=1',
			repeatChoice: 'DAILY',
		})
		const first = setCompleted(user.id, task.id, true, tz, at(2026, 3, 28, 10))
		if (!first.ok || !first.next) throw new Error('no next instance')
		expect(first.next.due).toBe(at(2026, 3, 29))
		expect(new TZDate(first.next.remindDate!, tz).getHours()).toBe(8)
		expect(new TZDate(first.next.remindDate!, tz).getMinutes()).toBe(45)
		const second = setCompleted(user.id, first.next.id, true, tz, at(2026, 3, 29, 10))
		if (!second.ok || !second.next) throw new Error('no next instance')
		expect(second.next.due).toBe(at(2026, 3, 30))
		expect(second.next.remindDate).toBe(at(2026, 3, 30, 8, 45))
		// the same in New York, where clocks change on 8 March 2026
		const ny = 'America/New_York'
		const nyTask = makeTask(user.id, { due: at(2026, 3, 7, 0, 0, ny), dueTime: 9 * HOUR, remind: 15, repeat: 'FREQ=DAILY;INTERVAL=1', repeatChoice: 'DAILY' })
		const nyNext = setCompleted(user.id, nyTask.id, true, ny, at(2026, 3, 7, 10, 0, ny))
		expect(nyNext.ok && nyNext.next?.remindDate).toBe(at(2026, 3, 8, 8, 45, ny))
	})

	it('no repeat frequency: a warning, and the task stays incomplete', () => {
		const user = makeUser({ timezone: tz })
		const task = makeTask(user.id, { due: at(2026, 6, 1), repeatChoice: 'ADVANCED', repeat: '' })
		const result = setCompleted(user.id, task.id, true, tz)
		expect(result).toEqual({ ok: false, title: 'Task Edit', message: NO_FREQUENCY })
		expect(findTask(user.id, task.id)?.completed).toBe(false)
	})

	it('a fixed choice or an Advanced phrase whose rule was lost repeats by it; no repeat completes (decision 270)', () => {
		const user = makeUser({ timezone: tz })
		const daily = makeTask(user.id, { due: at(2026, 6, 1), repeatChoice: 'DAILY', repeat: '' })
		const done = setCompleted(user.id, daily.id, true, tz, at(2026, 6, 1, 12))
		expect(done.ok && done.next).toMatchObject({ due: at(2026, 6, 2), repeat: 'FREQ=DAILY;INTERVAL=1', repeatChoice: 'DAILY' })
		const phrase = makeTask(user.id, { due: at(2026, 6, 1), repeatChoice: 'ADVANCED', repeatText: 'every 2 days', repeat: '' })
		const again = setCompleted(user.id, phrase.id, true, tz, at(2026, 6, 1, 12))
		expect(again.ok && again.next).toMatchObject({ due: at(2026, 6, 3), repeat: 'FREQ=DAILY;INTERVAL=2' })
		const plain = makeTask(user.id, { due: at(2026, 6, 1), repeatChoice: '', repeat: '' })
		expect(setCompleted(user.id, plain.id, true, tz)).toMatchObject({ ok: true, next: null, changed: true })
	})

	it('an error while creating the next one reverts the completion', () => {
		const user = makeUser({ timezone: tz })
		const task = makeTask(user.id, { due: at(2026, 6, 1), repeatChoice: 'ADVANCED', repeat: 'FREQ=NONSENSE' })
		const result = setCompleted(user.id, task.id, true, tz)
		expect(result.ok).toBe(false)
		expect(!result.ok && result.message).toMatch(/^Unable to create a new instance this recurring task: /)
		expect(findTask(user.id, task.id)).toMatchObject({ completed: false, completedDate: null })
	})

	it('a rule that has run out creates no further instance', () => {
		const user = makeUser({ timezone: tz })
		const task = makeTask(user.id, { due: at(2026, 6, 1), repeatChoice: 'ADVANCED', repeat: 'FREQ=DAILY;COUNT=1' })
		const result = setCompleted(user.id, task.id, true, tz)
		expect(result).toMatchObject({ ok: true, next: null, ended: true })
	})

	it.skipIf(!parseRepeatPhrase('every 2 weeks on Tuesday').ok)('an Advanced phrase (every 2 weeks on Tuesday) repeats as it reads', () => {
		const user = makeUser({ timezone: tz })
		const rule = parseRepeatPhrase('every 2 weeks on Tuesday')
		if (!rule.ok) throw new Error(rule.error)
		// Tuesday 2 June 2026
		const task = makeTask(user.id, { due: at(2026, 6, 2), repeat: rule.rule, repeatChoice: 'ADVANCED', repeatText: 'every 2 weeks on Tuesday' })
		const result = setCompleted(user.id, task.id, true, tz, at(2026, 6, 2, 12))
		expect(result.ok && result.next?.due).toBe(at(2026, 6, 16))
	})
})

describe('the star (its statements prepared once)', () => {
	it('stars and un-stars the owner\'s task; another person\'s task is not found and stays as it was', () => {
		const me = makeUser({ timezone: tz })
		const other = makeUser({ timezone: tz })
		const mine = makeTask(me.id, { title: 'mine' })
		const theirs = makeTask(other.id, { title: 'theirs' })
		expect(setStar(me.id, mine.id, true)).toMatchObject({ id: mine.id, star: true })
		expect(findTask(me.id, mine.id)?.star).toBe(true)
		expect(setStar(me.id, mine.id, false)).toMatchObject({ id: mine.id, star: false })
		expect(findTask(me.id, mine.id)?.star).toBe(false)
		expect(() => setStar(me.id, theirs.id, true)).toThrow()
		expect(findTask(other.id, theirs.id)?.star).toBe(false)
		expect(findTask(me.id, theirs.id)).toBeUndefined()
	})
})

describe('sub-tasks, delete and quick add', () => {
	it('one level only: a sub-task of a sub-task is refused', () => {
		const user = makeUser({ timezone: tz })
		const parent = makeTask(user.id, { title: 'parent' })
		const record = { ...validRecord(), title: 'child' }
		const child = createTask(user.id, { ...record, parentId: parent.id })
		expect(child.parentId).toBe(parent.id)
		expect(() => createTask(user.id, { ...record, parentId: child.id })).toThrow(TaskRefused)
		expect(() => createTask(user.id, { ...record, parentId: child.id })).toThrow(SUBTASK_OF_SUBTASK)
	})

	it("a parent of another owner is not found", () => {
		const me = makeUser({ timezone: tz })
		const theirs = makeTask(makeUser({ timezone: tz }).id)
		expect(() => createTask(me.id, { ...validRecord(), parentId: theirs.id })).toThrow()
	})

	it('deleting a parent deletes its sub-tasks', () => {
		const user = makeUser({ timezone: tz })
		const parent = makeTask(user.id)
		makeTask(user.id, { parentId: parent.id })
		expect(deleteTask(user.id, parent.id).children).toBe(1)
		expect(childrenOf(user.id, [parent.id])).toEqual([])
	})

	it('quick add uses the default options and day offsets from today', () => {
		const user = makeUser({ timezone: tz })
		const now = at(2026, 6, 1, 23, 30)
		const task = quickAddTask(user.id, 'Buy milk', { priority: 'top', status: 'next', folder: 'Inbox', context: '@Shopping', start: 0, due: 7 }, tz, now)
		expect(task).toMatchObject({ priority: 'top', status: 'next', folder: 'Inbox', context: '@Shopping', start: at(2026, 6, 1), due: at(2026, 6, 8), star: false, completed: false, via: 'Main website' })
	})

	it('quick add, through its statement built once, makes a task of its own each time, with the defaults left empty', () => {
		const user = makeUser({ timezone: tz })
		const none = { priority: '', status: '', folder: '', context: '', start: Number.NaN, due: Number.NaN }
		const first = quickAddTask(user.id, 'Buy milk', none, tz)
		const second = quickAddTask(user.id, 'Buy bread', none, tz)
		expect(first.id).not.toBe(second.id)
		expect(requireTask(user.id, first.id).title).toBe('Buy milk')
		expect(requireTask(user.id, second.id)).toMatchObject({ title: 'Buy bread', priority: 'unassigned', status: 'none', folder: '', context: '', start: null, due: null, notes: '' })
	})
})

function validRecord() {
	const result = validateTaskForm({ ...blankTaskForm(), title: 'x' }, { folders: [], contexts: [] }, tz)
	if (!result.ok) throw new Error('invalid')
	return result.record
}
