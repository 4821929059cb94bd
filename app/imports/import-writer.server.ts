// The import's write (docs/decisions/134): a worker thread with its own SQLite connection, so 40,000 rows never hold
// the event loop of the server that serves everyone else.
// - While the file is read, the rows arrive in chunks and are staged in a TEMP table of the worker's connection: a
//   temporary table is private to that connection and takes no lock on the database, so other requests read and write
//   as usual meanwhile.
// - Then ONE transaction (BEGIN IMMEDIATE) does everything that changes the person's data: with Replace, their tasks,
//   folders and contexts are deleted; missing folders and contexts are created (names matched ignoring case, the
//   existing spelling kept, custom order continuing in steps of 5); the staged rows are copied into tasks with
//   INSERT ... SELECT. Replaced tasks go to the trash (decision 243). Any failure rolls all of it back. Only this last step holds SQLite's write lock; another
//   request that writes meanwhile waits for it (busy_timeout), as it would for any other transaction.
// The worker's code is plain JavaScript given as a string, so it runs the same from the sources (development,
// tests) and from the production bundle; better-sqlite3 is loaded from the app's node_modules.
import { Worker } from 'node:worker_threads'
import type { NamedList } from './twentyfour'

/** one task row: the values of `columns` in order */
export type ImportRow = (string | number | null)[]

export type WriteJob = {
	/** the database file (the one the server uses) */
	file: string
	ownerId: string
	replace: boolean
	/** the tasks table's column names, in the order of each row's values */
	columns: string[]
	/** with Replace: the statement that moves the person's tasks into the trash (parameters deletedAt, ownerId; decision 243) */
	trashSql: string
	/** the time the trash records as their deletion */
	now: number
	/** the folder and context names the file uses, as spelt there */
	folders: string[]
	contexts: string[]
	/** a Twentyfour export's part (decision 225): written in the same transaction, for `ownerId` only */
	extras?: {
		/** the attributes of the folders and contexts created (by name, ignoring case) */
		folders: NamedList[]
		contexts: NamedList[]
		/** with Replace: the created folders and contexts keep the file's custom order */
		fileOrder: boolean
		/** template rows (`columns` of task_templates); one whose name the person already has is not created */
		templates: { columns: string[]; rows: ImportRow[]; nameAt: number }
		/** the person's quick-add defaults and display options are set to these (JSON texts as stored) */
		preferences: {
			defaultTaskOptions: string
			taskFilter: string
			taskSortOrder: string
			displayKanban: number
			kanbanGroup: string
		} | null
	}
	/** tests: fail inside the transaction once this many rows are written (to prove the rollback) */
	failAfterRows?: number
}

export type WriteResult = { tasks: number; folders: number; contexts: number; templates?: number; preferences?: boolean }

const WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads')
const { createRequire } = require('node:module')
const crypto = require('node:crypto')
const Database = createRequire(workerData.base)('better-sqlite3')
const job = workerData.job
const quoted = (name) => '"' + name.replaceAll('"', '""') + '"'
const columns = job.columns.map(quoted).join(', ')
let failure = null
let staged = 0
const db = new Database(job.file)
try {
	db.pragma('foreign_keys = ON')
	db.pragma('busy_timeout = 5000')
	db.pragma('synchronous = NORMAL')
	db.pragma('temp_store = FILE')
	db.exec('CREATE TEMP TABLE import_tasks (' + columns + ')')
} catch (error) {
	failure = error
}
const stage = failure ? null : db.prepare('INSERT INTO temp.import_tasks (' + columns + ') VALUES (' + job.columns.map(() => '?').join(', ') + ')')
const stageRows = failure ? null : db.transaction((rows) => { for (const row of rows) stage.run(row) })

function createNames(table, wanted, lists) {
	// a context matches without case and without its leading @ ("home" is "@Home", issue 51 point 14: nameKey in
	// app/imports/plan-summary.ts); a folder without case
	const key = (name) => (table === 'contexts' ? name.replace(/^@+/, '') : name).toLowerCase()
	const existing = new Map(db.prepare('SELECT name FROM ' + table + ' WHERE owner_id = ?').pluck().all(job.ownerId).map((n) => [key(n), n]))
	const top = db.prepare('SELECT max(custom_order) FROM ' + table + ' WHERE owner_id = ?').pluck().get(job.ownerId) ?? 0
	// a Twentyfour export's lists come with their attributes (a folder's group); Toodledo's names take the defaults
	const attributes = new Map((lists || []).map((l) => [key(l.name), l]))
	const insert = db.prepare('INSERT INTO ' + table + ' (id, owner_id, name, custom_order, private, active' + (table === 'folders' ? ', "group"' : '') + ') VALUES (?, ?, ?, ?, ?, ?' + (table === 'folders' ? ', ?' : '') + ')')
	let order = Math.ceil(top / 5) * 5
	let created = 0
	for (const name of wanted) {
		if (existing.has(key(name))) continue
		const list = attributes.get(key(name))
		if (list && job.extras.fileOrder) order = Math.max(order, list.customOrder)
		else order += 5
		const values = [crypto.randomUUID(), job.ownerId, name, list && job.extras.fileOrder ? list.customOrder : order, list && !list.private ? 0 : 1, list && !list.active ? 0 : 1]
		insert.run(table === 'folders' ? [...values, list ? list.group : ''] : values)
		existing.set(key(name), name)
		created++
	}
	// the staged rows take the stored spelling of each name
	const respell = db.prepare('UPDATE temp.import_tasks SET ' + (table === 'folders' ? 'folder' : 'context') + ' = ? WHERE ' + (table === 'folders' ? 'folder' : 'context') + ' = ?')
	for (const name of wanted) {
		const stored = existing.get(key(name))
		if (stored !== name) respell.run(stored, name)
	}
	return created
}

