import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { asciiOnly } from './ascii-chunks'

test('escaped, a chunk means the same: strings, templates, regular expressions with and without u, and comments', () => {
	const source = `// “a comment” …
		const quote = '“Soil” first…'
		const tpl = \`It’s \${quote} ✓\`
		const emoji = "💿 Hey developer 👋"
		const plain = /…|’/.test('it’s')
		const unicode = /^💿$/u.test('💿')
		return [quote, tpl, emoji, plain, unicode]`
	const escaped = asciiOnly(source)
	expect(/[^\0-\x7f]/.test(escaped)).toBe(false)
	expect(new Function(escaped)()).toEqual(new Function(source)())
	expect(new Function(escaped)()).toEqual(['“Soil” first…', 'It’s “Soil” first… ✓', '💿 Hey developer 👋', true, true])
})

test('this checkout: the server build is ASCII, so V8 keeps its sources as one-byte strings', () => {
	const dir = path.resolve(import.meta.dirname, '../build/server/assets')
	if (!fs.existsSync(dir)) return
	for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.js'))) {
		expect(/[^\0-\x7f]/.test(fs.readFileSync(path.join(dir, file), 'utf8')), file).toBe(false)
	}
})
