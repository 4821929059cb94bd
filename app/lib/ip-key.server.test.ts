import { ipKeyGenerator } from 'express-rate-limit'
import { expect, test } from 'vitest'
import { ipKey } from './ip-key.server'

test("a client's key is express-rate-limit's own, asked once or many times", () => {
	for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '2001:db8:abcd:12ff::1', '2001:db8:abcd:1200::9', '', '10.0.0.7']) {
		expect(ipKey(ip)).toBe(ipKeyGenerator(ip))
		expect(ipKey(ip)).toBe(ipKeyGenerator(ip))
	}
	// one /56 network, one key
	expect(ipKey('2001:db8:abcd:12ff::1')).toBe(ipKey('2001:db8:abcd:1200::9'))
	expect(ipKey(undefined)).toBe('')
})
