// The template gallery (screen 17): tabs Corporate, Personal, Public (links), Create New or the premium
// notice, and the cards. The anonymous /gallery shows the intro text and the public templates only.
import { NavLink } from 'react-router'
import { Link } from '~/ui/link'
import type { GalleryCard, GalleryPageData } from '~/templates/gallery-page.server'
import { ButtonLink } from '~/ui/button'
import { MarkdownBlock } from './markdown'

const TABS = [
	{ gallery: 'corporate', label: 'Corporate' },
	{ gallery: 'personal', label: 'Personal' },
	{ gallery: 'public', label: 'Public' },
] as const

function PencilIcon() {
	return (
		<svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
			<path d="M13.6 2.6a2 2 0 0 1 2.8 0l1 1a2 2 0 0 1 0 2.8l-9.5 9.5-4.2 1.2 1.2-4.2 9.5-9.5 Zm-8 10.4-.5 1.9 1.9-.5 7.9-7.9-1.4-1.4L5.6 13Z" />
		</svg>
	)
}

/** "This is a premium feature": visible text (not a hover tooltip), so keyboards and screen readers get it. */
export function PremiumNotice({ signedIn, what }: { signedIn: boolean; what: string }) {
	return (
		<p className="rounded-md border-l-4 border-amber-500 bg-amber-50 p-3 text-amber-950">
			<strong>{what}:</strong> This is a premium feature.{' '}
			{signedIn ? (
				<Link to="/profile/subscription" className="font-semibold text-brand-800 underline">
					Upgrade now
				</Link>
			) : (
				<>
					<Link to="/login" className="font-semibold text-brand-800 underline">
						Sign in
					</Link>{' '}
					or{' '}
					<Link to="/signup?action=signup&tier=paid" className="font-semibold text-brand-800 underline">
						upgrade
					</Link>
				</>
			)}
		</p>
	)
}

function Card({ card, gallery, signedIn }: { card: GalleryCard; gallery: string; signedIn: boolean }) {
	const to = `/gallery/${gallery}/${card.id}`
	return (
		<li className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
			<div className="flex items-start justify-between gap-2">
				<h3 className="text-lg font-semibold break-words">
					{signedIn ? (
						<Link to={to} className="text-brand-800 underline-offset-2 hover:underline" preventScrollReset>
							{card.name}
						</Link>
					) : (
						card.name
					)}
				</h3>
				{gallery === 'personal' ? (
					<ButtonLink variant="icon" to={`/gallery/personal/${card.id}/edit`} aria-label={`Edit ${card.name}`} preventScrollReset>
						<PencilIcon />
					</ButtonLink>
				) : null}
				{gallery === 'public' ? (
					<span className="shrink-0 rounded-full bg-brand-100 px-2 py-0.5 text-sm font-semibold text-brand-800">
						{card.timesUsed} <span className="font-normal">{card.timesUsed === 1 ? 'use' : 'uses'}</span>
					</span>
				) : null}
			</div>
			<MarkdownBlock html={card.descriptionHtml} className="mt-2 grow text-slate-800" />
			<p className="mt-3 text-sm text-slate-700">
				{card.byline ? (
					<>
						{card.ownerId && signedIn ? (
							<Link to={`/gallery/public/${card.ownerId}`} className="font-medium text-brand-800 underline">
								{card.byline}
							</Link>
						) : (
							<span className="font-medium">{card.byline}</span>
						)}
						{' · '}
					</>
				) : null}
				Added {card.added}
			</p>
		</li>
	)
}

export function GalleryView({ data, heading, owner }: { data: GalleryPageData; heading?: string; owner?: { name: string } | null }) {
	const { gallery, signedIn, premium, cards } = data
	return (
		<section className="mx-auto max-w-6xl">
			<h1 className="text-2xl font-bold">{heading ?? 'Template Gallery'}</h1>
			{signedIn ? null : (
				<div className="mt-2 max-w-3xl space-y-2 text-slate-800">
					<p>
						Templates are ready-made lists of tasks and sub-tasks for the things you do again and again: a trip, an
						anniversary, a new client. Use one and its tasks land in your list, ready to date and file.
					</p>
					<p>Browse the public templates shared by Twentyfour members below. Sign in to use them.</p>
				</div>
			)}
			{signedIn ? (
				<nav aria-label="Galleries" className="mt-4 flex flex-wrap gap-1 border-b border-slate-300">
					{TABS.map((tab) => (
						<NavLink
							key={tab.gallery}
							to={`/gallery/${tab.gallery}`}
							aria-current={tab.gallery === gallery && !owner ? 'page' : undefined}
							className={`-mb-px rounded-t-md border px-4 py-2 font-medium ${tab.gallery === gallery ? 'border-slate-300 border-b-white bg-white text-brand-800' : 'border-transparent text-brand-800 underline hover:bg-slate-100'}`}
						>
							{tab.label}
							{tab.gallery === 'personal' && !premium ? <span className="sr-only"> (premium feature)</span> : null}
						</NavLink>
					))}
				</nav>
			) : null}
			{owner ? <p className="mt-4 text-slate-800">Public templates shared by {owner.name}.</p> : null}
			<div className="mt-4">
				{premium ? (
					gallery === 'personal' ? (
						<ButtonLink to="/gallery/personal/new" preventScrollReset>
							Create New
						</ButtonLink>
					) : null
				) : (
					<PremiumNotice signedIn={signedIn} what="Personal templates: create your own and import public ones" />
				)}
			</div>
			{cards.length ? (
				<ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
					{cards.map((card) => (
						<Card key={card.id} card={card} gallery={gallery} signedIn={signedIn} />
					))}
				</ul>
			) : (
				<p className="mt-6 text-lg text-slate-700">No templates to display.</p>
			)}
		</section>
	)
}
