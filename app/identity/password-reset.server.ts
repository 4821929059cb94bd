// "Forgot your password?" of the embedded provider (issue 53; decision 295). A reset link carries a random secret of
// which only the SHA-256 is stored; it works once and for 30 minutes. Asking for one gives the same answer (and takes
// the same time: the mail goes out after the answer) whether or not an account has the address, and is limited per
// address typed and per account. Using a link sets the password and ends every session of the account, as changing
// the password does for the other sessions (decision 212), and every other link of the account.
import crypto from 'node:crypto'
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { identityAccounts, passwordResetRequests, passwordResetTokens, users } from '#db/schema'
import { db } from '~/lib/db.server'
import { env } from '~/lib/env.server'
import { mailConfigured, sendMail } from '~/mail/mail.server'
import { passwordResetMail, RESET_MINUTES } from '~/mail/messages'
import { findAccountByEmail, hashPassword, normalizeEmail } from './accounts.server'
import { forgetOtherProviderSessions } from './oidc-adapter.server'
import { endOtherSessions } from './sessions.server'

export const RESET_TTL_MS = RESET_MINUTES * 60_000
const HOUR = 3_600_000
/** requests per address typed, per hour; mails per account, per day */
export const RESET_LIMITS = { perAddressPerHour: 3, perAccountPerDay: 6 } as const

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex')

/** the path of a reset link (the secret is in the path: no query string for a log to keep) */
export const RESET_PATH = '/auth/reset-password'

function accountOfUser(userId: string) {
	if (!env().embeddedIdp) return null
	// the account enrollment linked to the person (pt_user_id), else the one their identity subject names
	const linked = db().select().from(identityAccounts).where(eq(identityAccounts.ptUserId, userId)).get()
	if (linked) return linked
	const user = db().select({ subject: users.identitySubject }).from(users).where(eq(users.id, userId)).get()
	const prefix = `${env().oidc.issuer}|`
	if (!user || !user.subject.startsWith(prefix)) return null
	return db().select().from(identityAccounts).where(eq(identityAccounts.id, user.subject.slice(prefix.length))).get() ?? null
}

function issueLink(accountId: string, now: number) {
	const secret = crypto.randomBytes(32).toString('base64url')
	db().insert(passwordResetTokens).values({ tokenHash: sha256(secret), accountId, createdAt: now, expiresAt: now + RESET_TTL_MS }).run()
	return `${env().publicUrl}${RESET_PATH}/${secret}`
}

/**
 * An absolute reset link (PUBLIC_URL) for a person's account of the embedded provider: single-use, valid 30 minutes.
 * For the admin area's "Send a password-reset link" and `npm run admin -- reset-link`. Throws when the person signs
 * in through an external provider (which manages their password).
 */
export function createPasswordResetLink(userId: string): string {
	const account = accountOfUser(userId)
	if (!account) throw new Error('This person signs in through an external identity provider, which manages their password.')
	return issueLink(account.id, Date.now())
}

/** How many requests under `key` since `since`, counting this one (recorded first, so parallel requests all count). */
function countRequest(key: string, now: number, since: number) {
	db().insert(passwordResetRequests).values({ key, at: now }).run()
	return db()
		.select({ n: sql<number>`count(*)` })
		.from(passwordResetRequests)
		.where(and(eq(passwordResetRequests.key, key), gt(passwordResetRequests.at, since)))
		.get()!.n
}

/**
 * The admin area's "Send a password-reset link": mailed to the person when this server sends mail, else handed to
 * the admin to pass on (`mailed: false`). Not counted against the person's own limits: an admin asked for it.
 */
export async function sendPasswordResetLink(userId: string, now = Date.now()): Promise<{ email: string; link: string | null; mailed: boolean }> {
	const account = accountOfUser(userId)
	if (!account) throw new Error('This person signs in through an external identity provider, which manages their password.')
	const link = issueLink(account.id, now)
	const user = db().select({ goesBy: users.goesBy, firstName: users.firstName }).from(users).where(eq(users.id, userId)).get()
	if (!mailConfigured()) return { email: account.email, link, mailed: false }
	const sent = await sendMail({ to: account.email, ...passwordResetMail(user?.goesBy || user?.firstName || account.givenName, link) })
	return sent.ok ? { email: account.email, link: null, mailed: true } : { email: account.email, link, mailed: false }
}

export type ResetRequest = 'sent' | 'unknown' | 'limited'

/**
 * "Forgot your password?": mails a reset link when an account has `email` and no limit is reached. Its result is for
 * tests and logs only: the page gives one answer for all three. The mail is sent after `answer` (not awaited).
 */
export function requestPasswordReset(email: string, now = Date.now()): { outcome: ResetRequest; delivery: Promise<unknown> } {
	const address = normalizeEmail(email)
	// old requests and links are forgotten here, a day on
	db().delete(passwordResetRequests).where(lt(passwordResetRequests.at, now - 24 * HOUR)).run()
	db().delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, now - 24 * HOUR)).run()
	const none = Promise.resolve()
	if (countRequest(`address:${sha256(address)}`, now, now - HOUR) > RESET_LIMITS.perAddressPerHour) return { outcome: 'limited', delivery: none }
	const account = findAccountByEmail(address)
	if (!account) return { outcome: 'unknown', delivery: none }
	if (countRequest(`account:${account.id}`, now, now - 24 * HOUR) > RESET_LIMITS.perAccountPerDay) return { outcome: 'limited', delivery: none }
	const link = issueLink(account.id, now)
	const user = account.ptUserId ? db().select({ goesBy: users.goesBy, firstName: users.firstName }).from(users).where(eq(users.id, account.ptUserId)).get() : undefined
	const name = user?.goesBy || user?.firstName || account.givenName
	return { outcome: 'sent', delivery: sendMail({ to: account.email, ...passwordResetMail(name, link) }) }
}

/** Whether a link's secret is one that still works (the page shows the form, or says the link has expired). */
export function resetLinkWorks(secret: string, now = Date.now()) {
	const row = db().select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, sha256(secret))).get()
	return !!row && row.usedAt === null && row.expiresAt > now
}

/**
 * Uses a link: false when it does not work (unknown, used or expired). The claim of the link is one conditional
 * statement, so two uses at once cannot both succeed. Then: the new password, every session of the account ended
 * (the app's, the provider's and their grants: API tokens die with them), every other link of the account spent.
 */
export async function resetPassword(secret: string, password: string, now = Date.now()) {
	const passwordHash = await hashPassword(password)
	const claimed = db()
		.update(passwordResetTokens)
		.set({ usedAt: now })
		.where(and(eq(passwordResetTokens.tokenHash, sha256(secret)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
		.returning({ accountId: passwordResetTokens.accountId })
		.get()
	if (!claimed) return false
	const { accountId } = claimed
	db().transaction((tx) => {
		tx.update(identityAccounts).set({ passwordHash }).where(eq(identityAccounts.id, accountId)).run()
		tx.update(passwordResetTokens).set({ usedAt: now }).where(and(eq(passwordResetTokens.accountId, accountId), isNull(passwordResetTokens.usedAt))).run()
	})
	const account = db().select().from(identityAccounts).where(eq(identityAccounts.id, accountId)).get()
	const userId = account?.ptUserId ?? db().select({ id: users.id }).from(users).where(eq(users.identitySubject, `${env().oidc.issuer}|${accountId}`)).get()?.id
	if (userId) endOtherSessions(userId, '')
	forgetOtherProviderSessions(accountId, null)
	return true
}
