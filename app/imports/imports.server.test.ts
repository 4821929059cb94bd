import fs from 'node:fs'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { contexts, folders } from '#db/schema'
import { db } from '~/lib/db.server'
import { findTasks, makeTask, makeUser } from '../../tests/factories'
import { fullTask, rawRows } from '../../tests/task-rows'
import { listTrash, restoreFromTrash } from '~/tasks/trash.server'
import { uploadRequest } from '../../tests/import-upload'
import { confirmImport, discardPendingImport, findPendingImport, ImportFailed, importProblemsCsv, submitImport } from './imports.server'
import { IMPORT_TEXTS } from './import-form'

const fixture = (name: string) => new Uint8Array(fs.readFileSync(`tests/fixtures/toodledo/${name}`))

const choices = { source: 'toodledo', timezone: 'UTC', replace: 'N', intent: 'import' }
const names = (table: typeof folders | typeof contexts, ownerId: string) =>
	db().select({ name: table.name }).from(table).where(eq(table.ownerId, ownerId)).all().map((r) => r.name).sort()

async function preview(user: ReturnType<typeof makeUser>, file: string, replace = 'N') {
	const answer = await submitImport(uploadRequest({ ...choices, replace }, [{ name: file, bytes: fixture(file) }]), user)
	if (answer.ok !== true) throw new Error(JSON.stringify(answer))
	return answer.id
}

describe('the upload and the preview', () => {
	it('point 5 messages when a choice or the file is missing; nothing is kept', async () => {
		const user = makeUser()
		const answer = await submitImport(uploadRequest({ timezone: 'UTC' }), user)
		expect(answer).toMatchObject({
			ok: false,
			status: 400,
			reply: { error: { source: [IMPORT_TEXTS.source], replace: [IMPORT_TEXTS.replace], file: [IMPORT_TEXTS.file] } },
		})
	})

	it('refuses a second file, a file over 10 MB, a body that is not a file upload, and files that are not Toodledo exports', async () => {
		const user = makeUser()
		const two = await submitImport(uploadRequest(choices, [{ name: 'a.csv', bytes: fixture('completed.csv') }, { name: 'b.csv', bytes: fixture('completed.csv') }]), user)
		expect(two).toMatchObject({ ok: false, reply: { error: { file: [IMPORT_TEXTS.oneFile] } } })
		const big = new Uint8Array(10 * 1024 * 1024 + 1).fill(65)
		const tooLarge = await submitImport(uploadRequest(choices, [{ name: 'big.csv', bytes: big }]), user)
		// one byte over: the body fits the bound, the form's schema refuses the file
		expect(tooLarge).toMatchObject({ ok: false, status: 400, reply: { error: { file: [IMPORT_TEXTS.tooLarge] } } })
		const muchTooLarge = await submitImport(uploadRequest(choices, [{ name: 'big.csv', bytes: new Uint8Array(11 * 1024 * 1024) }]), user)
		expect(muchTooLarge).toMatchObject({ ok: false, status: 413, reply: { error: { file: [IMPORT_TEXTS.tooLarge] } } })
		const json = await submitImport(new Request('http://localhost/x', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }), user)
		expect(json).toMatchObject({ ok: false, status: 415 })
		for (const name of ['todoist.csv', 'empty.csv', 'broken.csv', 'broken.xml']) {
			const answer = await submitImport(uploadRequest(choices, [{ name, bytes: fixture(name) }]), user)
			expect(answer).toMatchObject({ ok: false, status: 400, reply: { error: { file: [expect.stringContaining(name)] } } })
		}
		expect(findTasks(user.id)).toEqual([])
	})

	it('a streamed body is cut off past the limit even without a Content-Length', async () => {
		const user = makeUser()
		const chunk = new Uint8Array(1024 * 1024).fill(65)
		let sent = 0
		const body = new ReadableStream<Uint8Array>({
			pull(controller) {
				if (sent++ < 40) controller.enqueue(chunk)
				else controller.close()
			},
		})
		const request = new Request('http://localhost/x', {
			method: 'POST',
			body,
			headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
			duplex: 'half',
		} as RequestInit)
		expect(await submitImport(request, user)).toMatchObject({ ok: false, status: 413 })
	})

	it('the preview counts tasks, sub-tasks, new and existing folders and contexts, and likely duplicates', async () => {
		const user = makeUser()
		db().insert(folders).values({ ownerId: user.id, name: 'trips' }).run()
		makeTask(user.id, { title: 'Mow the lawn', due: Date.parse('2026-06-03T00:00:00Z') })
		const id = await preview(user, 'export.xml')
		const pending = await findPendingImport(user.id, id)
		expect(pending?.summary).toMatchObject({
			format: 'xml',
			tasks: 4,
			open: 3,
			completed: 1,
			subTasks: 1,
			newFolders: ['Home'],
			existingFolders: ['Trips'],
			newContexts: ['Home', 'Outside'],
			duplicates: 1,
			problemCount: 1,
		})
		expect(findTasks(user.id)).toHaveLength(1)
	})

	it('the kept upload belongs to its owner: another person, a made-up id or a cancelled import is not found', async () => {
		const [owner, other] = [makeUser(), makeUser()]
		const id = await preview(owner, 'completed.csv')
		expect(await findPendingImport(other.id, id)).toBeNull()
		expect(await confirmImport(other.id, id)).toBeNull()
		expect(await findPendingImport(owner.id, '../../etc/passwd')).toBeNull()
		expect(findTasks(other.id)).toEqual([])
		await discardPendingImport(owner.id, id)
		expect(await findPendingImport(owner.id, id)).toBeNull()
		expect(findTasks(owner.id)).toEqual([])
	})
})

