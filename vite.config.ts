import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { fileURLToPath } from 'node:url'

export default defineConfig(({ isSsrBuild }) => ({
	resolve: {
		alias: {
			'~': fileURLToPath(new URL('./app', import.meta.url)),
			'#db': fileURLToPath(new URL('./db', import.meta.url)),
		},
	},
	build: {
		// The server bundle starts at server/index.ts (Express app, embedded IdP, rate limits)
		// so that one copy of every module, and one database connection, serves everything.
		rollupOptions: isSsrBuild ? { input: './server/index.ts' } : undefined,
	},
	ssr: {
		// native and CommonJS-heavy server packages stay outside the bundle
		external: ['better-sqlite3', 'oidc-provider', 'express', 'sanitize-html'],
	},
	plugins: [tailwindcss(), reactRouter()],
}))
