// A damaged SQLite file for the tests of backups and restores: garbage over pages in the middle of the file, so its
// b-trees (a table and its indexes) break while the header still reads as SQLite.
import fs from 'node:fs'
import Database from 'better-sqlite3'

export function damageSqliteFile(file: string, pagesOfGarbage = 8) {
	const d = new Database(file, { readonly: true })
	const pageSize = d.pragma('page_size', { simple: true }) as number
	const pages = d.pragma('page_count', { simple: true }) as number
	d.close()
	const fd = fs.openSync(file, 'r+')
	const garbage = Buffer.alloc(pageSize * pagesOfGarbage, 0x5a)
	fs.writeSync(fd, garbage, 0, garbage.length, pageSize * Math.floor(pages / 2))
	fs.closeSync(fd)
}
