// The reminder scheduler (issue 14): inside the server process, it sleeps until the next reminder is
// due, claims it in the database, sends it through Pushover (or by email, issue 53) and records the outcome.
//
// At most once: a reminder is claimed (a row in reminder_deliveries, state "sending") by one
// conditional statement before the HTTP call, and its outcome recorded after. A claim that outlives
// any send of a live process (claimExpiryMs) belongs to a process that died between claim and answer:
// it is marked "may not have been delivered" and never sent again. Two processes on one database
// cannot both claim a reminder: the claim is an INSERT ... ON CONFLICT DO NOTHING on (task, reminder
// time), a retry's claim an UPDATE ... WHERE state = 'retry', and only the one that changed a row sends.
import crypto from 'node:crypto'
import { db as appDb, type Db } from '~/lib/db.server'
import { env } from '~/lib/env.server'
import { mailConfigured, sendMail, type Mail, type MailResult } from '~/mail/mail.server'
import { reminderMail } from '~/mail/messages'
import { configuredPushover, type PushoverClient, type PushoverResult } from './pushover.server'
import { nextAttemptAt, OUTCOMES, reminderMessage, RETRY_DELAYS, timeliness, MAX_ATTEMPTS } from './reminders'
import { deliveryStatements, type Claimed, type Due } from './delivery-statements.server'

export type SchedulerOptions = {
	/** Pushover; null when PUSHOVER_APP_TOKEN is not set */
	client: PushoverClient | null
	/** reminders by email (the same claim, so at most once too); null or absent without SMTP_URL */
	mailer?: ((mail: Mail) => Promise<MailResult>) | null
	db?: Db
	publicUrl?: string
	/** requests to Pushover at the same time */
	maxInFlight?: number
	/** a claim older than this is a dead process's: at least the HTTP timeout plus the time to record */
	claimExpiryMs?: number
	/** the longest sleep: claims to recover and retries are looked at within it */
	maxSleepMs?: number
	/** how often a sleeping scheduler reads the next due time (one indexed read, no write): a reminder set for now by
	 * any process is sent within it, not at the end of a long sleep */
	watchMs?: number
	retryDelays?: readonly number[]
	log?: (message: string) => void
	now?: () => number
}

