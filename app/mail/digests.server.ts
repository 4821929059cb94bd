// The opt-in mails (issue 53; decision 296): the daily agenda (Today's Focus and what is overdue) and the weekly
// review's reminder. Run each minute by the one process that runs background work. Each mail is claimed (a row of
// mail_deliveries, unique per person, kind and period) before the SMTP conversation and finished after it, so it goes
// out at most once across crashes: a claim left "sending" by a process that died is marked "uncertain", never resent.
import crypto from 'node:crypto'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { and, asc, eq, gte, isNotNull, lt, or, sql } from 'drizzle-orm'
import { mailDeliveries, reviewStates, tasks, users } from '#db/schema'
import type { User } from '~/identity/users.server'
import { db } from '~/lib/db.server'
import { env } from '~/lib/env.server'
import { redirectWithToast } from '~/lib/toast.server'
import { reviewReminder } from '~/review/steps'
import { dayRange, startOfToday } from '~/tasks/quick-filters'
import { displayDate } from '~/tasks/task-dates'
import { DIGEST_TEXTS, DigestSettingsSchema, duePeriods, readUnsubscribeToken, unsubscribeToken, type DigestKind } from './digests'
import { mailConfigured, sendMail, type Mail, type MailResult } from './mail.server'
import { agendaMail, reviewReminderMail, type AgendaTask } from './messages'

/** a claim older than this belongs to a process that stopped mid-conversation (the SMTP timeouts are 20 s each) */
const CLAIM_EXPIRY_MS = 5 * 60_000
const MAX_ITEMS = 50

export const unsubscribeUrl = (userId: string, kind: DigestKind) =>
	`${env().publicUrl}/mail/unsubscribe/${unsubscribeToken(env().sessionSecret, userId, kind)}`

function agendaOf(ownerId: string, timeZone: string, now: number): { focus: AgendaTask[]; overdue: AgendaTask[] } {
	const today = dayRange(timeZone, now)
	const item = (t: { title: string; due: number | null }) => ({ title: t.title, when: t.due === null ? '' : `due ${displayDate(t.due, timeZone)}` })
	const columns = { title: tasks.title, due: tasks.due }
	const open = and(eq(tasks.ownerId, ownerId), eq(tasks.completed, false))
	const focus = db()
		.select(columns)
		.from(tasks)
		.where(and(open, or(and(gte(tasks.start, today.from), lt(tasks.start, today.to)), and(gte(tasks.due, today.from), lt(tasks.due, today.to)))))
		.orderBy(asc(tasks.due), asc(tasks.title))
		.limit(MAX_ITEMS)
		.all()
	const overdue = db()
		.select(columns)
		.from(tasks)
		.where(and(open, isNotNull(tasks.due), lt(tasks.due, startOfToday(timeZone, now))))
		.orderBy(asc(tasks.due))
		.limit(MAX_ITEMS)
		.all()
	return { focus: focus.map(item), overdue: overdue.map(item) }
}

type Person = { id: string; email: string; name: string; timezone: string; agendaHour: number | null; reviewReminder: boolean; lastFinished: number | null }

function compose(p: Person, kind: DigestKind, now: number): Mail {
	const unsubscribe = unsubscribeUrl(p.id, kind)
	const app = env().publicUrl
	if (kind === 'review') {
		const sentence = reviewReminder(p.lastFinished, now) ?? 'It is time for your weekly review.'
		return { to: p.email, unsubscribeUrl: unsubscribe, ...reviewReminderMail(p.name, sentence, { review: `${app}/review`, unsubscribe }) }
	}
	const { focus, overdue } = agendaOf(p.id, p.timezone, now)
	const date = displayDate(dayRange(p.timezone, now).from, p.timezone)
	return { to: p.email, unsubscribeUrl: unsubscribe, ...agendaMail(p.name, date, focus, overdue, { app: `${app}/tasks/todays-focus`, unsubscribe }) }
}

