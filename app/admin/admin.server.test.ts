// The admin area over the real database (issue 53): the first person is the admin, /admin is a 404 for anyone
// else, disabling ends sessions, tokens and app passwords, the sign-up policy and invitations, delete, the CLI.
import fs from 'node:fs'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sessions, users } from '#db/schema'
import { authenticateBearer } from '~/api/bearer.server'
import { davCaller } from '~/dav/router.server'
import { getUserById, isPremium } from '~/identity/users.server'
import { db } from '~/lib/db.server'
import { env, resetEnvForTests } from '~/lib/env.server'
import { commitSession, getSession } from '~/lib/session.server'
import { makeEmbeddedUser, makeTask, makeUser } from '../../tests/factories'

const JOURNAL_LATEST = (JSON.parse(fs.readFileSync('db/migrations/meta/_journal.json', 'utf8')) as { entries: { tag: string }[] }).entries.at(-1)!.tag
import { RESET_PATH, resetLinkWorks, sendPasswordResetLink } from '~/identity/password-reset.server'
import { personalToken } from '../../tests/api-client'
import { adminCommand } from './cli.server'
import { adminPage, requireAdmin } from './page.server'
import { deletePerson, disablePerson, enablePerson, listPeople, NAME_MUST_MATCH, setAdmin } from './people.server'
import { createInvitation, invitationCookie, setSignUpPolicy, signUpRefusalFor, spendInvitationOf } from './sign-up.server'

// the first person of this file's fresh database: the admin
const admin = makeUser()

async function signedIn(userId: string) {
	const session = await getSession(new Request('http://localhost/'))
	const user = getUserById(userId)!
	session.set('identity', { subject: user.identitySubject, email: user.email, givenName: user.firstName, familyName: user.lastName, picture: null })
	session.set('userId', userId)
	const cookie = (await commitSession(session)).split(';')[0]!
	return (path = '/admin', init: RequestInit = {}) => new Request(`http://localhost${path}`, { ...init, headers: { Cookie: cookie, ...init.headers } })
}

const status = async (promise: Promise<unknown>) => {
	try {
		await promise
		return 200
	} catch (thrown) {
		if (thrown instanceof Response) return thrown.status
		if (thrown && typeof thrown === 'object' && 'init' in thrown) return (thrown as { init: { status: number } }).init.status
		throw thrown
	}
}

const basic = (email: string, password: string) => `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`

describe('admins', () => {
	it('the first person on a fresh server is its admin, the next is not', () => {
		const second = makeUser()
		expect(getUserById(admin.id)!.isAdmin).toBe(true)
		expect(getUserById(second.id)!.isAdmin).toBe(false)
	})

	it('/admin is a 404 for a person who is not an admin and for a signed-out visitor; the admin sees everyone', async () => {
		const other = makeUser()
		expect(await status(requireAdmin(await signedIn(other.id).then((r) => r())))).toBe(404)
		expect(await status(requireAdmin(new Request('http://localhost/admin')))).toBe(404)
		const page = await adminPage(await signedIn(admin.id).then((r) => r()))
		expect(page.people.map((p) => p.email)).toEqual(expect.arrayContaining([admin.email, other.email]))
		expect(page.instance.migrations?.latest).toBe(JOURNAL_LATEST)
		expect(page.instance.mail).toMatchObject({ configured: false })
	})

	it('ADMIN_EMAILS names more admins; a made admin can be unmade, and an admin cannot unmake themselves', async () => {
		const named = makeUser()
		process.env.ADMIN_EMAILS = `someone@else.test, ${named.email.toUpperCase()}`
		resetEnvForTests()
		try {
			expect(await status(requireAdmin(await signedIn(named.id).then((r) => r())))).toBe(200)
		} finally {
			delete process.env.ADMIN_EMAILS
			resetEnvForTests()
		}
		const made = makeUser()
		setAdmin(admin, made.id, true)
		expect(await status(requireAdmin(await signedIn(made.id).then((r) => r())))).toBe(200)
		setAdmin(admin, made.id, false)
		expect(await status(requireAdmin(await signedIn(made.id).then((r) => r())))).toBe(404)
		expect(() => setAdmin(admin, admin.id, false)).toThrow()
	})

	it('lists each person with their number of tasks and data size', () => {
		const person = makeUser()
		makeTask(person.id, { title: 'Twelve chars', notes: 'abc' })
		const row = listPeople().find((p) => p.id === person.id)!
		expect(row).toMatchObject({ tasks: 1, dataBytes: 15, admin: false, disabled: false })
	})
})

