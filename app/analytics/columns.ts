// Column chart geometry: groups of columns (the days of the week and the total), one column per
// series (Created, Start, Due), on one scale that starts at zero.

/** A whole-number gridline step of 1, 2 or 5 times a power of ten, for at most 4 intervals up to `max`. */
export function tickStep(max: number) {
	if (max <= 4) return 1
	const raw = max / 4
	const power = 10 ** Math.floor(Math.log10(raw))
	for (const m of [1, 2, 5, 10]) if (m * power >= raw) return m * power
	return 10 * power
}

/** The scale's top and gridlines: 0, step, 2 step ... up to the first multiple of the step at or above `max`. */
export function scale(max: number) {
	const step = tickStep(max)
	const top = Math.max(step, Math.ceil(max / step) * step)
	return { top, ticks: Array.from({ length: top / step + 1 }, (_, i) => i * step) }
}

export type ColumnLayout = {
	width: number
	height: number
	plot: { left: number; top: number; right: number; bottom: number }
	top: number
	ticks: { value: number; y: number }[]
	groups: { label: string; x: number; width: number; columns: { series: number; value: number; x: number; y: number; width: number; height: number }[] }[]
}

export function columnLayout(
	groups: { label: string; values: number[] }[],
	size: { width: number; height: number; left: number; top: number; bottom: number; right: number },
): ColumnLayout {
	const plot = { left: size.left, top: size.top, right: size.width - size.right, bottom: size.height - size.bottom }
	const max = Math.max(0, ...groups.flatMap((g) => g.values))
	const { top, ticks } = scale(max)
	const y = (v: number) => plot.bottom - ((plot.bottom - plot.top) * v) / top
	const band = (plot.right - plot.left) / Math.max(1, groups.length)
	const gap = band * 0.16
	return {
		width: size.width,
		height: size.height,
		plot,
		top,
		ticks: ticks.map((value) => ({ value, y: round(y(value)) })),
		groups: groups.map((g, i) => {
			const x = plot.left + i * band
			const inner = band - gap
			const w = inner / Math.max(1, g.values.length)
			return {
				label: g.label,
				x: round(x),
				width: round(band),
				columns: g.values.map((value, s) => ({
					series: s,
					value,
					x: round(x + gap / 2 + s * w),
					y: round(y(value)),
					width: round(w),
					height: round(plot.bottom - y(value)),
				})),
			}
		}),
	}
}

const round = (n: number) => Math.round(n * 100) / 100
