import type { Route } from './+types/learn-more'
import { GTD_PRACTICES, GTD_TRADEMARK_NOTE } from '~/marketing/gtd'
import { marketingMeta } from '~/marketing/meta'
import { LEARN_MORE_PAGE } from '~/marketing/pages'
import { Picture } from '~/ui/marketing/picture'
import { PICTURES } from '~/marketing/pictures'
import { JoinBand } from '~/ui/marketing/sections'
import { PUBLIC_PAGE_HANDLE } from '~/marketing/site'
import { publicSite } from '~/marketing/site.server'

export const handle = PUBLIC_PAGE_HANDLE

export function loader() {
	return { publicUrl: publicSite().publicUrl }
}

export const meta: Route.MetaFunction = ({ data }) => marketingMeta({ ...LEARN_MORE_PAGE, publicUrl: data?.publicUrl })

export default function LearnMore() {
	return (
		<>
			<h1 className="max-w-3xl text-4xl font-bold tracking-tight text-slate-900">{LEARN_MORE_PAGE.heading}</h1>
			<p className="mt-4 max-w-3xl text-lg text-slate-700">{LEARN_MORE_PAGE.lead}</p>
			<figure className="mt-8 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
				<Picture picture={PICTURES.gtdFlow} aboveFold />
				<figcaption className="mt-2 text-sm text-slate-700">
					Capture into the inbox, sort each item by its status, and come back to every list in the weekly review.
				</figcaption>
			</figure>
			<div className="mt-10 space-y-6">
				{GTD_PRACTICES.map((p) => (
					<section key={p.id} aria-labelledby={p.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
						<h2 id={p.id} className="text-2xl font-bold text-slate-900">
							{p.name}
						</h2>
						<div className="mt-3 grid gap-4 md:grid-cols-2">
							<div>
								<h3 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">The method</h3>
								<p className="mt-1 text-slate-800">{p.method}</p>
							</div>
							<div>
								<h3 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">In Twentyfour</h3>
								<p className="mt-1 text-slate-800">{p.inTwentyfour}</p>
								<p className="mt-2 text-sm text-slate-700">
									<span className="font-semibold">Where:</span> {p.where}
								</p>
							</div>
						</div>
					</section>
				))}
			</div>
			<p className="mt-8 text-sm text-slate-700">{GTD_TRADEMARK_NOTE}</p>
			<JoinBand title="Set up your system" text="Your inbox, contexts and a Process Inbox task are ready when you sign up." />
		</>
	)
}
