// Free to paid from Manage Subscription (point 4): the same payment as at sign-up, for a signed-in user.
import { data, redirect } from 'react-router'
import type { Route } from './+types/profile.subscription.pay'
import { answerPaymentPost, paymentPageSettings } from '~/billing/payment-page.server'
import { PAYMENT_ISSUE, planOf, SUBSCRIPTION_CHANGE_TITLE } from '~/billing/plans'
import { billing } from '~/billing/stripe.server'
import { prepareUpgrade, upgradeCheckoutUrl } from '~/billing/subscription.server'
import { requireUser } from '~/identity/users.server'
import { PaymentStep } from '~/ui/billing/payment-step'
import { planLabel } from '~/ui/billing/plan-choice'
import { BillingRouteError } from '~/ui/billing/route-error'
import { ButtonLink } from '~/ui/button'

async function requireUpgrade(request: Request) {
	const user = await requireUser(request)
	const b = billing()
	const level = new URL(request.url).searchParams.get('level') ?? ''
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
		<section className="mx-auto max-w-xl rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
			<h1 className="text-2xl font-bold">Upgrade to Early Patron</h1>
			<p className="mt-2 mb-6">
				Plan: <strong>{loaderData.plan}</strong>.
			</p>
			<PaymentStep
				mode="payment"
				publishableKey={loaderData.publishableKey}
				stripeJsUrl={loaderData.stripeJsUrl}
				attempt={loaderData.attempt}
				action={self}
				completePath="/profile/subscription/complete"
				payLabel="Subscribe"
				hostedLabel="Continue to payment"
				hostedHint="You pay on Stripe's secure payment page and come back to your profile."
			/>
			<p className="mt-6 border-t border-slate-200 pt-4">
				<ButtonLink to="/profile/subscription" reloadDocument variant="secondary">
					Back to Manage Subscription
				</ButtonLink>
			</p>
		</section>
	)
}

export function ErrorBoundary() {
	return <BillingRouteError notFound="There is no such Early Patron plan." />
}
