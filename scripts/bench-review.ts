// `npm run bench:review`: the server time of each weekly review step's page data (issue 26; budget 15 ms) for one
// person with 10,000 tasks: median and p95 of the loader's work (the step's query, its count and the lists), then, with
// a production build present, of a real HTTP GET of each step's page from a server started here on the same data (the
// whole server time: session, loader, render; review pages are never kept, decision 180).
// Runs in a temporary DATA_DIR unless BENCH_DATA_DIR is set. BENCH_PROFILE=1 runs the server as one process with
// `--cpu-prof` (profiles in /tmp/prof) to see where a page's time goes.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const dataDir = process.env.BENCH_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'twentyfour-bench-review-'))
process.env.DATA_DIR = dataDir
const port = Number(process.env.BENCH_PORT ?? 3598)
process.env.PUBLIC_URL = `http://localhost:${port}`
const COUNT = Number(process.env.TASKS ?? 10_000)
const ITERATIONS = Number(process.env.ITERATIONS ?? 200)

const { enroll } = await import('~/identity/enrollment.server')
const { seedTasks } = await import('./task-seed')
const { reviewStepPage, enterStep } = await import('~/review/review.server')
const { REVIEW_STEPS } = await import('~/review/steps')

const identity = { subject: `bench|${Date.now()}`, email: `bench-${Date.now()}@example.com`, givenName: 'Bench', familyName: 'User', picture: null }
const user = enroll(identity, {
	firstName: 'Bench', lastName: 'User', goesBy: 'Bench', timezone: 'Europe/London', country: 'GB',
	loadDefaults: 'Y', subscriptionTier: 'free', privacyPolicy: 'Y', userAgreement: 'Y',
})
const started = performance.now()
console.log(`Seeded ${seedTasks(user.id, COUNT, user.timezone)} tasks in ${Math.round(performance.now() - started)} ms (DATA_DIR ${dataDir})`)
// a review under way, so step 5 has its "kept since the review began" condition
enterStep(user.id, 0)

const stats = (times: number[]) => {
	const sorted = [...times].sort((a, b) => a - b)
	const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
	return { median: at(0.5), p95: at(0.95) }
}
const ms = (n: number) => n.toFixed(2).padStart(8)

console.log(`\nReview step data work, ${ITERATIONS} runs per step (ms, wall clock; budget 15)`)
console.log(`${'step'.padEnd(24)}  median       p95   listed`)
let over = 0
REVIEW_STEPS.forEach((step, i) => {
	const work = () => reviewStepPage(user.id, user.timezone, i)
	for (let w = 0; w < 20; w++) work()
	const times: number[] = []
	for (let r = 0; r < ITERATIONS; r++) {
		const t = performance.now()
		work()
		times.push(performance.now() - t)
	}
	const s = stats(times)
	if (s.p95 > 15) over++
	const page = work()
	console.log(`/review/${step.slug}`.padEnd(24) + `${ms(s.median)}  ${ms(s.p95)}   ${String(page.left).padStart(6)}`)
})
console.log(over ? `\n${over} step(s) over the 15 ms budget at p95` : '\nEvery step within the 15 ms budget at p95')

if (process.env.BENCH_HTTP !== '0' && fs.existsSync('build/server/index.js')) {
	const { sessionStorage } = await import('~/lib/session.server')
	const storage = sessionStorage()
	const session = await storage.getSession()
	session.set('identity', identity)
	session.set('userId', user.id)
	const cookie = (await storage.commitSession(session)).split(';')[0]!
	const server = spawn(process.execPath, [...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []), 'server.js'], { env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, ...(process.env.BENCH_PROFILE ? { WEB_CONCURRENCY: '1' } : {}) }, stdio: 'ignore' })
	try {
		const base = `http://localhost:${port}`
		for (let i = 0; i < 300; i++) {
			if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) break
			await new Promise((r) => setTimeout(r, 100))
		}
		const runs = Math.max(20, Math.floor(ITERATIONS / 2))
		console.log(`\nHTTP GET of each step's page, ${runs} runs after 5 (ms; server time from its Server-Timing header, budget 15; wall clock with the client on this machine)`)
		console.log(`${'step'.padEnd(24)}  server median    p95   wall median    p95   bytes`)
		for (const step of REVIEW_STEPS) {
			let bytes = 0
			const server: number[] = []
			const get = async () => {
				const response = await fetch(`${base}/review/${step.slug}`, { headers: { Cookie: cookie }, redirect: 'manual' })
				if (response.status !== 200) throw new Error(`/review/${step.slug} answered ${response.status}`)
				bytes = (await response.arrayBuffer()).byteLength
				server.push(Number(/app;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? NaN))
			}
			for (let w = 0; w < 5; w++) await get()
			server.length = 0
			const times: number[] = []
			for (let r = 0; r < runs; r++) {
				const t = performance.now()
				await get()
				times.push(performance.now() - t)
			}
			const s = stats(times)
			const t = stats(server)
			console.log(`/review/${step.slug}`.padEnd(24) + `${ms(t.median)}  ${ms(t.p95)}   ${ms(s.median)}  ${ms(s.p95)}   ${String(bytes).padStart(6)}`)
		}
		if (process.env.BENCH_HOLD) {
			console.log(`holding ${base} for ${process.env.BENCH_HOLD} ms, cookie ${cookie}`)
			await new Promise((r) => setTimeout(r, Number(process.env.BENCH_HOLD)))
		}
	} finally {
		server.kill('SIGTERM')
	}
}
if (!process.env.BENCH_DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true })
