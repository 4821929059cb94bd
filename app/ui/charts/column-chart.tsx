// A column chart drawn as SVG on the server (docs/decisions/120-server-drawn-svg-charts.md): each
// column with a value is a link to its task list, named like "Tuesday, due: 4 tasks"; hovering or
// focusing it shows that name above the plot (CSS only); the same numbers sit in a table below.
import { columnLayout } from '~/analytics/columns'
import { fillDefsMarkup, fillFor, fillUrl, Swatch } from './palette'
import { escapeMarkup } from '~/lib/markup'
import { ChartFigure } from './chart-figure'

export type ColumnChartProps = {
	id: string
	caption: React.ReactNode
	series: string[]
	groups: { label: string; shortLabel: string; columns: { value: number; href: string; name: string }[] }[]
	/** what the numbers count, for the table's heading */
	unit: string
	children?: React.ReactNode
}

const SIZE = { width: 300, height: 240, left: 34, right: 6, top: 34, bottom: 26 }
const WIDE = { ...SIZE, width: 760, height: 260 }

export function ColumnChart({ id, caption, series, groups, unit, children }: ColumnChartProps) {
	const values = groups.map((g) => ({ label: g.shortLabel, values: g.columns.map((c) => c.value) }))
	const narrow = columnLayout(values, SIZE)
	const wide = columnLayout(values, WIDE)
	return (
		<ChartFigure id={id} caption={caption}>
			{children}
			<ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Legend">
				{series.map((name, i) => (
					<li key={name} className="flex items-center gap-1.5">
						<Swatch index={i} />
						{name}
					</li>
				))}
			</ul>
			{/* two drawings of the same numbers: a phone's (its letters readable at 360 px) and a wide one that fills the card
			    from 768 px; the one not shown is display:none, so out of the page for a screen reader too */}
			<ColumnSvg id={id} groups={groups} series={series} layout={narrow} className="mt-1 h-auto w-full md:hidden" />
			<ColumnSvg id={id} groups={groups} series={series} layout={wide} className="mt-1 hidden h-auto w-full md:block" />
			<div>
				<details className="mt-2">
					<summary className="cursor-pointer font-medium text-brand-700 underline">The numbers as a table</summary>
					<div className="overflow-x-auto">
						<table className="chart-table mt-2 min-w-full">
							<caption className="sr-only">{caption} ({unit})</caption>
							<thead>
								<tr>
									<th scope="col">
										Day
									</th>
									{series.map((name) => (
										<th key={name} scope="col">
											{name}
										</th>
									))}
								</tr>
							</thead>
							<tbody dangerouslySetInnerHTML={{ __html: numberRowsMarkup(groups) }} />
						</table>
					</div>
				</details>
			</div>
		</ChartFigure>
	)
}

/** the chart's drawing at one size: the <svg> an element, what it holds markup (decision 261) */
function ColumnSvg({
	id,
	groups,
	series,
	layout,
	className,
}: Pick<ColumnChartProps, 'id' | 'groups' | 'series'> & { layout: ReturnType<typeof columnLayout>; className: string }) {
	return (
		<svg
			viewBox={`0 0 ${layout.width} ${layout.height}`}
			className={className}
			role="group"
			aria-labelledby={`${id}-caption`}
			dangerouslySetInnerHTML={{ __html: columnMarkup(id, groups, series.length, layout) }}
		/>
	)
}

/** the table's rows, markup as the drawings are (decision 261, addendum): a day, then each series' number, linked */
export function numberRowsMarkup(groups: ColumnChartProps['groups']) {
	let out = ''
	for (const g of groups) {
		out += `<tr><th scope="row">${escapeMarkup(g.label)}</th>`
		for (const c of g.columns)
			out += c.value ? `<td><a href="${escapeMarkup(c.href)}" aria-label="${escapeMarkup(c.name)}">${c.value}</a></td>` : `<td>${c.value}</td>`
		out += '</tr>'
	}
	return out
}

// (the classes as written here, for Tailwind to find, and escaped once)
const COLUMN_CLASS = escapeMarkup('hover:stroke-slate-950 [a:focus-visible>&]:stroke-amber-500 [a:focus-visible>&]:[stroke-width:3]')
const BAND_CLASS = escapeMarkup('invisible [a:focus-visible+&]:visible [a:hover+&]:visible')

function columnMarkup(id: string, groups: ColumnChartProps['groups'], seriesCount: number, layout: ReturnType<typeof columnLayout>) {
	const { plot } = layout
	// each drawing its own patterns: a fill taken from the hidden drawing's would not paint
	const fills = `${id}-${layout.width}`
	let out = fillDefsMarkup(fills, seriesCount)
	for (const t of layout.ticks) {
		out += `<g aria-hidden="true"><line x1="${plot.left}" x2="${plot.right}" y1="${t.y}" y2="${t.y}" stroke-width="1" class="${t.value === 0 ? 'stroke-slate-700' : 'stroke-slate-300'}"></line>`
		out += `<text x="${plot.left - 4}" y="${t.y + 4}" text-anchor="end" font-size="11" class="fill-slate-700">${t.value}</text></g>`
	}
	layout.groups.forEach((g, gi) => {
		out += `<g><text x="${g.x + g.width / 2}" y="${plot.bottom + 16}" text-anchor="middle" font-size="11" class="fill-slate-800" font-weight="${gi === groups.length - 1 ? 700 : 400}" aria-hidden="true">${escapeMarkup(g.label)}</text>`
		for (const c of g.columns) {
			if (c.value === 0) continue
			const column = groups[gi]!.columns[c.series]!
			// the name shows above the plot while the column is hovered or focused: the band right after the link
			// (adjacent siblings, so the link's box is the column's and no wrapper is needed)
			out += `<a href="${escapeMarkup(column.href)}" aria-label="${escapeMarkup(column.name)}" class="outline-none"><rect x="${c.x}" y="${c.y}" width="${c.width}" height="${Math.max(c.height, 1)}" fill="${escapeMarkup(fillUrl(fills, c.series))}" stroke="${fillFor(c.series).colour}" stroke-width="1" class="${COLUMN_CLASS}"></rect></a>`
			out += `<g aria-hidden="true" class="${BAND_CLASS}"><rect x="0" y="0" width="${layout.width}" height="22" rx="4" fill="#0f172a"></rect><text x="${layout.width / 2}" y="15" text-anchor="middle" font-size="12" fill="#fff">${escapeMarkup(column.name)}</text></g>`
		}
		// the values above the columns (where they fit), outside the links so each link's text is its name
		out += '<g aria-hidden="true">'
		for (const c of g.columns) {
			if (c.value !== 0 && String(c.value).length * 6 <= c.width + 4)
				out += `<text x="${c.x + c.width / 2}" y="${c.y - 3}" text-anchor="middle" font-size="10" class="fill-slate-800">${c.value}</text>`
		}
		out += '</g></g>'
	})
	return out
}
