// What every payment page needs: the browser settings of Stripe, a fresh attempt id, and the form
// the page's action reads (prepare, failed, hosted).
import crypto from 'node:crypto'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { z } from 'zod'
import { readForm } from '~/lib/form-data.server'
import { redirectWithToast, type Toast } from '~/lib/toast.server'
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

type PaymentStepPage = {
	/** where Back, a failed payment and a failed call lead */
	home: string
	/** the Payment Element's intent: its client secret (and where the browser goes once it is paid) */
	prepare: (attempt: string) => Promise<{ clientSecret?: string | null; completePath?: string }>
	/** Stripe's hosted page, for browsers without JavaScript */
	hosted: (attempt: string) => Promise<string>
	/** what leaving the page undoes (a pending enrollment), if anything */
	leave?: () => Promise<void>
	/** the toast of a refused payment */
	failedTitle: string
	/** what a failed call to Stripe says, for the Payment Element and as a toast */
	failure: (error: Error) => Toast & { description: string }
	logLabel: string
}

/** The one action of every payment page (sign-up, upgrade, card update): prepare, hosted, failed, back. */
export async function answerPaymentPost(request: Request, page: PaymentStepPage) {
	const post = parsePaymentPost(await readForm(request))
	if (!post) throw data('Unexpected form.', { status: 400 })
	try {
		switch (post.intent) {
			case 'prepare':
				return await page.prepare(post.attempt)
			case 'hosted':
				return redirect(await page.hosted(post.attempt), 303)
			case 'failed':
				await page.leave?.()
				return redirectWithToast(page.home, { type: 'warning', title: page.failedTitle, description: post.message })
			case 'back':
				await page.leave?.()
				return redirect(page.home)
		}
	} catch (error) {
		console.error(`${page.logLabel} failed:`, error)
		const toast = page.failure(error as Error)
		if (post.intent === 'prepare') return { error: toast.description }
		return redirectWithToast(page.home, toast)
	}
}

/** point 8 "Subscription status": what a failed call to Stripe shows */
export const SUBSCRIPTION_STATUS = {
	type: 'danger' as const,
	title: 'Subscription Status',
	description: 'Unable to create your account: unknown error.',
}
