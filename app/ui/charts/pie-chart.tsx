// A donut chart drawn as SVG on the server (docs/decisions/120): slices under 5% grouped as Other,
// a hole of 0.25; each slice with a list links to it and is named like "November 2026, Complete:
// 12 tasks of 20"; hover and focus show that name (CSS only); the legend is a table of the numbers.
import { percent, pieLayout, type GroupedSlice, type PieSegment } from '~/analytics/pie'
import { fillDefsMarkup, fillUrl, Swatch } from './palette'
import { escapeMarkup } from '~/lib/markup'
import { ChartFigure } from './chart-figure'

export type PieChartProps = {
	id: string
	caption: React.ReactNode
	/** the slices' heading in the table ("Tasks", "Word") */
	labelHeading: string
	slices: (GroupedSlice & { name: string; alert?: string })[]
	empty: string
	children?: React.ReactNode
	/** colours by slice label, so the same word keeps its colour */
	fillIndex?: (label: string, index: number) => number
}

const W = 220
const CX = 110
const CY = 136
const R = 104

export function PieChart({ id, caption, labelHeading, slices, empty, children, fillIndex = (_, i) => i }: PieChartProps) {
	const segments = pieLayout(slices, CX, CY, R)
	const total = slices.reduce((n, s) => n + s.count, 0)
	const fills = segments.map((s, i) => fillIndex(s.label, i))
	return (
		<ChartFigure id={id} caption={caption}>
			{children}
			{segments.length === 0 ? (
				<p className="mt-3 text-slate-700">{empty}</p>
			) : (
				<div className="mt-2 flex flex-wrap items-start gap-4">
					<svg
						viewBox={`0 0 ${W} ${CY + R + 2}`}
						className="h-auto w-full max-w-56"
						role="group"
						aria-labelledby={`${id}-caption`}
						dangerouslySetInnerHTML={{ __html: pieMarkup(id, segments, fills) }}
					/>
					<table className="chart-table">
						<caption className="sr-only">{caption}: the numbers</caption>
						<thead>
							<tr>
								<th scope="col">
									{labelHeading}
								</th>
								<th scope="col">
									Count
								</th>
								<th scope="col">
									Percent
								</th>
							</tr>
						</thead>
						<tbody>
							{segments.map((s, i) => (
								<tr key={s.label}>
									<th scope="row">
										<span className="flex items-center gap-1.5">
											<Swatch index={fills[i]!} />
											{s.href ? (
												<a href={s.href} data-alert={s.alert}>
													{s.label}
												</a>
											) : (
												s.label
											)}
										</span>
										{s.members ? <span className="block text-xs font-normal text-slate-700">{s.members.join(', ')}</span> : null}
									</th>
									<td>{s.count}</td>
									<td>{percent(s.share)}</td>
								</tr>
							))}
						</tbody>
						<tfoot>
							<tr className="border-t border-slate-400">
								<th scope="row">
									Total
								</th>
								<td>{total}</td>
								<td>100%</td>
							</tr>
						</tfoot>
					</table>
				</div>
			)}
		</ChartFigure>
	)
}

// (the class as written here, for Tailwind to find, and escaped once)
const LINKED_SLICE_CLASS = escapeMarkup('stroke-white hover:stroke-slate-950 [a:focus-visible>&]:stroke-amber-500 [a:focus-visible>&]:[stroke-width:4]')

/** the drawing's elements as markup (decision 261) */
function pieMarkup(id: string, segments: PieSegment<PieChartProps['slices'][number]>[], fills: number[]) {
	let out = fillDefsMarkup(id, Math.max(...fills) + 1)
	segments.forEach((s, i) => {
		const shape = `<path d="${s.path}" fill="${escapeMarkup(fillUrl(id, fills[i]!))}" stroke-width="2" class="${s.href ? LINKED_SLICE_CLASS : 'stroke-white'}"></path>`
		if (!s.href) {
			out += `<g aria-hidden="true">${shape}</g>`
			return
		}
		const alert = s.alert === undefined ? '' : ` data-alert="${escapeMarkup(s.alert)}"`
		out += `<g><a href="${escapeMarkup(s.href)}" aria-label="${escapeMarkup(s.name)}"${alert} class="peer outline-none">${shape}</a>`
		out += `<g aria-hidden="true" class="invisible peer-hover:visible peer-focus-visible:visible"><rect x="0" y="0" width="${W}" height="24" rx="4" fill="#0f172a"></rect><text x="${W / 2}" y="16" text-anchor="middle" font-size="11" fill="#fff">${escapeMarkup(`${s.label}: ${s.count} (${percent(s.share)})`)}</text></g></g>`
	})
	return out
}
