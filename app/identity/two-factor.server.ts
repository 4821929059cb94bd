// Two-factor codes of the embedded provider's accounts: set-up, the second sign-in step, turning them off (decision 212).
import { and, eq, isNull, lt, or } from 'drizzle-orm'
import { identityAccounts, identityRecoveryCodes } from '#db/schema'
import { db } from '~/lib/db.server'
import { findAccountById, verifyPassword } from './accounts.server'
import { SqliteAdapter } from './oidc-adapter.server'
import {
	checkTotp,
	codeWaitAfter,
	digitsOf,
	hashRecoveryCode,
	looksLikeRecoveryCode,
	matchRecoveryCode,
	newRecoveryCodes,
	newTotpSecret,
	TOTP_DIGITS,
} from './two-factor'

export type Account = NonNullable<ReturnType<typeof findAccountById>>

/** A new secret to set up (replacing one not yet confirmed); two-factor codes are not on until a code confirms it. */
export function startTotpSetup(accountId: string) {
	const secret = newTotpSecret()
	db().update(identityAccounts).set({ totpPendingSecret: secret }).where(eq(identityAccounts.id, accountId)).run()
	return secret
}

export function cancelTotpSetup(accountId: string) {
	db().update(identityAccounts).set({ totpPendingSecret: null }).where(eq(identityAccounts.id, accountId)).run()
}

/** Confirms the pending secret with a code from the app: turns two-factor codes on and returns ten new recovery codes. */
export function confirmTotp(account: Account, code: string, now = Date.now()): string[] | null {
	if (!account.totpPendingSecret) return null
	const step = checkTotp(account.totpPendingSecret, code, now, null)
	if (step === null) return null
	const codes = newRecoveryCodes()
	db().transaction((tx) => {
		tx.update(identityAccounts)
			.set({ totpSecret: account.totpPendingSecret, totpPendingSecret: null, totpLastStep: step })
			.where(eq(identityAccounts.id, account.id))
			.run()
		tx.delete(identityRecoveryCodes).where(eq(identityRecoveryCodes.accountId, account.id)).run()
		tx.insert(identityRecoveryCodes)
			.values(codes.map((c) => ({ accountId: account.id, codeHash: hashRecoveryCode(c) })))
			.run()
	})
	return codes
}

export function unusedRecoveryCodes(accountId: string) {
	return db()
		.select({ id: identityRecoveryCodes.id })
		.from(identityRecoveryCodes)
		.where(and(eq(identityRecoveryCodes.accountId, accountId), isNull(identityRecoveryCodes.usedAt)))
		.all().length
}

/** How long codes of this account are refused still (ms), after too many wrong ones in a row; 0 when they are not. */
export function codeWait(accountId: string, now = Date.now()) {
	const until = findAccountById(accountId)?.totpPausedUntil ?? null
	return until !== null && until > now ? until - now : 0
}

/** one more wrong code in a row: counted, and the wait it brings set (one transaction: two processes count both) */
function countWrongCode(accountId: string, now: number) {
	db().transaction((tx) => {
		const row = tx.select({ failures: identityAccounts.totpFailures }).from(identityAccounts).where(eq(identityAccounts.id, accountId)).get()
		if (!row) return
		const failures = row.failures + 1
		const wait = codeWaitAfter(failures)
		tx.update(identityAccounts)
			.set({ totpFailures: failures, totpPausedUntil: wait > 0 ? now + wait : null })
			.where(eq(identityAccounts.id, accountId))
			.run()
	})
}

function forgetWrongCodes(accountId: string) {
	db().update(identityAccounts).set({ totpFailures: 0, totpPausedUntil: null }).where(eq(identityAccounts.id, accountId)).run()
}

/**
 * The second step: a code from the app (once only: its step is remembered) or an unused recovery code (then used up).
 * True when it lets the person in. While the account waits after too many wrong codes (codeWait), every code is
 * refused unread; each wrong one is counted (issue 49), a right one clears the count.
 */
export function checkSecondStep(accountId: string, code: string, now = Date.now()) {
	const account = findAccountById(accountId)
	if (!account?.totpSecret) return false
	if (account.totpPausedUntil !== null && account.totpPausedUntil > now) return false
	const passed = codePasses(account, code, now)
	if (passed) forgetWrongCodes(accountId)
	else countWrongCode(accountId, now)
	return passed
}

function codePasses(account: Account, code: string, now: number) {
	const accountId = account.id
	const step = checkTotp(account.totpSecret!, code, now, account.totpLastStep)
	if (step !== null) {
		// only a later step may be written: two posts of the same code at once cannot both pass
		const changed = db()
			.update(identityAccounts)
			.set({ totpLastStep: step })
			.where(and(eq(identityAccounts.id, accountId), or(isNull(identityAccounts.totpLastStep), lt(identityAccounts.totpLastStep, step))))
			.run().changes
		return changed > 0
	}
	if (!looksLikeRecoveryCode(code)) return false
	const stored = db().select().from(identityRecoveryCodes).where(eq(identityRecoveryCodes.accountId, accountId)).all()
	const match = matchRecoveryCode(stored, code)
	if (!match) return false
	return (
		db()
			.update(identityRecoveryCodes)
			.set({ usedAt: now })
			.where(and(eq(identityRecoveryCodes.id, match.id), isNull(identityRecoveryCodes.usedAt)))
			.run().changes > 0
	)
}

/** a proof that is a code (six digits, or a recovery code) rather than a password */
const looksLikeCode = (proof: string) => new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(digitsOf(proof.trim())) || looksLikeRecoveryCode(proof)

/** Turns two-factor codes off, given a current code or the password; false when neither is right. */
export async function turnOffTotp(account: Account, proof: string, now = Date.now()) {
	// a code counts towards the account's wrong codes; a password is checked as a password (slow, limited per address)
	const ok = (looksLikeCode(proof) && checkSecondStep(account.id, proof, now)) || (await verifyPassword(proof, account.passwordHash))
	if (!ok) return false
	db().transaction((tx) => {
		tx.update(identityAccounts)
			.set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null, totpFailures: 0, totpPausedUntil: null })
			.where(eq(identityAccounts.id, account.id))
			.run()
		tx.delete(identityRecoveryCodes).where(eq(identityRecoveryCodes.accountId, account.id)).run()
	})
	return true
}

// The sign-in waiting for its second step, kept with the provider's own records (survives a restart, shared by the
// cluster's processes) under the interaction's id: the password was right for this account, the code is still due.
const PENDING_SECONDS = 10 * 60
const pending = () => new SqliteAdapter('TwoFactorPending')

export async function awaitSecondStep(interactionUid: string, accountId: string) {
	await pending().upsert(interactionUid, { accountId }, PENDING_SECONDS)
}

export async function pendingSecondStep(interactionUid: string) {
	const found = (await pending().find(interactionUid)) as { accountId?: string } | undefined
	return found?.accountId ?? null
}

export async function endSecondStep(interactionUid: string) {
	await pending().destroy(interactionUid)
}
