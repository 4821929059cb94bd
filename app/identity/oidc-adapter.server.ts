// oidc-provider's storage in SQLite, so provider sessions and grants survive a restart.
import { and, eq, lt } from 'drizzle-orm'
import { decodeJwt } from 'jose'
import type { Adapter, AdapterPayload } from 'oidc-provider'
import { oidcModels } from '#db/schema'
import { db } from '~/lib/db.server'

export class SqliteAdapter implements Adapter {
	constructor(private model: string) {}

	async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
		const row = {
			model: this.model,
			id,
			payload: payload as Record<string, unknown>,
			expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : null,
			grantId: payload.grantId ?? null,
			userCode: payload.userCode ?? null,
			uid: payload.uid ?? null,
			consumedAt: null,
		}
		db().insert(oidcModels)
			.values(row)
			.onConflictDoUpdate({ target: [oidcModels.model, oidcModels.id], set: row })
			.run()
	}

	private live(where: ReturnType<typeof and>) {
		const row = db().select().from(oidcModels).where(where).get()
		if (!row) return undefined
		if (row.expiresAt && row.expiresAt < Date.now()) return undefined
		return {
			...(row.payload as AdapterPayload),
			...(row.consumedAt ? { consumed: Math.floor(row.consumedAt / 1000) } : {}),
		}
	}

	async find(id: string) {
		return this.live(and(eq(oidcModels.model, this.model), eq(oidcModels.id, id)))
	}

	async findByUid(uid: string) {
		return this.live(and(eq(oidcModels.model, this.model), eq(oidcModels.uid, uid)))
	}

	async findByUserCode(userCode: string) {
		return this.live(and(eq(oidcModels.model, this.model), eq(oidcModels.userCode, userCode)))
	}

	async consume(id: string) {
		db().update(oidcModels)
			.set({ consumedAt: Date.now() })
			.where(and(eq(oidcModels.model, this.model), eq(oidcModels.id, id)))
			.run()
	}

	async destroy(id: string) {
		db().delete(oidcModels).where(and(eq(oidcModels.model, this.model), eq(oidcModels.id, id))).run()
	}

	async revokeByGrantId(grantId: string) {
		db().delete(oidcModels).where(eq(oidcModels.grantId, grantId)).run()
	}
}

export function purgeExpiredOidcModels() {
	db().delete(oidcModels).where(lt(oidcModels.expiresAt, Date.now())).run()
}

/** The provider grant `grantId` is still in force for `accountId` (not ended by log-out, account deletion or expiry). */
export async function grantInForce(grantId: string, accountId: string) {
	const grant = await new SqliteAdapter('Grant').find(grantId)
	return grant?.accountId === accountId
}

/** Ends a provider session and every grant it holds, with all tokens issued under them (log-out). */
export async function endProviderSession(sessionId: string) {
	const sessions = new SqliteAdapter('Session')
	const session = (await sessions.find(sessionId)) as { authorizations?: Record<string, { grantId?: string }> } | undefined
	for (const { grantId } of Object.values(session?.authorizations ?? {})) {
		if (!grantId) continue
		await new SqliteAdapter('Grant').destroy(grantId)
		await sessions.revokeByGrantId(grantId)
	}
	await sessions.destroy(sessionId)
}

/** the provider grant and account of the access token an app session keeps (a JWT of the embedded provider), or null */
export function grantOfToken(token: string | undefined) {
	if (!token) return null
	try {
		const { gid, sub } = decodeJwt(token)
		return typeof gid === 'string' && typeof sub === 'string' ? { grantId: gid, accountId: sub } : null
	} catch {
		return null
	}
}

/**
 * Ends the provider grant `grantId` of account `accountId` (never another account's): the grant, every token issued
 * under it, and the provider sessions that hold it. Log-out does this from the app session's own record of its access
 * token, whether or not the browser sends the provider's cookie along (issue 49).
 */
export function endGrant(grantId: string, accountId: string) {
	const grant = db().select().from(oidcModels).where(and(eq(oidcModels.model, 'Grant'), eq(oidcModels.id, grantId))).get()
	if (grant && (grant.payload as { accountId?: string }).accountId !== accountId) return
	db().delete(oidcModels).where(and(eq(oidcModels.model, 'Grant'), eq(oidcModels.id, grantId))).run()
	db().delete(oidcModels).where(eq(oidcModels.grantId, grantId)).run()
	const sessions = db().select({ id: oidcModels.id, payload: oidcModels.payload }).from(oidcModels).where(eq(oidcModels.model, 'Session')).all()
	for (const row of sessions) {
		const payload = row.payload as { accountId?: string; authorizations?: Record<string, { grantId?: string }> }
		if (payload.accountId !== accountId) continue
		if (!Object.values(payload.authorizations ?? {}).some((a) => a.grantId === grantId)) continue
		db().delete(oidcModels).where(and(eq(oidcModels.model, 'Session'), eq(oidcModels.id, row.id))).run()
	}
}

/** Ends every provider session and grant of one account (sign-up cancelled, account deleted). */
export function forgetAccountAtProvider(accountId: string) {
	const rows = db().select({ model: oidcModels.model, id: oidcModels.id, payload: oidcModels.payload, grantId: oidcModels.grantId }).from(oidcModels).all()
	for (const row of rows) {
		if ((row.payload as { accountId?: string }).accountId === accountId) {
			db().delete(oidcModels).where(and(eq(oidcModels.model, row.model), eq(oidcModels.id, row.id))).run()
			if (row.grantId) db().delete(oidcModels).where(eq(oidcModels.grantId, row.grantId)).run()
		}
	}
}

/**
 * Ends every provider session and grant of one account except the session `keepSessionId` and the grants it holds
 * (password changed, a passkey removed, "Sign out everywhere else").
 */
export function forgetOtherProviderSessions(accountId: string, keepSessionId: string | null) {
	const kept = keepSessionId ? db().select().from(oidcModels).where(and(eq(oidcModels.model, 'Session'), eq(oidcModels.id, keepSessionId))).get() : undefined
	const keptSession = (kept?.payload as { accountId?: string; authorizations?: Record<string, { grantId?: string }> } | undefined) ?? null
	const keptGrants = new Set(
		keptSession?.accountId === accountId ? Object.values(keptSession.authorizations ?? {}).flatMap((a) => (a.grantId ? [a.grantId] : [])) : [],
	)
	const rows = db().select({ model: oidcModels.model, id: oidcModels.id, payload: oidcModels.payload, grantId: oidcModels.grantId }).from(oidcModels).all()
	for (const row of rows) {
		if ((row.payload as { accountId?: string }).accountId !== accountId) continue
		if (row.model === 'Session' && row.id === keepSessionId && keptSession?.accountId === accountId) continue
		if (row.model === 'Grant' && keptGrants.has(row.id)) continue
		if (row.grantId && keptGrants.has(row.grantId)) continue
		db().delete(oidcModels).where(and(eq(oidcModels.model, row.model), eq(oidcModels.id, row.id))).run()
		if (row.model === 'Grant') db().delete(oidcModels).where(eq(oidcModels.grantId, row.id)).run()
		else if (row.grantId) db().delete(oidcModels).where(eq(oidcModels.grantId, row.grantId)).run()
	}
}
