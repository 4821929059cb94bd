// `npm run bench:caldav`: CalDAV for a person with 10,000 tasks created from a client (issue 50.2: a first full sync
// by vdirsyncer under 5 s, a calendar-multiget of 500 hrefs under 300 ms of server time, a sync with no change under
// 50 ms). Real HTTP against the app (server/index.ts createApp) on 127.0.0.1. The tasks arrive as a client sends
// them: one PUT each, shaped as Thunderbird writes (TZID, CATEGORIES, X- properties, an alarm; every tenth a sub-task
// of the one before). Then: Debian's vdirsyncer syncs the lists into an empty folder (the first sync: a PROPFIND of
// each list and one calendar-multiget of all its hrefs), a calendar-multiget of 500 hrefs, the sync-collection REPORTs
// of a client that syncs by token (full, then with no change), and vdirsyncer again with nothing changed. Server time
// is the sum of the answers' Server-Timing app;dur. Runs in a temporary DATA_DIR unless BENCH_DATA_DIR is set;
// FROM=app seeds the tasks straight into the database as the web app would (the old bench).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'

const dataDir = process.env.BENCH_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'twentyfour-bench-caldav-'))
process.env.DATA_DIR = dataDir
// the tasks arrive as fast as the server takes them: far past the per-app-password limit of a real client
process.env.DAV_RATE_LIMIT ??= '1000000'
const COUNT = Number(process.env.TASKS ?? 10_000)
const ITERATIONS = Number(process.env.ITERATIONS ?? 5)
const FROM_APP = process.env.FROM === 'app'

const { enroll } = await import('~/identity/enrollment.server')
const { getUserById } = await import('~/identity/users.server')
const { createPersonalToken } = await import('~/api/tokens.server')
const { seedTasks } = await import('./task-seed')
const { createApp, prepare } = await import('../server/index')

await prepare({ background: false })
/**
 * BENCH_DATA_DIR kept from an earlier run (its bench-caldav.json names the person and their app password): the tasks
 * are there already, so the measures run without the minutes of PUTs (10,000 took 7 to 10 minutes on a busy machine)
 */
const stateFile = path.join(dataDir, 'bench-caldav.json')
const kept = fs.existsSync(stateFile) ? (JSON.parse(fs.readFileSync(stateFile, 'utf8')) as { userId: string; email: string; token: string; count: number }) : null
let user: NonNullable<ReturnType<typeof getUserById>>
let identity = { email: kept?.email ?? `bench-${Date.now()}@example.com` }
let token: string
if (kept) {
	user = getUserById(kept.userId)!
	token = kept.token
} else {
	const who = { subject: `bench|${Date.now()}`, email: identity.email, givenName: 'Bench', familyName: 'User', picture: null }
	user = enroll(who, {
		firstName: 'Bench', lastName: 'User', goesBy: 'Bench', timezone: 'Europe/London', country: 'GB',
		loadDefaults: 'Y', subscriptionTier: 'free', privacyPolicy: 'Y', userAgreement: 'Y',
	})
	identity = { email: who.email }
	token = createPersonalToken(user.id, { name: 'bench', access: 'write', expiry: 'none' }).token
}
const auth = `Basic ${Buffer.from(`${identity.email}:${token}`).toString('base64')}`
/** the phases to run (PHASES=listing,clients for instance); all of them by default */
const PHASES = new Set((process.env.PHASES ?? 'vdirsyncer,listing,clients,multiget,sync').split(','))

const server = createApp().listen(0, '127.0.0.1')
// a busy machine can let a kept-alive socket idle past Node's 5 s and close under the next request
server.keepAliveTimeout = 120_000
await new Promise((resolve) => server.once('listening', resolve))
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
/** the server's time on every answer, summed between mark() and spent() */
let serverTotal = 0
/**
 * every answer: its request, status, size, server time and the process's CPU from its arrival to its last byte handed
 * to the socket (the server's own CPU when the client is another process and one request is in flight)
 */
