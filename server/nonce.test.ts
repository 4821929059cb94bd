import { expect, test } from 'vitest'
import { cspNonce } from './nonce'

test('each nonce is 16 bytes in base64, never the same twice, across pool refills', () => {
	const seen = new Set<string>()
	for (let i = 0; i < 10_000; i++) {
		const nonce = cspNonce()
		expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
		expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
		seen.add(nonce)
	}
	expect(seen.size).toBe(10_000)
})
