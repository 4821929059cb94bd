import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
	resolve: {
		alias: {
			'~': fileURLToPath(new URL('./app', import.meta.url)),
			'#db': fileURLToPath(new URL('./db', import.meta.url)),
		},
	},
	test: {
		include: ['app/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
		setupFiles: ['./tests/vitest-setup.ts'],
		pool: 'forks',
		// date-fns and drizzle-orm are ES modules of hundreds of files under a package.json of about 190 KB, which Node 24
		// reads again for every file it loads (nodejs/node#60397): imported natively they doubled the suite's time.
		// Pre-bundled once (as the server build bundles them, vite.config.ts), each is one file (decision 285).
		deps: { optimizer: { ssr: { enabled: true, include: ['date-fns', 'drizzle-orm', '@date-fns/tz'] } } },
	},
})
