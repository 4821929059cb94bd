// Compact rows on a phone (issue 51, point 7; docs/decisions/316): a row's chips stay on one line there, and the chips
// that would not fit collapse into a "+N" chip whose accessible name lists them. The server does not know the width of
// the screen, so it counts for the narrowest phone the layout serves (360 px), from the chips' texts: a chip is its
// padding, its icon, and its words at a width per character measured on the system fonts at 12 px (generously, so an
// estimate errs towards collapsing one chip too many, never towards a chip cut in half). Wider screens show all chips.

/** a chip as the row draws it: its words, whether it has an icon, and a term shown beside it ("Start", "Overdue") */
export type ChipMeasure = { text: string; icon?: boolean; shownTerm?: string }

/** the chip line's width on a 360 px phone: the row less the page's margins, the star and complete buttons and Detail */
export const PHONE_CHIP_LINE = 214

// px at text-xs (12 px): a character of the system sans at its widest common average (DejaVu Sans, 7.45 px measured in
// Chromium; Roboto and San Francisco are narrower), a chip's side padding (6 + 6), its icon and gap (12 + 4), the gap
// between chips; the "+N" chip is bold
const CHAR = 7.5
const BOLD_CHAR = 9
const PADDING = 12
const ICON = 16
const GAP = 4

/** the width of a chip, in px, as estimated for the phone's line */
export function chipWidth(chip: ChipMeasure) {
	const words = chip.text.length * CHAR + PADDING + (chip.icon ? ICON : 0)
	return chip.shownTerm ? chip.shownTerm.length * CHAR + GAP + words : words
}

/** the width of the "+N" chip */
const moreWidth = (n: number) => (String(n).length + 1) * BOLD_CHAR + PADDING

/**
 * How many of the chips, in order, are shown on the phone's line: all when they fit; else as many as fit beside the
 * "+N" chip of the rest, and always the first (a chip too long for the line is cut with an ellipsis, issue 51 point 9).
 */
export function chipsThatFit(chips: ChipMeasure[], line = PHONE_CHIP_LINE): number {
	const widths = chips.map(chipWidth)
	const total = widths.reduce((sum, w, i) => sum + w + (i ? GAP : 0), 0)
	if (total <= line) return chips.length
	let used = 0
	for (let shown = 0; shown < chips.length; shown++) {
		const next = used + (shown ? GAP : 0) + widths[shown]!
		if (next + GAP + moreWidth(chips.length - shown - 1) > line) return Math.max(shown, 1)
		used = next
	}
	return chips.length
}
