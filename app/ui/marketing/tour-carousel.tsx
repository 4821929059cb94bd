// The tour carousel (spec point 2, screen 22) in HTML and CSS alone, so it costs no JavaScript:
// the slides sit side by side in a horizontal scroll-snap strip, and the slide buttons and each
// slide's Previous and Next are links to the slides' ids. Following one scrolls its slide into view
// and moves focus to it, and a screen reader announces "slide, N of 6: name". It never advances on its
// own. Every slide stays in the document in order, so a screen reader, a search engine or a browser
// without CSS reads them all. Where the browser supports `scroll-target-group`, the slide button of
// the slide in view is marked as current while swiping too. See docs/decisions/041-css-tour-carousel.md.
import { GetStarted, SECONDARY_BUTTON } from './buttons'
import { Picture } from './picture'
import type { TourSlide } from '~/marketing/tour'

const NAV_LINK =
	'inline-flex min-h-11 items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50'

function Arrow({ direction }: { direction: 'previous' | 'next' }) {
	return (
		<svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
			{direction === 'previous' ? (
				<path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
			) : (
				<path d="M7.3 15.7a1 1 0 0 1 0-1.4l4.3-4.3-4.3-4.3a1 1 0 1 1 1.4-1.4l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4 0Z" />
			)}
		</svg>
	)
}

export function TourCarousel({ slides, label }: { slides: TourSlide[]; label: string }) {
	const count = slides.length
	return (
		<section aria-roledescription="carousel" aria-label={label} className="mt-6" data-testid="tour-carousel">
			<nav aria-label="Slides" className="[scroll-target-group:auto]">
				<ol className="flex flex-wrap gap-2">
					{slides.map((slide, i) => (
						<li key={slide.id}>
							<a
								href={`#${slide.id}`}
								className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:border-brand-700 hover:text-brand-700 [&:target-current]:border-brand-700 [&:target-current]:bg-solid [&:target-current]:text-on-solid"
							>
								<span className="inline-flex h-6 w-6 items-center justify-center rounded-full bg-slate-100 text-xs font-bold text-slate-900">
									{i + 1}
								</span>
								{slide.label}
							</a>
						</li>
					))}
				</ol>
			</nav>
			<div
				className="mt-4 flex snap-x snap-mandatory gap-4 overflow-x-auto overscroll-x-contain scroll-smooth pb-2 motion-reduce:scroll-auto"
				data-testid="tour-slides"
			>
				{slides.map((slide, i) => {
					const previous = slides[i - 1]
					const next = slides[i + 1]
					return (
						<section
							key={slide.id}
							id={slide.id}
							tabIndex={-1}
							role="group"
							aria-roledescription="slide"
							aria-label={`${i + 1} of ${count}: ${slide.label}`}
							className="relative w-full flex-none scroll-mt-24 snap-start snap-always rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
						>
							<div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2">
								<p>
									{previous ? (
										<a href={`#${previous.id}`} className={NAV_LINK}>
											<Arrow direction="previous" />
											Previous<span className="sr-only"> slide: {previous.label}</span>
										</a>
									) : null}
								</p>
								<p className="text-center text-sm font-semibold text-slate-700">
									Slide {i + 1} of {count}
								</p>
								<p className="text-right">
									{next ? (
										<a href={`#${next.id}`} className={NAV_LINK}>
											Next<span className="sr-only"> slide: {next.label}</span>
											<Arrow direction="next" />
										</a>
									) : null}
								</p>
							</div>
							<div className="mt-4 grid items-center gap-6 md:grid-cols-2">
								<div>
									<h2 className="text-2xl font-bold text-slate-900">{slide.heading}</h2>
									{slide.text.map((t) => (
										<p key={t} className="mt-3 text-slate-700">
											{t}
										</p>
									))}
									{slide.id === 'joinNow' ? (
										<p className="mt-6 flex flex-wrap gap-3">
											<GetStarted tier="free" />
											<a href="/pricing/4" className={SECONDARY_BUTTON}>
												Compare the tiers
											</a>
										</p>
									) : null}
								</div>
								<Picture picture={slide.picture} aboveFold={i === 0} className="rounded-lg border border-slate-200" />
							</div>
						</section>
					)
				})}
			</div>
		</section>
	)
}
