// Stripe could not collect a renewal (invoice.payment_failed): premium stays while Stripe retries.
export function PaymentFailedBanner() {
	return (
		<div role="region" aria-label="Payment problem" className="border-b-4 border-amber-500 bg-amber-50 px-4 py-3 text-center">
			The last payment for your Early Patron subscription failed. Your premium features stay while Stripe retries.{' '}
			<a href="/profile/subscription" className="font-semibold text-brand-800 underline">
				Update your card
			</a>
		</div>
	)
}
