// "Ann assigned you “Buy milk”" by Pushover or mail (issue 55 point 4), where the person set one up in the profile's
// Reminders section (its method and Pushover key): the same senders as reminders, sent once, right after the save.
// Nothing is retried: the toast on the person's next page says it too.
import { eq } from 'drizzle-orm'
import { users } from '#db/schema'
import { db } from '~/lib/db.server'
import { env } from '~/lib/env.server'
import { escapeMarkup as escapeHtml } from '~/lib/markup'
import { mailConfigured, sendMail, type Mail, type MailResult } from '~/mail/mail.server'
import { configuredPushover, type PushoverClient, type PushoverResult } from '~/reminders/pushover.server'

export type AssignmentSenders = { pushover: PushoverClient | null; mail: ((mail: Mail) => Promise<MailResult>) | null }

/** the instance's senders: Pushover when PUSHOVER_APP_TOKEN is set, mail when SMTP is */
export const configuredSenders = (): AssignmentSenders => ({ pushover: configuredPushover(), mail: mailConfigured() ? (m) => sendMail(m) : null })

/** tells the assignee by their method, if they chose one the instance can send; what was sent, or why not */
export async function notifyAssignment(
	assigneeId: string,
	byName: string,
	task: { id: string; title: string },
	senders: AssignmentSenders = configuredSenders(),
): Promise<'pushover' | 'email' | 'none' | PushoverResult | MailResult> {
	const person = db().select({ method: users.notificationMethod, key: users.pushoverApiKey, email: users.email }).from(users).where(eq(users.id, assigneeId)).get()
	if (!person) return 'none'
	const words = `${byName || 'Someone'} assigned you “${task.title}”`
	const url = `${env().publicUrl}/tasks/detail/${task.id}`
	if (person.method === 'pushover' && person.key && senders.pushover) {
		const sent = await senders.pushover.send(person.key, { title: 'Assigned to you', message: words.slice(0, 1000), url, url_title: 'Open the task', priority: 0 })
		return sent.ok ? 'pushover' : sent
	}
	if (person.method === 'email' && senders.mail) {
		const sent = await senders.mail({ to: person.email, subject: words.slice(0, 200), text: `${words}\n\n${url}\n`, html: `<p>${escapeHtml(words)}</p><p><a href="${escapeHtml(url)}">Open the task</a></p>` })
		return sent.ok ? 'email' : sent
	}
	return 'none'
}
