// Renders one of the landing pages of landing-pages.ts.
import { FeatureGrid } from './feature-grid'
import type { LandingBlock, LandingPage } from '~/marketing/landing-pages'
import { PricingCards } from './pricing-cards'
import { Hero, JoinBand, Section, ShowcaseList, Steps } from './sections'

function Block({ block, billing }: { block: LandingBlock; billing: boolean }) {
	switch (block.kind) {
		case 'features':
			return (
				<Section id={block.id} title={block.title} intro={<p>{block.intro}</p>}>
					<FeatureGrid />
				</Section>
			)
		case 'steps':
			return (
				<Section id={block.id} title={block.title} intro={block.intro ? <p>{block.intro}</p> : undefined}>
					<Steps steps={block.steps} />
				</Section>
			)
		case 'showcase':
			return (
				<Section id={block.id} title={block.title} intro={block.intro ? <p>{block.intro}</p> : undefined}>
					<ShowcaseList items={block.items} />
				</Section>
			)
		case 'pricing':
			return (
				<Section id={block.id} title={block.title} intro={block.intro ? <p>{block.intro}</p> : undefined}>
					<PricingCards billing={billing} />
				</Section>
			)
		case 'gtd':
			return (
				<Section id={block.id} title={block.title}>
					<div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
						<p className="max-w-3xl text-slate-700">{block.text}</p>
						<p className="mt-4">
							<a href="/learn-more" className="font-semibold text-brand-700 underline hover:text-brand-800">
								How Twentyfour fits Getting Things Done
							</a>
						</p>
					</div>
				</Section>
			)
	}
}

export function LandingPageView({ page, billing = true }: { page: LandingPage; billing?: boolean }) {
	const { hero } = page
	return (
		<>
			<Hero
				kicker={hero.kicker}
				title={hero.heading}
				lead={
					<>
						{hero.tagline ? (
							<p className={`text-2xl font-semibold ${hero.dark ? 'text-sky-200' : 'text-brand-700'}`}>{hero.tagline}</p>
						) : null}
						<p className={hero.tagline ? 'mt-3' : ''}>{hero.lead}</p>
					</>
				}
				picture={hero.picture}
				tier={hero.tier}
				dark={hero.dark}
			/>
			{page.blocks.map((block) => (
				<Block key={block.id} block={block} billing={billing} />
			))}
			<JoinBand title={page.join.title} text={page.join.text} tier={page.join.tier} />
		</>
	)
}
