// The setup of the test files that share processes (vitest.config.ts, docs/decisions/345): they open no database, so
// unlike tests/vitest-setup.ts this loads nothing of the app; a folder for DATA_DIR all the same, in case one reads it.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twentyfour-test-'))
process.env.DATA_DIR = dir
process.env.NODE_ENV = 'test'

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
