import type { Route } from './+types/pricing.4'
import { env } from '~/lib/env.server'
import { marketingMeta } from '~/marketing/meta'
import { PRICING_PAGE, PRICING_QUESTIONS } from '~/marketing/pages'
import { PricingCards } from '~/ui/marketing/pricing-cards'
import { JoinBand, Section } from '~/ui/marketing/sections'
import { PUBLIC_PAGE_HANDLE } from '~/marketing/site'
import { publicSite } from '~/marketing/site.server'

export const handle = PUBLIC_PAGE_HANDLE

export function loader() {
	return { publicUrl: publicSite().publicUrl, billingEnabled: !!env().billing }
}

export const meta: Route.MetaFunction = ({ data }) => marketingMeta({ ...PRICING_PAGE, publicUrl: data?.publicUrl })

export default function Pricing({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<div className="max-w-3xl">
				<h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{PRICING_PAGE.heading}</h1>
				<p className="mt-4 text-lg text-slate-700">{PRICING_PAGE.lead}</p>
			</div>
			<div className="mt-8">
				<PricingCards headingLevel={2} billing={loaderData.billingEnabled} />
			</div>
			{loaderData.billingEnabled ? null : (
				<p className="mt-4 rounded-md border-l-4 border-amber-500 bg-amber-50 p-3 text-sm text-amber-950">
					Paid plans are not offered on this instance yet: everyone signs up as an Early Adopter.
				</p>
			)}
			<Section id="questions" title="Questions about paying">
				<dl className="grid gap-4 md:grid-cols-2">
					{PRICING_QUESTIONS.map((q) => (
						<div key={q.question} className="rounded-xl border border-slate-200 bg-white p-5">
							<dt className="font-semibold text-slate-900">{q.question}</dt>
							<dd className="mt-1 text-slate-700">{q.answer}</dd>
						</div>
					))}
				</dl>
			</Section>
			{loaderData.billingEnabled ? (
				<JoinBand title="Start with Early Adopter" text="It is free, and you can become an Early Patron from your profile whenever you like." />
			) : (
				<JoinBand title="Start now" text="It is free, with every feature." />
			)}
		</>
	)
}
