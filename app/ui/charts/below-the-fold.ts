// The dashboard's pies and tables lie below the first screen on a phone. `content-visibility: auto` lets the browser
// skip their style and layout until they come near the viewport (they stay in the page for find, links and screen
// readers), which halves the work of the first paint. It is an inline style, not a class, because the browser lays
// the page out once before the stylesheet has arrived, and that layout must skip them too (docs/decisions/120).

/**
 * the style of a card below the fold: skipped until near the viewport, `height` px tall until first drawn. Only its
 * height is given: `contain-intrinsic-size: auto 520px` sets the width too, and a card not yet drawn then held a phone's
 * one-column grid 520 px wide (the priority/status table's 1,200 px), so the page scrolled sideways.
 */
export function belowTheFold(height: number) {
	return { contentVisibility: 'auto', containIntrinsicHeight: `auto ${Math.round(height)}px` } as const
}

/** about how tall a count table's card is: its caption and header, then one 29 px row per value */
export const countTableHeight = (rows: number) => 110 + 29 * Math.max(rows, 1)

/** about how tall a pie's card is on a phone (caption, settings, the 224 px pie, its table beneath) */
export const PIE_CARD_HEIGHT = 520
