// The Todoist source through the same upload, preview, Confirm and worker write as Toodledo's (docs/decisions/226).
import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { contexts, folders } from '#db/schema'
import { db } from '~/lib/db.server'
import { env } from '~/lib/env.server'
import { findTasks, makeTask, makeUser } from '../../tests/factories'
import { confirmImport, findPendingImport, submitImport } from './imports.server'
import { IMPORT_TEXTS } from './import-form'

const HOME = new Uint8Array(fs.readFileSync('tests/fixtures/todoist/Home.csv'))
function upload(fields: Record<string, string>, name = 'Home.csv', bytes = HOME) {
	const form = new FormData()
	for (const [k, v] of Object.entries({ source: 'todoist', timezone: 'Europe/London', replace: 'N', intent: 'import', ...fields })) form.append(k, v)
	form.append('file', new File([bytes], name, { type: 'text/csv' }))
	return new Request('http://localhost/profile/dataImport', { method: 'POST', body: form })
}
const names = (table: typeof folders | typeof contexts, ownerId: string) =>
	db().select({ name: table.name }).from(table).where(eq(table.ownerId, ownerId)).all().map((r) => r.name).sort()

describe('Todoist (CSV) through the import', () => {
	it('previews with the source and the flattening said, then Confirm writes it via Todoist import with sub-tasks linked', async () => {
		const [user, other] = [makeUser(), makeUser()]
		makeTask(other.id, { title: 'Not mine' })
		const answer = await submitImport(upload({}), user)
		if (answer.ok !== true) throw new Error(JSON.stringify(answer))
		const pending = await findPendingImport(user.id, answer.id)
		expect(pending).toMatchObject({ source: 'todoist', summary: { source: 'Todoist', tasks: 10, subTasks: 4, problemCount: 2 } })
		expect(pending!.summary.notes![0]).toMatch(/^2 sub-tasks deeper than one level were attached to their top task/)
		expect(findTasks(user.id).filter((t) => t.via === 'Todoist import')).toEqual([])

		const done = await confirmImport(user.id, answer.id)
		// the folders Home and Errands may exist already in a new account: only Garden is sure to be new
		expect(done?.result).toMatchObject({ tasks: 10, contexts: 3, problemCount: 2 })
		const mine = findTasks(user.id).filter((t) => t.via === 'Todoist import')
		expect(mine).toHaveLength(10)
		const rent = mine.find((t) => t.title === 'Pay rent')!
		expect(mine.filter((t) => t.parentId === rent.id).map((t) => t.title).sort()).toEqual(['Check the statement', 'Download the PDF', 'File it'])
		expect(rent).toMatchObject({ priority: 'top', context: 'computer', folder: 'Home', repeat: 'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=15' })
		expect(names(folders, user.id)).toEqual(expect.arrayContaining(['Errands', 'Garden', 'Home']))
		expect(names(contexts, user.id)).toEqual(expect.arrayContaining(['computer', 'errands', 'outside']))
		// another person's data is untouched
		expect(findTasks(other.id).map((t) => t.title)).toEqual(['Not mine'])
		expect(names(contexts, other.id)).not.toContain('outside')
	})

	it('a label matches an existing context without case and without its @; the preview says which (issue 51, point 14)', async () => {
		const user = makeUser()
		db().insert(contexts).values([{ ownerId: user.id, name: '@Computer' }, { ownerId: user.id, name: '@Errands' }]).run()
		const answer = await submitImport(upload({}), user)
		if (answer.ok !== true) throw new Error(JSON.stringify(answer))
		const pending = await findPendingImport(user.id, answer.id)
		expect(pending!.summary.newContexts).toEqual(['outside'])
		expect(pending!.summary.matchedContexts).toEqual(expect.arrayContaining([['computer', '@Computer'], ['errands', '@Errands']]))
		await confirmImport(user.id, answer.id)
		expect(names(contexts, user.id)).toEqual(['@Computer', '@Errands', 'outside'])
		const rent = findTasks(user.id).find((t) => t.title === 'Pay rent')!
		expect(rent.context).toBe('@Computer')
	})

	it('tasks with no status get the one chosen in the preview; the preview counts them (issue 51, point 14)', async () => {
		const user = makeUser()
		const answer = await submitImport(upload({}), user)
		if (answer.ok !== true) throw new Error(JSON.stringify(answer))
		expect((await findPendingImport(user.id, answer.id))!.summary.withoutStatus).toBe(10)
		await confirmImport(user.id, answer.id, {}, 'next')
		const mine = findTasks(user.id).filter((t) => t.via === 'Todoist import')
		expect(mine.map((t) => t.status)).toEqual(Array(10).fill('next'))
	})

	it('Confirm reads natural dates relative to when the preview read the file, not to the Confirm', async () => {
		const user = makeUser()
		const bytes = new TextEncoder().encode('TYPE,CONTENT,PRIORITY,INDENT,DATE\ntask,Tomorrow task,4,1,tomorrow\n')
		const answer = await submitImport(upload({ timezone: 'UTC' }, 'Soon.csv', bytes), user)
		if (answer.ok !== true) throw new Error(JSON.stringify(answer))
		// the preview was read ten days ago (its record says so): Confirm reads "tomorrow" from then, as the preview did
		const meta = path.join(env().dataDir, 'imports', answer.id, 'import.json')
		const record = JSON.parse(fs.readFileSync(meta, 'utf8'))
		record.createdAt = Date.parse('2026-01-10T12:00:00Z')
		fs.writeFileSync(meta, JSON.stringify(record))
		await confirmImport(user.id, answer.id)
		expect(findTasks(user.id).find((t) => t.title === 'Tomorrow task')!.due).toBe(Date.parse('2026-01-11T00:00:00Z'))
	})

	it('an unknown source and a Toodledo file sent as Todoist are refused; nothing is kept or written', async () => {
		const user = makeUser()
		expect(await submitImport(upload({ source: 'omnifocus' }), user)).toMatchObject({ ok: false, status: 400, reply: { error: { source: [IMPORT_TEXTS.source] } } })
		const toodledo = new Uint8Array(fs.readFileSync('tests/fixtures/toodledo/current-lf.csv'))
		expect(await submitImport(upload({}, 'current-lf.csv', toodledo), user)).toMatchObject({
			ok: false,
			reply: { error: { file: [expect.stringContaining('current-lf.csv is not a Todoist CSV')] } },
		})
		expect(findTasks(user.id).filter((t) => t.via !== 'Main website')).toEqual([])
	})
})