describe('confirm', () => {
	it('Replace No adds to what is there (the same file twice imports twice), via Toodledo import, sub-tasks linked', async () => {
		const user = makeUser()
		makeTask(user.id, { title: 'Mine already' })
		for (let i = 0; i < 2; i++) {
			const done = await confirmImport(user.id, await preview(user, 'export.xml'))
			expect(done?.result).toMatchObject({ tasks: 4, folders: i === 0 ? 2 : 0, contexts: i === 0 ? 2 : 0 })
		}
		const all = findTasks(user.id)
		expect(all).toHaveLength(9)
		const imported = all.filter((t) => t.via === 'Toodledo import')
		expect(imported).toHaveLength(8)
		const tent = imported.filter((t) => t.title === 'Pack the tent')
		for (const t of tent) expect(all.find((p) => p.id === t.parentId)?.title).toBe('Camping trip')
		expect(names(folders, user.id)).toEqual(['Home', 'Trips'])
	})

	it('Replace Yes deletes the person’s tasks, folders and contexts in the same transaction; another person keeps theirs', async () => {
		const [user, other] = [makeUser(), makeUser()]
		makeTask(user.id, { title: 'Old task' })
		db().insert(folders).values({ ownerId: user.id, name: 'Old folder' }).run()
		db().insert(contexts).values({ ownerId: user.id, name: 'Old context' }).run()
		makeTask(other.id, { title: 'Not yours' })
		db().insert(folders).values({ ownerId: other.id, name: 'Their folder' }).run()
		const done = await confirmImport(user.id, await preview(user, 'completed.csv', 'Y'))
		expect(done?.result).toMatchObject({ tasks: 2, folders: 1, contexts: 1 })
		expect(findTasks(user.id).map((t) => t.title).sort()).toEqual(['Filed taxes', 'Old chore'])
		expect(names(folders, user.id)).toEqual(['Home'])
		expect(names(contexts, user.id)).toEqual(['Computer'])
		expect(findTasks(other.id).map((t) => t.title)).toEqual(['Not yours'])
		expect(names(folders, other.id)).toEqual(['Their folder'])
	})

	it('Replace moves the old tasks to the trash in the same transaction, each restorable exactly with its sub-tasks', async () => {
		const user = makeUser()
		const parent = fullTask(user.id, { title: 'Old parent' })
		const child = fullTask(user.id, { title: 'Old child', parentId: parent.id })
		const before = rawRows([parent.id, child.id])
		await confirmImport(user.id, await preview(user, 'completed.csv', 'Y'))
		expect(findTasks(user.id).map((t) => t.title).sort()).toEqual(['Filed taxes', 'Old chore'])
		expect(listTrash(user.id)).toMatchObject([{ id: parent.id, title: 'Old parent', subTasks: 1 }])
		restoreFromTrash(user.id, parent.id)
		expect(rawRows([parent.id, child.id])).toEqual(before)
	})

	it('a failure in the middle leaves the old data untouched, and the import can be confirmed again', async () => {
		const user = makeUser()
		makeTask(user.id, { title: 'Old task' })
		db().insert(folders).values({ ownerId: user.id, name: 'Old folder' }).run()
		const id = await preview(user, 'current-lf.csv', 'Y')
		// the writer fails inside its transaction after the old data is deleted and 5 of the 20 tasks are written
		await expect(confirmImport(user.id, id, { failAfterRows: 5 })).rejects.toEqual(new ImportFailed(IMPORT_TEXTS.unknownError('current-lf.csv')))
		expect(findTasks(user.id).map((t) => t.title)).toEqual(['Old task'])
		expect(listTrash(user.id)).toEqual([])
		expect(names(folders, user.id)).toEqual(['Old folder'])
		const done = await confirmImport(user.id, id)
		expect(done?.result?.tasks).toBe(20)
	})

	it('two Confirms at once (a double click) import once', async () => {
		const user = makeUser()
		const id = await preview(user, 'completed.csv')
		const answers = await Promise.all([confirmImport(user.id, id), confirmImport(user.id, id), confirmImport(user.id, id)])
		expect(findTasks(user.id)).toHaveLength(2)
		expect(answers.filter((a) => a?.result?.tasks === 2).length).toBeGreaterThanOrEqual(1)
		expect((await confirmImport(user.id, id))?.result?.tasks).toBe(2)
	})

	it('a second Confirm answers the first result and imports nothing more', async () => {
		const user = makeUser()
		const id = await preview(user, 'completed.csv')
		await confirmImport(user.id, id)
		const again = await confirmImport(user.id, id)
		expect(again?.result?.tasks).toBe(2)
		expect(findTasks(user.id)).toHaveLength(2)
	})
})

