// Every test file gets its own real SQLite database in a temporary folder.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twentyfour-test-'))
process.env.DATA_DIR = dir
process.env.NODE_ENV = 'test'

afterAll(async () => {
	const { closeDb } = await import('~/lib/db.server')
	closeDb()
	fs.rmSync(dir, { recursive: true, force: true })
})
