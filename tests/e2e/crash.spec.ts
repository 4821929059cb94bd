// Crash safety (issue 30, docs/decisions/222): the production server (a primary and two workers, with the reminder
// scheduler and a fake Pushover) takes concurrent writes over HTTP (quick add, complete, import and Confirm) and is
// killed outright, its whole process group with SIGKILL, mid-write, three times. After each kill and after the last
// restart: PRAGMA integrity_check is ok, the server answers, every write that was answered as a success is in the
// database, every import is there whole or not at all, and no reminder went out twice.
// No browser: it speaks HTTP with a session made in the database (fixtures' signedInSession). It shares the data
// folder of the suite's server, as the reminders spec does, so the session cookie is signed with the same secret.
import path from 'node:path'
import Database from 'better-sqlite3'
import { and, eq, like, sql } from 'drizzle-orm'
import { tasks } from '#db/schema'
import { db } from '~/lib/db.server'
import { startFakePushover, VALID_KEY } from '../fakes/pushover'
import { E2E_DATA_DIR, E2E_PORT, E2E_PUSHOVER_LOG } from './env'
import { expect, makeTask, signedInSession, test } from './fixtures'
import { pushoverEnv, startOwnServer, type OwnServer } from './own-server'

// one run is enough: no page is opened, so JavaScript on or off makes no difference
test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, 'speaks HTTP only')
test.setTimeout(150_000)

const PORT = E2E_PORT + 7
const BASE = `http://localhost:${PORT}`
const ROUNDS = 3
const IMPORT_ROWS = 1500

type Answered = { kind: 'quick-add' | 'complete' | 'import'; key: string }