export function createScheduler(opts: SchedulerOptions) {
	const database = opts.db ?? appDb()
	const sqlite = database.$client
	const me = crypto.randomUUID()
	const maxInFlight = opts.maxInFlight ?? 2
	const claimExpiry = opts.claimExpiryMs ?? 30_000
	const maxSleep = opts.maxSleepMs ?? 30_000
	const watchEvery = opts.watchMs ?? 1_000
	const delays = opts.retryDelays ?? RETRY_DELAYS
	const now = opts.now ?? Date.now
	const log = opts.log ?? ((m: string) => console.log(`[reminders] ${m}`))
	const publicUrl = opts.publicUrl ?? env().publicUrl

	const inFlight = new Set<Promise<void>>()
	let timer: NodeJS.Timeout | null = null
	let wakeAt = Infinity
	let watcher: NodeJS.Timeout | null = null
	let running = false
	let pausedUntil = 0

	const q = deliveryStatements(sqlite, claimExpiry)

	/** Claims that outlived any live send: the process died after the claim. Never sent again. */
	function recoverStaleClaims() {
		const t = now()
		const before = t - claimExpiry
		for (const { id } of q.stale.all(before)) {
			const changed = sqlite.transaction(() => {
				const n = q.markUncertain.run({ id, now: t, before, outcome: OUTCOMES.uncertain }).changes
				if (n) q.markTaskDone.run({ id })
				return n
			}).immediate()
			if (changed) log(`a reminder claimed by a process that stopped may not have been delivered (delivery ${id})`)
		}
	}

	function claim(due: Due, t: number): string | null {
		const late = timeliness(due.remindDate, t)
		const settle = (state: 'skipped' | 'failed', outcome: string) =>
			sqlite.transaction(() => {
				q.settleNew.run({ id: crypto.randomUUID(), taskId: due.taskId, remindDate: due.remindDate, state, now: t, outcome })
				q.markDoneFor.run(due)
			}).immediate()
		if (late.kind === 'too-late') {
			settle('skipped', OUTCOMES.tooLate)
			return null
		}
		const id = crypto.randomUUID()
		const claimed = q.claimNew.run({ id, taskId: due.taskId, remindDate: due.remindDate, now: t, me }).changes === 1
		return claimed ? id : null
	}

	async function send(deliveryId: string) {
		const row = q.details.get(deliveryId)
		if (!row) return
		const t = now()
		const lateness = timeliness(row.remindDate, t)
		const finish = (state: 'sent' | 'failed' | 'skipped', outcome: string | null) =>
			sqlite.transaction(() => {
				if (q.finish.run({ id: deliveryId, state, now: now(), outcome, me }).changes) q.markTaskDone.run({ id: deliveryId })
			}).immediate()
		if (row.disabledAt) return finish('skipped', OUTCOMES.disabled)
		const message = reminderMessage(
			{ id: row.taskId, title: row.title, due: row.due, dueTime: row.dueTime, folder: row.folder, context: row.context },
			{ timeZone: row.timezone, publicUrl, observeQuietHours: row.quiet, lateBy: lateness.kind === 'late' ? lateness.by : undefined },
		)
		if (row.method === 'email' && opts.mailer) {
			return recordMail(deliveryId, row, await opts.mailer({ to: row.email, ...reminderMail(row.name, message) }), finish)
		}
		if (row.method !== 'pushover' || !row.key || !opts.client) return finish('failed', OUTCOMES.notSetUp)
		if (row.keyProblem) return finish('failed', OUTCOMES.keyInvalid)
		const result: PushoverResult = await opts.client.send(row.key, message)
		record(deliveryId, row, result, finish)
	}

	function recordMail(deliveryId: string, row: Claimed, result: MailResult, finish: (state: 'sent' | 'failed', outcome: string | null) => void) {
		if (result.ok) return finish('sent', null)
		if (result.kind === 'rejected') return finish('failed', `The mail server refused it (${result.reason}).`)
		const at = nextAttemptAt(row.attempts, now(), delays)
		if (at === null) return finish('failed', `The mail server could not be reached after ${MAX_ATTEMPTS} attempts (${result.reason}).`)
		q.retry.run({ id: deliveryId, at, outcome: result.reason, uncount: 0, me })
	}

	function record(
		deliveryId: string,
		row: Claimed,
		result: PushoverResult,
		finish: (state: 'sent' | 'failed' | 'skipped', outcome: string | null) => void,
	) {
		if (result.ok) return finish('sent', null)
		switch (result.kind) {
			case 'invalid-user':
				q.flagKey.run({ problem: result.reason, userId: row.userId, key: row.key })
				return finish('failed', OUTCOMES.keyInvalid)
			case 'rejected':
				return finish('failed', `Pushover refused it (${result.reason}).`)
			case 'quota': {
				if (pausedUntil < result.resetAt) {
					if (pausedUntil <= now()) log(`Pushover's monthly message limit is used up: reminders wait until ${new Date(result.resetAt).toISOString()}`)
					pausedUntil = result.resetAt
				}
				// not counted as an attempt: nothing reached the person, and it goes out after the reset
				q.retry.run({ id: deliveryId, at: result.resetAt, outcome: result.reason, uncount: 1, me })
				return
			}
			case 'temporary': {
				const at = nextAttemptAt(row.attempts, now(), delays)
				if (at === null) return finish('failed', `Pushover could not be reached after ${MAX_ATTEMPTS} attempts (${result.reason}).`)
				q.retry.run({ id: deliveryId, at, outcome: result.reason, uncount: 0, me })
			}
		}
	}

	/** Claims what is due (up to the free request slots) and starts sending it. */
	function tick() {
		recoverStaleClaims()
		const t = now()
		if (t < pausedUntil) return
		let free = maxInFlight - inFlight.size
		if (free <= 0) return
		const claimed: string[] = []
		for (const r of q.retries.all(t, free)) {
			if (!r.current) {
				q.obsolete.run({ id: r.id, now: t, outcome: 'the task changed or was completed before a retry.' })
				continue
			}
			if (q.claimRetry.run({ id: r.id, now: t, me }).changes === 1) claimed.push(r.id)
		}
		free -= claimed.length
		if (free > 0) {
			for (const due of q.due.all(t, free * 4)) {
				if (claimed.length >= maxInFlight - inFlight.size) break
				// a terminal delivery for this reminder time exists (the reminder time came back after an edit)
				if (due.deliveryId) {
					q.markDoneFor.run(due)
					continue
				}
				const id = claim(due, t)
				if (id) claimed.push(id)
			}
		}
		for (const id of claimed) {
			const p: Promise<void> = send(id)
				.catch((error: unknown) => log(`sending a reminder failed unexpectedly: ${(error as Error).message}`))
				.finally(() => {
					inFlight.delete(p)
					if (running) wake()
				})
			inFlight.add(p)
		}
	}

	let lastBeat = 0
	/** the admin page's "scheduler's last run" (issue 53): written at most once a minute */
	function heartbeat(t: number) {
		if (t - lastBeat < 60_000) return
		lastBeat = t
		sqlite
			.prepare(`insert into instance_settings (key, value, updated_at) values ('scheduler_last_run', ?, ?)
				on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`)
			.run(String(t), t)
	}

	/** Runs what is due, then sleeps until the next reminder (or a claim to recover), at most maxSleep. */
	function wake() {
		if (timer) clearTimeout(timer)
		timer = null
		try {
			tick()
			heartbeat(now())
		} catch (error) {
			log(`the reminder scheduler could not run: ${(error as Error).message}`)
		}
		if (!running) return
		const t = now()
		const next = Math.max(q.nextWake.get()?.at ?? Infinity, pausedUntil)
		// while both request slots are busy, the end of a send wakes the scheduler instead
		const delay = inFlight.size >= maxInFlight ? maxSleep : Math.min(Math.max(next - t, 0), maxSleep)
		wakeAt = t + Math.max(delay, 50)
		timer = setTimeout(wake, Math.max(delay, 50))
		timer.unref?.()
	}

	/** a reminder added or moved earlier since the last wake (by a request of any process) wakes the scheduler now */
	function watch() {
		if (!running || !timer || inFlight.size >= maxInFlight) return
		try {
			const next = Math.max(q.nextWake.get()?.at ?? Infinity, pausedUntil)
			if (next < wakeAt - watchEvery) wake()
		} catch (error) {
			log(`the reminder scheduler could not look for new reminders: ${(error as Error).message}`)
		}
	}

	return {
		id: me,
		start() {
			running = true
			wake()
			watcher = setInterval(watch, watchEvery)
			watcher.unref?.()
		},
		/** one pass, for tests: claims what is due and resolves when those sends are recorded */
		async runOnce() {
			tick()
			await Promise.all([...inFlight])
		},
		/** stops claiming; waits up to graceMs for sends in flight (a send cut off is recovered as uncertain) */
		async stop(graceMs = 5_000) {
			running = false
			if (timer) clearTimeout(timer)
			timer = null
			if (watcher) clearInterval(watcher)
			watcher = null
			let expired: NodeJS.Timeout | undefined
			await Promise.race([
				Promise.all([...inFlight]),
				new Promise<void>((r) => {
					expired = setTimeout(r, graceMs)
				}),
			])
			clearTimeout(expired)
		},
		get inFlight() {
			return inFlight.size
		},
		get pausedUntil() {
			return pausedUntil
		},
	}
}
export type Scheduler = ReturnType<typeof createScheduler>

const globalKey = Symbol.for('twentyfour.reminders')
type WithScheduler = typeof globalThis & { [globalKey]?: Scheduler }

/** Starts the process's scheduler when PUSHOVER_APP_TOKEN or SMTP_URL is set; returns whether it runs. */
export function startReminderScheduler() {
	const g = globalThis as WithScheduler
	if (g[globalKey]) return true
	const client = configuredPushover()
	const mailer = mailConfigured() ? (mail: Mail) => sendMail(mail) : null
	if (!client && !mailer) return false
	g[globalKey] = createScheduler({ client, mailer })
	g[globalKey].start()
	return true
}

/** SIGTERM: waits up to 5 s for sends in flight. */
export async function stopReminderScheduler() {
	const g = globalThis as WithScheduler
	await g[globalKey]?.stop(5_000)
	delete g[globalKey]
}
