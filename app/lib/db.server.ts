import path from 'node:path'
import fs from 'node:fs'
import Database from 'better-sqlite3'
import type { SQL } from 'drizzle-orm'
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'
import * as schema from '#db/schema'
import { databaseFileIn, env } from './env.server'
import { LeastRecentlyUsed } from './least-recently-used'
import { checkpointsElsewhere } from './wal-checkpoints.server'

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database }

/**
 * A read replica under LiteFS (docs/decisions/171): LiteFS puts a `.primary` file, naming the primary, beside the
 * database on every node that is not the primary. Replicas take no writes: no migrations, no background sends.
 */
export function isReplica(dataDir: string) {
	return fs.existsSync(path.join(dataDir, '.primary'))
}

/**
 * Each connection's own page cache, in KiB (SQLite's default is 2,000). 16 MB (decision 373: 32 MB held some 20 MiB
 * more per process after a mixed load for no measurable speed; the kernel's page cache holds the file again anyway).
 * SQLITE_CACHE_KIB chooses another size (a benchmark's comparison, or a box with memory to spare), 1,024 at least.
 */
export function cacheKib(value = process.env.SQLITE_CACHE_KIB) {
	const kib = Number(value)
	return value !== undefined && value.trim() !== '' && Number.isInteger(kib) && kib >= 1024 ? kib : 16 * 1024
}

/**
 * Opens a database file, sets and checks the pragmas we rely on, and applies migrations (on the primary only).
 * `checkpoints`: 'elsewhere' in a worker of the cluster, whose primary checkpoints (./wal-checkpoints.server.ts).
 */
export function openDatabase(file: string, { checkpoints = checkpointsElsewhere() ? 'elsewhere' : 'here' }: { checkpoints?: 'here' | 'elsewhere' } = {}): Db {
	fs.mkdirSync(path.dirname(file), { recursive: true })
	const replica = isReplica(path.dirname(file))
	const sqlite = new Database(file)
	if (!replica) sqlite.pragma('journal_mode = WAL')
	sqlite.pragma('foreign_keys = ON')
	sqlite.pragma('busy_timeout = 5000')
	sqlite.pragma('synchronous = NORMAL')
	// a larger page cache (decision 186), and no memory map: a connection that finds the file changed by another process
	// (the other worker's write) unmaps it whole and faults every page in again, which doubled a read's cost (decision 258)
	sqlite.pragma('mmap_size = 0')
	sqlite.pragma(`cache_size = -${cacheKib()}`)
	if (checkpoints === 'elsewhere') sqlite.pragma('wal_autocheckpoint = 0')
	const mode = sqlite.pragma('journal_mode', { simple: true })
	const fk = sqlite.pragma('foreign_keys', { simple: true })
	const busy = sqlite.pragma('busy_timeout', { simple: true })
	if (mode !== 'wal' || fk !== 1 || busy !== 5000) {
		throw new Error(`SQLite pragmas not in effect (journal_mode=${mode}, foreign_keys=${fk}, busy_timeout=${busy})`)
	}
	const db = drizzle(sqlite, { schema }) as Db
	keepStatements(db, sqlite)
	// Every transaction begins IMMEDIATE: it takes the write lock at its start and waits (busy_timeout) for another
	// process to finish. A deferred transaction that reads and then writes cannot wait: when a second process (a
	// worker of the cluster) writes in between, SQLite answers SQLITE_BUSY at once (docs/decisions/170).
	const deferred = db.transaction.bind(db)
	db.transaction = ((fn, config) => deferred(fn, { behavior: 'immediate', ...config })) as typeof db.transaction
	if (!replica) {
		if (!migrationsApplied(sqlite, migrationsFolder())) migrate(db, { migrationsFolder: migrationsFolder() })
		optimizeDatabase(db)
		// the pages the statistics were read from (a first start after a large import or restore reads most of the
		// indexes: 45 MiB more of an idle process on 100 x 2,500 tasks) are not kept: requests fill the cache with their
		// own pages again (decision 331)
		sqlite.pragma('shrink_memory')
	}
	return db
}

/**
 * Whether every migration of `folder` is applied: the journal's last is not after the database's last applied one,
 * which is drizzle's own test (it applies those whose time is after the last row's). A start then reads one small
 * file, not every migration's SQL with its hash (34 files; a few ms and their strings; decision 401). Any doubt answers no:
 * drizzle decides.
 */
