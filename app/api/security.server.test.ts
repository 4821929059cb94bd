// Issue 32: the holes a probe found in the JSON API, each as the attack it was. Every test here failed before the fix.
import http from 'node:http'
import { eq } from 'drizzle-orm'
import { describe, expect, test, vi } from 'vitest'
import { taskTemplates } from '#db/schema'
import { createAccount } from '~/identity/accounts.server'
import { logout } from '~/identity/logout.server'
import { SqliteAdapter } from '~/identity/oidc-adapter.server'
import { findUserBySubject } from '~/identity/users.server'
import { db } from '~/lib/db.server'
import { env } from '~/lib/env.server'
import { listItems } from '~/tasks/lists.server'
import { countTemplateUse, createTemplate } from '~/templates/templates.server'
import { getUserById } from '~/identity/users.server'
import { findTasks, makeUser, newPerson } from '../../tests/factories'
import { personalToken, providerGrant, providerToken, apiForTheFile } from '../../tests/api-client'

const api = apiForTheFile()

const V1 = '/api/v1/external'
const ENROLLMENT = { firstName: 'A', lastName: 'B', timezone: 'UTC', country: 'GB', loadDefaults: 'N', subscriptionTier: 'free', privacyPolicy: 'Y', userAgreement: 'Y' }

async function personWithProviderSession(prefix: string) {
	const { account } = await createAccount({ ...newPerson(prefix), givenName: 'T', familyName: 'K' })
	const subject = `${env().oidc.issuer}|${account!.id}`
	const user = makeUser({ subject })
	// the provider's session as sign-in leaves it: its grant for our client, and a token issued under that grant
	const grantId = await providerGrant(account!.id)
	const sessionId = `s-${crypto.randomUUID()}`
	await new SqliteAdapter('Session').upsert(sessionId, { accountId: account!.id, authorizations: { [env().oidc.clientId]: { grantId } } } as never, 3600)
	const token = await providerToken(account!.id, { grantId })
	return { account: account!, user, subject, sessionId, token }
}

describe('provider access tokens', () => {
	test('log-out ends the grant: the session’s access token answers 401 afterwards', async () => {
		const { token, sessionId } = await personWithProviderSession('logout')
		expect((await api.call('get', '/api/external', { token })).status).toBe(200)
		await logout(new Request(`${env().publicUrl}/logout`, { method: 'POST', headers: { cookie: `_session=${sessionId}` } }))
		const after = await api.call('get', '/api/external', { token })
		expect(after.status).toBe(401)
		expect(after.headers.get('www-authenticate')).toContain('error="invalid_token"')
	})
	test('account deletion: the token answers 401, and POST /users with it creates nobody', async () => {
		const { token, user, subject } = await personWithProviderSession('deleted')
		const del = await api.call('delete', `${V1}/users/${user.id}`, { token })
		expect(del.status).toBe(200)
		expect((await api.call('get', '/api/external', { token })).status).toBe(401)
		const create = await api.call('post', `${V1}/users`, { token, body: { user: ENROLLMENT } })
		expect(create.status).toBe(401)
		expect(findUserBySubject(subject)).toBeUndefined()
	})
	test('a token without a grant, or whose account is gone, is refused', async () => {
		const { account } = await createAccount({ ...newPerson('nogrant'), givenName: 'N', familyName: 'G' })
		expect((await api.call('get', '/api/external', { token: await providerToken(account!.id, { grantId: 'never-issued' }) })).status).toBe(401)
		const orphan = await providerToken('no-such-account')
		const create = await api.call('post', `${V1}/users`, { token: orphan, body: { user: ENROLLMENT } })
		expect(create.status).toBe(401)
		expect(findUserBySubject(`${env().oidc.issuer}|no-such-account`)).toBeUndefined()
	})
})

describe('malformed percent-encoding', () => {
	test('API and page paths answer 400 with one log line, before sign-in, never a stack', async () => {
		const user = makeUser()
		const paths = [
			'/api/v2/external/task/%ZZ',
			`${V1}/users/%`,
			`${V1}/contexts/%`,
			`${V1}/task-templates/%E0%A4%A`,
			`${V1}/tasks/${user.id}/%7B%22title%22%3A%ZZ`,
			'/contexts/%',
			'/task-templates/%E0%A4%A',
			'/tasks/%ZZ',
		]
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
		const error = vi.spyOn(console, 'error').mockImplementation(() => {})
		try {
			for (const path of paths) {
				warn.mockClear()
				const r = await api.call('get', path)
				expect({ path, status: r.status }).toEqual({ path, status: 400 })
				if (path.startsWith('/api/')) expect(r.body).toEqual({ successful: false, message: expect.stringContaining('percent-encoding') })
				expect(warn).toHaveBeenCalledTimes(1)
			}
			expect(error).not.toHaveBeenCalled()
		} finally {
			warn.mockRestore()
			error.mockRestore()
		}
	})
})

