// The facts every public page shares: the product's name, its tagline and where the buttons lead.

export const PRODUCT_NAME = 'Twentyfour'
/** spec point 1 */
export const TAGLINE = 'doing more with 24 hours a day'

export type Tier = 'free' | 'paid'

/** Get Started: the sign-up route with the tier of the card the button belongs to (spec point 2: signup params). */
export function signupHref(tier: Tier) {
	return `/signup?action=signup&tier=${tier}`
}

export const TOUR_HREF = '/tour'

/** The public pages ship no JavaScript: they work without it, and load faster (docs/decisions/040). */
export const PUBLIC_PAGE_HANDLE = { hydrate: false } as const
