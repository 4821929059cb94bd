// Issue 31's last target: nothing lost and nothing stale "with a worker killed mid-run". The production cluster of a
// test's own (a primary and two workers) takes quick adds and reads of /tasks from several clients at once; one worker
// is killed outright (SIGKILL) while they go on. The other worker keeps answering, the primary starts a new one, every
// quick add that was answered is a task, and the next /tasks from every worker, the new one too, counts what the
// database holds. Over HTTP alone: run once, in the project with JavaScript on.
import crypto from 'node:crypto'
import { and, count, eq } from 'drizzle-orm'
import { tasks } from '#db/schema'
import { db } from '~/lib/db.server'
import { expect, findTasks, test } from './fixtures'
import { keptReader, readFromEveryWorker, readOnce, taskCount } from './kept-reads'
import { startOwnServer } from './own-server'
import { childrenOf } from '../processes'

test.setTimeout(120_000)

test('a worker killed mid-run: the cluster goes on, a new worker takes its place, nothing answered is lost, nothing stale', async ({ jsOn }) => {
	test.skip(!jsOn, 'HTTP only: run once, in the project with JavaScript on')
	const server = await startOwnServer({ env: { WEB_CONCURRENCY: '2' } })
	try {
		const person = await keptReader()
		const headers = { cookie: person.cookie, origin: server.base }
		const answered: string[] = []
		const workersBefore = new Set<string>()
		const workersAfter = new Set<string>()
		let killed = false
		let stop = false
		let sent = 0
		/** quick adds one after another; an answer cut by the kill is not counted (the task may or may not be saved) */
		const quickAdds = async () => {
			while (!stop) {
				const title = `Killed worker ${++sent}`
				// `confirm`: as the page's live preview sends it (else a title quick add reads something in is answered with
				// its confirmation page, and nothing is saved yet)
				const body = new URLSearchParams({ title, returnTo: '/tasks', confirm: 'Y', submissionToken: crypto.randomUUID() })
				try {
					const r = await fetch(`${server.base}/tasks/quick-add`, { method: 'POST', body, headers, redirect: 'manual', signal: AbortSignal.timeout(10_000) })
					// saved: back to the page it came from, with its toast
					if ((r.status === 303 || r.status === 302) && r.headers.get('location') === '/tasks') answered.push(title)
				} catch {
					// cut by the kill
				}
			}
		}
		/** reads of /tasks on fresh connections, so both workers keep the page and send it */
		const reads = async () => {
			while (!stop) {
				try {
					const read = await readOnce('/tasks', person.cookie, server.base)
					if (killed) workersAfter.add(read.worker)
					else workersBefore.add(read.worker)
				} catch {
					// cut by the kill
				}
			}
		}
		const clients = [quickAdds(), quickAdds(), quickAdds(), reads(), reads()]

		await expect.poll(() => answered.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(10)
		const workers = childrenOf(server.child.pid!)
		expect(workers, 'the cluster has two workers').toHaveLength(2)
		process.kill(workers[0]!, 'SIGKILL')
		killed = true
		const answeredAtKill = answered.length
		// the other worker goes on, and the primary starts a new one
		await expect.poll(() => childrenOf(server.child.pid!).filter((pid) => !workers.includes(pid)), { timeout: 30_000 }).toHaveLength(1)
		await expect.poll(() => answered.length, { timeout: 30_000 }).toBeGreaterThan(answeredAtKill + 10)
		// and the new worker answers (its start took 7 s on a loaded machine: before that, every read went to the other)
		await expect.poll(() => [...workersAfter].some((worker) => !workersBefore.has(worker)), { timeout: 60_000 }).toBe(true)
		stop = true
		// (a connection the primary was handing to the worker as it died is never answered nor closed: Node's cluster
		// closes its copy only on the worker's reply; the reads give up after 15 s, kept-reads.ts)
		await Promise.all(clients)

		// nothing lost: every quick add that was answered is a task
		const saved = new Set(findTasks(person.user.id).map((t) => t.title))
		const lost = answered.filter((title) => !saved.has(title))
		expect(lost, 'answered quick adds missing from the database').toEqual([])

		// nothing stale: the next /tasks from every worker, the new one among them, counts what the database holds
		const held = db().select({ n: count() }).from(tasks).where(and(eq(tasks.ownerId, person.user.id), eq(tasks.completed, false))).get()!.n
		expect(held).toBeGreaterThanOrEqual(answered.length)
		const after = await readFromEveryWorker('/tasks', person.cookie, (body) => expect(taskCount(body)).toBe(`${held} tasks`), { base: server.base, max: 40 })
		expect(
			after.some((read) => !workersBefore.has(read.worker)),
			`a worker started after the kill answered (before: ${[...workersBefore]}, after: ${after.map((r) => r.worker)})`,
		).toBe(true)
	} finally {
		await server.stop()
	}
})
