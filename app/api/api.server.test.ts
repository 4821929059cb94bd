// Every call of the JSON API through the real Express app: what it answers (the envelopes of spec point 7) and
// what it changes. Tokens, owners, limits and hostile input are in access-rules.server.test.ts.
import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, test } from 'vitest'
import { createAccount } from '~/identity/accounts.server'
import { findUserBySubject } from '~/identity/users.server'
import { env } from '~/lib/env.server'
import { enrollmentFor, findTasks, makeTask, makeUser, newPerson } from '../../tests/factories'
import { filter, personalToken, providerToken, apiForTheFile, succeeded } from '../../tests/api-client'
import { API_ENDPOINTS } from './endpoints.server'
import { billingConfiguredForTheFile } from '../../tests/billing-env'

// a free account meets the paywall only where billing is configured (issue 53)
billingConfiguredForTheFile()

const api = apiForTheFile()

const V1 = '/api/v1/external'

describe('the test call and envelopes', () => {
	test('GET /api/external answers who the token speaks for', async () => {
		const user = makeUser()
		const r = await api.call('get', '/api/external', { token: personalToken(user.id, 'read') })
		expect(r.status).toBe(200)
		expect(r.headers.get('content-type')).toMatch(/application\/json/)
		expect(r.headers.get('cache-control')).toBe('no-store')
		expect(r.body).toEqual({
			successful: true,
			message: 'Hello from a protected endpoint! Your token was accepted.',
			data: { userId: user.id, email: user.email, tokenType: 'personal', access: 'read' },
		})
	})
	test('an unknown call is a JSON 404', async () => {
		const r = await api.call('get', `${V1}/nothing-here`, { token: personalToken(makeUser().id) })
		expect(r.status).toBe(404)
		expect(r.body.successful).toBe(false)
	})
})

describe('contexts and folders', () => {
	test.each(['contexts', 'folders'] as const)('%s: create, read, update (tasks follow), delete by owner', async (kind) => {
		const user = makeUser()
		const token = personalToken(user.id)
		const created = await api.call('post', `${V1}/${kind}`, { token, body: { data: [{ name: 'Errands', customOrder: 5 }, { name: 'Calls', private: 'N' }] } })
		expect(created.status).toBe(201)
		expect(created.body.message).toBe(`2 ${kind.slice(0, -1)}(s) created.`)
		const all = await api.call('get', `${V1}/${kind}/${user.id}/all`, { token })
		expect(all.body.data.map((c: { name: string }) => c.name)).toEqual(['Calls', 'Errands'])
		const calls = all.body.data[0]
		expect(calls).toMatchObject({ _id: expect.any(String), private: 'N', active: 'Y', customOrder: 0, owner: user.id })
		expect((await api.call('get', `${V1}/${kind}/${user.id}`, { token })).body.data).toEqual(all.body.data)

		const field = kind === 'contexts' ? 'context' : 'folder'
		makeTask(user.id, { title: 'Ring Bob', [field]: 'Calls' })
		const renamed = await api.call('put', `${V1}/${kind}`, { token, body: { data: { _id: calls._id, name: 'Phone' } } })
		expect(renamed.status).toBe(200)
		expect(findTasks(user.id)[0]![field]).toBe('Phone')

		const duplicate = await api.call('post', `${V1}/${kind}`, { token, body: { data: { name: 'phone' } } })
		expect(duplicate.status).toBe(400)
		expect(duplicate.body.successful).toBe(false)

		const gone = await api.call('delete', `${V1}/${kind}/byOwner/${user.id}`, { token })
		expect(gone.body).toMatchObject({ successful: true, data: { deleted: 2 } })
		expect(findTasks(user.id)[0]![field]).toBe('')
	})
})

