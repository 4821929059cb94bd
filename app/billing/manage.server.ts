// Manage Subscription (screen 21, point 4 "Subscription changes"): what the section shows, and its
// Change Subscription form. Free to paid goes on to the payment page; paid changes happen here.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirectDocument } from 'react-router'
import { z } from 'zod'
import type { User } from '~/identity/users.server'
import { env } from '~/lib/env.server'
import { longDate } from '~/lib/dates'
import { redirectWithToast } from '~/lib/toast.server'
import {
	FREE_LEVEL,
	INVALID_LEVEL,
	isAppStoreLevel,
	levelOptions,
	planOf,
	SUBSCRIPTION_CANCELLING,
	SUBSCRIPTION_CHANGE_TITLE,
	SUBSCRIPTION_UPDATED,
	subscriptionChange,
} from './plans'
import { cancelAtPeriodEnd, changePlan } from './subscription.server'

export function subscriptionSectionData(user: User) {
	const b = env().billing
	const plan = b ? planOf(user.subscriptionLevel, b.prices) : null
	const date = (ms: number | null) => (ms ? longDate(ms, user.timezone) : null)
	return {
		tier: user.subscriptionTier,
		level: user.subscriptionLevel,
		billing: !!b,
		premiumForAll: env().premiumForAll,
		granted: user.paidGranted,
		appStore: user.subscriptionTier === 'paid' && isAppStoreLevel(user.subscriptionLevel),
		plan: plan ? { frequency: plan.frequency, amount: plan.amount } : null,
		plans: b ? levelOptions(b.prices) : [],
		created: date(user.subscriptionCreated),
		renews: user.subscriptionCancelAt ? null : date(user.subscriptionPeriodEnd),
		cancels: date(user.subscriptionCancelAt),
		paymentFailed: user.paymentFailed,
	}
}
export type SubscriptionSectionData = ReturnType<typeof subscriptionSectionData>

const ChangeSubscription = z.object({
	intent: z.literal('change'),
	subscriptionLevel: z.string({ error: INVALID_LEVEL }).trim().min(1, INVALID_LEVEL).max(200),
})

/** The section's form: returns the redirect, or the refused form (400) for the section to show. */
export async function subscriptionSectionAction(user: User, form: FormData) {
	const b = env().billing
	if (!b) throw data('Paid plans are not offered on this instance.', { status: 405 })
	const submission = parseWithZod(form, { schema: ChangeSubscription })
	const refuse = () =>
		data(
			{ section: 'subscription' as const, reply: submission.reply({ fieldErrors: { subscriptionLevel: [INVALID_LEVEL] } }) },
			{ status: 400 },
		)
	if (submission.status !== 'success') return refuse()
	const level = submission.value.subscriptionLevel
	const change = subscriptionChange(
		{ tier: user.subscriptionTier, level: user.subscriptionLevel, cancelAt: user.subscriptionCancelAt },
		level,
		b.prices,
	)
	if (!change) return refuse()
	if (change === 'free-to-paid') {
		// a whole page load: Stripe.js and its Content-Security-Policy belong to the payment page alone
		return redirectDocument(`/profile/subscription/pay?level=${encodeURIComponent(level)}`)
	}
	try {
		if (change === 'paid-to-paid') await changePlan(user, level)
		else await cancelAtPeriodEnd(user)
	} catch (error) {
		console.error('subscription change failed:', error)
		return redirectWithToast('/profile/subscription', {
			type: 'warning',
			title: SUBSCRIPTION_CHANGE_TITLE,
			description: `Error changing your subscription: ${(error as Error).message}`,
		})
	}
	return redirectWithToast('/profile/subscription', {
		type: 'success',
		title: SUBSCRIPTION_CHANGE_TITLE,
		description: change === 'paid-to-free' ? SUBSCRIPTION_CANCELLING : SUBSCRIPTION_UPDATED,
	})
}

export { FREE_LEVEL }
