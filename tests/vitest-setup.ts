// Every test file gets its own real SQLite database in a temporary folder.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twentyfour-test-'))
process.env.DATA_DIR = dir
process.env.NODE_ENV = 'test'

afterAll(async () => {
	// the database opens lazily and makes its file here: a file that left the folder empty never opened it, and loading
	// the database's modules only to close nothing took seconds (decision 345)
	if (fs.readdirSync(dir).length > 0) {
		const { closeDb } = await import('~/lib/db.server')
		closeDb()
	}
	fs.rmSync(dir, { recursive: true, force: true })
})
