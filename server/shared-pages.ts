// A person's kept pages shared by every worker of the cluster (issue 31, docs/decisions/186): a page rendered by one
// worker is sent by the other without rendering it again. The store is a SQLite file of its own beside the system's
// temporary files (never in the data folder: it is no data, no backup holds it, a LiteFS mount would replicate it),
// emptied whenever the server starts (a restored database counts its versions again from an older number), written
// without waiting for the disk (it is a cache: after a crash it is emptied anyway). What makes a page right is its
// key (person, data version, local day, URL), read from the database for each request as before (decision 180).
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import type { Entry, SharedPages } from './page-entry'

export type { SharedPages } from './page-entry'

/** The shared store holds at most this many bytes of pages; the oldest go first. */
const MAX_BYTES = 64 * 1024 * 1024
/** Expired pages and the bound are looked after once every this many pages stored. */
const PRUNE_EVERY = 50

/** The store's file for a data folder: one per folder, so two servers on one machine never share pages. */
export function sharedPagesFile(dataDir: string) {
	const id = crypto.createHash('sha1').update(path.resolve(dataDir)).digest('hex').slice(0, 16)
	return path.join(os.tmpdir(), `twentyfour-kept-pages-${id}.db`)
}

/** Empties the store (removes its files): at every start of the server, before a worker reads it. */
export function clearSharedPages(file: string) {
	for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
}

type Meta = Omit<Entry, 'template' | 'identity' | 'gzip' | 'br'> & {
	slots?: NonNullable<Entry['template']>['slots']
	/** the lengths of the buffers in the body, in the order written: the template's parts (deflated where it is read), or identity, gzip, br */
	lengths: number[]
}

/** An entry as a row: what is not bytes as JSON, the bytes one after the other. */
export function toRow(entry: Entry): { meta: string; body: Buffer } {
	const { template, identity, gzip, br, ...rest } = entry
	const buffers = template ? template.parts : [identity!, gzip!, br!]
	const meta: Meta = { ...rest, slots: template?.slots, lengths: buffers.map((b) => b.length) }
	return { meta: JSON.stringify(meta), body: Buffer.concat(buffers) }
}

export function fromRow(row: { meta: string; body: Buffer }): Entry {
	const { slots, lengths, ...rest } = JSON.parse(row.meta) as Meta
	let at = 0
	const buffers = lengths.map((length) => row.body.subarray(at, (at += length)))
	if (slots) return { ...rest, template: { slots, parts: buffers } }
	const [identity, gzip, br] = buffers
	return { ...rest, identity, gzip, br }
}

export function sharedPages(file: string): SharedPages {
	fs.mkdirSync(path.dirname(file), { recursive: true })
	const sqlite = new Database(file)
	sqlite.pragma('journal_mode = WAL')
	sqlite.pragma('synchronous = OFF')
	sqlite.pragma('busy_timeout = 1000')
	sqlite.exec(`create table if not exists pages (
		key text primary key, owner text not null, version integer not null, expires integer not null,
		bytes integer not null, meta text not null, body blob not null
	);
	create index if not exists pages_owner on pages (owner, version)`)
	const read = sqlite.prepare<[string, number], { meta: string; body: Buffer }>('select meta, body from pages where key = ? and expires > ?')
	const write = sqlite.prepare('insert or replace into pages (key, owner, version, expires, bytes, meta, body) values (?, ?, ?, ?, ?, ?, ?)')
	const forgetOlder = sqlite.prepare('delete from pages where owner = ? and version < ?')
	const forgetExpired = sqlite.prepare('delete from pages where expires <= ?')
	const total = sqlite.prepare<[], { n: number | null }>('select sum(bytes) as n from pages')
	const oldest = sqlite.prepare('delete from pages where rowid in (select rowid from pages order by expires limit ?)')
	let stored = 0

	const prune = (now: number) => {
		forgetExpired.run(now)
		while ((total.get()?.n ?? 0) > MAX_BYTES) oldest.run(PRUNE_EVERY)
	}

	return {
		get(key, now = Date.now()) {
			try {
				const row = read.get(key, now)
				return row && fromRow(row)
			} catch (error) {
				// a store that cannot answer in time (busy) is a miss: the page is rendered, never an error
				console.error('[kept pages] shared read failed:', (error as Error).message)
				return undefined
			}
		},
		set(key, entry, owner, version) {
			try {
				const { meta, body } = toRow(entry)
				sqlite
					.transaction(() => {
						forgetOlder.run(owner, version)
						write.run(key, owner, version, entry.expires, body.length, meta, body)
					})
					.immediate()
				if (++stored % PRUNE_EVERY === 0) prune(Date.now())
			} catch (error) {
				console.error('[kept pages] shared write failed:', (error as Error).message)
			}
		},
		close: () => sqlite.close(),
	}
}
