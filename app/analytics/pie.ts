// Pie charts (spec point 9): slices under 5% are grouped as Other; the donut's hole is 0.25 of its radius.
export const SMALL_SLICE = 0.05
export const HOLE = 0.25

export type Slice = { label: string; count: number; href?: string }
export type GroupedSlice = Slice & { share: number; members?: string[] }

/**
 * Slices with their share of the whole, largest first; two or more slices under 5% become one
 * "Other" slice (a single small slice keeps its own name and link: calling it Other would hide it
 * and gain nothing). Empty slices are dropped.
 */
export function groupSlices(slices: Slice[], threshold = SMALL_SLICE): GroupedSlice[] {
	const total = slices.reduce((n, s) => n + s.count, 0)
	if (total === 0) return []
	const shared = slices
		.filter((s) => s.count > 0)
		.map((s) => ({ ...s, share: s.count / total }))
		.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
	const small = shared.filter((s) => s.share < threshold)
	if (small.length < 2) return shared
	const count = small.reduce((n, s) => n + s.count, 0)
	return [
		...shared.filter((s) => s.share >= threshold),
		{ label: 'Other', count, share: count / total, members: small.map((s) => s.label) },
	]
}

/** "12.5%": whole numbers without decimals, otherwise one decimal */
export function percent(share: number) {
	const p = Math.round(share * 1000) / 10
	return `${p}%`
}

const point = (cx: number, cy: number, r: number, angle: number) => [
	round(cx + r * Math.sin(angle)),
	round(cy - r * Math.cos(angle)),
]
const round = (n: number) => Math.round(n * 100) / 100

/**
 * The SVG path of a donut slice from `start` to `end` (fractions of the turn, clockwise from
 * twelve o'clock), outer radius `r`, hole `HOLE * r`. A whole turn is a ring.
 */
export function donutSlicePath(cx: number, cy: number, r: number, start: number, end: number, hole = HOLE): string {
	const inner = r * hole
	if (end - start >= 1) {
		// a whole ring: the outer circle clockwise, the hole counter-clockwise, so no radial edge draws a seam (issue 24)
		const circle = (radius: number, sweep: 0 | 1) =>
			`M${cx} ${cy - radius}A${radius} ${radius} 0 1 ${sweep} ${cx} ${cy + radius}A${radius} ${radius} 0 1 ${sweep} ${cx} ${cy - radius}Z`
		return `${circle(r, 1)}${circle(inner, 0)}`
	}
	const a0 = start * 2 * Math.PI
	const a1 = end * 2 * Math.PI
	const large = end - start > 0.5 ? 1 : 0
	const [x0, y0] = point(cx, cy, r, a0)
	const [x1, y1] = point(cx, cy, r, a1)
	const [x2, y2] = point(cx, cy, inner, a1)
	const [x3, y3] = point(cx, cy, inner, a0)
	return `M${x0} ${y0}A${r} ${r} 0 ${large} 1 ${x1} ${y1}L${x2} ${y2}A${inner} ${inner} 0 ${large} 0 ${x3} ${y3}Z`
}

export type PieSegment<S extends GroupedSlice = GroupedSlice> = S & { path: string; labelX: number; labelY: number; start: number; end: number }

/** The slices laid out around the donut, with a point in the middle of each slice for its label. */
export function pieLayout<S extends GroupedSlice>(slices: S[], cx: number, cy: number, r: number): PieSegment<S>[] {
	let at = 0
	return slices.map((s) => {
		const start = at
		const end = (at += s.share)
		const mid = ((start + end) / 2) * 2 * Math.PI
		const [labelX, labelY] = point(cx, cy, (r * (1 + HOLE)) / 2, s.share >= 1 ? 0.5 * Math.PI : mid)
		return { ...s, path: donutSlicePath(cx, cy, r, start, end), labelX: labelX!, labelY: labelY!, start, end }
	})
}
