// Reminder rules (spec points 3, 5 and 7; issue 14): when a reminder is due, what it says, how its
// texts fit Pushover's limits, how failed sends are retried, and what a late reminder does.
import { displayDateTime, reminderDate } from '~/tasks/task-dates'
import { count } from '~/lib/plural'

export { reminderDate }

/** Pushover's limits on a message's texts */
export const PUSHOVER_LIMITS = { title: 250, message: 1024, url: 512, url_title: 100 } as const

/** wait before the 2nd, 3rd, 4th and 5th attempt after a temporary failure */
export const RETRY_DELAYS = [5_000, 30_000, 120_000, 600_000] as const
export const MAX_ATTEMPTS = 5

/** a reminder more than this late (the server was down) is skipped, not sent */
export const SKIP_AFTER = 24 * 60 * 60_000
/** a reminder sent later than this says how late it is */
export const LATE_AFTER = 60_000

/** Cuts a text to `max` characters (by code point), ending with "…" when it was cut. */
export function cut(text: string, max: number) {
	const chars = Array.from(text)
	if (chars.length <= max) return text
	return chars.slice(0, max - 1).join('') + '…'
}

/** "2 hours 5 minutes", "1 day 3 hours", "45 seconds" */
export function duration(ms: number) {
	const minutes = Math.floor(ms / 60_000)
	if (minutes < 1) return count(Math.max(1, Math.round(ms / 1000)), 'second')
	const days = Math.floor(minutes / 1440)
	const hours = Math.floor((minutes % 1440) / 60)
	const mins = minutes % 60
	const parts = [days && count(days, 'day'), hours && count(hours, 'hour'), mins && count(mins, 'minute')]
	return parts.filter(Boolean).slice(0, 2).join(' ')
}

export type Timeliness = { kind: 'on-time' } | { kind: 'late'; by: number } | { kind: 'too-late'; by: number }

/** Whether a reminder due at `remindDate` goes out now, says it is late, or is skipped. */
export function timeliness(remindDate: number, now: number): Timeliness {
	const by = now - remindDate
	if (by > SKIP_AFTER) return { kind: 'too-late', by }
	if (by > LATE_AFTER) return { kind: 'late', by }
	return { kind: 'on-time' }
}

export const lateByText = (by: number) => `Sent ${duration(by)} late.`

/** When the attempt after `attempts` failed attempts is due, or null when there is none left. */
export function nextAttemptAt(attempts: number, now: number, delays: readonly number[] = RETRY_DELAYS) {
	if (attempts >= MAX_ATTEMPTS) return null
	return now + (delays[Math.min(attempts, delays.length) - 1] ?? delays[delays.length - 1]!)
}

/** Observe quiet hours: normal priority (Pushover holds it silently); otherwise high priority, heard through them. */
export const priorityFor = (observeQuietHours: string | null) => (observeQuietHours === 'no' ? 1 : 0)

export type ReminderTask = {
	id: string
	title: string
	due: number | null
	dueTime: number | null
	folder: string
	context: string
}

export type PushoverMessage = { title: string; message: string; url: string; url_title: string; priority: number }

/** The push message of a reminder, its texts cut to Pushover's limits. */
export function reminderMessage(
	task: ReminderTask,
	opts: { timeZone: string; publicUrl: string; observeQuietHours: string | null; lateBy?: number },
): PushoverMessage {
	const lines = [
		task.due === null ? 'No due date.' : `Due ${displayDateTime(task.due, task.dueTime, opts.timeZone)} (${opts.timeZone}).`,
		task.folder ? `Folder: ${task.folder}` : null,
		task.context ? `Context: ${task.context}` : null,
		opts.lateBy ? lateByText(opts.lateBy) : null,
	]
	const url = `${opts.publicUrl.replace(/\/+$/, '')}/tasks/detail/${encodeURIComponent(task.id)}`
	return {
		title: cut(`Reminder: ${task.title}`, PUSHOVER_LIMITS.title),
		message: cut(lines.filter(Boolean).join('\n'), PUSHOVER_LIMITS.message),
		// a URL cut in half would lead nowhere: one that does not fit is left out
		url: url.length <= PUSHOVER_LIMITS.url ? url : '',
		url_title: url.length <= PUSHOVER_LIMITS.url ? cut('Open task', PUSHOVER_LIMITS.url_title) : '',
		priority: priorityFor(opts.observeQuietHours),
	}
}

export type DeliveryState = 'sending' | 'retry' | 'sent' | 'skipped' | 'failed' | 'uncertain'

export type ReminderStatus =
	| { kind: 'none' }
	| { kind: 'scheduled'; at: number }
	| { kind: 'sending'; at: number }
	| { kind: 'sent'; at: number }
	| { kind: 'skipped'; reason: string }
	| { kind: 'failed'; reason: string }
	| { kind: 'uncertain' }

/** What the card and the detail page say about a task's reminder. */
export function reminderStatus(
	task: { remind: number; remindDate: number | null; completed: boolean },
	delivery: { state: DeliveryState; finishedAt: number | null; outcome: string | null; remindDate: number } | null,
): ReminderStatus {
	if (task.remind < 0 || task.remindDate === null) return { kind: 'none' }
	const d = delivery && delivery.remindDate === task.remindDate ? delivery : null
	if (!d) return task.completed ? { kind: 'none' } : { kind: 'scheduled', at: task.remindDate }
	switch (d.state) {
		case 'sent':
			return { kind: 'sent', at: d.finishedAt ?? task.remindDate }
		case 'skipped':
			return { kind: 'skipped', reason: d.outcome ?? '' }
		case 'failed':
			return { kind: 'failed', reason: d.outcome ?? '' }
		case 'uncertain':
			return { kind: 'uncertain' }
		default:
			return task.completed ? { kind: 'none' } : { kind: 'sending', at: task.remindDate }
	}
}

/** the status as one sentence; `when` formats an instant in the user's timezone */
export function reminderStatusText(status: ReminderStatus, when: (instant: number) => string) {
	switch (status.kind) {
		case 'none':
			return ''
		case 'scheduled':
			return `Reminder scheduled for ${when(status.at)}.`
		case 'sending':
			return `Reminder being sent (due ${when(status.at)}).`
		case 'sent':
			return `Reminder sent ${when(status.at)}.`
		case 'skipped':
			return `Reminder skipped: ${status.reason}`
		case 'failed':
			return `Reminder could not be delivered: ${status.reason}`
		case 'uncertain':
			return 'Reminder may not have been delivered: the server stopped while sending it.'
	}
}

export const OUTCOMES = {
	tooLate: 'it was more than 24 hours late (the server was not running at the reminder time).',
	notSetUp: 'reminders are not set up in your profile (Reminders section).',
	disabled: 'the account is disabled on this server.',
	keyInvalid: 'Pushover says your user key is invalid. Enter a new key in your profile (Reminders section).',
	uncertain: 'May not have been delivered: the server stopped while sending it.',
} as const
