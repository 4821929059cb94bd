// The payment step (spec points 4 and 7): with JavaScript, Stripe's Payment Element in place (a
// subscription's first payment, or a card saved through a SetupIntent); without it, a plain form that
// sends the person on to Stripe's hosted page (Checkout, or the customer portal for a card).
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import type { Stripe } from '@stripe/stripe-js'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Form, useFetcher, useSubmit } from 'react-router'
import { UNKNOWN_SUBSCRIBE_ERROR } from '~/billing/plans'
import { Button, ButtonLink } from '~/ui/button'
import { SubmitButton } from '~/ui/forms'
import { useHydrated } from '~/ui/hydrated'
import { loadStripeFrom } from './load-stripe'

export type PaymentStepProps = {
	/** 'payment' confirms a subscription's first invoice; 'setup' saves a card */
	mode: 'payment' | 'setup'
	publishableKey: string
	stripeJsUrl: string
	/** one id per visit of the page: a double click or a retried post makes one subscription */
	attempt: string
	/** the page's own action: intents prepare, failed, and (without JavaScript) hosted */
	action: string
	/** where the browser goes when the payment (or card) succeeded; the intent's id is added */
	completePath: string
	payLabel: string
	/** the button of the form without JavaScript */
	hostedLabel: string
	hostedHint: string
}

type Prepared = { clientSecret?: string; completePath?: string; error?: string }

/** The frame of every payment page (sign-up, upgrade, card update): title, what is paid, the step, a way back. */
export function PaymentPage({ title, intro, back, ...step }: PaymentStepProps & { title: string; intro: React.ReactNode; back: React.ReactNode }) {
	return (
		<section className="mx-auto max-w-xl rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
			<h1 className="text-2xl font-bold">{title}</h1>
			<p className="mt-2 mb-6">{intro}</p>
			<PaymentStep {...step} />
			{back}
		</section>
	)
}

/** Back from a payment page of the profile */
export function BackToManageSubscription() {
	return (
		<p className="mt-6 border-t border-slate-200 pt-4">
			<ButtonLink to="/profile/subscription" reloadDocument variant="secondary">
				Back to Manage Subscription
			</ButtonLink>
		</p>
	)
}

export function PaymentStep(props: PaymentStepProps) {
	const hydrated = useHydrated()
	if (!hydrated) {
		return (
			<Form method="post" action={props.action} className="space-y-3">
				<input type="hidden" name="intent" value="hosted" />
				<input type="hidden" name="attempt" value={props.attempt} />
				<p className="text-sm text-slate-700">{props.hostedHint}</p>
				<SubmitButton pendingText="Opening Stripe…">{props.hostedLabel}</SubmitButton>
			</Form>
		)
	}
	return <PaymentElementStep {...props} />
}

function PaymentElementStep(props: PaymentStepProps) {
	const fetcher = useFetcher<Prepared>()
	const asked = useRef(false)
	useEffect(() => {
		if (asked.current) return
		asked.current = true
		void fetcher.submit({ intent: 'prepare', attempt: props.attempt }, { method: 'post', action: props.action })
	}, [fetcher, props.action, props.attempt])
	const clientSecret = fetcher.data?.clientSecret
	const stripe = useMemo<Promise<Stripe> | null>(
		() => (clientSecret ? loadStripeFrom(props.stripeJsUrl, props.publishableKey) : null),
		[clientSecret, props.stripeJsUrl, props.publishableKey],
	)
	const [loadError, setLoadError] = useState<string | null>(null)
	useEffect(() => {
		stripe?.catch((error: Error) => setLoadError(error.message))
	}, [stripe])

	const error = fetcher.data?.error ?? loadError
	if (error) return <p role="alert" className="rounded-md border-l-4 border-red-600 bg-red-50 p-3">{error}</p>
	if (!clientSecret || !stripe) {
		return (
			<p role="status" className="text-slate-700">
				Preparing the secure payment form…
			</p>
		)
	}
	return (
		<Elements stripe={stripe} options={{ clientSecret, appearance: { theme: 'stripe' } }}>
			<ConfirmForm {...props} completePath={fetcher.data?.completePath ?? props.completePath} clientSecret={clientSecret} />
		</Elements>
	)
}

function ConfirmForm(props: PaymentStepProps & { clientSecret: string }) {
	const stripe = useStripe()
	const elements = useElements()
	const submit = useSubmit()
	const [busy, setBusy] = useState(false)
	const [message, setMessage] = useState<string | null>(null)

	function failed(description: string) {
		void submit({ intent: 'failed', message: description }, { method: 'post', action: props.action })
	}

	async function pay(event: React.FormEvent) {
		event.preventDefault()
		if (!stripe || !elements || busy) return
		setBusy(true)
		setMessage(null)
		// the card field's own complaints (an incomplete number...) stay here, the buttons come back
		const checked = await elements.submit()
		if (checked.error) {
			setMessage(checked.error.message ?? UNKNOWN_SUBSCRIBE_ERROR)
			setBusy(false)
			return
		}
		const returnUrl = new URL(props.completePath, window.location.href).toString()
		const result =
			props.mode === 'payment'
				? await stripe.confirmPayment({ elements, clientSecret: props.clientSecret, confirmParams: { return_url: returnUrl }, redirect: 'if_required' })
				: await stripe.confirmSetup({ elements, clientSecret: props.clientSecret, confirmParams: { return_url: returnUrl }, redirect: 'if_required' })
		if (result.error) {
			if (result.error.type === 'validation_error') {
				setMessage(result.error.message ?? UNKNOWN_SUBSCRIBE_ERROR)
				setBusy(false)
				return
			}
			return failed(result.error.message ?? UNKNOWN_SUBSCRIBE_ERROR)
		}
		const intent = 'paymentIntent' in result ? result.paymentIntent : result.setupIntent
		if (intent?.status !== 'succeeded') return failed(UNKNOWN_SUBSCRIBE_ERROR)
		const to = new URL(returnUrl)
		to.searchParams.set(props.mode === 'payment' ? 'payment_intent' : 'setup_intent', intent.id)
		window.location.assign(to.toString())
	}

	return (
		<form onSubmit={pay} className="space-y-4" aria-describedby={message ? 'payment-message' : undefined}>
			<PaymentElement onReady={() => setBusy(false)} />
			{message ? (
				<p id="payment-message" role="alert" className="font-medium text-red-700">
					{message}
				</p>
			) : null}
			<Button type="submit" aria-disabled={busy || !stripe || undefined}>
				{busy ? 'Working…' : props.payLabel}
			</Button>
		</form>
	)
}
