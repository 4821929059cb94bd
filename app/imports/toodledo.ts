// Reading a Toodledo export (CSV task export or XML export) into an import plan. Pure apart from yielding to the event
// loop between slices of the file, so reading a 10 MB file never holds the server for long (see the README's figures).
import type Papa from 'papaparse'
import type * as Saxes from 'saxes'
import { onFirstUse } from '~/lib/first-use'
import { PlanBuilder, type ReadFile } from './plan'

export type { ReadFile } from './plan'

/** papaparse and saxes on the first file read (decision 356) */
const papaparse = onFirstUse<typeof Papa>('papaparse')
const saxes = onFirstUse<typeof Saxes>('saxes')

/** The columns of Toodledo's CSV task export, in order; the completed-tasks export adds COMPLETED. */
export const CSV_COLUMNS = [
	'TASK',
	'FOLDER',
	'CONTEXT',
	'GOAL',
	'LOCATION',
	'STARTDATE',
	'STARTTIME',
	'DUEDATE',
	'DUETIME',
	'REPEAT',
	'LENGTH',
	'TIMER',
	'PRIORITY',
	'TAG',
	'STATUS',
	'STAR',
	'NOTE',
	'COMPLETED',
] as const

const KNOWN = new Set<string>(CSV_COLUMNS)
/** rows read between two pauses (about 60 KB of a typical export) */
const CSV_SLICE = 250
/** characters of XML fed to the parser between two pauses */
const XML_SLICE = 128 * 1024

const pause = () => new Promise<void>((resolve) => setImmediate(resolve))

export const messages = {
	empty: (filename: string) => `${filename} is empty. Choose a Toodledo export file.`,
	notToodledo: (filename: string) =>
		`${filename} is not a Toodledo export. Choose the CSV file of Toodledo's task export (its first line starts with "TASK","FOLDER","CONTEXT") or Toodledo's XML export.`,
	broken: (filename: string, why: string) => `${filename} could not be read: ${why}. Nothing was imported.`,
	noTasks: (filename: string) => `${filename} holds no tasks to import.`,
}

/** Reads the file's bytes (UTF-8, with or without a byte order mark). XML is told apart by its first character. */
export async function readToodledoFile(bytes: Uint8Array, filename: string, timeZone: string): Promise<ReadFile> {
	const text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '')
	if (text.trim() === '') return { ok: false, error: messages.empty(filename) }
	const result = text.trimStart().startsWith('<') ? await readXml(text, filename, timeZone) : await readCsv(text, filename, timeZone)
	if (result.ok && result.plan.tasks.length === 0 && result.plan.problems.length === 0) {
		return { ok: false, error: messages.noTasks(filename) }
	}
	return result
}

/** Lines a row spans beyond its first: the line breaks inside its quoted values. */
function breaksIn(row: string[]) {
	let n = 0
	for (const value of row) {
		if (value.length < 1) continue
		const found = value.match(/\r\n|\r|\n/g)
		if (found) n += found.length
	}
	return n
}

