// The image keeps only the packages the server loads at run time (issue 52 C, decision 375).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { importedPackages, packageOf, pruneTo, runtimePackages } from './runtime-packages.js'

const roots: string[] = []
afterEach(() => {
	for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true })
})

/** a folder with `files` (path -> text) and, for each package name, a node_modules folder with its package.json */
function tree(files: Record<string, string>, packages: Record<string, Record<string, unknown>>) {
	const root = fs.mkdtempSync(path.join(os.tmpdir(), 'twentyfour-runtime-packages-'))
	roots.push(root)
	for (const [file, text] of Object.entries(files)) {
		fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
		fs.writeFileSync(path.join(root, file), text)
	}
	for (const [dir, pkg] of Object.entries(packages)) {
		fs.mkdirSync(path.join(root, dir), { recursive: true })
		fs.writeFileSync(path.join(root, dir, 'package.json'), JSON.stringify(pkg))
	}
	return root
}

test('a bare specifier names its package; relative, builtin and non-names do not', () => {
	expect(packageOf('chrono-node/en')).toBe('chrono-node')
	expect(packageOf('@conform-to/zod/v4')).toBe('@conform-to/zod')
	expect(packageOf('react-dom/server')).toBe('react-dom')
	for (const s of ['./assets/x.js', '../server.js', '/abs.js', 'node:fs', 'stream', 'fs/promises', '#db/schema', 'Todoist', '<!DOCTYPE html>']) {
		expect(packageOf(s)).toBeUndefined()
	}
})

test('imports, import(), require() and onFirstUse() are read; the examples of comments and strings in backticks are not', () => {
	const source = [
		'import "express";',
		'import { a } from "react-router";',
		'export { b } from "@date-fns/tz";',
		'const m = await import("oidc-provider");',
		"const r = require('better-sqlite3');",
		'const chrono = onFirstUse("chrono-node/en");',
		"import fs from 'node:fs';",
		'import x from "./assets/index.js";',
		'/**',
		" * import { union } from 'drizzle-orm/sqlite-core'",
		' */',
		'// import y from "date-fns"',
		'throw new Error("use the `loadStripe` utility from `@stripe/stripe-js`")',
	].join('\n')
	expect([...importedPackages(source)].sort()).toEqual(['@date-fns/tz', 'better-sqlite3', 'chrono-node', 'express', 'oidc-provider', 'react-router'])
})

test('the packages kept are those imported and everything they depend on, as Node resolves them; the rest is removed', () => {
	const root = tree(
		{
			'build/server/index.js': 'import "a"; const q = await import("@s/q");',
			'build/server/assets/chunk.js': 'const z = onFirstUse("z/sub");',
			'server.js': 'import "express"; if (dev) await import("vite")',
		},
		{
			'node_modules/a': { dependencies: { b: '1' }, peerDependencies: { react: '*' }, optionalDependencies: { absent: '1' } },
			'node_modules/b': { dependencies: { c: '2' } },
			'node_modules/b/node_modules/c': {},
			'node_modules/c': {},
			'node_modules/@s/q': {},
			'node_modules/@s/unused': {},
			'node_modules/z': {},
			'node_modules/express': {},
			'node_modules/react': {},
			'node_modules/date-fns': {},
			'node_modules/drizzle-orm': { dependencies: { c: '3' } },
		},
	)
	const { imported, kept, missing } = runtimePackages(root)
	expect(imported).toEqual(['@s/q', 'a', 'express', 'vite', 'z'])
	expect(missing).toEqual(['vite'])
	const rel = (dirs: Iterable<string>) => [...dirs].map((d) => path.relative(path.join(root, 'node_modules'), d)).sort()
	// b's own c (2), not the top-level one (3); the peer react kept; the optional dependency that is not installed ignored
	expect(rel(kept)).toEqual(['@s/q', 'a', 'b', 'b/node_modules/c', 'express', 'react', 'z'])
	fs.mkdirSync(path.join(root, 'node_modules/.bin'))
	expect(rel(pruneTo(root, kept))).toEqual(['@s/unused', 'c', 'date-fns', 'drizzle-orm'])
	expect(fs.existsSync(path.join(root, 'node_modules/.bin'))).toBe(false)
	expect(fs.existsSync(path.join(root, 'node_modules/b/node_modules/c/package.json'))).toBe(true)
	expect(fs.existsSync(path.join(root, 'node_modules/@s/q/package.json'))).toBe(true)
})

test('this checkout: what the server build bundles or only the browser runs is not kept; what it loads on first use is', () => {
	const root = path.resolve(import.meta.dirname, '../..')
	if (!fs.existsSync(path.join(root, 'build/server/index.js'))) return
	const { kept } = runtimePackages(root)
	const names = new Set([...kept].map((d) => path.relative(path.join(root, 'node_modules'), d)))
	for (const name of ['express', 'better-sqlite3', 'react', 'react-dom', 'oidc-provider', 'chrono-node', 'sanitize-html', 'stripe', 'nodemailer', 'compression']) {
		expect(names.has(name), name).toBe(true)
	}
	for (const name of ['date-fns', 'drizzle-orm', 'typescript', 'preact', 'vitest', '@playwright/test']) expect(names.has(name), name).toBe(false)
})
