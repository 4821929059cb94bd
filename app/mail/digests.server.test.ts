// The opt-in mails over a real SMTP conversation with a sink on 127.0.0.1 (issue 53): the daily agenda at the hour the
// person picked in their time zone, once a day (also after a crash mid-send), the weekly review's reminder once a week,
// each with a signed one-click unsubscribe link (and List-Unsubscribe) that works without signing in.
import { describe, expect, it, vi } from 'vitest'
import { mailDeliveries, users } from '#db/schema'
import { eq } from 'drizzle-orm'
import { db } from '~/lib/db.server'
import { env } from '~/lib/env.server'
import { makeTask, makeUser } from '../../tests/factories'
import { linkIn } from '../../tests/fakes/smtp-sink'
import { smtpSinkForFile } from '../../tests/smtp-sink-setup'
import { duePeriods, localWeek, readUnsubscribeToken, unsubscribeToken } from './digests'
import { sendDueDigests, unsubscribe } from './digests.server'

// password hashing (scrypt) and SMTP conversations on a busy machine can take longer than the default 5 s
vi.setConfig({ testTimeout: 30_000 })

const sink = smtpSinkForFile()

// 07:30 in Tokyo on Saturday 28 November 2026 (22:30 UTC the day before)
const TOKYO_7_30 = Date.parse('2026-11-27T22:30:00Z')
const DAY = 86_400_000

describe('when they are due', () => {
	it('the agenda within the picked hour of the person’s time zone; the review reminder once a week, while due', () => {
		const tokyo = { timeZone: 'Asia/Tokyo', agendaHour: 7, reviewReminder: true, reviewDue: true }
		expect(duePeriods(tokyo, TOKYO_7_30)).toEqual([
			{ kind: 'agenda', period: '2026-11-28' },
			{ kind: 'review', period: '2026-11-23' },
		])
		expect(duePeriods({ ...tokyo, reviewDue: false }, TOKYO_7_30)).toEqual([{ kind: 'agenda', period: '2026-11-28' }])
		expect(duePeriods(tokyo, TOKYO_7_30 + 3_600_000)).toEqual([])
		expect(duePeriods({ ...tokyo, agendaHour: null }, TOKYO_7_30)).toEqual([])
		expect(localWeek('Asia/Tokyo', TOKYO_7_30 + 2 * DAY)).toBe('2026-11-30')
	})
	it('an unsubscribe token is signed: another person’s id or a changed kind is refused', () => {
		const token = unsubscribeToken('secret', 'user-1', 'agenda')
		expect(readUnsubscribeToken('secret', token)).toEqual({ userId: 'user-1', kind: 'agenda' })
		expect(readUnsubscribeToken('another secret', token)).toBeNull()
		const [, mac] = token.split('.')
		expect(readUnsubscribeToken('secret', `${Buffer.from('user-2:agenda').toString('base64url')}.${mac}`)).toBeNull()
		expect(readUnsubscribeToken('secret', `${Buffer.from('user-1:review').toString('base64url')}.${mac}`)).toBeNull()
		expect(readUnsubscribeToken('secret', 'nonsense')).toBeNull()
	})
})

describe('the daily agenda by mail', () => {
	it('arrives once at the hour, with Today’s Focus and what is overdue, only the person’s own tasks, and a working unsubscribe', async () => {
		const me = makeUser({ timezone: 'Asia/Tokyo', row: { mailAgendaHour: 7 } })
		const other = makeUser({ timezone: 'Asia/Tokyo' })
		makeTask(me.id, { title: 'Focus on this', due: Date.parse('2026-11-27T15:00:00Z') })
		makeTask(me.id, { title: 'Long overdue', due: Date.parse('2026-11-20T15:00:00Z') })
		makeTask(me.id, { title: 'Done already', due: Date.parse('2026-11-20T15:00:00Z'), completed: true })
		makeTask(other.id, { title: 'Someone else’s task', due: Date.parse('2026-11-27T15:00:00Z') })
		expect(await sendDueDigests({ now: TOKYO_7_30 - 3_600_000 })).toBe(0)
		expect(await sendDueDigests({ now: TOKYO_7_30 })).toBe(1)
		expect(await sendDueDigests({ now: TOKYO_7_30 + 60_000 })).toBe(0)
		const mails = sink.to(me.email)
		expect(mails).toHaveLength(1)
		const [mail] = mails
		expect(mail!.headers.subject).toBe('Your Twentyfour agenda for 28-Nov-2026')
		expect(mail!.text).toContain(`Hello ${me.goesBy},`)
		expect(mail!.text).toMatch(/Today's Focus\r?\n- Focus on this/)
		expect(mail!.text).toMatch(/Overdue\r?\n- Long overdue/)
		expect(mail!.raw).not.toContain('Done already')
		expect(mail!.raw).not.toContain('Someone else')
		const link = linkIn(mail!.text, 'https://tasks.example.org/mail/unsubscribe/')
		expect(mail!.headers['list-unsubscribe']).toBe(`<${link}>`)
		expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
		expect(unsubscribe(link.slice(link.lastIndexOf('/') + 1))).toBe('agenda')
		expect(db().select().from(users).where(eq(users.id, me.id)).get()!.mailAgendaHour).toBeNull()
		expect(await sendDueDigests({ now: TOKYO_7_30 + DAY })).toBe(0)
	})

	it('a claim left by a process that stopped mid-send is "uncertain", never sent again', async () => {
		const me = makeUser({ timezone: 'Asia/Tokyo', row: { mailAgendaHour: 7 } })
		db().insert(mailDeliveries).values({ userId: me.id, kind: 'agenda', period: '2026-11-28', state: 'sending', claimedAt: TOKYO_7_30 }).run()
		expect(await sendDueDigests({ now: TOKYO_7_30 + 10 * 60_000 })).toBe(0)
		expect(db().select().from(mailDeliveries).where(eq(mailDeliveries.userId, me.id)).all()).toMatchObject([{ state: 'uncertain' }])
		expect(sink.to(me.email)).toHaveLength(0)
	})
})

describe('the weekly review’s reminder by mail', () => {
	it('goes once a week while a review is due, with its own unsubscribe', async () => {
		const me = makeUser({ timezone: 'Europe/London', row: { mailReviewReminder: true } })
		const nine = Date.parse('2026-11-28T09:10:00Z')
		expect(await sendDueDigests({ now: nine })).toBe(1)
		expect(await sendDueDigests({ now: nine + DAY })).toBe(0)
		const [mail] = sink.to(me.email)
		expect(mail!.headers.subject).toBe('Time for your weekly review')
		expect(mail!.text).toContain('You have not done a weekly review yet.')
		const token = linkIn(mail!.text, `${env().publicUrl}/mail/unsubscribe/`).split('/').pop()!
		expect(unsubscribe(token)).toBe('review')
		expect(db().select().from(users).where(eq(users.id, me.id)).get()!.mailReviewReminder).toBe(false)
	})
})
