// What the enrollment wizard asks of billing: is a paid choice possible, and where a valid paid
// enrollment goes next (the payment step). The wizard itself stays billing-agnostic.
import { redirect } from 'react-router'
import type { Enrollment } from '~/identity/enrollment'
import { PAID_NOT_OFFERED, REQUIRED } from '~/identity/enrollment-form'
import type { Identity } from '~/lib/session.server'
import { levelOptions, planOf } from './plans'
import { dropPaidEnrollment, pendingAnswers, startPaidEnrollment } from './paid-enrollment.server'
import { billing } from './stripe.server'

/** The plans the wizard offers, or null when billing is off. */
export function wizardPlans() {
	const b = billing()
	return b ? levelOptions(b.prices) : null
}

/** Field errors for a paid choice this instance cannot take (billing off, or not one of the plans). */
export function paidChoiceErrors(payload: Record<string, unknown>): Record<string, string[]> | null {
	if (payload.subscriptionTier !== 'paid') return null
	const b = billing()
	if (!b) return { subscriptionTier: [PAID_NOT_OFFERED] }
	if (!planOf(String(payload.subscriptionLevel ?? ''), b.prices)) return { subscriptionLevel: [REQUIRED] }
	return null
}

/** A valid paid enrollment waits for its payment; a free one forgets any earlier paid attempt. */
export async function paidEnrollmentStep(identity: Identity, value: Enrollment) {
	if (!billing()) return null
	if (value.subscriptionTier === 'paid') {
		startPaidEnrollment(identity, value)
		return redirect('/signup/payment')
	}
	await dropPaidEnrollment(identity)
	return null
}

/** The answers typed before a payment that did not go through, to show the wizard again. */
export function answersBeforePayment(subject: string) {
	return billing() ? pendingAnswers(subject) : null
}

export { dropPaidEnrollment }
