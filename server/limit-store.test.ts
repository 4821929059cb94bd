import express from 'express'
import { rateLimit, type Options, type Store } from 'express-rate-limit'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { KnownCounts, limitStore } from './limit-store'

/** counters that never answer in time, as the cluster primary's did under load right after a start */
const silentCounters: Store = {
	increment: () => new Promise((_resolve, reject) => setTimeout(() => reject(new Error('no response received to increment command after 1000ms')), 5)),
	decrement: async () => {},
	resetKey: async () => {},
}

/** 20 posts at once through a limiter of `limit` a minute on `store`, as one of two workers: their statuses */
async function post(store: Store, limit = 5) {
	const app = express()
	app.use(rateLimit({ windowMs: 60_000, limit, ...limitStore('form', store, 2) }))
	app.post('/tasks/quick-add', (_req, res) => void res.status(201).send('saved'))
	const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
		const s = app.listen(0, '127.0.0.1', () => resolve(s))
	})
	try {
		const { port } = server.address() as { port: number }
		const answers = await Promise.all(
			Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${port}/tasks/quick-add`, { method: 'POST' })),
		)
		return answers.map((a) => a.status)
	} finally {
		server.close()
	}
}

afterEach(() => vi.restoreAllMocks())

describe('limitStore', () => {
	it('never fails with a 500 when the shared counters do not answer: one log line each, the limit kept on its own count', async () => {
		const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
		const statuses = await post(silentCounters)
		expect(statuses.filter((s) => s === 201)).toHaveLength(5)
		expect(statuses.filter((s) => s === 429)).toHaveLength(15)
		await vi.waitFor(() => expect(logged).toHaveBeenCalledTimes(20))
		expect(logged.mock.calls[0]).toEqual(['Rate limit (form): counters did not answer, request let through: no response received to increment command after 1000ms'])
	})

	it('answers at once, never waiting for the shared counters, while far from the limit (issue 31)', async () => {
		const never: Store = { increment: () => new Promise(() => {}), decrement: async () => {}, resetKey: async () => {} }
		// each worker's share of a limit of 40: 20 posts
		expect(await post(never, 40)).toEqual(Array(20).fill(201))
	})

	it('still limits when the counters answer', async () => {
		const hits = new Map<string, number>()
		const counting: Store = {
			increment: async (key) => {
				hits.set(key, (hits.get(key) ?? 0) + 1)
				return { totalHits: hits.get(key)!, resetTime: new Date(Date.now() + 60_000) }
			},
			decrement: async () => {},
			resetKey: async () => {},
		}
		const statuses = await post(counting)
		expect(statuses.filter((s) => s === 201)).toHaveLength(5)
		expect(statuses.filter((s) => s === 429)).toHaveLength(15)
	})

	it("counts the other workers' hits from the shared counters' answers, and this worker's own until they are answered", async () => {
		// the shared counters already hold 4 hits of this address, made through the other worker
		let total = 4
		const answers: (() => void)[] = []
		const shared: Store = {
			increment: () =>
				new Promise((resolve) => answers.push(() => resolve({ totalHits: ++total, resetTime: new Date(Date.now() + 60_000) }))),
			decrement: async () => {},
			resetKey: async () => {},
		}
		const counts = new KnownCounts(shared, 2, () => {})
		counts.init({ windowMs: 60_000, limit: 20 } as Options)
		// not answered yet: this worker knows its own hits alone, and answers at once
		expect(counts.increment('ip:1')).toMatchObject({ totalHits: 1 })
		expect(counts.increment('ip:1')).toMatchObject({ totalHits: 2 })
		await vi.waitFor(() => expect(answers).toHaveLength(2))
		answers.shift()!()
		await new Promise((resolve) => setTimeout(resolve, 0))
		// the first answer (5), this worker's hit still unanswered, and the new one
		expect(counts.increment('ip:1')).toMatchObject({ totalHits: 7 })
		// another address is counted apart
		expect(counts.increment('ip:2')).toMatchObject({ totalHits: 1 })
	})

	it("waits for the shared counters past its share of the limit, so the other workers' hits count", async () => {
		let total = 0
		const shared: Store = {
			increment: async () => ({ totalHits: ++total, resetTime: new Date(Date.now() + 60_000) }),
			decrement: async () => {},
			resetKey: async () => {},
		}
		const counts = new KnownCounts(shared, 2, () => {})
		counts.init({ windowMs: 60_000, limit: 10 } as Options)
		for (let n = 1; n <= 5; n++) expect(counts.increment('ip:1')).toMatchObject({ totalHits: n })
		await new Promise((resolve) => setTimeout(resolve, 0))
		// 5 hits made through the other worker meanwhile
		total += 5
		// past its share (5 of 10): the shared count, the other worker's hits with it
		const sixth = counts.increment('ip:1')
		expect(sixth).toBeInstanceOf(Promise)
		expect(await sixth).toMatchObject({ totalHits: 11 })
	})
})
