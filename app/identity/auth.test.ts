import { describe, expect, test } from 'vitest'
import { safeReturnTo } from './auth.server'
import { authenticateAccount, createAccount, hashPassword, verifyPassword } from './accounts.server'

describe('returnTo accepts only local paths', () => {
	test.each([
		['/tasks/overdue?offset=1', '/tasks/overdue?offset=1'],
		['/profile#folders', '/profile#folders'],
		['https://evil.example/x', '/dashboard'],
		['//evil.example/x', '/dashboard'],
		['/\\evil.example', '/dashboard'],
		['javascript:alert(1)', '/dashboard'],
		['', '/dashboard'],
		[null, '/dashboard'],
	])('%s → %s', (input, expected) => {
		expect(safeReturnTo(input)).toBe(expected)
	})
})

describe('embedded accounts', () => {
	test('scrypt hashes verify and differ per salt', async () => {
		const a = await hashPassword('correct horse')
		const b = await hashPassword('correct horse')
		expect(a).not.toBe(b)
		expect(a.startsWith('scrypt$')).toBe(true)
		expect(await verifyPassword('correct horse', a)).toBe(true)
		expect(await verifyPassword('wrong horse', a)).toBe(false)
	})
	test('sign-in with email in any case; one account per email', async () => {
		await createAccount({ email: 'Grace@Example.com', password: 'hopper123', givenName: 'Grace', familyName: 'Hopper' })
		expect(await authenticateAccount('grace@example.com', 'hopper123')).toMatchObject({ email: 'grace@example.com' })
		expect(await authenticateAccount('grace@example.com', 'nope')).toBeNull()
		expect(await authenticateAccount('nobody@example.com', 'hopper123')).toBeNull()
		const again = await createAccount({ email: 'grace@example.com', password: 'x'.repeat(8), givenName: 'G', familyName: 'H' })
		expect(again).toEqual({ error: 'exists' })
	})
})
