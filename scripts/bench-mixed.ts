// `npm run bench:mixed` (issue 31): real use, many people reading and writing at once, against the production server.
// Seeds PEOPLE people (default 20) with TASKS tasks each (default 2,500), signs them in, and runs the mix of issue 31 at
// 4, 40 and 100 connections (CONNECTIONS=4,40,100) for SECONDS each (default 15): each connection is one person who
// reads /tasks, stars a task, reads /tasks again (the first view after a change), reads Today's Focus and Get Organized,
// quick-adds, reads /tasks, opens the dashboard, without pause. Then single requests: the first view after a change and
// a write, each alone (/tasks after a star, the dashboard after a quick add: a change each one shows). Checks that
// nothing was lost (every answered quick add is a task) and nothing stale (the count on /tasks after a quick add is the
// database's; the dashboard's headline counts, kept by each worker, are those of counting every task). BENCH_PROFILE=1
// runs the server as one process under `--cpu-prof` and prints where its time went. Needs a build (`npm run build`). No timed assertion: figures for the README.
// BENCH_MODE=api (or `-- --api`): the same people, rows and checks through the JSON API (issue 31, item 5), each
// connection one person with personal access tokens: GET a page of 25 tasks, PUT an update (star one of them), POST a
// create, GET the page again (the first view after a change). The API allows 600 calls a minute per token, so each
// person has TOKENS_PER_PERSON tokens (default 30) and uses them in turn: every call still goes through the limiter.
// KILL_WORKER=1: halfway through the last row, one worker of the cluster is killed (SIGKILL) and the primary starts
// another; the requests it was answering fail (counted as errors), and the checks of nothing lost (every answered
// quick add is a task; one whose answer was cut may be saved or not) and nothing stale still hold (issue 31's targets).
// Each row ends with the server's CPU time per request: what its processes used during the row (read from /proc), over
// the requests answered. It is steadier than the rate when the machine is shared.
// LOAD_TOOL (default autocannon): the rows of the web mix are sent by autocannon, the load tool the guide names, one
// instance per connection (one person, their cookie), each started once the one before has its first answer; each
// person stars the first task of their /tasks, which stays first (a quick add has no dates, and empty dates sort last).
// autocannon times a request from its writing to its answer's end. LOAD_TOOL=http sends them with Node's own client,
// as before 2026-11-28, whose times also hold its own event loop's delay before a request is written (p99 178 to 180
// ms against 150 to 151, the same build, alternating). The API mix, KILL_WORKER, the single requests and the checks
// always use Node's client.
// HOUSEHOLD (default 1; 0 to leave out; issue 55 point 5): the first four people are a household sharing two folders:
// the first shares "Household" with the other three and the second "Club", all as editors, each holding a sixth of
// its owner's tasks. Their
// lists then hold the shared tasks (read per owner, decision 390), each one's quick adds go into the other's shared
// folder (the task is that folder owner's, made by them), and after the rows a quick add by one member must show on
// every member's next /tasks from either worker.
// After the table, the server's own time per request at each row (its Server-Timing, from a request's arrival in Express
// to its head): the rest of a request's time is its wait for a turn of the worker's event loop (decision 262).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import autocannon from 'autocannon'
import http, { type IncomingHttpHeaders } from 'node:http'

const dataDir = process.env.BENCH_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'twentyfour-bench-mixed-'))
process.env.DATA_DIR = dataDir
const port = Number(process.env.BENCH_PORT ?? 3597)
const base = `http://localhost:${port}`
process.env.PUBLIC_URL = base
const PEOPLE = Number(process.env.PEOPLE ?? 20)
const TASKS = Number(process.env.TASKS ?? 2_500)
const SECONDS = Number(process.env.SECONDS ?? 15)
const CONNECTIONS = (process.env.CONNECTIONS ?? '4,40,100').split(',').map(Number)
const PROFILE = !!process.env.BENCH_PROFILE
const API = process.env.BENCH_MODE === 'api' || process.argv.includes('--api')
const TOKENS_PER_PERSON = Number(process.env.TOKENS_PER_PERSON ?? 30)
const KILL_WORKER = !!process.env.KILL_WORKER
const AUTOCANNON = (process.env.LOAD_TOOL ?? 'autocannon') === 'autocannon' && !API && !KILL_WORKER

