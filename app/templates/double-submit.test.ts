// Double submits of the gallery's creating buttons (decision 072): a repeat of the same hidden submission token
// answers the first post's result. Create (Save) makes one template, Publish one public copy, Import one private
// copy, Use one template use, whose confirmation both answers open.
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { taskTemplates, templateUses } from '#db/schema'
import { db } from '~/lib/db.server'
import { makeUser } from '../../tests/factories'
import { templateDetailsAction } from './details.server'
import { templateEditorAction } from './editor.server'
import { createTemplate } from './templates.server'

const post = (fields: Record<string, string>) =>
	new Request('http://localhost/gallery', {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams(fields).toString(),
	})
const tree = { name: 'Trip', description: 'Before leaving', tasks: [{ title: 'Pack', notes: '', children: [] }] }
const templatesOf = (ownerId: string) => db().select().from(taskTemplates).where(eq(taskTemplates.ownerId, ownerId)).all()
/** the redirect a thrown or returned response carries */
const locationOf = async (answer: Promise<unknown>) => ((await answer.catch((e: unknown) => e)) as Response).headers.get('Location')

describe('a double submit of the gallery forms', () => {
	it('Save in Create Template, twice with one token: one template', async () => {
		const user = makeUser()
		const form = { intent: 'save', name: 'Trip', description: 'Before leaving', 'tasks.0.title': 'Pack', 'tasks.0.notes': '', submissionToken: crypto.randomUUID() }
		for (let i = 0; i < 2; i++) await templateEditorAction(post(form), user)
		expect(templatesOf(user.id).map((t) => t.name)).toEqual(['Trip'])
	})

	it('Use, Publish and Import, twice each with one token: one use, one public copy, one private copy', async () => {
		const user = makeUser({ premium: true })
		const mine = createTemplate(user.id, tree)
		const token = crypto.randomUUID()
		const uses = [
			await locationOf(templateDetailsAction(post({ intent: 'use', submissionToken: token }), user, 'personal', mine.id)),
			await locationOf(templateDetailsAction(post({ intent: 'use', submissionToken: token }), user, 'personal', mine.id)),
		]
		expect(uses[0]).toMatch(new RegExp(`^/gallery/personal/${mine.id}/use/`))
		expect(uses[1]).toBe(uses[0])
		expect(db().select().from(templateUses).where(eq(templateUses.ownerId, user.id)).all()).toHaveLength(1)

		const publish = crypto.randomUUID()
		for (let i = 0; i < 2; i++) await templateDetailsAction(post({ intent: 'publish', submissionToken: publish }), user, 'personal', mine.id).catch((e: unknown) => e)
		const published = db().select().from(taskTemplates).where(and(eq(taskTemplates.ownerId, user.id), eq(taskTemplates.public, true))).all()
		expect(published).toHaveLength(1)

		const other = makeUser({ premium: true })
		const copy = crypto.randomUUID()
		for (let i = 0; i < 2; i++) await templateDetailsAction(post({ intent: 'import', submissionToken: copy }), other, 'public', published[0]!.id).catch((e: unknown) => e)
		expect(templatesOf(other.id)).toHaveLength(1)
	})
})
