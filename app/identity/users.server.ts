// Who is signed in, and the auth guard of spec point 2.
import { eq, getTableColumns, sql } from 'drizzle-orm'
import { data, redirect } from 'react-router'
import { users } from '#db/schema'
import { db, preparedPerConnection } from '~/lib/db.server'
import { env } from '~/lib/env.server'
import { destroySession, getSession, sessionCookieName } from '~/lib/session.server'
import { memoOf, remember } from '~/lib/request-memo.server'
import { redirectWithToast } from '~/lib/toast.server'
import { redirectToLogin } from './auth.server'
import { touchSession } from './sessions.server'
import { pageUrl } from '~/lib/page-url.server'

/**
 * A person, and when read with `getUserById` (every signed-in page) the version of their data at that same moment
 * (docs/decisions/180): what is computed from this row and data read after it may be kept under that version. With
 * folders shared with them, it counts the sharing owners' data too (decision 364).
 */
export type User = typeof users.$inferSelect & { dataVersion?: number }

export function findUserBySubject(subject: string) {
	return db().select().from(users).where(eq(users.identitySubject, subject)).get()
}

// prepared once per connection: every signed-in request and every kept page (server/page-cache.ts) reads it
const userById = preparedPerConnection((database) =>
	database
		.select({
			...getTableColumns(users),
			// the person's own version plus, per shared folder they are a member of, its owner's (issue 55; decision 364):
			// a change by any member of a shared folder moves its owner's, so every member's next page is computed again.
			// The triggers of migration 0030 and the hand-over make this sum only grow, so one sum never stands for two
			// states of the data. Scalar subqueries, not a left join: the same answer in a seventh of the time (decision 401)
			// (written out whole: Drizzle names a column of a one-table query without its table, and a bare "id" in the
			// subquery would be the folder's)
			dataVersion: sql<number | null>`(select ov.version from owner_versions ov where ov.owner_id = "users"."id") + coalesce((select sum(v.version) from folder_members m join folders f on f.id = m.folder_id join owner_versions v on v.owner_id = f.owner_id where m.user_id = "users"."id"), 0)`,
		})
		.from(users)
		.where(eq(users.id, sql.placeholder('id')))
		.prepare(),
)

export function getUserById(id: string): User | undefined {
	const row = userById().get({ id })
	return row ? { ...row, dataVersion: row.dataVersion ?? undefined } : undefined
}

/** The signed-in, enrolled user, or null (for pages that look different when signed in). */
/** `getUserById`, once per request for GET and HEAD (the root's and the route's loaders, the kept-page key) */
export function userOfRequest(memo: Map<string, unknown> | undefined, id: string) {
	return remember(memo, `user:${id}`, () => getUserById(id))
}

export async function getOptionalUser(request: Request) {
	const session = await getSession(request)
	const id = session.get('userId')
	if (!id) return null
	const user = userOfRequest(memoOf(request), id)
	return user && !user.incomplete && !user.disabledAt ? user : null
}

export async function getIdentity(request: Request) {
	const session = await getSession(request)
	return session.get('identity') ?? null
}

/**
 * The auth guard: a signed-out visitor goes to sign-in (remembering the target);
 * an identity without a finished enrollment goes to /signup.
 */
export async function requireUser(request: Request) {
	const session = await getSession(request)
	const identity = session.get('identity')
	if (!identity) {
		// a post with a session cookie that no longer opens a session (ended by a password change, "sign out everywhere
		// else" or its expiry) is refused, not redirected: nothing it carried is done (decision 212)
		if (request.method !== 'GET' && request.method !== 'HEAD' && hasCookie(request, sessionCookieName())) {
			throw data('Your session has ended. Sign in again.', { status: 401 })
		}
		throw redirectToLogin(request, pageUrl(request).searchParams.get('action'))
	}
	touchSession(session.id, request.headers.get('User-Agent'))
	const userId = session.get('userId')
	const user = userId ? userOfRequest(memoOf(request), userId) : findUserBySubject(identity.subject)
	if (!user) {
		if (userId) {
			// the account was deleted elsewhere: this session is stale
			throw redirect('/login', { headers: { 'Set-Cookie': await destroySession(session) } })
		}
		throw redirect('/signup')
	}
	if (user.incomplete) throw redirect('/signup')
	// disabled by an admin (issue 53): whatever session is left ends here
	if (user.disabledAt) throw redirect('/signup/refused?why=disabled', { headers: { 'Set-Cookie': await destroySession(session) } })
	return user
}

function hasCookie(request: Request, name: string) {
	return (request.headers.get('Cookie') ?? '').split(';').some((pair) => pair.trim().split('=')[0] === name)
}

/**
 * Every feature is open: a paid subscriber, a person an admin granted the paid tier, or anyone on a server without
 * billing (nothing to pay with, so nothing is locked) or with PREMIUM_FOR_ALL (issue 53, decision 292).
 */
export function isPremium(user: Pick<User, 'subscriptionTier'> & { paidGranted?: boolean }) {
	return user.subscriptionTier === 'paid' || user.paidGranted === true || env().premiumForAll
}

/** /gallery/personal and other premium pages: a non-paid user goes to the subscription section. */
export async function requirePremiumUser(request: Request) {
	const user = await requireUser(request)
	if (!isPremium(user)) {
		throw await redirectWithToast('/profile/subscription', {
			type: 'warning',
			title: 'Upgrade',
			description: 'You must upgrade to a paid subscription to use this feature.',
		})
	}
	return user
}
