// Issue 49, point 7: turning two-factor codes on ends the person's other sessions; wrong codes are limited per account
// with a wait that grows and ends; log-out ends the provider grant of the app session's own access token, whether or
// not the provider's cookie comes along. Real database, fixed clocks, the embedded provider's real grants and tokens.
import { expect, test } from 'vitest'
import type { AppLoadContext } from 'react-router'
import { sessionStorage, type SessionData } from '~/lib/session.server'
import { env } from '~/lib/env.server'
import { makeUser } from '../../tests/factories'
import { providerGrant, providerToken } from '../../tests/api-client'
import { createAccount, findAccountById } from './accounts.server'
import { logout } from './logout.server'
import { grantInForce } from './oidc-adapter.server'
import { securitySectionAction } from './security-section.server'
import { endSession, listSessions } from './sessions.server'
import { CODE_GUESSES, codeWaitAfter, totpCode, waitText } from './two-factor'
import { checkSecondStep, codeWait, confirmTotp, startTotpSetup, turnOffTotp } from './two-factor.server'

async function person(prefix: string) {
	const { account } = await createAccount({ email: `${prefix}-${crypto.randomUUID()}@example.org`, password: 'correct horse battery', givenName: 'A', familyName: 'B' })
	const user = makeUser({ subject: `${env().oidc.issuer}|${account!.id}` })
	return { account: account!, user }
}

/** an app session of `user` as sign-in leaves it (optionally with the provider's access token); its cookie and id */
async function appSession(userId: string, extra: Partial<SessionData> = {}) {
	const storage = sessionStorage()
	const session = await storage.getSession()
	session.set('userId', userId)
	for (const [k, v] of Object.entries(extra)) session.set(k as keyof SessionData, v as never)
	const cookie = (await storage.commitSession(session)).split(';')[0]!
	return { cookie, id: (await storage.getSession(cookie)).id }
}

const wrongCode = (secret: string, now: number) => (totpCode(secret, now) === '000000' ? '111111' : '000000')

test('turning two-factor codes on ends the other sessions (the one opened before), keeping this one', async () => {
	const { account, user } = await person('totp-on')
	const here = await appSession(user.id)
	const before = await appSession(user.id)
	const someoneElse = makeUser()
	const theirs = await appSession(someoneElse.id)
	const secret = startTotpSetup(account.id)
	const form = new FormData()
	form.set('intent', 'totp-confirm')
	form.set('code', totpCode(secret, Date.now()))
	const request = new Request(`${env().publicUrl}/profile/signInSecurity`, { method: 'POST', headers: { cookie: here.cookie } })
	const answer = await securitySectionAction(request, user, form, 'totp-confirm', { isDataRequest: true } as AppLoadContext)
	expect((answer as { data: { recoveryCodes?: string[] } }).data.recoveryCodes).toHaveLength(10)
	expect(findAccountById(account.id)!.totpSecret).toBe(secret)
	expect(listSessions(user.id).map((s) => s.id)).toEqual([here.id])
	expect(listSessions(someoneElse.id).map((s) => s.id)).toEqual([theirs.id])
	expect(before.id).not.toBe(here.id)
})

