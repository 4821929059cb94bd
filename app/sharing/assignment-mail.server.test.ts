// "Assigned to you" by mail (issue 55 point 4), end to end: the owner's save of the card assigns the task, and the
// assignee who chose mail in their Reminders section gets one mail at the fake SMTP server on 127.0.0.1 (tests only
// replace the far end); someone who chose nothing gets none.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '#db/schema'
import { db } from '~/lib/db.server'
import { taskCardAction } from '~/tasks/card-actions.server'
import { taskFormValues } from '~/tasks/task-changes.server'
import { requireTask } from '~/tasks/tasks.server'
import { makeTask, makeUser, newPerson, shareWith } from '../../tests/factories'
import { context, formFields, post, statusOf } from '../../tests/seams-entries'
import { smtpSinkForFile } from '../../tests/smtp-sink-setup'

const sink = smtpSinkForFile({ MAIL_FROM: 'Twentyfour <twentyfour@example.org>' })

describe('"assigned to you" by mail', () => {
	it('mails the assignee who chose mail when the owner assigns them on the card, and nobody who chose nothing', async () => {
		const owner = makeUser({ person: { ...newPerson('ann'), firstName: 'Ann', lastName: 'Lee' } })
		const [mailed, quiet] = [makeUser(), makeUser()]
		for (const member of [mailed, quiet]) shareWith(owner.id, 'Groceries', member.id, 'editor')
		db().update(users).set({ notificationMethod: 'email' }).where(eq(users.id, mailed.id)).run()
		const assign = (title: string, to: typeof mailed) => {
			const task = makeTask(owner.id, { title, folder: 'Groceries' })
			const fields = formFields(taskFormValues(requireTask(owner.id, task.id), owner.timezone)).filter(([k]) => k !== 'assignedTo')
			return { task, answer: taskCardAction(post('/tasks', [['intent', 'save'], ['taskId', task.id], ...fields, ['assignedTo', to.id], ['returnTo', '/tasks']]), context(false), owner) }
		}
		const before = sink.mails.length
		const { task, answer } = assign('Buy milk', mailed)
		expect(await statusOf(answer)).toBe(302)
		await sink.waitFor(before + 1)
		const [mail] = sink.to(mailed.email)
		expect(mail?.text).toContain('Ann assigned you “Buy milk”')
		expect(mail?.raw).toMatch(/^Subject: \S/m)
		expect(mail?.text).toContain(`/tasks/detail/${task.id}`)
		expect(await statusOf(assign('Buy bread', quiet).answer)).toBe(302)
		await new Promise((r) => setTimeout(r, 300))
		expect(sink.to(quiet.email)).toHaveLength(0)
		expect(sink.mails).toHaveLength(before + 1)
	})
})
