// POST /stripe/webhook: Stripe's events (point 4). The raw body is read here, as the signature needs it.
import { data } from 'react-router'
import type { Route } from './+types/stripe.webhook'
import { billing } from '~/billing/stripe.server'
import { handleStripeWebhook } from '~/billing/webhooks.server'

/** Stripe events are small; anything bigger is not one */
const MAX_BYTES = 512 * 1024

export async function action({ request }: Route.ActionArgs) {
	if (request.method !== 'POST') throw data('Method not allowed', { status: 405 })
	if (!billing()) throw data('Billing is not configured on this instance.', { status: 404 })
	if (Number(request.headers.get('content-length') ?? 0) > MAX_BYTES) throw data('Too large', { status: 413 })
	const payload = await request.text()
	if (payload.length > MAX_BYTES) throw data('Too large', { status: 413 })
	const result = await handleStripeWebhook(payload, request.headers.get('stripe-signature'))
	return Response.json({ received: result.status === 200, message: result.message }, { status: result.status })
}

export function loader() {
	throw data('Method not allowed', { status: 405, headers: { Allow: 'POST' } })
}
