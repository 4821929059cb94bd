// The at-most-once rule with real processes: a scheduler process killed (SIGKILL) between its claim
// and Pushover's answer, and two scheduler processes on one database.
import { spawn, type ChildProcess } from 'node:child_process'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { reminderDeliveries, tasks } from '#db/schema'
import { db } from '~/lib/db.server'
import { makeTask, makeUser } from '../../tests/factories'
import { ANSWERS, startFakePushover, VALID_KEY, type FakePushover } from '../../tests/fakes/pushover'
import { pushoverClient } from './pushover.server'
import { createScheduler } from './scheduler.server'

let fake: FakePushover
const children: ChildProcess[] = []
beforeAll(async () => {
	fake = await startFakePushover()
	db() // migrated before any child opens the file
})
afterAll(async () => {
	for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL')
	await fake.close()
})
beforeEach(() => {
	db().delete(tasks).run()
	fake.reset()
})

function schedulerProcess() {
	// node itself with tsx's loader: the tsx command would run the script in a grandchild a kill would miss
	const child = spawn(process.execPath, ['--import', 'tsx', 'tests/fakes/reminder-process.ts'], {
		env: {
			...process.env,
			PUSHOVER_APP_TOKEN: fake.token,
			PUSHOVER_API_BASE: fake.apiBase,
			PUSHOVER_TIMEOUT_MS: '60000',
		},
		stdio: ['ignore', 'pipe', 'inherit'],
	})
	children.push(child)
	const exited = new Promise<void>((r) => child.once('exit', () => r()))
	const ready = new Promise<void>((r) => child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && r()))
	return { child, exited, ready }
}

const deliveries = () => db().select().from(reminderDeliveries).all()

it('a process killed after its claim and before the answer: the reminder is "may not have been delivered", never sent again', async () => {
	const user = makeUser({ pushover: { key: VALID_KEY } })
	const t = makeTask(user.id, { title: 'Renew passport', remind: 15, remindDate: Date.now() })
	fake.queue('messages.json', 'hang')
	const { child, exited } = schedulerProcess()
	await fake.received(1)
	// the claim is in the database before the request left
	expect(deliveries()).toMatchObject([{ taskId: t.id, state: 'sending', attempts: 1 }])
	child.kill('SIGKILL')
	await exited
	expect(child.signalCode).toBe('SIGKILL')

	// the next start (claims expire quickly here)
	const next = createScheduler({
		client: pushoverClient({ apiBase: fake.apiBase, appToken: fake.token }),
		claimExpiryMs: 100,
		log: () => {},
	})
	await new Promise((r) => setTimeout(r, 150))
	await next.runOnce()
	await next.runOnce()
	expect(deliveries()).toMatchObject([{ taskId: t.id, state: 'uncertain', outcome: 'May not have been delivered: the server stopped while sending it.' }])
	expect(fake.messages()).toHaveLength(1)
	expect(db().select().from(tasks).where(eq(tasks.id, t.id)).get()!.remindSent).toBe(true)
}, 60_000)

it('two scheduler processes on one database send each reminder once', async () => {
	const user = makeUser({ pushover: { key: VALID_KEY } })
	const later = Date.now() + 3600_000
	const ids = Array.from({ length: 12 }, (_, i) => makeTask(user.id, { title: `Task ${i}`, remind: 15, remindDate: later }).id)
	const a = schedulerProcess()
	const b = schedulerProcess()
	await Promise.all([a.ready, b.ready])
	// every reminder falls due at once, while both processes run
	db().update(tasks).set({ remindDate: Date.now() }).where(eq(tasks.ownerId, user.id)).run()
	await fake.received(12)
	// both processes have had time to see every reminder
	await new Promise((r) => setTimeout(r, 4000))
	a.child.kill('SIGTERM')
	b.child.kill('SIGTERM')
	await Promise.all([a.exited, b.exited])
	const urls = fake.messages().map((m) => m.fields.url)
	expect(urls).toHaveLength(12)
	expect(new Set(urls).size).toBe(12)
	expect(deliveries().filter((d) => ids.includes(d.taskId)).map((d) => d.state)).toEqual(Array(12).fill('sent'))
}, 90_000)

it('SIGTERM waits for a send in flight before the process exits', async () => {
	const user = makeUser({ pushover: { key: VALID_KEY } })
	const t = makeTask(user.id, { title: 'Book flights', remind: 15, remindDate: Date.now() })
	fake.queue('messages.json', { ...ANSWERS.ok, delayMs: 1500 })
	const { child, exited } = schedulerProcess()
	await fake.received(1)
	child.kill('SIGTERM')
	await exited
	expect(child.exitCode).toBe(0)
	expect(deliveries().filter((d) => d.taskId === t.id)).toMatchObject([{ state: 'sent' }])
}, 60_000)
