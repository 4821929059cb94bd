import cluster from 'node:cluster'
import os from 'node:os'
import { ClusterMemoryStoreWorker } from '@express-rate-limit/cluster-memory-store'
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit'
import { LeastRecentlyUsed } from '~/lib/least-recently-used'

/**
 * A rate limiter's counters: shared by every worker of a cluster (held by the primary), else in this process's memory.
 * A worker far from a limit does not wait for the primary (`KnownCounts`), so a post is not held behind the cluster
 * channel; near it, the primary's count decides. A primary that answers late or not at all never makes a 500 (issue 31:
 * right after a start 20 concurrent quick adds got no answer in time and 4 of them failed): one log line each, and the
 * worker's own count stands in.
 */
export function limitStore(
	prefix: string,
	shared: Store | undefined = cluster.isWorker ? new ClusterMemoryStoreWorker({ prefix }) : undefined,
	workers = Number(process.env.WEB_CONCURRENCY) || os.availableParallelism(),
) {
	const options: Partial<Options> = {
		passOnStoreError: true,
		logger: { ...console, error: (error: unknown) => logSilence(prefix, error) } as Options['logger'],
	}
	return shared ? { ...options, store: new KnownCounts(shared, workers, (error) => logSilence(prefix, error)) } : options
}

const logSilence = (prefix: string, error: unknown) =>
	console.error(`Rate limit (${prefix}): counters did not answer, request let through: ${(error as Error)?.message ?? error}`)

type Count = { confirmed: number; unconfirmed: number; resetTime: Date }

/**
 * The shared counters as this worker knows them (docs/decisions/262). Every hit is sent on to the shared store. While
 * the worker's count for the key is at most the limit over the number of workers, the hit is answered at once with
 * that count: the shared store's last answer for the key plus this worker's hits it has not answered yet. Past it,
 * the hit waits for the shared store's answer, so the limit holds across workers as before: no worker answers more
 * than its share of the limit at once. Waiting on every hit put each post behind a second turn of the worker's event
 * loop, after every request then queued: under issue 31's mix a quick add waited 50 to 90 ms (its median), and the
 * whole mix's p99 was 10 to 20% higher. A hit the shared store could not count stays counted here.
 */
export class KnownCounts implements Store {
	readonly localKeys = false
	readonly prefix?: string
	private windowMs = 60_000
	/** answered at once while a count times the number of workers is at most this (0: a limit set by a function) */
	private limit = 0
	private readonly known = new LeastRecentlyUsed<Count>(10_000)

	constructor(
		private readonly shared: Store,
		private readonly workers: number,
		private readonly logError: (error: unknown) => void,
	) {
		this.prefix = shared.prefix
	}

	init(options: Options) {
		this.windowMs = options.windowMs
		this.limit = typeof options.limit === 'number' ? options.limit : 0
		return this.shared.init?.(options)
	}

	increment(key: string): ClientRateLimitInfo | Promise<ClientRateLimitInfo> {
		const now = Date.now()
		let count = this.known.get(key)
		if (!count || count.resetTime.getTime() <= now) {
			count = { confirmed: 0, unconfirmed: 0, resetTime: new Date(now + this.windowMs) }
			this.known.set(key, count)
		}
		const hit = count
		hit.unconfirmed++
		const estimate = { totalHits: hit.confirmed + hit.unconfirmed, resetTime: hit.resetTime }
		const answered = Promise.resolve()
			.then(() => this.shared.increment(key))
			.then(
				(answer): ClientRateLimitInfo => {
					// the cluster channel answers a worker's hits in the order they were sent: the last answer is the newest
					hit.unconfirmed--
					hit.confirmed = answer.totalHits
					if (answer.resetTime) hit.resetTime = answer.resetTime
					return { totalHits: answer.totalHits, resetTime: answer.resetTime ?? hit.resetTime }
				},
				(error) => {
					this.logError(error)
					return estimate
				},
			)
		return estimate.totalHits * this.workers <= this.limit ? estimate : answered
	}

	async decrement(key: string) {
		const count = this.known.get(key)
		if (count) count.confirmed = Math.max(0, count.confirmed - 1)
		await this.shared.decrement(key)
	}

	async resetKey(key: string) {
		this.known.delete(key)
		await this.shared.resetKey(key)
	}
}
