// The end of a paid sign-up: the browser comes back from the Payment Element (or 3-D Secure) or from
// Stripe Checkout. The server asks Stripe; the user is created only when the payment succeeded.
// (A GET, because Stripe sends the browser back with one; asking Stripe twice changes nothing.)
import { redirect } from 'react-router'
import type { Route } from './+types/signup.complete'
import { abandonPaidEnrollment, finishPaidEnrollment } from '~/billing/paid-enrollment.server'
import { SUBSCRIPTION_STATUS } from '~/billing/payment-page.server'
import { PAYMENT_ISSUE, UNKNOWN_SUBSCRIBE_ERROR } from '~/billing/plans'
import { redirectToLogin } from '~/identity/auth.server'
import { keepPtUserId } from '~/identity/identity-admin.server'
import { getUserById } from '~/identity/users.server'
import { invitationTokenOf } from '~/admin/sign-up.server'
import { acceptFolderInvitations } from '~/sharing/members-invitations.server'
import { commitSession, getSession } from '~/lib/session.server'
import { redirectWithToast } from '~/lib/toast.server'
import { BillingRouteError } from '~/ui/billing/route-error'
import { pageUrl } from '~/lib/page-url.server'

export async function loader({ request }: Route.LoaderArgs) {
	const session = await getSession(request)
	const identity = session.get('identity')
	if (!identity) throw redirectToLogin(request, 'signup')
	const sessionId = pageUrl(request).searchParams.get('session_id')
	let result
	try {
		result = await finishPaidEnrollment(identity, sessionId && /^cs_[\w]{1,200}$/.test(sessionId) ? sessionId : null)
	} catch (error) {
		console.error('finishing a paid sign-up failed:', error)
		return redirectWithToast('/signup', SUBSCRIPTION_STATUS)
	}
	if (!result.ok) {
		if (result.reason === 'no-pending') return redirect('/signup')
		await abandonPaidEnrollment(identity)
		return redirectWithToast('/signup', { type: 'warning', title: PAYMENT_ISSUE, description: UNKNOWN_SUBSCRIBE_ERROR })
	}
	// folders shared with this email through the invitation they signed up with (issue 55; decision 382), as a free sign-up does
	const user = getUserById(result.userId)
	if (user) acceptFolderInvitations(user.id, user.email, await invitationTokenOf(request))
	await keepPtUserId(identity, {}, result.userId)
	session.set('userId', result.userId)
	return redirect('/welcome', { headers: { 'Set-Cookie': await commitSession(session) } })
}

export function ErrorBoundary() {
	return <BillingRouteError notFound="There is no payment waiting for this enrollment." />
}
