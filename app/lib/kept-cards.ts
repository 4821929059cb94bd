// Kept cards (issue 31, docs/decisions/254): what a page's render on the server and its task cards agree on. The server
// keeps each card's HTML by a hash of everything the card is drawn from (./kept-cards.server.ts); a card it kept is drawn
// as a bare <li> marked with its key and filled in after the render, a card it did not keep is drawn in full, marked,
// and kept. The marks are gone from the page that is sent, so its HTML is the same as without kept cards.

/** what a page's render on the server offers its cards (app/ui/tasks/kept-cards.tsx) */
export type KeptCards = {
	/** a card's key: a hash of everything it is drawn from */
	keyOf(drawnFrom: unknown): string
	/** whether the card's HTML was kept (and is held for this page) */
	has(key: string): boolean
}

/** the attribute of a card's <li> that carries its key, and the element that ends a card drawn in full */
export const KEPT_CARD = 'data-kept-card'
export const KEPT_CARD_END = 'data-kept-card-end'
