import type { Route } from './+types/features.4'
import { FeatureGrid } from '~/ui/marketing/feature-grid'
import { FeatureIcon } from '~/ui/marketing/feature-icons'
import { FEATURES } from '~/marketing/features'
import { SHOWCASE } from '~/marketing/landing-pages'
import { marketingMeta } from '~/marketing/meta'
import { FEATURES_PAGE } from '~/marketing/pages'
import { Hero, JoinBand, Section, ShowcaseList } from '~/ui/marketing/sections'
import { PUBLIC_PAGE_HANDLE } from '~/marketing/site'
import { publicSite } from '~/marketing/site.server'

export const handle = PUBLIC_PAGE_HANDLE

export function loader() {
	return { publicUrl: publicSite().publicUrl }
}

export const meta: Route.MetaFunction = ({ data }) => marketingMeta({ ...FEATURES_PAGE, publicUrl: data?.publicUrl })

export default function Features() {
	return (
		<>
			<Hero title={FEATURES_PAGE.heading} lead={<p>{FEATURES_PAGE.lead}</p>} />
			<Section id="all-features" title="All features">
				<FeatureGrid />
			</Section>
			<Section id="in-detail" title="Feature by feature">
				<dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
					{FEATURES.map((f) => (
						<div key={f.id} className="rounded-xl border border-slate-200 bg-white p-4">
							<dt className="flex items-center gap-2 font-semibold text-slate-900">
								<FeatureIcon id={f.id} className="h-6 w-6 flex-none text-brand-700" />
								{f.name}
							</dt>
							<dd className="mt-1 text-sm text-slate-700">{f.description}</dd>
							<dd className="mt-2 text-xs font-semibold text-slate-700">
								{f.premium ? (
									<span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">Premium: Early Patron</span>
								) : (
									<span className="rounded-full bg-green-50 px-2 py-0.5 text-green-900">Early Adopter and Early Patron</span>
								)}
							</dd>
						</div>
					))}
				</dl>
			</Section>
			<Section id="see-it" title="See it working">
				<ShowcaseList items={[SHOWCASE.taskList, SHOWCASE.dashboard, SHOWCASE.quickAdd, SHOWCASE.detailAdd, SHOWCASE.kanban, SHOWCASE.dataImport]} />
			</Section>
			<JoinBand title="Ready when you are" text="Every core feature is free for Early Adopters." />
		</>
	)
}