type Answered = { method: string; url: string; depth: string; status: number; bytes: number; server: number; cpu: number }
let answered: Answered[] = []
server.on('request', (req, res) => {
	const cpu = process.cpuUsage()
	res.once('finish', () => {
		const used = process.cpuUsage(cpu)
		const server = Number(/app;dur=([\d.]+)/.exec(String(res.getHeader('server-timing') ?? ''))?.[1] ?? 0)
		serverTotal += server
		answered.push({ method: req.method!, url: req.url!, depth: String(req.headers.depth ?? ''), status: res.statusCode, bytes: Number(res.getHeader('content-length') ?? 0), server, cpu: (used.user + used.system) / 1000 })
	})
})
/** the answers since the last call, one line each (BENCH_LOG=1 prints those of a no-change vdirsyncer sync) */
function answers() {
	const out = answered
	answered = []
	return out
}
const described = (a: Answered) => `${a.method} ${a.url} (depth ${a.depth || '-'}): ${a.status}, ${a.bytes} bytes, ${a.server.toFixed(1)} ms server, ${a.cpu.toFixed(1)} ms CPU`

async function dav(method: string, url: string, body: string, headers: Record<string, string> = {}) {
	const send = () => fetch(base + url, { method, headers: { authorization: auth, depth: '1', 'content-type': 'application/xml', ...headers }, body })
	const res = await send().catch(send)
	const text = await res.text()
	if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 200)}`)
	return { text, server: Number(/app;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? NaN) }
}

/** a task as Thunderbird writes it */
const clientTodo = (n: number) =>
	[
		'BEGIN:VCALENDAR', 'PRODID:-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN', 'VERSION:2.0',
		'BEGIN:VTIMEZONE', 'TZID:Europe/Berlin', 'BEGIN:DAYLIGHT', 'TZOFFSETFROM:+0100', 'TZOFFSETTO:+0200', 'TZNAME:CEST',
		'DTSTART:19700329T020000', 'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU', 'END:DAYLIGHT', 'BEGIN:STANDARD', 'TZOFFSETFROM:+0200',
		'TZOFFSETTO:+0100', 'TZNAME:CET', 'DTSTART:19701025T030000', 'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU', 'END:STANDARD', 'END:VTIMEZONE',
		'BEGIN:VTODO', `CREATED:20261101T09${String(n % 60).padStart(2, '0')}00Z`, 'LAST-MODIFIED:20261101T100000Z', 'DTSTAMP:20261101T100000Z',
		`UID:bench-${n}-${'0'.repeat(8)}`, `SUMMARY:Client task ${n}`, `DUE;TZID=Europe/Berlin:202612${String((n % 28) + 1).padStart(2, '0')}T170000`,
		'CATEGORIES:Errands,Home', `PRIORITY:${n % 10}`, 'SEQUENCE:1', 'X-MOZ-GENERATION:2', ...(n % 10 === 1 ? [`RELATED-TO:bench-${n - 1}-${'0'.repeat(8)}`] : []),
		'BEGIN:VALARM', 'ACTION:DISPLAY', 'TRIGGER;RELATED=END:-PT15M', 'DESCRIPTION:Default Mozilla Description', 'END:VALARM',
		'END:VTODO', 'END:VCALENDAR', '',
	].join('\r\n')

const list = `/dav/${user.id}/no-folder/`
const createdAt = performance.now()
if (kept) console.log(`${kept.count} tasks kept in ${dataDir} from an earlier run`)
else if (FROM_APP) seedTasks(user.id, COUNT, user.timezone)
else {
	for (let n = 0; n < COUNT; n += 8) {
		await Promise.all(Array.from({ length: Math.min(8, COUNT - n) }, (_, i) => dav('PUT', `${list}bench-${n + i}.ics`, clientTodo(n + i), { 'content-type': 'text/calendar', 'if-none-match': '*' })))
	}
}
if (!kept) {
	fs.writeFileSync(stateFile, JSON.stringify({ userId: user.id, email: identity.email, token, count: COUNT }))
	console.log(`${COUNT} tasks ${FROM_APP ? 'seeded as the web app makes them' : 'created by PUT from a client'} in ${((performance.now() - createdAt) / 1000).toFixed(1)} s`)
}

const count = kept?.count ?? COUNT
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const f = (n: number) => `${n.toFixed(1)} ms`
const load = () => os.loadavg().map((n) => n.toFixed(1)).join(' / ')
console.log(`load average at the start of the measures: ${load()}`)

/** a client run beside the server (spawned: the server answers it from this same event loop), its own CPU by /usr/bin/time */
async function timed(command: string, args: string[], input = '') {
	serverTotal = 0
	const started = performance.now()
	const cpu = process.cpuUsage()
	const child = spawn('/usr/bin/time', ['-f', '%U %S', command, ...args])
	let out = ''
	child.stdout.on('data', (d) => (out += d))
	child.stderr.on('data', (d) => (out += d))
	child.stdin.end(input)
	const status = await new Promise((resolve) => child.once('close', resolve))
	if (status !== 0) throw new Error(`${command} ${args.join(' ')}: ${out}`)
	const [user, system] = out.trim().split('\n').at(-1)!.split(' ').map(Number) as [number, number]
	const used = process.cpuUsage(cpu)
	return { wall: performance.now() - started, server: serverTotal, serverCpu: (used.user + used.system) / 1000, client: (user + system) * 1000, out }
}
type Timed = Awaited<ReturnType<typeof timed>>
const v = (r: Timed, who = 'vdirsyncer') => `${f(r.wall)} wall, ${f(r.server)} server (${f(r.serverCpu)} of its CPU), ${f(r.client)} ${who}'s CPU`