if (!fs.existsSync('build/server/index.js')) throw new Error('No production build: run `npm run build` first.')

const { benchPerson, quickAddForm, serverUp, startProductionServer } = await import('./bench-kit')
const { db } = await import('~/lib/db.server')
const { tasks } = await import('#db/schema')
const { and, count, eq, isNull, like } = await import('drizzle-orm')
const { taskListPage } = await import('~/tasks/list-page.server')
const { incompleteTables } = await import('~/analytics/analytics.server')
const { getUserById } = await import('~/identity/users.server')
const { createPersonalToken } = await import('~/api/tokens.server')
const { childrenOf, cpuMsOf, rssKbOf, serverCpuMs } = await import('../tests/processes')

type Person = { id: string; cookie: string; added: number; tried: number; tokens: string[]; calls: number; firstTask?: string; /** a household member's quick adds go into this shared folder of another */ into?: string }
const people: Person[] = []
const started = performance.now()
for (let i = 0; i < PEOPLE; i++) {
	const { user, cookie } = await benchPerson('mixed', i, TASKS)
	const tokens = API ? Array.from({ length: TOKENS_PER_PERSON }, (_, t) => createPersonalToken(user.id, { name: `Bench ${t}`, access: 'write', expiry: 'none' }).token) : []
	people.push({ id: user.id, cookie, added: 0, tried: 0, tokens, calls: 0 })
}
console.log(`Seeded ${PEOPLE} people x ${TASKS} tasks in ${Math.round(performance.now() - started)} ms (DATA_DIR ${dataDir})`)
const HOUSEHOLD = process.env.HOUSEHOLD !== '0' && PEOPLE >= 4 ? people.slice(0, 4) : []
if (HOUSEHOLD.length) {
	const { shareWith } = await import('../tests/factories')
	// folders no one else has by that name (a quick add's #folder finds a person's own folder first), each holding the
	// tasks of one of the seed's folders (a sixth of the owner's)
	for (const [owner, name, from] of [[HOUSEHOLD[0]!, 'Household', 'Family'], [HOUSEHOLD[1]!, 'Club', 'Finances']] as const) {
		for (const member of HOUSEHOLD.filter((p) => p !== owner)) shareWith(owner.id, name, member.id, 'editor')
		db().update(tasks).set({ folder: name }).where(and(eq(tasks.ownerId, owner.id), eq(tasks.folder, from))).run()
	}
	HOUSEHOLD[0]!.into = 'Club'
	for (const member of HOUSEHOLD.slice(1)) member.into = 'Household'
	console.log('A household: the first 4 people share 2 folders ("Household" of the first, "Club" of the second; a sixth of their tasks each) as editors')
}
/** a quick add's form: a household member's goes into the other's shared folder (the #folder kept, as confirmed) */
const noteOf = (person: Person, n: number) =>
	person.into ? { ...quickAddForm(`${NOTE} ${n} #${person.into}`), keep: 'folder' } : quickAddForm(`${NOTE} ${n}`)

const profileDir = process.env.BENCH_PROFILE_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'twentyfour-mixed-prof-'))
/** the checks' and single requests' connections; each connection of a row has its own (`connection`) */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })
/**
 * One connection of a row, as the issue's mix and autocannon mean it: one socket, kept open, its requests one after the
 * other (a browser's tab). Until 2026-11-27 all connections shared one pool of sockets; side by side the figures were
 * the same.
 */
const connection = () => new http.Agent({ keepAlive: true, maxSockets: 1 })
type Kind = 'read' | 'after-change' | 'write'
/** `server`: the server's own time for the request (its Server-Timing), the rest of `ms` being the wait for a turn */
type Sample = { kind: Kind; ms: number; ok: boolean; server?: number }

type Method = 'GET' | 'POST' | 'PUT'
/** what a write sends: a form post from our own page (its Origin), answered by a redirect, or a JSON API call */
type Sent = { form: Record<string, string> } | { json: unknown }

