// What one import may hold (issue 49): a file of 3 MB of 1,000,000 `{}` tasks took a worker 15 to 31 s and 900 MB.
// The records of a file are counted before anything is built from it, by a scan of its bytes that is linear in their
// number and allocates nothing per record; a file over the cap is refused at once. Pure.
import { digits } from '~/lib/plural'
import { MAX_IMPORT_TASKS, type ImportSource } from './import-form'

export const IMPORT_CAPS = {
	/** tasks (rows, items, entries) in one file, said in the form (IMPORT_TEXTS.fileHint) */
	tasks: MAX_IMPORT_TASKS,
	/** entries of each other list of a Twentyfour export (folders, contexts, templates) */
	lists: 10_000,
	/** problem rows kept for the preview and its download; the rest are counted only */
	problemsKept: 10_000,
	/** nesting of a JSON file (our export nests 4 deep) */
	jsonDepth: 64,
} as const

const n = (value: number) => digits(value)

export const CAP_TEXTS = {
	tooMany: (filename: string, what: string, cap: number) =>
		`${filename} holds more than ${n(cap)} ${what}: at most ${n(cap)} can be imported at once. Split the file into smaller ones. Nothing was imported.`,
	tooDeep: (filename: string) => `${filename} is not a Twentyfour export: it is nested more than ${IMPORT_CAPS.jsonDepth} levels deep. Nothing was imported.`,
}

const QUOTE = 0x22
const NEWLINE = 0x0a
const CARRIAGE = 0x0d
const BACKSLASH = 0x5c
const COMMA = 0x2c
const COLON = 0x3a
const OPEN_OBJECT = 0x7b
const CLOSE_OBJECT = 0x7d
const OPEN_ARRAY = 0x5b
const CLOSE_ARRAY = 0x5d

const isSpace = (b: number) => b === 0x20 || b === 0x09 || b === NEWLINE || b === CARRIAGE

/**
 * The rows of a CSV file after its header, quotes respected (a line break inside a quoted value does not start a row),
 * counting only the rows `counts` accepts (given the row's first bytes); stops once over `stopAfter`.
 */
export function countCsvRows(bytes: Uint8Array, stopAfter: number, counts: (bytes: Uint8Array, start: number) => boolean = () => true) {
	let rows = 0
	let quoted = false
	let header = true
	let rowStart = 0
	let blank = true
	for (let i = 0; i <= bytes.length; i++) {
		const b = i < bytes.length ? bytes[i]! : NEWLINE
		if (b === QUOTE) quoted = !quoted
		if (quoted) {
			blank = false
			continue
		}
		if (b === NEWLINE) {
			if (!blank) {
				if (header) header = false
				else if (counts(bytes, rowStart) && ++rows > stopAfter) return rows
			}
			rowStart = i + 1
			blank = true
		} else if (!isSpace(b)) blank = false
	}
	return rows
}

/** a Todoist row is a task when its TYPE (the first column) is "task", in any case, quoted or not */
function todoistTaskRow(bytes: Uint8Array, start: number) {
	const i = bytes[start] === QUOTE ? start + 1 : start
	const lower = (k: number) => (bytes[i + k] ?? 0) | 0x20
	const after = bytes[i + 4]
	return lower(0) === 0x74 && lower(1) === 0x61 && lower(2) === 0x73 && lower(3) === 0x6b && (after === COMMA || after === QUOTE)
}

/** `<item>` or `<item ...>` elements of a Toodledo XML export */
export function countXmlItems(bytes: Uint8Array, stopAfter: number) {
	let items = 0
	for (let i = bytes.indexOf(0x3c); i !== -1 && i < bytes.length; i = bytes.indexOf(0x3c, i + 1)) {
		if (bytes[i + 1] === 0x69 && bytes[i + 2] === 0x74 && bytes[i + 3] === 0x65 && bytes[i + 4] === 0x6d) {
			const next = bytes[i + 5]
			if ((next === 0x3e || next === 0x2f || (next !== undefined && isSpace(next))) && ++items > stopAfter) return items
		}
	}
	return items
}

export type JsonCounts = { entries: Map<string, number>; depth: number; tooDeep: boolean }

