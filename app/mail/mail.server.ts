// Mail through any SMTP server (issue 53; decision 295): SMTP_URL and MAIL_FROM, sent with nodemailer. Optional: with
// SMTP_URL unset, mailConfigured() is false and the pages that need mail say so. Every delivery's outcome is kept
// (mail_status) for admins: mailStatus(). Nothing here logs a message's text or its recipient.
import { eq, sql } from 'drizzle-orm'
import type { Transporter } from 'nodemailer'
import { mailStatusRow } from '#db/schema'
import { db } from '~/lib/db.server'
import { env } from '~/lib/env.server'

export type Mail = {
	to: string
	subject: string
	text: string
	html: string
	/** a one-click unsubscribe address (RFC 2369 List-Unsubscribe with RFC 8058 List-Unsubscribe-Post) */
	unsubscribeUrl?: string
}

export type MailResult =
	| { ok: true }
	/** the server refused it for good (a 5xx answer): sending it again will not help */
	| { ok: false; kind: 'rejected'; reason: string }
	/** no connection, a timeout or a 4xx answer: worth another try */
	| { ok: false; kind: 'temporary'; reason: string }

export const MAIL_TIMEOUT = 20_000

let transport: { url: string; transporter: Transporter } | undefined

/** nodemailer (about 29 MiB loaded) on the first message sent, not at the start (decision 331) */
let mailer: Promise<typeof import('nodemailer')> | undefined

async function transporter(url: string) {
	const { default: nodemailer } = await (mailer ??= import('nodemailer'))
	if (transport?.url !== url) {
		transport?.transporter.close()
		// every step of the conversation has an end: a server that stops answering is a temporary failure
		const timeouts = { connectionTimeout: MAIL_TIMEOUT, greetingTimeout: MAIL_TIMEOUT, socketTimeout: MAIL_TIMEOUT }
		transport = { url, transporter: nodemailer.createTransport({ url, ...timeouts }) }
	}
	return transport.transporter
}

/** true when SMTP_URL is set: password resets, reminders by mail and the agenda are available */
export const mailConfigured = () => env().mail !== null

/** Sends one message; never throws. The outcome is recorded for mailStatus(). */
export async function sendMail(mail: Mail, now = Date.now): Promise<MailResult> {
	const m = env().mail
	if (!m) return { ok: false, kind: 'rejected', reason: 'mail is not configured on this server (SMTP_URL)' }
	try {
		await (await transporter(m.smtpUrl)).sendMail({
			from: m.from,
			to: mail.to,
			subject: mail.subject,
			text: mail.text,
			html: mail.html,
			...(mail.unsubscribeUrl
				? { list: { unsubscribe: mail.unsubscribeUrl }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
				: {}),
		})
		record({ lastDeliveryAt: now() })
		return { ok: true }
	} catch (error) {
		const e = error as Error & { responseCode?: number; code?: string }
		// the server's answer, never the message or its address
		const reason = e.responseCode ? `the mail server answered ${e.responseCode}` : `the mail server could not be reached (${e.code ?? e.name})`
		record({ lastErrorAt: now(), lastError: reason })
		return e.responseCode && e.responseCode >= 500 ? { ok: false, kind: 'rejected', reason } : { ok: false, kind: 'temporary', reason }
	}
}

function record(values: Partial<typeof mailStatusRow.$inferInsert>) {
	db()
		.insert(mailStatusRow)
		.values({ id: 1, ...values })
		.onConflictDoUpdate({ target: mailStatusRow.id, set: { ...values, id: sql`id` } })
		.run()
}

/** For admins: whether mail is configured, its last delivery and its last error (with when). */
export function mailStatus() {
	const row = db().select().from(mailStatusRow).where(eq(mailStatusRow.id, 1)).get()
	return {
		configured: mailConfigured(),
		from: env().mail?.from ?? null,
		lastDeliveryAt: row?.lastDeliveryAt ?? null,
		lastErrorAt: row?.lastErrorAt ?? null,
		lastError: row?.lastError ?? null,
	}
}
