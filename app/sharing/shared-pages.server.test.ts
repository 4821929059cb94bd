// A member's list pages are read per owner (decision 390: the person's own tasks and each sharing owner's apart, each
// in order from its owner's index, the page the first of those). The oracle is the one condition of
// `visibleTasksSql` (an `or` over every row): every page and count of every kind of list, at every offset, with two
// sharing owners, sub-tasks whose own folder differs from their parent's and tasks in folders not shared, is the same.
import { count } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tasks } from '#db/schema'
import { db } from '~/lib/db.server'
import { taskPreferences } from '~/tasks/preferences.server'
import { sortKeys } from '~/tasks/sort'
import { listTasks, listWhere, orderBySql } from '~/tasks/tasks.server'
import type { TaskListSpec } from '~/tasks/lists'
import { makeTask, makeUser, shareWith } from '../../tests/factories'

const DAY = 86_400_000
const ZONE = 'Europe/London'

describe('a member’s pages, read per owner', () => {
	it('are those of the one condition over every row, at every offset', () => {
		const [member, ann, bob, stranger] = [makeUser(), makeUser(), makeUser(), makeUser()]
		shareWith(ann.id, 'Groceries', member.id, 'editor')
		shareWith(ann.id, 'Move', member.id, 'viewer')
		shareWith(bob.id, 'Club', member.id, 'manager')
		const now = Date.now()
		const folders = ['Groceries', 'Move', 'Club', 'Secret', '']
		let n = 0
		for (const owner of [member, ann, bob, stranger]) {
			for (let i = 0; i < 24; i++) {
				const folder = folders[(i + n) % folders.length]!
				const parent = makeTask(owner.id, {
					title: `${owner.id.slice(0, 4)} task ${i}`,
					folder,
					due: i % 3 ? now + ((i % 7) - 3) * DAY : null,
					priority: (['high', 'low', 'unassigned'] as const)[i % 3],
					status: i % 4 ? 'next' : 'none',
					completed: i % 5 === 0,
				})
				// a sub-task whose own folder is another: it goes where its parent goes
				if (i % 4 === 1) makeTask(owner.id, { title: `${owner.id.slice(0, 4)} sub ${i}`, parentId: parent.id, folder: folders[(i + 2) % folders.length]!, due: now })
			}
			n++
		}
		const specs: TaskListSpec[] = [
			{ kind: 'all' },
			{ kind: 'quick', name: 'overdue', offset: 0 },
			{ kind: 'quick', name: 'this-week', offset: 0 },
			{ kind: 'inbox' },
			{ kind: 'by', field: 'folder', value: 'Groceries' },
			{ kind: 'by', field: 'priority', value: 'high' },
			{ kind: 'ps', priority: 'low', status: 'next' },
		]
		const prefs = taskPreferences(member.id)
		for (const completed of ['N', 'A'] as const) {
			const p = { ...prefs, taskFilter: { ...prefs.taskFilter, completed } }
			for (const spec of specs) {
				const where = listWhere(member.id, spec, p, ZONE, now)
				const all = db().select().from(tasks).where(where).orderBy(...orderBySql(sortKeys(p.taskSortOrder))).all()
				const total = db().select({ n: count() }).from(tasks).where(where).get()!.n
				expect(all.some((t) => t.ownerId === ann.id) || spec.kind === 'ps', JSON.stringify(spec)).toBe(true)
				for (const offset of [0, 7, 20]) {
					const page = listTasks(member.id, spec, p, ZONE, { limit: 7, offset, now })
					expect(page.total, JSON.stringify([spec, completed])).toBe(total)
					expect(page.rows.map((r) => r.id), JSON.stringify([spec, completed, offset])).toEqual(all.slice(offset, offset + 7).map((r) => r.id))
				}
			}
		}
		// nothing of a folder not shared, nor of a stranger
		const seen = listTasks(member.id, { kind: 'all' }, { ...prefs, taskFilter: { ...prefs.taskFilter, completed: 'A' } }, ZONE, { limit: 500, now }).rows
		expect(seen.filter((t) => t.ownerId !== member.id && !t.parentId).every((t) => ['Groceries', 'Move', 'Club'].includes(t.folder))).toBe(true)
		expect(seen.some((t) => t.ownerId === stranger.id)).toBe(false)
	})
})
