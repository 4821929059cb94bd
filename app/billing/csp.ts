// The Content-Security-Policy allows Stripe's origins only on the pages that take a payment
// (spec: Stripe.js is loaded only there). Stripe documents these sources for Stripe.js and Checkout.

/** pages that load Stripe.js or send the browser on to Checkout or the customer portal */
export const PAYMENT_PATHS = ['/signup/payment', '/profile/subscription/pay', '/profile/subscription/card', '/dev/stripe-demo']

export const isPaymentPage = (pathname: string) =>
	PAYMENT_PATHS.some((p) => pathname === p || pathname === `${p}.data`)

const origin = (url: string | undefined) => {
	try {
		return url ? new URL(url).origin : null
	} catch {
		return null
	}
}

/** Extra sources per directive for `pathname`; none outside the payment pages or without billing. */
export function stripeCspSources(
	pathname: string,
	billing: { stripeJsUrl: string; apiBase?: string } | null,
): Record<'script-src' | 'frame-src' | 'connect-src' | 'form-action', string[]> {
	if (!billing || !isPaymentPage(pathname)) return { 'script-src': [], 'frame-src': [], 'connect-src': [], 'form-action': [] }
	const js = origin(billing.stripeJsUrl)
	const api = origin(billing.apiBase)
	const own = [js, api].filter((o): o is string => !!o)
	return {
		'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com', ...own],
		'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com', ...own],
		'connect-src': ['https://api.stripe.com', ...own],
		'form-action': ['https://checkout.stripe.com', 'https://billing.stripe.com', ...own],
	}
}
