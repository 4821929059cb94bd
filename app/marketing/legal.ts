// The shape of the legal pages' text: sections of paragraphs and lists, rendered by LegalDocument.

export type LegalBlock = { p: string } | { list: string[] } | { terms: { term: string; text: string }[] }
export type LegalSection = { id: string; heading: string; blocks: LegalBlock[] }
export type LegalText = {
	title: string
	/** as printed, and as an ISO date for <time> */
	effective?: { text: string; iso: string }
	intro: string[]
	sections: LegalSection[]
}

/** every heading, in order: what a reader (and the tests) can rely on finding */
export const headingsOf = (text: LegalText) => text.sections.map((s) => s.heading)