/** one request: a page with the person's session cookie, a call of the JSON API (/api/) with their next token */
async function call(person: Person, method: Method, url: string, sent?: Sent, via = agent): Promise<{ ok: boolean; body: string; server?: number }> {
	// as a browser asks: compressed
	const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br' }
	if (url.startsWith('/api/')) headers.authorization = `Bearer ${person.tokens[person.calls++ % person.tokens.length]}`
	else headers.cookie = person.cookie
	let body: string | undefined
	if (sent && 'form' in sent) {
		headers['content-type'] = 'application/x-www-form-urlencoded'
		headers.origin = base
		body = new URLSearchParams(sent.form).toString()
	} else if (sent) {
		headers['content-type'] = 'application/json'
		body = JSON.stringify(sent.json)
	}
	if (body) headers['content-length'] = String(Buffer.byteLength(body))
	return new Promise((resolve, reject) => {
		const req = http.request(base + url, { method, headers, agent: via }, (res) => {
			const chunks: Buffer[] = []
			res.on('data', (c: Buffer) => chunks.push(c))
			res.on('end', () => {
				const status = res.statusCode ?? 0
				const raw = Buffer.concat(chunks)
				const encoding = res.headers['content-encoding']
				const text = (encoding === 'gzip' ? zlib.gunzipSync(raw) : encoding === 'br' ? zlib.brotliDecompressSync(raw) : raw).toString()
				const ok = method === 'GET' ? status === 200 : sent && 'form' in sent ? status === 302 || status === 303 : status === 200 || status === 201
				if (process.env.BENCH_DEBUG && !ok) console.log(method, url, status, text.slice(0, 200))
				resolve({ ok, body: text, server: Number(/app;dur=([\d.]+)/.exec(String(res.headers['server-timing']))?.[1]) })
			})
			res.on('error', reject)
		})
		req.on('error', reject)
		// a connection the primary was handing to a worker as it was killed is never answered (README): an error
		req.setTimeout(30_000, () => req.destroy(new Error(`${method} ${url}: no answer in 30 s`)))
		req.end(body)
	})
}

const firstTaskId = (html: string) => /\/tasks\/detail\/([0-9a-f-]{36})/.exec(html)?.[1]
const NOTE = 'Mixed load note'
/** a page of 25 open tasks through the API */
const apiPage = (person: Person) => `/api/v1/external/tasks/${person.id}/${encodeURIComponent('{"completed":"N"}')}?limit=25`
// (not one of the seed's repeating tasks: they have a rule but no repeat choice, which an update without `repeat` refuses)
const firstApiTask = (json: string) => (JSON.parse(json) as { data?: { _id: string; title: string; rrule: string }[] }).data?.find((t) => !t.rrule)
/** a star or un-star of a task, as the page's form or the API sends it */
const starOf = (id: string, title: string | undefined, on: boolean): [Method, string, Sent] =>
	title === undefined
		? ['POST', '/tasks', { form: { toggle: `star:${id}:${on ? 'Y' : 'N'}` } }]
		: ['PUT', '/api/v1/external/tasks', { json: { data: { _id: id, title, star: on ? 'Y' : 'N' } } }]

const timer = (person: Person, samples: Sample[], via: http.Agent) => async (kind: Kind, method: Method, url: string, sent?: Sent) => {
	const t = performance.now()
	const answer = await call(person, method, url, sent, via)
	samples.push({ kind, ms: performance.now() - t, ok: answer.ok, server: answer.server })
	return answer
}

/** the API's mix, once, for one person: a page, an update, a create, the page again */
async function apiRound(person: Person, samples: Sample[], n: number, via: http.Agent) {
	const timed = timer(person, samples, via)
	const task = firstApiTask((await timed('read', 'GET', apiPage(person))).body)
	if (task) await timed('write', ...starOf(task._id, task.title, n % 2 === 1))
	person.tried++
	const added = await timed('write', 'POST', '/api/v1/external/tasks', { json: { data: [{ title: `${NOTE} ${person.added + 1}` }] } })
	if (added.ok) person.added++
	await timed('after-change', 'GET', apiPage(person))
}