test('three SIGKILLs mid-write: integrity ok, every answered write kept, no half import, no reminder sent twice', async () => {
	const fake = await startFakePushover({ log: E2E_PUSHOVER_LOG })
	// every send is answered after 300 ms, so kills land while reminders are claimed and their answer not yet recorded
	fake.queue('messages.json', ...Array.from({ length: 400 }, () => ({ status: 200, body: { status: 1, request: 'slow' }, delayMs: 300 })))
	const { user, cookie } = await signedInSession({ premium: true, timezone: 'UTC', pushover: { key: VALID_KEY, observeQuietHours: 'no' } })
	const headers = { cookie: `${cookie.name}=${cookie.value}`, origin: BASE }
	const started = Date.now()
	// reminders falling due all through the test
	for (let i = 0; i < 60; i++) makeTask(user.id, { title: `crash reminder ${i}`, remind: 0, remindDate: started + i * 400 })
	const toComplete = Array.from({ length: 400 }, (_, i) => makeTask(user.id, { title: `crash complete ${i}` }).id)

	let server: OwnServer | undefined
	const start = async () => {
		// its own process group: the kill reaches the primary and both workers at once, as a power cut would
		server = await startOwnServer({ port: PORT, detached: true, timeout: 45_000, env: { WEB_CONCURRENCY: '2', FORM_RATE_LIMIT: '100000', ...pushoverEnv(fake) } })
	}
	const killAll = () => server!.stop('SIGKILL')

	// a connection of its own for each check, as a restarted process has: SQLite's FTS5 answers integrity_check from the
	// index structure it cached when the connection last wrote, so on a connection that wrote tasks before other processes
	// merged the search index's segments it reports "fts5: corruption found" although a fresh connection finds the file
	// sound (the MATCH queries of such a connection re-read the structure and are right)
	const integrity = () => {
		const check = new Database(path.join(E2E_DATA_DIR, 'twentyfour.db'), { readonly: true })
		try {
			return check.pragma('integrity_check', { simple: true })
		} finally {
			check.close()
		}
	}

	const answered: Answered[] = []
	const imports: string[] = []
	let n = 0
	const post = (path: string, body: URLSearchParams | FormData) =>
		fetch(`${BASE}${path}`, { method: 'POST', body, headers, redirect: 'manual', signal: AbortSignal.timeout(10_000) })
	const redirected = (r: Response) => r.status >= 300 && r.status < 400

	const quickAdd = async () => {
		const title = `crash quick ${++n}`
		const r = await post('/tasks/quick-add', new URLSearchParams({ title, returnTo: '/tasks', submissionToken: crypto.randomUUID() }))
		if (redirected(r)) answered.push({ kind: 'quick-add', key: title })
	}
	const complete = async () => {
		const taskId = toComplete.pop()
		if (!taskId) return quickAdd()
		const r = await post('/tasks', new URLSearchParams({ intent: 'complete', taskId, completed: 'Y', returnTo: '/tasks' }))
		if (redirected(r)) answered.push({ kind: 'complete', key: taskId })
	}
	const importAndConfirm = async () => {
		const tag = `crash import ${++n}`
		imports.push(tag)
		const header = '"TASK","FOLDER","CONTEXT","GOAL","LOCATION","STARTDATE","STARTTIME","DUEDATE","DUETIME","REPEAT","LENGTH","TIMER","PRIORITY","TAG","STATUS","STAR","NOTE","COMPLETED"'
		const csv = [header, ...Array.from({ length: IMPORT_ROWS }, (_, i) => `"${tag} ${i}","Crash","Desk",,,,,,,,,,"1",,,,,`)].join('\n')
		const form = new FormData()
		for (const [k, v] of Object.entries({ source: 'toodledo', timezone: 'UTC', replace: 'N', intent: 'import' })) form.append(k, v)
		form.append('file', new File([csv], `${tag}.csv`, { type: 'text/csv' }))
		const upload = await post('/profile/dataImport', form)
		const preview = upload.headers.get('location')
		if (!preview?.startsWith('/profile/import/')) return
		const confirm = await post(preview, new URLSearchParams({ intent: 'confirm' }))
		if (!redirected(confirm)) return
		// Confirm answers the same address for "imported" and "already running": the page says which
		const page = await fetch(`${BASE}${preview}`, { headers, signal: AbortSignal.timeout(10_000) })
		if ((await page.text()).includes('Import finished')) answered.push({ kind: 'import', key: tag })
	}

	/** requests cut by a kill: the kills land mid-write */
	let cut = 0
	/** one client: its writes one after another until the server is killed (a refused or cut request ends it) */
	const client = async (work: () => Promise<void>, until: () => boolean) => {
		while (!until()) {
			try {
				await work()
			} catch {
				// the server is gone: what was not answered is not counted
				cut++
				if (until()) return
			}
		}
	}

	for (let round = 0; round < ROUNDS; round++) {
		await start()
		const cutBefore = cut
		let killed = false
		const clients = [
			client(quickAdd, () => killed),
			client(quickAdd, () => killed),
			client(complete, () => killed),
			client(complete, () => killed),
			client(importAndConfirm, () => killed),
		]
		// mid-write: once the clients have had answers (on a busy machine that takes longer), at a moment that differs
		// from round to round; at most 15 s
		const roundStart = Date.now()
		const answeredBefore = answered.length
		while (Date.now() - roundStart < 15_000 && (Date.now() - roundStart < 1800 + round * 700 || answered.length - answeredBefore < 10)) {
			await new Promise((r) => setTimeout(r, 50))
		}
		await killAll()
		killed = true
		await Promise.all(clients)
		expect(integrity(), `after kill ${round + 1}`).toBe('ok')
		expect(cut - cutBefore, `requests cut by kill ${round + 1}`).toBeGreaterThan(0)
	}

	await start()
	try {
		// the server answers, reads and writes
		const r = await fetch(`${BASE}/tasks`, { headers })
		expect(r.status).toBe(200)
		await quickAdd()
		expect(answered.at(-1)).toMatchObject({ kind: 'quick-add' })
		await importAndConfirm()
		expect(answered.at(-1)).toMatchObject({ kind: 'import' })
		// the scheduler of the restarted primary sends the reminders that are due (claims of killed processes expire)
		await new Promise((r) => setTimeout(r, 3000))
		expect(integrity()).toBe('ok')
	} finally {
		await server?.stop()
	}

	const titles = new Set(
		db().select({ title: tasks.title }).from(tasks).where(and(eq(tasks.ownerId, user.id), like(tasks.title, 'crash quick %'))).all().map((t) => t.title),
	)
	const done = new Set(db().select({ id: tasks.id }).from(tasks).where(and(eq(tasks.ownerId, user.id), eq(tasks.completed, true))).all().map((t) => t.id))
	const byKind = (kind: Answered['kind']) => answered.filter((a) => a.kind === kind).map((a) => a.key)
	expect(byKind('quick-add').length, 'quick adds answered').toBeGreaterThan(0)
	expect(byKind('quick-add').filter((t) => !titles.has(t)), 'answered quick adds missing').toEqual([])
	expect(byKind('complete').length, 'completions answered').toBeGreaterThan(0)
	expect(byKind('complete').filter((id) => !done.has(id)), 'answered completions missing').toEqual([])

	// every import whole or not at all; an answered one whole
	const imported = (tag: string) =>
		db().select({ n: sql<number>`count(*)` }).from(tasks).where(and(eq(tasks.ownerId, user.id), like(tasks.title, `${tag} %`))).get()!.n
	const counts = Object.fromEntries(imports.map((tag) => [tag, imported(tag)]))
	expect(Object.values(counts).filter((c) => c !== 0 && c !== IMPORT_ROWS), `half-written imports: ${JSON.stringify(counts)}`).toEqual([])
	expect(byKind('import').length, 'imports answered').toBeGreaterThan(0)
	for (const tag of byKind('import')) expect(counts[tag], tag).toBe(IMPORT_ROWS)

	// at most one Pushover message per reminder, across the kills and restarts
	const sent = fake.messages()
		.map((m) => m.fields.title)
		.filter((t) => t?.startsWith('Reminder: crash reminder'))
	expect(sent.length, 'reminders sent').toBeGreaterThan(0)
	expect(sent.filter((t, i) => sent.indexOf(t) !== i), 'reminders sent twice').toEqual([])
	await fake.close()
	test.info().annotations.push({
		type: 'writes',
		description: `${cut} requests cut by the kills; answered: ${byKind('quick-add').length} quick adds, ${byKind('complete').length} completions, ${byKind('import').length} of ${imports.length} imports; ${sent.length} reminders sent`,
	})
})
