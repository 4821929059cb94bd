// What every payment page needs: the browser settings of Stripe, a fresh attempt id, and the form
// the page's action reads (prepare, failed, hosted).
import crypto from 'node:crypto'
import { parseWithZod } from '@conform-to/zod/v4'
import { z } from 'zod'
import { requireBilling } from './stripe.server'

export function paymentPageSettings() {
	const b = requireBilling()
	return { publishableKey: b.publishableKey, stripeJsUrl: b.stripeJsUrl, attempt: crypto.randomUUID() }
}

const PaymentPost = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('prepare'), attempt: z.uuid() }),
	z.object({ intent: z.literal('hosted'), attempt: z.uuid() }),
	z.object({ intent: z.literal('failed'), message: z.string().trim().min(1).max(500) }),
	z.object({ intent: z.literal('back') }),
])
export type PaymentPost = z.infer<typeof PaymentPost>

/** The payment page's post, or null when it is not one of its forms. */
export function parsePaymentPost(form: FormData): PaymentPost | null {
	const submission = parseWithZod(form, { schema: PaymentPost })
	return submission.status === 'success' ? submission.value : null
}

/** point 8 "Subscription status": what a failed call to Stripe shows */
export const SUBSCRIPTION_STATUS = {
	type: 'danger' as const,
	title: 'Subscription Status',
	description: 'Unable to create your account: unknown error.',
}
