// Free to paid from Manage Subscription (point 4): the same payment as at sign-up, for a signed-in user.
import { data, redirect } from 'react-router'
import type { Route } from './+types/profile.subscription.pay'
import { answerPaymentPost, paymentPageSettings } from '~/billing/payment-page.server'
import { PAYMENT_ISSUE, planOf, SUBSCRIPTION_CHANGE_TITLE } from '~/billing/plans'
import { billing } from '~/billing/stripe.server'
import { prepareUpgrade, upgradeCheckoutUrl } from '~/billing/subscription.server'
import { requireUser } from '~/identity/users.server'
import { BackToManageSubscription, PaymentPage } from '~/ui/billing/payment-step'
import { planLabel } from '~/ui/billing/plan-choice'
import { BillingRouteError } from '~/ui/billing/route-error'
import { pageUrl } from '~/lib/page-url.server'

async function requireUpgrade(request: Request) {
	const user = await requireUser(request)
	const b = billing()
	const level = pageUrl(request).searchParams.get('level') ?? ''
	const plan = b ? planOf(level, b.prices) : null
	if (!plan) throw data('No such plan.', { status: 404 })
	if (user.subscriptionTier === 'paid') throw redirect('/profile/subscription')
	return { user, level, plan }
}

export async function loader({ request }: Route.LoaderArgs) {
	const { level, plan } = await requireUpgrade(request)
	return { level, plan: planLabel(plan), ...paymentPageSettings() }
}

export async function action({ request }: Route.ActionArgs) {
	const { user, level } = await requireUpgrade(request)
	return answerPaymentPost(request, {
		home: '/profile/subscription',
		prepare: async (attempt) => {
			const made = await prepareUpgrade(user, level, attempt)
			return { clientSecret: made.clientSecret, completePath: `/profile/subscription/complete?subscription=${made.subscriptionId}` }
		},
		hosted: (attempt) => upgradeCheckoutUrl(user, level, attempt),
		failedTitle: PAYMENT_ISSUE,
		failure: (error) => ({
			type: 'warning',
			title: SUBSCRIPTION_CHANGE_TITLE,
			description: `Error changing your subscription: ${error.message}`,
		}),
		logLabel: 'upgrade',
	})
}

export const meta: Route.MetaFunction = () => [{ title: 'Upgrade | Profile | Twentyfour' }]

export default function UpgradePayment({ loaderData }: Route.ComponentProps) {
	const self = `/profile/subscription/pay?level=${encodeURIComponent(loaderData.level)}`
	return (
		<PaymentPage
			title="Upgrade to Early Patron"
			intro={<>Plan: <strong>{loaderData.plan}</strong>.</>}
			mode="payment"
			publishableKey={loaderData.publishableKey}
			stripeJsUrl={loaderData.stripeJsUrl}
			attempt={loaderData.attempt}
			action={self}
			completePath="/profile/subscription/complete"
			payLabel="Subscribe"
			hostedLabel="Continue to payment"
			hostedHint="You pay on Stripe's secure payment page and come back to your profile."
			back={<BackToManageSubscription />}
		/>
	)
}

export function ErrorBoundary() {
	return <BillingRouteError notFound="There is no such Early Patron plan." />
}
