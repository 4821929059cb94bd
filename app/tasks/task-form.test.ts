import { TZDate } from '@date-fns/tz'
import { describe, expect, it } from 'vitest'
import { parseWithZod } from '@conform-to/zod/v4'
import { firstErrors } from '~/lib/form-reply'
import { LIMITS, TOO_LONG } from '~/lib/limits'
import {
	blankTaskForm,
	MESSAGES,
	quickAddSchema,
	redisplayValues,
	taskFormSchema,
	validateTaskForm,
	type TaskFormValues,
} from './task-form'
import { reminderDate } from './task-dates'

const tz = 'America/Los_Angeles'
const lists = { folders: ['Inbox'], contexts: ['@Home'] }
const check = (v: Partial<TaskFormValues>) => validateTaskForm({ ...blankTaskForm(), title: 'A task', ...v }, lists, tz)
const errors = (v: Partial<TaskFormValues>) => {
	const r = check(v)
	return r.ok ? {} : r.errors
}

describe('the task form (point 5)', () => {
	it('needs a title', () => {
		expect(errors({ title: '' }).title).toBe(MESSAGES.title)
	})

	it('dates and times: a time needs its date, and dates must be real', () => {
		expect(errors({ startTime: '09:00' }).startDate).toBe(MESSAGES.start)
		expect(errors({ dueDate: '2026-02-30' }).dueDate).toBe(MESSAGES.due)
		expect(errors({ dueDate: '2026-02-28', dueTime: '25:00' }).dueDate).toBe(MESSAGES.due)
	})

	it('length must be a number of minutes', () => {
		expect(errors({ length: 'ten' }).length).toBe(MESSAGES.length)
		expect(errors({ length: '-5' }).length).toBe(MESSAGES.length)
		const r = check({ length: '45' })
		expect(r.ok && r.record.length).toBe(45)
	})

	it('folder, context, priority, status come from their lists', () => {
		expect(errors({ folder: 'Nope' }).folder).toBe(MESSAGES.folder)
		expect(errors({ context: '@Nope' }).context).toBe(MESSAGES.context)
		expect(errors({ priority: 'urgent' }).priority).toBe(MESSAGES.priority)
		expect(errors({ status: 'doing' }).status).toBe(MESSAGES.status)
		expect(errors({ repeatChoice: 'HOURLY' }).repeatChoice).toBe(MESSAGES.repeat)
	})

	it('a repeat from the due date needs a due date; Advanced needs its text', () => {
		expect(errors({ repeatChoice: 'WEEKLY' }).dueDate).toBe(MESSAGES.due)
		expect(check({ repeatChoice: 'WEEKLY', repeatFrom: 'completedDate' }).ok).toBe(true)
		expect(errors({ repeatChoice: 'ADVANCED', dueDate: '2026-01-01' }).repeatText).toBe(MESSAGES.repeat)
	})

	it('a phrase that cannot be read is a field error, never misread in silence', () => {
		const e = errors({ repeatChoice: 'ADVANCED', repeatText: 'whenever the moon is blue', dueDate: '2026-01-01' })
		expect(e.repeatText).toBeTruthy()
	})

	it('stores the choice as a rule; dates as local midnights; times as wall-clock offsets', () => {
		const r = check({ repeatChoice: 'BIWEEKLY', dueDate: '2026-03-08', dueTime: '09:30', remind: '30' })
		expect(r.ok).toBe(true)
		if (!r.ok) return
		expect(r.record.repeat).toBe('FREQ=WEEKLY;INTERVAL=2')
		expect(r.record.repeatChoice).toBe('BIWEEKLY')
		expect(r.record.due).toBe(new TZDate(2026, 2, 8, tz).getTime())
		expect(r.record.dueTime).toBe((9 * 60 + 30) * 60_000)
		// 8 March 2026 is the day clocks go forward in Los Angeles: 09:30 local is still 09:30
		expect(r.record.remindDate).toBe(new TZDate(2026, 2, 8, 9, 0, tz).getTime())
	})
})

describe('the reminder date (point 5)', () => {
	const due = new TZDate(2026, 5, 10, tz).getTime()
	it('due date and time minus the remind minutes', () => {
		expect(reminderDate(due, 14 * 3_600_000, 60, tz)).toBe(new TZDate(2026, 5, 10, 13, 0, tz).getTime())
	})
	it('the due date alone (midnight) when there is no time', () => {
		expect(reminderDate(due, null, 1440, tz)).toBe(new TZDate(2026, 5, 9, tz).getTime())
	})
	it('none for Never or without a due date', () => {
		expect(reminderDate(due, null, -1, tz)).toBeNull()
		expect(reminderDate(null, null, 15, tz)).toBeNull()
	})
})

