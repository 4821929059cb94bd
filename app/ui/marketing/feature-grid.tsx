// The feature list of the landing, features and pricing pages. Each tile reveals its one-line
// description in an overlay (a 0.6 opacity backdrop behind an opaque caption, so the text keeps its
// contrast) on hover, on keyboard focus and on click, with no JavaScript: the tile is a <details>
// disclosure, whose summary is described by the same text for screen readers.
import { FeatureIcon } from './feature-icons'
import { FEATURES, type Feature } from '~/marketing/features'

export function FeatureGrid({ features = FEATURES, idPrefix = 'feature' }: { features?: Feature[]; idPrefix?: string }) {
	return (
		<ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" data-testid="feature-grid">
			{features.map((feature) => (
				<li key={feature.id}>
					<FeatureTile feature={feature} descriptionId={`${idPrefix}-${feature.id}-description`} />
				</li>
			))}
		</ul>
	)
}

export function FeatureTile({ feature, descriptionId }: { feature: Feature; descriptionId: string }) {
	return (
		<details className="group relative h-full rounded-xl border border-slate-200 bg-white shadow-sm open:z-10 hover:z-10 has-focus-visible:z-10">
			<summary
				aria-describedby={descriptionId}
				className="flex h-full min-h-28 cursor-pointer flex-col items-center justify-center gap-2 rounded-xl p-3 text-center"
			>
				<FeatureIcon id={feature.id} className="h-7 w-7 text-brand-700" />
				<span className="font-semibold text-slate-900">{feature.name}</span>
				{feature.premium ? (
					<span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Premium</span>
				) : null}
				<span
					aria-hidden="true"
					data-testid="feature-overlay"
					className="pointer-events-none absolute inset-x-0 top-0 flex min-h-full items-center justify-center rounded-xl p-2 opacity-0 transition-opacity duration-150 group-open:opacity-100 group-hover:opacity-100 group-has-focus-visible:opacity-100 motion-reduce:transition-none"
				>
					<span className="absolute inset-0 rounded-xl bg-slate-900 opacity-60" />
					<span className="relative rounded-md bg-slate-900 px-2 py-1.5 text-left text-[13px] leading-snug text-white">
						{feature.description}
					</span>
				</span>
			</summary>
			<p id={descriptionId} className="sr-only">
				{feature.description}
			</p>
		</details>
	)
}
