import { describe, expect, it } from 'vitest'
import { readToggle, toggleValue } from './card-toggle'

describe('card toggles', () => {
	it('reads what a button asks for', () => {
		const id = crypto.randomUUID()
		expect(readToggle(toggleValue('star', id, true))).toEqual({ intent: 'star', taskId: id, on: true })
		expect(readToggle(toggleValue('complete', id, false))).toEqual({ intent: 'complete', taskId: id, on: false })
		// the card menu's Delete (issue 51, point 10)
		expect(readToggle(toggleValue('delete', id, true))).toEqual({ intent: 'delete', taskId: id, on: true })
	})

	it('refuses anything else', () => {
		for (const value of [null, undefined, '', 'star', 'star:abc', 'remove:abc:Y', 'delete:abc:N', 'star:abc:yes', 'star:a b:Y', `star:${'a'.repeat(65)}:Y`, 'star:abc:Y\n']) {
			expect(readToggle(value), String(value)).toBeNull()
		}
		expect(readToggle(new File(['star:abc:Y'], 'x.txt'))).toBeNull()
	})
})
