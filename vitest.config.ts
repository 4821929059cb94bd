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
	},
})
