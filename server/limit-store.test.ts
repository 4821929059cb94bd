import express from 'express'
import { rateLimit, type Store } from 'express-rate-limit'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { limitStore } from './limit-store'

/** counters that never answer in time, as the cluster primary's did under load right after a start */
const silentCounters: Store = {
	increment: () => new Promise((_resolve, reject) => setTimeout(() => reject(new Error('no response received to increment command after 1000ms')), 5)),
	decrement: async () => {},
	resetKey: async () => {},
}

async function post(store: Store) {
	const app = express()
	app.use(rateLimit({ windowMs: 60_000, limit: 5, ...limitStore('form', store) }))
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
	it('lets a request through, with one log line, when the shared counters do not answer: never a 500', async () => {
		const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
		expect(await post(silentCounters)).toEqual(Array(20).fill(201))
		expect(logged).toHaveBeenCalledTimes(20)
		expect(logged.mock.calls[0]).toEqual(['Rate limit (form): counters did not answer, request let through: no response received to increment command after 1000ms'])
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
})