export function migrationsApplied(sqlite: Database.Database, folder: string) {
	try {
		const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] }
		const last = journal.entries.at(-1)?.when
		const applied = sqlite.prepare('select max(created_at) as at from __drizzle_migrations').get() as { at: number | string | null } | undefined
		return typeof last === 'number' && applied?.at != null && Number(applied.at) >= last
	} catch {
		return false
	}
}

/** how many compiled statements a connection keeps (by SQL text; the texts an app asks are a few hundred) */
const KEPT_STATEMENTS = 500
const keptStatements = new WeakMap<Db, LeastRecentlyUsed<Database.Statement>>()

/**
 * Drizzle prepares a statement for every query it runs, so SQLite compiled the same few hundred texts again on every
 * request. Its session now gets each text's statement from a bounded store, compiled once per connection (decision
 * 184). Drizzle turns a statement's raw mode on when it maps rows itself and never off, so a kept statement is handed
 * out with raw mode off, as a new one would be. Only Drizzle's queries go through it; `$client.prepare` is untouched.
 */
function keepStatements(db: Db, sqlite: Database.Database) {
	const kept = new LeastRecentlyUsed<Database.Statement>(KEPT_STATEMENTS)
	keptStatements.set(db, kept)
	const session = (db as unknown as { session: { client: Pick<Database.Database, 'prepare' | 'transaction'> } }).session
	session.client = {
		prepare(text: string) {
			let statement = kept.get(text)
			if (!statement) kept.set(text, (statement = sqlite.prepare(text)))
			else if (statement.reader) statement.raw(false)
			return statement
		},
		transaction: (fn) => sqlite.transaction(fn),
	} as Pick<Database.Database, 'prepare' | 'transaction'>
}

/**
 * A query Drizzle builds once per connection (`.prepare()` with `sql.placeholder`s), for the hottest ones: no SQL text
 * built and no statement looked up per call (decision 184's next step). `build` gets the connection; the query it
 * returns is kept beside that connection, so a test's fresh database gets its own.
 */
export function preparedPerConnection<T>(build: (database: Db) => T): () => T {
	const prepared = new WeakMap<Db, T>()
	return () => {
		const database = db()
		let query = prepared.get(database)
		if (query === undefined) prepared.set(database, (query = build(database)))
		return query
	}
}

/** a statement of hand-written SQL, prepared: its `sql.placeholder`s are filled by each call's values (as Drizzle's own
 * `.prepare()` does for a query it builds) */
export type PreparedSql<T> = { all(values?: Record<string, unknown>): T[] }

/** `query` prepared on `database` once: the SQL text built and the statement looked up now, not per call */
export function prepareSql<T>(database: Db, query: SQL): PreparedSql<T> {
	const d = database as unknown as {
		dialect: { sqlToQuery(q: SQL): unknown }
		session: { prepareOneTimeQuery(q: unknown, fields: undefined, method: 'all', arrayMode: false): PreparedSql<T> }
	}
	return d.session.prepareOneTimeQuery(d.dialect.sqlToQuery(query), undefined, 'all', false)
}

/** forgets the kept statements (a test that reads the query plans statements are compiled with, after ANALYZE) */
export function forgetKeptStatements(database: Db = db()) {
	keptStatements.get(database)?.clear()
}

/**
 * Keeps the query planner's statistics current (SQLite's advice for long-lived connections: PRAGMA optimize when the
 * connection opens and then periodically). Without statistics the planner reads a handful of tasks by id through the
 * owner's index, scanning every task of the owner; with them it takes the primary key.
 */
export function optimizeDatabase(db: Db) {
	db.$client.pragma('analysis_limit = 1000')
	db.$client.pragma('optimize = 0x10002')
}

export function migrationsFolder() {
	// the source tree and the production image both keep migrations in ./db/migrations
	return path.resolve(process.env.MIGRATIONS_DIR ?? 'db/migrations')
}

/** the database's file, in the data folder */
export const databaseFile = () => databaseFileIn(env().dataDir)

const globalKey = Symbol.for('twentyfour.db')
type WithDb = typeof globalThis & { [globalKey]?: Db }

/** The one connection of this process (kept on globalThis so dev reloads reuse it). */
export function db(): Db {
	const g = globalThis as WithDb
	g[globalKey] ??= openDatabase(databaseFile())
	return g[globalKey]
}

export function closeDb() {
	const g = globalThis as WithDb
	g[globalKey]?.$client.close()
	delete g[globalKey]
}
