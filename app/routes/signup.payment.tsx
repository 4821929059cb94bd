// The wizard's payment step (screen 5, point 4 "Paid flow"): the Payment Element with JavaScript,
// Stripe Checkout without. The user is created only on /signup/complete, once Stripe says it is paid.
import { readForm } from '~/lib/form-data.server'
import { data, Form, redirect } from 'react-router'
import type { Route } from './+types/signup.payment'
import { abandonPaidEnrollment, paidEnrollmentCheckout, pendingEnrollment, preparePaidEnrollment } from '~/billing/paid-enrollment.server'
import { parsePaymentPost, paymentPageSettings, SUBSCRIPTION_STATUS } from '~/billing/payment-page.server'
import { PAYMENT_ISSUE, planOf } from '~/billing/plans'
import { requireBilling } from '~/billing/stripe.server'
import { redirectToLogin } from '~/identity/auth.server'
import { findUserBySubject, getIdentity } from '~/identity/users.server'
import { redirectWithToast } from '~/lib/toast.server'
import { PaymentStep } from '~/ui/billing/payment-step'
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
	const post = parsePaymentPost(await readForm(request))
	if (!post) throw data('Unexpected form.', { status: 400 })
	try {
		switch (post.intent) {
			case 'prepare': {
				const made = await preparePaidEnrollment(identity)
				return { clientSecret: made?.clientSecret }
			}
			case 'hosted':
				return redirect((await paidEnrollmentCheckout(identity)) ?? '/signup', 303)
			case 'failed':
				await abandonPaidEnrollment(identity)
				return redirectWithToast('/signup', { type: 'warning', title: PAYMENT_ISSUE, description: post.message })
			case 'back':
				await abandonPaidEnrollment(identity)
				return redirect('/signup')
		}
	} catch (error) {
		console.error('paid sign-up failed:', error)
		if (post.intent === 'prepare') return { error: SUBSCRIPTION_STATUS.description }
		return redirectWithToast('/signup', SUBSCRIPTION_STATUS)
	}
}

export const meta: Route.MetaFunction = () => [{ title: 'Payment | Sign up | Twentyfour' }]

export default function SignupPayment({ loaderData }: Route.ComponentProps) {
	return (
		<section className="mx-auto max-w-xl rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
			<h1 className="text-2xl font-bold">Pay for your Early Patron plan</h1>
			<p className="mt-2 mb-6">
				Plan: <strong>{loaderData.plan}</strong>. Your account is created as soon as the payment succeeds.
			</p>
			<PaymentStep
				mode="payment"
				publishableKey={loaderData.publishableKey}
				stripeJsUrl={loaderData.stripeJsUrl}
				attempt={loaderData.attempt}
				action="/signup/payment"
				completePath="/signup/complete"
				payLabel="Subscribe"
				hostedLabel="Continue to payment"
				hostedHint="You pay on Stripe's secure payment page and come back here to finish your enrollment."
			/>
			<Form method="post" className="mt-6 border-t border-slate-200 pt-4">
				<input type="hidden" name="intent" value="back" />
				<Button type="submit" variant="secondary">
					Back to the Subscription section
				</Button>
			</Form>
		</section>
	)
}

export function ErrorBoundary() {
	return <BillingRouteError notFound="There is no payment waiting for this enrollment." />
}
