// Personal access tokens (issue 16): "tf_pat_" + 32 random bytes (base64url), stored only as a SHA-256 hash.
// Every function takes the owner's id; another person's token is "not found".
import crypto from 'node:crypto'
import { and, desc, eq, lt } from 'drizzle-orm'
import { personalAccessTokens } from '#db/schema'
import { db } from '~/lib/db.server'
import { TOKEN_PREFIX, expiryOf, type TokenAccess, type TokenExpiry } from './token-form'

export type PersonalToken = typeof personalAccessTokens.$inferSelect

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

/** Creates a token and returns it in clear: the only time it exists outside the person's hands. */
export function createPersonalToken(
	ownerId: string,
	input: { name: string; access: TokenAccess; expiry: TokenExpiry; ephemeralMs?: number },
	now = Date.now(),
) {
	const token = `${TOKEN_PREFIX}${crypto.randomBytes(32).toString('base64url')}`
	const row = db()
		.insert(personalAccessTokens)
		.values({
			ownerId,
			name: input.name,
			tokenHash: hashToken(token),
			lastFour: token.slice(-4),
			access: input.access,
			createdAt: now,
			expiresAt: input.ephemeralMs ? now + input.ephemeralMs : expiryOf(input.expiry, now),
			ephemeral: !!input.ephemeralMs,
		})
		.returning()
		.get()
	return { token, row }
}

/** The person's tokens for the API Access section (newest first), without the one-call tokens of /external-api. */
export function listPersonalTokens(ownerId: string) {
	return db()
		.select()
		.from(personalAccessTokens)
		.where(and(eq(personalAccessTokens.ownerId, ownerId), eq(personalAccessTokens.ephemeral, false)))
		.orderBy(desc(personalAccessTokens.createdAt))
		.all()
}

/** Revokes (deletes) one of the owner's tokens; false when there is no such token of theirs. */
export function revokePersonalToken(ownerId: string, id: string) {
	return (
		db()
			.delete(personalAccessTokens)
			.where(and(eq(personalAccessTokens.ownerId, ownerId), eq(personalAccessTokens.id, id)))
			.run().changes === 1
	)
}

/** The stored token for a presented one, if it exists and has not expired; its last use is recorded (per minute). */
export function redeemPersonalToken(token: string, now = Date.now()): PersonalToken | null {
	if (!token.startsWith(TOKEN_PREFIX) || token.length > 200) return null
	const row = db().select().from(personalAccessTokens).where(eq(personalAccessTokens.tokenHash, hashToken(token))).get()
	if (!row) return null
	if (row.expiresAt !== null && row.expiresAt <= now) return null
	recordTokenUse(row, now)
	return row
}

/** A token's use recorded as its last: one write a minute at most, so a busy script does not turn every read into a write. */
export function recordTokenUse(row: Pick<PersonalToken, 'id' | 'lastUsedAt'>, now = Date.now()) {
	if (row.lastUsedAt !== null && now - row.lastUsedAt <= 60_000) return
	try {
		db().update(personalAccessTokens).set({ lastUsedAt: now }).where(eq(personalAccessTokens.id, row.id)).run()
	} catch (error) {
		// the last use is information, not a gate: a read-only replica (LiteFS) or a busy database must not refuse the call
		console.warn('could not record a token use:', (error as Error).message)
	}
}

/** Expired tokens are of no use to anyone: removed with the other start-up purges. */
export function purgeExpiredTokens(now = Date.now()) {
	return db().delete(personalAccessTokens).where(lt(personalAccessTokens.expiresAt, now)).run().changes
}
