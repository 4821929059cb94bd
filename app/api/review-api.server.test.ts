// The weekly review's steps as quick filters of the JSON API (issue 26 item 4, decision 202): each step answers what
// the review's own selection lists for the token's person, and never another person's tasks or folders.
import { describe, expect, test } from 'vitest'
import { folders } from '#db/schema'
import { db } from '~/lib/db.server'
import { stepTasks } from '~/review/review.server'
import type { TaskStepSlug } from '~/review/steps'
import { makeTask, makeUser } from '../../tests/factories'
import { personalToken, apiForTheFile } from '../../tests/api-client'

const api = apiForTheFile()

const DAY = 86_400_000
const STEPS: TaskStepSlug[] = ['inbox', 'overdue', 'waiting', 'someday', 'week-ahead']
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const titles = (body: Record<string, any>) => (body.data as { title: string }[]).map((t) => t.title).sort()

/** one task for each step (and some for none), titled by the person's tag */
function person(tag: string) {
	const user = makeUser({ timezone: 'UTC' })
	const now = Date.now()
	const t = (title: string, v: Parameters<typeof makeTask>[1] = {}) => makeTask(user.id, { title: `${tag} ${title}`, added: now - 30 * DAY, ...v })
	t('inbox')
	t('inbox done', { completed: true })
	t('overdue', { status: 'next', due: now - 3 * DAY })
	t('waiting', { status: 'waiting', folder: 'Work' })
	t('delegated fresh', { status: 'delegated', added: now - DAY })
	t('someday', { status: 'someday' })
	t('hold', { status: 'hold' })
	t('due in 3 days', { status: 'planning', due: now + 3 * DAY, folder: 'Work' })
	t('next in Home', { status: 'next', folder: 'Home' })
	for (const name of ['Work', 'Home']) db().insert(folders).values({ ownerId: user.id, name, active: true }).run()
	return user
}

describe('GET /api/v3/tasks/review/{step}', () => {
	test('each step lists the review’s own selection, of the token’s person only', async () => {
		const user = person('mine')
		person('theirs')
		const token = personalToken(user.id, 'read')
		const expected: Record<TaskStepSlug, string[]> = {
			inbox: ['mine inbox'],
			overdue: ['mine overdue'],
			waiting: ['mine waiting'],
			someday: ['mine hold', 'mine someday'],
			'week-ahead': ['mine due in 3 days'],
		}
		for (const step of STEPS) {
			const r = await api.call('get', `/api/v3/tasks/review/${step}`, { token })
			expect(r.status, step).toBe(200)
			expect(titles(r.body), step).toEqual(expected[step])
			// the same rule as the review page: its query, not a second copy
			expect(titles(r.body), step).toEqual(stepTasks(user.id, step, 'UTC', Date.now(), null).rows.map((t) => t.title).sort())
			expect(r.body.data.every((t: { owner: string }) => t.owner === user.id), step).toBe(true)
		}
	})

	test('pages with limit and offset, with more and total', async () => {
		const user = makeUser({ timezone: 'UTC' })
		for (let i = 0; i < 5; i++) makeTask(user.id, { title: `inbox ${i}`, added: Date.now() - (10 - i) * DAY })
		const token = personalToken(user.id, 'read')
		const first = await api.call('get', '/api/v3/tasks/review/inbox?limit=2&total=true', { token })
		expect(first.body).toMatchObject({ successful: true, message: '2 of 5 tasks.', more: true, total: 5 })
		expect(first.body.data.map((t: { title: string }) => t.title)).toEqual(['inbox 0', 'inbox 1'])
		const last = await api.call('get', '/api/v3/tasks/review/inbox?limit=2&offset=4', { token })
		expect(last.body).toMatchObject({ message: '1 task.', more: false })
		expect(last.body.total).toBeUndefined()
	})

	test('refuses a step that is not a task step, and a call without a token', async () => {
		const token = personalToken(makeUser().id, 'read')
		for (const step of ['folders', 'trash', '..%2Ftasks', "inbox' or 1=1"]) {
			const r = await api.call('get', `/api/v3/tasks/review/${encodeURIComponent(step)}`, { token })
			expect(r.status, step).toBe(400)
			expect(r.body.message).toContain('The step must be one of inbox, overdue, waiting, someday, week-ahead.')
		}
		expect((await api.call('get', '/api/v3/tasks/review/inbox')).status).toBe(401)
		expect((await api.call('get', '/api/v3/tasks/review/inbox?limit=5000', { token })).status).toBe(400)
	})
})

describe('GET /api/v3/folders/review/without-next-action', () => {
	test('lists step 4’s folders of the token’s person only', async () => {
		const user = person('mine')
		const other = person('theirs')
		// the other person's folder named like one of this person's, with a next action, changes nothing here
		makeTask(other.id, { title: 'their next in Work', status: 'next', folder: 'Work' })
		const r = await api.call('get', '/api/v3/folders/review/without-next-action', { token: personalToken(user.id, 'read') })
		expect(r.body).toEqual({ successful: true, message: '1 folder without a next action.', data: [{ folder: 'Work', open: 2 }] })
		makeTask(user.id, { title: 'mine next in Work', status: 'active', folder: 'Work' })
		const after = await api.call('get', '/api/v3/folders/review/without-next-action', { token: personalToken(user.id, 'read') })
		expect(after.body).toMatchObject({ message: '0 folders without a next action.', data: [] })
		// and the other person's answer is about their own folders (each has a next action)
		const theirs = await api.call('get', '/api/v3/folders/review/without-next-action', { token: personalToken(other.id, 'read') })
		expect(theirs.body.data).toEqual([])
	})
})
