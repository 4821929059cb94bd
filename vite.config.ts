import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { fileURLToPath } from 'node:url'

type ModuleInfo = { importedIds: readonly string[] } | null
let shell: Set<string> | undefined
function manualChunks(id: string, { getModuleIds, getModuleInfo }: { getModuleIds: () => IterableIterator<string>; getModuleInfo: (id: string) => ModuleInfo }) {
	if (!shell) {
		shell = new Set()
		const todo = [...getModuleIds()].filter((m) => /app\/(root\.tsx\?__react-router-build-client-route|entry\.client\.tsx)$/.test(m))
		console.log('shell roots', todo)
		while (todo.length) {
			const m = todo.pop()!
			if (shell.has(m) || (m.includes('/node_modules/') && !/\/node_modules\/(react|react-dom|react-router|scheduler)\//.test(m))) continue
			shell.add(m)
			todo.push(...(getModuleInfo(m)?.importedIds ?? []))
		}
	}
	if (shell.has(id)) return 'shell'
	const pkg = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1]
	if (pkg) return pkg.replace('@', '').replace('/', '-')
}

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
		rollupOptions: isSsrBuild ? { input: './server/index.ts' } : { output: { manualChunks } },
	},
	ssr: {
		// native and CommonJS-heavy server packages stay outside the bundle
		external: ['better-sqlite3', 'oidc-provider', 'express', 'sanitize-html'],
	},
	plugins: [tailwindcss(), reactRouter()],
}))
