// Back from a payment on the profile: the Payment Element (payment_intent or setup_intent) or Stripe
// Checkout (session_id). The server asks Stripe; nothing changes on the browser's word.
// (A GET, because Stripe sends the browser back with one; asking Stripe twice changes nothing.)
import type { Route } from './+types/profile.subscription.complete'
import {
	CARD_UPDATED,
	CARD_UPDATED_TITLE,
	PAYMENT_ISSUE,
	SUBSCRIPTION_CHANGE_TITLE,
	SUBSCRIPTION_UPDATED,
	UNKNOWN_SUBSCRIBE_ERROR,
} from '~/billing/plans'
import { billing } from '~/billing/stripe.server'
import { finishCardUpdate, finishUpgrade, subscriptionOfCheckout } from '~/billing/subscription.server'
import { requireUser } from '~/identity/users.server'
import { redirectWithToast } from '~/lib/toast.server'
import { BillingRouteError } from '~/ui/billing/route-error'
import { data } from 'react-router'
import { pageUrl } from '~/lib/page-url.server'

const ID = /^[a-z]{2,4}_[\w]{1,200}$/

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	if (!billing()) throw data('Paid plans are not offered on this instance.', { status: 404 })
	const query = pageUrl(request).searchParams
	const get = (name: string) => {
		const v = query.get(name)
		return v && ID.test(v) ? v : null
	}
	const setupIntent = get('setup_intent')
	const subscription = get('subscription')
	const sessionId = get('session_id')
	try {
		if (setupIntent) {
			if (await finishCardUpdate(user, setupIntent)) {
				return redirectWithToast('/profile/subscription', { type: 'success', title: CARD_UPDATED_TITLE, description: CARD_UPDATED })
			}
		} else if (user.stripeCustomerId && (subscription || sessionId)) {
			// the subscription must be this user's own and paid: finishUpgrade asks Stripe
			const sub = subscription ?? (await subscriptionOfCheckout(sessionId!, user.stripeCustomerId))
			if (sub && (await finishUpgrade(user, sub))) {
				return redirectWithToast('/profile/subscription', { type: 'success', title: SUBSCRIPTION_CHANGE_TITLE, description: SUBSCRIPTION_UPDATED })
			}
		}
	} catch (error) {
		console.error('finishing a payment failed:', error)
	}
	return redirectWithToast('/profile/subscription', { type: 'warning', title: PAYMENT_ISSUE, description: UNKNOWN_SUBSCRIBE_ERROR })
}

export function ErrorBoundary() {
	return <BillingRouteError notFound="There is no payment to finish." />
}
