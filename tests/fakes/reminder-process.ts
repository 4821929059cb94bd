// A real server-like process running the reminder scheduler, for the crash and two-process tests:
// npx tsx tests/fakes/reminder-process.ts (DATA_DIR, PUSHOVER_APP_TOKEN and PUSHOVER_API_BASE, or SMTP_URL, set).
// Prints "ready" once started; SIGTERM stops it as the server does.
import { createScheduler } from '~/reminders/scheduler.server'
import { configuredPushover } from '~/reminders/pushover.server'
import { mailConfigured, sendMail } from '~/mail/mail.server'

const client = configuredPushover({ timeoutMs: Number(process.env.PUSHOVER_TIMEOUT_MS ?? 10_000) })
const mailer = mailConfigured() ? sendMail : null
if (!client && !mailer) throw new Error('neither PUSHOVER_APP_TOKEN nor SMTP_URL is set')
const scheduler = createScheduler({ client, mailer, maxSleepMs: 100, log: (m) => console.log(m) })
scheduler.start()
// the scheduler's timers do not hold a process open (the HTTP server does, in the real one)
const keepAlive = setInterval(() => {}, 60_000)
console.log('ready')
process.on('SIGTERM', async () => {
	clearInterval(keepAlive)
	await scheduler.stop(5_000)
	process.exit(0)
})
