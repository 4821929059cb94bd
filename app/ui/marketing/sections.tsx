// Building blocks the public pages share: the hero, titled sections and the product showcase.
import { CallsToAction } from './buttons'
import { Picture } from './picture'
import type { Picture as PictureData } from '~/marketing/pictures'
import { signupHref, TOUR_HREF, type Tier } from '~/marketing/site'
import { ButtonAnchor } from '~/ui/button'
import type { Showcase, Step } from '~/marketing/landing-pages'

export function Hero({
	title,
	lead,
	kicker,
	picture,
	tier = 'free',
	dark = false,
	children,
}: {
	title: React.ReactNode
	lead: React.ReactNode
	kicker?: string
	picture?: PictureData
	tier?: Tier
	dark?: boolean
	children?: React.ReactNode
}) {
	return (
		<section
			aria-labelledby="page-title"
			className={`grid items-center gap-8 rounded-3xl px-5 py-8 sm:px-10 sm:py-12 ${picture ? 'lg:grid-cols-2' : ''} ${dark ? 'bg-slate-900 text-white' : 'bg-white shadow-sm ring-1 ring-slate-200'}`}
		>
			<div>
				{kicker ? (
					<p className={`text-sm font-semibold tracking-wide uppercase ${dark ? 'text-sky-300' : 'text-brand-700'}`}>{kicker}</p>
				) : null}
				<h1 id="page-title" className={`mt-2 text-4xl font-bold tracking-tight sm:text-5xl ${dark ? 'text-white' : 'text-slate-900'}`}>
					{title}
				</h1>
				<div className={`mt-4 text-lg ${dark ? 'text-slate-200' : 'text-slate-700'}`}>{lead}</div>
				<div className="mt-8">
					<CallsToAction tier={tier} />
				</div>
				{children}
			</div>
			{picture ? <Picture picture={picture} aboveFold className="rounded-xl shadow-lg ring-1 ring-slate-200" /> : null}
		</section>
	)
}

export function Section({
	id,
	title,
	intro,
	children,
}: {
	id: string
	title: string
	intro?: React.ReactNode
	children: React.ReactNode
}) {
	return (
		<section aria-labelledby={id} className="mt-14">
			<h2 id={id} className="text-2xl font-bold text-slate-900 sm:text-3xl">
				{title}
			</h2>
			{intro ? <div className="mt-2 max-w-3xl text-slate-700">{intro}</div> : null}
			<div className="mt-6">{children}</div>
		</section>
	)
}


/** Pictures of the product with a short text each, alternating sides on wide screens. */
export function ShowcaseList({ items }: { items: Showcase[] }) {
	return (
		<div className="space-y-10">
			{items.map((item, i) => (
				<article key={item.title} className="grid items-center gap-6 md:grid-cols-2">
					<div className={i % 2 ? 'md:order-2' : ''}>
						<h3 className="text-xl font-bold text-slate-900">
							{item.title}
							{item.premium ? (
								<span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 align-middle text-xs font-semibold text-amber-900">
									Premium
								</span>
							) : null}
						</h3>
						<p className="mt-2 text-slate-700">{item.text}</p>
					</div>
					<Picture picture={item.picture} className="rounded-xl shadow-md ring-1 ring-slate-200" />
				</article>
			))}
		</div>
	)
}


export function Steps({ steps }: { steps: Step[] }) {
	return (
		<ol className="grid gap-4 md:grid-cols-3">
			{steps.map((step, i) => (
				<li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
					<span
						aria-hidden="true"
						className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-solid font-bold text-on-solid"
					>
						{i + 1}
					</span>
					<h3 className="mt-3 text-lg font-bold text-slate-900">{step.title}</h3>
					<p className="mt-1 text-slate-700">{step.text}</p>
				</li>
			))}
		</ol>
	)
}

/** A closing band that invites the visitor to sign up. */
export function JoinBand({ title, text, tier = 'free' }: { title: string; text: string; tier?: Tier }) {
	return (
		<section aria-labelledby="join" className="mt-14 rounded-3xl bg-solid-strong px-5 py-10 text-center text-on-solid sm:px-10">
			<h2 id="join" className="text-2xl font-bold sm:text-3xl">
				{title}
			</h2>
			<p className="mx-auto mt-3 max-w-2xl text-on-solid">{text}</p>
			<p className="mt-6 flex flex-wrap justify-center gap-3">
				<ButtonAnchor href={signupHref(tier)} data-tier={tier} variant="inverse" size="lg">
					Get Started
				</ButtonAnchor>
				<ButtonAnchor href={TOUR_HREF} variant="outline-inverse" size="lg">
					Take a Tour
				</ButtonAnchor>
			</p>
		</section>
	)
}
