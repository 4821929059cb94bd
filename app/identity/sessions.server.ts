// A person's sign-in sessions (the sessions table, app/lib/session.server.ts): listed on the profile with their device
// and last use, and ended one by one, all but this one, or all but this one after a password change (decision 212).
import { and, desc, eq, gt, ne } from 'drizzle-orm'
import { sessions } from '#db/schema'
import { db } from '~/lib/db.server'
import { endGrant, forgetOtherProviderSessions, grantOfToken } from './oidc-adapter.server'

/** the provider grants of app sessions about to end, from each session's record of its access token (issue 49) */
function endGrantsOf(rows: { data: unknown }[]) {
	for (const row of rows) {
		const grant = grantOfToken((row.data as { apiToken?: { token?: string } } | null)?.apiToken?.token)
		if (grant) endGrant(grant.grantId, grant.accountId)
	}
}

/** how often a session's last use is written: at most once a minute, not on every request */
const TOUCH_EVERY_MS = 60_000

const lastTouched = new Map<string, number>()

/** Notes that session `id` was used now, from this browser (throttled per process). */
export function touchSession(id: string, userAgent: string | null, now = Date.now()) {
	if (!id || now - (lastTouched.get(id) ?? 0) < TOUCH_EVERY_MS) return
	lastTouched.set(id, now)
	if (lastTouched.size > 10_000) lastTouched.clear()
	db().update(sessions).set({ lastSeenAt: now, userAgent: userAgent?.slice(0, 500) ?? null }).where(eq(sessions.id, id)).run()
}

/** The user's live sessions, the last used first. */
export function listSessions(userId: string, now = Date.now()) {
	return db()
		.select({ id: sessions.id, userAgent: sessions.userAgent, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
		.from(sessions)
		.where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
		.orderBy(desc(sessions.lastSeenAt))
		.all()
}

/** Ends one of the user's sessions (never another person's); false when there is no such session of theirs. */
export function endSession(userId: string, id: string) {
	const where = and(eq(sessions.userId, userId), eq(sessions.id, id))
	endGrantsOf(db().select({ data: sessions.data }).from(sessions).where(where).all())
	return db().delete(sessions).where(where).run().changes > 0
}

/** Ends every session of the user but `keepId`; returns how many ended. */
export function endOtherSessions(userId: string, keepId: string) {
	const where = and(eq(sessions.userId, userId), ne(sessions.id, keepId))
	endGrantsOf(db().select({ data: sessions.data }).from(sessions).where(where).all())
	const ended = db().delete(sessions).where(where).run().changes
	lastTouched.clear()
	return ended
}

/**
 * Signs the person out everywhere else: the app's other sessions and, for an account of the embedded provider, its
 * other provider sessions and their grants (so no other browser is signed straight back in, and their API tokens die).
 */
export function signOutEverywhereElse(userId: string, keepSessionId: string, account: { accountId: string; keepProviderSession: string | null } | null) {
	const ended = endOtherSessions(userId, keepSessionId)
	if (account) forgetOtherProviderSessions(account.accountId, account.keepProviderSession)
	return ended
}
