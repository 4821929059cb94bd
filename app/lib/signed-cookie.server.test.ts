import { createCookie } from 'react-router'
import { describe, expect, test } from 'vitest'
import { signedCookie } from './signed-cookie.server'

const options = { httpOnly: true, sameSite: 'lax' as const, path: '/', secrets: ['s3cret'] }
const header = (setCookie: string) => setCookie.split(';')[0]!
const values = ['an id', { type: 'success', description: 'Starred «Café» ✓ 🎉', undo: 'u1' }, 0, [1, 'two'], null]

describe('a signed cookie', () => {
	test.each(values)('is written as React Router writes it, and each reads the other (%j)', async (value) => {
		const ours = signedCookie('c', options)
		const theirs = createCookie('c', options)
		const written = await ours.serialize(value)
		expect(written).toBe(await theirs.serialize(value))
		expect(await theirs.parse(header(written))).toEqual(value)
		expect(await ours.parse(header(await theirs.serialize(value)))).toEqual(value)
	})

	test('keeps the attributes, and the ones given when it is written', async () => {
		const cookie = signedCookie('c', { ...options, secure: true, maxAge: 60 })
		const written = await cookie.serialize('x', { maxAge: 0 })
		expect(written).toMatch(/^c=[^;]+; Max-Age=0; Path=\/; HttpOnly; Secure; SameSite=Lax$/)
		expect(await cookie.serialize('', { maxAge: 0 })).toMatch(/^c=; Max-Age=0/)
		expect(cookie.isSigned).toBe(true)
		expect(cookie.expires!.getTime()).toBeGreaterThan(Date.now() + 59_000)
	})

	test('a changed value or signature, another secret, or no signature reads as no cookie', async () => {
		const cookie = signedCookie('c', options)
		const [value, mac] = header(await cookie.serialize({ userId: 'me' })).slice(2).split('.') as [string, string]
		const forged = Buffer.from(JSON.stringify({ userId: 'someone else' })).toString('base64')
		for (const tampered of [`${forged}.${mac}`, `${value}.${mac.slice(0, -2)}AA`, `${value}.`, value, `${value}.${mac}x!`, '.']) {
			expect(await cookie.parse(`c=${tampered}`), tampered).toBeNull()
		}
		const other = signedCookie('c', { ...options, secrets: ['another'] })
		expect(await other.parse(header(await cookie.serialize('x')))).toBeNull()
	})

	test('a cookie signed with an older secret still reads; new ones are signed with the first', async () => {
		const before = signedCookie('c', { ...options, secrets: ['old'] })
		const after = signedCookie('c', { ...options, secrets: ['new', 'old'] })
		expect(await after.parse(header(await before.serialize('kept')))).toBe('kept')
		expect(await before.parse(header(await after.serialize('fresh')))).toBeNull()
	})

	test('no header, no such cookie, an empty one', async () => {
		const cookie = signedCookie('c', options)
		expect(await cookie.parse(null)).toBeNull()
		expect(await cookie.parse('other=1')).toBeNull()
		expect(await cookie.parse('c=')).toBe('')
		expect(() => signedCookie('c', { ...options, secrets: [] })).toThrow(/secret/)
	})
})
