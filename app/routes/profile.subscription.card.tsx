// Update Credit Card (point 4): a new card through a SetupIntent and the Payment Element; without
// JavaScript, Stripe's customer portal deep-linked to the payment-method update.
import { data } from 'react-router'
import type { Route } from './+types/profile.subscription.card'
import { answerPaymentPost, paymentPageSettings } from '~/billing/payment-page.server'
import { PAYMENT_ISSUE } from '~/billing/plans'
import { billing } from '~/billing/stripe.server'
import { cardPortalUrl, prepareCardUpdate } from '~/billing/subscription.server'
import { requireUser } from '~/identity/users.server'
import { BackToManageSubscription, PaymentPage } from '~/ui/billing/payment-step'
import { BillingRouteError } from '~/ui/billing/route-error'

async function requireCardSubscriber(request: Request) {
	const user = await requireUser(request)
	// only for card subscriptions that are not cancelling
	if (!billing() || user.subscriptionTier !== 'paid' || !user.stripeSubscriptionId || user.subscriptionCancelAt) {
		throw data('You have no card subscription to update.', { status: 404 })
	}
	return user
}

export async function loader({ request }: Route.LoaderArgs) {
	await requireCardSubscriber(request)
	return paymentPageSettings()
}

export async function action({ request }: Route.ActionArgs) {
	const user = await requireCardSubscriber(request)
	return answerPaymentPost(request, {
		home: '/profile/subscription',
		prepare: async (attempt) => ({ clientSecret: (await prepareCardUpdate(user, attempt)).clientSecret }),
		hosted: () => cardPortalUrl(user),
		failedTitle: PAYMENT_ISSUE,
		failure: (error) => ({ type: 'warning', title: PAYMENT_ISSUE, description: `Error updating your card: ${error.message}` }),
		logLabel: 'card update',
	})
}

export const meta: Route.MetaFunction = () => [{ title: 'Update Credit Card | Profile | Twentyfour' }]

export default function UpdateCard({ loaderData }: Route.ComponentProps) {
	return (
		<PaymentPage
			title="Update Credit Card"
			intro={<>The new card pays your next renewals.</>}
			mode="setup"
			publishableKey={loaderData.publishableKey}
			stripeJsUrl={loaderData.stripeJsUrl}
			attempt={loaderData.attempt}
			action="/profile/subscription/card"
			completePath="/profile/subscription/complete"
			payLabel="Save card"
			hostedLabel="Update the card at Stripe"
			hostedHint="You change the card on Stripe's secure page and come back to your profile."
			back={<BackToManageSubscription />}
		/>
	)
}

export function ErrorBoundary() {
	return <BillingRouteError notFound="You have no card subscription to update." />
}
