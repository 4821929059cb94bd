import { expect, test } from 'vitest'
import {
	checkTotp,
	hashRecoveryCode,
	matchRecoveryCode,
	newRecoveryCodes,
	newTotpSecret,
	normalizeRecoveryCode,
	totpCode,
	totpUri,
} from './two-factor'
import { TotpConfirmSchema } from './security-forms'

// a fixed clock: 2026-01-01 12:00:10 UTC, 10 s into a 30 s step
const NOW = Date.UTC(2026, 0, 1, 12, 0, 10)
const STEP = Math.floor(NOW / 30_000)
// RFC 6238's SHA-1 test secret ("12345678901234567890"), base32
const SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'

test('the RFC 6238 test vector: 59 s gives 287082 (last six of 94287082)', () => {
	expect(totpCode(SECRET, 59_000)).toBe('287082')
	expect(checkTotp(SECRET, '287082', 59_000, null)).toBe(1)
})

test('the right code at the fixed time is accepted, its step returned', () => {
	const code = totpCode(SECRET, NOW)
	expect(checkTotp(SECRET, code, NOW, null)).toBe(STEP)
	expect(checkTotp(SECRET, `${code.slice(0, 3)} ${code.slice(3)}`, NOW, null)).toBe(STEP)
})

test('a wrong code is refused', () => {
	const code = totpCode(SECRET, NOW)
	const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
	expect(checkTotp(SECRET, wrong, NOW, null)).toBeNull()
	expect(checkTotp(SECRET, 'abcdef', NOW, null)).toBeNull()
	expect(checkTotp(SECRET, '12345', NOW, null)).toBeNull()
	// a code of two steps ago is outside the window of one step either side
	expect(checkTotp(SECRET, totpCode(SECRET, NOW - 60_000), NOW, null)).toBeNull()
})

test('a code used once is refused again within its window, and so is an older one; the next step works', () => {
	const code = totpCode(SECRET, NOW)
	const used = checkTotp(SECRET, code, NOW, null)!
	expect(checkTotp(SECRET, code, NOW + 5_000, used)).toBeNull()
	// the previous step's code is still inside the drift window, yet older than the one used
	expect(checkTotp(SECRET, totpCode(SECRET, NOW - 30_000), NOW, used)).toBeNull()
	expect(checkTotp(SECRET, totpCode(SECRET, NOW + 30_000), NOW + 30_000, used)).toBe(STEP + 1)
})

test('a clock one step behind or ahead is forgiven', () => {
	expect(checkTotp(SECRET, totpCode(SECRET, NOW - 30_000), NOW, null)).toBe(STEP - 1)
	expect(checkTotp(SECRET, totpCode(SECRET, NOW + 30_000), NOW, null)).toBe(STEP + 1)
})

test('a new secret is 32 base32 characters, and its address names the issuer and the person', () => {
	const secret = newTotpSecret()
	expect(secret).toMatch(/^[A-Z2-7]{32}$/)
	const uri = totpUri(secret, 'ada@example.org')
	expect(uri).toMatch(/^otpauth:\/\/totp\/Twentyfour:ada%40example\.org\?/)
	expect(uri).toContain(`secret=${secret}`)
	expect(uri).toContain('period=30')
	expect(uri).toContain('digits=6')
})

test('ten recovery codes, distinct, hashed (never the code itself), matched however typed', () => {
	const codes = newRecoveryCodes()
	expect(codes).toHaveLength(10)
	expect(new Set(codes).size).toBe(10)
	for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/)
	const hash = hashRecoveryCode(codes[0]!)
	expect(hash).toMatch(/^[0-9a-f]{64}$/)
	expect(hash).not.toContain(normalizeRecoveryCode(codes[0]!))
	expect(hashRecoveryCode(codes[0]!.toUpperCase().replace(/-/g, ' '))).toBe(hash)
	expect(hashRecoveryCode(codes[1]!)).not.toBe(hash)
})

test('a recovery code works once: used twice, the second is refused', () => {
	const codes = newRecoveryCodes()
	const stored = codes.map((c, i) => ({ id: String(i), codeHash: hashRecoveryCode(c), usedAt: null as number | null }))
	const first = matchRecoveryCode(stored, codes[3]!)
	expect(first?.id).toBe('3')
	first!.usedAt = NOW
	expect(matchRecoveryCode(stored, codes[3]!)).toBeNull()
	expect(matchRecoveryCode(stored, 'aaaa-bbbb-cccc')).toBeNull()
	expect(matchRecoveryCode(stored, '123456')).toBeNull()
	expect(matchRecoveryCode(stored, codes[4]!)?.id).toBe('4')
})

test('the confirming code must be six digits', () => {
	expect(TotpConfirmSchema.safeParse({ code: '123 456' }).success).toBe(true)
	expect(TotpConfirmSchema.safeParse({ code: '12345' }).success).toBe(false)
	expect(TotpConfirmSchema.safeParse({}).success).toBe(false)
})
