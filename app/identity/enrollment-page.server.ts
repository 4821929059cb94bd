// The enrollment wizard's server side (the /signup route, app/routes/enrollment.tsx): who may enroll, the paid-tier
// refusal, enrolling and signing in, and Cancel, which deletes the new identity at the provider.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type AppLoadContext } from 'react-router'
import { env } from '~/lib/env.server'
import { commitSession, getSession, type Identity } from '~/lib/session.server'
import { redirectWithToast, toastForPage } from '~/lib/toast.server'
import { readForm } from '~/lib/form-data.server'
import { replyErrors } from '~/lib/form-reply'
import { redirectToLogin } from './auth.server'
import { countries, EnrollmentSchema, timeZones } from './enrollment'
import { answersBeforePayment, dropPaidEnrollment, paidChoiceErrors, paidEnrollmentStep, wizardPlans } from '~/billing/wizard.server'
import { ENROLLMENT_FIELDS, firstSectionWithErrors } from './enrollment-form'
import { enroll } from './enrollment.server'
import { deleteIdentity, keepPtUserId } from './identity-admin.server'
import { logout } from './logout.server'
import { findUserBySubject } from './users.server'
import { pageUrl } from '~/lib/page-url.server'
import { invitationTokenOf, refusedSignUp, signUpRefusalFor, spendInvitationOf } from '~/admin/sign-up.server'
import { acceptFolderInvitations } from '~/sharing/members-invitations.server'

async function requireIdentity(request: Request) {
	const session = await getSession(request)
	const identity = session.get('identity')
	const url = pageUrl(request)
	if (!identity) throw redirectToLogin(request, url.searchParams.get('action') === 'signin' ? 'signin' : 'signup')
	return { session, identity }
}

async function enrollmentUnnecessary(session: Awaited<ReturnType<typeof getSession>>, userId: string) {
	session.set('userId', userId)
	const headers = new Headers({ 'Set-Cookie': await commitSession(session) })
	return redirectWithToast('/dashboard', { type: 'info', description: 'Enrollment unnecessary' }, { headers })
}

/** What the wizard shows: the identity's own names as defaults, the lists to choose from. */
export async function enrollmentPage(request: Request) {
	const { session, identity } = await requireIdentity(request)
	const existing = findUserBySubject(identity.subject)
	if (existing) throw await enrollmentUnnecessary(session, existing.id)
	// the server's sign-up policy (issue 53): a refused person is told so plainly, never shown the wizard
	const refusal = await signUpRefusalFor(request, identity.email, 'enrollment')
	if (refusal) throw refusedSignUp(refusal)
	const tier = pageUrl(request).searchParams.get('tier') === 'paid' ? 'paid' : 'free'
	// a payment that did not go through: the answers come back and the Subscription section opens
	const answers = answersBeforePayment(identity.subject)
	return {
		identity: { email: identity.email, picture: identity.picture },
		defaults: {
			firstName: identity.givenName,
			goesBy: identity.givenName,
			lastName: identity.familyName,
			timezone: 'UTC',
			country: '',
			loadDefaults: 'Y',
			subscriptionTier: tier,
			...answers,
		},
		reopen: answers ? ('subscription' as const) : null,
		plans: wizardPlans(),
		billingEnabled: !!env().billing,
		countries: countries(),
		timeZones: timeZones(),
	}
}

/** Save (enroll, sign in) or Cancel (delete the identity at the provider, log out) the wizard. */
export async function enrollmentAction(request: Request, context: AppLoadContext) {
	const { session, identity } = await requireIdentity(request)
	const formData = await readForm(request)
	if (formData.get('intent') === 'cancel') return cancelEnrollment(request, identity, context)
	const existing = findUserBySubject(identity.subject)
	if (existing) throw await enrollmentUnnecessary(session, existing.id)

	const refusal = await signUpRefusalFor(request, identity.email, 'enrollment')
	if (refusal) throw refusedSignUp(refusal)

	const submission = parseWithZod(formData, { schema: EnrollmentSchema })
	// paid plans need billing and one of its plans
	const paidRefused = paidChoiceErrors(submission.payload)
	if (submission.status !== 'success' || paidRefused) {
		const reply = submission.reply({
			fieldErrors: paidRefused
				? { ...(submission.status === 'error' ? (submission.error as Record<string, string[]>) : {}), ...paidRefused }
				: undefined,
		})
		const errorFields = replyErrors(reply, ENROLLMENT_FIELDS).summary.map((e) => e.id)
		return data(
			{ result: reply, open: firstSectionWithErrors(errorFields) },
			{
				status: 400,
				headers: await toastForPage(context, {
					type: 'warning',
					title: 'Sign up Errors',
					description: 'Required information is missing. Look for the exclamation icons.',
				}),
			},
		)
	}
	// an invitation is used up here (an external provider) unless the embedded provider's sign-up used it already
	if (!(await spendInvitationOf(request, identity.email))) throw refusedSignUp('used')
	const paying = await paidEnrollmentStep(identity, submission.value)
	if (paying) return paying
	let user
	try {
		user = enroll(identity, submission.value)
	} catch (error) {
		console.error('enrollment failed:', error)
		return data(
			{ result: submission.reply(), open: null },
			{
				status: 500,
				headers: await toastForPage(context, {
					type: 'danger',
					title: 'Creating Account',
					description: `Unable to create user: ${(error as Error).message}`,
				}),
			},
		)
	}
	// folders shared with this email through the invitation they signed up with (issue 55; decision 382)
	acceptFolderInvitations(user.id, user.email, await invitationTokenOf(request))
	await keepPtUserId(identity, {}, user.id)
	session.set('userId', user.id)
	return redirect(user.stripeCustomerId ? '/welcome' : '/dashboard', {
		headers: { 'Set-Cookie': await commitSession(session) },
	})
}

/** Cancel: the identity just created at the provider is deleted and the person logged out. */
async function cancelEnrollment(request: Request, identity: Identity, context: AppLoadContext) {
	try {
		await dropPaidEnrollment(identity)
		await deleteIdentity(identity)
	} catch (error) {
		return data(
			{ result: null, open: null },
			{
				headers: await toastForPage(context, {
					type: 'warning',
					title: 'Delete User',
					description: `Error deleting user from the identity provider: ${(error as Error).message}`,
				}),
			},
		)
	}
	return logout(request)
}
