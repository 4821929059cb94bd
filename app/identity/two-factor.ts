// Two-factor codes (TOTP, RFC 6238: 30 s, 6 digits, SHA-1 as every authenticator app reads it) and one-time
// recovery codes. Pure: the clock and the stored state come in as arguments (decision 212).
import crypto from 'node:crypto'
import type * as Otpauth from 'otpauth'
import { onFirstUse } from '~/lib/first-use'

/** otpauth on the first two-factor set-up or code (decision 356) */
const otpauth = onFirstUse<typeof Otpauth>('otpauth')

export const TOTP_PERIOD = 30
export const TOTP_DIGITS = 6
export const RECOVERY_CODE_COUNT = 10
const ISSUER = 'Twentyfour'

export function newTotpSecret() {
	return new (otpauth().Secret)({ size: 20 }).base32
}

function totp(secret: string, label = '') {
	const { Secret, TOTP } = otpauth()
	return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD, secret: Secret.fromBase32(secret) })
}

/** the otpauth:// address an authenticator app reads from the QR code */
export const totpUri = (secret: string, email: string) => totp(secret, email).toString()

/** the code of `secret` at `now` (for tests, and nothing else) */
export const totpCode = (secret: string, now: number) => totp(secret).generate({ timestamp: now })

/** the secret in groups of four, easier to type into an app by hand */
export const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)!.join(' ')

/** What a person typed, as digits only ("123 456" and "123-456" are 123456). */
export const digitsOf = (code: string) => code.replace(/[\s-]/g, '')

/**
 * Checks a code against the secret at `now`, one step either side for clocks that drift. A code of a step at or
 * before `lastStep` (the last one accepted) is refused: a code works once, even within its own 30 seconds.
 * Returns the step to remember, or null.
 */
export function checkTotp(secret: string, code: string, now: number, lastStep: number | null): number | null {
	const token = digitsOf(code)
	if (!/^\d{6}$/.test(token)) return null
	const delta = totp(secret).validate({ token, timestamp: now, window: 1 })
	if (delta === null) return null
	const step = Math.floor(now / 1000 / TOTP_PERIOD) + delta
	if (lastStep !== null && step <= lastStep) return null
	return step
}

// recovery codes: 12 characters of an alphabet without look-alikes (60 bits), shown as xxxx-xxxx-xxxx
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

export function newRecoveryCodes(count = RECOVERY_CODE_COUNT) {
	return Array.from({ length: count }, () => {
		const chars = Array.from(crypto.randomBytes(12), (b) => ALPHABET[b % ALPHABET.length]).join('')
		return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`
	})
}

/** a recovery code as typed (any case, with or without dashes and spaces) in the one form that is hashed */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '')

/** SHA-256 of the normalized code: 60 random bits each, so a slow hash adds nothing a leak could not outlast */
export const hashRecoveryCode = (code: string) => crypto.createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex')

export const looksLikeRecoveryCode = (code: string) => normalizeRecoveryCode(code).length === 12

/** The unused stored code that `code` is, or null (a used one never matches again). */
export function matchRecoveryCode<T extends { codeHash: string; usedAt: number | null }>(stored: T[], code: string): T | null {
	if (!looksLikeRecoveryCode(code)) return null
	const hash = Buffer.from(hashRecoveryCode(code), 'hex')
	let found: T | null = null
	for (const row of stored) {
		// compare every row in constant time, so the answer's timing tells nothing about which matched
		if (crypto.timingSafeEqual(Buffer.from(row.codeHash, 'hex'), hash) && row.usedAt === null) found = row
	}
	return found
}

/**
 * Wrong codes in a row an account may send before it must wait, then how long it waits (issue 49): 30 s after the
 * 5th, doubling with each further wrong code up to 15 minutes. A right code resets the count. The owner is never
 * locked out for good: the wait never passes 15 minutes, and a recovery code or the password (to turn codes off)
 * stay theirs. With the per-address limit of the sign-in routes on top, a guesser gets about 100 tries a day.
 */
export const CODE_GUESSES = { free: 5, firstWaitMs: 30_000, longestWaitMs: 15 * 60_000 } as const

/** how long the next code is refused after the `failures`-th wrong code in a row */
export function codeWaitAfter(failures: number) {
	if (failures < CODE_GUESSES.free) return 0
	return Math.min(CODE_GUESSES.firstWaitMs * 2 ** Math.min(failures - CODE_GUESSES.free, 20), CODE_GUESSES.longestWaitMs)
}

/** "30 seconds", "2 minutes": a wait as a person reads it (rounded up) */
export function waitText(ms: number) {
	if (ms <= 60_000) {
		const s = Math.max(1, Math.ceil(ms / 1000))
		return `${s} ${s === 1 ? 'second' : 'seconds'}`
	}
	const m = Math.ceil(ms / 60_000)
	return `${m} minutes`
}
