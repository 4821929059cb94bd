// The search box's query language (issue 25, docs/decisions/240), read into plain data. Words match by prefix ("dent"
// finds "dentist"), "a quoted phrase" matches those words in a row, -word leaves out tasks with it, and field words
// narrow the list the way the lists do: folder:, context:, status:, priority:, is:starred, is:completed,
// due:today|overdue|week (each negated with a leading -). Nothing typed reaches FTS5's query syntax: a word is reduced
// to the runs of letters and digits the index's tokenizer (unicode61) keeps, and each is written as a quoted string.
import { PRIORITIES, STATUSES } from './options'

export type SearchFilter =
	| { field: 'folder' | 'context' | 'status' | 'priority'; value: string; negated: boolean }
	| { field: 'star' | 'completed'; value: boolean }
	| { field: 'due'; value: 'today' | 'overdue' | 'week'; negated: boolean }

export type SearchQuery = {
	/** words as typed, each as its tokens: all must appear, the last by prefix */
	words: string[][]
	/** quoted phrases, as their tokens, matched in a row */
	phrases: string[][]
	/** -word or -"phrase": tasks holding it are left out */
	excluded: string[][]
	filters: SearchFilter[]
}

/** a query longer than this is cut (the search box's own maxLength is the same) */
export const MAX_QUERY_LENGTH = 200
const MAX_TERMS = 16

/** the runs of letters, digits and marks: what FTS5's unicode61 tokenizer indexes */
const TOKEN = /[\p{L}\p{N}\p{M}]+/gu
export const tokensOf = (text: string) => text.match(TOKEN) ?? []

const label = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, '')
const STATUS_BY_NAME = new Map(STATUSES.flatMap((s) => [[label(s.value), s.value], [label(s.label), s.value]]))
const PRIORITY_BY_NAME = new Map(PRIORITIES.flatMap((p) => [[label(p.value), p.value], [label(p.label), p.value], [String(p.rank), p.value]]))

// a piece of the query: an optional -, an optional field name and colon, then a quoted text or a bare word
const PIECE = /(-?)(?:([a-z]+):)?(?:"([^"]*)"?|(\S+))/giy

/** Reads a query. Pieces that are not field words (or whose value is not known) are searched for as words. */
export function parseSearchQuery(input: string): SearchQuery {
	const query: SearchQuery = { words: [], phrases: [], excluded: [], filters: [] }
	const text = input.slice(0, MAX_QUERY_LENGTH)
	let i = 0
	while (i < text.length) {
		if (/\s/.test(text[i]!)) {
			i++
			continue
		}
		PIECE.lastIndex = i
		const m = PIECE.exec(text)
		if (!m) break
		i = PIECE.lastIndex
		const [, minus, key, quoted, bare] = m
		const negated = minus === '-'
		const value = quoted ?? bare ?? ''
		const filter = key ? fieldFilter(key.toLowerCase(), value, negated) : null
		if (filter) {
			query.filters.push(filter)
			continue
		}
		const tokens = tokensOf(key ? `${key} ${value}` : value)
		if (!tokens.length) continue
		if (negated) query.excluded.push(tokens)
		else if (quoted !== undefined) query.phrases.push(tokens)
		else query.words.push(tokens)
	}
	query.words = query.words.slice(0, MAX_TERMS)
	query.phrases = query.phrases.slice(0, MAX_TERMS)
	query.excluded = query.excluded.slice(0, MAX_TERMS)
	return query
}

function fieldFilter(key: string, value: string, negated: boolean): SearchFilter | null {
	switch (key) {
		case 'folder':
		case 'context':
			return value.trim() ? { field: key, value: value.trim(), negated } : null
		case 'status': {
			const status = STATUS_BY_NAME.get(label(value))
			return status ? { field: 'status', value: status, negated } : null
		}
		case 'priority': {
			const priority = PRIORITY_BY_NAME.get(label(value))
			return priority ? { field: 'priority', value: priority, negated } : null
		}
		case 'is': {
			const v = value.toLowerCase()
			if (v === 'starred' || v === 'star') return { field: 'star', value: !negated }
			if (v === 'completed' || v === 'complete' || v === 'done') return { field: 'completed', value: !negated }
			return null
		}
		case 'due': {
			const v = value.toLowerCase()
			return v === 'today' || v === 'overdue' || v === 'week' ? { field: 'due', value: v, negated } : null
		}
		default:
			return null
	}
}

/** true when the query asks for words (it then ranks the list by relevance) */
export const hasText = (q: SearchQuery) => q.words.length + q.phrases.length > 0

const quote = (tokens: string[]) => `"${tokens.join(' ').replaceAll('"', '""')}"`

/** The FTS5 MATCH text of the words and phrases (null when there are none): every one must appear. */
export function matchText(q: SearchQuery): string | null {
	if (!hasText(q)) return null
	return [...q.words.map((w) => `${quote(w)}*`), ...q.phrases.map(quote)].join(' AND ')
}

/** The MATCH text of the left-out words (null when there are none): a task matching it is not shown. */
export function excludedText(q: SearchQuery): string | null {
	if (!q.excluded.length) return null
	return q.excluded.map(quote).join(' OR ')
}

// ---- highlighting -------------------------------------------------------------------------------

/** lower case without accents, as the tokenizer (remove_diacritics 2) compares */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

export type TextPart = { text: string; mark: boolean }

/** the words a result is highlighted with: each typed word by prefix, each phrase's words whole */
export function highlightTerms(q: SearchQuery) {
	return {
		prefixes: q.words.flat().map(fold),
		whole: q.phrases.flat().map(fold),
	}
}

/** A text cut into parts, the matched words marked (plain strings: the page escapes them as any text). */
export function highlight(text: string, terms: ReturnType<typeof highlightTerms>): TextPart[] {
	const parts: TextPart[] = []
	let last = 0
	for (const m of text.matchAll(TOKEN)) {
		const word = fold(m[0])
		if (!terms.prefixes.some((p) => word.startsWith(p)) && !terms.whole.includes(word)) continue
		if (m.index > last) parts.push({ text: text.slice(last, m.index), mark: false })
		parts.push({ text: m[0], mark: true })
		last = m.index + m[0].length
	}
	if (last < text.length) parts.push({ text: text.slice(last), mark: false })
	return parts
}

/** About `width` characters of the notes around their first matched word, or null when the notes match nothing. */
export function notesExcerpt(notes: string, terms: ReturnType<typeof highlightTerms>, width = 160): TextPart[] | null {
	const parts = highlight(notes, terms)
	const first = parts.findIndex((p) => p.mark)
	if (first < 0) return null
	const before = parts.slice(0, first).map((p) => p.text).join('')
	const start = Math.max(0, before.length - 40)
	const excerpt = highlight(notes.slice(start, start + width).replace(/\s+/g, ' '), terms)
	if (start > 0) excerpt.unshift({ text: '…', mark: false })
	if (start + width < notes.length) excerpt.push({ text: '…', mark: false })
	return excerpt
}
