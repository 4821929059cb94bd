// What each mail says (issue 53): plain text plus simple HTML with the same words, addressed by the person's name, and
// nothing personal beyond what they asked for (a reset link; the task they set a reminder on; their own agenda).
import { escapeMarkup } from '~/lib/markup'

export type MailText = { subject: string; text: string; html: string }

type Block = { paragraphs: string[]; link?: { href: string; label: string }; items?: { heading: string; lines: string[] }[]; footer?: string[] }

/** Both forms of one message from the same blocks: text for any client, HTML with the link as a link. */
export function compose(subject: string, greetingName: string, block: Block): MailText {
	const hello = `Hello ${greetingName || 'there'},`
	const lists = block.items ?? []
	const text = [
		hello,
		'',
		...block.paragraphs.flatMap((p) => [p, '']),
		...(block.link ? [`${block.link.label}: ${block.link.href}`, ''] : []),
		...lists.flatMap((l) => [l.heading, ...l.lines.map((line) => `- ${line}`), '']),
		...(block.footer ? ['-- ', ...block.footer] : []),
	].join('\n')
	const p = (t: string) => `<p>${escapeMarkup(t)}</p>`
	const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeMarkup(subject)}</title></head><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">
${p(hello)}
${block.paragraphs.map(p).join('\n')}
${block.link ? `<p><a href="${escapeMarkup(block.link.href)}">${escapeMarkup(block.link.label)}</a></p>` : ''}
${lists.map((l) => `<h2 style="font-size:1.1em">${escapeMarkup(l.heading)}</h2><ul>${l.lines.map((line) => `<li>${escapeMarkup(line)}</li>`).join('')}</ul>`).join('\n')}
${block.footer ? `<hr><p style="font-size:.9em;color:#475569">${block.footer.map((f) => (/^https?:\/\//.test(f) ? `<a href="${escapeMarkup(f)}">${escapeMarkup(f)}</a>` : escapeMarkup(f))).join('<br>')}</p>` : ''}
</body></html>`
	return { subject, text, html }
}

export const RESET_MINUTES = 30

export function passwordResetMail(name: string, link: string): MailText {
	return compose('Reset your Twentyfour password', name, {
		paragraphs: [
			'Someone (we hope you) asked to reset the password of your Twentyfour account.',
			`The link below works once, for ${RESET_MINUTES} minutes. Using it signs you out everywhere.`,
			'If you did not ask for this, ignore this mail: your password stays as it is.',
		],
		link: { href: link, label: 'Choose a new password' },
	})
}

export function reminderMail(name: string, push: { title: string; message: string; url: string }): MailText {
	return compose(push.title, name, {
		paragraphs: push.message.split('\n'),
		...(push.url ? { link: { href: push.url, label: 'Open task' } } : {}),
		footer: ['You get this because this task has a reminder and your reminders go by email.'],
	})
}

export type AgendaTask = { title: string; when: string }

export function agendaMail(name: string, date: string, focus: AgendaTask[], overdue: AgendaTask[], links: { app: string; unsubscribe: string }): MailText {
	const line = (t: AgendaTask) => (t.when ? `${t.title} (${t.when})` : t.title)
	return compose(`Your Twentyfour agenda for ${date}`, name, {
		paragraphs: focus.length || overdue.length ? [] : ["Nothing is in Today's Focus and nothing is overdue."],
		items: [
			...(focus.length ? [{ heading: "Today's Focus", lines: focus.map(line) }] : []),
			...(overdue.length ? [{ heading: 'Overdue', lines: overdue.map(line) }] : []),
		],
		link: { href: links.app, label: 'Open Twentyfour' },
		footer: ['You asked for this daily agenda. To stop it, unsubscribe (one click, no sign-in):', links.unsubscribe],
	})
}

export function reviewReminderMail(name: string, sentence: string, links: { review: string; unsubscribe: string }): MailText {
	return compose('Time for your weekly review', name, {
		paragraphs: [sentence],
		link: { href: links.review, label: 'Start your weekly review' },
		footer: ["You asked for the weekly review's reminder. To stop it, unsubscribe (one click, no sign-in):", links.unsubscribe],
	})
}
