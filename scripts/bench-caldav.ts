// `npm run bench:caldav`: CalDAV for a person with 10,000 tasks (issue 28: the first full sync under 5 s, an
// incremental sync with no changes under 50 ms of server time). Real HTTP against the app (server/index.ts createApp)
// on 127.0.0.1, as a client syncs: PROPFIND of the calendar home (Depth 1), then per task list a sync-collection
// REPORT with ETags and the iCalendar data (the full sync); then the same REPORTs with the sync tokens received (no
// change: empty answers). Server time is each answer's Server-Timing app;dur. Runs in a temporary DATA_DIR unless
// BENCH_DATA_DIR is set.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'

const dataDir = process.env.BENCH_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'twentyfour-bench-caldav-'))
process.env.DATA_DIR = dataDir
const COUNT = Number(process.env.TASKS ?? 10_000)
const ITERATIONS = Number(process.env.ITERATIONS ?? 5)

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
seedTasks(user.id, COUNT, user.timezone)
const { token } = createPersonalToken(user.id, { name: 'bench', access: 'read', expiry: 'none' })
const auth = `Basic ${Buffer.from(`${identity.email}:${token}`).toString('base64')}`

const server = createApp().listen(0, '127.0.0.1')
await new Promise((resolve) => server.once('listening', resolve))
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

async function dav(method: string, url: string, body: string, depth = '1') {
	const res = await fetch(base + url, { method, headers: { authorization: auth, depth, 'content-type': 'application/xml' }, body })
	const text = await res.text()
	if (res.status !== 207) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 200)}`)
	const server = Number(/app;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? NaN)
	return { text, server }
}
const sync = (token = '') =>
	`<d:sync-collection xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:sync-token>${token}</d:sync-token><d:sync-level>1</d:sync-level><d:prop><d:getetag/><c:calendar-data/></d:prop></d:sync-collection>`

const full: { wall: number; server: number; objects: number; bytes: number }[] = []
const incremental: { wall: number; server: number; perRequest: number[] }[] = []
for (let i = 0; i < ITERATIONS; i++) {
	const started = performance.now()
	const home = await dav('PROPFIND', `/dav/${user.id}/`, '<d:propfind xmlns:d="DAV:"><d:prop><d:resourcetype/><d:displayname/><d:sync-token/></d:prop></d:propfind>')
	const lists = [...home.text.matchAll(/<d:href>([^<]+)<\/d:href><d:propstat><d:prop><d:resourcetype><d:collection\/><c:calendar\/>/g)].map((m) => m[1]!)
	let server = home.server
	let objects = 0
	let bytes = 0
	const tokens: string[] = []
	for (const list of lists) {
		const answer = await dav('REPORT', list, sync())
		server += answer.server
		objects += answer.text.split('<d:response>').length - 1
		bytes += answer.text.length
		tokens.push(/<d:sync-token>([^<]+)<\/d:sync-token>/.exec(answer.text)![1]!)
	}
	full.push({ wall: performance.now() - started, server, objects, bytes })
	const again = performance.now()
	const perRequest: number[] = []
	for (const [n, list] of lists.entries()) {
		const answer = await dav('REPORT', list, sync(tokens[n]))
		if (answer.text.includes('<d:response>')) throw new Error('an unchanged list reported changes')
		perRequest.push(answer.server)
	}
	incremental.push({ wall: performance.now() - again, server: perRequest.reduce((a, b) => a + b, 0), perRequest })
}
server.close()

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const f = (n: number) => `${n.toFixed(1)} ms`
console.log(`${full[0]!.objects} tasks in ${incremental[0]!.perRequest.length} task lists, ${(full[0]!.bytes / 1024 / 1024).toFixed(1)} MB of multistatus`)
console.log(`first full sync (PROPFIND home + sync-collection with calendar-data per list, ${ITERATIONS} runs): median ${f(median(full.map((r) => r.wall)))} wall, ${f(median(full.map((r) => r.server)))} server`)
console.log(
	`incremental sync, no changes (one sync-collection per list): median ${f(median(incremental.map((r) => r.server)))} server for all lists, ` +
		`${f(median(incremental.flatMap((r) => r.perRequest)))} per list, ${f(median(incremental.map((r) => r.wall)))} wall`,
)
process.exit(0)