if (PHASES.has('vdirsyncer')) {
	// vdirsyncer, as a person runs it: discover, then the first sync into an empty folder, then a sync with no change
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twentyfour-bench-vdirsyncer-'))
	const q = (s: string) => JSON.stringify(s)
	fs.writeFileSync(
		path.join(dir, 'config'),
		`[general]\nstatus_path = ${q(path.join(dir, 'status'))}\n\n[pair p]\na = "remote"\nb = "local"\ncollections = ["from a"]\n\n` +
			`[storage remote]\ntype = "caldav"\nurl = ${q(`${base}/`)}\nusername = ${q(identity.email)}\npassword = ${q(token)}\nitem_types = ["VTODO"]\n\n` +
			`[storage local]\ntype = "filesystem"\npath = ${q(`${dir}/local/`)}\nfileext = ".ics"\n`,
	)
	const vdirsyncer = (command: string) => timed('vdirsyncer', ['-c', path.join(dir, 'config'), command], 'y\n'.repeat(20))
	await vdirsyncer('discover')
	answers()
	const first = await vdirsyncer('sync')
	const firstRequests = answers()
	const files = fs.readdirSync(path.join(dir, 'local')).reduce((n, d) => n + fs.readdirSync(path.join(dir, 'local', d)).length, 0)
	const unchanged = [await vdirsyncer('sync'), await vdirsyncer('sync'), await vdirsyncer('sync')]
	const requests = answers()
	console.log(`vdirsyncer first sync of ${files} tasks: ${v(first)}`)
	console.log(`... ${firstRequests.length} requests, ${(firstRequests.reduce((n, a) => n + a.bytes, 0) / 1e6).toFixed(1)} MB of answers, the requests' own CPU ${f(firstRequests.reduce((n, a) => n + a.cpu, 0))}`)
	console.log(`vdirsyncer sync with no change (median of 3): ${v(unchanged.sort((a, b) => a.wall - b.wall)[1]!)}`)
	console.log(`... ${requests.length / 3} requests each, ${requests.reduce((n, a) => n + a.bytes, 0) / 3} bytes of answers, the requests' own CPU ${f(requests.reduce((n, a) => n + a.cpu, 0) / 3)}`)
	if (process.env.BENCH_LOG) for (const a of requests.slice(0, requests.length / 3)) console.log(`    ${described(a)}`)
	fs.rmSync(dir, { recursive: true, force: true })
}

