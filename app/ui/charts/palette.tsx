// Chart colours and patterns. Every colour has at least 4.5:1 contrast against white (so also the
// 3:1 that WCAG 1.4.11 asks of graphics), and each series or slice also has its own pattern, so
// segments are told apart without colour; labels and tables say the same again in words.
export const COLOURS = ['#1d4ed8', '#b45309', '#047857', '#7e22ce', '#be123c', '#155e75', '#475569'] as const
const PATTERNS = ['solid', 'stripes', 'dots', 'cross'] as const

export type Fill = { colour: string; pattern: (typeof PATTERNS)[number] }

export function fillFor(index: number): Fill {
	return { colour: COLOURS[index % COLOURS.length]!, pattern: PATTERNS[index % PATTERNS.length]! }
}

export const patternId = (chart: string, index: number) => `${chart}-fill-${index}`

/** the <pattern> definitions for `count` fills of one chart */
export function FillDefs({ chart, count }: { chart: string; count: number }) {
	return (
		<defs>
			{Array.from({ length: count }, (_, i) => {
				const { colour, pattern } = fillFor(i)
				if (pattern === 'solid') return null
				return (
					<pattern key={i} id={patternId(chart, i)} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform={pattern === 'stripes' ? 'rotate(45)' : undefined}>
						<rect width="6" height="6" fill={colour} />
						{pattern === 'stripes' ? <rect width="2" height="6" fill="#fff" fillOpacity="0.75" /> : null}
						{pattern === 'dots' ? <circle cx="3" cy="3" r="1.3" fill="#fff" fillOpacity="0.85" /> : null}
						{pattern === 'cross' ? <path d="M0 3H6M3 0V6" stroke="#fff" strokeOpacity="0.75" strokeWidth="1.2" /> : null}
					</pattern>
				)
			})}
		</defs>
	)
}

export function fillUrl(chart: string, index: number) {
	const f = fillFor(index)
	return f.pattern === 'solid' ? f.colour : `url(#${patternId(chart, index)})`
}

/** a legend swatch: the same colour and pattern as the segments */
export function Swatch({ chart, index }: { chart: string; index: number }) {
	return (
		<svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" className="inline-block shrink-0 align-[-3px]">
			<FillDefs chart={`${chart}-swatch-${index}`} count={index + 1} />
			<rect x="0.5" y="0.5" width="15" height="15" rx="2" fill={fillUrl(`${chart}-swatch-${index}`, index)} stroke={fillFor(index).colour} />
		</svg>
	)
}
