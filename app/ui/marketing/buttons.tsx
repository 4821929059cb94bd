import { buttonClass } from '~/ui/button'
import { signupHref, TOUR_HREF, type Tier } from '~/marketing/site'

export const PRIMARY_BUTTON = buttonClass({ size: 'lg' })
export const SECONDARY_BUTTON = buttonClass({ variant: 'outline', size: 'lg' })

/**
 * Get Started: to sign-up with the tier of the card it belongs to. Plain links: every public page
 * works without JavaScript. `tierName` names the card for screen readers when a page has several.
 */
export function GetStarted({ tier = 'free', tierName, className = PRIMARY_BUTTON }: { tier?: Tier; tierName?: string; className?: string }) {
	return (
		<a href={signupHref(tier)} className={className} data-tier={tier}>
			Get Started
			{tierName ? <span className="sr-only"> with {tierName}</span> : null}
		</a>
	)
}

export function TakeATour({ className = SECONDARY_BUTTON }: { className?: string }) {
	return (
		<a href={TOUR_HREF} className={className}>
			Take a Tour
		</a>
	)
}

export function CallsToAction({ tier = 'free', center = false }: { tier?: Tier; center?: boolean }) {
	return (
		<p className={`flex flex-wrap gap-3 ${center ? 'justify-center' : ''}`}>
			<GetStarted tier={tier} />
			<TakeATour />
		</p>
	)
}
