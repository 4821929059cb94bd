// A table of counts sortable by name or count with plain links (works without JavaScript); each
// row links to its task list.
import type { CountRow, TableSort } from '~/analytics/tables'
import { escapeMarkup } from '~/lib/markup'

/** the rows, markup as the charts' drawings are (decision 261, addendum): each name linked to its list, its count */
export const countRowsMarkup = (rows: CountRow[]) =>
	rows.map((r) => `<tr><th scope="row"><a href="${escapeMarkup(r.href)}">${escapeMarkup(r.label)}</a></th><td>${r.count}</td></tr>`).join('')

export function CountTable({
	id,
	caption,
	nameHeading,
	rows,
	sort,
	sortLinks,
}: {
	id: string
	caption: string
	nameHeading: string
	rows: CountRow[]
	sort: TableSort
	sortLinks: { name: string; count: string }
}) {
	const header = (by: 'name' | 'count', label: string) => {
		const active = sort.by === by
		const next = active ? (sort.dir === 'asc' ? 'descending' : 'ascending') : by === 'name' ? 'ascending' : 'descending'
		return (
			<th scope="col" aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}>
				<a href={sortLinks[by]} className="inline-flex min-h-8 items-center gap-1 text-brand-700 underline">
					{label}
					<span aria-hidden="true">{active ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}</span>
					<span className="sr-only">, sort {next}</span>
				</a>
			</th>
		)
	}
	return (
		<div id={`${id}-table`} className="min-w-0">
			<table className="chart-table w-full [&_tbody_th]:font-normal">
				<caption className="mb-1 text-left text-lg font-semibold">{caption}</caption>
				<thead>
					<tr className="border-b border-slate-400">
						{header('name', nameHeading)}
						{header('count', 'Count')}
					</tr>
				</thead>
				{rows.length === 0 ? (
					<tbody>
						<tr>
							<td colSpan={2} className="py-2 text-left text-slate-700">
								No incomplete tasks.
							</td>
						</tr>
					</tbody>
				) : (
					<tbody dangerouslySetInnerHTML={{ __html: countRowsMarkup(rows) }} />
				)}
			</table>
		</div>
	)
}
