// Users through the JSON API (spec point 7): get by email and update (oneself only), create (only the user of a
// provider token's own identity, by the enrollment rules), delete (oneself, as Delete Account does).
import { z } from 'zod'
import { EnrollmentSchema, ProfileSchema } from '~/identity/enrollment'
import { enroll } from '~/identity/enrollment.server'
import { getUserById } from '~/identity/users.server'
import { DeletionError, deleteUserAccount } from '~/profile/deletion.server'
import { updatePersonalDetails } from '~/profile/profile.server'
import { endpoint } from './endpoint'
import { ApiError } from './envelope'
import { callerUser, ownUser } from './owner'
import { presentUser, userShape } from './shapes'

const V1 = '/api/v1/external'
export const USER_TEXTS = {
	onlyOwnIdentity: 'Only an access token of the identity provider can create a user, and only for its own identity.',
	exists: 'A user already exists for this identity.',
	paidInBrowser: 'Paid plans start in the browser (they need a payment): create the user with subscriptionTier "free".',
	noEmail: 'This identity has no verified email: sign up in the browser instead.',
	otherEmail: 'That email is not yours: a token reaches only its own person’s data.',
} as const

export const userEndpoints = [
	endpoint({
		method: 'post',
		path: `${V1}/users`,
		tag: 'Users',
		summary: 'Create the user of this identity (enrollment: a provider access token whose identity has no user yet)',
		access: 'write',
		withoutUser: true,
		status: 201,
		body: z.object({ user: EnrollmentSchema }),
		response: userShape,
		handle: ({ caller, body }) => {
			if (caller.via !== 'provider' || !caller.identity) throw new ApiError(403, USER_TEXTS.onlyOwnIdentity)
			if (caller.hasUser) throw new ApiError(409, USER_TEXTS.exists)
			if (!caller.identity.email) throw new ApiError(403, USER_TEXTS.noEmail)
			if (body.user.subscriptionTier !== 'free') throw new ApiError(400, USER_TEXTS.paidInBrowser)
			const user = enroll(caller.identity, body.user)
			return { message: 'User created.', data: presentUser(user) }
		},
	}),
	endpoint({
		method: 'put',
		path: `${V1}/users`,
		tag: 'Users',
		summary: 'Update your personal details',
		access: 'write',
		body: z.object({ user: ProfileSchema.extend({ _id: z.string().min(1, 'Id must be supplied.').max(100) }) }),
		response: userShape,
		handle: ({ caller, body }) => {
			const user = ownUser(caller, body.user._id)
			updatePersonalDetails(user.id, body.user)
			return { message: 'Personal details updated successfully.', data: presentUser(getUserById(user.id)!) }
		},
	}),
	endpoint({
		method: 'get',
		path: `${V1}/users/{email}`,
		tag: 'Users',
		summary: 'Your user, by your email',
		access: 'read',
		params: z.object({ email: z.string().min(1).max(320) }),
		response: userShape,
		handle: ({ caller, params }) => {
			const user = callerUser(caller)
			if (params.email.trim().toLowerCase() !== user.email.toLowerCase()) throw new ApiError(403, USER_TEXTS.otherEmail)
			return { message: 'OK', data: presentUser(user) }
		},
	}),
	endpoint({
		method: 'delete',
		path: `${V1}/users/{id}`,
		tag: 'Users',
		summary: 'Delete your account and all of your data (as Delete Account does: subscription, identity, data)',
		access: 'write',
		params: z.object({ id: z.string().min(1, 'Id must be supplied.').max(100) }),
		response: z.object({ _id: z.string() }),
		handle: async ({ caller, params }) => {
			const user = ownUser(caller, params.id)
			const identity = { subject: user.identitySubject, email: user.email, givenName: user.firstName, familyName: user.lastName, picture: user.picture }
			try {
				await deleteUserAccount(user, identity)
			} catch (error) {
				if (error instanceof DeletionError) throw new ApiError(500, error.message)
				throw error
			}
			return { message: 'Your account and all of your data were deleted.', data: { _id: user.id } }
		},
	}),
]