describe('disable and enable', () => {
	it('signs the person out everywhere and stops their API tokens and app passwords until enabled', async () => {
		const person = makeUser()
		const request = await signedIn(person.id)
		const token = personalToken(person.id)
		expect((await authenticateBearer(`Bearer ${token}`)).user?.id).toBe(person.id)
		expect(davCaller(basic(person.email, token))?.user.id).toBe(person.id)

		disablePerson(admin, person.id)
		expect(db().select().from(sessions).where(eq(sessions.userId, person.id)).all()).toHaveLength(0)
		const after = await status((await import('~/identity/users.server')).requireUser(request()))
		expect(after).toBe(302)
		await expect(authenticateBearer(`Bearer ${token}`)).rejects.toMatchObject({ status: 401 })
		expect(davCaller(basic(person.email, token))).toBeNull()

		enablePerson(person.id)
		expect((await authenticateBearer(`Bearer ${token}`)).user?.id).toBe(person.id)
	})

	it('a disabled session still in a browser lands on the "Account disabled" page, signed out', async () => {
		const person = makeUser()
		const request = await signedIn(person.id)
		db().update(users).set({ disabledAt: Date.now() }).where(eq(users.id, person.id)).run()
		const thrown = await (await import('~/identity/users.server')).requireUser(request()).catch((r: Response) => r)
		expect((thrown as Response).headers.get('Location')).toBe('/signup/refused?why=disabled')
	})

	it('an admin cannot disable or delete their own account here', () => {
		expect(() => disablePerson(admin, admin.id)).toThrow()
	})
})

describe('sign-up policy and invitations', () => {
	const withInvitation = async (token: string | null) =>
		new Request('http://localhost/signup', token ? { headers: { Cookie: (await invitationCookie().serialize(token)).split(';')[0]! } } : {})

	it('open lets anyone sign up; closed nobody', async () => {
		setSignUpPolicy('open')
		expect(await signUpRefusalFor(await withInvitation(null), 'new@x.test', 'provider')).toBeNull()
		setSignUpPolicy('closed')
		expect(await signUpRefusalFor(await withInvitation(null), 'new@x.test', 'provider')).toBe('closed')
	})

	it('by invitation: refused without one; an invitation works once, until it expires, for its address only', async () => {
		setSignUpPolicy('invitation')
		expect(await signUpRefusalFor(await withInvitation(null), 'new@x.test', 'provider')).toBe('invitation')
		expect(await signUpRefusalFor(await withInvitation('made-up'), 'new@x.test', 'provider')).toBe('invalid')

		const { token } = createInvitation({ createdBy: admin.id, days: 7 })
		const carrying = await withInvitation(token)
		expect(await signUpRefusalFor(carrying, 'first@x.test', 'provider')).toBeNull()
		expect(await spendInvitationOf(carrying, 'first@x.test')).toBe(true)
		// the wizard after the provider's sign-up admits the person who used it, and no one else
		expect(await signUpRefusalFor(carrying, 'first@x.test', 'enrollment')).toBeNull()
		expect(await signUpRefusalFor(carrying, 'second@x.test', 'provider')).toBe('used')
		expect(await spendInvitationOf(carrying, 'second@x.test')).toBe(false)

		const bound = createInvitation({ createdBy: admin.id, email: 'Only@x.test', days: 1 })
		expect(await signUpRefusalFor(await withInvitation(bound.token), 'other@x.test', 'provider')).toBe('email')
		expect(await signUpRefusalFor(await withInvitation(bound.token), 'only@x.test', 'provider')).toBeNull()

		const old = createInvitation({ createdBy: admin.id, days: 1 }, Date.now() - 2 * 86_400_000)
		expect(await signUpRefusalFor(await withInvitation(old.token), 'late@x.test', 'provider')).toBe('expired')
		setSignUpPolicy('open')
	})
})