function commit() {
	const chunk = job.failAfterRows ?? 5000
	const copy = db.prepare('INSERT INTO main.tasks (' + columns + ') SELECT ' + columns + ' FROM temp.import_tasks WHERE rowid > ? AND rowid <= ?')
	return db.transaction(() => {
		if (job.replace) {
			// the tasks go to the trash (kept 30 days), in this same transaction
			db.prepare(job.trashSql).run(job.now, job.ownerId)
			db.prepare('DELETE FROM tasks WHERE owner_id = ?').run(job.ownerId)
			db.prepare('DELETE FROM folders WHERE owner_id = ?').run(job.ownerId)
			db.prepare('DELETE FROM contexts WHERE owner_id = ?').run(job.ownerId)
		}
		const folders = createNames('folders', job.folders, job.extras && job.extras.folders)
		const contexts = createNames('contexts', job.contexts, job.extras && job.extras.contexts)
		let written = 0
		for (let from = 0; from < staged; from += chunk) {
			written += copy.run(from, from + chunk).changes
			if (job.failAfterRows !== undefined && written >= job.failAfterRows) throw new Error('a failure injected by a test after ' + written + ' rows')
		}
		if (!job.extras) return { tasks: written, folders, contexts }
		return { tasks: written, folders, contexts, templates: createTemplates(job.extras.templates), preferences: setPreferences(job.extras.preferences) }
	}).immediate()
}

// a template whose name the person already has (ignoring case) is kept as it is, so importing twice adds none
function createTemplates(templates) {
	const names = new Set(db.prepare('SELECT name FROM task_templates WHERE owner_id = ?').pluck().all(job.ownerId).map((n) => n.toLowerCase()))
	const insert = db.prepare('INSERT INTO task_templates (' + templates.columns.map(quoted).join(', ') + ') VALUES (' + templates.columns.map(() => '?').join(', ') + ')')
	let created = 0
	for (const row of templates.rows) {
		const name = String(row[templates.nameAt]).toLowerCase()
		if (names.has(name)) continue
		names.add(name)
		insert.run(row)
		created++
	}
	return created
}

function setPreferences(p) {
	if (!p) return false
	db.prepare('INSERT INTO user_preferences (id, owner_id, default_task_options, task_filter, task_sort_order, display_kanban, kanban_group) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (owner_id) DO UPDATE SET default_task_options = excluded.default_task_options, task_filter = excluded.task_filter, task_sort_order = excluded.task_sort_order, display_kanban = excluded.display_kanban, kanban_group = excluded.kanban_group')
		.run(crypto.randomUUID(), job.ownerId, p.defaultTaskOptions, p.taskFilter, p.taskSortOrder, p.displayKanban, p.kanbanGroup)
	return true
}

parentPort.on('message', (message) => {
	if (message.type === 'rows') {
		if (!failure) {
			try {
				stageRows(message.rows)
				staged += message.rows.length
			} catch (error) {
				failure = error
			}
		}
		parentPort.postMessage({ type: 'staged' })
		return
	}
	if (message.type === 'commit') {
		try {
			if (failure) throw failure
			parentPort.postMessage({ type: 'done', result: commit() })
		} catch (error) {
			parentPort.postMessage({ type: 'failed', message: String(error && error.stack || error) })
		} finally {
			db.close()
		}
	}
})
`

/**
 * Starts the write of one import. `send` stages a chunk of rows and resolves once the worker has them (nothing is
 * written to the person's data yet); `commit` runs the one transaction and answers what was created, or throws what failed (then
 * nothing changed). The worker ends after `commit`, or at `close`.
 */
export function startImportWrite(job: WriteJob) {
	const worker = new Worker(WORKER_SOURCE, {
		eval: true,
		workerData: { job, base: import.meta.url },
		// it holds one chunk of rows at a time; a bound keeps a fault from growing the server's memory
		resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 },
	})
	let ended = false
	// one chunk in flight at a time: the next is sent once the worker has staged the last (no queue of copies grows)
	const waiting: (() => void)[] = []
	const answer = new Promise<WriteResult>((resolve, reject) => {
		worker.on('message', (m: { type: 'staged' } | { type: 'done'; result: WriteResult } | { type: 'failed'; message: string }) => {
			if (m.type === 'staged') return waiting.shift()?.()
			ended = true
			if (m.type === 'done') resolve(m.result)
			else reject(new Error(`the import's write failed: ${m.message}`))
			void worker.terminate()
		})
		worker.on('error', (error) => {
			ended = true
			reject(error)
		})
		worker.on('exit', (code) => {
			if (!ended) reject(new Error(`the import's writer stopped (exit code ${code})`))
			ended = true
			for (const release of waiting.splice(0)) release()
		})
	})
	// a failure before commit is reported by commit; until then nobody waits on the answer
	answer.catch(() => {})
	return {
		/** resolves once the worker has staged these rows (or has stopped: commit then reports why) */
		send(rows: ImportRow[]) {
			if (ended) return Promise.resolve()
			worker.postMessage({ type: 'rows', rows })
			return new Promise<void>((resolve) => waiting.push(resolve))
		},
		commit() {
			worker.postMessage({ type: 'commit' })
			return answer
		},
		close() {
			if (!ended) void worker.terminate()
		},
	}
}