/** the mix, once, for one person; every request timed */
async function round(person: Person, samples: Sample[], n: number, via = agent) {
	if (API) return apiRound(person, samples, n, via)
	const timed = timer(person, samples, via)
	const list = await timed('read', 'GET', '/tasks')
	const id = firstTaskId(list.body)
	if (id) await timed('write', ...starOf(id, undefined, n % 2 === 1))
	await timed('after-change', 'GET', '/tasks')
	await timed('read', 'GET', '/tasks/todays-focus')
	await timed('read', 'GET', '/tasks/get-organized')
	person.tried++
	const added = await timed('write', 'POST', '/tasks/quick-add', {
		form: noteOf(person, person.added + 1),
	})
	if (added.ok) person.added++
	await timed('after-change', 'GET', '/tasks')
	await timed('read', 'GET', '/dashboard')
}

/**
 * A row through Node's client: the connections opened one after another before the clock starts, as a browser's are
 * over time, not in one burst (opened at once, each one's first request waited for all the others' set-up, and the
 * cluster's primary, handing each to a worker that was free at that moment, gave one worker up to half as many again
 * as the other), then each connection's rounds for SECONDS.
 */
async function httpRow(connections: number, samples: Sample[], clockStarts: () => void) {
	const vias = Array.from({ length: connections }, connection)
	for (const via of vias) await call(people[0]!, 'GET', '/healthz', undefined, via)
	clockStarts()
	const until = performance.now() + SECONDS * 1000
	await Promise.all(
		vias.map(async (via, c) => {
			const person = people[c % people.length]!
			for (let n = 1; performance.now() < until; n++) await round(person, samples, n, via).catch(() => samples.push({ kind: 'read', ms: 0, ok: false }))
			via.destroy()
		}),
	)
}

/** the kind of each request of a round, in the order the round sends them */
const ROUND_KINDS: Kind[] = ['read', 'write', 'after-change', 'read', 'read', 'write', 'after-change', 'read']

/**
 * A row of the web mix through autocannon: one instance per connection (one person), started one after another, each
 * once the one before has its first answer; then SECONDS of samples (`clockStarts` when they begin), then all stopped.
 */
async function autocannonRow(connections: number, samples: Sample[], clockStarts: () => void) {
	const instances: autocannon.Instance[] = []
	let recording = false
	for (let c = 0; c < connections; c++) {
		const person = people[c % people.length]!
		let stars = 0
		let server: number | undefined
		// the server's own time of each answer (read before autocannon reports the answer)
		const timing = (_status: number, _body: string, _context: object, headers?: IncomingHttpHeaders) =>
			void (server = Number(/app;dur=([\d.]+)/.exec(String(headers?.['Server-Timing'] ?? headers?.['server-timing']))?.[1]))
		const headers = { cookie: person.cookie, 'accept-encoding': 'gzip, deflate, br' }
		const form = { ...headers, 'content-type': 'application/x-www-form-urlencoded', origin: base }
		const get = (path: string) => ({ method: 'GET' as const, path, headers, onResponse: timing })
		const instance = autocannon({
			url: base,
			connections: 1,
			duration: 3600,
			requests: [
				get('/tasks'),
				{
					method: 'POST',
					path: '/tasks',
					headers: form,
					setupRequest: (req) => ({ ...req, body: new URLSearchParams({ toggle: `star:${person.firstTask}:${++stars % 2 ? 'Y' : 'N'}` }).toString() }),
					onResponse: timing,
				},
				get('/tasks'),
				get('/tasks/todays-focus'),
				get('/tasks/get-organized'),
				{
					method: 'POST',
					path: '/tasks/quick-add',
					headers: form,
					setupRequest: (req) => {
						person.tried++
						const note = noteOf(person, person.tried)
						return { ...req, body: new URLSearchParams(note).toString() }
					},
					onResponse: (status, ...rest) => {
						if (status === 302 || status === 303) person.added++
						timing(status, ...rest)
					},
				},
				get('/tasks'),
				get('/dashboard'),
			],
		}, () => {})
		let answered = 0
		await new Promise<void>((resolve) => {
			instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
				const kind = ROUND_KINDS[answered++ % ROUND_KINDS.length]!
				if (answered === 1) resolve()
				const ok = kind === 'write' ? status === 302 || status === 303 : status === 200
				if (recording) samples.push({ kind, ms, ok, server })
			})
			instance.on('reqError', () => void (recording && samples.push({ kind: 'read', ms: 0, ok: false })))
		})
		instances.push(instance)
	}
	recording = true
	clockStarts()
	await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000))
	recording = false
	const done = instances.map((instance) => new Promise((resolve) => instance.once('done', resolve)))
	for (const instance of instances) instance.stop()
	await Promise.all(done)
}