describe('task templates', () => {
	test('create, update, count a use, list (own, public without a token), delete', async () => {
		const user = makeUser({ premium: true })
		const token = personalToken(user.id)
		const draft = { name: 'Trip', description: 'Before leaving', tasks: [{ title: 'Pack', notes: '', children: [{ title: 'Socks', notes: '' }] }] }
		const created = await api.call('post', `${V1}/task-templates`, { token, body: { data: draft } })
		expect(created.status).toBe(201)
		const id = created.body.data._id
		expect(created.body.data).toMatchObject({ name: 'Trip', public: false, owner: user.id, timesUsed: 0 })
		const updated = await api.call('put', `${V1}/task-templates`, { token, body: { data: { ...draft, _id: id, name: 'Holiday' } } })
		expect(updated.body.data.name).toBe('Holiday')
		expect((await api.call('put', `${V1}/task-templates/add-used`, { token, body: { data: { _id: id } } })).status).toBe(200)
		const own = await api.call('get', `${V1}/task-templates/${user.id}/${filter({ public: false })}`, { token })
		expect(own.body.data).toEqual([expect.objectContaining({ _id: id, name: 'Holiday', timesUsed: 1, tasks: draft.tasks })])
		const pub = await api.call('get', `${V1}/task-templates/${user.id}/${filter({ public: true })}`, { token })
		expect(pub.status).toBe(200)
		const anonymous = await api.call('get', `${V1}/task-templates/${filter({ public: true })}`)
		expect(anonymous.status).toBe(200)
		expect(Array.isArray(anonymous.body.data)).toBe(true)
		expect((await api.call('get', `${V1}/task-templates/${filter({ public: false })}`)).status).toBe(401)
		expect((await api.call('delete', `${V1}/task-templates/${id}`, { token })).body.data).toEqual({ _id: id })
	})
	test('a free user cannot create templates (Early Patron), as in the gallery', async () => {
		const token = personalToken(makeUser().id)
		const r = await api.call('post', `${V1}/task-templates`, { token, body: { data: { name: 'x', description: 'y', tasks: [{ title: 't', notes: '', children: [] }] } } })
		expect(r.status).toBe(403)
	})
	test("the spec's messages for a template without a name or a task title", async () => {
		const token = personalToken(makeUser({ premium: true }).id)
		const r = await api.call('post', `${V1}/task-templates`, { token, body: { data: { name: ' ', description: 'd', tasks: [{ title: '', notes: '', children: [] }] } } })
		expect(r.status).toBe(400)
		expect(r.body.message).toContain('A name is required.')
		expect(r.body.message).toContain('A title is required.')
	})
})

describe('users and preferences', () => {
	test('a provider token without a user creates one (enrollment rules), reads and updates it, then deletes it', async () => {
		const person = newPerson('api')
		const { account } = await createAccount({ email: person.email, password: person.password, givenName: 'Grace', familyName: 'Hopper' })
		const token = await providerToken(account!.id)
		const before = await api.call('get', '/api/external', { token })
		expect(before.body.data).toMatchObject({ userId: null, email: person.email, tokenType: 'provider' })
		expect((await api.call('get', `${V1}/users/${person.email}`, { token })).status).toBe(403)

		const refused = await api.call('post', `${V1}/users`, { token, body: { user: { ...enrollmentFor(person), privacyPolicy: 'N' } } })
		expect(refused.status).toBe(400)
		expect(refused.body.message).toContain('You must select Yes in order to continue.')
		const created = await api.call('post', `${V1}/users`, { token, body: { user: enrollmentFor(person, { loadDefaults: true }) } })
		expect(created.status).toBe(201)
		const id = created.body.data._id
		expect(created.body.data).toMatchObject({ email: person.email, loadDefaults: 'Y', privacyPolicy: 'Y', subscriptionTier: 'free' })
		expect(findUserBySubject(`${env().oidc.issuer}|${account!.id}`)?.id).toBe(id)
		expect(findTasks(id)).toHaveLength(4)
		expect((await api.call('post', `${V1}/users`, { token, body: { user: enrollmentFor(person) } })).status).toBe(409)

		const got = await api.call('get', `${V1}/users/${encodeURIComponent(person.email.toUpperCase())}`, { token })
		expect(got.body.data._id).toBe(id)
		const details = { _id: id, firstName: 'Grace', lastName: 'Hopper', goesBy: 'Amazing Grace', timezone: 'Europe/Paris', country: 'US' }
		const put = await api.call('put', `${V1}/users`, { token, body: { user: details } })
		expect(put.body).toMatchObject({ successful: true, message: 'Personal details updated successfully.', data: { goesBy: 'Amazing Grace', timezone: 'Europe/Paris' } })

		const deleted = await api.call('delete', `${V1}/users/${id}`, { token })
		expect(deleted.body).toMatchObject({ successful: true, data: { _id: id } })
		expect(findUserBySubject(`${env().oidc.issuer}|${account!.id}`)).toBeUndefined()
	})
	test('prefs: read (defaults), create (insertedId), update, delete', async () => {
		const user = makeUser({ loadDefaults: true })
		const token = personalToken(user.id)
		const got = await api.call('get', `${V1}/users/prefs/${user.id}`, { token })
		expect(got.body.data).toMatchObject({ owner: user.id, defaultTaskOptions: { priority: 'medium', folder: 'Inbox' }, taskFilter: { completed: 'N' } })
		expect((await api.call('post', `${V1}/users/prefs`, { token, body: { prefs: {} } })).status).toBe(409)
		const deleted = await api.call('delete', `${V1}/users/prefs/${got.body.data._id}`, { token })
		expect(deleted.status).toBe(200)
		const created = await api.call('post', `${V1}/users/prefs`, { token, body: { prefs: { kanbanGroup: 'folder' } } })
		expect(created.status).toBe(201)
		expect(created.body.insertedId).toBe(created.body.data._id)
		const sort = { first: 'title', second: '', third: '', firstDirection: -1, secondDirection: 1, thirdDirection: 1, hideParents: false, hideChildren: true }
		const put = await api.call('put', `${V1}/users/prefs`, {
			token,
			body: { prefs: { taskSortOrder: sort, displayKanban: true, defaultTaskOptions: { priority: 'high', status: 'next', folder: 'Family', context: '', start: 0, due: 7 } } },
		})
		expect(put.body.data).toMatchObject({ taskSortOrder: sort, displayKanban: false, defaultTaskOptions: { priority: 'high', folder: 'Family', due: 7 } })
		const bad = await api.call('put', `${V1}/users/prefs`, { token, body: { prefs: { defaultTaskOptions: { priority: 'urgent', status: 'next', start: 0, due: 0 } } } })
		expect(bad.status).toBe(400)
		expect(bad.body.message).toContain('A priority for the task must be provided.')
	})
})

