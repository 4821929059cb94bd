// Issue 31: a page of person A is never sent to person B, at the same URL, at the same moment, from either worker.
// Three people with their pages kept read the same URLs all at once over fresh connections (the cluster hands them to
// both workers), while each of them also writes; every answer must carry its own person's marks and no one else's.
// Over HTTP alone: run once, in the project with JavaScript on.
import crypto from 'node:crypto'
import { E2E_URL } from './env'
import { expect, makeTask, test } from './fixtures'
import { keptReader, readFromEveryWorker, readOnce, shows, type Read } from './kept-reads'
import { createPersonalToken } from '~/api/tokens.server'

const URLS = ['/tasks', '/dashboard', '/tasks/search?q=note', '/tasks/todays-focus']
/** reads of each URL by each person in one burst */
const READS = 5

test('the same URLs read by three people at once, from both workers: each answer is its own person’s', async ({ jsOn }) => {
	test.skip(!jsOn, 'HTTP only: run once, in the project with JavaScript on')
	// a mark of each person on every page (the name in the menu) and on their tasks; the same number of writes each, so
	// their data versions are the same numbers and only the person tells their kept pages apart
	const people = await Promise.all(
		[1, 2, 3].map(async () => {
			const mark = `owner${crypto.randomBytes(6).toString('hex')}`
			const person = await keptReader(undefined, { row: { goesBy: mark } })
			makeTask(person.user.id, { title: `Note for ${mark}`, due: Date.now() })
			const { token } = createPersonalToken(person.user.id, { name: 'Writes', access: 'write', expiry: 'none' })
			return { ...person, mark, token, added: 0 }
		}),
	)
	const marks = people.map((p) => p.mark)

	const check = (read: Read, mine: string) => {
		const from = `${read.path} for ${mine} from worker ${read.worker}`
		expect(read.status, from).toBe(200)
		expect(read.body.includes(mine), `${from} shows its person`).toBe(true)
		for (const other of marks) if (other !== mine) expect(read.body.includes(other), `${from} shows ${other}`).toBe(false)
	}
	const workersOf = new Map<string, Set<string>>()
	/** every person reads every URL READS times, all at once; with `write`, each also adds a task meanwhile */
	async function burst(write: boolean) {
		const reads = people.flatMap((p) => URLS.flatMap((url) => Array.from({ length: READS }, () => readOnce(url, p.cookie).then((r) => ({ p, r })))))
		const writes = write
			? people.map(async (p) => {
					const res = await fetch(`${E2E_URL}/api/v1/external/tasks`, {
						method: 'POST',
						headers: { authorization: `Bearer ${p.token}`, 'content-type': 'application/json', connection: 'close' },
						body: JSON.stringify({ data: [{ title: `Note ${p.added + 1} for ${p.mark}` }] }),
					})
					expect(res.status).toBe(201)
					p.added++
				})
			: []
		const [answers] = await Promise.all([Promise.all(reads), Promise.all(writes)])
		for (const { p, r } of answers) {
			check(r, p.mark)
			for (const key of [p.mark, r.path]) workersOf.set(key, (workersOf.get(key) ?? new Set()).add(r.worker))
		}
	}

	await burst(false) // nothing kept yet: rendered at once by both workers
	await burst(false) // kept
	await burst(true) // kept pages, and renders after each person's change, at once
	await burst(false)
	for (const [key, workers] of workersOf) {
		expect(workers.has('none'), 'every answer names its worker').toBe(false)
		expect(workers.size, `workers that answered ${key}`).toBeGreaterThanOrEqual(2)
	}

	// and each person's list, from every worker, has all of their own notes
	for (const p of people) {
		const notes = Array.from({ length: p.added }, (_, n) => `Note ${n + 1} for ${p.mark}`)
		await readFromEveryWorker('/tasks', p.cookie, (body, read) => {
			check(read, p.mark)
			shows(notes)(body, read)
		})
	}
})
