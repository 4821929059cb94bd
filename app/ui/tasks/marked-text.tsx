// A search result's text with the matched words in <mark>: the parts are plain strings, rendered as React text (escaped
// like any other), never as HTML (docs/decisions/240).
import type { TextPart } from '~/tasks/search-query'

export function MarkedText({ parts }: { parts: TextPart[] }) {
	return parts.map((p, i) => (p.mark ? <mark key={i}>{p.text}</mark> : p.text))
}

/** the words of the notes around a match, under the card's title */
export function NotesMatch({ parts }: { parts: TextPart[] }) {
	return (
		<p className="task-card-match">
			<span className="sr-only">{'Found in the notes: '}</span>
			<MarkedText parts={parts} />
		</p>
	)
}
