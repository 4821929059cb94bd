// The /admin page's server side (issue 53): 404 for everyone but an admin, the page's data, and every post checked
// here (the route is thin: app/routes/admin.tsx).
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type AppLoadContext } from 'react-router'
import { requireUser, type User } from '~/identity/users.server'
import { env } from '~/lib/env.server'
import { readForm } from '~/lib/form-data.server'
import { notFound } from '~/lib/not-found'
import { redirectWithToast, toastForPage } from '~/lib/toast.server'
import { DeletionError } from '~/profile/deletion.server'
import { sendPasswordResetLink } from '~/identity/password-reset.server'
import { instanceFacts } from './instance.server'
import { deletePerson, disablePerson, enablePerson, listPeople, setAdmin, setPaidGranted } from './people.server'
import { DeletePersonSchema, InviteSchema, isAdmin, PersonActionSchema, PolicySchema, RevokeSchema } from './rules'
import { createInvitation, openInvitations, revokeInvitation, setSignUpPolicy, signUpPolicy } from './sign-up.server'

const PAGE_NOT_FOUND = { title: 'Page not found', message: 'We could not find the page you asked for.' }

/** The signed-in admin; anyone else (signed in or not) gets the same 404 as a page that does not exist. */
export async function requireAdmin(request: Request): Promise<User> {
	const user = await requireUser(request).catch((thrown: unknown) => {
		// a signed-out visitor is not told that /admin exists either
		if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400 && !/refused/.test(thrown.headers.get('Location') ?? '')) throw notFound(PAGE_NOT_FOUND)
		throw thrown
	})
	if (!isAdmin(user, env().adminEmails)) throw notFound(PAGE_NOT_FOUND)
	return user
}

/**
 * What the page shows besides the people, the policy and the invitations: a small function the lead extends after
 * merge with mail's last delivery, password-reset links and the backups' checks (issue 53 points 2 and 5).
 */
export function adminInstanceFacts() {
	return instanceFacts()
}

export async function adminPage(request: Request) {
	const admin = await requireAdmin(request)
	return {
		me: admin.id,
		timezone: admin.timezone,
		people: listPeople(),
		policy: signUpPolicy(),
		invitations: openInvitations().map((i) => ({ id: i.id, email: i.email, createdAt: i.createdAt, expiresAt: i.expiresAt })),
		instance: adminInstanceFacts(),
		billing: !!env().billing,
	}
}

const done = (description: string) => redirectWithToast('/admin', { type: 'success', title: 'Admin', description })

export async function adminAction(request: Request, context: AppLoadContext) {
	const admin = await requireAdmin(request)
	const form = await readForm(request)
	const intent = String(form.get('intent') ?? '')
	switch (intent) {
		case 'policy': {
			const submission = parseWithZod(form, { schema: PolicySchema })
			if (submission.status !== 'success') return data({ form: 'policy' as const, reply: submission.reply() }, { status: 400 })
			setSignUpPolicy(submission.value.policy)
			return done('The sign-up policy was saved.')
		}
		case 'invite': {
			const submission = parseWithZod(form, { schema: InviteSchema })
			if (submission.status !== 'success') return data({ form: 'invite' as const, reply: submission.reply() }, { status: 400 })
			const made = createInvitation({ createdBy: admin.id, email: submission.value.email, days: submission.value.days })
			// shown once (only its hash is kept): the page answers this post itself, it does not redirect
			const headers = await toastForPage(context, { type: 'success', title: 'Admin', description: 'An invitation was made. Copy its link now: it is shown only once.' })
			return data({ form: 'invite' as const, reply: submission.reply({ resetForm: true }), link: made.link, email: made.invitation.email }, { headers })
		}
		case 'revoke': {
			const submission = parseWithZod(form, { schema: RevokeSchema })
			if (submission.status !== 'success' || !revokeInvitation(submission.value.invitationId)) throw notFound(PAGE_NOT_FOUND)
			return done('The invitation was revoked.')
		}
		case 'delete': {
			const submission = parseWithZod(form, { schema: DeletePersonSchema })
			if (submission.status !== 'success') return data({ form: 'delete' as const, reply: submission.reply() }, { status: 400 })
			const deleted = await deletePerson(admin, submission.value.userId, submission.value.confirmName).catch(async (error: unknown) => {
				if (!(error instanceof DeletionError)) throw error
				throw data(null, { status: 500, headers: await toastForPage(context, { type: 'warning', title: 'Admin', description: error.message }) })
			})
			const { error, person } = deleted
			if (error) {
				return data(
					{ form: 'delete' as const, userId: person.id, reply: submission.reply({ fieldErrors: { confirmName: [error] } }) },
					{ status: 400 },
				)
			}
			return done(`${person.email} and all of their data were deleted.`)
		}
		default: {
			const submission = parseWithZod(form, { schema: PersonActionSchema })
			if (submission.status !== 'success') throw data(`Encountered unexpected action = ${intent.slice(0, 40)}`, { status: 400 })
			const { userId } = submission.value
			switch (submission.value.intent) {
				case 'disable':
					return done(`${disablePerson(admin, userId).email} was disabled and signed out everywhere.`)
				case 'enable':
					return done(`${enablePerson(userId).email} was enabled.`)
				case 'make-admin':
					return done(`${setAdmin(admin, userId, true).email} is now an admin.`)
				case 'unmake-admin':
					return done(`${setAdmin(admin, userId, false).email} is no longer an admin.`)
				case 'grant-paid':
					return done(`${setPaidGranted(userId, true).email} has the Early Patron features for free.`)
				case 'ungrant-paid':
					return done(`${setPaidGranted(userId, false).email} no longer has the Early Patron features for free.`)
				case 'reset-link': {
					const sent = await sendPasswordResetLink(userId).catch((error: Error) => error)
					if (sent instanceof Error) return redirectWithToast('/admin', { type: 'warning', title: 'Admin', description: sent.message })
					if (sent.mailed) return done(`A password-reset link was mailed to ${sent.email}. It works once, for 30 minutes.`)
					// no mail on this server (or it failed): the admin passes the link on; shown once, so this post answers itself
					const headers = await toastForPage(context, { type: 'success', title: 'Admin', description: `A password-reset link for ${sent.email} was made. Copy it now: it is shown only once.` })
					return data({ form: 'reset-link' as const, resetLink: sent.link!, email: sent.email }, { headers })
				}
			}
		}
	}
}
