// Chart colours and patterns. Every colour has at least 4.5:1 contrast against white (so also the
// 3:1 that WCAG 1.4.11 asks of graphics), and each series or slice also has its own pattern, so
// segments are told apart without colour; labels and tables say the same again in words.
import { escapeMarkup } from '~/lib/markup'

export const COLOURS = ['#1d4ed8', '#b45309', '#047857', '#7e22ce', '#be123c', '#155e75', '#475569'] as const
const PATTERNS = ['solid', 'stripes', 'dots', 'cross'] as const

export type Fill = { colour: string; pattern: (typeof PATTERNS)[number] }

export function fillFor(index: number): Fill {
	return { colour: COLOURS[index % COLOURS.length]!, pattern: PATTERNS[index % PATTERNS.length]! }
}

export const patternId = (chart: string, index: number) => `${chart}-fill-${index}`

/** the <pattern> definitions for `count` fills of one chart, as markup (decision 261) */
export function fillDefsMarkup(chart: string, count: number) {
	let defs = '<defs>'
	for (let i = 0; i < count; i++) {
		const { colour, pattern } = fillFor(i)
		if (pattern === 'solid') continue
		const transform = pattern === 'stripes' ? ' patternTransform="rotate(45)"' : ''
		defs += `<pattern id="${escapeMarkup(patternId(chart, i))}" width="6" height="6" patternUnits="userSpaceOnUse"${transform}><rect width="6" height="6" fill="${colour}"></rect>${PATTERN_MARKS[pattern]}</pattern>`
	}
	return `${defs}</defs>`
}

/** the white marks over a pattern's colour */
const PATTERN_MARKS: Record<Exclude<Fill['pattern'], 'solid'>, string> = {
	stripes: '<rect width="2" height="6" fill="#fff" fill-opacity="0.75"></rect>',
	dots: '<circle cx="3" cy="3" r="1.3" fill="#fff" fill-opacity="0.85"></circle>',
	cross: '<path d="M0 3H6M3 0V6" stroke="#fff" stroke-opacity="0.75" stroke-width="1.2"></path>',
}

export function fillUrl(chart: string, index: number) {
	const f = fillFor(index)
	return f.pattern === 'solid' ? f.colour : `url(#${patternId(chart, index)})`
}

/** the same patterns as FillDefs' tiles (white over the colour, 6 px), as CSS backgrounds for the legend swatches */
const SWATCH_PATTERNS: Record<Fill['pattern'], string | undefined> = {
	solid: undefined,
	stripes: 'repeating-linear-gradient(45deg, transparent 0 4px, rgb(255 255 255 / 0.75) 4px 6px)',
	dots: 'radial-gradient(circle at 3px 3px, rgb(255 255 255 / 0.85) 1.3px, transparent 1.4px) 0 0 / 6px 6px',
	cross: 'linear-gradient(rgb(255 255 255 / 0.75), rgb(255 255 255 / 0.75)) 0 2.4px / 100% 1.2px repeat-y, linear-gradient(rgb(255 255 255 / 0.75), rgb(255 255 255 / 0.75)) 2.4px 0 / 1.2px 100% repeat-x',
}

/**
 * A legend swatch: the same colour and pattern as the segments. One element with CSS backgrounds: as a small SVG of
 * its own (with its pattern's definitions) each swatch was six elements, and every SVG root is laid out on its own.
 */
export function Swatch({ index }: { index: number }) {
	const { colour, pattern } = fillFor(index)
	const tile = SWATCH_PATTERNS[pattern]
	return <span aria-hidden="true" className="chart-swatch" style={{ background: tile ? `${tile}, ${colour}` : colour, borderColor: colour }} />
}
