// The scheduler against a fake Pushover HTTP server, on this file's real SQLite database.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { reminderDeliveries, tasks, users } from '#db/schema'
import { db } from '~/lib/db.server'
import { makeTask, makeUser } from '../../tests/factories'
import { ANSWERS, VALID_KEY } from '../../tests/fakes/pushover'
import { fakePushoverForTheFile } from './reminders-test-support'
import { pushoverClient } from './pushover.server'
import { OUTCOMES } from './reminders'
import { createScheduler, type SchedulerOptions } from './scheduler.server'

let logs: string[] = []
const fake = fakePushoverForTheFile(() => (logs = []))

function scheduler(o: Partial<SchedulerOptions> & { timeoutMs?: number } = {}) {
	return createScheduler({
		client: pushoverClient({ apiBase: fake.apiBase, appToken: fake.token, timeoutMs: o.timeoutMs ?? 2_000 }),
		publicUrl: 'https://24.example',
		log: (m) => logs.push(m),
		retryDelays: [1, 1, 1, 1],
		...o,
	})
}

const person = (observeQuietHours: 'yes' | 'no' = 'yes', key = VALID_KEY) =>
	makeUser({ timezone: 'Europe/London', pushover: { key, observeQuietHours } })

/** a task whose reminder was due `minutesAgo` minutes ago */
const dueTask = (ownerId: string, minutesAgo = 0, values: Partial<typeof tasks.$inferInsert> = {}) =>
	makeTask(ownerId, { title: 'Call the bank', remind: 15, remindDate: Date.now() - minutesAgo * 60_000, ...values })

const delivery = (taskId: string) => db().select().from(reminderDeliveries).where(eq(reminderDeliveries.taskId, taskId)).all()
const task = (id: string) => db().select().from(tasks).where(eq(tasks.id, id)).get()!

describe('sending', () => {
	it('sends a due reminder once (200), records it and marks the task', async () => {
		const user = person()
		const t = dueTask(user.id, 0, { folder: 'Home', context: 'Phone' })
		const s = scheduler()
		await s.runOnce()
		await s.runOnce()
		expect(fake.messages()).toHaveLength(1)
		expect(fake.messages()[0]!.fields).toMatchObject({
			user: VALID_KEY,
			title: 'Reminder: Call the bank',
			message: 'No due date.\nFolder: Home\nContext: Phone',
			url: `https://24.example/tasks/detail/${t.id}`,
			url_title: 'Open task',
			priority: '0',
		})
		expect(delivery(t.id)).toMatchObject([{ state: 'sent', attempts: 1, outcome: null }])
		expect(task(t.id).remindSent).toBe(true)
	})

	it('sends at normal priority when quiet hours are observed, high priority when not', async () => {
		dueTask(person('yes').id)
		dueTask(person('no').id)
		await scheduler().runOnce()
		expect(fake.messages().map((m) => m.fields.priority).sort()).toEqual(['0', '1'])
	})

	it('leaves future, completed and Never reminders alone', async () => {
		const user = person()
		dueTask(user.id, -10)
		dueTask(user.id, 1, { completed: true })
		dueTask(user.id, 1, { remind: -1 })
		await scheduler().runOnce()
		expect(fake.calls).toHaveLength(0)
	})

	it('says how late a reminder up to 24 hours late is, and skips one later than that', async () => {
		const user = person()
		dueTask(user.id, 125)
		const old = dueTask(user.id, 25 * 60)
		await scheduler().runOnce()
		expect(fake.messages()).toHaveLength(1)
		expect(fake.messages()[0]!.fields.message).toContain('Sent 2 hours 5 minutes late.')
		expect(delivery(old.id)).toMatchObject([{ state: 'skipped', outcome: OUTCOMES.tooLate }])
		expect(task(old.id).remindSent).toBe(true)
	})

	it('does not call Pushover for a person without reminders set up', async () => {
		const t = dueTask(makeUser().id)
		await scheduler().runOnce()
		expect(fake.calls).toHaveLength(0)
		expect(delivery(t.id)).toMatchObject([{ state: 'failed', outcome: OUTCOMES.notSetUp }])
	})
})

