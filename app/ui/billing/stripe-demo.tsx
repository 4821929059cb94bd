// /dev/stripe-demo: the Payment Element against the test keys, with nothing charged (deferred intent:
// the element is shown for a 3 USD monthly subscription and only checks the card details).
import { Elements, PaymentElement, useElements } from '@stripe/react-stripe-js'
import type { Stripe } from '@stripe/stripe-js'
import { useMemo, useState } from 'react'
import { Button } from '~/ui/button'
import { useHydrated } from '~/ui/hydrated'
import { loadStripeFrom } from './load-stripe'

export function StripeDemo({ publishableKey, stripeJsUrl }: { publishableKey: string; stripeJsUrl: string }) {
	const hydrated = useHydrated()
	const stripe = useMemo<Promise<Stripe> | null>(
		() => (hydrated ? loadStripeFrom(stripeJsUrl, publishableKey) : null),
		[hydrated, stripeJsUrl, publishableKey],
	)
	if (!stripe) return <p>The Payment Element needs JavaScript.</p>
	return (
		<Elements stripe={stripe} options={{ mode: 'subscription', amount: 300, currency: 'usd' }}>
			<CheckCard />
		</Elements>
	)
}

function CheckCard() {
	const elements = useElements()
	const [message, setMessage] = useState<string | null>(null)
	async function check(event: React.FormEvent) {
		event.preventDefault()
		if (!elements) return
		const { error } = await elements.submit()
		setMessage(error ? (error.message ?? 'The card details are not complete.') : 'The card details are complete. Nothing was charged.')
	}
	return (
		<form onSubmit={check} className="space-y-4">
			<PaymentElement />
			{message ? (
				<p role="status" className="font-medium">
					{message}
				</p>
			) : null}
			<Button type="submit">Check the card</Button>
		</form>
	)
}