const stats = (times: number[]) => {
	const sorted = [...times].sort((a, b) => a - b)
	const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN
	return { p50: at(0.5), p99: at(0.99) }
}
const f = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-')

/** SIGKILL to one worker of the cluster whose primary is `primary` */
function killOneWorker(primary: number) {
	const [worker] = childrenOf(primary)
	if (!worker) return console.log('(no worker found to kill)')
	process.kill(worker, 'SIGKILL')
	console.log(`(worker ${worker} killed, halfway through this row)`)
}

// BENCH_MEMORY=1 (scripts/measure-memory.js, issue 52): the server's resident memory, all its processes, once idle after
// the start and again after the rows. BENCH_SERVER_CWD and BENCH_SERVER_NODE: another build (and its Node) to measure.
const MEMORY = !!process.env.BENCH_MEMORY
const server = startProductionServer({
	port,
	dataDir,
	profileDir: PROFILE ? profileDir : undefined,
	cwd: process.env.BENCH_SERVER_CWD,
	node: process.env.BENCH_SERVER_NODE,
})
const memory = async (label: string) => {
	await new Promise((r) => setTimeout(r, Number(process.env.BENCH_MEMORY_WAIT_MS ?? 10_000)))
	const pids = [server.pid!, ...childrenOf(server.pid!)]
	console.log(`Memory ${label}: ${(pids.reduce((sum, pid) => sum + rssKbOf(pid), 0) / 1024).toFixed(1)} MiB RSS in ${pids.length} processes`)
}
try {
	await serverUp(base)
	if (MEMORY) await memory('idle')
	// warm up: every person's pages once
	for (const person of people) await round(person, [], 0)
	// the task each person stars through autocannon (it stays first: see autocannonRow)
	if (AUTOCANNON) for (const person of people) person.firstTask = firstTaskId((await call(person, 'GET', '/tasks')).body)

	const mix = API ? 'JSON API mixed load (a page of 25 tasks, an update, a create, the page again)' : 'Mixed load'
	console.log(`\n${mix}, ${SECONDS} s per row (${PEOPLE} people x ${TASKS} tasks; server ${PROFILE ? '1 process, profiled' : 'production cluster'}; the load on the same machine, sent by ${AUTOCANNON ? 'autocannon' : "Node's HTTP client"})`)
	console.log('| connections | requests/s | p50 | p99 | first view after a change, p50 | writes, p50 | errors | server CPU per request | load tool CPU per request |')
	console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|')
	const ownTimes: string[] = []
	for (const [row, connections] of CONNECTIONS.entries()) {
		const samples: Sample[] = []
		let t0 = 0
		let cpu0 = 0
		let tool0 = process.cpuUsage()
		let primary0 = 0
		let kill: NodeJS.Timeout | undefined
		// once the row's connections are open
		const clockStarts = () => {
			t0 = performance.now()
			cpu0 = serverCpuMs(server.pid!)
			tool0 = process.cpuUsage()
			primary0 = cpuMsOf(server.pid!)
			if (KILL_WORKER && row === CONNECTIONS.length - 1) kill = setTimeout(() => killOneWorker(server.pid!), (SECONDS * 1000) / 2)
		}
		await (AUTOCANNON ? autocannonRow : httpRow)(connections, samples, clockStarts)
		clearTimeout(kill)
		const elapsed = (performance.now() - t0) / 1000
		const cpu = (serverCpuMs(server.pid!) - cpu0) / samples.length
		const toolUsage = process.cpuUsage(tool0)
		const tool = (toolUsage.user + toolUsage.system) / 1000 / samples.length
		if (process.env.BENCH_PRIMARY) console.log(`(primary: ${f((cpuMsOf(server.pid!) - primary0) / samples.length, 2)} ms per request)`)
		const all = stats(samples.map((s) => s.ms))
		const after = stats(samples.filter((s) => s.kind === 'after-change').map((s) => s.ms))
		const writes = stats(samples.filter((s) => s.kind === 'write').map((s) => s.ms))
		const errors = samples.filter((s) => !s.ok).length
		console.log(`| ${connections} | ${f(samples.length / elapsed)} | ${f(all.p50)} ms | ${f(all.p99)} ms | ${f(after.p50)} ms | ${f(writes.p50)} ms | ${errors} | ${f(cpu, 1)} ms | ${f(tool, 1)} ms |`)
		const own = stats(samples.map((s) => s.server ?? NaN).filter(Number.isFinite))
		ownTimes.push(`${connections} connections: p50 ${f(own.p50, 1)} ms, p99 ${f(own.p99, 1)} ms`)
	}
	console.log(`\nThe server's own time per request (its Server-Timing; the rest of each figure above is the wait for a turn): ${ownTimes.join('; ')}`)

	// single requests: a change, then the view after it (timed), one at a time
	const person = people[0]!
	const afterChange: number[] = []
	const byPage = new Map<string, number[]>()
	const write: number[] = []
	const quickAdd: number[] = []
	const serverByPage = new Map<string, number[]>()
	for (let n = 0; n < 60; n++) {
		const page = API ? apiPage(person) : n % 2 ? '/tasks' : '/dashboard'
		const shown = (await call(person, 'GET', API ? page : '/tasks')).body
		const task = API ? firstApiTask(shown)! : { _id: firstTaskId(shown)!, title: undefined }
		let t = performance.now()
		// the dashboard after a change it counts (a quick add: a star changes none of its numbers, decision 263)
		if (page === '/dashboard') {
			const form = quickAddForm(`Single request note ${n}`)
			await call(person, 'POST', '/tasks/quick-add', { form })
			quickAdd.push(performance.now() - t)
		} else {
			await call(person, ...starOf(task._id, task.title, n % 2 === 1))
			write.push(performance.now() - t)
		}
		t = performance.now()
		const view = await call(person, 'GET', page)
		afterChange.push(performance.now() - t)
		byPage.set(API ? 'the page' : page, [...(byPage.get(API ? 'the page' : page) ?? []), performance.now() - t])
		if (view.server !== undefined) serverByPage.set(API ? 'the page' : page, [...(serverByPage.get(API ? 'the page' : page) ?? []), view.server])
	}
	const views = API ? 'a page of 25 tasks through the API' : '/tasks after a star, /dashboard after a quick add'
	const adds = quickAdd.length ? `; a quick add, median ${f(stats(quickAdd).p50, 1)} ms` : ''
	console.log(`\nSingle requests: first view after a change (${views}), median ${f(stats(afterChange).p50, 1)} ms (${[...byPage].map(([page, ms]) => `${page} ${f(stats(ms).p50, 1)}`).join(', ')}); a write (star), median ${f(stats(write).p50, 1)} ms${adds}`)
	console.log(`The server's own time of those views (Server-Timing), median: ${[...serverByPage].map(([page, ms]) => `${page} ${f(stats(ms).p50, 1)} ms`).join(', ')}`)

	// nothing lost, nothing stale
	let lost = 0
	let stale = 0
	for (const p of people) {
		// the person's quick adds: their own, or (a household's) made by them in another's shared folder
		const theirs = p.into ? eq(tasks.createdBy, p.id) : and(eq(tasks.ownerId, p.id), isNull(tasks.createdBy))
		const saved = db().select({ n: count() }).from(tasks).where(and(theirs, like(tasks.title, `${NOTE} %`))).get()!.n
		// a quick add whose answer was cut (a worker killed) may be saved or not; one that was answered must be
		if (saved < p.added || saved > p.tried) lost++
		const page = (await call(p, 'GET', '/tasks')).body
		const shown = Number(/data-testid="task-count"[^>]*>(\d+)/.exec(page)?.[1] ?? NaN)
		const expected = taskListPage(new Request(`${base}/tasks`), {}, getUserById(p.id)!).total
		// and the dashboard's counts, kept between views by each worker (decision 263), are those of counting every task
		const user = getUserById(p.id)!
		const counted = incompleteTables(p.id, user.timezone).counts
		for (let i = 0; i < 2; i++) {
			const dashboard = (await call(p, 'GET', '/dashboard')).body
			const headline = (id: string) => Number(new RegExp(`data-testid="count-${id}"[^>]*><span[^>]*>(\\d+)`).exec(dashboard)?.[1] ?? NaN)
			if (headline('incomplete') !== counted.incomplete || headline('overdue') !== counted.overdue) stale++
		}
		if (shown !== expected) stale++
	}
	console.log(`Nothing lost: ${lost === 0 ? 'yes' : `no (${lost} people)`}; nothing stale: ${stale === 0 ? 'yes' : `no (${stale} people)`}`)
	if (HOUSEHOLD.length) {
		// each member's /tasks read four times (each worker keeps it), then one member's quick add into "Household": every
		// member's next four views must show it (the count is the database's and one more than before)
		const expectedOf = (p: Person) => taskListPage(new Request(`${base}/tasks`), {}, getUserById(p.id)!).total
		const shownOf = async (p: Person) => Number(/data-testid="task-count"[^>]*>(\d+)/.exec((await call(p, 'GET', '/tasks')).body)?.[1] ?? NaN)
		const before = HOUSEHOLD.map(expectedOf)
		for (const p of HOUSEHOLD) for (let i = 0; i < 4; i++) await shownOf(p)
		await call(HOUSEHOLD[2]!, 'POST', '/tasks/quick-add', { form: { ...quickAddForm(`${NOTE} household #Household`), keep: 'folder' } })
		let fresh = 0
		for (const [i, p] of HOUSEHOLD.entries()) {
			const expected = expectedOf(p)
			for (let n = 0; n < 4; n++) if (expected === before[i]! + 1 && (await shownOf(p)) === expected) fresh++
		}
		console.log(`One member's quick add on every household member's next /tasks (4 people x 4 views): ${fresh === 16 ? 'yes' : `no (${16 - fresh} of 16 views stale)`}`)
	}
	if (MEMORY) await memory('after the load')
} finally {
	server.kill('SIGTERM')
	await new Promise((r) => server.once('exit', r))
	agent.destroy()
}

