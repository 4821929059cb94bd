// Online backups of the SQLite database (issue 30, docs/decisions/220): taken while the server runs, on a schedule in
// the one process that runs background work, or at once with `npm run backup`.
// - SQLite's backup API (never a copy of the files: a WAL database's file alone misses what is still in the -wal),
//   run in a worker thread on a connection of its own, so the server's event loop never waits for it.
// - The copy is ONE backup step: every page read in one read transaction, i.e. one WAL snapshot. Writers go on
//   meanwhile (a WAL reader never blocks them), and a write by another connection cannot restart the copy halfway, as
//   it would between the small steps of an incremental backup.
// - Each copy is switched to a rollback journal (one self-contained file to move off the box), checked with
//   PRAGMA quick_check (decision 297: the full integrity_check of a 1.2 GB copy does not fit the 10 s budget), synced to
//   disk and only then given its final name; BACKUP_KEEP backups are kept. The full integrity_check runs on every
//   restore and once a week, at a quiet hour, on the newest backup. Every result goes into the folder's record
//   (backup-records.server.ts), which backupStatus() reads for admins.
import fs from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { backupFileName, backupsToRemove, backupTime, nextBackupAt } from './backup-schedule'
import { appendEntry, readEntries } from './backup-records.server'
import { nextFullCheckAt } from './backup-checks'
import { databaseFileIn, env } from './env.server'
import { releaseClaim, takeClaim } from './file-claim.server'

export type Backup = { file: string; bytes: number; copyMs: number; checkMs: number }

const WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads')
const { createRequire } = require('node:module')
const fs = require('node:fs')
const Database = createRequire(workerData.base)('better-sqlite3')
const { source, target, check } = workerData

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
	// with no source: only the check of an existing backup (the weekly integrity_check), which it never changes
	if (source) {
		const db = new Database(source, { fileMustExist: true })
		try {
			db.pragma('busy_timeout = 5000')
			// after the first call (which only starts the backup), every remaining page in one step
			await db.backup(target, { progress: () => 0x7fffffff })
		} finally {
			db.close()
		}
	}
	const copyMs = performance.now() - started
	started = performance.now()
	const copy = new Database(target, source ? {} : { readonly: true, fileMustExist: true })
	let problems
	try {
		if (source) copy.pragma('journal_mode = DELETE')
		// the checks read the whole file (integrity_check also looks every index row up in its table): read through a
		// memory map (file pages the kernel can drop, no heap), integrity_check took 12.8 s on 1 GB where SQLite's
		// default 2 MB page cache took 77 s
		copy.pragma('mmap_size = ' + 64 * 1024 * 1024 * 1024)
		problems = copy.pragma(check, { simple: false }).map((row) => row[check])
	} finally {
		copy.close()
	}
	if (source) {
		const fd = fs.openSync(target, 'r+')
		fs.fsyncSync(fd)
		fs.closeSync(fd)
	}
	return { problems, copyMs, checkMs: performance.now() - started, bytes: fs.statSync(target).size }
}
run().then((r) => parentPort.postMessage(r), (e) => parentPort.postMessage({ error: String((e && e.stack) || e) }))
`

type WorkerAnswer = { problems: string[]; copyMs: number; checkMs: number; bytes: number } | { error: string }

type Check = 'quick_check' | 'integrity_check'

/** Copies `source` to `target` and checks the copy; with source null, only checks `target` (read-only). */
function copyInWorker(source: string | null, target: string, check: Check = 'quick_check') {
	return new Promise<WorkerAnswer>((resolve, reject) => {
		const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { source, target, check, base: import.meta.url } })
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
 * (leaving no file that looks like a backup, and the failure in the folder's record) when the copy fails its
 * quick_check, or when another backup is running.
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
		const startedAt = Date.now()
		const answer = await copyInWorker(source, partial).catch((error: Error) => ({ error: error.message }))
		const entry = { kind: 'backup' as const, file: path.basename(file), startedAt }
		if ('error' in answer || answer.problems.join() !== 'ok') {
			await remove(path.basename(partial))
			const why = 'error' in answer ? answer.error : `quick check: ${answer.problems.slice(0, 5).join('; ')}`
			appendEntry(dir, {
				...entry,
				finishedAt: Date.now(),
				error: why,
				...('error' in answer ? {} : { quickCheck: { ok: false, problems: answer.problems.slice(0, 20), ms: Math.round(answer.checkMs) } }),
			})
			throw new BackupFailed(`the backup of ${source} failed: ${why}`)
		}
		// a backup holds everyone's data: readable by the server's user only, as the database is
		fs.chmodSync(partial, 0o600)
		fs.renameSync(partial, file)
		const removed = backupsToRemove(fs.readdirSync(dir), keep)
		for (const name of removed) await remove(name)
		const backup = { file, bytes: answer.bytes, copyMs: Math.round(answer.copyMs), checkMs: Math.round(answer.checkMs) }
		appendEntry(dir, {
			...entry,
			finishedAt: Date.now(),
			bytes: backup.bytes,
			copyMs: backup.copyMs,
			quickCheck: { ok: true, problems: [], ms: backup.checkMs },
		})
		log(
			`Backup: ${file} (${(backup.bytes / 1048576).toFixed(1)} MB) copied in ${backup.copyMs} ms, quick check ok in ${backup.checkMs} ms` +
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

/** The newest backup's name in `dir`, or null when there is none. */
function newestBackupFile(dir: string) {
	let names: string[] = []
	try {
		names = fs.readdirSync(dir)
	} catch {
		// no folder yet: no backup yet
	}
	const backups = names.filter((n) => backupTime(n) !== null).sort((a, b) => backupTime(b)! - backupTime(a)!)
	return backups[0] ?? null
}

/** The newest backup's time in `dir`, or null when there is none. */
function newestBackup(dir: string) {
	const name = newestBackupFile(dir)
	return name === null ? null : backupTime(name)
}

export type FullCheck = { file: string; ok: boolean; problems: string[]; checkMs: number } | null

/**
 * The full PRAGMA integrity_check of the newest backup in `dir` (the weekly check), under the folder's backup claim;
 * its result goes into the folder's record and the log. Null when there is no backup to check.
 */
export async function checkNewestBackup({ dir, log = console.log }: { dir: string; log?: (message: string) => void }): Promise<FullCheck> {
	const name = newestBackupFile(dir)
	if (name === null) return null
	const lock = path.join(dir, LOCK)
	const claimed = takeClaim(lock)
	if (claimed !== true) throw new BackupFailed(`another backup is being taken (process ${claimed.heldBy}); the check waits`)
	try {
		const startedAt = Date.now()
		const answer = await copyInWorker(null, path.join(dir, name), 'integrity_check').catch((error: Error) => ({ error: error.message }))
		const entry = { kind: 'integrity' as const, file: name, startedAt, finishedAt: Date.now() }
		if ('error' in answer) {
			appendEntry(dir, { ...entry, error: answer.error })
			log(`Backup check: the integrity check of ${name} could not run: ${answer.error}`)
			return { file: name, ok: false, problems: [answer.error], checkMs: entry.finishedAt - startedAt }
		}
		const ok = answer.problems.join() === 'ok'
		const checkMs = Math.round(answer.checkMs)
		appendEntry(dir, { ...entry, check: { ok, problems: ok ? [] : answer.problems.slice(0, 20), ms: checkMs } })
		log(
			ok
				? `Backup check: ${name} passed the full integrity check in ${checkMs} ms`
				: `Backup check: ${name} FAILED the full integrity check: ${answer.problems.slice(0, 5).join('; ')}`,
		)
		return { file: name, ok, problems: ok ? [] : answer.problems, checkMs }
	} finally {
		releaseClaim(lock)
	}
}

/** When the record says the last full check ran (null: never). */
function lastFullCheck(dir: string) {
	const times = readEntries(dir).flatMap((e) => (e.kind === 'integrity' ? [e.finishedAt] : []))
	return times.length ? Math.max(...times) : null
}

let checkTimer: NodeJS.Timeout | undefined

/** The weekly integrity_check of the newest backup, at the quiet hour (BACKUP_CHECK_HOUR, UTC). */
function scheduleFullChecks(dir: string, quietHour: number, log: (message: string) => void) {
	const arm = () => {
		const at = nextFullCheckAt(lastFullCheck(dir), Date.now(), quietHour)
		checkTimer = setTimeout(run, Math.min(Math.max(0, at - Date.now()), 2 ** 31 - 1)).unref()
	}
	const run = async () => {
		const due = nextFullCheckAt(lastFullCheck(dir), Date.now(), quietHour)
		if (due > Date.now() + 1000) return arm()
		try {
			// no backup yet: nothing to check until tomorrow's quiet hour
			if ((await checkNewestBackup({ dir, log })) === null) {
				checkTimer = setTimeout(run, 24 * 3_600_000).unref()
				return
			}
		} catch (error) {
			console.error(`[backups] ${(error as Error).message}`)
			checkTimer = setTimeout(run, 10 * 60_000).unref()
			return
		}
		if (checkTimer) arm()
	}
	arm()
}

let timer: NodeJS.Timeout | undefined

/**
 * The schedule (BACKUP_INTERVAL), in the one process that runs background work (decision 170): the next backup is
 * due an interval after the newest one in the folder, so restarts neither skip nor repeat one. False when off.
 */
export function startBackups(log: (message: string) => void = console.log) {
	const { intervalMs, dir, checkHour } = env().backups
	if (intervalMs === null || timer) return false
	scheduleFullChecks(dir, checkHour, log)
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
	clearTimeout(checkTimer)
	timer = undefined
	checkTimer = undefined
}

export { backupStatus, type BackupStatus } from './backup-records.server'
