// Issue 49, point 3: the data folder was made 0755 and twentyfour.db, -wal and -shm 0644, readable by every user of
// the machine. A new install makes them 0700 and 0600; an existing one is closed at start.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, test, vi } from 'vitest'
import { closeToOthers, keepNewFilesPrivate } from './data-dir.server'
import { openDatabase } from './db.server'
import { databaseFileIn, env, resetEnvForTests } from './env.server'

const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8)
const originalUmask = process.umask()
const originalDataDir = process.env.DATA_DIR

afterEach(() => {
	process.umask(originalUmask)
	process.env.DATA_DIR = originalDataDir
	resetEnvForTests()
	vi.restoreAllMocks()
})

function freshDir() {
	const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'twentyfour-perm-'))
	return path.join(parent, 'data')
}

test('a new install: the folder 0700; the database, its -wal and -shm, the secrets and the provider keys 0600', async () => {
	process.umask(0o022) // as a shell leaves it
	const dir = freshDir()
	process.env.DATA_DIR = dir
	resetEnvForTests()
	vi.spyOn(console, 'log').mockImplementation(() => {})
	env()
	const db = openDatabase(databaseFileIn(dir))
	db.$client.exec('create table t (x); insert into t values (1)')
	const { publicSigningKeys } = await import('~/identity/embedded-idp.server')
	await publicSigningKeys().catch(() => null)
	expect(modeOf(dir)).toBe('700')
	const files = fs.readdirSync(dir)
	expect(files).toEqual(expect.arrayContaining(['twentyfour.db', 'twentyfour.db-wal', 'twentyfour.db-shm', 'secrets.json']))
	for (const file of files) expect({ file, mode: modeOf(path.join(dir, file)) }).toEqual({ file, mode: fs.statSync(path.join(dir, file)).isDirectory() ? '700' : '600' })
	db.$client.close()
})

test('an existing install: what an older version made readable is closed at start; links are not followed', () => {
	process.umask(0o022)
	const dir = freshDir()
	fs.mkdirSync(path.join(dir, 'imports', 'abc'), { recursive: true, mode: 0o755 })
	fs.chmodSync(dir, 0o755)
	const db = openDatabase(databaseFileIn(dir))
	db.$client.exec('create table t (x); insert into t values (1)')
	fs.writeFileSync(path.join(dir, 'secrets.json'), '{}', { mode: 0o644 })
	fs.writeFileSync(path.join(dir, 'imports', 'abc', 'upload'), 'x', { mode: 0o664 })
	const outside = path.join(path.dirname(dir), 'outside.txt')
	fs.writeFileSync(outside, 'not ours to change', { mode: 0o644 })
	fs.symlinkSync(outside, path.join(dir, 'link'))
	expect(modeOf(databaseFileIn(dir))).toBe('644')
	expect(modeOf(`${databaseFileIn(dir)}-wal`)).toBe('644')
	const log = vi.spyOn(console, 'log').mockImplementation(() => {})
	const changed = closeToOthers(dir)
	expect(changed.map((c) => path.relative(dir, c.path)).sort()).toEqual(
		['', 'imports', 'imports/abc', 'imports/abc/upload', 'secrets.json', 'twentyfour.db', 'twentyfour.db-shm', 'twentyfour.db-wal'].sort(),
	)
	expect(log).toHaveBeenCalledWith(expect.stringMatching(/^Data folder: 8 entries of .* closed to other users/))
	for (const file of ['', 'imports', 'imports/abc']) expect(modeOf(path.join(dir, file))).toBe('700')
	for (const file of ['secrets.json', 'twentyfour.db', 'twentyfour.db-wal', 'twentyfour.db-shm', 'imports/abc/upload']) expect(modeOf(path.join(dir, file))).toBe('600')
	expect(modeOf(outside)).toBe('644')
	// the database still opens and reads; a second start changes nothing
	expect(db.$client.prepare('select x from t').get()).toEqual({ x: 1 })
	expect(closeToOthers(dir)).toEqual([])
	db.$client.close()
})

test('the umask: files made after it are 0600 and folders 0700, whatever the shell had', () => {
	process.umask(0o002)
	keepNewFilesPrivate()
	const dir = freshDir()
	fs.mkdirSync(dir, { recursive: true })
	fs.writeFileSync(path.join(dir, 'f'), 'x')
	expect([modeOf(dir), modeOf(path.join(dir, 'f'))]).toEqual(['700', '600'])
})
