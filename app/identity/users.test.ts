import { describe, expect, test } from 'vitest'
import { makeUser } from '../../tests/factories'
import { sessionStorage } from '~/lib/session.server'
import { requirePremiumUser, requireUser } from './users.server'
import { billingConfiguredForTheFile } from '../../tests/billing-env'

// a free account meets the paywall only where billing is configured (issue 53)
billingConfiguredForTheFile()

async function requestAs(data: Record<string, unknown>, url = 'http://localhost:3000/gallery/personal') {
	const session = await sessionStorage().getSession()
	for (const [k, v] of Object.entries(data)) session.set(k as never, v as never)
	const cookie = (await sessionStorage().commitSession(session)).split(';')[0]!
	return new Request(url, { headers: { Cookie: cookie } })
}

const identity = (subject: string) => ({ subject, email: 'x@example.com', givenName: 'Ada', familyName: 'L', picture: null })

async function thrown(p: Promise<unknown>) {
	try {
		await p
	} catch (e) {
		return e as Response
	}
	throw new Error('expected a redirect')
}

describe('the auth guard (spec point 2)', () => {
	test('signed out: to sign-in, remembering the target', async () => {
		const res = await thrown(requireUser(new Request('http://localhost:3000/tasks/overdue?offset=1')))
		expect(res.status).toBe(302)
		expect(res.headers.get('Location')).toBe('/login?returnTo=%2Ftasks%2Foverdue%3Foffset%3D1')
	})
	test('an identity without a finished enrollment goes to /signup', async () => {
		const res = await thrown(requireUser(await requestAs({ identity: identity('test|nobody') }, 'http://localhost:3000/dashboard')))
		expect(res.headers.get('Location')).toBe('/signup')
		const u = makeUser({ row: { incomplete: true } })
		const res2 = await thrown(requireUser(await requestAs({ identity: identity(u.identitySubject), userId: u.id })))
		expect(res2.headers.get('Location')).toBe('/signup')
	})
	test('/gallery/personal: a free user goes to the subscription section with the Upgrade warning', async () => {
		const u = makeUser()
		const res = await thrown(requirePremiumUser(await requestAs({ identity: identity(u.identitySubject), userId: u.id })))
		expect(res.headers.get('Location')).toBe('/profile/subscription')
		expect(res.headers.get('Set-Cookie')).toMatch(/twentyfour_toast=/)
		const paid = makeUser({ premium: true })
		const user = await requirePremiumUser(await requestAs({ identity: identity(paid.identitySubject), userId: paid.id }))
		expect(user.id).toBe(paid.id)
	})
})
