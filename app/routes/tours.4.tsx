import type { Route } from './+types/tours.4'
import { GetStarted } from '~/ui/marketing/buttons'
import { marketingMeta } from '~/marketing/meta'
import { TOUR4_PAGE } from '~/marketing/pages'
import { Picture } from '~/ui/marketing/picture'
import { PUBLIC_PAGE_HANDLE } from '~/marketing/site'
import { publicSite } from '~/marketing/site.server'
import { TOUR_SLIDES } from '~/marketing/tour'

export const handle = PUBLIC_PAGE_HANDLE

export function loader() {
	return { publicUrl: publicSite().publicUrl }
}

export const meta: Route.MetaFunction = ({ data }) => marketingMeta({ ...TOUR4_PAGE, publicUrl: data?.publicUrl })

/** The second tour (spec: tour4, opened in a new tab from the user menu): the same steps, one under the other. */
export default function Tour4() {
	return (
		<>
			<h1 className="text-4xl font-bold tracking-tight text-slate-900">{TOUR4_PAGE.heading}</h1>
			<p className="mt-2 max-w-3xl text-lg text-slate-700">{TOUR4_PAGE.lead}</p>
			<nav aria-label="Steps" className="mt-6">
				<ol className="flex flex-wrap gap-2 text-sm">
					{TOUR_SLIDES.map((s, i) => (
						<li key={s.id}>
							<a
								href={`#${s.id}`}
								className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-3 py-2 font-medium text-slate-800 hover:border-brand-700 hover:text-brand-700"
							>
								{i + 1}. {s.label}
							</a>
						</li>
					))}
				</ol>
			</nav>
			<ol className="mt-8 space-y-12">
				{TOUR_SLIDES.map((s, i) => (
					<li key={s.id}>
						<section aria-labelledby={s.id} className="grid items-center gap-6 md:grid-cols-2">
							<div className={i % 2 ? 'md:order-2' : ''}>
								<p className="text-sm font-semibold text-brand-700">
									Step {i + 1} of {TOUR_SLIDES.length}
								</p>
								<h2 id={s.id} tabIndex={-1} className="mt-1 text-2xl font-bold text-slate-900">
									{s.heading}
								</h2>
								{s.text.map((t) => (
									<p key={t} className="mt-3 text-slate-700">
										{t}
									</p>
								))}
								{s.id === 'joinNow' ? (
									<p className="mt-6">
										<GetStarted />
									</p>
								) : null}
							</div>
							<Picture picture={s.picture} aboveFold={i === 0} className="rounded-xl shadow-md ring-1 ring-slate-200" />
						</section>
					</li>
				))}
			</ol>
		</>
	)
}
