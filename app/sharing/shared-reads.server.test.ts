// Reads of shared folders (issue 55 points 2 and 5; decisions 363, 364): the lists, a quick filter, a folder's list,
// search, the Kanban board and the cards show a shared folder's tasks to its members, never to anyone else; a
// person's counts stay what they own; and a member's data version moves with every change any member makes, so
// their kept pages (decision 180) are computed again.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tasks } from '#db/schema'
import { countedTasks } from '~/analytics/analytics.server'
import { getUserById } from '~/identity/users.server'
import { db } from '~/lib/db.server'
import { startOfToday } from '~/tasks/quick-filters'
import { kanbanBoard } from '~/tasks/kanban.server'
import { taskPreferences } from '~/tasks/preferences.server'
import { presentTasks } from '~/tasks/present.server'
import { listTasks } from '~/tasks/tasks.server'
import type { TaskListSpec } from '~/tasks/lists'
import { makeTask, makeUser, shareWith } from '../../tests/factories'
import { removeMember } from './members.server'

const titles = (personId: string, spec: TaskListSpec) => {
	const prefs = taskPreferences(personId)
	const { rows, total } = listTasks(personId, spec, prefs, 'Europe/London', { limit: 50 })
	expect(total).toBe(rows.length)
	return rows.map((r) => r.title).sort()
}

describe('a shared folder’s tasks in the lists', () => {
	const owner = makeUser({ premium: true })
	const editor = makeUser({ premium: true })
	const viewer = makeUser({ premium: true })
	const stranger = makeUser({ premium: true })
	const today = startOfToday('Europe/London', Date.now())
	const setUp = () => {
		shareWith(owner.id, 'Groceries', editor.id, 'editor')
		shareWith(owner.id, 'Groceries', viewer.id, 'viewer')
		const milk = makeTask(owner.id, { title: 'Milk', folder: 'Groceries', due: today, stackRank: null })
		makeTask(owner.id, { title: 'Oat milk', folder: 'Groceries', parentId: milk.id })
		makeTask(owner.id, { title: 'Owner’s secret milk', folder: 'Finances', due: today })
		makeTask(editor.id, { title: 'Editor’s own', folder: 'Groceries', due: today })
		makeTask(stranger.id, { title: 'Stranger’s milk', folder: 'Groceries', due: today })
		return milk
	}
	it('every list, a quick filter, a folder’s list and search: members see them, nobody else does', () => {
		setUp()
		expect(titles(editor.id, { kind: 'all' })).toEqual(['Editor’s own', 'Milk', 'Oat milk'])
		expect(titles(viewer.id, { kind: 'all' })).toEqual(['Milk', 'Oat milk'])
		expect(titles(stranger.id, { kind: 'all' })).toEqual(['Stranger’s milk'])
		expect(titles(owner.id, { kind: 'all' })).toEqual(['Milk', 'Oat milk', 'Owner’s secret milk'])
		expect(titles(viewer.id, { kind: 'quick', name: 'todays-focus', offset: 0 })).toEqual(['Milk'])
		expect(titles(editor.id, { kind: 'by', field: 'folder', value: 'Groceries' })).toEqual(['Editor’s own', 'Milk', 'Oat milk'])
		expect(titles(viewer.id, { kind: 'search', text: 'milk' })).toEqual(['Milk', 'Oat milk'])
		expect(titles(stranger.id, { kind: 'search', text: 'milk' })).toEqual(['Stranger’s milk'])
		// the JSON API's lists: the person's own (shared folders are not in the API yet)
		const own = listTasks(editor.id, { kind: 'all' }, taskPreferences(editor.id), 'Europe/London', { limit: 50, scope: 'own' })
		expect(own.rows.map((r) => r.title)).toEqual(['Editor’s own'])
		expect(own.total).toBe(1)
		// the counts of the dashboard and the word cloud: what the person owns
		expect(db().select({ title: tasks.title }).from(tasks).where(countedTasks(viewer.id, 'Europe/London')).all()).toEqual([])
	})
	it('the Kanban board and the cards: who shares it, and a viewer’s card offers no change', () => {
		const milk = db().select().from(tasks).where(eq(tasks.title, 'Milk')).all().find((t) => t.ownerId === owner.id)!
		const board = kanbanBoard(viewer.id, { kind: 'all' }, taskPreferences(viewer.id), 'Europe/London', {})
		expect(board.total).toBe(2)
		expect(board.columns.flatMap((c) => c.tasks.map((t) => t.title)).sort()).toEqual(['Milk', 'Oat milk'])
		const [viewed] = presentTasks(viewer.id, [milk], 'Europe/London')
		expect(viewed).toMatchObject({ sharedBy: `Shared by ${owner.goesBy}, view only`, viewOnly: true, subTasks: [expect.objectContaining({ title: 'Oat milk' })] })
		const [edited] = presentTasks(editor.id, [milk], 'Europe/London')
		expect(edited!.sharedBy).toBe(`Shared by ${owner.goesBy}`)
		expect(edited!.viewOnly).toBeUndefined()
		expect(presentTasks(owner.id, [milk], 'Europe/London')[0]!.sharedBy).toBeUndefined()
	})
})

describe('a member’s data version (kept pages, decision 364)', () => {
	it('moves with the owner’s changes and each change of membership, only ever upwards; a stranger’s stays', () => {
		const owner = makeUser()
		const member = makeUser()
		const stranger = makeUser()
		const version = (id: string) => getUserById(id)!.dataVersion!
		const seen = [version(member.id)]
		const strangerAt = version(stranger.id)
		const step = () => {
			const v = version(member.id)
			expect(v, `after ${seen.length} steps`).toBeGreaterThan(seen.at(-1)!)
			seen.push(v)
		}
		const folder = shareWith(owner.id, 'Move', member.id, 'viewer')
		step()
		const task = makeTask(owner.id, { title: 'Boxes', folder: 'Move' })
		step()
		db().update(tasks).set({ title: 'Big boxes' }).where(eq(tasks.id, task.id)).run()
		step()
		shareWith(owner.id, 'Move', member.id, 'editor')
		step()
		// many changes of the owner's, then removal: the sum loses the owner's version, and still grows
		for (let i = 0; i < 5; i++) makeTask(owner.id, { title: `More ${i}` })
		step()
		removeMember(owner.id, folder.id, member.id)
		step()
		makeTask(member.id, { title: 'Own' })
		step()
		expect(version(stranger.id)).toBe(strangerAt)
	})
})
