// A donut chart drawn as SVG on the server (docs/decisions/120): slices under 5% grouped as Other,
// a hole of 0.25; each slice with a list links to it and is named like "November 2026, Complete:
// 12 tasks of 20"; hover and focus show that name (CSS only); the legend is a table of the numbers.
import { percent, pieLayout, type GroupedSlice } from '~/analytics/pie'
import { FillDefs, fillUrl, Swatch } from './palette'
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
					<svg viewBox={`0 0 ${W} ${CY + R + 2}`} className="h-auto w-full max-w-56" role="group" aria-labelledby={`${id}-caption`}>
						<FillDefs chart={id} count={Math.max(...fills) + 1} />
						{segments.map((s, i) => {
							const shape = (
								<path d={s.path} fill={fillUrl(id, fills[i]!)} strokeWidth="2" className={s.href ? 'stroke-white hover:stroke-slate-950 [a:focus-visible>&]:stroke-amber-500 [a:focus-visible>&]:[stroke-width:4]' : 'stroke-white'} />
							)
							if (!s.href) return <g key={s.label} aria-hidden="true">{shape}</g>
							return (
								<g key={s.label}>
									<a href={s.href} aria-label={s.name} data-alert={s.alert} className="peer outline-none">
										{shape}
									</a>
									<g aria-hidden="true" className="invisible peer-hover:visible peer-focus-visible:visible">
										<rect x="0" y="0" width={W} height="24" rx="4" fill="#0f172a" />
										<text x={W / 2} y="16" textAnchor="middle" fontSize="11" fill="#fff">
											{`${s.label}: ${s.count} (${percent(s.share)})`}
										</text>
									</g>
								</g>
							)
						})}
					</svg>
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
