// When the opt-in mails go out (issue 53; decision 296): the daily agenda within the hour the person picked, in their
// time zone, once a local day; the weekly review's reminder at the same hour (9:00 without an agenda), once a week,
// while the review says one is due. And the unsubscribe links' tokens: signed, so they work without signing in.
import crypto from 'node:crypto'
import { TZDate } from '@date-fns/tz'
import { z } from 'zod'

export type DigestKind = 'agenda' | 'review'
export const REVIEW_HOUR = 9

/** the local date ("2026-11-28") and hour of an instant in `timeZone` */
export function localClock(timeZone: string, now: number) {
	const d = new TZDate(now, timeZone)
	const date = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
	return { date, hour: d.getHours(), weekday: d.getDay() }
}

/** the local Monday's date of the week of `now`: the review reminder's period */
export function localWeek(timeZone: string, now: number) {
	const { weekday } = localClock(timeZone, now)
	return localClock(timeZone, now - ((weekday + 6) % 7) * 86_400_000).date
}

/** The periods due now for one person: each mail is claimed once per period. */
export function duePeriods(
	person: { timeZone: string; agendaHour: number | null; reviewReminder: boolean; reviewDue: boolean },
	now: number,
): { kind: DigestKind; period: string }[] {
	const { date, hour } = localClock(person.timeZone, now)
	const due: { kind: DigestKind; period: string }[] = []
	if (person.agendaHour !== null && hour === person.agendaHour) due.push({ kind: 'agenda', period: date })
	if (person.reviewReminder && person.reviewDue && hour === (person.agendaHour ?? REVIEW_HOUR)) {
		due.push({ kind: 'review', period: localWeek(person.timeZone, now) })
	}
	return due
}

const sign = (secret: string, text: string) => crypto.createHmac('sha256', secret).update(`unsubscribe:${text}`).digest('base64url')

/** The token of a one-click unsubscribe link: who and from what, signed with the server's secret. */
export function unsubscribeToken(secret: string, userId: string, kind: DigestKind) {
	const body = Buffer.from(`${userId}:${kind}`).toString('base64url')
	return `${body}.${sign(secret, `${userId}:${kind}`)}`
}

/** The person and mail a token names, or null when it is not one of ours. */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; kind: DigestKind } | null {
	const [body, mac] = token.split('.')
	if (!body || !mac) return null
	const text = Buffer.from(body, 'base64url').toString('utf8')
	const expected = Buffer.from(sign(secret, text))
	const given = Buffer.from(mac)
	if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null
	const [userId, kind] = text.split(':')
	return userId && (kind === 'agenda' || kind === 'review') ? { userId, kind } : null
}

/** The profile's form: the daily agenda's hour ("" for off) and the review's reminder */
export const DigestSettingsSchema = z.object({
	agendaHour: z
		.string()
		.optional()
		.transform((v) => (v === undefined || v === '' ? null : Number(v)))
		.refine((v) => v === null || (Number.isInteger(v) && v >= 0 && v <= 23), 'Choose an hour from the list.'),
	reviewReminder: z
		.enum(['on'])
		.optional()
		.transform((v) => v === 'on'),
})

export const DIGEST_TEXTS = {
	saved: 'Mail settings saved.',
	unsubscribed: { agenda: 'You will no longer get the daily agenda by mail.', review: "You will no longer get the weekly review's reminder by mail." },
	names: { agenda: 'the daily agenda', review: "the weekly review's reminder" },
} as const

export { hourLabel } from './hour-label'
