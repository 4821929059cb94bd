// A Kanban move of a shared task writes its change list (issue 55 point 4; decision 384): who moved it and what the
// move changed (the status, the folder, the context or the priority of the column), as the card's writes do.
import { describe, expect, it } from 'vitest'
import { moveTarget } from '~/tasks/kanban-move'
import { kanbanMoveAction } from '~/tasks/kanban-move.server'
import { requireTask } from '~/tasks/tasks.server'
import { makeTask, makeUser, newPerson, shareWith } from '../../tests/factories'
import { context, post, statusOf } from '../../tests/seams-entries'
import { historyOf } from './assignment.server'

type Person = ReturnType<typeof makeUser>
const move = (who: Person, id: string, group: string, to: string, via?: 'drag') =>
	statusOf(kanbanMoveAction(post('/tasks/move', [['group', group], ['to', to], ['returnTo', '/tasks'], ...(via ? ([['via', via]] as [string, string][]) : [])]), context(via === 'drag'), who, id))

describe('the change list of a Kanban move', () => {
	it('a member’s move of a shared task, by the Move to form and by dragging, says who and what', async () => {
		const ann = makeUser({ premium: true, person: { ...newPerson('ann'), firstName: 'Ann', lastName: 'Owner' } })
		const ben = makeUser({ premium: true, person: { ...newPerson('ben'), firstName: 'Ben', lastName: 'Editor' } })
		shareWith(ann.id, 'Groceries', ben.id, 'editor')
		const task = makeTask(ann.id, { title: 'Milk', folder: 'Groceries', status: 'none', priority: 'low' })
		expect(await move(ben, task.id, 'status', moveTarget('top', 'waiting'))).toBe(302)
		expect(requireTask(ann.id, task.id).status).toBe('waiting')
		expect(historyOf(task.id).map((h) => [h.by, h.what])).toEqual([['Ben', 'Status: Waiting']])
		expect(await move(ann, task.id, 'priority', moveTarget('bottom', 'high'), 'drag')).toBe(200)
		expect(requireTask(ann.id, task.id).priority).toBe('high')
		expect(historyOf(task.id).map((h) => [h.by, h.what])).toEqual([
			['Ann', 'Priority changed'],
			['Ben', 'Status: Waiting'],
		])
	})

	it('a move within its column (the order only) and a move of a task not shared write nothing', async () => {
		const ann = makeUser({ premium: true })
		const ben = makeUser({ premium: true })
		shareWith(ann.id, 'Groceries', ben.id, 'editor')
		const shared = makeTask(ann.id, { title: 'Bread', folder: 'Groceries', status: 'next' })
		makeTask(ann.id, { title: 'Eggs', folder: 'Groceries', status: 'next' })
		expect(await move(ben, shared.id, 'status', moveTarget('bottom', 'next'))).toBe(302)
		expect(historyOf(shared.id)).toEqual([])
		const own = makeTask(ann.id, { title: 'Diary', folder: 'Private', status: 'none' })
		expect(await move(ann, own.id, 'status', moveTarget('top', 'waiting'))).toBe(302)
		expect(requireTask(ann.id, own.id).status).toBe('waiting')
		expect(historyOf(own.id)).toEqual([])
	})
})
