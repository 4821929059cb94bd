// `npm run bench:review`: the server time of each weekly review step's page data (issue 26; budget 15 ms) for one
// person with 10,000 tasks: median and p95 of the loader's work (the step's query, its count and the lists).
// Runs in a temporary DATA_DIR unless BENCH_DATA_DIR is set.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const dataDir = process.env.BENCH_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'twentyfour-bench-review-'))
process.env.DATA_DIR = dataDir
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
if (!process.env.BENCH_DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true })