describe('text and counters', () => {
	test('NUL characters and lone surrogates through the API are stored as forms store them (NUL gone, U+FFFD)', async () => {
		const user = makeUser()
		const token = personalToken(user.id)
		const hostile = 'a\0b\uD800c\uDC00'
		const stored = 'ab\uFFFDc\uFFFD'
		expect((await api.call('post', `${V1}/tasks`, { token, body: { data: [{ title: hostile, notes: hostile }] } })).status).toBe(201)
		expect(findTasks(user.id).map((t) => [t.title, t.notes])).toEqual([[stored, stored]])
		expect((await api.call('post', `${V1}/contexts`, { token, body: { data: { name: hostile, owner: user.id } } })).status).toBe(201)
		expect(listItems(user.id, 'contexts').map((c) => c.name)).toContain(stored)
		const put = await api.call('put', `${V1}/users`, { token, body: { user: { _id: user.id, firstName: hostile, lastName: hostile, goesBy: hostile, timezone: 'UTC', country: 'GB' } } })
		expect(put.status).toBe(200)
		expect(getUserById(user.id)).toMatchObject({ firstName: stored, lastName: stored })
	})
	test('PUT /task-templates/add-used counts one use per person and template, however often it is sent', async () => {
		const owner = makeUser()
		const template = createTemplate(owner.id, { name: 'Shared', description: 'd', tasks: [{ title: 't', notes: '', children: [] }] })
		db().update(taskTemplates).set({ public: true }).where(eq(taskTemplates.id, template.id)).run()
		const times = () => db().select().from(taskTemplates).where(eq(taskTemplates.id, template.id)).get()!.timesUsed
		const [a, b] = [makeUser(), makeUser()]
		for (const person of [a, a, a, b, b]) {
			const r = await api.call('put', `${V1}/task-templates/add-used`, { token: personalToken(person.id), body: { data: { _id: template.id } } })
			expect(r.status).toBe(200)
		}
		expect(times()).toBe(2)
		expect(countTemplateUse(a.id, 'no-such-template')).toBe(false)
	})
})

/** 64 MB sent in 64 KB pieces (one buffer reused), with or without a Content-Length; the status, or null if refused */
function post64MB(base: string, path: string, chunked: boolean, type = 'application/x-www-form-urlencoded') {
	const piece = Buffer.alloc(64 * 1024, 'a')
	const total = 1024
	return new Promise<number | null>((resolve) => {
		const headers: Record<string, string | number> = { 'content-type': type, origin: env().publicUrl }
		if (!chunked) headers['content-length'] = piece.length * total
		const req = http.request(`${base}${path}`, { method: 'POST', headers }, (res) => {
			res.resume()
			resolve(res.statusCode ?? null)
		})
		req.on('error', () => resolve(null))
		let sent = 0
		const write = () => {
			while (sent < total) {
				sent++
				if (!req.write(piece)) return void req.once('drain', write)
			}
			req.end()
		}
		write()
	})
}

describe('request bodies', () => {
	test('64 MB to a form (declared) and to the webhook (chunked): 413 while streaming, memory grows under 20 MB', async () => {
		const cases: [string, boolean][] = [['/cookies', false], ['/cookies', true], ['/stripe/webhook', true], [`${V1}/tasks`, true]]
		for (const [path, chunked] of cases) {
			global.gc?.()
			const before = process.memoryUsage().rss
			const status = await post64MB(api.base, path, chunked)
			const grown = (process.memoryUsage().rss - before) / 1024 / 1024
			expect({ path, chunked, status }).toEqual({ path, chunked, status: 413 })
			expect(grown).toBeLessThan(20)
		}
	}, 30_000)
	test('12 MB, declared or chunked: the sender reads the 413 and sends the rest without a reset', async () => {
		for (const chunked of [false, true]) {
			const errors: Error[] = []
			const status = await new Promise<number | null>((resolve) => {
				const headers: Record<string, string | number> = { 'content-type': 'application/x-www-form-urlencoded', origin: env().publicUrl }
				if (!chunked) headers['content-length'] = 12 * 1024 * 1024
				let answered: number | null = null
				const req = http.request(`${api.base}/cookies`, { method: 'POST', headers }, (res) => {
					answered = res.statusCode ?? null
					res.resume()
				})
				req.on('error', (e) => (errors.push(e), resolve(answered)))
				req.on('close', () => resolve(answered))
				req.end(Buffer.alloc(12 * 1024 * 1024, 'a'))
			})
			expect({ chunked, status, errors: errors.map(String) }).toEqual({ chunked, status: 413, errors: [] })
		}
	})
	test('a chunked body under the cap is read whole, as before', async () => {
		const user = makeUser()
		const body = JSON.stringify({ data: [{ title: 'chunked' }] })
		const r = await fetch(`${api.base}${V1}/tasks`, {
			method: 'POST',
			headers: { authorization: `Bearer ${personalToken(user.id)}`, 'content-type': 'application/json' },
			body: new ReadableStream({ start: (c) => (c.enqueue(new TextEncoder().encode(body)), c.close()) }),
			duplex: 'half',
		} as RequestInit)
		expect(r.status).toBe(201)
		expect(findTasks(user.id).map((t) => t.title)).toEqual(['chunked'])
	})
})

describe('the API root', () => {
	test('names the product and its version without a token', async () => {
		const { VERSION } = await import('~/lib/version')
		for (const path of ['/api', '/api/v1', '/api/v3']) {
			const res = await api.call('get', path)
			expect(res.status).toBe(200)
			expect(res.body).toMatchObject({ name: 'Twentyfour', version: VERSION })
		}
		expect((await api.call('get', '/healthz')).body).toEqual({ text: `ok ${VERSION}` })
	})
})