/** One pass: marks dead claims, then claims and sends every agenda and review reminder due now. */
export async function sendDueDigests({ now = Date.now(), mailer = sendMail }: { now?: number; mailer?: (mail: Mail) => Promise<MailResult> } = {}) {
	db()
		.update(mailDeliveries)
		.set({ state: 'uncertain', finishedAt: now, outcome: 'May not have been delivered: the server stopped while sending it.' })
		.where(and(eq(mailDeliveries.state, 'sending'), lt(mailDeliveries.claimedAt, now - CLAIM_EXPIRY_MS)))
		.run()
	const people: Person[] = db()
		.select({
			id: users.id,
			email: users.email,
			name: sql<string>`coalesce(nullif(${users.goesBy}, ''), ${users.firstName})`,
			timezone: users.timezone,
			agendaHour: users.mailAgendaHour,
			reviewReminder: users.mailReviewReminder,
			lastFinished: reviewStates.lastFinished,
		})
		.from(users)
		.leftJoin(reviewStates, eq(reviewStates.ownerId, users.id))
		.where(or(isNotNull(users.mailAgendaHour), eq(users.mailReviewReminder, true)))
		.all()
	let sent = 0
	for (const p of people) {
		const due = duePeriods({ timeZone: p.timezone, agendaHour: p.agendaHour, reviewReminder: p.reviewReminder, reviewDue: reviewReminder(p.lastFinished, now) !== null }, now)
		for (const { kind, period } of due) {
			const id = crypto.randomUUID()
			const claimed = db().insert(mailDeliveries).values({ id, userId: p.id, kind, period, state: 'sending', claimedAt: now }).onConflictDoNothing().run().changes === 1
			if (!claimed) continue
			const result = await mailer(compose(p, kind, now))
			db()
				.update(mailDeliveries)
				.set({ state: result.ok ? 'sent' : 'failed', finishedAt: Date.now(), outcome: result.ok ? null : result.reason })
				.where(and(eq(mailDeliveries.id, id), eq(mailDeliveries.state, 'sending')))
				.run()
			if (result.ok) sent++
		}
	}
	return sent
}

let timer: NodeJS.Timeout | undefined

/** Each minute in the process that runs background work; false without SMTP_URL. */
export function startDigests() {
	if (!mailConfigured() || timer) return false
	let running = false
	timer = setInterval(() => {
		if (running) return
		running = true
		sendDueDigests()
			.catch((error: Error) => console.error(`[mail] the agenda could not be sent: ${error.message}`))
			.finally(() => (running = false))
	}, 60_000).unref()
	return true
}

export function stopDigests() {
	clearInterval(timer)
	timer = undefined
}

export function digestSettingsData(user: User) {
	return { agendaHour: user.mailAgendaHour, reviewReminder: user.mailReviewReminder, available: mailConfigured() }
}

export function setDigestSettings(userId: string, values: { agendaHour: number | null; reviewReminder: boolean }) {
	db().update(users).set({ mailAgendaHour: values.agendaHour, mailReviewReminder: values.reviewReminder }).where(eq(users.id, userId)).run()
}

/** The one-click unsubscribe: what a valid token names is turned off; null for a token that is not ours. */
export function unsubscribe(token: string) {
	const named = readUnsubscribeToken(env().sessionSecret, token)
	if (!named) return null
	const set = named.kind === 'agenda' ? { mailAgendaHour: null } : { mailReviewReminder: false }
	db().update(users).set(set).where(eq(users.id, named.userId)).run()
	return named.kind
}

export const unsubscribeKind = (token: string) => readUnsubscribeToken(env().sessionSecret, token)?.kind ?? null

/** The profile's mail settings (in the Reminders section): conform + zod, a plain post. */
export async function saveDigestSettings(user: User, form: FormData) {
	if (!mailConfigured()) throw data('This server cannot send mail.', { status: 409 })
	const submission = parseWithZod(form, { schema: DigestSettingsSchema })
	if (submission.status !== 'success') return data({ section: 'reminder' as const, reply: submission.reply() }, { status: 400 })
	setDigestSettings(user.id, submission.value)
	return redirectWithToast('/profile/reminder', { type: 'success', description: DIGEST_TEXTS.saved })
}
