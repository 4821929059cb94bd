// Two-factor codes and the sessions a password change ends, against a real database with a fixed clock.
import { expect, test } from 'vitest'
import { identityRecoveryCodes, sessions } from '#db/schema'
import { db } from '~/lib/db.server'
import { makeUser } from '../../tests/factories'
import { createAccount, findAccountById } from './accounts.server'
import { SqliteAdapter } from './oidc-adapter.server'
import { endSession, listSessions, signOutEverywhereElse } from './sessions.server'
import { totpCode } from './two-factor'
import { checkSecondStep, confirmTotp, startTotpSetup, turnOffTotp, unusedRecoveryCodes } from './two-factor.server'

const NOW = Date.UTC(2026, 0, 1, 12, 0, 10)

async function account(email: string) {
	const { account } = await createAccount({ email, password: 'correct horse battery', givenName: 'Ada', familyName: 'L' })
	return account!
}

test('set-up, then a wrong code, a reused code and a recovery code used twice are refused; turning off needs proof', async () => {
	const { id } = await account('totp@example.org')
	const secret = startTotpSetup(id)
	expect(confirmTotp(findAccountById(id)!, '000000' === totpCode(secret, NOW) ? '111111' : '000000', NOW)).toBeNull()
	const codes = confirmTotp(findAccountById(id)!, totpCode(secret, NOW), NOW)!
	expect(codes).toHaveLength(10)
	expect(findAccountById(id)).toMatchObject({ totpSecret: secret, totpPendingSecret: null })
	// the set-up's code was used: not again, not even 10 s later
	expect(checkSecondStep(id, totpCode(secret, NOW), NOW + 10_000)).toBe(false)
	const later = NOW + 30_000
	expect(checkSecondStep(id, '123456' === totpCode(secret, later) ? '654321' : '123456', later)).toBe(false)
	expect(checkSecondStep(id, totpCode(secret, later), later)).toBe(true)
	expect(checkSecondStep(id, totpCode(secret, later), later + 1_000)).toBe(false)
	// recovery codes: once each; stored only as hashes
	const stored = db().select().from(identityRecoveryCodes).all()
	expect(stored).toHaveLength(10)
	expect(JSON.stringify(stored)).not.toContain(codes[0])
	expect(checkSecondStep(id, codes[0]!, later)).toBe(true)
	expect(checkSecondStep(id, codes[0]!, later)).toBe(false)
	expect(unusedRecoveryCodes(id)).toBe(9)
	expect(await turnOffTotp(findAccountById(id)!, 'wrong password', later)).toBe(false)
	expect(await turnOffTotp(findAccountById(id)!, 'correct horse battery', later)).toBe(true)
	expect(findAccountById(id)).toMatchObject({ totpSecret: null })
	expect(unusedRecoveryCodes(id)).toBe(0)
})

test('signing out everywhere else ends the other app sessions and provider sessions and grants, never another person’s', async () => {
	const me = makeUser()
	const someoneElse = makeUser()
	const { id: accountId } = await account('sessions@example.org')
	const row = (id: string, userId: string) => ({ id, userId, data: { userId }, expiresAt: Date.now() + 60_000, lastSeenAt: Date.now() })
	db().insert(sessions).values([row('mine-here', me.id), row('mine-there', me.id), row('theirs', someoneElse.id)]).run()
	expect(endSession(me.id, 'theirs')).toBe(false)
	const adapter = (model: string) => new SqliteAdapter(model)
	await adapter('Session').upsert('op-here', { accountId, authorizations: { app: { grantId: 'grant-here' } } }, 600)
	await adapter('Session').upsert('op-there', { accountId, authorizations: { app: { grantId: 'grant-there' } } }, 600)
	await adapter('Grant').upsert('grant-here', { accountId }, 600)
	await adapter('Grant').upsert('grant-there', { accountId }, 600)
	await adapter('AccessToken').upsert('token-there', { accountId, grantId: 'grant-there' }, 600)
	await adapter('Session').upsert('op-other-account', { accountId: 'another', authorizations: {} }, 600)

	expect(signOutEverywhereElse(me.id, 'mine-here', { accountId, keepProviderSession: 'op-here' })).toBe(1)
	expect(listSessions(me.id).map((s) => s.id)).toEqual(['mine-here'])
	expect(listSessions(someoneElse.id).map((s) => s.id)).toEqual(['theirs'])
	expect(await adapter('Session').find('op-here')).toBeDefined()
	expect(await adapter('Grant').find('grant-here')).toBeDefined()
	expect(await adapter('Session').find('op-there')).toBeUndefined()
	expect(await adapter('Grant').find('grant-there')).toBeUndefined()
	expect(await adapter('AccessToken').find('token-there')).toBeUndefined()
	expect(await adapter('Session').find('op-other-account')).toBeDefined()
})
