// import-x/no-cycle passes over `import type` (and `import { type A }`) without an option to count it (eslint-plugin-
// import-x 4, lib/rules/no-cycle.js), so a circle closed by a type import went through lint (app/imports/plan.ts -
// toodledo.ts - twentyfour.ts, server/page-cache.ts - shared-pages.ts, issue 54). This rule looks at exactly the
// imports it passes over: for a type-only import (or re-export) of a module of ours, it follows every import of that
// module, type or value, and reports when one leads back to the file linted. Together with import-x/no-cycle every
// circle is refused (decision 305; app/lib/layers.test.ts proves it bites).
import fs from 'node:fs'
import path from 'node:path'

const ROOT = process.cwd()
const ALIASES = [
	['~/', 'app/'],
	['#db/', 'db/'],
]
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx', '/index.js']
const IMPORTS = /(?:^|[\n;])\s*(?:import|export)\s(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g

/** the file of ours an import names, or null (a package, or not found) */
function resolve(from, source) {
	let base
	const alias = ALIASES.find(([prefix]) => source.startsWith(prefix))
	if (alias) base = path.join(ROOT, alias[1], source.slice(alias[0].length))
	else if (source.startsWith('.')) base = path.resolve(path.dirname(from), source)
	else return null
	for (const ext of EXTENSIONS) {
		const file = base + ext
		if (fs.existsSync(file) && fs.statSync(file).isFile()) return file
	}
	return null
}

/** each file's imports of our files, read once per lint run */
const importsOf = new Map()
function importsFrom(file) {
	let found = importsOf.get(file)
	if (found) return found
	found = []
	let text = ''
	try {
		text = fs.readFileSync(file, 'utf8')
	} catch {
		/* unreadable: no imports */
	}
	for (const m of text.matchAll(IMPORTS)) {
		const target = resolve(file, m[1] ?? m[2])
		if (target) found.push(target)
	}
	importsOf.set(file, found)
	return found
}

/** whether `start` leads back to `file` through imports of any kind */
function leadsBack(start, file) {
	const seen = new Set([start])
	const todo = [start]
	while (todo.length) {
		const at = todo.pop()
		for (const next of importsFrom(at)) {
			if (next === file) return true
			if (!seen.has(next)) {
				seen.add(next)
				todo.push(next)
			}
		}
	}
	return false
}

const typeOnly = (node) =>
	node.importKind === 'type' ||
	node.exportKind === 'type' ||
	(node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'))

export const noTypeCycle = {
	meta: { type: 'problem', messages: { cycle: 'Import cycle through a type import: {{source}} leads back here (decision 305).' }, schema: [] },
	create(context) {
		const file = path.resolve(context.physicalFilename ?? context.filename)
		const check = (node) => {
			if (!node.source || !typeOnly(node)) return
			const target = resolve(file, node.source.value)
			if (target && target !== file && leadsBack(target, file)) context.report({ node, messageId: 'cycle', data: { source: node.source.value } })
		}
		return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check }
	},
}

export default { rules: { 'no-type-cycle': noTypeCycle } }