if (PROFILE) {
	// where the server's time went: self time by package (or our file) and by function, from the profile it wrote
	const file = fs.readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'))
	if (file) {
		type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }
		const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] }
		const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
		const byPlace = new Map<string, number>()
		const byFunction = new Map<string, number>()
		let total = 0
		profile.samples.forEach((id, i) => {
			const frame = nodes.get(id)!.callFrame
			const us = profile.timeDeltas[i] ?? 0
			total += us
			const place = frame.url.includes('node_modules/') ? frame.url.split('node_modules/').pop()!.split('/')[0]! : frame.url.split('/').pop() || frame.functionName
			byPlace.set(place, (byPlace.get(place) ?? 0) + us)
			const fn = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber}`
			byFunction.set(fn, (byFunction.get(fn) ?? 0) + us)
		})
		const top = (m: Map<string, number>, n: number) =>
			[...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, us]) => `  ${((100 * us) / total).toFixed(1).padStart(5)}%  ${k}`).join('\n')
		console.log(`\nServer CPU profile (${(total / 1e6).toFixed(1)} s sampled): by package or file\n${top(byPlace, 15)}\nby function\n${top(byFunction, 20)}`)
	}
}
if (!process.env.BENCH_PROFILE_DIR) fs.rmSync(profileDir, { recursive: true, force: true })
if (!process.env.BENCH_DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true })
