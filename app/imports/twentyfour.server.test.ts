import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { contexts, folders, taskTemplates, userPreferences } from '#db/schema'
import { db } from '~/lib/db.server'
import { userDataExport } from '~/profile/export.server'
import { findTasks, makeTask, makeUser } from '../../tests/factories'
import { uploadRequest } from '../../tests/import-upload'
import { makeRichAccount } from '../../tests/rich-account'
import { IMPORT_TEXTS } from './import-form'
import { confirmImport, findPendingImport, submitImport } from './imports.server'

type Doc = ReturnType<typeof userDataExport>
const encode = (value: unknown) => new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value))

async function importFile(user: ReturnType<typeof makeUser>, bytes: Uint8Array<ArrayBuffer>, { replace = 'Y', timezone = user.timezone, name = 'data.json' } = {}) {
	const fields = { source: 'twentyfour', timezone, replace, intent: 'import' }
	return submitImport(uploadRequest(fields, [{ name, bytes, type: 'application/json' }]), user)
}

async function importDoc(user: ReturnType<typeof makeUser>, doc: unknown, options: { replace?: string; timezone?: string } = {}) {
	const answer = await importFile(user, encode(doc), options)
	if (answer.ok !== true) throw new Error(JSON.stringify(answer))
	return (await confirmImport(user.id, answer.id))!
}

/**
 * The document without what must differ between two accounts: ids (each replaced by what the row is, so sub-task
 * links, "created from" and "published from" are still compared), owners, the export's time and the person's profile.
 */
function comparable(doc: Doc) {
	const label = new Map<string, string>()
	for (const t of doc.tasks) label.set(t.id, `task ${t.title} @${t.added}`)
	for (const t of doc.templates) label.set(t.id, `template ${t.name}`)
	const as = (id: string | null) => (id ? (label.get(id) ?? `unknown ${id}`) : id)
	const lists = (rows: Doc['folders'] | Doc['contexts']) => rows.map(({ id: _id, owner: _owner, ...r }) => r)
	const { id: _id, owner: _owner, ...preferences } = doc.preferences!
	return {
		format: doc.format,
		version: doc.version,
		preferences,
		folders: lists(doc.folders),
		contexts: lists(doc.contexts),
		tasks: doc.tasks
			.map(({ id, owner: _o, parent, createdFrom, ...t }) => ({ ...t, id: as(id), parent: as(parent), createdFrom: as(createdFrom) }))
			.sort((a, b) => a.added - b.added || a.id!.localeCompare(b.id!)),
		templates: doc.templates.map(({ id, owner: _o, publishedFrom, ...t }) => ({ ...t, id: as(id), publishedFrom: as(publishedFrom) })),
	}
}

const snapshot = (ownerId: string) => ({
	tasks: findTasks(ownerId),
	folders: db().select().from(folders).where(eq(folders.ownerId, ownerId)).all(),
	contexts: db().select().from(contexts).where(eq(contexts.ownerId, ownerId)).all(),
	templates: db().select().from(taskTemplates).where(eq(taskTemplates.ownerId, ownerId)).all(),
	preferences: db().select().from(userPreferences).where(eq(userPreferences.ownerId, ownerId)).all(),
})

describe('the JSON round trip (issue 30)', () => {
	it('export, import into a fresh account, export again: the same document apart from ids and what must differ', async () => {
		const rich = makeRichAccount()
		const first = userDataExport(rich.id)
		expect(first).toMatchObject({ format: 'twentyfour-export', version: 1 })
		expect(first.tasks.length).toBeGreaterThan(6)
		// a fresh account has the starter folders, contexts and tasks: Replace Yes puts the file's in their place
		const fresh = makeUser({ timezone: rich.timezone, loadDefaults: true })
		const done = await importDoc(fresh, first)
		expect(done.result).toMatchObject({ tasks: first.tasks.length, templates: 2, preferences: true, problemCount: 0 })
		const second = userDataExport(fresh.id)
		expect(JSON.stringify(second)).not.toContain(rich.id)
		expect(comparable(second)).toEqual(comparable(first))
		// the ids that must differ do
		const firstIds = new Set([...first.tasks, ...first.folders, ...first.contexts, ...first.templates].map((r) => r.id))
		for (const row of [...second.tasks, ...second.folders, ...second.contexts, ...second.templates]) expect(firstIds.has(row.id)).toBe(false)
	})

	it('another person’s export imported into a fresh account never touches a third person’s data', async () => {
		const [rich, third] = [makeRichAccount(), makeRichAccount('America/New_York')]
		const before = snapshot(third.id)
		const fresh = makeUser({ timezone: rich.timezone })
		await importDoc(fresh, userDataExport(rich.id))
		// the same file again without Replace: tasks added again, templates and lists of the same name kept
		const again = await importDoc(fresh, userDataExport(rich.id), { replace: 'N' })
		expect(again.result).toMatchObject({ folders: 0, contexts: 0, templates: 0 })
		expect(snapshot(third.id)).toEqual(before)
		expect(snapshot(rich.id).tasks).toHaveLength(before.tasks.length)
		expect(snapshot(fresh.id).templates.map((t) => t.ownerId)).toEqual([fresh.id, fresh.id])
	})

	it('dates are days: placed in the chosen timezone, the reminder moving with its due date', async () => {
		const rich = makeRichAccount('Europe/Paris')
		const fresh = makeUser({ timezone: 'America/New_York' })
		await importDoc(fresh, userDataExport(rich.id), { timezone: 'America/New_York' })
		const roses = findTasks(fresh.id).find((t) => t.title === 'Plant the roses')!
		expect(roses.due).toBe(Date.parse('2026-03-12T00:00:00-04:00'))
		expect(roses.start).toBe(Date.parse('2026-03-10T00:00:00-04:00'))
		expect(roses.remindDate).toBe(Date.parse('2026-03-12T16:30:00-04:00'))
	})
})