/** one request's server time and the bench process's CPU over it (the server's, and this client's parse of the answer) */
async function measured(method: string, url: string, body: string, headers: Record<string, string> = {}) {
	const cpu = process.cpuUsage()
	const started = performance.now()
	const answer = await dav(method, url, body, headers)
	const used = process.cpuUsage(cpu)
	return { ...answer, wall: performance.now() - started, cpu: (used.user + used.system) / 1000 }
}
const medians = (runs: { server: number; cpu: number; wall: number }[]) =>
	`${f(median(runs.map((r) => r.server)))} server, ${f(median(runs.map((r) => r.cpu)))} of its CPU, ${f(median(runs.map((r) => r.wall)))} wall`

/** the listing of hrefs and ETags a vdirsyncer sync starts with (its calendar-query; a PROPFIND without item_types) */
const LISTING = `<?xml version="1.0" encoding="utf-8" ?><C:calendar-query xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><prop><getcontenttype/><getetag/></prop><C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VTODO"></C:comp-filter></C:comp-filter></C:filter></C:calendar-query>`
const PROPFIND = `<?xml version="1.0" encoding="utf-8" ?><propfind xmlns="DAV:"><prop><resourcetype/><getcontenttype/><getetag/></prop></propfind>`
const hrefsOf = (text: string) => [...text.matchAll(/<d:href>([^<]+\.ics)<\/d:href>/g)].map((m) => m[1]!)

if (PHASES.has('listing')) {
	const queries: Awaited<ReturnType<typeof measured>>[] = []
	const propfinds: Awaited<ReturnType<typeof measured>>[] = []
	for (let i = 0; i < ITERATIONS; i++) {
		queries.push(await measured('REPORT', list, LISTING))
		propfinds.push(await measured('PROPFIND', list, PROPFIND))
	}
	console.log(`listing of ${hrefsOf(queries[0]!.text).length} ETags by calendar-query (median of ${ITERATIONS}): ${medians(queries)}`)
	console.log(`listing of ${hrefsOf(propfinds[0]!.text).length} ETags by PROPFIND (median of ${ITERATIONS}): ${medians(propfinds)}`)
	// the same listings by curl (another process, which parses nothing), so the CPU of each request is the server's
	// alone: right after a change of one task of the person (nothing kept can serve it), then again with no change
	const { db } = await import('~/lib/db.server')
	const touch = db().$client.prepare(`update tasks set title = title where id = (select id from tasks where owner_id = ? limit 1)`)
	const files = { REPORT: LISTING, PROPFIND }
	for (const [method, body] of Object.entries(files)) {
		const file = path.join(os.tmpdir(), `twentyfour-bench-listing-${process.pid}.xml`)
		fs.writeFileSync(file, body)
		const byCurl = () => timed('curl', ['-sS', '-o', '/dev/null', '-X', method, '-H', `authorization: ${auth}`, '-H', 'depth: 1', '-H', 'content-type: application/xml', '--data-binary', `@${file}`, base + list])
		const after: Answered[] = []
		const same: Answered[] = []
		for (let i = 0; i < ITERATIONS; i++) {
			touch.run(user.id)
			answers()
			await byCurl()
			after.push(...answers())
			await byCurl()
			same.push(...answers())
		}
		fs.rmSync(file)
		const line = (runs: Answered[]) =>
			`${f(median(runs.map((r) => r.server)))} server, ${f(median(runs.map((r) => r.cpu)))} of its CPU (${(runs[0]!.bytes / 1e6).toFixed(2)} MB)`
		console.log(`listing by ${method === 'REPORT' ? 'calendar-query' : 'PROPFIND'} by curl, median of ${ITERATIONS}: after a change ${line(after)}; with no change ${line(same)}`)
		if (process.env.BENCH_LOG) for (const a of [...after, ...same]) console.log(`    ${described(a)}`)
	}
}

