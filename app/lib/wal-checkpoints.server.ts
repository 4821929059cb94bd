// Checkpoints (issue 31, decision 257). In WAL mode SQLite copies the write-ahead log back into the database file, by
// default inside whichever COMMIT takes the log past 1,000 pages. That request's worker then waits for the copy and
// its two fsyncs (a 4 MB write and fsync took 5 to 76 ms on this machine's disk), and so does every request queued
// behind it: better-sqlite3 is synchronous. The server's connections never checkpoint: the process that runs the
// background work (a server alone, or the cluster's first worker: decision 330) does, every second, from a thread of
// its own with a connection of its own, so no request and no event loop waits for it; the thread runs only while the
// database is written (decision 333).
import cluster from 'node:cluster'
import fs from 'node:fs'
import { Worker } from 'node:worker_threads'

/** whether this process's connection leaves checkpoints to a thread: every worker of a cluster (decision 330) */
export const checkpointsElsewhere = () => cluster.isWorker

/** the checkpointer's thread: a passive checkpoint (never waits for readers or writers) every `everyMs` */
const THREAD = `
const { workerData } = require('node:worker_threads')
const Database = require('node:module').createRequire(workerData.base)('better-sqlite3')
const db = new Database(workerData.file)
db.pragma('busy_timeout = 5000')
const checkpoint = () => {
	try {
		db.pragma('wal_checkpoint(PASSIVE)')
	} catch (error) {
		console.error('[checkpoints] failed:', error.message)
	}
}
setInterval(checkpoint, workerData.everyMs)
`

/**
 * The checkpoints of a server's database, from here on, by a thread of this process (the cluster's background worker,
 * or a server alone): `connection`, this process's own, stops checkpointing too; the workers' connections never do.
 * The thread runs only while the database is being written (issue 52, decision 333): its
 * isolate holds about 19 MiB, which an idle server does not need. Every `lookEveryMs` one stat of the log (`-wal`)
 * tells whether any process wrote since the last look; a write starts the thread, and `idleMs` without one stops it
 * (the log is copied by then: the thread checkpointed every second meanwhile).
 */
export function checkpointWhileWritten(
	connection: { pragma(source: string): unknown },
	file: string,
	{ lookEveryMs = 1000, idleMs = 30_000, everyMs = 1000 }: { lookEveryMs?: number; idleMs?: number; everyMs?: number } = {},
) {
	connection.pragma('wal_autocheckpoint = 0')
	const log = `${file}-wal`
	const written = () => {
		try {
			const stat = fs.statSync(log)
			return { at: stat.mtimeMs, bytes: stat.size }
		} catch {
			return { at: 0, bytes: 0 }
		}
	}
	let thread: Worker | undefined
	let seen = written().at
	let lastWrite = Date.now()
	const start = () => (thread ??= startCheckpointer(file, everyMs))
	// a log left with something in it (a server stopped before its checkpoint) is copied at once
	if (written().bytes > 0) start()
	const look = () => {
		const { at } = written()
		if (at !== seen) {
			seen = at
			lastWrite = Date.now()
			start()
		} else if (thread && Date.now() - lastWrite >= idleMs) {
			const idle = thread
			thread = undefined
			void stopCheckpointer(idle)
		}
	}
	const timer = setInterval(look, lookEveryMs).unref()
	return {
		/** whether the thread is running now (tests) */
		running: () => thread !== undefined,
		async stop() {
			clearInterval(timer)
			if (thread) await stopCheckpointer(thread)
			thread = undefined
		},
	}
}

/**
 * Starts a checkpointer for a database file; it stops with the process. A thread that stops on its own (an error it
 * did not catch, a crash of its connection) is started again a second later, so the log never grows unchecked.
 */
export function startCheckpointer(file: string, everyMs = 1000, againAfterMs = 1000) {
	// better-sqlite3 found from this module, as the backups' thread finds it (./backups.server.ts)
	const thread = new Worker(THREAD, { eval: true, workerData: { file, everyMs, base: import.meta.url } })
	thread.unref()
	thread.on('error', (error) => console.error('[checkpoints] the thread stopped:', error.message))
	thread.on('exit', (code) => {
		if (stopped.has(thread)) return
		console.error(`[checkpoints] the thread exited (${code}); starting another`)
		setTimeout(() => replaced.set(thread, startCheckpointer(file, everyMs, againAfterMs)), againAfterMs).unref()
	})
	return thread
}

const stopped = new WeakSet<Worker>()
/** the thread that took over from one that stopped on its own */
const replaced = new WeakMap<Worker, Worker>()

/** Stops a checkpointer (and whichever thread took over from it): tests, a server that closes its database. */
export async function stopCheckpointer(thread: Worker) {
	stopped.add(thread)
	await thread.terminate()
	const next = replaced.get(thread)
	if (next) await stopCheckpointer(next)
}
