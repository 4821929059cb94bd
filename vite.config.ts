import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { fileURLToPath } from 'node:url'
import { asciiServerChunks } from './scripts/ascii-chunks'

type ModuleInfo = { importedIds: readonly string[] } | null
type ChunkApi = { getModuleIds: () => IterableIterator<string>; getModuleInfo: (id: string) => ModuleInfo }

/** the packages every hydrated page runs: React, React DOM and React Router */
const SHELL_PACKAGES = /\/node_modules\/(react|react-dom|react-router|scheduler|preact)\//
/** small modules that the signed-in pages share (the task list and the profile): in the shell, not files of their own */
const SHELL_EXTRA = /\/app\/(lib\/plural|profile\/sections)\.ts$/
let shell: Set<string> | undefined

/**
 * The browser's chunks (docs/decisions/185). Every page that hydrates loads the client entry and the root route, so
 * they, React, React Router and every module they import statically are one file, "the shell", instead of about 20
 * (each file is compressed on its own: one file is about 6 KB smaller gzipped). Other packages get a chunk each, so
 * that the shell does not pull in a package that one of its modules imports only for the server (zod, date-fns).
 * The routes' own modules and what loads with `import()` are split as Rollup chooses.
 */
function manualChunks(id: string, { getModuleIds, getModuleInfo }: ChunkApi) {
	if (!shell) {
		shell = new Set()
		const todo = [...getModuleIds()].filter((m) => /\/app\/(root\.tsx\?__react-router-build-client-route|entry\.client\.tsx)$/.test(m))
		while (todo.length) {
			const m = todo.pop()!
			if (shell.has(m) || (m.includes('/node_modules/') && !SHELL_PACKAGES.test(m))) continue
			shell.add(m)
			todo.push(...(getModuleInfo(m)?.importedIds ?? []))
		}
	}
	// Preact's adjustments (decision 353) are imported with `import()` by the client entry, in the Preact build only:
	// in the shell they are counted in the first load and cost no request of their own before the hydration
	if (shell.has(id) || SHELL_EXTRA.test(id) || (PREACT && /\/app\/ui\/preact-as-react\.ts$/.test(id))) return 'shell'
	const pkg = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1]
	if (pkg) return pkg.replace('@', '').replace('/', '-')
}

/**
 * The browser build runs Preact's compatibility layer in place of React and React DOM (issue 52, decisions 335 and
 * 353): the server still renders with React, the browser hydrates its HTML with Preact. `VITE_REACT=1` builds the
 * browser with React (to compare, or as an escape hatch); `npm run dev` always runs React. Exact names only, so that
 * `react-router` and `react-dom/server` are not caught by the `react` entries.
 */
const PREACT = process.env.VITE_REACT !== '1'
const PREACT_IN_THE_BROWSER = [
	{ find: /^react$/, replacement: 'preact/compat' },
	{ find: /^react-dom$/, replacement: 'preact/compat' },
	{ find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
	{ find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
	{ find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
]

export default defineConfig(({ command, isSsrBuild }) => ({
	// app/entry.client.tsx hydrates the Preact way only in a browser build that has the aliases below
	define: { 'import.meta.env.PREACT_IN_THE_BROWSER': JSON.stringify(PREACT && command === 'build' && !isSsrBuild) },
	resolve: {
		alias: [
			{ find: '~', replacement: fileURLToPath(new URL('./app', import.meta.url)) },
			{ find: '#db', replacement: fileURLToPath(new URL('./db', import.meta.url)) },
			...(PREACT && command === 'build' && !isSsrBuild ? PREACT_IN_THE_BROWSER : []),
		],
	},
	build: {
		// The server bundle starts at server/index.ts (Express app, embedded IdP, rate limits)
		// so that one copy of every module, and one database connection, serves everything.
		rollupOptions: isSsrBuild
			? { input: './server/index.ts' }
			: {
					output: { manualChunks },
					// @date-fns/tz declares no `sideEffects`, so a module that imports it only for its server half (the calendar
					// feed's options, the import form's schema) made the profile load it (1.7 KB); its modules only define things
					treeshake: { moduleSideEffects: (id: string) => !/\/node_modules\/@date-fns\/tz\//.test(id) },
				},
	},
	ssr: {
		// native and CommonJS-heavy server packages stay outside the bundle
		external: ['better-sqlite3', 'oidc-provider', 'express', 'sanitize-html'],
		// bundled into the server build (issue 52, decision 286): Node 24 reads a module's package.json for every ES module
		// file it loads, and these two spread the modules the server uses over hundreds of files under a package.json of
		// about 180-200 KB each (their export maps): loaded from node_modules they cost Node 24 some 120 MB of heap churn and
		// seconds of a start on a busy machine; bundled, only the modules used are one file
		noExternal: [
			'drizzle-orm',
			'date-fns',
			// decision 376: ES modules of many files that every page's render uses; bundled, only what the server reaches, in one
			// chunk (Headless UI alone loaded React Aria's umbrella package: 25 MiB). React Router with its adapters, so one copy.
			'@headlessui/react',
			/^@react-aria\//,
			'react-aria',
			'react-stately',
			/^@react-stately\//,
			/^@internationalized\//,
			'@swc/helpers',
			/^@floating-ui\//,
			/^@tanstack\//,
			'use-sync-external-store',
			'zod',
			/^@conform-to\//,
			'jose',
			'@date-fns/tz',
			'react-router',
			/^@react-router\//,
			'cookie',
			'set-cookie-parser',
			'@stripe/react-stripe-js',
			'helmet',
		],
	},
	plugins: [tailwindcss(), reactRouter(), asciiServerChunks()],
}))
