// The wizard's payment step (screen 5, point 4 "Paid flow"): the Payment Element with JavaScript,
// Stripe Checkout without. The user is created only on /signup/complete, once Stripe says it is paid.
import { Form, redirect } from 'react-router'
import type { Route } from './+types/signup.payment'
import { abandonPaidEnrollment, paidEnrollmentCheckout, pendingEnrollment, preparePaidEnrollment } from '~/billing/paid-enrollment.server'
import { answerPaymentPost, paymentPageSettings, SUBSCRIPTION_STATUS } from '~/billing/payment-page.server'
import { PAYMENT_ISSUE, planOf } from '~/billing/plans'
import { requireBilling } from '~/billing/stripe.server'
import { redirectToLogin } from '~/identity/auth.server'
import { findUserBySubject, getIdentity } from '~/identity/users.server'
import { PaymentPage } from '~/ui/billing/payment-step'
import { planLabel } from '~/ui/billing/plan-choice'
import { Button } from '~/ui/button'
import { BillingRouteError } from '~/ui/billing/route-error'

async function requirePayingIdentity(request: Request) {
	const identity = await getIdentity(request)
	if (!identity) throw redirectToLogin(request, 'signup')
	if (findUserBySubject(identity.subject)) throw redirect('/dashboard')
	const pending = pendingEnrollment(identity.subject)
	if (!pending) throw redirect('/signup')
	return { identity, pending }
}

export async function loader({ request }: Route.LoaderArgs) {
	const { pending } = await requirePayingIdentity(request)
	const plan = planOf(pending.priceId, requireBilling().prices)
	return { plan: plan ? planLabel(plan) : pending.priceId, ...paymentPageSettings() }
}

export async function action({ request }: Route.ActionArgs) {
	const { identity } = await requirePayingIdentity(request)
	return answerPaymentPost(request, {
		home: '/signup',
		prepare: async () => ({ clientSecret: (await preparePaidEnrollment(identity))?.clientSecret }),
		hosted: async () => (await paidEnrollmentCheckout(identity)) ?? '/signup',
		leave: () => abandonPaidEnrollment(identity),
		failedTitle: PAYMENT_ISSUE,
		failure: () => SUBSCRIPTION_STATUS,
		logLabel: 'paid sign-up',
	})
}

export const meta: Route.MetaFunction = () => [{ title: 'Payment | Sign up | Twentyfour' }]

export default function SignupPayment({ loaderData }: Route.ComponentProps) {
	return (
		<PaymentPage
			title="Pay for your Early Patron plan"
			intro={<>Plan: <strong>{loaderData.plan}</strong>. Your account is created as soon as the payment succeeds.</>}
			mode="payment"
			publishableKey={loaderData.publishableKey}
			stripeJsUrl={loaderData.stripeJsUrl}
			attempt={loaderData.attempt}
			action="/signup/payment"
			completePath="/signup/complete"
			payLabel="Subscribe"
			hostedLabel="Continue to payment"
			hostedHint="You pay on Stripe's secure payment page and come back here to finish your enrollment."
			back={
				<Form method="post" className="mt-6 border-t border-slate-200 pt-4">
					<input type="hidden" name="intent" value="back" />
					<Button type="submit" variant="secondary">
						Back to the Subscription section
					</Button>
				</Form>
			}
		/>
	)
}

export function ErrorBoundary() {
	return <BillingRouteError notFound="There is no payment waiting for this enrollment." />
}
