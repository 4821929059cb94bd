import { describe, expect, it } from 'vitest'
import { midnightOf, timeOfDay } from '~/tasks/task-dates'
import {
	cut,
	duration,
	lateByText,
	MAX_ATTEMPTS,
	nextAttemptAt,
	priorityFor,
	reminderDate,
	reminderMessage,
	reminderStatus,
	reminderStatusText,
	timeliness,
} from './reminders'

const London = 'Europe/London'
const NewYork = 'America/New_York'

describe('reminderDate (point 5: due time or due date minus the remind minutes, in the user timezone)', () => {
	it('is the due date and time minus the minutes', () => {
		const due = midnightOf('2026-06-10', London)!
		expect(new Date(reminderDate(due, timeOfDay('09:00'), 15, London)!).toISOString()).toBe('2026-06-10T07:45:00.000Z')
	})
	it('is local midnight of the due date when there is no due time', () => {
		const due = midnightOf('2026-01-10', NewYork)!
		expect(new Date(reminderDate(due, null, 60, NewYork)!).toISOString()).toBe('2026-01-10T04:00:00.000Z')
	})
	it('is null for Never or without a due date', () => {
		expect(reminderDate(null, null, 15, London)).toBeNull()
		expect(reminderDate(midnightOf('2026-06-10', London), null, -1, London)).toBeNull()
	})
	it('keeps the wall-clock due time on the day clocks go forward (London, 29 March 2026)', () => {
		const due = midnightOf('2026-03-29', London)!
		// 09:00 BST is 08:00 UTC; 30 minutes before is 07:30 UTC
		expect(new Date(reminderDate(due, timeOfDay('09:00'), 30, London)!).toISOString()).toBe('2026-03-29T07:30:00.000Z')
		// a day before counts real minutes: 24 hours before 09:00 BST is 08:00 GMT the day before
		expect(new Date(reminderDate(due, timeOfDay('09:00'), 1440, London)!).toISOString()).toBe('2026-03-28T08:00:00.000Z')
	})
	it('keeps the wall-clock due time on the day clocks go back (New York, 1 November 2026)', () => {
		const due = midnightOf('2026-11-01', NewYork)!
		// 09:00 EST is 14:00 UTC (the day before it was EDT, 13:00 UTC)
		expect(new Date(reminderDate(due, timeOfDay('09:00'), 15, NewYork)!).toISOString()).toBe('2026-11-01T13:45:00.000Z')
	})
})

describe('reminderMessage (point 7)', () => {
	const task = { id: 't1', title: 'Pay the rent', due: midnightOf('2026-03-29', London)!, dueTime: timeOfDay('09:00'), folder: 'Home', context: 'Errands' }
	const opts = { timeZone: London, publicUrl: 'https://24.example/', observeQuietHours: 'yes' }
	it('says the title, the due date and time in the user timezone, folder, context and links the task', () => {
		expect(reminderMessage(task, opts)).toEqual({
			title: 'Reminder: Pay the rent',
			message: 'Due 29-Mar-2026 9:00 AM (Europe/London).\nFolder: Home\nContext: Errands',
			url: 'https://24.example/tasks/detail/t1',
			url_title: 'Open task',
			priority: 0,
		})
	})
	it('leaves out an empty folder and context, and says how late a late reminder is', () => {
		const m = reminderMessage({ ...task, folder: '', context: '', due: null }, { ...opts, lateBy: 2 * 3600_000 + 5 * 60_000 })
		expect(m.message).toBe('No due date.\nSent 2 hours 5 minutes late.')
	})
	it('cuts every text to Pushover limits', () => {
		const m = reminderMessage({ ...task, title: 'x'.repeat(600), folder: 'f'.repeat(2000) }, { ...opts, publicUrl: 'https://24.example/' + 'p'.repeat(600) })
		expect(Array.from(m.title)).toHaveLength(250)
		expect(m.title.endsWith('…')).toBe(true)
		expect(Array.from(m.message)).toHaveLength(1024)
		expect(m.url).toBe('')
		expect(m.url_title).toBe('')
	})
	it('sends at high priority when quiet hours are not observed', () => {
		expect(priorityFor('yes')).toBe(0)
		expect(priorityFor('no')).toBe(1)
		expect(reminderMessage(task, { ...opts, observeQuietHours: 'no' }).priority).toBe(1)
	})
})

describe('cut and duration', () => {
	it('cuts by characters, not UTF-16 units', () => {
		expect(cut('😀😀😀', 2)).toBe('😀…')
		expect(cut('short', 250)).toBe('short')
	})
	it('speaks in the two largest units', () => {
		expect(duration(90_000)).toBe('1 minute')
		expect(duration(26 * 3600_000 + 60_000)).toBe('1 day 2 hours')
		expect(duration(5_000)).toBe('5 seconds')
		expect(lateByText(3 * 60_000)).toBe('Sent 3 minutes late.')
	})
})

describe('retries and lateness', () => {
	it('spaces retries 5 s, 30 s, 2 min, 10 min and stops after 5 attempts', () => {
		expect([1, 2, 3, 4].map((a) => nextAttemptAt(a, 0))).toEqual([5_000, 30_000, 120_000, 600_000])
		expect(nextAttemptAt(MAX_ATTEMPTS, 0)).toBeNull()
	})
	it('sends on time, late up to 24 hours, and skips what is later', () => {
		expect(timeliness(1000, 1000 + 30_000)).toEqual({ kind: 'on-time' })
		expect(timeliness(0, 3600_000)).toEqual({ kind: 'late', by: 3600_000 })
		expect(timeliness(0, 24 * 3600_000 + 1).kind).toBe('too-late')
	})
})

describe('reminderStatus', () => {
	const task = { remind: 15, remindDate: 1000, completed: false }
	const when = (t: number) => `@${t}`
	it('is scheduled until a delivery for this reminder time exists', () => {
		expect(reminderStatusText(reminderStatus(task, null), when)).toBe('Reminder scheduled for @1000.')
		// a delivery for an older reminder time does not count
		expect(reminderStatus(task, { state: 'sent', finishedAt: 5, outcome: null, remindDate: 10 }).kind).toBe('scheduled')
	})
	it('says sent, skipped, could not be delivered, may not have been delivered', () => {
		const d = (state: 'sent' | 'skipped' | 'failed' | 'uncertain', outcome: string | null = null) => ({ state, finishedAt: 2000, outcome, remindDate: 1000 })
		expect(reminderStatusText(reminderStatus(task, d('sent')), when)).toBe('Reminder sent @2000.')
		expect(reminderStatusText(reminderStatus(task, d('skipped', 'too late.')), when)).toBe('Reminder skipped: too late.')
		expect(reminderStatusText(reminderStatus(task, d('failed', 'no.')), when)).toBe('Reminder could not be delivered: no.')
		expect(reminderStatus(task, d('uncertain')).kind).toBe('uncertain')
	})
	it('is nothing for Never, no due date, or a completed task not yet reminded', () => {
		expect(reminderStatus({ ...task, remind: -1 }, null).kind).toBe('none')
		expect(reminderStatus({ ...task, remindDate: null }, null).kind).toBe('none')
		expect(reminderStatus({ ...task, completed: true }, null).kind).toBe('none')
	})
})
