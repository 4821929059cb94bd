// /dev/stripe-demo (route table): a development demo of the subscription form; absent in production.
import { data } from 'react-router'
import type { Route } from './+types/dev.stripe-demo'
import { billing } from '~/billing/stripe.server'
import { requireUser } from '~/identity/users.server'
import { env } from '~/lib/env.server'
import { BillingRouteError } from '~/ui/billing/route-error'
import { StripeDemo } from '~/ui/billing/stripe-demo'

export async function loader({ request }: Route.LoaderArgs) {
	if (env().nodeEnv === 'production') throw data('The Stripe demo exists only in development.', { status: 404 })
	await requireUser(request)
	const b = billing()
	return {
		stripe: b && b.publishableKey.startsWith('pk_test_') ? { publishableKey: b.publishableKey, stripeJsUrl: b.stripeJsUrl } : null,
	}
}

export const meta: Route.MetaFunction = () => [{ title: 'Stripe demo | Twentyfour' }]

export default function StripeDemoPage({ loaderData }: Route.ComponentProps) {
	return (
		<section className="mx-auto max-w-xl rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
			<h1 className="mb-4 text-2xl font-bold">Stripe demo</h1>
			{loaderData.stripe ? (
				<StripeDemo {...loaderData.stripe} />
			) : (
				<p>Billing is not configured with test keys (pk_test_…) on this instance.</p>
			)}
		</section>
	)
}

export function ErrorBoundary() {
	return <BillingRouteError notFound="The Stripe demo exists only in development." />
}