describe('errors', () => {
	it('400 invalid user: no retry, the person’s key is flagged, and their next reminder is not sent', async () => {
		const user = person()
		const t = dueTask(user.id)
		fake.queue('messages.json', ANSWERS.invalidUser)
		const s = scheduler()
		await s.runOnce()
		expect(delivery(t.id)).toMatchObject([{ state: 'failed', outcome: OUTCOMES.keyInvalid, attempts: 1 }])
		expect(db().select().from(users).where(eq(users.id, user.id)).get()!.pushoverKeyProblem).toBe('invalid')
		const next = dueTask(user.id)
		await s.runOnce()
		expect(fake.messages()).toHaveLength(1)
		expect(delivery(next.id)).toMatchObject([{ state: 'failed', outcome: OUTCOMES.keyInvalid }])
	})

	it('another 4xx is permanent', async () => {
		const t = dueTask(person().id)
		fake.queue('messages.json', ANSWERS.badRequest('message is too long'))
		await scheduler().runOnce()
		expect(delivery(t.id)).toMatchObject([{ state: 'failed', outcome: 'Pushover refused it (message is too long).' }])
	})

	it('429: keeps the reminders pending until the reset time, logged once', async () => {
		const user = person()
		const reset = Math.floor(Date.now() / 1000) + 3600
		const a = dueTask(user.id)
		const b = dueTask(user.id)
		fake.queue('messages.json', ANSWERS.quota(reset), ANSWERS.quota(reset))
		const s = scheduler()
		await s.runOnce()
		expect(s.pausedUntil).toBe(reset * 1000)
		for (const t of [a, b]) expect(delivery(t.id)).toMatchObject([{ state: 'retry', attempts: 0, nextAttemptAt: reset * 1000 }])
		expect(logs.filter((l) => l.includes('monthly message limit'))).toHaveLength(1)
		const c = dueTask(user.id)
		await s.runOnce()
		expect(fake.messages()).toHaveLength(2)
		expect(delivery(c.id)).toEqual([])
	})

	it('500 then 200: retried, then sent', async () => {
		const t = dueTask(person().id)
		fake.queue('messages.json', ANSWERS.serverError)
		const s = scheduler()
		await s.runOnce()
		expect(delivery(t.id)).toMatchObject([{ state: 'retry', attempts: 1, outcome: 'internal error' }])
		await new Promise((r) => setTimeout(r, 5))
		await s.runOnce()
		expect(delivery(t.id)).toMatchObject([{ state: 'sent', attempts: 2 }])
		expect(fake.messages()).toHaveLength(2)
	})

	it('a hanging server times out, is retried with growing spacing, and fails after 5 attempts', async () => {
		const t = dueTask(person().id)
		fake.queue('messages.json', 'hang', ANSWERS.serverError, ANSWERS.serverError, ANSWERS.serverError, ANSWERS.serverError)
		const s = scheduler({ timeoutMs: 200, retryDelays: [5, 30, 120, 600] })
		await s.runOnce()
		const first = delivery(t.id)[0]!
		expect(first).toMatchObject({ state: 'retry', attempts: 1, outcome: 'Pushover did not answer in time' })
		expect(first.nextAttemptAt! - first.claimedAt!).toBeGreaterThanOrEqual(5)
		const spacing: number[] = []
		for (let i = 2; i <= 5; i++) {
			const before = delivery(t.id)[0]!
			await new Promise((r) => setTimeout(r, before.nextAttemptAt! - Date.now() + 2))
			await s.runOnce()
			const after = delivery(t.id)[0]!
			expect(after.attempts).toBe(i)
			if (after.state === 'retry') spacing.push(after.nextAttemptAt! - after.claimedAt!)
		}
		expect(spacing.length).toBe(3)
		expect(spacing[0]).toBeGreaterThanOrEqual(30)
		expect(spacing[2]).toBeGreaterThanOrEqual(600)
		expect(delivery(t.id)).toMatchObject([{ state: 'failed', attempts: 5 }])
		expect(delivery(t.id)[0]!.outcome).toBe('Pushover could not be reached after 5 attempts (internal error).')
	})

	it('has at most 2 requests in flight', async () => {
		const user = person()
		for (let i = 0; i < 4; i++) dueTask(user.id)
		fake.queue('messages.json', 'hang', 'hang', 'hang', 'hang')
		const s = scheduler({ timeoutMs: 500 })
		s.start()
		await fake.received(2)
		expect(s.inFlight).toBe(2)
		expect(db().select().from(reminderDeliveries).where(eq(reminderDeliveries.state, 'sending')).all()).toHaveLength(2)
		await s.stop(5_000)
		expect(s.inFlight).toBe(0)
	})
})

describe('recovery', () => {
	it('marks a claim whose process is gone "may not have been delivered" and never sends it', async () => {
		const user = person()
		const t = dueTask(user.id)
		// another process claimed it a minute ago and never answered
		db()
			.insert(reminderDeliveries)
			.values({ taskId: t.id, ownerId: user.id, remindDate: t.remindDate!, state: 'sending', attempts: 1, claimedAt: Date.now() - 60_000, claimedBy: 'gone' })
			.run()
		await scheduler().runOnce()
		expect(fake.calls).toHaveLength(0)
		expect(delivery(t.id)).toMatchObject([{ state: 'uncertain', outcome: OUTCOMES.uncertain }])
		expect(task(t.id).remindSent).toBe(true)
	})

	it('leaves a fresh claim of a live process alone', async () => {
		const user = person()
		const t = dueTask(user.id)
		db()
			.insert(reminderDeliveries)
			.values({ taskId: t.id, ownerId: user.id, remindDate: t.remindDate!, state: 'sending', attempts: 1, claimedAt: Date.now(), claimedBy: 'alive' })
			.run()
		await scheduler().runOnce()
		expect(fake.calls).toHaveLength(0)
		expect(delivery(t.id)).toMatchObject([{ state: 'sending' }])
	})

	it('SIGTERM-like stop waits for a send in flight', async () => {
		const t = dueTask(person().id)
		const s = scheduler()
		s.start()
		await fake.received(1)
		await s.stop(5_000)
		expect(delivery(t.id)).toMatchObject([{ state: 'sent' }])
	})

	it('a reminder set for now while it sleeps long is sent within the watch period, not at the end of the sleep', async () => {
		const s = scheduler({ maxSleepMs: 60_000, watchMs: 100 })
		s.start()
		await new Promise((r) => setTimeout(r, 200))
		const t = dueTask(person().id)
		const started = Date.now()
		await fake.received(1)
		expect(Date.now() - started).toBeLessThan(5_000)
		await s.stop(5_000)
		expect(delivery(t.id)).toMatchObject([{ state: 'sent' }])
	})
})

describe('a disabled person (issue 53)', () => {
	it('gets no reminder while disabled: the delivery is recorded as skipped and nothing reaches Pushover', async () => {
		const user = person()
		db().update(users).set({ disabledAt: Date.now() }).where(eq(users.id, user.id)).run()
		const t = dueTask(user.id)
		await scheduler().runOnce()
		expect(fake.messages()).toHaveLength(0)
		expect(delivery(t.id)).toMatchObject([{ state: 'skipped', outcome: OUTCOMES.disabled }])
	})
})
