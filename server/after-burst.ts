// Memory given back after a burst of requests (issue 52, decision 398). Under load a process's heap grows: V8's spaces
// (the young generation at its cap, old space pages it grew into) and SQLite's page cache; once the requests stop,
// V8 keeps most of it for a while and SQLite all of it. When a burst (at least `minRequests` since the last time) is
// followed by `quietMs` without a request, the process runs one memory-reducing garbage collection (V8's "last
// resort": it compacts and returns empty pages to the system) and `PRAGMA shrink_memory` (SQLite gives its cache's
// pages back to malloc, which returns them to the system under the thresholds the start sets: decision 397), then
// glibc's `malloc_trim`: the buffers of a burst (pages, compressed output, rows) are freed between blocks that live
// on, and only `malloc_trim` gives such pages inside the heap back (about 50 to 90 MiB after the mixed load).
// Nothing kept is dropped: kept pages, cards and statements stay, only what nothing refers to is collected; the next
// request reads its pages again from the kernel's cache.
import v8 from 'node:v8'
import vm from 'node:vm'
import Database from 'better-sqlite3'

export type BurstWatch = {
	/** a request came in at `now` */
	request(now: number): void
	/** whether the memory is to be given back at `now`: true once per burst, after `quietMs` without a request */
	due(now: number): boolean
}

/** The rule alone (pure): a burst of at least `minRequests` requests, then `quietMs` of quiet. */
export function burstWatch({ minRequests, quietMs }: { minRequests: number; quietMs: number }): BurstWatch {
	let count = 0
	let last = -Infinity
	return {
		request(now) {
			count++
			last = now
		},
		due(now) {
			if (count < minRequests || now - last < quietMs) return false
			count = 0
			return true
		},
	}
}

type FullGc = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void
let fullGc: FullGc | null | undefined
/**
 * V8's garbage collector as a function, without `--expose-gc` on the command line: the flag is turned on for the moment
 * a new context is made (its global `gc`), then off again, so no page's code ever sees a `gc`. Null where V8 refuses.
 */
export function memoryReducingGc(): FullGc | null {
	if (fullGc !== undefined) return fullGc
	try {
		v8.setFlagsFromString('--expose-gc')
		const gc = vm.runInNewContext('gc') as unknown
		fullGc = typeof gc === 'function' ? (gc as FullGc) : null
	} catch {
		fullGc = null
	} finally {
		v8.setFlagsFromString('--no-expose-gc')
	}
	return fullGc
}

/**
 * Watches the requests (`onRequest` for each) and gives memory back after each burst, checking every `checkMs`.
 * `release` is what to do (the garbage collection and SQLite's shrink, by default); `stop` ends the watch.
 */
export function givesMemoryBack({
	minRequests = 200,
	quietMs = 5_000,
	checkMs = 1_000,
	release,
}: {
	minRequests?: number
	quietMs?: number
	checkMs?: number
	release: () => void
}) {
	const watch = burstWatch({ minRequests, quietMs })
	const timer = setInterval(() => {
		if (!watch.due(performance.now())) return
		try {
			release()
		} catch (error) {
			console.error('giving memory back after a burst failed', error)
		}
	}, checkMs)
	timer.unref()
	return { onRequest: () => watch.request(performance.now()), stop: () => clearInterval(timer) }
}

let trimmer: Database.Database | null | undefined
/**
 * glibc's `malloc_trim`, which Node does not offer: run through SQLite's extension loader, which opens a library and
 * calls the function named with the connection as its first argument, the `pad` that `malloc_trim` takes. So large a
 * pad keeps the heap's top as it is (the trim threshold of decision 397 bounds that to 8 MiB) and the free
 * pages inside the heap, of every arena, are given back. Called on a connection of its own, in memory, that does
 * nothing else. `malloc_trim` answers 1 when it gave memory back, which SQLite reports as a failed start of the
 * "extension": that is the expected answer. Elsewhere (musl, macOS: no such library or function) nothing happens.
 * Returns whether it ran.
 */
export function mallocTrim(): boolean {
	if (process.platform !== 'linux') return false
	try {
		trimmer ??= new Database(':memory:')
		// better-sqlite3 takes the entry point's name as a second argument; its types name only the path
		;(trimmer.loadExtension as (path: string, entryPoint: string) => void).call(trimmer, 'libc.so.6', 'malloc_trim')
		return true
	} catch (error) {
		if (/error during initialization/.test(String((error as Error)?.message))) return true
		trimmer = null
		return false
	}
}

/** What is given back: SQLite's page caches of `connections`, then V8's heap, then malloc's free pages. */
export function releaseMemory(connections: () => Array<{ pragma(source: string): unknown }>) {
	for (const connection of connections()) connection.pragma('shrink_memory')
	memoryReducingGc()?.({ type: 'major', execution: 'sync', flavor: 'last-resort' })
	if (trimmer !== null) mallocTrim()
}
