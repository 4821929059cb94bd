// "Forgot your password?" over a real SMTP conversation with a sink on 127.0.0.1 (issue 53): the link in the delivered
// mail works once and for 30 minutes, the answer is the same for an unknown address, the limits hold, and using the
// link ends every session of the account.
import { describe, expect, it, vi } from 'vitest'
import { passwordResetTokens, sessions } from '#db/schema'
import { db } from '~/lib/db.server'
import { mailStatus } from '~/mail/mail.server'
import { makeEmbeddedUser, makeUser } from '../../tests/factories'
import { linkIn } from '../../tests/fakes/smtp-sink'
import { smtpSinkForFile } from '../../tests/smtp-sink-setup'
import { authenticateAccount } from './accounts.server'
import { SqliteAdapter } from './oidc-adapter.server'
import { createPasswordResetLink, requestPasswordReset, RESET_LIMITS, RESET_PATH, RESET_TTL_MS, resetLinkWorks, resetPassword } from './password-reset.server'
import { listSessions } from './sessions.server'

// password hashing (scrypt) and SMTP conversations on a busy machine can take longer than the default 5 s
vi.setConfig({ testTimeout: 30_000 })

const sink = smtpSinkForFile({ MAIL_FROM: 'Twentyfour <twentyfour@example.org>' })

const secretOf = (link: string) => link.slice(link.lastIndexOf('/') + 1)

describe('a reset link by mail', () => {
	it('arrives with the person’s name, works once, and ends every session of the account', async () => {
		const { user, account, person } = await makeEmbeddedUser()
		const row = (id: string) => ({ id, userId: user.id, data: { userId: user.id }, expiresAt: Date.now() + 60_000, lastSeenAt: Date.now() })
		db().insert(sessions).values([row('laptop'), row('phone')]).run()
		await new SqliteAdapter('Session').upsert('op-session', { accountId: account.id, authorizations: { app: { grantId: 'g1' } } }, 600)
		await new SqliteAdapter('Grant').upsert('g1', { accountId: account.id }, 600)

		const before = sink.mails.length
		const { outcome, delivery } = requestPasswordReset(` ${person.email.toUpperCase()} `)
		expect(outcome).toBe('sent')
		await delivery
		await sink.waitFor(before + 1)
		const [mail] = sink.to(person.email)
		expect(mail!.headers.from).toBe('Twentyfour <twentyfour@example.org>')
		expect(mail!.headers.subject).toBe('Reset your Twentyfour password')
		expect(mail!.text).toContain(`Hello ${person.firstName},`)
		expect(mail!.headers['content-type']).toMatch(/multipart\/alternative/)
		const link = linkIn(mail!.text, `https://tasks.example.org${RESET_PATH}/`)
		expect(mail!.html).toContain(`href="${link}"`)
		// only the secret's hash is stored
		expect(JSON.stringify(db().select().from(passwordResetTokens).all())).not.toContain(secretOf(link))

		expect(resetLinkWorks(secretOf(link))).toBe(true)
		expect(await resetPassword(secretOf(link), 'a brand new passphrase')).toBe(true)
		expect(await authenticateAccount(person.email, 'a brand new passphrase')).toBeTruthy()
		expect(await authenticateAccount(person.email, person.password)).toBeNull()
		expect(listSessions(user.id)).toEqual([])
		expect(await new SqliteAdapter('Session').find('op-session')).toBeUndefined()
		expect(await new SqliteAdapter('Grant').find('g1')).toBeUndefined()

		// a second use is refused, and changes nothing
		expect(resetLinkWorks(secretOf(link))).toBe(false)
		expect(await resetPassword(secretOf(link), 'someone else’s password')).toBe(false)
		expect(await authenticateAccount(person.email, 'a brand new passphrase')).toBeTruthy()
		expect(mailStatus()).toMatchObject({ configured: true, lastError: null })
		expect(mailStatus().lastDeliveryAt).toBeGreaterThan(0)
	})

	it('expires after 30 minutes; a used link spends the account’s other links; two uses at once: one wins', async () => {
		const { user } = await makeEmbeddedUser()
		const late = secretOf(createPasswordResetLink(user.id))
		// the clock read after the link was made: its expiry (made + 30 minutes) is then never later than t + 30 minutes
		const t = Date.now()
		expect(await resetPassword(late, 'too late for this', t + RESET_TTL_MS + 1)).toBe(false)
		const a = secretOf(createPasswordResetLink(user.id))
		const b = secretOf(createPasswordResetLink(user.id))
		const both = await Promise.all([resetPassword(a, 'first of two'), resetPassword(a, 'second of two')])
		expect(both.filter(Boolean)).toHaveLength(1)
		expect(await resetPassword(b, 'the other link')).toBe(false)
	})

	it('is made for an admin as an absolute link from PUBLIC_URL; not for a person of an external provider', () => {
		const someone = makeUser({ subject: 'https://login.example.com/|auth0|123' })
		expect(() => createPasswordResetLink(someone.id)).toThrow(/external identity provider/)
		expect(() => createPasswordResetLink('no-such-user')).toThrow()
	})
})

describe('asking for a link', () => {
	it('for an address without an account sends nothing (the page’s answer is the same)', async () => {
		const before = sink.mails.length
		expect(requestPasswordReset('nobody-here@example.org').outcome).toBe('unknown')
		await new Promise((r) => setTimeout(r, 200))
		expect(sink.mails.length).toBe(before)
	})

	it(`is limited to ${RESET_LIMITS.perAddressPerHour} an hour per address typed, and ${RESET_LIMITS.perAccountPerDay} a day per account`, async () => {
		const { person } = await makeEmbeddedUser()
		const t = Date.now()
		const outcomes = []
		for (let i = 0; i < RESET_LIMITS.perAddressPerHour + 1; i++) outcomes.push(requestPasswordReset(person.email, t + i).outcome)
		expect(outcomes).toEqual([...Array(RESET_LIMITS.perAddressPerHour).fill('sent'), 'limited'])
		// an unknown address is limited too: the answer never tells
		for (let i = 0; i < RESET_LIMITS.perAddressPerHour; i++) requestPasswordReset('unknown@example.org', t + i)
		expect(requestPasswordReset('unknown@example.org', t + 10).outcome).toBe('limited')
		// an hour on, the address may ask again, until the account's daily limit
		const later = []
		for (let h = 1; h <= 3; h++) later.push(requestPasswordReset(person.email, t + h * 3_700_000).outcome)
		expect(later).toEqual(['sent', 'sent', 'sent'].map((o, i) => (RESET_LIMITS.perAddressPerHour + i + 1 > RESET_LIMITS.perAccountPerDay ? 'limited' : o)))
		expect(requestPasswordReset(person.email, t + 4 * 3_700_000).outcome).toBe('limited')
	})
})
