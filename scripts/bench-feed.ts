// `npm run bench:feed`: the calendar feed's server time for a person with 10,000 tasks (issue 28, budget 500 ms, then
// 304 until something changes). Each timed answer follows a change to one task, so it is built afresh, never kept.
// Runs in a temporary DATA_DIR unless BENCH_DATA_DIR is set.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const dataDir = process.env.BENCH_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'twentyfour-bench-feed-'))
process.env.DATA_DIR = dataDir
const COUNT = Number(process.env.TASKS ?? 10_000)
const ITERATIONS = Number(process.env.ITERATIONS ?? 20)

const { eq } = await import('drizzle-orm')
const { tasks } = await import('#db/schema')
const { db } = await import('~/lib/db.server')
const { enroll } = await import('~/identity/enrollment.server')
const { feedResponse, getFeed, newFeedAddress, saveFeedOptions } = await import('~/calendar/feeds.server')
const { seedTasks } = await import('./task-seed')

const identity = { subject: `bench|${Date.now()}`, email: `bench-${Date.now()}@example.com`, givenName: 'Bench', familyName: 'User', picture: null }
const user = enroll(identity, {
	firstName: 'Bench', lastName: 'User', goesBy: 'Bench', timezone: 'Europe/London', country: 'GB',
	loadDefaults: 'N', subscriptionTier: 'free', privacyPolicy: 'Y', userAgreement: 'Y',
})
seedTasks(user.id, COUNT, user.timezone)
newFeedAddress(user.id)
// the largest feed: every task with either date, completed ones too
saveFeedOptions(user.id, { dates: 'both', includeCompleted: true })
const { secret } = getFeed(user.id)!
const one = db().select({ id: tasks.id }).from(tasks).where(eq(tasks.ownerId, user.id)).limit(1).get()!

const stats = (times: number[]) => {
	const sorted = [...times].sort((a, b) => a - b)
	return { median: sorted[Math.floor(sorted.length / 2)]!, p95: sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))]!, max: sorted.at(-1)! }
}
const request = (headers: Record<string, string> = {}) => new Request(`http://localhost/calendar/${secret}.ics`, { headers })

const built: number[] = []
let etag = ''
let size = 0
for (let i = 0; i < ITERATIONS; i++) {
	// a change: the owner version moves on, so the feed is built again
	db().update(tasks).set({ title: `Bench change ${i}` }).where(eq(tasks.id, one.id)).run()
	const started = performance.now()
	const answer = feedResponse(request(), secret)
	const body = await answer.text()
	built.push(performance.now() - started)
	etag = answer.headers.get('ETag')!
	size = body.length
	if (answer.status !== 200) throw new Error(`feed answered ${answer.status}`)
}
const unchanged: number[] = []
for (let i = 0; i < ITERATIONS * 10; i++) {
	const started = performance.now()
	const answer = feedResponse(request({ 'If-None-Match': etag }), secret)
	unchanged.push(performance.now() - started)
	if (answer.status !== 304) throw new Error(`an unchanged feed answered ${answer.status}`)
}
const f = (s: ReturnType<typeof stats>) => `median ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, max ${s.max.toFixed(1)} ms`
console.log(`${COUNT} tasks, feed of ${(size / 1024 / 1024).toFixed(1)} MB (dates: both, completed included)`)
console.log(`after a change (built afresh, ${ITERATIONS} runs): ${f(stats(built))}`)
console.log(`unchanged, If-None-Match (304, ${ITERATIONS * 10} runs): ${f(stats(unchanged))}`)
