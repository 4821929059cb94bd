import { describe, expect, it } from 'vitest'
import { formatBytes, invitationRefusal, isAdmin, signUpRefusal } from './rules'

const now = 1_800_000_000_000
const fresh = { expiresAt: now + 1000, usedAt: null, email: null }

describe('admins', () => {
	it('are marked in the database or named by ADMIN_EMAILS, case aside; a disabled person is none', () => {
		expect(isAdmin({ isAdmin: true, email: 'a@x.test' }, [])).toBe(true)
		expect(isAdmin({ isAdmin: false, email: 'Boss@X.test' }, ['boss@x.test'])).toBe(true)
		expect(isAdmin({ isAdmin: false, email: 'a@x.test' }, ['boss@x.test'])).toBe(false)
		expect(isAdmin({ isAdmin: true, email: 'a@x.test', disabledAt: now }, [])).toBe(false)
	})
})

describe('sign-up policy', () => {
	const base = { firstPerson: false, hasInvitation: false, email: 'b@x.test', now }
	it('lets the first person of a fresh server in whatever the policy', () => {
		expect(signUpRefusal({ ...base, policy: 'closed', firstPerson: true })).toBeNull()
	})
	it('open lets anyone in; closed nobody, even with an invitation', () => {
		expect(signUpRefusal({ ...base, policy: 'open' })).toBeNull()
		expect(signUpRefusal({ ...base, policy: 'closed', hasInvitation: true, invitation: fresh })).toBe('closed')
	})
	it('by invitation needs one that is unused, unexpired and for this address when bound', () => {
		expect(signUpRefusal({ ...base, policy: 'invitation' })).toBe('invitation')
		expect(signUpRefusal({ ...base, policy: 'invitation', hasInvitation: true, invitation: fresh })).toBeNull()
		expect(signUpRefusal({ ...base, policy: 'invitation', hasInvitation: true, invitation: undefined })).toBe('invalid')
		expect(signUpRefusal({ ...base, policy: 'invitation', hasInvitation: true, invitation: { ...fresh, usedAt: now } })).toBe('used')
		expect(signUpRefusal({ ...base, policy: 'invitation', hasInvitation: true, invitation: { ...fresh, expiresAt: now } })).toBe('expired')
		const bound = { ...fresh, email: 'C@x.test' }
		expect(invitationRefusal(bound, 'b@x.test', now)).toBe('email')
		expect(invitationRefusal(bound, ' c@X.test ', now)).toBeNull()
	})
})

it('formats sizes', () => {
	expect(formatBytes(512)).toBe('512 bytes')
	expect(formatBytes(1_234_567)).toBe('1.2 MB')
	expect(formatBytes(null)).toBe('unknown')
})
