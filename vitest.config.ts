import os from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { sharedProcessTests, testFilesUnder } from './scripts/test-isolation'

const root = fileURLToPath(new URL('.', import.meta.url))
const ALL = ['app/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts']
// the files whose import graph holds no state beyond the file (no *.server.ts, no database, no mocks, no processes):
// they run one after another in a few processes instead of one process each (decision 345)
const SHARED = sharedProcessTests(root, testFilesUnder(root, ['app', 'server', 'scripts']))

export default defineConfig({
	resolve: {
		alias: {
			'~': fileURLToPath(new URL('./app', import.meta.url)),
			'#db': fileURLToPath(new URL('./db', import.meta.url)),
		},
	},
	test: {
		pool: 'forks',
		// a fork per core: vitest's default leaves one core to its main process (one fork on this 2-core machine), which
		// mostly waits while a fork imports and runs a file (decision 345)
		maxWorkers: os.availableParallelism(),
		// date-fns and drizzle-orm are ES modules of hundreds of files under a package.json of about 190 KB, which Node 24
		// reads again for every file it loads (nodejs/node#60397): imported natively they doubled the suite's time.
		// Pre-bundled once (as the server build bundles them, vite.config.ts), each is one file (decision 285).
		deps: { optimizer: { ssr: { enabled: true, include: ['date-fns', 'drizzle-orm', '@date-fns/tz'] } } },
		projects: [
			// every file that touches the database, the settings, processes or mocks: a fresh process and database each
			{ extends: true, test: { name: 'isolated', include: ALL, exclude: SHARED, setupFiles: ['./tests/vitest-setup.ts'] } },
			// pure rules: a process runs many of them, so each file skips a process start and the imports it shares
			{ extends: true, test: { name: 'shared', include: SHARED.length ? SHARED : ['(none)'], isolate: false, setupFiles: ['./tests/vitest-setup-shared.ts'] } },
		],
	},
})
