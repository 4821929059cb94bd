// `npm run bench:caldav` (issue 28's budgets): a person with 10,000 tasks synced over CalDAV against the production
// server, as a client does it. The first full sync: the lists (PROPFIND depth 1 of the calendar home), each list's
// ETags (PROPFIND depth 1), then every object's data in calendar-multiget batches of 100 (budget 5 s). An incremental
// sync with no change: a sync-collection with the current token on every list (budget 50 ms of server time, read from
// the Server-Timing header). Needs a build (`npm run build`). Figures for the README; no timed assertion.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'twentyfour-bench-caldav-'))
process.env.DATA_DIR = dataDir
const port = Number(process.env.BENCH_PORT ?? 3599)
const base = `http://localhost:${port}`
process.env.PUBLIC_URL = base
const COUNT = Number(process.env.TASKS ?? 10_000)
const RUNS = Number(process.env.RUNS ?? 5)
if (!fs.existsSync('build/server/index.js')) throw new Error('No production build: run `npm run build` first.')

const { enroll } = await import('~/identity/enrollment.server')
const { createPersonalToken } = await import('~/api/tokens.server')
const { seedTasks } = await import('./task-seed')
const email = `bench-${Date.now()}@example.com`
const user = enroll({ subject: `bench|${Date.now()}`, email, givenName: 'Bench', familyName: 'User', picture: null }, {
	firstName: 'Bench', lastName: 'User', goesBy: 'Bench', timezone: 'Europe/London', country: 'GB',
	loadDefaults: 'Y', subscriptionTier: 'free', privacyPolicy: 'Y', userAgreement: 'Y',
})
console.log(`Seeded ${seedTasks(user.id, COUNT, user.timezone)} tasks (DATA_DIR ${dataDir})`)
const { token } = createPersonalToken(user.id, { name: 'bench', access: 'read', expiry: 'none' })
const auth = `Basic ${Buffer.from(`${email}:${token}`).toString('base64')}`

const server = spawn(process.execPath, ['server.js'], { env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir }, stdio: 'ignore' })
let serverMs = 0
async function dav(method: string, url: string, body: string, depth = '1') {
	const response = await fetch(`${base}${url}`, { method, headers: { Authorization: auth, Depth: depth, 'Content-Type': 'application/xml' }, body })
	serverMs += Number(/app;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? 0)
	const text = await response.text()
	if (response.status !== 207) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 200)}`)
	return text
}
const hrefs = (xml: string) => [...xml.matchAll(/<d:response><d:href>([^<]+)<\/d:href>/g)].map((m) => m[1]!)
const etags = '<d:propfind xmlns:d="DAV:"><d:prop><d:getetag/><d:resourcetype/></d:prop></d:propfind>'
const multiget = (list: string[]) =>
	`<c:calendar-multiget xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/><c:calendar-data/></d:prop>${list.map((h) => `<d:href>${h}</d:href>`).join('')}</c:calendar-multiget>`
const sync = (token: string) => `<d:sync-collection xmlns:d="DAV:"><d:sync-token>${token}</d:sync-token><d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop></d:sync-collection>`

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
try {
	for (let i = 0; i < 300; i++) {
		if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) break
		await new Promise((r) => setTimeout(r, 100))
	}
	const full: { wall: number; server: number; objects: number; bytes: number }[] = []
	const incremental: { wall: number; server: number }[] = []
	for (let run = 0; run < RUNS; run++) {
		serverMs = 0
		let bytes = 0
		let objects = 0
		const started = performance.now()
		const lists = hrefs(await dav('PROPFIND', '/dav/calendars/', '<d:propfind xmlns:d="DAV:" xmlns:cs="http://calendarserver.org/ns/"><d:prop><d:displayname/><cs:getctag/><d:sync-token/></d:prop></d:propfind>')).slice(1)
		const tokens: [string, string][] = []
		for (const list of lists) {
			const members = hrefs(await dav('PROPFIND', list, etags)).slice(1)
			for (let i = 0; i < members.length; i += 100) {
				const xml = await dav('REPORT', list, multiget(members.slice(i, i + 100)))
				bytes += xml.length
				objects += hrefs(xml).length
			}
			const first = await dav('REPORT', list, sync(''))
			tokens.push([list, /<d:sync-token>([^<]+)<\/d:sync-token>/.exec(first)![1]!])
		}
		full.push({ wall: performance.now() - started, server: serverMs, objects, bytes })
		serverMs = 0
		const again = performance.now()
		for (const [list, t] of tokens) {
			const xml = await dav('REPORT', list, sync(t))
			if (xml.includes('<d:response>')) throw new Error('an unchanged list answered changes')
		}
		incremental.push({ wall: performance.now() - again, server: serverMs })
	}
	const f = (n: number) => n.toFixed(0)
	console.log(`\nCalDAV, ${COUNT} tasks in 6 lists, ${RUNS} runs, medians (ms; server time from Server-Timing)`)
	console.log(`first full sync (lists, ETags, multiget of ${full[0]!.objects} objects, ${(full[0]!.bytes / 1e6).toFixed(1)} MB): wall ${f(median(full.map((r) => r.wall)))}, server ${f(median(full.map((r) => r.server)))} (budget 5000)`)
	console.log(`incremental sync, no change (sync-collection on each list): wall ${median(incremental.map((r) => r.wall)).toFixed(1)}, server ${median(incremental.map((r) => r.server)).toFixed(1)} (budget 50)`)
} finally {
	server.kill('SIGTERM')
	fs.rmSync(dataDir, { recursive: true, force: true })
}
