import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { isReplica, openDatabase } from './db.server'

const tables = (file: string) => {
	const sqlite = new Database(file, { readonly: true })
	const names = sqlite.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]
	sqlite.close()
	return names.map((t) => t.name)
}

describe('openDatabase', () => {
	it('sets WAL, foreign keys and the busy timeout, and migrates on the primary', () => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tf-db-'))
		const db = openDatabase(path.join(dir, 'twentyfour.db'))
		expect(db.$client.pragma('journal_mode', { simple: true })).toBe('wal')
		db.$client.close()
		expect(tables(path.join(dir, 'twentyfour.db'))).toContain('tasks')
		expect(isReplica(dir)).toBe(false)
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
