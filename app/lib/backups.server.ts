// Online backups of the SQLite database (issue 30, docs/decisions/220): taken while the server runs, on a schedule in
// the one process that runs background work, or at once with `npm run backup`.
// - SQLite's backup API (never a copy of the files: a WAL database's file alone misses what is still in the -wal),
//   run in a worker thread on a connection of its own, so the server's event loop never waits for it.
// - The copy is ONE backup step: every page read in one read transaction, i.e. one WAL snapshot. Writers go on
//   meanwhile (a WAL reader never blocks them), and a write by another connection cannot restart the copy halfway, as
//   it would between the small steps of an incremental backup.
// - Each copy is switched to a rollback journal (one self-contained file to move off the box), checked with
//   PRAGMA integrity_check, synced to disk and only then given its final name; BACKUP_KEEP backups are kept.
import fs from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { backupFileName, backupsToRemove, backupTime, nextBackupAt } from './backup-schedule'
import { databaseFileIn, env } from './env.server'
import { releaseClaim, takeClaim } from './file-claim.server'

export type Backup = { file: string; bytes: number; copyMs: number; checkMs: number }

const WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads')
const { createRequire } = require('node:module')
const fs = require('node:fs')
const Database = createRequire(workerData.base)('better-sqlite3')
const { source, target } = workerData

// the lowest CPU priority for this thread only (Linux: a thread id is a process id to setpriority): a request of the
// server's workers always goes first, and the backup takes what is left of the cores
try {
	const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop())
	require('node:os').setPriority(tid, 19)
} catch {
	// no /proc (macOS, Windows): the backup runs at normal priority
}

async function run() {
	let started = performance.now()
	const db = new Database(source, { fileMustExist: true })
	try {
		db.pragma('busy_timeout = 5000')
		// after the first call (which only starts the backup), every remaining page in one step
		await db.backup(target, { progress: () => 0x7fffffff })
	} finally {
		db.close()
	}
	const copyMs = performance.now() - started
	started = performance.now()
	const copy = new Database(target)
	let problems
	try {
		copy.pragma('journal_mode = DELETE')
		// the check looks every index row up in its table: read through a memory map (file pages the kernel can drop,
		// no heap), it took 12.8 s on 1 GB where SQLite's default 2 MB page cache took 77 s
		copy.pragma('mmap_size = ' + 64 * 1024 * 1024 * 1024)
		problems = copy.pragma('integrity_check', { simple: false }).map((row) => row.integrity_check)
	} finally {
		copy.close()
	}
	const fd = fs.openSync(target, 'r+')
	fs.fsyncSync(fd)
	fs.closeSync(fd)
	return { problems, copyMs, checkMs: performance.now() - started, bytes: fs.statSync(target).size }
}
run().then((r) => parentPort.postMessage(r), (e) => parentPort.postMessage({ error: String((e && e.stack) || e) }))
`

type WorkerAnswer = { problems: string[]; copyMs: number; checkMs: number; bytes: number } | { error: string }

function copyInWorker(source: string, target: string) {
	return new Promise<WorkerAnswer>((resolve, reject) => {
		const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { source, target, base: import.meta.url } })
		worker.once('message', (m: WorkerAnswer) => {
			resolve(m)
			void worker.terminate()
		})
		worker.once('error', reject)
		worker.once('exit', (code) => reject(new Error(`the backup's worker stopped (exit code ${code})`)))
	})
}

export class BackupFailed extends Error {}

const LOCK = '.backup-in-progress'
const PARTIAL = '.partial'

export type BackupOptions = {
	/** the live database file */
	source: string
	dir: string
	keep: number
	log?: (message: string) => void
	now?: number
}

/**
 * Takes one backup of `source` into `dir` and removes all but the newest `keep` backups there. Throws BackupFailed
 * (leaving no file that looks like a backup) when the copy fails its integrity check or another backup is running.
 */
export async function takeBackup({ source, dir, keep, log = console.log, now = Date.now() }: BackupOptions): Promise<Backup> {
	fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
	// one backup at a time per folder (the schedule and `npm run backup` may meet); a killed one's claim is taken over
	const lock = path.join(dir, LOCK)
	const claimed = takeClaim(lock)
	if (claimed !== true) throw new BackupFailed(`another backup is being taken (process ${claimed.heldBy}); try again when it is done`)
	try {
		// removing a file of a gigabyte takes the kernel about half a second (its cached pages are freed): on the thread
		// pool, never on the event loop
		const remove = (name: string) => fs.promises.rm(path.join(dir, name), { force: true })
		for (const name of fs.readdirSync(dir)) if (name.endsWith(PARTIAL)) await remove(name)
		const file = path.join(dir, backupFileName(now))
		const partial = file + PARTIAL
		const answer = await copyInWorker(source, partial).catch((error: Error) => ({ error: error.message }))
		if ('error' in answer || answer.problems.join() !== 'ok') {
			await remove(path.basename(partial))
			const why = 'error' in answer ? answer.error : `integrity check: ${answer.problems.slice(0, 5).join('; ')}`
			throw new BackupFailed(`the backup of ${source} failed: ${why}`)
		}
		// a backup holds everyone's data: readable by the server's user only, as the database is
		fs.chmodSync(partial, 0o600)
		fs.renameSync(partial, file)
		const removed = backupsToRemove(fs.readdirSync(dir), keep)
		for (const name of removed) await remove(name)
		const backup = { file, bytes: answer.bytes, copyMs: Math.round(answer.copyMs), checkMs: Math.round(answer.checkMs) }
		log(
			`Backup: ${file} (${(backup.bytes / 1048576).toFixed(1)} MB) copied in ${backup.copyMs} ms, integrity check ok in ${backup.checkMs} ms` +
				(removed.length ? `; ${removed.length} older removed (keeping ${keep})` : ''),
		)
		return backup
	} finally {
		releaseClaim(lock)
	}
}

/** The configured backup of the server's database now (`npm run backup`). */
export function backupNow(log?: (message: string) => void) {
	const e = env()
	return takeBackup({ source: databaseFileIn(e.dataDir), dir: e.backups.dir, keep: e.backups.keep, log })
}

/** The newest backup's time in `dir`, or null when there is none. */
function newestBackup(dir: string) {
	let names: string[] = []
	try {
		names = fs.readdirSync(dir)
	} catch {
		// no folder yet: no backup yet
	}
	const times = names.map(backupTime).filter((t): t is number => t !== null)
	return times.length ? Math.max(...times) : null
}

let timer: NodeJS.Timeout | undefined

/**
 * The schedule (BACKUP_INTERVAL), in the one process that runs background work (decision 170): the next backup is
 * due an interval after the newest one in the folder, so restarts neither skip nor repeat one. False when off.
 */
export function startBackups(log: (message: string) => void = console.log) {
	const { intervalMs, dir } = env().backups
	if (intervalMs === null || timer) return false
	const schedule = (at: number) => {
		// a timer's longest wait is about 24.8 days; a longer interval simply re-arms
		timer = setTimeout(run, Math.min(Math.max(0, at - Date.now()), 2 ** 31 - 1)).unref()
	}
	const run = async () => {
		const due = nextBackupAt(newestBackup(dir), intervalMs, Date.now(), 0)
		if (due > Date.now() + 1000) return schedule(due)
		try {
			await backupNow(log)
		} catch (error) {
			console.error(`[backups] ${(error as Error).message}`)
		}
		if (timer) schedule(Date.now() + intervalMs)
	}
	schedule(nextBackupAt(newestBackup(dir), intervalMs, Date.now()))
	return true
}

export function stopBackups() {
	clearTimeout(timer)
	timer = undefined
}
