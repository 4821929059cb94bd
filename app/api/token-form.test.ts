import { describe, expect, test } from 'vitest'
import { expiryOf, TOKEN_TEXTS, tokenFormSchema } from './token-form'

describe('the API Access form', () => {
	test('a name (trimmed, at most 100 characters), an access and an expiry from the lists', () => {
		expect(tokenFormSchema().parse({ name: '  Phone ', access: 'write', expiry: 'none' })).toEqual({ name: 'Phone', access: 'write', expiry: 'none' })
		const refused = tokenFormSchema().safeParse({ name: ' ', access: 'admin', expiry: '7' })
		expect(refused.success).toBe(false)
		expect(refused.error!.issues.map((i) => i.message)).toEqual([TOKEN_TEXTS.nameRequired, TOKEN_TEXTS.accessRequired, TOKEN_TEXTS.expiryRequired])
		expect(tokenFormSchema().safeParse({ name: 'x'.repeat(101), access: 'read', expiry: '30' }).error!.issues[0]!.message).toBe(TOKEN_TEXTS.nameTooLong)
	})
	test('expiry: 30, 90 or 365 days from now, or never', () => {
		const now = Date.UTC(2026, 0, 1)
		expect(expiryOf('30', now)).toBe(Date.UTC(2026, 0, 31))
		expect(expiryOf('365', now)).toBe(Date.UTC(2027, 0, 1))
		expect(expiryOf('none', now)).toBeNull()
	})
})
