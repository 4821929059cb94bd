// Reminders by email (issue 53) over a real SMTP conversation with a sink on 127.0.0.1: a reminder arrives once, a
// refusal and an unreachable server are recorded as for Pushover, and a process killed after its claim and before the
// mail server's answer never sends it again (the delivery log's claim, as for Pushover).
import { spawn, type ChildProcess } from 'node:child_process'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { reminderDeliveries, tasks } from '#db/schema'
import { db } from '~/lib/db.server'
import { resetEnvForTests } from '~/lib/env.server'
import { sendMail } from '~/mail/mail.server'
import { makeTask, makeUser } from '../../tests/factories'
import { startSmtpSink, type SmtpSink } from '../../tests/fakes/smtp-sink'
import { createScheduler } from './scheduler.server'

let sink: SmtpSink
const children: ChildProcess[] = []
beforeAll(async () => {
	sink = await startSmtpSink()
	Object.assign(process.env, { SMTP_URL: sink.url, MAIL_FROM: 'reminders@example.org', PUBLIC_URL: 'https://tasks.example.org', TRUST_PROXY: '1' })
	resetEnvForTests()
	db()
})
afterAll(async () => {
	for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL')
	for (const k of ['SMTP_URL', 'MAIL_FROM', 'PUBLIC_URL', 'TRUST_PROXY']) delete process.env[k]
	resetEnvForTests()
	await sink.close()
})
beforeEach(() => {
	db().delete(tasks).run()
})

const deliveries = () => db().select().from(reminderDeliveries).all()
const scheduler = (claimExpiryMs = 30_000) => createScheduler({ client: null, mailer: sendMail, claimExpiryMs, retryDelays: [10, 10, 10, 10], log: () => {} })

it('a reminder by email arrives once, with the person’s name, the task and a link to it; Pushover plays no part', async () => {
	const user = makeUser({ remindByEmail: true })
	const t = makeTask(user.id, { title: 'Renew passport', folder: 'Home', remind: 15, remindDate: Date.now() })
	const s = scheduler()
	await s.runOnce()
	await s.runOnce()
	const mails = sink.to(user.email)
	expect(mails).toHaveLength(1)
	expect(mails[0]!.headers.subject).toBe('Reminder: Renew passport')
	expect(mails[0]!.text).toContain(`Hello ${user.goesBy},`)
	expect(mails[0]!.text).toContain('Folder: Home')
	expect(mails[0]!.text).toContain(`https://tasks.example.org/tasks/detail/${t.id}`)
	expect(mails[0]!.html).toContain('Renew passport')
	expect(deliveries()).toMatchObject([{ taskId: t.id, state: 'sent' }])
	expect(db().select().from(tasks).where(eq(tasks.id, t.id)).get()!.remindSent).toBe(true)
})

it('a refusal (5xx) is failed with its reason; a 4xx is tried again', async () => {
	const user = makeUser({ remindByEmail: true })
	const refused = makeTask(user.id, { title: 'Refused', remind: 15, remindDate: Date.now() })
	sink.refuseNext({ code: 550, message: 'mailbox unavailable' })
	const s = scheduler()
	await s.runOnce()
	expect(deliveries().find((d) => d.taskId === refused.id)).toMatchObject({ state: 'failed', outcome: 'The mail server refused it (the mail server answered 550).' })

	const later = makeTask(user.id, { title: 'Greylisted', remind: 15, remindDate: Date.now() })
	sink.refuseNext({ code: 451, message: 'try again later' })
	await s.runOnce()
	expect(deliveries().find((d) => d.taskId === later.id)).toMatchObject({ state: 'retry', attempts: 1 })
	await new Promise((r) => setTimeout(r, 30))
	await s.runOnce()
	expect(deliveries().find((d) => d.taskId === later.id)).toMatchObject({ state: 'sent', attempts: 2 })
	expect(sink.to(user.email).filter((m) => m.headers.subject === 'Reminder: Greylisted')).toHaveLength(1)
})

it('a process killed after its claim, before the mail server answered: "may not have been delivered", never sent again', async () => {
	const user = makeUser({ remindByEmail: true })
	const t = makeTask(user.id, { title: 'Book flights', remind: 15, remindDate: Date.now() })
	sink.holdNext()
	const before = sink.mails.length
	const child = spawn(process.execPath, ['--import', 'tsx', 'tests/fakes/reminder-process.ts'], {
		env: { ...process.env, PUSHOVER_APP_TOKEN: '' },
		stdio: ['ignore', 'pipe', 'inherit'],
	})
	children.push(child)
	const exited = new Promise<void>((r) => child.once('exit', () => r()))
	await sink.waitFor(before + 1, 30_000)
	expect(deliveries()).toMatchObject([{ taskId: t.id, state: 'sending', attempts: 1 }])
	child.kill('SIGKILL')
	await exited

	// the restart (claims expire quickly here)
	const next = scheduler(100)
	await new Promise((r) => setTimeout(r, 150))
	await next.runOnce()
	await next.runOnce()
	expect(deliveries()).toMatchObject([{ taskId: t.id, state: 'uncertain', outcome: 'May not have been delivered: the server stopped while sending it.' }])
	expect(sink.to(user.email).filter((m) => m.headers.subject === 'Reminder: Book flights')).toHaveLength(1)
}, 60_000)
