import { describe, expect, it } from 'vitest'
import { readToggle, toggleValue } from './card-toggle'

describe('card toggles', () => {
	it('reads what a button asks for', () => {
		const id = crypto.randomUUID()
		expect(readToggle(toggleValue('star', id, true))).toEqual({ intent: 'star', taskId: id, on: true })
		expect(readToggle(toggleValue('complete', id, false))).toEqual({ intent: 'complete', taskId: id, on: false })
	})

	it('refuses anything else', () => {
		for (const value of [null, undefined, '', 'star', 'star:abc', 'delete:abc:Y', 'star:abc:yes', 'star:a b:Y', `star:${'a'.repeat(65)}:Y`, 'star:abc:Y\n']) {
			expect(readToggle(value), String(value)).toBeNull()
		}
		expect(readToggle(new File(['star:abc:Y'], 'x.txt'))).toBeNull()
	})
})
