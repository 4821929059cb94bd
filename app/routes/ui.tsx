import type { Route } from './+types/ui'
import { marketingMeta } from '~/marketing/meta'
import { UI_PAGE } from '~/marketing/pages'
import { PUBLIC_PAGE_HANDLE } from '~/marketing/site'
import { publicSite } from '~/marketing/site.server'

export const handle = PUBLIC_PAGE_HANDLE

export function loader() {
	return { publicUrl: publicSite().publicUrl }
}

export const meta: Route.MetaFunction = ({ data }) => marketingMeta({ ...UI_PAGE, publicUrl: data?.publicUrl })

const CELLS = [1, 2, 3, 4, 5, 6, 7, 8]

/** The spec's placeholder page (screen 24): a jumbotron over a grid of eight numbered cells. */
export default function UiGrid() {
	return (
		<>
			<div className="rounded-3xl bg-white px-5 py-10 shadow-sm ring-1 ring-slate-200 sm:px-10">
				<h1 className="text-4xl font-bold tracking-tight text-slate-900">{UI_PAGE.heading}</h1>
				<p className="mt-4 max-w-3xl text-lg text-slate-700">{UI_PAGE.lead}</p>
			</div>
			<ol className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Grid cells">
				{CELLS.map((n) => (
					<li
						key={n}
						className="flex h-28 items-center justify-center rounded-xl border-2 border-dashed border-slate-400 bg-white text-3xl font-bold text-slate-800"
					>
						<span className="sr-only">Cell </span>
						{n}
					</li>
				))}
			</ol>
		</>
	)
}