describe('a file whose every row fails (issue 30)', () => {
	// 2,500 rows without a title: none can be imported
	const header = '"TASK","FOLDER","CONTEXT","GOAL","LOCATION","STARTDATE","STARTTIME","DUEDATE","DUETIME","REPEAT","LENGTH","TIMER","PRIORITY","TAG","STATUS","STAR","NOTE","COMPLETED"'
	const rows = Array.from({ length: 2500 }, (_, i) => `"","Home",,,,,,,,,,,,,,,"note ${i}",`)
	const bytes = new TextEncoder().encode([header, ...rows].join('\n'))

	it('the preview keeps the first 100 problems and counts all; the whole list is a CSV for its owner only', async () => {
		const [owner, other] = [makeUser(), makeUser()]
		const answer = await submitImport(uploadRequest(choices, [{ name: 'nothing-fits.csv', bytes }]), owner)
		if (answer.ok !== true) throw new Error(JSON.stringify(answer))
		const pending = await findPendingImport(owner.id, answer.id)
		expect(pending?.summary.problems).toHaveLength(100)
		expect(pending?.summary.problemCount).toBe(2500)
		expect(pending?.summary.problems[0]).toEqual({ where: 'line 2', title: '', why: 'it has no title, so it is not imported', skipped: true })

		const csv = (await importProblemsCsv(owner.id, answer.id))!.toString('utf8').trimEnd().split('\r\n')
		expect(csv).toHaveLength(2501)
		expect(csv[0]).toBe('Where,Task,What happens')
		expect(csv[1]).toBe('line 2,,"Skipped: it has no title, so it is not imported"')
		expect(csv.at(-1)).toBe('line 2501,,"Skipped: it has no title, so it is not imported"')
		expect(await importProblemsCsv(other.id, answer.id)).toBeNull()

		// after Confirm, the result links to the same list
		await confirmImport(owner.id, answer.id)
		expect((await importProblemsCsv(owner.id, answer.id))!.toString('utf8').split('\r\n')).toHaveLength(2502)
		await discardPendingImport(owner.id, answer.id)
		expect(await importProblemsCsv(owner.id, answer.id)).toBeNull()
	})
})