export function readCsv(text: string, filename: string, timeZone: string): Promise<ReadFile> {
	const plan = new PlanBuilder('csv', timeZone)
	let header: string[] | null = null
	let line = 1
	let rows = 0
	let failure: string | null = null
	return new Promise((resolve) => {
		papaparse().parse<string[]>(text, {
			delimiter: ',',
			quoteChar: '"',
			skipEmptyLines: false,
			step(results, parser) {
				const row = results.data
				const here = line
				line += 1 + breaksIn(row)
				const quoteError = results.errors.find((e) => e.type === 'Quotes')
				if (quoteError) {
					failure = messages.broken(filename, `a quoted value on line ${here} is not closed properly`)
					parser.abort()
					return
				}
				if (row.length === 1 && row[0].trim() === '') return
				if (!header) {
					header = row.map((c) => c.trim().toUpperCase())
					if (header[0] !== 'TASK' || header.filter((c) => KNOWN.has(c)).length < 5) {
						failure = messages.notToodledo(filename)
						parser.abort()
						return
					}
					for (const column of header.filter((c) => !KNOWN.has(c))) {
						plan.problem('line 1', '', `the column "${column}" is not a Toodledo column and is not imported`)
					}
					return
				}
				if (row.length !== header.length) {
					plan.problem(
						`line ${here}`,
						(row[0] ?? '').slice(0, 80),
						`it has ${row.length} values where the header has ${header.length} columns, so it is not imported`,
						true,
					)
				} else {
					const fields: Record<string, string> = {}
					header.forEach((column, i) => {
						if (KNOWN.has(column)) fields[column.toLowerCase()] = row[i]
					})
					plan.add({ where: `line ${here}`, key: `line ${here}`, parentKey: null, fields })
				}
				if (++rows % CSV_SLICE === 0) {
					parser.pause()
					setImmediate(() => parser.resume())
				}
			},
			complete() {
				if (failure) resolve({ ok: false, error: failure })
				else if (!header) resolve({ ok: false, error: messages.notToodledo(filename) })
				else resolve({ ok: true, plan: plan.finish() })
			},
		})
	})
}

/** The elements of an XML <item> that are read; others are ignored. */
const ITEM_FIELDS = new Set([
	'id',
	'parent',
	'title',
	'tag',
	'folder',
	'context',
	'goal',
	'location',
	'startdate',
	'starttime',
	'duedate',
	'duetime',
	'completed',
	'repeat',
	'repeatfrom',
	'priority',
	'length',
	'timer',
	'status',
	'star',
	'note',
])

export async function readXml(text: string, filename: string, timeZone: string): Promise<ReadFile> {
	const plan = new PlanBuilder('xml', timeZone)
	const parser = new (saxes().SaxesParser)({ position: true })
	const path: string[] = []
	let item: Record<string, string> | null = null
	let field: string | null = null
	let items = 0
	let root = ''
	let toodledo = false
	const seen = new Set<string>()

	parser.on('opentag', (tag) => {
		const name = tag.name.toLowerCase()
		path.push(name)
		if (path.length === 1) root = name
		else if (path.length === 2 && name === 'toodledoversion') toodledo = true
		else if (path.length === 2 && name === 'item') item = {}
		else if (path.length === 3 && item && ITEM_FIELDS.has(name)) {
			field = name
			item[name] = ''
		}
	})
	const addText = (t: string) => {
		if (item && field && path.length === 3) item[field] += t
	}
	parser.on('text', addText)
	parser.on('cdata', addText)
	parser.on('closetag', () => {
		const depth = path.length
		path.pop()
		if (depth === 3) field = null
		if (depth === 2 && item) {
			const done: Record<string, string> = item
			item = null
			items++
			let id = (done.id ?? '').trim() || `#${items}`
			const where = `item ${id}`
			if (seen.has(id)) {
				plan.problem(where, (done.title ?? '').trim().slice(0, 80), 'another item has the same id; it is imported as its own task without sub-tasks')
				id = `${id}#${items}`
			}
			seen.add(id)
			plan.add({ where, key: id, parentKey: (done.parent ?? '').trim() || null, fields: done })
		}
	})

	try {
		for (let at = 0; at < text.length; at += XML_SLICE) {
			parser.write(text.slice(at, at + XML_SLICE))
			await pause()
		}
		parser.close()
	} catch (error) {
		if (!root || (!toodledo && items === 0)) return { ok: false, error: messages.notToodledo(filename) }
		const why = error instanceof Error ? error.message.replace(/^undefined:/, 'line ') : String(error)
		return { ok: false, error: messages.broken(filename, why) }
	}
	if (root !== 'xml' || (!toodledo && items === 0)) return { ok: false, error: messages.notToodledo(filename) }
	return { ok: true, plan: plan.finish() }
}
