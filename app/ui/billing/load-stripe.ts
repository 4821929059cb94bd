// Loads Stripe.js from the configured address (STRIPE_JS_URL; the tests serve a stand-in) and only when a
// payment page asks for it. @stripe/stripe-js's own loadStripe always injects js.stripe.com, so it is not used.
import type { Stripe, StripeConstructor } from '@stripe/stripe-js'

let loading: { url: string; promise: Promise<StripeConstructor> } | null = null

function loadScript(url: string): Promise<StripeConstructor> {
	if (loading?.url === url) return loading.promise
	const promise = new Promise<StripeConstructor>((resolve, reject) => {
		if (window.Stripe) return resolve(window.Stripe)
		const script = document.createElement('script')
		script.src = url
		script.async = true
		script.onload = () => (window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js did not load.')))
		script.onerror = () => {
			loading = null
			reject(new Error('Stripe.js could not be loaded. Check your connection and try again.'))
		}
		document.head.appendChild(script)
	})
	loading = { url, promise }
	return promise
}

export async function loadStripeFrom(url: string, publishableKey: string): Promise<Stripe> {
	const Stripe = await loadScript(url)
	return Stripe(publishableKey)
}
