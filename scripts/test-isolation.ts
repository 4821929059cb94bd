// Which vitest files may share one process (vitest.config.ts, docs/decisions/345).
// A file "shares" when neither it nor anything it imports of ours (followed through ~/, #db/ and relative imports; type
// imports skipped) touches state that outlives a file: a *.server.ts (the database, the settings, the sessions), db/
// other than the schema's table definitions, environment variables it sets, module mocks, spies, fake timers or
// globals, or child processes, sockets and servers. Such a file runs without a fresh process of its own; every other
// file keeps one. The check runs when vitest starts, so a new test lands on the right side without a list to keep.
import fs from 'node:fs'
import path from 'node:path'

const STATEFUL_CALLS = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|useFakeTimers|spyOn|resetModules)\b|process\.env(\.\w+|\[[^\]]+\])\s*=(?!=)|\bdelete\s+process\.env\b|\bprocess\.chdir\b|\bglobalThis\.\w+\s*=(?!=)/
const STATEFUL_MODULES = /^node:(child_process|worker_threads|cluster|net|http|https|dgram)$/
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx']

/** the file an import of ours points at, null for a package, or a path that does not exist */
function resolveImport(root: string, from: string, spec: string): string | null {
	let base: string
	if (spec.startsWith('~/')) base = path.join(root, 'app', spec.slice(2))
	else if (spec.startsWith('#db/')) base = path.join(root, 'db', spec.slice(4))
	else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec)
	else return null
	for (const ext of EXTENSIONS) {
		const file = base + ext
		if (fs.existsSync(file) && fs.statSync(file).isFile()) return file
	}
	return `${base} (not found)`
}

/** the module names a source imports at run time (static, re-exports, dynamic and bare imports) */
export function importsOf(source: string): string[] {
	const found: string[] = []
	const pattern = /\b(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g
	for (const m of source.matchAll(pattern)) found.push((m[1] ?? m[2])!)
	return found
}

/**
 * Why `file` must keep a process of its own (the first stateful thing found on its import graph), or null when it may
 * share one. `seen` holds the modules this walk has entered (imports may be circular).
 */
export function statefulReason(root: string, file: string, seen = new Set<string>()): string | null {
	if (seen.has(file)) return null
	seen.add(file)
	const rel = path.relative(root, file)
	if (file.endsWith('(not found)')) return `${rel}: an import that could not be followed`
	if (/\.server\.[jt]sx?$/.test(file)) return `${rel}: a *.server module`
	if (rel.startsWith(`db${path.sep}`) && rel !== path.join('db', 'schema.ts')) return `${rel}: the database`
	const source = fs.readFileSync(file, 'utf8')
	const call = source.match(STATEFUL_CALLS)
	if (call) return `${rel}: ${call[0].trim()}`
	for (const spec of importsOf(source)) {
		if (STATEFUL_MODULES.test(spec)) return `${rel}: ${spec}`
		const target = resolveImport(root, file, spec)
		if (!target) continue
		const reason = statefulReason(root, target, seen)
		if (reason) return reason
	}
	return null
}

/** the test files (paths relative to root) that may share processes */
export function sharedProcessTests(root: string, testFiles: string[]) {
	return testFiles.filter((f) => statefulReason(root, path.resolve(root, f), new Set()) === null)
}

/** every file under `dirs` whose name ends in `.test.ts` (paths relative to root, sorted) */
export function testFilesUnder(root: string, dirs: string[]) {
	const out: string[] = []
	const walk = (dir: string) => {
		for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
			const rel = path.join(dir, entry.name)
			if (entry.isDirectory()) walk(rel)
			else if (entry.name.endsWith('.test.ts')) out.push(rel)
		}
	}
	for (const dir of dirs) if (fs.existsSync(path.join(root, dir))) walk(dir)
	return out.sort()
}