if (PHASES.has('clients')) {
	// the first sync of the whole list by clients that are not the bottleneck (issue 50.B): Debian's python3-caldav
	// fetching every todo, and the requests of vdirsyncer's first sync (its listing, then one calendar-multiget of
	// every href: vdirsyncer 0.19 asks for all in one) replayed with curl, which parses nothing
	const script = `import caldav, sys\nc = caldav.DAVClient(url=sys.argv[1], username=sys.argv[2], password=sys.argv[3])\n` +
		`todos = c.calendar(url=sys.argv[4]).todos(include_completed=True)\nprint(len(todos))\n`
	const started = performance.now()
	const listing = await measured('REPORT', list, LISTING)
	const hrefs = hrefsOf(listing.text)
	const body = `<?xml version="1.0" encoding="utf-8" ?><C:calendar-multiget xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><prop><getetag/><C:calendar-data/></prop>${hrefs.map((h) => `<href>${h}</href>`).join('\n')}</C:calendar-multiget>`
	const file = path.join(os.tmpdir(), `twentyfour-bench-multiget-${process.pid}.xml`)
	fs.writeFileSync(file, body)
	const curl = await timed('curl', ['-sS', '-o', '/dev/null', '-w', '%{http_code} %{size_download}\\n', '-X', 'REPORT', '-H', `authorization: ${auth}`, '-H', 'depth: 1', '-H', 'content-type: application/xml', '--data-binary', `@${file}`, base + list])
	fs.rmSync(file)
	if (!curl.out.startsWith('207')) throw new Error(`the replayed multiget: ${curl.out}`)
	console.log(
		`vdirsyncer's first-sync requests replayed: listing ${f(listing.server)} server (${f(listing.cpu)} CPU), multiget of ${hrefs.length} hrefs by curl ` +
			`${v(curl, 'curl')} (${(Number(/^207 (\d+)/.exec(curl.out)![1]) / 1e6).toFixed(1)} MB); both ${f(performance.now() - started)} wall`,
	)
	const py = await timed('/usr/bin/python3', ['-c', script, base + list, identity.email, token, base + list])
	console.log(`python3-caldav todos() of ${py.out.trim().split('\n')[0]} tasks: ${v(py, 'python3-caldav')}`)
}

if (PHASES.has('multiget')) {
	// a calendar-multiget of 500 hrefs, with ETags and data
	const hrefs = Array.from({ length: 500 }, (_, i) => `<d:href>${list}bench-${Math.floor((i * count) / 500)}.ics</d:href>`).join('')
	const multiget = `<c:calendar-multiget xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/><c:calendar-data/></d:prop>${hrefs}</c:calendar-multiget>`
	const runs: Awaited<ReturnType<typeof measured>>[] = []
	for (let i = 0; i < ITERATIONS; i++) {
		const answer = await measured('REPORT', list, multiget)
		if (!FROM_APP && answer.text.split('<c:calendar-data>').length - 1 !== 500) throw new Error('the multiget did not answer 500 objects')
		runs.push(answer)
	}
	console.log(`calendar-multiget of 500 hrefs with data (median of ${ITERATIONS}): ${medians(runs)}`)
}

if (PHASES.has('sync')) {
	// a client syncing by token: the whole list, then with no change
	const sync = (token = '') =>
		`<d:sync-collection xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:sync-token>${token}</d:sync-token><d:sync-level>1</d:sync-level><d:prop><d:getetag/><c:calendar-data/></d:prop></d:sync-collection>`
	const fullSync: number[] = []
	const noChange: number[] = []
	for (let i = 0; i < ITERATIONS; i++) {
		const answer = await dav('REPORT', list, sync())
		fullSync.push(answer.server)
		const again = await dav('REPORT', list, sync(/<d:sync-token>([^<]+)<\/d:sync-token>/.exec(answer.text)![1]!))
		if (again.text.includes('<d:response>')) throw new Error('an unchanged list reported changes')
		noChange.push(again.server)
	}
	console.log(`sync-collection of the whole list with data (median of ${ITERATIONS}): ${f(median(fullSync))} server`)
	console.log(`sync-collection with no change (median of ${ITERATIONS}): ${f(median(noChange))} server`)
}
console.log(`load average at the end: ${load()}`)
server.close()
if (!process.env.BENCH_DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true })
process.exit(0)
