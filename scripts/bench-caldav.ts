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
const { createPersonalToken } = await import('~/api/tokens.server')
const { seedTasks } = await import('./task-seed')
const { createApp, prepare } = await import('../server/index')

await prepare({ background: false })
const identity = { subject: `bench|${Date.now()}`, email: `bench-${Date.now()}@example.com`, givenName: 'Bench', familyName: 'User', picture: null }
const user = enroll(identity, {
	firstName: 'Bench', lastName: 'User', goesBy: 'Bench', timezone: 'Europe/London', country: 'GB',
	loadDefaults: 'Y', subscriptionTier: 'free', privacyPolicy: 'Y', userAgreement: 'Y',
})
const { token } = createPersonalToken(user.id, { name: 'bench', access: 'write', expiry: 'none' })
const auth = `Basic ${Buffer.from(`${identity.email}:${token}`).toString('base64')}`

const server = createApp().listen(0, '127.0.0.1')
// a busy machine can let a kept-alive socket idle past Node's 5 s and close under the next request
server.keepAliveTimeout = 120_000
await new Promise((resolve) => server.once('listening', resolve))
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
/** the server's time on every answer, summed between mark() and spent() */
let serverTotal = 0
server.on('request', (_req, res) => res.once('finish', () => (serverTotal += Number(/app;dur=([\d.]+)/.exec(String(res.getHeader('server-timing') ?? ''))?.[1] ?? 0))))

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
if (FROM_APP) seedTasks(user.id, COUNT, user.timezone)
else {
	for (let n = 0; n < COUNT; n += 8) {
		await Promise.all(Array.from({ length: Math.min(8, COUNT - n) }, (_, i) => dav('PUT', `${list}bench-${n + i}.ics`, clientTodo(n + i), { 'content-type': 'text/calendar', 'if-none-match': '*' })))
	}
}
console.log(`${COUNT} tasks ${FROM_APP ? 'seeded as the web app makes them' : 'created by PUT from a client'} in ${((performance.now() - createdAt) / 1000).toFixed(1)} s`)

// vdirsyncer, as a person runs it: discover, then the first sync into an empty folder, then a sync with no change
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twentyfour-bench-vdirsyncer-'))
const q = (s: string) => JSON.stringify(s)
fs.writeFileSync(
	path.join(dir, 'config'),
	`[general]\nstatus_path = ${q(path.join(dir, 'status'))}\n\n[pair p]\na = "remote"\nb = "local"\ncollections = ["from a"]\n\n` +
		`[storage remote]\ntype = "caldav"\nurl = ${q(`${base}/`)}\nusername = ${q(identity.email)}\npassword = ${q(token)}\nitem_types = ["VTODO"]\n\n` +
		`[storage local]\ntype = "filesystem"\npath = ${q(`${dir}/local/`)}\nfileext = ".ics"\n`,
)
/** vdirsyncer run beside the server (spawned, not spawnSync: the server answers it from this same event loop) */
async function vdirsyncer(command: string) {
	serverTotal = 0
	const started = performance.now()
	const cpu = process.cpuUsage()
	const child = spawn('/usr/bin/time', ['-f', '%U %S', 'vdirsyncer', '-c', path.join(dir, 'config'), command])
	let out = ''
	child.stdout.on('data', (d) => (out += d))
	child.stderr.on('data', (d) => (out += d))
	child.stdin.end('y\n'.repeat(20))
	const status = await new Promise((resolve) => child.once('close', resolve))
	if (status !== 0) throw new Error(`vdirsyncer ${command}: ${out}`)
	const [user, system] = out.trim().split('\n').at(-1)!.split(' ').map(Number) as [number, number]
	const used = process.cpuUsage(cpu)
	return { wall: performance.now() - started, server: serverTotal, serverCpu: (used.user + used.system) / 1000, client: (user + system) * 1000 }
}
await vdirsyncer('discover')
const first = await vdirsyncer('sync')
const files = fs.readdirSync(path.join(dir, 'local')).reduce((n, d) => n + fs.readdirSync(path.join(dir, 'local', d)).length, 0)
const unchanged = [await vdirsyncer('sync'), await vdirsyncer('sync'), await vdirsyncer('sync')]

// a calendar-multiget of 500 hrefs, with ETags and data
const hrefs = Array.from({ length: 500 }, (_, i) => `<d:href>${list}bench-${Math.floor((i * COUNT) / 500)}.ics</d:href>`).join('')
const multiget = `<c:calendar-multiget xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/><c:calendar-data/></d:prop>${hrefs}</c:calendar-multiget>`
const multigets: number[] = []
/** the process's CPU time over each request, bench client included: a measure a busy machine does not inflate */
const multigetCpu: number[] = []
for (let i = 0; i < ITERATIONS; i++) {
	const cpu = process.cpuUsage()
	const answer = await dav('REPORT', list, multiget)
	const used = process.cpuUsage(cpu)
	multigetCpu.push((used.user + used.system) / 1000)
	if (!FROM_APP && answer.text.split('<c:calendar-data>').length - 1 !== 500) throw new Error('the multiget did not answer 500 objects')
	multigets.push(answer.server)
}

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
server.close()

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const f = (n: number) => `${n.toFixed(1)} ms`
const v = (r: { wall: number; server: number; serverCpu: number; client: number }) =>
	`${f(r.wall)} wall, ${f(r.server)} server (${f(r.serverCpu)} of its CPU), ${f(r.client)} vdirsyncer's CPU`
console.log(`vdirsyncer first sync of ${files} tasks: ${v(first)}`)
console.log(`vdirsyncer sync with no change (median of 3): ${v(unchanged.sort((a, b) => a.wall - b.wall)[1]!)}`)
console.log(`calendar-multiget of 500 hrefs with data (median of ${ITERATIONS}): ${f(median(multigets))} server, ${f(median(multigetCpu))} of its CPU`)
console.log(`sync-collection of the whole list with data (median of ${ITERATIONS}): ${f(median(fullSync))} server`)
console.log(`sync-collection with no change (median of ${ITERATIONS}): ${f(median(noChange))} server`)
fs.rmSync(dir, { recursive: true, force: true })
process.exit(0)