/**
 * The number of entries of each array held by the top-level object of a JSON text ("tasks", "folders", ...) and the
 * deepest nesting, by one pass over its bytes; stops at a nesting deeper than `maxDepth` or an array over `stopAfter`.
 * Not a validator: JSON.parse still reads the file; this only decides whether reading it is reasonable.
 */
export function countJsonEntries(bytes: Uint8Array, stopAfter: number, maxDepth = IMPORT_CAPS.jsonDepth): JsonCounts {
	const entries = new Map<string, number>()
	let depth = 0
	let deepest = 0
	let inString = false
	let stringStart = 0
	/** the last string closed at depth 1: a key of the top-level object, when a colon follows */
	let lastKey: string | null = null
	let key: string | null = null
	/** the top-level key whose array is open at depth 2 */
	let counting: string | null = null
	let sawValue = false
	for (let i = 0; i < bytes.length; i++) {
		const b = bytes[i]!
		if (inString) {
			if (b === BACKSLASH) i++
			else if (b === QUOTE) {
				inString = false
				if (depth === 1) lastKey = new TextDecoder().decode(bytes.subarray(stringStart, i))
			}
			continue
		}
		if (b === QUOTE) {
			inString = true
			stringStart = i + 1
			if (counting !== null && depth === 2) sawValue = true
			continue
		}
		if (isSpace(b)) continue
		if (b === COLON && depth === 1) {
			key = lastKey
			continue
		}
		if (b === OPEN_OBJECT || b === OPEN_ARRAY) {
			if (counting !== null && depth === 2) sawValue = true
			depth++
			if (depth > deepest) deepest = depth
			if (depth > maxDepth) return { entries, depth: deepest, tooDeep: true }
			if (depth === 2 && b === OPEN_ARRAY && key !== null) {
				counting = key
				sawValue = false
				entries.set(counting, 0)
			}
			continue
		}
		if (b === CLOSE_OBJECT || b === CLOSE_ARRAY) {
			if (depth === 2 && counting !== null) {
				if (sawValue) entries.set(counting, entries.get(counting)! + 1)
				counting = null
			}
			depth--
			if (depth === 1) key = null
			continue
		}
		if (b === COMMA) {
			if (depth === 2 && counting !== null) {
				const count = entries.get(counting)! + 1
				entries.set(counting, count)
				if (count > stopAfter) return { entries, depth: deepest, tooDeep: false }
				sawValue = false
			}
			if (depth === 1) key = null
			continue
		}
		// a number, true, false or null as an entry
		if (counting !== null && depth === 2) sawValue = true
	}
	return { entries, depth: deepest, tooDeep: false }
}

/**
 * Why a file is refused before it is read, or null: more tasks (or, in a Twentyfour export, folders, contexts or
 * templates) than one import takes, or a JSON file nested deeper than any export.
 */
export function overTheCaps(source: ImportSource, bytes: Uint8Array, filename: string): string | null {
	const cap = IMPORT_CAPS.tasks
	if (source === 'twentyfour') {
		const counted = countJsonEntries(bytes, Math.max(cap, IMPORT_CAPS.lists))
		if (counted.tooDeep) return CAP_TEXTS.tooDeep(filename)
		if ((counted.entries.get('tasks') ?? 0) > cap) return CAP_TEXTS.tooMany(filename, 'tasks', cap)
		for (const list of ['folders', 'contexts', 'templates']) {
			if ((counted.entries.get(list) ?? 0) > IMPORT_CAPS.lists) return CAP_TEXTS.tooMany(filename, list, IMPORT_CAPS.lists)
		}
		return null
	}
	if (source === 'todoist') return countCsvRows(bytes, cap, todoistTaskRow) > cap ? CAP_TEXTS.tooMany(filename, 'tasks', cap) : null
	// Toodledo: XML when its first character (after a byte order mark and spaces) is "<", else CSV
	let first = 0
	if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) first = 3
	while (first < bytes.length && isSpace(bytes[first]!)) first++
	const count = bytes[first] === 0x3c ? countXmlItems(bytes, cap) : countCsvRows(bytes, cap)
	return count > cap ? CAP_TEXTS.tooMany(filename, 'tasks', cap) : null
}
