// Who may do what through the JSON API: a token of person A never reads or changes person B's data (every
// endpoint), tokens that must fail (expired, other audience, other signature, revoked, read-only on writes,
// cookies), hostile filters and bodies, the body limit and the per-token rate limit.
import express from 'express'
import type { AddressInfo } from 'node:net'
import { beforeAll, describe, expect, test } from 'vitest'
import { createAccount } from '~/identity/accounts.server'
import { embeddedProvider } from '~/identity/embedded-idp.server'
import { getUserById } from '~/identity/users.server'
import { env } from '~/lib/env.server'
import { sessionStorage } from '~/lib/session.server'
import { listItems } from '~/tasks/lists.server'
import { preferencesId, taskPreferences } from '~/tasks/preferences.server'
import { createTemplate } from '~/templates/templates.server'
import { findTasks, makeTask, makeUser, newPerson } from '../../tests/factories'
import { filter, personalToken, providerGrant, providerToken, apiForTheFile } from '../../tests/api-client'
import { foldersWithoutNextAction } from '~/review/review.server'
import { API_ENDPOINTS } from './endpoints.server'
import { apiRouter } from './router.server'
import { createPersonalToken, listPersonalTokens, revokePersonalToken } from './tokens.server'

const api = apiForTheFile()

const V1 = '/api/v1/external'

// oidc-provider is loaded on the provider's first use (decision 331): here, once, not inside a test's 5 s
beforeAll(() => embeddedProvider().then(() => undefined), 60_000)

