// The owner of every API call is the token's person (issue 16, item 4): a path or body owner id that differs is a
// 403 and changes nothing; another person's record id is a 404 (the domain functions scope by owner).
import type { User } from '~/identity/users.server'
import type { Caller } from './bearer.server'
import { ApiError, MESSAGES } from './envelope'

export function callerUser(caller: Caller): User {
	if (!caller.user) throw new ApiError(403, MESSAGES.noUser)
	return caller.user
}

/** the caller's user, when `ownerId` (from the path or the body) names them; else 403 */
export function ownUser(caller: Caller, ownerId: string | undefined | null): User {
	const user = callerUser(caller)
	if (ownerId !== undefined && ownerId !== null && ownerId !== user.id) throw new ApiError(403, MESSAGES.otherOwner)
	return user
}
