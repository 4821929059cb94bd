// Completing, un-completing, editing, deleting and repeating a task update or cancel its reminder:
// through the real task changes, then the scheduler against a fake Pushover.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { reminderDeliveries, tasks } from '#db/schema'
import { db } from '~/lib/db.server'
import { deleteTask, setCompleted, taskFormValues, updateTask } from '~/tasks/task-changes.server'
import { validateTaskForm, type TaskFormValues } from '~/tasks/task-form'
import { TZDate } from '@date-fns/tz'
import { localMidnight } from '~/lib/dates'
import { makeTask, makeUser } from '../../tests/factories'
import { VALID_KEY } from '../../tests/fakes/pushover'
import { fakePushoverForTheFile } from './reminders-test-support'
import { pushoverClient } from './pushover.server'
import { reminderDate } from './reminders'
import { createScheduler } from './scheduler.server'
import { displayInstant, reminderTexts } from './status.server'

const tz = 'Europe/London'
const fake = fakePushoverForTheFile()

const scheduler = () =>
	createScheduler({ client: pushoverClient({ apiBase: fake.apiBase, appToken: fake.token }), publicUrl: 'https://24.example', log: () => {} })
const read = (id: string) => db().select().from(tasks).where(eq(tasks.id, id)).get()!
const deliveries = (id: string) => db().select().from(reminderDeliveries).where(eq(reminderDeliveries.taskId, id)).all()

/** a task due `minutesFromNow` minutes from now (to the minute, wall clock in London) with a 15 minute reminder */
function taskDueIn(ownerId: string, minutesFromNow: number, values: Partial<typeof tasks.$inferInsert> = {}) {
	const at = new TZDate(Date.now() + minutesFromNow * 60_000, tz)
	const due = localMidnight(tz, at.getTime())
	const dueTime = (at.getHours() * 60 + at.getMinutes()) * 60_000
	return makeTask(ownerId, { title: 'Dentist', due, dueTime, remind: 15, remindDate: reminderDate(due, dueTime, 15, tz), ...values })
}

function edit(ownerId: string, id: string, change: Partial<TaskFormValues>) {
	const result = validateTaskForm({ ...taskFormValues(read(id), tz), ...change }, { folders: [''], contexts: [''] }, tz)
	if (!result.ok) throw new Error(JSON.stringify(result.errors))
	updateTask(ownerId, id, result.record)
}

describe('task changes and reminders', () => {
	const person = () => makeUser({ timezone: tz, pushover: { key: VALID_KEY } })

	it('editing the remind minutes moves the reminder; the new time is sent, the old one not', async () => {
		const user = person()
		const t = taskDueIn(user.id, 60) // reminder in 45 minutes
		await scheduler().runOnce()
		expect(fake.messages()).toHaveLength(0)
		edit(user.id, t.id, { remind: '90' }) // now: 30 minutes ago
		expect(read(t.id).remindDate).toBe(t.remindDate! - 75 * 60_000)
		await scheduler().runOnce()
		expect(fake.messages()).toHaveLength(1)
		expect(read(t.id).remindSent).toBe(true)
	})

	it('editing the due date after a reminder was sent schedules a new one', async () => {
		const user = person()
		const t = taskDueIn(user.id, 10) // reminder 5 minutes ago
		await scheduler().runOnce()
		expect(fake.messages()).toHaveLength(1)
		// the day after the due date (not after today: near midnight the task is due tomorrow already)
		const tomorrow = new TZDate(t.due! + 36 * 3_600_000, tz)
		edit(user.id, t.id, { dueDate: `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}` })
		const moved = read(t.id)
		expect(moved.remindSent).toBe(false)
		expect(reminderTexts(user.id, [moved], tz).get(t.id)).toBe(`Reminder scheduled for ${displayInstant(moved.remindDate!, tz)}.`)
		await scheduler().runOnce()
		expect(fake.messages()).toHaveLength(1)
	})

	it('setting Never cancels the reminder', async () => {
		const user = person()
		const t = taskDueIn(user.id, 10)
		edit(user.id, t.id, { remind: '-1' })
		await scheduler().runOnce()
		expect(fake.messages()).toHaveLength(0)
		expect(read(t.id).remindDate).toBeNull()
	})

	it('completing cancels it; un-completing brings it back', async () => {
		const user = person()
		const t = taskDueIn(user.id, 10)
		setCompleted(user.id, t.id, true, tz)
		await scheduler().runOnce()
		expect(fake.messages()).toHaveLength(0)
		expect(reminderTexts(user.id, [read(t.id)], tz).get(t.id)).toBe('')
		setCompleted(user.id, t.id, false, tz)
		await scheduler().runOnce()
		expect(fake.messages()).toHaveLength(1)
	})

	it('deleting the task deletes its reminder', async () => {
		const user = person()
		const t = taskDueIn(user.id, 10)
		fake.queue('messages.json', { status: 500 })
		await scheduler().runOnce()
		expect(deliveries(t.id)).toHaveLength(1)
		deleteTask(user.id, t.id)
		expect(deliveries(t.id)).toHaveLength(0)
	})

	it('the next instance of a repeating task gets its own reminder', async () => {
		const user = person()
		const t = taskDueIn(user.id, 10, { repeat: 'FREQ=DAILY;INTERVAL=1', repeatChoice: 'DAILY' })
		await scheduler().runOnce()
		expect(fake.messages()).toHaveLength(1)
		const done = setCompleted(user.id, t.id, true, tz)
		if (!done.ok || !done.next) throw new Error('no next instance')
		expect(done.next.remindSent).toBe(false)
		expect(done.next.remindDate).toBe(reminderDate(done.next.due, t.dueTime, 15, tz))
		expect(reminderTexts(user.id, [done.next], tz).get(done.next.id)).toMatch(/^Reminder scheduled for /)
		// the next instance's reminder falls due
		db().update(tasks).set({ remindDate: Date.now() }).where(eq(tasks.id, done.next.id)).run()
		await scheduler().runOnce()
		expect(fake.messages()).toHaveLength(2)
		expect(fake.messages()[1]!.fields.url).toBe(`https://24.example/tasks/detail/${done.next.id}`)
	})

	it('another person’s reminder state is not read with mine', () => {
		const me = person()
		const other = person()
		const t = taskDueIn(other.id, 60)
		db().insert(reminderDeliveries).values({ taskId: t.id, ownerId: other.id, remindDate: t.remindDate!, state: 'sent', finishedAt: 1 }).run()
		// asked with my id, the other person's delivery is not found (the task looks merely scheduled)
		expect(reminderTexts(me.id, [t], tz).get(t.id)).toMatch(/^Reminder scheduled/)
	})
})

describe('displayInstant', () => {
	it('shows an instant in the user timezone, across a daylight-saving change', () => {
		expect(displayInstant(Date.parse('2026-03-29T00:30:00Z'), tz)).toBe('29-Mar-2026 12:30 AM')
		expect(displayInstant(Date.parse('2026-03-29T01:30:00Z'), tz)).toBe('29-Mar-2026 2:30 AM')
		expect(displayInstant(Date.parse('2026-10-25T01:30:00Z'), tz)).toBe('25-Oct-2026 1:30 AM')
	})
})