describe("person A's token against person B's data", () => {
	test('every endpoint: 403 for B as owner, 404 for B\'s records, and B\'s data unchanged', async () => {
		const a = makeUser({ premium: true, loadDefaults: true })
		const b = makeUser({ premium: true, loadDefaults: true })
		const token = personalToken(a.id)
		const bTask = makeTask(b.id, { title: 'B secret', status: 'none' })
		const bTemplate = createTemplate(b.id, { name: 'B private', description: 'd', tasks: [{ title: 't', notes: '', children: [] }] })
		const bContext = listItems(b.id, 'contexts')[0]!
		const bFolder = listItems(b.id, 'folders')[0]!
		const bPrefs = preferencesId(b.id)!
		const snapshot = () => ({
			tasks: findTasks(b.id).map((t) => `${t.id}:${t.title}:${t.completed}`).sort(),
			contexts: listItems(b.id, 'contexts'),
			folders: listItems(b.id, 'folders'),
			prefs: taskPreferences(b.id),
			user: getUserById(b.id),
		})
		const before = snapshot()
		const template = { name: 'x', description: 'y', tasks: [{ title: 't', notes: '', children: [] }] }
		const cases: [string, string, unknown, number][] = [
			['post', `${V1}/contexts`, { data: { name: 'Mine', owner: b.id } }, 403],
			['put', `${V1}/contexts`, { data: { _id: bContext.id, name: 'Taken' } }, 404],
			['get', `${V1}/contexts/${b.id}/all`, undefined, 403],
			['get', `${V1}/contexts/${b.id}`, undefined, 403],
			['delete', `${V1}/contexts/byOwner/${b.id}`, undefined, 403],
			['post', `${V1}/folders`, { data: [{ name: 'Mine', owner: b.id }] }, 403],
			['put', `${V1}/folders`, { data: { _id: bFolder.id, name: 'Taken' } }, 404],
			['get', `${V1}/folders/${b.id}/all`, undefined, 403],
			['get', `${V1}/folders/${b.id}`, undefined, 403],
			['delete', `${V1}/folders/byOwner/${b.id}`, undefined, 403],
			['put', `${V1}/task-templates`, { data: { ...template, _id: bTemplate.id } }, 404],
			['put', `${V1}/task-templates/add-used`, { data: { _id: bTemplate.id } }, 404],
			['delete', `${V1}/task-templates/${bTemplate.id}`, undefined, 404],
			['get', `${V1}/task-templates/${b.id}/${filter({ public: false })}`, undefined, 403],
			['get', `${V1}/task-templates/${a.id}/${filter({ public: false, owner: b.id })}`, undefined, 403],
			['put', `${V1}/users`, { user: { _id: b.id, firstName: 'X', lastName: 'Y', timezone: 'UTC', country: 'GB' } }, 403],
			['get', `${V1}/users/${encodeURIComponent(b.email)}`, undefined, 403],
			['delete', `${V1}/users/${b.id}`, undefined, 403],
			['post', `${V1}/users`, { user: {} }, 400],
			['get', `${V1}/users/prefs/${b.id}`, undefined, 403],
			['post', `${V1}/users/prefs`, { prefs: { owner: b.id } }, 403],
			['put', `${V1}/users/prefs`, { prefs: { owner: b.id, kanbanGroup: 'folder' } }, 403],
			['delete', `${V1}/users/prefs/${bPrefs}`, undefined, 404],
			['post', `${V1}/tasks`, { data: [{ title: 'Under B', parent: bTask.id }] }, 404],
			['put', `${V1}/tasks`, { data: { _id: bTask.id, title: 'Mine now', completed: 'Y' } }, 404],
			['delete', `${V1}/tasks/${bTask.id}`, undefined, 404],
			['delete', `${V1}/tasks/byOwner/${b.id}`, undefined, 403],
			['get', `${V1}/tasks/${b.id}/${filter({})}`, undefined, 403],
			['get', `/api/v2/external/task/${bTask.id}`, undefined, 404],
			['get', `${V1}/analytics/dashboard/${b.id}/${filter({})}`, undefined, 403],
			['get', `${V1}/analytics/dashboard/at/${b.id}/${filter({})}`, undefined, 403],
			['get', `${V1}/analytics/wordCloud/${b.id}/${filter({ from: 0, to: 1 })}`, undefined, 403],
		]
		for (const [method, url, body, status] of cases) {
			const r = await api.call(method, url, { token, body })
			expect({ call: `${method} ${url}`, status: r.status, successful: r.body.successful }).toEqual({ call: `${method} ${url}`, status, successful: false })
		}
		// a personal token never creates a user (POST /users is for a provider identity without one)
		const create = await api.call('post', `${V1}/users`, { token, body: { user: { firstName: 'A', lastName: 'B', timezone: 'UTC', country: 'GB', loadDefaults: 'N', subscriptionTier: 'free', privacyPolicy: 'Y', userAgreement: 'Y' } } })
		expect(create.status).toBe(403)
		// the lists of A's own never hold B's rows
		const inbox = await api.call('get', '/api/v3/tasks/gtd/inbox', { token })
		expect(inbox.body.data.map((t: { _id: string }) => t._id)).not.toContain(bTask.id)
		// nor do the review's steps (decision 202: no owner in the path, the token's person only)
		for (const step of ['inbox', 'overdue', 'waiting', 'someday', 'week-ahead']) {
			const r = await api.call('get', `/api/v3/tasks/review/${step}`, { token })
			expect(r.body.data.map((t: { _id: string }) => t._id)).not.toContain(bTask.id)
		}
		expect((await api.call('get', '/api/v3/folders/review/without-next-action', { token })).body.data).toEqual(foldersWithoutNextAction(a.id))
		const everything = await api.call('get', `${V1}/tasks/${a.id}/${filter({ title: { $regex: 'B secret' } })}`, { token })
		expect(everything.body.data).toEqual([])
		const test = await api.call('get', '/api/external', { token })
		expect(test.body.data.userId).toBe(a.id)
		expect(snapshot()).toEqual(before)
		// the matrix above covers every endpoint that takes an owner or a record id
		const covered = new Set(cases.map(([m, url]) => `${m} ${API_ENDPOINTS.find((e) => e.method === m && new RegExp(`^${e.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(url))?.path}`))
		const owned = API_ENDPOINTS.filter((e) => e.access !== 'none' && e.path !== '/api/external' && e.path !== '/api/v3/tasks/gtd/inbox' && !e.path.includes('/review/') && !(e.method === 'post' && e.path.endsWith('/task-templates')))
		expect(owned.map((e) => `${e.method} ${e.path}`).filter((k) => !covered.has(k))).toEqual([])
	}, 30_000)
})

describe('tokens', () => {
	test('no token, a malformed header, a cookie session: 401 with WWW-Authenticate: Bearer', async () => {
		const user = makeUser()
		const none = await api.call('get', '/api/external')
		expect(none.status).toBe(401)
		expect(none.headers.get('www-authenticate')).toBe('Bearer realm="Twentyfour API"')
		expect(none.body).toEqual({ successful: false, message: 'Token must be supplied.' })
		const basic = await api.call('get', '/api/external', { headers: { authorization: 'Basic eDp5' } })
		expect(basic.status).toBe(401)
		const session = await sessionStorage().getSession()
		session.set('userId', user.id)
		const cookie = (await sessionStorage().commitSession(session)).split(';')[0]!
		const withCookie = await api.call('post', `${V1}/tasks`, { headers: { cookie, origin: env().publicUrl }, body: { data: [{ title: 'x' }] } })
		expect(withCookie.status).toBe(401)
		expect(findTasks(user.id)).toHaveLength(0)
	})
	test('a provider JWT: accepted when signed by the provider for our audience; refused when expired, for another audience or issuer, or signed by another key', async () => {
		const { account } = await createAccount({ ...newPerson('jwt'), givenName: 'J', familyName: 'W' })
		const user = makeUser({ subject: `${env().oidc.issuer}|${account!.id}` })
		const good = await api.call('get', '/api/external', { token: await providerToken(account!.id) })
		expect(good.body.data).toMatchObject({ userId: user.id, tokenType: 'provider', access: 'write' })
		const bad = {
			expired: await providerToken(account!.id, { expiresAt: Math.floor(Date.now() / 1000) - 120 }),
			'wrong audience': await providerToken(account!.id, { audience: 'https://other.example/api' }),
			'wrong issuer': await providerToken(account!.id, { issuer: 'https://evil.example/oidc' }),
			'wrong signature': await providerToken(account!.id, { otherKey: true }),
			'not a JWT': 'abc.def.ghi',
		}
		for (const [why, token] of Object.entries(bad)) {
			const r = await api.call('get', '/api/external', { token })
			expect({ why, status: r.status }).toEqual({ why, status: 401 })
			expect(r.headers.get('www-authenticate')).toContain('error="invalid_token"')
		}
	})
	test('an access token the embedded provider signs for its PUBLIC_URL/api resource server (JWT format) is accepted', async () => {
		const { account } = await createAccount({ ...newPerson('oidc'), givenName: 'O', familyName: 'P' })
		const user = makeUser({ subject: `${env().oidc.issuer}|${account!.id}` })
		const provider = await embeddedProvider()
		const client = await provider.Client.find(env().oidc.clientId)
		const server = new provider.ResourceServer(env().apiAudience, { scope: 'api', audience: env().apiAudience, accessTokenFormat: 'jwt', jwt: { sign: { alg: 'RS256' } } })
		const token = await new provider.AccessToken({ accountId: account!.id, client: client!, scope: 'api', resourceServer: server, grantId: await providerGrant(account!.id), gty: 'authorization_code' }).save()
		expect(token.split('.')).toHaveLength(3)
		const r = await api.call('get', '/api/external', { token })
		expect(r.body.data).toMatchObject({ userId: user.id, tokenType: 'provider' })
	})
	test('personal tokens: hashed, expired and revoked ones refused, last use recorded, read-only refused on every write', async () => {
		const user = makeUser({ premium: true })
		const { token, row } = createPersonalToken(user.id, { name: 'script', access: 'write', expiry: '30' })
		expect(token).toMatch(/^tf_pat_[A-Za-z0-9_-]{43}$/)
		expect(JSON.stringify(row)).not.toContain(token.slice(7))
		expect(row.expiresAt! - row.createdAt).toBe(30 * 86_400_000)
		expect((await api.call('get', '/api/external', { token })).status).toBe(200)
		expect(listPersonalTokens(user.id)[0]!.lastUsedAt).toEqual(expect.any(Number))
		revokePersonalToken(user.id, row.id)
		expect((await api.call('get', '/api/external', { token })).status).toBe(401)
		const expired = createPersonalToken(user.id, { name: 'old', access: 'write', expiry: '30' }, Date.now() - 31 * 86_400_000)
		expect((await api.call('get', '/api/external', { token: expired.token })).status).toBe(401)
		expect((await api.call('get', '/api/external', { token: `${token}x` })).status).toBe(401)

		const readOnly = personalToken(user.id, 'read')
		expect((await api.call('get', `${V1}/contexts/${user.id}/all`, { token: readOnly })).status).toBe(200)
		for (const e of API_ENDPOINTS.filter((x) => x.access === 'write')) {
			const url = e.path.replace(/\{\w+\}/g, user.id)
			const r = await api.call(e.method, url, { token: readOnly, body: e.body ? {} : undefined })
			expect({ call: `${e.method} ${e.path}`, status: r.status, message: r.body.message }).toEqual({
				call: `${e.method} ${e.path}`,
				status: 403,
				message: 'This token is read-only: it cannot change anything.',
			})
		}
		expect(getUserById(user.id)).toBeDefined()
	})
	test('a token can never create tokens: no API call does', () => {
		expect(API_ENDPOINTS.filter((e) => /token/i.test(e.path))).toEqual([])
	})
})

describe('hostile input', () => {
	test.each([
		['an unknown field', { secret: 1 }, 'the field "secret" is not one of'],
		['$where', { $where: 'sleep(1)' }, 'the operator $where is not accepted'],
		['$and at the top', { $and: [] }, 'the operator $and is not accepted'],
		['a regular expression', { title: { $regex: '^(a+)+$' } }, 'regular expressions are refused'],
		['a regex object', { title: { $regex: { source: 'a' } } }, 'not nested JSON'],
		['nesting deeper than the shape', { $or: [{ $or: [{ title: 'a' }] }] }, 'the operator $or is not accepted here'],
		['an operator of another field', { context: { $gt: 'a' } }, 'the operator $gt is not accepted for context'],
		['$ne on a yes/no field', { completed: { $ne: 'Y' } }, 'not accepted for completed'],
		['27 groups', { $or: Array.from({ length: 27 }, () => ({ star: 'Y' })) }, 'at most 26 groups'],
		['a bad date', { due: { $gte: '2026-02-30' } }, 'Enter a date'],
		['an array', ['title'], 'must be a JSON object'],
		['an empty $or', { $or: [] }, 'non-empty array'],
	])('%s is a 400 that says what was refused', async (_why, value, message) => {
		const user = makeUser()
		const r = await api.call('get', `${V1}/tasks/${user.id}/${filter(value)}`, { token: personalToken(user.id, 'read') })
		expect(r.status).toBe(400)
		expect(r.body.successful).toBe(false)
		expect(r.body.message).toContain(message)
	})
	test('over 4 KB, broken JSON, an SQL-looking value (only ever a bound value)', async () => {
		const user = makeUser()
		makeTask(user.id, { title: "Robert'); DROP TABLE tasks;--" })
		const token = personalToken(user.id, 'read')
		const long = await api.call('get', `${V1}/tasks/${user.id}/${filter({ title: 'x'.repeat(4100) })}`, { token })
		expect(long.status).toBe(400)
		expect(long.body.message).toContain('4096 bytes')
		expect((await api.call('get', `${V1}/tasks/${user.id}/%7Bnot-json`, { token })).body.message).toBe('The filter is not valid JSON.')
		const sqlish = await api.call('get', `${V1}/tasks/${user.id}/${filter({ title: { $regex: "'); DROP TABLE tasks;--" } })}`, { token })
		expect(sqlish.status).toBe(400) // ( and ) are regular-expression syntax
		const quoted = await api.call('get', `${V1}/tasks/${user.id}/${filter({ title: "Robert'" })}`, { token })
		expect(quoted.body.data).toHaveLength(1)
		expect(findTasks(user.id)).toHaveLength(1)
	})
	test('bodies: over 1 MB is 413, not JSON is 415, broken JSON is 400, a missing field is 400 naming it', async () => {
		const user = makeUser()
		const token = personalToken(user.id)
		const huge = await api.call('post', `${V1}/tasks`, { token, raw: JSON.stringify({ data: [{ title: 'x', notes: 'n'.repeat(1_100_000) }] }), headers: { 'content-type': 'application/json' } })
		expect(huge.status).toBe(413)
		expect(huge.body).toEqual({ successful: false, message: 'The body is larger than 1 MB.' })
		const form = await api.call('post', `${V1}/tasks`, { token, raw: 'title=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
		expect(form.status).toBe(415)
		const broken = await api.call('post', `${V1}/tasks`, { token, raw: '{"data": [', headers: { 'content-type': 'application/json' } })
		expect(broken.body).toEqual({ successful: false, message: 'The body is not valid JSON.' })
		const missing = await api.call('post', `${V1}/tasks`, { token, body: { data: [{ notes: 'no title' }] } })
		expect(missing.status).toBe(400)
		expect(missing.body.message).toMatch(/^body\.data\.0\.title: /)
		const tooLong = await api.call('post', `${V1}/tasks`, { token, body: { data: [{ title: 't'.repeat(501) }] } })
		expect(tooLong.body.message).toContain('The title can be at most 500 characters.')
		expect(findTasks(user.id)).toHaveLength(0)
	})
	test('an unexpected failure is a 500 without internals', async () => {
		const app = express().use(
			apiRouter({
				endpoints: [{ method: 'get', path: '/api/boom', tag: 't', summary: 's', access: 'none', response: {} as never, handle: () => { throw new Error('SQLITE_CORRUPT at /data/twentyfour.db') } }],
			}),
		)
		const server = app.listen(0, '127.0.0.1')
		await new Promise((r) => server.once('listening', r))
		const original = console.error
		console.error = () => {}
		const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/boom`)
		console.error = original
		server.close()
		expect(res.status).toBe(500)
		const text = await res.text()
		expect(text).not.toContain('SQLITE')
		expect(JSON.parse(text)).toEqual({ successful: false, message: expect.stringContaining('Something went wrong') })
	})
})

