// A member's list pages are read per owner (decision 390: the person's own tasks and each sharing owner's apart, each
// in order from its owner's index, the page the first of those). The oracle is the one condition of
// `visibleTasksSql` (an `or` over every row): every page and count of every kind of list, at every offset, with two
// sharing owners, sub-tasks whose own folder differs from their parent's and tasks in folders not shared, is the same.
import { and, count, eq, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tasks } from '#db/schema'
import { db } from '~/lib/db.server'
import { taskPreferences } from '~/tasks/preferences.server'
import { moveToTrash, restoreFromTrash } from '~/tasks/trash.server'
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

	// decision 400: the member's count is their own tasks' kept count (by their log of changes) plus each sharing owner's
	// shared tasks counted again whenever that owner's log moves: after any owner's change it is still the one
	// condition's count, including a parent moved out of a shared folder (its sub-tasks leave with it, unlogged)
	it('keep their counts right after every owner’s changes', () => {
		const [member, ann] = [makeUser(), makeUser()]
		shareWith(ann.id, 'Groceries', member.id, 'editor')
		const now = Date.now()
		const folders = ['Groceries', 'Secret', '']
		const made: { id: string; ownerId: string }[] = []
		for (const owner of [member, ann]) {
			for (let i = 0; i < 18; i++) {
				const parent = makeTask(owner.id, { title: `t ${i}`, folder: folders[i % 3]!, due: i % 2 ? now - DAY : now + 3 * DAY, completed: i % 5 === 0 })
				made.push(parent)
				if (i % 3 === 0) made.push(makeTask(owner.id, { title: `s ${i}`, parentId: parent.id, folder: 'Secret', due: now - DAY }))
			}
		}
		const specs: TaskListSpec[] = [{ kind: 'all' }, { kind: 'quick', name: 'overdue', offset: 0 }, { kind: 'by', field: 'folder', value: 'Groceries' }]
		const prefs = taskPreferences(member.id)
		const settings = [prefs, { ...prefs, taskSortOrder: { ...prefs.taskSortOrder, hideChildren: true } }]
		const trashed: { id: string; ownerId: string }[] = []
		let seed = 7
		const next = (n: number) => {
			seed = (seed * 1103515245 + 12345) % 2147483648
			return seed % n
		}
		for (let step = 0; step < 90; step++) {
			for (const p of settings) {
				for (const spec of specs) {
					const where = listWhere(member.id, spec, p, ZONE, now)
					const total = db().select({ n: count() }).from(tasks).where(where).get()!.n
					expect(listTasks(member.id, spec, p, ZONE, { limit: 5, now }).total, JSON.stringify([step, spec, p.taskSortOrder.hideChildren])).toBe(total)
				}
			}
			const task = made[next(made.length)]!
			const row = () => db().select().from(tasks).where(eq(tasks.id, task.id)).get()
			const change = next(7)
			if (change === 0) db().update(tasks).set({ folder: folders[next(3)]! }).where(eq(tasks.id, task.id)).run()
			else if (change === 1) db().update(tasks).set({ completed: next(2) === 0 }).where(eq(tasks.id, task.id)).run()
			else if (change === 2) db().update(tasks).set({ due: next(2) ? now - 2 * DAY : now + DAY }).where(eq(tasks.id, task.id)).run()
			else if (change === 3) made.push(makeTask(task.ownerId, { title: `new ${step}`, folder: folders[next(3)]!, due: now - DAY }))
			else if (change === 4) {
				// a task becomes a sub-task of another top-level task of its owner's, or top-level again
				const parents = db().select().from(tasks).where(and(eq(tasks.ownerId, task.ownerId), isNull(tasks.parentId))).all()
				const parent = parents[next(parents.length)]
				const childless = !db().select().from(tasks).where(eq(tasks.parentId, task.id)).get()
				if (parent && parent.id !== task.id && childless && row()) db().update(tasks).set({ parentId: row()!.parentId ? null : parent.id }).where(eq(tasks.id, task.id)).run()
			} else if (change === 5 && row() && !row()!.parentId) db().transaction((tx) => trashed.push(...moveToTrash(tx, task.ownerId, [task.id]).slice(0, 1).map((id) => ({ id, ownerId: task.ownerId }))))
			else if (change === 6 && trashed.length) {
				const group = trashed.splice(next(trashed.length), 1)[0]!
				restoreFromTrash(group.ownerId, group.id)
			}
		}
	}, 30_000)
})
