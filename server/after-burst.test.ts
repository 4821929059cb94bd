// Memory given back after a burst (issue 52, decision 398): the rule, and that the collection it runs is V8's own.
import Database from 'better-sqlite3'
import { describe, expect, test, vi } from 'vitest'
import { burstWatch, givesMemoryBack, mallocTrim, memoryReducingGc, releaseMemory } from './after-burst'

describe('after a burst of requests', () => {
	test('due once, after enough requests and then the quiet time; never for a few requests', () => {
		const watch = burstWatch({ minRequests: 3, quietMs: 5_000 })
		watch.request(0)
		watch.request(10)
		expect(watch.due(10_000)).toBe(false)
		watch.request(20_000)
		expect(watch.due(24_999)).toBe(false)
		expect(watch.due(25_000)).toBe(true)
		// once per burst
		expect(watch.due(30_000)).toBe(false)
		for (let i = 0; i < 3; i++) watch.request(40_000 + i)
		expect(watch.due(45_002)).toBe(true)
	})

	test('a request during the quiet time waits for another quiet time', () => {
		const watch = burstWatch({ minRequests: 2, quietMs: 5_000 })
		watch.request(0)
		watch.request(1)
		watch.request(4_000)
		expect(watch.due(6_000)).toBe(false)
		expect(watch.due(9_000)).toBe(true)
	})

	test('the watch releases by its timer, and a release that throws is said, not thrown', () => {
		vi.useFakeTimers()
		try {
			const release = vi.fn(() => {
				throw new Error('boom')
			})
			const error = vi.spyOn(console, 'error').mockImplementation(() => {})
			const memory = givesMemoryBack({ minRequests: 1, quietMs: 1_000, checkMs: 100, release })
			memory.onRequest()
			vi.advanceTimersByTime(2_000)
			expect(release).toHaveBeenCalledTimes(1)
			expect(error).toHaveBeenCalledOnce()
			memory.stop()
			error.mockRestore()
		} finally {
			vi.useRealTimers()
		}
	})
})

describe('what is given back', () => {
	test("V8's collector without --expose-gc, and no `gc` left for other code", () => {
		const gc = memoryReducingGc()
		expect(typeof gc).toBe('function')
		expect((globalThis as { gc?: unknown }).gc).toBeUndefined()
		let garbage: unknown[] | null = Array.from({ length: 200_000 }, (_, i) => ({ i, text: `garbage ${i}` }))
		const before = process.memoryUsage().heapUsed
		garbage = null
		gc!({ type: 'major', execution: 'sync', flavor: 'last-resort' })
		expect(garbage).toBeNull()
		expect(process.memoryUsage().heapUsed).toBeLessThan(before - 5 * 1024 * 1024)
	})

	test("SQLite's page cache is shrunk on each connection, the data kept", () => {
		const sqlite = new Database(':memory:')
		sqlite.exec('create table t (x text); with recursive n(i) as (select 1 union all select i + 1 from n where i < 5000) insert into t select hex(randomblob(200)) from n')
		const pragma = vi.spyOn(sqlite, 'pragma')
		releaseMemory(() => [sqlite])
		expect(pragma).toHaveBeenCalledWith('shrink_memory')
		expect(sqlite.prepare('select count(*) as n from t').get()).toEqual({ n: 5000 })
		sqlite.close()
	})
})

describe("malloc's free pages given back (glibc)", () => {
	test.runIf(process.platform === 'linux')('the resident memory of freed buffers inside the heap goes back to the system', () => {
		const gc = memoryReducingGc()!
		const kept: Buffer[] = []
		let freed: Buffer[] | null = []
		// blocks under the mmap threshold, in the heap, with a small one kept between them (so the heap's top cannot shrink)
		for (let i = 0; i < 3_000; i++) {
			freed.push(Buffer.alloc(20_000, 1))
			if (i % 10 === 0) kept.push(Buffer.alloc(3_000, 2))
		}
		freed = null
		gc({ type: 'major', execution: 'sync', flavor: 'last-resort' })
		const before = process.memoryUsage().rss
		expect(mallocTrim()).toBe(true)
		expect(freed).toBeNull()
		expect(kept).toHaveLength(300)
		// about 60 MB were freed; most of them must leave the process (what vitest itself freed may add to it)
		expect(before - process.memoryUsage().rss).toBeGreaterThan(30 * 1024 * 1024)
	})
})
