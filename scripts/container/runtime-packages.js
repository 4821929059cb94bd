// The packages the production server loads at run time, read from what it runs (issue 52 C, decision 375): the bare
// imports of the server build (build/server: static `import`, `import()`, `require()` and `onFirstUse()`), of server.js
// and of the scripts the image carries, then every package those need by their package.json (dependencies, optional
// and peer dependencies that are installed), resolved as Node resolves them. Whatever else `npm prune --omit=dev`
// leaves is bundled into the server build (vite.config.ts `ssr.noExternal`: drizzle-orm, date-fns, @headlessui/react
// and React Aria, zod, conform, jose, React Router) or runs only in the browser (preact), and never loads.
// `node scripts/container/runtime-packages.js` lists them; `--prune` removes every other package from node_modules
// (the Dockerfile's build stage, after `npm prune --omit=dev`).
import fs from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'

/** the files of the image besides build/server that Node runs (Dockerfile: CMD, npm run backup and restore) */
export const RUNTIME_FILES = [
	'server.js',
	'server/process-layout.js',
	'scripts/node-version.js',
	'scripts/ensure-node.js',
	'scripts/build-if-stale.js',
	'scripts/backup.js',
	'scripts/restore.js',
]

const BUILTIN = new Set(builtinModules)
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*|\bonFirstUse(?:<[^>]*>)?\s*\(\s*)(["'])([^"'\s]+)\1/g
const PACKAGE_NAME = /^(?:@[a-z0-9~-][a-z0-9._~-]*\/)?[a-z0-9~-][a-z0-9._~-]*$/

/** the package a bare specifier names (`chrono-node/en` -> `chrono-node`), or undefined (relative, builtin, not a name) */
export function packageOf(specifier) {
	if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:') || specifier.startsWith('#')) return undefined
	const parts = specifier.split('/')
	const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
	if (BUILTIN.has(name) || !PACKAGE_NAME.test(name)) return undefined
	return name
}

/** a comment's own line (`// ...`, `/* ...`, ` * ...`): its examples (`import { union } from 'drizzle-orm'`) never run */
const COMMENT_LINE = /^\s*(?:\/\/|\/\*|\*).*$/gm

/** the packages named by the imports, requires and first-use loads in a module's source */
export function importedPackages(source) {
	const names = new Set()
	for (const m of source.replace(COMMENT_LINE, '').matchAll(SPECIFIER)) {
		const name = packageOf(m[2])
		if (name) names.add(name)
	}
	return names
}

/** every .js/.mjs/.cjs file under `dir` */
function scripts(dir) {
	if (!fs.existsSync(dir)) return []
	return fs.readdirSync(dir, { recursive: true, withFileTypes: true })
		.filter((e) => e.isFile() && /\.[cm]?js$/.test(e.name))
		.map((e) => path.join(e.parentPath, e.name))
}

/** `name`'s folder as Node finds it from `fromDir` (its node_modules, then each parent's), or undefined */
function resolvePackage(name, fromDir, root) {
	for (let dir = fromDir; ; dir = path.dirname(dir)) {
		const candidate = path.join(dir, 'node_modules', name)
		if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate
		if (dir === root || dir === path.dirname(dir)) return undefined
	}
}

/**
 * The folders of the packages the server needs at run time under `root`: those the server build and RUNTIME_FILES
 * import, and their dependencies. `missing`: names imported but not installed (a browser-only string or a mistake).
 */
export function runtimePackages(root) {
	const files = [...scripts(path.join(root, 'build/server')), ...RUNTIME_FILES.map((f) => path.join(root, f)).filter((f) => fs.existsSync(f))]
	const wanted = new Set()
	for (const file of files) for (const name of importedPackages(fs.readFileSync(file, 'utf8'))) wanted.add(name)
	const kept = new Set()
	const missing = []
	const todo = [...wanted].map((name) => ({ name, from: root }))
	while (todo.length) {
		const { name, from } = todo.pop()
		const dir = resolvePackage(name, from, root)
		if (!dir) {
			if (from === root) missing.push(name)
			continue
		}
		if (kept.has(dir)) continue
		kept.add(dir)
		const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))
		const deps = { ...pkg.peerDependencies, ...pkg.optionalDependencies, ...pkg.dependencies }
		for (const dep of Object.keys(deps)) todo.push({ name: dep, from: dir })
	}
	return { imported: [...wanted].sort(), kept, missing: missing.sort() }
}

/** the package folders directly in a node_modules folder (`x` and `@scope/x`) */
function packagesIn(nodeModules) {
	if (!fs.existsSync(nodeModules)) return []
	const out = []
	for (const entry of fs.readdirSync(nodeModules, { withFileTypes: true })) {
		if (entry.name.startsWith('.')) continue
		const full = path.join(nodeModules, entry.name)
		if (entry.name.startsWith('@') && entry.isDirectory()) out.push(...fs.readdirSync(full).map((n) => path.join(full, n)))
		else out.push(full)
	}
	return out
}

/** removes from `root`/node_modules every package folder not in `kept` (and the .bin links); returns the removed folders */
export function pruneTo(root, kept) {
	const removed = []
	const visit = (nodeModules) => {
		for (const dir of packagesIn(nodeModules)) {
			if (kept.has(dir)) visit(path.join(dir, 'node_modules'))
			else {
				fs.rmSync(dir, { recursive: true, force: true })
				removed.push(dir)
			}
		}
		fs.rmSync(path.join(nodeModules, '.bin'), { recursive: true, force: true })
		for (const entry of fs.existsSync(nodeModules) ? fs.readdirSync(nodeModules) : []) {
			const full = path.join(nodeModules, entry)
			if (entry.startsWith('@') && fs.readdirSync(full).length === 0) fs.rmdirSync(full)
		}
	}
	visit(path.join(root, 'node_modules'))
	return removed
}

if (process.argv[1] && import.meta.filename && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
	const root = path.resolve(import.meta.dirname, '../..')
	const { imported, kept, missing } = runtimePackages(root)
	console.log(`imported by the server build and the image's scripts: ${imported.join(' ')}`)
	if (missing.length) console.log(`named but not installed (ignored): ${missing.join(' ')}`)
	console.log(`${kept.size} packages needed at run time`)
	if (process.argv.includes('--prune')) {
		const removed = pruneTo(root, kept)
		console.log(`removed ${removed.length} packages the server never loads: ${removed.map((d) => path.relative(path.join(root, 'node_modules'), d)).join(' ')}`)
	}
}