describe('tasks', () => {
	test('create an array, update (complete a repeat), list with a filter, by id, inbox, delete one and all', async () => {
		const user = makeUser({ timezone: 'America/New_York', loadDefaults: true })
		const token = personalToken(user.id)
		const due = Date.UTC(2026, 2, 10, 4) // midnight in New York
		const created = await api.call('post', `${V1}/tasks`, {
			token,
			body: {
				data: [
					{ title: 'Water plants', due, duetime: 9 * 3600_000, repeat: 'WEEKLY', folder: 'Inbox', priority: 'high', star: 'Y', children: [], index: 0 },
					{ title: 'Buy milk', notes: 'semi-skimmed', context: '@Shopping' },
				],
			},
		})
		expect(created.status).toBe(201)
		expect(created.body).toMatchObject({ successful: true, message: '2 tasks created.' })
		const [plants, milk] = created.body.data
		expect(plants).toMatchObject({ title: 'Water plants', due, duetime: 9 * 3600_000, repeat: 'WEEKLY', star: 'Y', completed: 'N', via: 'Main website', owner: user.id, parent: '' })
		const child = await api.call('post', `${V1}/tasks`, { token, body: { data: [{ title: 'Fetch the can', parent: plants._id }] } })
		expect(child.body.data[0].parent).toBe(plants._id)
		const grandchild = await api.call('post', `${V1}/tasks`, { token, body: { data: [{ title: 'Too deep', parent: child.body.data[0]._id }] } })
		expect(grandchild.status).toBe(400)

		const done = await api.call('put', `${V1}/tasks`, { token, body: { data: { _id: plants._id, title: 'Water the plants', completed: 'Y', childIndex: 1, variant: 'x' } } })
		expect(done.body).toMatchObject({ successful: true, message: 'Task updated; its next instance was created.', data: { title: 'Water the plants', completed: 'Y', due } })
		expect(done.body.data.completedDate).toEqual(expect.any(Number))

		const list = await api.call('get', `${V1}/tasks/${user.id}/${filter({ $or: [{ title: { $regex: 'water' }, completed: 'N' }, { context: { $eq: '@Shopping' } }] })}?total=true`, { token })
		expect(list.status).toBe(200)
		expect(list.body.data.map((t: { title: string }) => t.title).sort()).toEqual(['Buy milk', 'Water the plants'])
		expect(list.body.data.find((t: { title: string }) => t.title === 'Water the plants').due).toBe(due + 7 * 86_400_000)
		expect(list.body.total).toBe(2)
		const paged = await api.call('get', `${V1}/tasks/${user.id}/${filter({})}?limit=2&offset=1`, { token })
		expect(paged.body).toMatchObject({ message: '2 tasks.', more: true })
		expect(paged.body.data).toHaveLength(2)
		expect(paged.body.total).toBeUndefined()
		const last = await api.call('get', `${V1}/tasks/${user.id}/${filter({})}?limit=5&offset=5&total=true`, { token })
		expect(last.body).toMatchObject({ message: '3 of 8 tasks.', more: false, total: 8 })

		const one = await api.call('get', `/api/v2/external/task/${milk._id}`, { token })
		expect(one.body.data).toMatchObject({ _id: milk._id, notes: 'semi-skimmed', context: '@Shopping' })
		const inbox = await api.call('get', '/api/v3/tasks/gtd/inbox', { token })
		expect(inbox.body.data.map((t: { title: string }) => t.title)).toContain('Buy milk')
		expect(inbox.body.data.every((t: { status: string }) => t.status === 'none')).toBe(true)
		// the weekly review's steps as quick filters (decision 202; their own tests: review-api.server.test.ts)
		expect((await api.call('get', '/api/v3/tasks/review/inbox', { token })).body.data.map((t: { title: string }) => t.title)).toContain('Buy milk')
		expect((await api.call('get', '/api/v3/folders/review/without-next-action', { token })).status).toBe(200)

		expect((await api.call('delete', `${V1}/tasks/${milk._id}`, { token })).body.data).toEqual({ _id: milk._id, children: 0 })
		expect((await api.call('get', `/api/v2/external/task/${milk._id}`, { token })).status).toBe(404)
		const all = await api.call('delete', `${V1}/tasks/byOwner/${user.id}`, { token })
		expect(all.body.data.deleted).toBe(7)
		expect(findTasks(user.id)).toHaveLength(0)
	})
	test('understand=Y reads the title as quick add does, and refuses names the person does not have', async () => {
		const user = makeUser({ timezone: 'Europe/London', loadDefaults: true })
		const token = personalToken(user.id)
		const r = await api.call('post', `${V1}/tasks`, { token, body: { data: [{ title: 'Call Bob tomorrow 5pm @home #family !2 * every weekday', understand: 'Y', priority: 'top' }] } })
		expect(r.status).toBe(201)
		expect(r.body.data[0]).toMatchObject({ title: 'Call Bob', context: '@Home', folder: 'Family', priority: 'top', star: 'Y', duetime: 17 * 3600_000, repeat: 'ADVANCED' })
		const plain = await api.call('post', `${V1}/tasks`, { token, body: { data: [{ title: 'Lunch tomorrow @home' }] } })
		expect(plain.body.data[0]).toMatchObject({ title: 'Lunch tomorrow @home', context: '' })
		const unknown = await api.call('post', `${V1}/tasks`, { token, body: { data: [{ title: 'Lift @gym', understand: 'Y' }] } })
		expect(unknown.status).toBe(400)
		expect(unknown.body.message).toContain('A context for the task must be provided.')
	})
	test('q searches the list (ranked, with the filter), and never finds another person’s tasks', async () => {
		const user = makeUser()
		const other = makeUser()
		const token = personalToken(user.id)
		makeTask(user.id, { title: 'Buy milk', notes: 'dentist said no sugar', star: true })
		makeTask(user.id, { title: 'Dentist appointment' })
		makeTask(user.id, { title: 'Dentures', completed: true })
		makeTask(other.id, { title: 'Dentist of the other person' })
		const titles = async (f: unknown, q: string) => {
			const r = await api.call('get', `${V1}/tasks/${user.id}/${filter(f)}?q=${encodeURIComponent(q)}&total=true`, { token })
			expect(r.status).toBe(200)
			return r.body.data.map((t: { title: string }) => t.title)
		}
		expect(await titles({}, 'dent')).toEqual(['Dentures', 'Dentist appointment', 'Buy milk'])
		expect(await titles({ completed: 'N' }, 'dent')).toEqual(['Dentist appointment', 'Buy milk'])
		expect(await titles({ $or: [{ star: 'Y' }, { completed: 'Y' }] }, 'dent -sugar')).toEqual(['Dentures'])
		expect(await titles({}, 'NEAR( " *')).toEqual([])
		expect(await titles({}, '')).toHaveLength(3)
	})
	test("the form's messages for a task without a title or with an unknown folder", async () => {
		const token = personalToken(makeUser().id)
		const r = await api.call('post', `${V1}/tasks`, { token, body: { data: [{ title: 'ok' }, { title: ' ', folder: 'Nowhere' }] } })
		expect(r.status).toBe(400)
		expect(r.body.message).toBe('data[1]: title: A title (name) for the task must be provided.; folder: A folder for the task must be provided.')
	})
})

