// The counts an import is refused by before it is read (issue 49): exact for the shapes each source has, including
// quotes, escapes and line breaks inside values, and stopping soon after the cap.
import { describe, expect, test } from 'vitest'
import { countCsvRows, countJsonEntries, countXmlItems, IMPORT_CAPS, overTheCaps } from './import-caps'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('JSON: the entries of each top-level array', () => {
	test.each([
		['{"tasks":[]}', { tasks: 0 }],
		['{"tasks":[{}]}', { tasks: 1 }],
		['{"tasks":[{},{},{}],"folders":[{"name":"a,b"}]}', { tasks: 3, folders: 1 }],
		['{ "tasks" : [ 1 , "x" , null , [1,2,3] , {"a":[1,2]} ] }', { tasks: 5 }],
		['{"user":{"tasks":[1,2,3]},"tasks":[{"title":"a\\"],[{,"}]}', { tasks: 1 }],
		['{"t\\"asks":[1,2],"tasks":[1]}', { 't\\"asks': 2, tasks: 1 }],
		['\uFEFF{"tasks":[{"title":"ünïcödé, [x]"},{}]}', { tasks: 2 }],
	])('%s', (text, expected) => {
		expect(Object.fromEntries(countJsonEntries(bytes(text), 1000).entries)).toEqual(expected)
	})
	test('nesting deeper than the cap is said', () => {
		expect(countJsonEntries(bytes(`{"tasks":${'['.repeat(100)}${']'.repeat(100)}}`), 1000).tooDeep).toBe(true)
		expect(countJsonEntries(bytes(`{"tasks":[${'['.repeat(10)}${']'.repeat(10)}]}`), 1000)).toMatchObject({ tooDeep: false, depth: 12 })
	})
	test('stops soon after the cap', () => {
		const many = bytes(`{"tasks":[${Array(1000).fill('{}').join(',')}]}`)
		expect(countJsonEntries(many, 10).entries.get('tasks')).toBe(11)
	})
})

describe('CSV: rows after the header, quotes respected', () => {
	test.each([
		['TASK,FOLDER\n', 0],
		['TASK,FOLDER\na,b\n', 1],
		['TASK,FOLDER\r\na,b\r\nc,d', 2],
		['TASK,NOTE\n"a","line 1\nline 2\n\nline 4"\nb,c\n\n\n', 2],
		['"TASK","NOTE"\n"a ""quoted""\nstill",x\n', 1],
	])('%j', (text, rows) => {
		expect(countCsvRows(bytes(text), 1000)).toBe(rows)
	})
})

test('XML: the <item> elements', () => {
	expect(countXmlItems(bytes('<xml><item><title>a</title></item><item id="2"/><items>3</items><itemx/></xml>'), 1000)).toBe(2)
})

describe('each import kind over the cap is refused, one record more than the cap', () => {
	const cap = IMPORT_CAPS.tasks
	const rows = (n: number, row: string) => Array(n).fill(row).join('\n')
	test.each([
		['toodledo', 'TASK,FOLDER\n' + rows(cap + 1, 'a,b')],
		['toodledo', '<?xml version="1.0"?><xml>' + rows(cap + 1, '<item><title>a</title></item>') + '</xml>'],
		['todoist', 'TYPE,CONTENT\n' + rows(cap + 1, 'task,a')],
		['twentyfour', `{"tasks":[${Array(cap + 1).fill('{}').join(',')}]}`],
	] as const)('%s', (source, text) => {
		expect(overTheCaps(source, bytes(text), 'f')).toMatch(/holds more than 50,000 tasks/)
		// at the cap: let through (the reader decides what the file is)
		const atCap = text.replace(source === 'twentyfour' ? '{},' : /\n[^\n]*(?=\n)/, '')
		expect(overTheCaps(source, bytes(atCap), 'f')).toBeNull()
	})
	test('a Todoist file: only its task rows count (sections and notes are not tasks)', () => {
		const text = 'TYPE,CONTENT\n' + rows(cap, 'task,a') + '\n' + rows(1000, 'note,n') + '\n' + rows(10, '"section",s')
		expect(overTheCaps('todoist', bytes(text), 'f')).toBeNull()
	})
	test('a Twentyfour export with more than 10,000 folders', () => {
		expect(overTheCaps('twentyfour', bytes(`{"folders":[${Array(10_001).fill('{}').join(',')}],"tasks":[]}`), 'f')).toMatch(/more than 10,000 folders/)
	})
})
