// The weekly review with shared folders (issue 55 points 2 and 6): a step lists the person's own tasks and those of
// folders shared with them that they may change; each decision goes through the one access function, is made as the
// task's owner's, and says who did it (completed by, the change list). A viewer's decision is refused (403), another
// person's task is not found (404), and nothing changes either way.
import { describe, expect, it } from 'vitest'
import { getUserById } from '~/identity/users.server'
import { historyOf } from '~/sharing/assignment.server'
import { findTask } from '~/tasks/tasks.server'
import { makeTask, makeUser, shareWith } from '../../tests/factories'
import { reviewStepAction } from './review-actions.server'
import { stepTasks } from './review.server'

const TZ = 'Europe/London'
const DAY = 86_400_000

async function decide(personId: string, fields: Record<string, string>): Promise<number> {
	const body = new URLSearchParams(fields)
	const request = new Request('http://localhost/review/overdue', { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
	try {
		const answer = await reviewStepAction(request, getUserById(personId)!, 1)
		return answer instanceof Response ? answer.status : 200
	} catch (e) {
		const init = (e as { init?: { status?: number } | null }).init
		if (init?.status) return init.status
		if (e instanceof Response) return e.status
		throw e
	}
}

describe('the weekly review with shared folders', () => {
	it('an editor sees and decides the folder’s overdue tasks as the owner’s; a viewer sees none and is refused; a stranger is not found', async () => {
		const [owner, editor, viewer, stranger] = [makeUser(), makeUser(), makeUser(), makeUser()]
		shareWith(owner.id, 'Groceries', editor.id, 'editor')
		shareWith(owner.id, 'Groceries', viewer.id, 'viewer')
		const now = Date.now()
		const eggs = makeTask(owner.id, { title: 'Eggs', folder: 'Groceries', due: now - 3 * DAY })
		const bread = makeTask(owner.id, { title: 'Bread', folder: 'Groceries', due: now - 2 * DAY })
		const secret = makeTask(owner.id, { title: 'Secret', folder: 'Private', due: now - 3 * DAY })
		const titles = (personId: string) => stepTasks(personId, 'overdue', TZ, now, null).rows.map((r) => r.title).sort()
		expect(titles(editor.id)).toEqual(['Bread', 'Eggs'])
		expect(titles(viewer.id)).toEqual([])
		expect(titles(stranger.id)).toEqual([])
		expect(titles(owner.id)).toEqual(['Bread', 'Eggs', 'Secret'])

		const before = JSON.stringify([findTask(owner.id, eggs.id), findTask(owner.id, secret.id)])
		expect(await decide(viewer.id, { intent: 'complete', taskId: eggs.id })).toBe(403)
		expect(await decide(stranger.id, { intent: 'complete', taskId: eggs.id })).toBe(404)
		expect(await decide(editor.id, { intent: 'drop-date', taskId: secret.id })).toBe(404)
		expect(JSON.stringify([findTask(owner.id, eggs.id), findTask(owner.id, secret.id)])).toBe(before)

		expect(await decide(editor.id, { intent: 'complete', taskId: eggs.id })).toBe(302)
		expect(findTask(owner.id, eggs.id)).toMatchObject({ completed: true, completedBy: editor.id })
		expect(historyOf(eggs.id).map((h) => h.what)).toContain('Completed')
		expect(await decide(editor.id, { intent: 'drop-date', taskId: bread.id })).toBe(302)
		expect(findTask(owner.id, bread.id)).toMatchObject({ due: null, ownerId: owner.id })
		// a shared task goes only to a folder its owner shares with them: not to one of their own
		expect(await decide(editor.id, { intent: 'decide', taskId: bread.id, status: 'next', folder: 'Mine', context: '' })).toBe(302)
		expect(findTask(owner.id, bread.id)).toMatchObject({ folder: 'Groceries', status: 'none' })
	})
})
