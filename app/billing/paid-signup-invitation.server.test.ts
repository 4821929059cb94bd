// A folder shared with an email that has no account (decision 382) is the person's when they sign up paying: the end
// of the paid sign-up (/signup/complete, after Stripe) accepts the invitation the browser carried, as the free
// sign-up's wizard does (members-invitations.server.test.ts). Without that call they would have an account and no folder.
import { describe, expect, it } from 'vitest'
import { createInvitation, invitationCookie } from '~/admin/sign-up.server'
import { findUserBySubject } from '~/identity/users.server'
import { db } from '~/lib/db.server'
import { commitSession, sessionStorage } from '~/lib/session.server'
import { folderInvitations } from '#db/schema'
import { loader as signupComplete } from '~/routes/signup.complete'
import { folderAccess } from '~/sharing/access.server'
import { pendingInvitationsOf } from '~/sharing/members-invitations.server'
import { CARDS } from '../../tests/fakes/stripe'
import { makeFolder, makeUser } from '../../tests/factories'
import { fakeStripeForTheFile, newIdentity, paidAnswers } from './billing-test-support'
import { preparePaidEnrollment, startPaidEnrollment } from './paid-enrollment.server'

const { pay } = fakeStripeForTheFile()

describe('the paid sign-up’s end accepts the folder invitation it was reached with', () => {
	it('a person invited to a folder who signs up paying is its member with the role chosen; without the invitation, not', async () => {
		const owner = makeUser()
		const folder = makeFolder(owner.id, 'Band')
		const identity = newIdentity()
		// the owner shared "Band" with this email before it had an account (what the Share form's invitation keeps)
		const { invitation, token } = createInvitation({ createdBy: owner.id, email: identity.email, days: 14 })
		db().insert(folderInvitations).values({ folderId: folder.id, invitationId: invitation.id, email: identity.email, role: 'manager', addedAt: Date.now(), addedBy: owner.id }).run()

		const signUpPaying = async (who: typeof identity, carried: string | null) => {
			startPaidEnrollment(who, paidAnswers())
			const made = (await preparePaidEnrollment(who))!
			expect(pay(made.clientSecret, CARDS.succeeds).status).toBe(200)
			const session = await sessionStorage().getSession()
			session.set('identity', who)
			const cookies = [(await commitSession(session)).split(';')[0], carried ? (await invitationCookie().serialize(carried)).split(';')[0] : null]
			const request = new Request('http://localhost/signup/complete', { headers: { Cookie: cookies.filter(Boolean).join('; ') } })
			const answer = (await signupComplete({ request, params: {}, context: {} } as never)) as Response
			expect(answer.status).toBe(302)
			expect(answer.headers.get('Location')).toBe('/welcome')
			return findUserBySubject(who.subject)!
		}

		// someone else paying with the link in their browser (another email) becomes nobody's member
		const other = await signUpPaying(newIdentity(), token)
		expect(folderAccess(other.id, owner.id, 'Band')).toBeNull()
		// the invited person: a member at once, the invitation used up
		const user = await signUpPaying(identity, token)
		expect(user.subscriptionTier).toBe('paid')
		expect(folderAccess(user.id, owner.id, 'Band')).toBe('manager')
		expect(pendingInvitationsOf(folder.id)).toEqual([])
	})
})