describe('analytics', () => {
	test('the dashboard, each variant, and the word cloud', async () => {
		const user = makeUser({ timezone: 'UTC' })
		const token = personalToken(user.id)
		const day = Date.UTC(2026, 0, 14)
		makeTask(user.id, { title: 'a', start: day, due: day, folder: 'Work', context: '@Home' })
		makeTask(user.id, { title: 'b', due: day, folder: 'Work', completed: true, completedDate: day })
		const all = await api.call('get', `${V1}/analytics/dashboard/${user.id}/${filter({ start: day })}`, { token })
		expect(all.status).toBe(200)
		expect(all.body.data.cm.completed).toEqual([{ _id: { completed: 'Y' }, count: 1 }, { _id: { completed: 'N' }, count: 1 }])
		expect(all.body.data.at.completed).toEqual([{ _id: { completed: 'Y' }, count: 1 }, { _id: { completed: 'N' }, count: 1 }])
		expect(all.body.data.week.due.find((d: { _id: string }) => d._id === '2026-01-14').count).toBe(2)
		for (const variant of ['at', 'contexts', 'folders', 'mtd', 'ps', 'thisweek', 'ytd']) {
			const r = await api.call('get', `${V1}/analytics/dashboard/${variant}/${user.id}/${filter({ start: day, completed: 'N', count: 'tasks' })}`, { token })
			expect(r.status, variant).toBe(200)
		}
		const folders = await api.call('get', `${V1}/analytics/dashboard/folders/${user.id}/${filter({ completed: 'N' })}`, { token })
		expect(folders.body.data).toEqual([{ _id: 'Work', count: 1 }])
		const cloud = await api.call('get', `${V1}/analytics/wordCloud/${user.id}/${filter({ completed: 'A', field: 'due', from: day, to: day + 86_400_000 })}`, { token })
		expect(cloud.body).toMatchObject({ successful: true, data: [{ _id: 'Work', folder_count: 2 }], total: 2 })
		const bad = await api.call('get', `${V1}/analytics/dashboard/${user.id}/${filter({ $where: '1' })}`, { token })
		expect(bad.status).toBe(400)
	})
})

describe('the OpenAPI document', () => {
	test('is a valid OpenAPI 3.1 document that lists every endpoint, with no token needed', async () => {
		const r = await api.call('get', '/api/v1/openapi.json')
		expect(r.status).toBe(200)
		const result = await new Validator().validate(r.body)
		expect(result.errors ?? []).toEqual([])
		expect(result.valid).toBe(true)
		expect(r.body.openapi).toBe('3.1.0')
		for (const e of API_ENDPOINTS) expect(r.body.paths[e.path]?.[e.method], `${e.method} ${e.path}`).toBeDefined()
		const listed = Object.values(r.body.paths as Record<string, object>).reduce((n, ops) => n + Object.keys(ops).length, 0)
		expect(listed).toBe(API_ENDPOINTS.length)
		const create = r.body.paths['/api/v1/external/tasks'].post
		expect(create.requestBody.content['application/json'].schema.properties.data.maxItems).toBe(100)
	})
})

test('every endpoint was answered with a success in this file', () => {
	expect(API_ENDPOINTS.map((e) => `${e.method} ${e.path}`).filter((k) => !succeeded.has(k))).toEqual([])
})