test('failed authentications are limited per address; a valid token from the same address still answers', async () => {
	const app = express().use(apiRouter({ failureLimit: 3 }))
	const server = app.listen(0, '127.0.0.1')
	await new Promise((r) => server.once('listening', r))
	const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	const get = (authorization?: string) => fetch(`${base}/api/external`, { headers: authorization ? { authorization } : {} })
	const guesses = [await get('Bearer tf_pat_guess1'), await get('Bearer tf_pat_guess2'), await get()]
	expect(guesses.map((r) => r.status)).toEqual([401, 401, 401])
	const limited = await get('Bearer tf_pat_guess3')
	expect(limited.status).toBe(429)
	expect(await limited.json()).toEqual({ successful: false, message: 'Too many requests without a valid token from this address: at most 60 a minute. Wait a minute and try again.' })
	expect((await get(`Bearer ${personalToken(makeUser().id, 'read')}`)).status).toBe(200)
	server.close()
})

test('the rate limit counts per token: the next request after the limit is a 429 for that token only', async () => {
	const app = express().use(apiRouter({ limit: 5 }))
	const server = app.listen(0, '127.0.0.1')
	await new Promise((r) => server.once('listening', r))
	const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	const one = personalToken(makeUser().id, 'read')
	const other = personalToken(makeUser().id, 'read')
	const get = (token: string) => fetch(`${base}/api/external`, { headers: { authorization: `Bearer ${token}` } })
	for (let i = 0; i < 5; i++) expect((await get(one)).status).toBe(200)
	const limited = await get(one)
	expect(limited.status).toBe(429)
	expect(await limited.json()).toEqual({ successful: false, message: 'Too many requests with this token: at most 600 a minute. Wait a minute and try again.' })
	expect((await get(other)).status).toBe(200)
	server.close()
})
