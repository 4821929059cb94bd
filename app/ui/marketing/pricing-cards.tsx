// The two tier cards with their full feature lists (spec point 2, screen 4; prices of point 9).
import { GetStarted, PRIMARY_BUTTON, SECONDARY_BUTTON } from './buttons'
import { EARLY_PATRON_PLANS, EVERYTHING_INCLUDED, formatUsd, lowestMonthlyPrice, PREMIUM_FEATURES, TIERS, type TierCard } from '~/marketing/tiers'

function Check() {
	return (
		<svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 flex-none text-green-700" fill="currentColor">
			<path
				fillRule="evenodd"
				d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
			/>
		</svg>
	)
}

function Lock() {
	return (
		<svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 flex-none text-slate-500" fill="currentColor">
			<path
				fillRule="evenodd"
				d="M10 2a4 4 0 0 0-4 4v2H5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1V9a1 1 0 0 0-1-1h-1V6a4 4 0 0 0-4-4Zm2 6V6a2 2 0 1 0-4 0v2h4Z"
			/>
		</svg>
	)
}

function PremiumBadge() {
	return <span className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Premium</span>
}

function Price({ card }: { card: TierCard }) {
	if (card.tier === 'free') {
		return (
			<div className="mt-4">
				<p className="text-4xl font-bold text-slate-900">Free</p>
				<p className="mt-1 text-sm text-slate-700">No card needed.</p>
			</div>
		)
	}
	return (
		<div className="mt-4">
			<p className="text-slate-900">
				<span className="text-sm font-medium">as low as </span>
				<span className="text-4xl font-bold">{formatUsd(lowestMonthlyPrice())}</span>
				<span className="text-sm font-medium"> a month</span>
			</p>
			<table className="mt-3 w-full text-left text-sm">
				<caption className="sr-only">Early Patron plans</caption>
				<thead className="sr-only">
					<tr>
						<th scope="col">Plan</th>
						<th scope="col">Price</th>
					</tr>
				</thead>
				<tbody>
					{EARLY_PATRON_PLANS.map((plan) => (
						<tr key={plan.frequency} className="border-t border-slate-200">
							<th scope="row" className="py-1.5 font-medium text-slate-800">
								{plan.label}
							</th>
							<td className="py-1.5 text-right text-slate-900">
								{formatUsd(plan.priceUsd)} a {plan.frequency}
							</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}

export function PricingCard({ card, headingLevel = 3 }: { card: TierCard; headingLevel?: 2 | 3 }) {
	const Heading = headingLevel === 2 ? 'h2' : 'h3'
	const SubHeading = headingLevel === 2 ? 'h3' : 'h4'
	const paid = card.tier === 'paid'
	return (
		<article
			aria-labelledby={`tier-${card.tier}`}
			data-testid={`tier-${card.tier}`}
			className={`flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${paid ? 'border-2 border-brand-700' : 'border-slate-200'}`}
		>
			<Heading id={`tier-${card.tier}`} className="text-xl font-bold text-slate-900">
				{card.name}
			</Heading>
			<p className="mt-1 text-slate-700">{card.tagline}</p>
			<Price card={card} />
			<SubHeading className="mt-6 text-sm font-semibold tracking-wide text-slate-700 uppercase">Features</SubHeading>
			<ul className="mt-2 flex-1 space-y-2 text-slate-800">
				{card.features.map((f) => (
					<li key={f.name} className="flex gap-2">
						<Check />
						<span>
							{f.name}
							{f.premium ? <PremiumBadge /> : null}
						</span>
					</li>
				))}
				{paid
					? null
					: PREMIUM_FEATURES.map((f) => (
							<li key={f.name} className="flex gap-2 text-slate-600">
								<Lock />
								<span>
									<span className="sr-only">Not included: </span>
									{f.name}
									<PremiumBadge />
								</span>
							</li>
						))}
			</ul>
			<p className="mt-6">
				<GetStarted
					tier={card.tier}
					tierName={card.name}
					className={`${paid ? PRIMARY_BUTTON : SECONDARY_BUTTON} w-full`}
				/>
			</p>
		</article>
	)
}

/** A server without billing (issue 53): one card, every feature included, no tiers and no locks. */
function EverythingIncluded({ headingLevel }: { headingLevel: 2 | 3 }) {
	const Heading = headingLevel === 2 ? 'h2' : 'h3'
	const all = TIERS.find((t) => t.tier === 'paid')!.features
	return (
		<article aria-labelledby="tier-everything" data-testid="tier-everything" className="rounded-2xl border-2 border-brand-700 bg-white p-6 shadow-sm">
			<Heading id="tier-everything" className="text-xl font-bold text-slate-900">
				Everything included
			</Heading>
			<p className="mt-1 text-slate-700">{EVERYTHING_INCLUDED}</p>
			<p className="mt-4 text-4xl font-bold text-slate-900">Free</p>
			<ul className="mt-4 grid gap-2 text-slate-800 md:grid-cols-2">
				{all.map((f) => (
					<li key={f.name} className="flex gap-2">
						<Check />
						<span>{f.name}</span>
					</li>
				))}
			</ul>
			<p className="mt-6">
				<GetStarted tier="free" tierName="Twentyfour" className={`${PRIMARY_BUTTON} w-full md:w-auto`} />
			</p>
		</article>
	)
}

/** The two tier cards; on a server without billing, one card with everything (`billing` false). */
export function PricingCards({ headingLevel = 3, billing = true }: { headingLevel?: 2 | 3; billing?: boolean }) {
	if (!billing) return <EverythingIncluded headingLevel={headingLevel} />
	return (
		<div className="grid gap-6 md:grid-cols-2">
			{TIERS.map((card) => (
				<PricingCard key={card.tier} card={card} headingLevel={headingLevel} />
			))}
		</div>
	)
}
