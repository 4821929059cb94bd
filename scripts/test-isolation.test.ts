// Which vitest files share processes (scripts/test-isolation.ts, docs/decisions/345): a file is kept apart as soon as
// anything on its import graph holds state that would leak into the next file.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { importsOf, sharedProcessTests, statefulReason, testFilesUnder } from './test-isolation'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'isolation-'))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))
function write(files: Record<string, string>) {
	for (const [name, text] of Object.entries(files)) {
		fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
		fs.writeFileSync(path.join(root, name), text)
	}
}

write({
	'app/rules/pure.ts': "import { format } from 'date-fns'\nimport type { Task } from '~/tasks/tasks.server'\nexport const f = format",
	'app/rules/cycle-a.ts': "import { b } from './cycle-b'\nexport const a = () => b",
	'app/rules/cycle-b.ts': "import { a } from './cycle-a'\nexport const b = () => a",
	'app/rules/deep.ts': "export { x } from './deeper'",
	'app/rules/deeper.ts': "export const x = async () => (await import('~/lib/db.server')).db",
	'app/lib/db.server.ts': 'export const db = 1',
	'db/schema.ts': 'export const tasks = 1',
	'db/seed.ts': 'export const seed = 1',
	'app/rules/pure.test.ts': "import { f } from './pure'\nimport { a } from './cycle-a'\nimport { tasks } from '#db/schema'",
	'app/rules/deep.test.ts': "import { x } from './deep'",
	'app/rules/seed.test.ts': "import { seed } from '#db/seed'",
	'app/rules/mocked.test.ts': "import { vi } from 'vitest'\nvi.mock('./pure')",
	'app/rules/env.test.ts': "process.env.TZ = 'UTC'",
	'app/rules/env-read.test.ts': "if (process.env.TZ === 'UTC') {}",
	'app/rules/spawn.test.ts': "import { spawn } from 'node:child_process'",
	'app/rules/missing.test.ts': "import { nothing } from './nowhere'",
	'app/rules/timers.test.ts': 'vi.useFakeTimers()',
})

describe('a test file shares a process only when nothing it imports holds state', () => {
	test('pure modules, circular imports, the schema and type imports of a *.server.ts: shared', () => {
		expect(statefulReason(root, path.join(root, 'app/rules/pure.test.ts'))).toBeNull()
		expect(statefulReason(root, path.join(root, 'app/rules/env-read.test.ts'))).toBeNull()
	})
	test.each([
		['deep.test.ts', 'app/lib/db.server.ts: a *.server module'],
		['seed.test.ts', 'db/seed.ts: the database'],
		['mocked.test.ts', 'app/rules/mocked.test.ts: vi.mock'],
		['env.test.ts', 'app/rules/env.test.ts: process.env.TZ ='],
		['spawn.test.ts', 'app/rules/spawn.test.ts: node:child_process'],
		['missing.test.ts', 'app/rules/nowhere (not found): an import that could not be followed'],
		['timers.test.ts', 'app/rules/timers.test.ts: vi.useFakeTimers'],
	])('%s keeps a process of its own: %s', (file, reason) => {
		expect(statefulReason(root, path.join(root, 'app/rules', file))).toBe(reason)
	})
	test('the list the config takes', () => {
		const files = testFilesUnder(root, ['app', 'server'])
		expect(files).toHaveLength(9)
		expect(sharedProcessTests(root, files)).toEqual(['app/rules/env-read.test.ts', 'app/rules/pure.test.ts'])
	})
	test('imports: static, re-exports, dynamic and bare ones; type imports are not', () => {
		expect(importsOf("import a from 'a'\nimport type { B } from 'b'\nexport * from 'c'\nimport 'd'\nconst e = import('e')\nimport { type F, g } from 'g'")).toEqual(['a', 'c', 'd', 'e', 'g'])
	})
})
