import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { cacheKib, closeDb, forgetKeptStatements, isReplica, migrationsApplied, migrationsFolder, openDatabase, preparedPerConnection } from './db.server'

const tables = (file: string) => {
	const sqlite = new Database(file, { readonly: true })
	const names = sqlite.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]
	sqlite.close()
	return names.map((t) => t.name)
}

describe('cacheKib (issue 52, decision 373)', () => {
	it('is 16 MB unless SQLITE_CACHE_KIB names a whole number of KiB, 1,024 at least', () => {
		expect(cacheKib(undefined)).toBe(16384)
		expect(cacheKib('')).toBe(16384)
		expect(cacheKib('8192')).toBe(8192)
		expect(cacheKib('65536')).toBe(65536)
		for (const wrong of ['0', '-8192', '512', '8.5', 'lots', '8 MB']) expect(cacheKib(wrong), wrong).toBe(16384)
	})
})

describe('openDatabase', () => {
	it('sets WAL, foreign keys and the busy timeout, and migrates on the primary', () => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tf-db-'))
		const db = openDatabase(path.join(dir, 'twentyfour.db'))
		expect(db.$client.pragma('journal_mode', { simple: true })).toBe('wal')
		// no memory map: with one, every write of the other worker made the next read here remap the file (decision 258)
		expect(db.$client.pragma('mmap_size', { simple: true })).toBe(0)
		// each connection's page cache: 16 MB (decision 373), negative = KiB
		expect(db.$client.pragma('cache_size', { simple: true })).toBe(-16 * 1024)
		db.$client.close()
		expect(tables(path.join(dir, 'twentyfour.db'))).toContain('tasks')
		expect(isReplica(dir)).toBe(false)
	})

	it('skips reading the migrations when the journal’s last is applied, and migrates a newer one (decision 401)', () => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tf-db-'))
		const file = path.join(dir, 'twentyfour.db')
		const blank = new Database(file)
		// no table of applied migrations yet: drizzle decides
		expect(migrationsApplied(blank, migrationsFolder())).toBe(false)
		blank.close()
		const db = openDatabase(file)
		expect(migrationsApplied(db.$client, migrationsFolder())).toBe(true)
		// a checkout with one migration more: its journal's last is after the database's last
		const newer = path.join(dir, 'migrations')
		fs.cpSync(migrationsFolder(), newer, { recursive: true })
		const journal = JSON.parse(fs.readFileSync(path.join(newer, 'meta', '_journal.json'), 'utf8'))
		const last = journal.entries.at(-1)
		journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: '9999_a_test_table' })
		fs.writeFileSync(path.join(newer, 'meta', '_journal.json'), JSON.stringify(journal))
		fs.writeFileSync(path.join(newer, '9999_a_test_table.sql'), 'CREATE TABLE `a_test_table` (`id` integer PRIMARY KEY);')
		expect(migrationsApplied(db.$client, newer)).toBe(false)
		db.$client.close()
		const previous = process.env.MIGRATIONS_DIR
		process.env.MIGRATIONS_DIR = newer
		try {
			openDatabase(file).$client.close()
		} finally {
			if (previous === undefined) delete process.env.MIGRATIONS_DIR
			else process.env.MIGRATIONS_DIR = previous
		}
		expect(tables(file)).toContain('a_test_table')
		// a journal that cannot be read: drizzle decides
		fs.rmSync(path.join(newer, 'meta', '_journal.json'))
		const again = new Database(file)
		expect(migrationsApplied(again, newer)).toBe(false)
		again.close()
	})

	it('leaves migrations to the primary on a LiteFS replica (a .primary file beside the database)', () => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tf-replica-'))
		const file = path.join(dir, 'twentyfour.db')
		const seed = new Database(file)
		seed.pragma('journal_mode = WAL')
		seed.close()
		fs.writeFileSync(path.join(dir, '.primary'), 'primary-node-1')
		expect(isReplica(dir)).toBe(true)
		const db = openDatabase(file)
		db.$client.close()
		expect(tables(file)).not.toContain('tasks')
	})

	it('begins every transaction IMMEDIATE, so another process waits for it instead of failing on a lock upgrade', () => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tf-tx-'))
		const file = path.join(dir, 'twentyfour.db')
		const db = openDatabase(file)
		const other = new Database(file)
		other.pragma('busy_timeout = 0')
		let otherWrite: unknown = null
		db.transaction(() => {
			db.$client.prepare('select count(*) from tasks').get()
			try {
				other.exec('BEGIN IMMEDIATE')
				other.exec('ROLLBACK')
			} catch (error) {
				otherWrite = (error as { code?: string }).code
			}
		})
		expect(otherWrite).toBe('SQLITE_BUSY')
		other.close()
		db.$client.close()
	})
})

describe('kept statements (decision 184)', () => {
	it('compiles a query text once per connection, and a kept statement answers rows or objects as each query asks', () => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tf-kept-'))
		const db = openDatabase(path.join(dir, 'twentyfour.db'))
		const compiled: string[] = []
		const prepare = db.$client.prepare.bind(db.$client)
		db.$client.prepare = ((text: string) => (compiled.push(text), prepare(text))) as typeof db.$client.prepare
		const text = sql`select 1 as "one", 'a' as "name"`
		// the query builder maps rows itself (the statement's raw mode); a plain query of the same text wants objects
		expect(db.select({ one: sql<number>`1`.as('one') }).from(sql`(select 1)`).all()).toEqual([{ one: 1 }])
		expect(db.select({ one: sql<number>`1`.as('one') }).from(sql`(select 1)`).all()).toEqual([{ one: 1 }])
		expect(db.values(text)).toEqual([[1, 'a']])
		expect(db.all(text)).toEqual([{ one: 1, name: 'a' }])
		expect(db.get(text)).toEqual({ one: 1, name: 'a' })
		expect(compiled).toHaveLength(2)
		db.transaction((tx) => tx.run(sql`create table kept_check (id integer)`))
		expect(db.all(sql`select count(*) as "n" from kept_check`)).toEqual([{ n: 0 }])
		forgetKeptStatements(db)
		db.all(text)
		expect(compiled.filter((t) => t === compiled[1])).toHaveLength(2)
		db.$client.close()
	})

	it('a query prepared per connection is built once for each connection, and a new connection gets its own', () => {
		let built = 0
		const two = preparedPerConnection((database) => (built++, database.select({ n: sql<number>`2`.as('n') }).from(sql`(select 1)`).prepare()))
		expect(two().all()).toEqual([{ n: 2 }])
		expect(two().get()).toEqual({ n: 2 })
		expect(built).toBe(1)
		closeDb()
		expect(two().all()).toEqual([{ n: 2 }])
		expect(built).toBe(2)
	})
})
