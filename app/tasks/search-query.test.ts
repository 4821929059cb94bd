import { describe, expect, it } from 'vitest'
import { excludedText, highlight, highlightTerms, matchText, notesExcerpt, parseSearchQuery } from './search-query'

describe('parseSearchQuery', () => {
	it('reads words, phrases, exclusions and field words', () => {
		const q = parseSearchQuery('dent "call back" -lunch folder:Work context:"@Home office" status:next-action priority:2 is:starred -is:completed due:today')
		expect(q.words).toEqual([['dent']])
		expect(q.phrases).toEqual([['call', 'back']])
		expect(q.excluded).toEqual([['lunch']])
		expect(q.filters).toEqual([
			{ field: 'folder', value: 'Work', negated: false },
			{ field: 'context', value: '@Home office', negated: false },
			{ field: 'status', value: 'next', negated: false },
			{ field: 'priority', value: 'high', negated: false },
			{ field: 'star', value: true },
			{ field: 'completed', value: false },
			{ field: 'due', value: 'today', negated: false },
		])
	})

	it('takes priority and status by label or value, and searches unknown field words as words', () => {
		expect(parseSearchQuery('priority:Top status:waiting').filters).toEqual([
			{ field: 'priority', value: 'top', negated: false },
			{ field: 'status', value: 'waiting', negated: false },
		])
		const q = parseSearchQuery('status:bogus re:meeting due:someday')
		expect(q.filters).toEqual([])
		expect(q.words).toEqual([['status', 'bogus'], ['re', 'meeting'], ['due', 'someday']])
	})

	it('never lets FTS5 syntax through: quotes, stars, NEAR( and column filters become quoted words or nothing', () => {
		for (const input of ['"', '*', 'NEAR(a b)', 'a"b', 'title:x', '^start', 'a OR b', 'AND', '"unclosed', '-', '--', '(', '{title}: x', '\u0000']) {
			const q = parseSearchQuery(input)
			const match = matchText(q)
			if (match) expect(match).toMatch(/^("[\p{L}\p{N}\p{M} ]+"\*?)( AND "[\p{L}\p{N}\p{M} ]+"\*?)*$/u)
		}
		expect(matchText(parseSearchQuery('NEAR(a b)'))).toBe('"NEAR a"* AND "b"*')
		expect(matchText(parseSearchQuery('a OR b'))).toBe('"a"* AND "OR"* AND "b"*')
		expect(matchText(parseSearchQuery('"'))).toBeNull()
		expect(excludedText(parseSearchQuery('-"two words" -x'))).toBe('"two words" OR "x"')
	})

	it('cuts long queries', () => {
		expect(parseSearchQuery('word '.repeat(100)).words).toHaveLength(16)
	})
})

describe('highlight', () => {
	it('marks words that start with a typed word, ignoring case and accents', () => {
		const terms = highlightTerms(parseSearchQuery('dent CAFE'))
		expect(highlight('Call the dentist at the Café', terms)).toEqual([
			{ text: 'Call the ', mark: false },
			{ text: 'dentist', mark: true },
			{ text: ' at the ', mark: false },
			{ text: 'Café', mark: true },
		])
	})

	it('keeps markup in the text as text (the page escapes it)', () => {
		const parts = highlight('<img src=x onerror=alert(1)>', highlightTerms(parseSearchQuery('img')))
		expect(parts.map((p) => p.text).join('')).toBe('<img src=x onerror=alert(1)>')
		expect(parts.find((p) => p.mark)?.text).toBe('img')
	})

	it('excerpts the notes around the first match, or gives null', () => {
		const terms = highlightTerms(parseSearchQuery('tags'))
		const notes = `${'x '.repeat(100)}Tags: home, garden ${'y '.repeat(100)}`
		const excerpt = notesExcerpt(notes, terms)!
		expect(excerpt[0]).toEqual({ text: '…', mark: false })
		expect(excerpt.some((p) => p.mark && p.text === 'Tags')).toBe(true)
		expect(notesExcerpt('nothing here', terms)).toBeNull()
	})
})
