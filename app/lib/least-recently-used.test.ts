import { describe, expect, it } from 'vitest'
import { LeastRecentlyUsed } from './least-recently-used'

describe('LeastRecentlyUsed', () => {
	it('forgets the least recently used entries past its size, a read counting as a use', () => {
		const kept = new LeastRecentlyUsed<number>(2)
		kept.set('a', 1)
		kept.set('b', 2)
		expect(kept.get('a')).toBe(1)
		kept.set('c', 3)
		expect(kept.get('b')).toBeUndefined()
		expect(kept.get('a')).toBe(1)
		expect(kept.get('c')).toBe(3)
	})

	it('weighs its entries: a heavy one pushes out several light ones, and replacing one frees its weight', () => {
		const kept = new LeastRecentlyUsed<string>(10, (s) => s.length)
		kept.set('a', 'xxx')
		kept.set('b', 'xxx')
		kept.set('c', 'xxx')
		kept.set('d', 'xxxxxxx')
		expect([kept.get('a'), kept.get('b'), kept.get('c'), kept.get('d')]).toEqual([undefined, undefined, 'xxx', 'xxxxxxx'])
		kept.set('c', 'x')
		kept.set('e', 'xx')
		expect([kept.get('c'), kept.get('d'), kept.get('e')]).toEqual(['x', 'xxxxxxx', 'xx'])
	})
})
