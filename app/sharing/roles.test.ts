import { describe, expect, it } from 'vitest'
import { ACTIONS, may, MEMBER_ROLES, refusal, RULES, type Access } from './roles'

describe('what each role may do (issue 55 point 1)', () => {
	const table: Record<Access, string> = {
		owner: 'see add change complete delete share rename',
		manager: 'see add change complete delete share rename leave',
		editor: 'see add change complete delete leave',
		viewer: 'see leave',
	}
	for (const [access, allowed] of Object.entries(table) as [Access, string][]) {
		it(`${access}: ${allowed}`, () => {
			expect(ACTIONS.filter((a) => may(access, a)).join(' ')).toBe(allowed)
		})
	}
	it('a non-member may do nothing, and is told nothing exists (404); a viewer is refused writes with 403', () => {
		for (const a of ACTIONS) expect(may(null, a)).toBe(false)
		expect(refusal(null)).toBe(404)
		expect(refusal(undefined)).toBe(404)
		expect(refusal('viewer')).toBe(403)
	})
	it('each role may do at least what the one below it may, sharing and leaving aside', () => {
		const order: Access[] = ['viewer', 'editor', 'manager', 'owner']
		for (let i = 1; i < order.length; i++) {
			for (const a of RULES[order[i - 1]!]) if (a !== 'leave') expect(may(order[i]!, a), `${order[i]} ${a}`).toBe(true)
		}
		expect(MEMBER_ROLES).toEqual(['viewer', 'editor', 'manager'])
	})
})