test('wrong codes: 5 free, then a wait that doubles up to 15 minutes; a right code in the wait is refused; after it, it passes and clears the count', async () => {
	expect([1, 4, 5, 6, 7, 9, 10, 50].map(codeWaitAfter)).toEqual([0, 0, 30_000, 60_000, 120_000, 480_000, 900_000, 900_000])
	expect([30_000, 60_000, 900_000, 1_500].map(waitText)).toEqual(['30 seconds', '60 seconds', '15 minutes', '2 seconds'])
	const { account } = await person('guesses')
	const secret = startTotpSetup(account.id)
	let now = Date.UTC(2026, 10, 28, 6, 0, 0)
	expect(confirmTotp(findAccountById(account.id)!, totpCode(secret, now), now)).not.toBeNull()
	now += 60_000
	for (let i = 0; i < CODE_GUESSES.free; i++) expect(checkSecondStep(account.id, wrongCode(secret, now), now)).toBe(false)
	expect(codeWait(account.id, now)).toBe(30_000)
	// the owner's right code, inside the wait: refused unread, and not counted
	expect(checkSecondStep(account.id, totpCode(secret, now), now + 1_000)).toBe(false)
	expect(codeWait(account.id, now + 1_000)).toBe(29_000)
	// after the wait: one more wrong code doubles it
	now += 30_000
	expect(checkSecondStep(account.id, wrongCode(secret, now), now)).toBe(false)
	expect(codeWait(account.id, now)).toBe(60_000)
	// a guesser who keeps going meets 15 minutes at most, never a lock for good
	for (let i = 0; i < 20; i++) {
		now += codeWait(account.id, now)
		checkSecondStep(account.id, wrongCode(secret, now), now)
	}
	expect(codeWait(account.id, now)).toBe(15 * 60_000)
	now += 15 * 60_000
	expect(checkSecondStep(account.id, totpCode(secret, now), now)).toBe(true)
	expect(findAccountById(account.id)).toMatchObject({ totpFailures: 0, totpPausedUntil: null })
	// the password still turns codes off during a wait; wrong passwords are not counted as wrong codes
	for (let i = 0; i < CODE_GUESSES.free; i++) expect(checkSecondStep(account.id, wrongCode(secret, now + 60_000), now + 60_000)).toBe(false)
	expect(codeWait(account.id, now + 60_000)).toBeGreaterThan(0)
	expect(await turnOffTotp(findAccountById(account.id)!, 'not my password', now + 61_000)).toBe(false)
	expect(findAccountById(account.id)!.totpFailures).toBe(CODE_GUESSES.free)
	expect(await turnOffTotp(findAccountById(account.id)!, 'correct horse battery', now + 62_000)).toBe(true)
	expect(findAccountById(account.id)).toMatchObject({ totpSecret: null, totpFailures: 0, totpPausedUntil: null })
})

test('the wait is per account: another account’s codes are not held up', async () => {
	const [a, b] = [await person('held'), await person('free')]
	const now = Date.UTC(2026, 10, 28, 6, 30, 0)
	const [sa, sb] = [startTotpSetup(a.account.id), startTotpSetup(b.account.id)]
	confirmTotp(findAccountById(a.account.id)!, totpCode(sa, now), now)
	confirmTotp(findAccountById(b.account.id)!, totpCode(sb, now), now)
	for (let i = 0; i < 6; i++) checkSecondStep(a.account.id, wrongCode(sa, now + 60_000), now + 60_000)
	expect(codeWait(a.account.id, now + 60_000)).toBeGreaterThan(0)
	expect(checkSecondStep(b.account.id, totpCode(sb, now + 60_000), now + 60_000)).toBe(true)
})

test('log-out without the provider’s cookie ends the grant of the app session’s access token (another session’s and person’s stay)', async () => {
	const { account, user } = await person('logout-record')
	const grantId = await providerGrant(account.id)
	const token = await providerToken(account.id, { grantId })
	const session = await appSession(user.id, { apiToken: { token, expiresAt: Date.now() + 3_600_000 } })
	const otherGrant = await providerGrant(account.id)
	const other = await appSession(user.id, { apiToken: { token: await providerToken(account.id, { grantId: otherGrant }), expiresAt: Date.now() + 3_600_000 } })
	const stranger = await person('stranger')
	const strangerGrant = await providerGrant(stranger.account.id)
	// a session record naming someone else's grant (it cannot be made by sign-in) ends nothing of theirs
	const forged = await appSession(user.id, { apiToken: { token: await providerToken(account.id, { grantId: strangerGrant }), expiresAt: Date.now() + 3_600_000 } })
	expect(await grantInForce(grantId, account.id)).toBe(true)
	await logout(new Request(`${env().publicUrl}/logout`, { method: 'POST', headers: { cookie: session.cookie } }))
	expect(await grantInForce(grantId, account.id)).toBe(false)
	expect(await grantInForce(otherGrant, account.id)).toBe(true)
	await logout(new Request(`${env().publicUrl}/logout`, { method: 'POST', headers: { cookie: forged.cookie } }))
	expect(await grantInForce(strangerGrant, stranger.account.id)).toBe(true)
	// ending another session from the list ends its grant too
	expect(endSession(user.id, other.id)).toBe(true)
	expect(await grantInForce(otherGrant, account.id)).toBe(false)
})
