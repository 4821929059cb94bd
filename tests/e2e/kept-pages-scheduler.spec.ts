// Issue 31: a write by the scheduler (the cluster's background worker sends a reminder and records it: decision 330)
// shows in the very next page from every worker. A server of this spec's own (tests/e2e/own-server.ts), with the reminder scheduler and a fake
// Pushover, on the suite's data folder (as reminders.spec.ts and crash.spec.ts do, so the session cookie made in the
// database works on it). The order is made sure of, not hoped for: the reminder falls due a few seconds after the page
// is read (kept) by both workers, so no scheduler (this server's or another spec's) can have sent it before; another
// person's reminder, held by the fake until then, wakes the scheduler (it sleeps up to 30 s otherwise). Over HTTP, plus
// one look in the browser: run once.
import crypto from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { reminderDeliveries, tasks } from '#db/schema'
import { db } from '~/lib/db.server'
import { startFakePushover } from '../fakes/pushover'
import { E2E_PUSHOVER_LOG } from './env'
import { expect, expectAccessible, makeTask, makeUser, test } from './fixtures'
import { pushoverEnv, startOwnServer, type OwnServer } from './own-server'
import { keptReader, readFromEveryWorker, shows } from './kept-reads'

test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, 'over HTTP: run once')
// a server of its own to start
test.slow()

const pushoverKey = () => `u${crypto.randomBytes(15).toString('hex').slice(0, 29)}`

test('a reminder sent by the scheduler: the next page from every worker says so', async ({ page, context }) => {
	const fake = await startFakePushover({ log: E2E_PUSHOVER_LOG })
	// someone else's reminder, due now: the scheduler claims it at its start and waits for the fake's answer
	const wakeKey = pushoverKey()
	fake.hold(wakeKey)
	const someone = makeUser({ pushover: { key: wakeKey, observeQuietHours: 'no' } })
	makeTask(someone.id, { title: 'Wake the scheduler', remind: 0, remindDate: Date.now() - 1000 })

	const me = await keptReader(context, { timezone: 'Europe/London', pushover: { key: pushoverKey(), observeQuietHours: 'no' } })
	const title = `Call the plumber ${crypto.randomBytes(3).toString('hex')}`
	const task = makeTask(me.user.id, { title })

	let server: OwnServer | undefined
	try {
		server = await startOwnServer({ env: { WEB_CONCURRENCY: '2', ...pushoverEnv(fake) } })
		const { base } = server

		// the reminder falls due in a few seconds; meanwhile every worker keeps the page that says it is scheduled (due
		// at once, another spec's server, whose scheduler is awake, could claim it before this read)
		const due = Date.now() + 8000
		db().update(tasks).set({ remind: 0, remindDate: due }).where(eq(tasks.id, task.id)).run()
		await readFromEveryWorker('/tasks', me.cookie, shows([title, 'Reminder scheduled for'], ['Reminder sent']), { base })
		expect(Date.now(), 'the pages were read before the reminder fell due').toBeLessThan(due)

		// once it is due, the scheduler wakes (the held send is answered), claims the reminder, sends it and records it.
		// Another server's scheduler may send it first: a write by another process, which the next page must show too.
		await new Promise((r) => setTimeout(r, due - Date.now() + 100))
		fake.release(wakeKey)
		const sent = () =>
			db()
				.select({ state: reminderDeliveries.state })
				.from(reminderDeliveries)
				.where(and(eq(reminderDeliveries.taskId, task.id), eq(reminderDeliveries.state, 'sent')))
				.get()
		await expect.poll(sent, { timeout: 45_000, message: 'the reminder is recorded as sent' }).toBeTruthy()
		await readFromEveryWorker('/tasks', me.cookie, shows([title, 'Reminder sent'], ['Reminder scheduled for']), { base })

		await page.goto(`${base}/tasks`)
		await expect(page.getByTestId('task-card').filter({ hasText: title })).toContainText('Reminder sent')
		await expectAccessible(page)
	} finally {
		await server?.stop()
		await fake.close()
	}
})
