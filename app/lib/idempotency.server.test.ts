import { describe, expect, test } from 'vitest'
import { eq } from 'drizzle-orm'
import { tasks } from '#db/schema'
import { findTasks, makeTask, makeUser } from '../../tests/factories'
import { db } from './db.server'
import { once, submittedToken, TOKEN_TTL_MS } from './idempotency.server'

describe('once: a repeat of the same token within a minute gets the first answer', () => {
	test('20 submissions of one token create one task and all answer with it', async () => {
		const user = makeUser()
		const answers = await Promise.all(
			Array.from({ length: 20 }, async () => once(user.id, 'quick-add', 'token-abcdef', () => ({ taskId: makeTask(user.id, { title: 'Once' }).id }))),
		)
		expect(findTasks(user.id)).toHaveLength(1)
		expect(new Set(answers.map((a) => a.result.taskId))).toEqual(new Set([findTasks(user.id)[0]!.id]))
		expect(answers.filter((a) => !a.repeated)).toHaveLength(1)
	})
	test('tokens are per person and per form, expire after a minute, and a refused first attempt stores nothing', () => {
		const [ada, bob] = [makeUser(), makeUser()]
		const add = (owner: string, form = 'create', now = Date.now()) =>
			once(owner, form, 'token-123456', () => ({ taskId: makeTask(owner).id }), now)
		const t0 = Date.now()
		add(ada.id, 'create', t0)
		add(bob.id, 'create', t0)
		add(ada.id, 'quick-add', t0)
		expect(add(ada.id, 'create', t0 + TOKEN_TTL_MS - 1).repeated).toBe(true)
		expect(add(ada.id, 'create', t0 + TOKEN_TTL_MS + 1).repeated).toBe(false)
		expect(findTasks(ada.id)).toHaveLength(3)
		expect(findTasks(bob.id)).toHaveLength(1)
		expect(() => once(ada.id, 'create', 'token-refused', () => { throw new Error('refused') })).toThrow('refused')
		expect(once(ada.id, 'create', 'token-refused', () => ({ ok: true })).repeated).toBe(false)
	})
	test('with `again`, each repeat replaces what the one before made, and its answer is the one kept', () => {
		const user = makeUser()
		const make = () => ({ taskId: makeTask(user.id, { title: 'Replaced' }).id })
		const replace = (first: { taskId: string }) => {
			db().delete(tasks).where(eq(tasks.id, first.taskId)).run()
			return make()
		}
		const answers = Array.from({ length: 5 }, () => once(user.id, 'api-token', 'token-again1', make, Date.now(), replace))
		expect(answers.map((a) => a.repeated)).toEqual([false, true, true, true, true])
		// one left: the last answer's
		expect(findTasks(user.id).map((t) => t.id)).toEqual([answers[4]!.result.taskId])
		expect(new Set(answers.map((a) => a.result.taskId)).size).toBe(5)
	})
	test('no token (or not a token): the work just runs', () => {
		const user = makeUser()
		once(user.id, 'create', null, () => ({ taskId: makeTask(user.id).id }))
		once(user.id, 'create', null, () => ({ taskId: makeTask(user.id).id }))
		expect(findTasks(user.id)).toHaveLength(2)
		const form = new FormData()
		form.set('submissionToken', 'x; drop table')
		expect(submittedToken(form)).toBeNull()
		form.set('submissionToken', crypto.randomUUID())
		expect(submittedToken(form)).toMatch(/^[\w-]{36}$/)
	})
})