describe('the task form schema (parsed with conform)', () => {
	const form = (fields: Record<string, string>) => {
		const f = new FormData()
		for (const [k, v] of Object.entries({ title: 'A task', ...fields })) f.set(k, v)
		return f
	}
	const parse = (fields: Record<string, string>) => parseWithZod(form(fields), { schema: taskFormSchema(lists, tz) })
	const errorsOf = (fields: Record<string, string>) => {
		const s = parse(fields)
		return s.status === 'success' ? {} : firstErrors(s.reply())
	}

	it('gives the record to store', () => {
		const s = parse({ title: '  Pay rent ', notes: 'by *Friday*', folder: 'Inbox', priority: 'high', star: 'Y', length: '30' })
		expect(s.status).toBe('success')
		expect(s.status === 'success' && s.value.record).toMatchObject({ title: 'Pay rent', notes: 'by *Friday*', folder: 'Inbox', priority: 'high', star: true, length: 30 })
	})
	it('every message of point 5 comes through', () => {
		expect(errorsOf({ title: '' })).toEqual({ title: MESSAGES.title })
		expect(errorsOf({ title: '   ' })).toEqual({ title: MESSAGES.title })
		expect(errorsOf({ startTime: '09:00' })).toEqual({ startDate: MESSAGES.start })
		expect(errorsOf({ dueDate: '2026-02-30' })).toEqual({ dueDate: MESSAGES.due })
		expect(errorsOf({ repeatChoice: 'HOURLY', dueDate: '2026-03-01' })).toEqual({ repeatChoice: MESSAGES.repeat })
		expect(errorsOf({ folder: 'Nope' })).toEqual({ folder: MESSAGES.folder })
		expect(errorsOf({ context: '@Nope' })).toEqual({ context: MESSAGES.context })
		expect(errorsOf({ priority: 'urgent' })).toEqual({ priority: MESSAGES.priority })
		expect(errorsOf({ status: 'doing' })).toEqual({ status: MESSAGES.status })
		expect(errorsOf({ length: 'ten' })).toEqual({ length: MESSAGES.length })
		expect(errorsOf({ remind: '7' })).toEqual({ remind: MESSAGES.remind })
		// several at once
		expect(errorsOf({ title: '', priority: 'urgent' })).toEqual({ title: MESSAGES.title, priority: MESSAGES.priority })
	})
	it('limits: title 500 characters (after trimming), notes 20,000', () => {
		expect(errorsOf({ title: 'x'.repeat(LIMITS.taskTitle) })).toEqual({})
		expect(errorsOf({ title: ` ${'x'.repeat(LIMITS.taskTitle)} ` })).toEqual({})
		expect(errorsOf({ title: 'x'.repeat(LIMITS.taskTitle + 1) })).toEqual({ title: TOO_LONG.taskTitle })
		expect(errorsOf({ title: 'x'.repeat(1_000_000) })).toEqual({ title: TOO_LONG.taskTitle })
		expect(errorsOf({ notes: 'x'.repeat(LIMITS.taskNotes) })).toEqual({})
		expect(errorsOf({ notes: 'x'.repeat(LIMITS.taskNotes + 1) })).toEqual({ notes: TOO_LONG.taskNotes })
		expect(TOO_LONG.taskTitle).toBe('The title can be at most 500 characters.')
		expect(TOO_LONG.taskNotes).toBe('The notes can be at most 20,000 characters.')
	})
	it('a refused form is shown again cut to the limits', () => {
		const values = redisplayValues({ ...blankTaskForm(), title: 'x'.repeat(1_000_000), notes: 'y'.repeat(30_000) })
		expect(values.title).toHaveLength(LIMITS.taskTitle)
		expect(values.notes).toHaveLength(LIMITS.taskNotes)
	})
})

describe('the quick add schema', () => {
	const parse = (title?: string) => {
		const f = new FormData()
		if (title !== undefined) f.set('title', title)
		return parseWithZod(f, { schema: quickAddSchema })
	}
	it('the same title rule and messages as the task form', () => {
		const ok = parse(' Ring home ')
		expect(ok.status === 'success' && ok.value).toMatchObject({ title: 'Ring home' })
		for (const title of [undefined, '', '   ']) expect(parse(title).reply().error?.title).toEqual([MESSAGES.title])
		expect(parse('x'.repeat(LIMITS.taskTitle)).status).toBe('success')
		expect(parse('x'.repeat(LIMITS.taskTitle + 1)).reply().error?.title).toEqual([TOO_LONG.taskTitle])
	})
})