describe('files the JSON import refuses or reports', () => {
	const user = () => makeUser({ timezone: 'UTC' })
	const error = (answer: Awaited<ReturnType<typeof importFile>>) => (answer.ok === false ? (answer.reply.error as Record<string, string[]>).file[0] : '')

	it('not JSON, JSON of something else, a newer version, a Toodledo file: a message on the file, nothing kept', async () => {
		const me = user()
		makeTask(me.id, { title: 'Mine' })
		expect(error(await importFile(me, encode('{"tasks": [')))).toContain('is not a Twentyfour export: it is not JSON')
		expect(error(await importFile(me, encode({ hello: 'world' }), { name: 'other.json' }))).toMatch(/^other\.json is not a Twentyfour export \(/)
		expect(error(await importFile(me, encode([1, 2])))).toContain('is not a Twentyfour export')
		const doc = userDataExport(makeRichAccount().id)
		expect(error(await importFile(me, encode({ ...doc, version: 2 })))).toContain('newer version of Twentyfour')
		expect(error(await importFile(me, encode({ ...doc, format: 'todoist' })))).toContain('is not a Twentyfour export')
		expect(error(await importFile(me, encode('"TASK","FOLDER"\n"a","b"'), { name: 'tasks.csv' }))).toContain('tasks.csv is not a Twentyfour export')
		expect(error(await importFile(me, encode('')))).toContain('is empty')
		const big = await importFile(me, new Uint8Array(10 * 1024 * 1024 + 1).fill(32))
		expect(big).toMatchObject({ ok: false, status: 400, reply: { error: { file: [IMPORT_TEXTS.tooLarge] } } })
		expect(findTasks(me.id).map((t) => t.title)).toEqual(['Mine'])
	})

	it('a 1 MB title and notes are cut to the limits and reported; an unreadable task or template is skipped and reported', async () => {
		const me = user()
		const doc = userDataExport(makeRichAccount('UTC').id)
		const long = 'x'.repeat(1024 * 1024)
		doc.tasks[0] = { ...doc.tasks[0], title: long, notes: long, folder: long }
		;(doc.tasks as unknown[]).push({ id: 'bad', title: 'Far future', added: 1e20 }, { id: 'odd', title: 'Odd', added: 1, priority: 'urgent', repeat: 'NONSENSE' }, 'not a task')
		;(doc.templates as unknown[]).push({ id: 't', name: 'Broken' })
		const answer = await importFile(me, encode(doc))
		if (answer.ok !== true) throw new Error(JSON.stringify(answer))
		const pending = await findPendingImport(me.id, answer.id)
		const why = pending!.summary.problems.map((p) => `${p.where}: ${p.skipped ? 'skipped ' : ''}${p.why}`)
		expect(why).toEqual(
			expect.arrayContaining([
				expect.stringMatching(/title is longer than 500 characters and was cut/),
				expect.stringMatching(/notes are longer than 20,000 characters and were cut/),
				expect.stringMatching(/folder name is longer than 100 characters/),
				expect.stringMatching(/^task \d+: skipped it could not be read \(added: /),
				expect.stringMatching(/priority "urgent" is not a Twentyfour priority/),
				expect.stringMatching(/repeat "NONSENSE" cannot be read/),
				expect.stringMatching(/^template 3: skipped the template could not be read/),
			]),
		)
		expect(JSON.stringify(pending).length).toBeLessThan(100_000)
		const done = await confirmImport(me.id, answer.id)
		const titles = findTasks(me.id).map((t) => t.title)
		expect(titles).toContain('x'.repeat(500))
		expect(titles).toContain('Odd')
		expect(titles).not.toContain('Far future')
		expect(done?.result?.templates).toBe(2)
	})
})