describe('delete', () => {
	it("needs the person's full name exactly, as the Danger Zone does, then removes them", async () => {
		const person = makeUser()
		expect((await deletePerson(admin, person.id, 'Ada')).error).toBe(NAME_MUST_MATCH)
		expect(getUserById(person.id)).toBeDefined()
		expect((await deletePerson(admin, person.id, ` ${person.firstName} ${person.lastName} `)).error).toBeNull()
		expect(getUserById(person.id)).toBeUndefined()
	})
})

describe('every feature without billing', () => {
	it('a free account has the premium features on a server without Stripe; the paid tier can be granted where there is', () => {
		const free = makeUser()
		expect(env().billing).toBeNull()
		expect(isPremium(getUserById(free.id)!)).toBe(true)
	})
})

describe('npm run admin', () => {
	it('lists users, disables and enables by email, makes invitations; reset-link refuses someone of another provider', () => {
		const person = makeUser()
		const out: string[] = []
		const err: string[] = []
		expect(adminCommand(['users'], (l) => out.push(l), (l) => err.push(l))).toBe(0)
		expect(out.join('\n')).toContain(person.email)
		expect(adminCommand(['disable', person.email.toUpperCase()], (l) => out.push(l), (l) => err.push(l))).toBe(0)
		expect(getUserById(person.id)!.disabledAt).not.toBeNull()
		expect(adminCommand(['enable', person.email], (l) => out.push(l), (l) => err.push(l))).toBe(0)
		expect(getUserById(person.id)!.disabledAt).toBeNull()
		expect(adminCommand(['disable', 'nobody@x.test'], (l) => out.push(l), (l) => err.push(l))).toBe(1)
		out.length = 0
		expect(adminCommand(['invite', 'guest@x.test', '3'], (l) => out.push(l), (l) => err.push(l))).toBe(0)
		expect(out[1]).toMatch(new RegExp(`^${env().publicUrl}/invite/[A-Za-z0-9_-]{20,}$`))
		// made with a subject of another provider: their password is not ours to reset
		expect(adminCommand(['reset-link', person.email], (l) => out.push(l), (l) => err.push(l))).toBe(1)
		expect(err.at(-1)).toMatch(/external identity provider/)
	})
	it('reset-link prints a single-use link that opens the reset form', async () => {
		const { user } = await makeEmbeddedUser()
		const out: string[] = []
		expect(adminCommand(['reset-link', user.email], (l) => out.push(l), () => {})).toBe(0)
		const link = out[1]!
		expect(link).toMatch(new RegExp(`^${env().publicUrl}${RESET_PATH}/[A-Za-z0-9_-]{20,}$`))
		expect(resetLinkWorks(link.split('/').at(-1)!)).toBe(true)
	})
})

describe('the admin page: facts and the reset link', () => {
	it("shows mail's state and the backups' checks, and hands over a reset link where the server sends no mail", async () => {
		const { user } = await makeEmbeddedUser()
		const page = await adminPage((await signedIn(admin.id))())
		expect(page.instance.mail.configured).toBe(false)
		expect(page.instance.backups.checks.backups).toEqual(expect.any(Array))
		const sent = await sendPasswordResetLink(user.id)
		expect(sent).toMatchObject({ email: user.email, mailed: false })
		expect(resetLinkWorks(sent.link!.split('/').at(-1)!)).toBe(true)
	})
})
