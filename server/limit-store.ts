import cluster from 'node:cluster'
import { ClusterMemoryStoreWorker } from '@express-rate-limit/cluster-memory-store'
import type { Options, Store } from 'express-rate-limit'

/**
 * A rate limiter's counters: shared by every worker of a cluster (held by the primary), else in this process's memory.
 * A limiter that gets no answer from its counters in time lets the request through and logs one line: under load right
 * after a start the primary answered 20 concurrent quick adds too late and 4 of them failed with a 500 (issue 31).
 */
export function limitStore(prefix: string, shared: Store | undefined = cluster.isWorker ? new ClusterMemoryStoreWorker({ prefix }) : undefined) {
	const options: Partial<Options> = {
		passOnStoreError: true,
		logger: {
			...console,
			error: (error: unknown) =>
				console.error(`Rate limit (${prefix}): counters did not answer, request let through: ${(error as Error)?.message ?? error}`),
		} as Options['logger'],
	}
	return shared ? { ...options, store: shared } : options
}
