import { describe, expect, it } from 'vitest'
import type { AppLoadContext } from 'react-router'
import { findTasks, makeTask, makeUser } from '../../tests/factories'
import { DEFAULT_SORT_ORDER, DEFAULT_TASK_FILTER } from './defaults'
import type { KanbanGroup } from './kanban'
import { moveTarget } from './kanban-move'
import { kanbanMoveAction } from './kanban-move.server'
import { ensureRanks, kanbanBoard, moveTask } from './kanban.server'
import { taskListPage } from './list-page.server'
import { saveTaskPreferences, taskPreferences } from './preferences.server'
import { billingConfiguredForTheFile } from '../../tests/billing-env'

// a free account meets the paywall only where billing is configured (issue 53)
billingConfiguredForTheFile()

const prefs = (kanbanGroup: KanbanGroup) => ({
	taskFilter: { ...DEFAULT_TASK_FILTER, completed: 'N' as const },
	taskSortOrder: { ...DEFAULT_SORT_ORDER },
	kanbanGroup,
})
const board = (ownerId: string, group: KanbanGroup, limits: Record<string, number> = {}) =>
	kanbanBoard(ownerId, { kind: 'all' }, prefs(group), 'Europe/London', limits)
const column = (b: ReturnType<typeof board>, label: string) => b.columns.find((c) => c.label === label)!
const titles = (b: ReturnType<typeof board>, label: string) => column(b, label).tasks.map((t) => t.title)
const rankOf = (ownerId: string, id: string) => findTasks(ownerId).find((t) => t.id === id)!.stackRank

describe('the board of each grouping', () => {
	it('context: the user’s contexts and Unassigned, with counts, cards in stack-rank order', () => {
		const user = makeUser({ loadDefaults: true })
		for (const t of findTasks(user.id)) makeTask(user.id, { title: `copy ${t.title}` }) // a few unassigned
		makeTask(user.id, { title: 'second home', context: '@Home', stackRank: 2 })
		makeTask(user.id, { title: 'first home', context: '@Home', stackRank: 1 })
		makeTask(user.id, { title: 'done home', context: '@Home', stackRank: 0, completed: true })
		ensureRanks(user.id, DEFAULT_SORT_ORDER)
		const b = board(user.id, 'context')
		expect(b.columns.map((c) => c.label)).toEqual(['@Home', '@School', '@Shopping', '@Work', 'Unassigned'])
		expect(titles(b, '@Home').slice(0, 2)).toEqual(['first home', 'second home'])
		expect(column(b, '@Home').count).toBe(titles(b, '@Home').length)
		expect(column(b, 'Unassigned').count).toBeGreaterThanOrEqual(4)
		expect(b.total).toBe(b.columns.reduce((n, c) => n + c.count, 0))
	})
	it('folder, priority and status, Unassigned holding no folder, the unassigned priority and no status', () => {
		const user = makeUser({ loadDefaults: true })
		makeTask(user.id, { title: 'plain' })
		makeTask(user.id, { title: 'urgent', priority: 'top', status: 'next', folder: 'Personal' })
		expect(titles(board(user.id, 'folder'), 'Unassigned')).toContain('plain')
		expect(titles(board(user.id, 'folder'), 'Personal')).toEqual(['urgent'])
		expect(titles(board(user.id, 'priority'), 'Top')).toContain('urgent')
		expect(titles(board(user.id, 'priority'), 'Top')).not.toContain('plain')
		expect(titles(board(user.id, 'priority'), 'Unassigned')).toContain('plain')
		expect(titles(board(user.id, 'status'), 'Next Action')).toContain('urgent')
		expect(titles(board(user.id, 'status'), 'Next Action')).not.toContain('plain')
		expect(titles(board(user.id, 'status'), 'Unassigned')).toContain('plain')
	})
	it('a first page per column, more for the column asked for', () => {
		const user = makeUser()
		for (let i = 0; i < 23; i++) makeTask(user.id, { title: `t${i}`, status: 'next', stackRank: i })
		for (let i = 0; i < 12; i++) makeTask(user.id, { title: `w${i}`, status: 'waiting', stackRank: i })
		const first = board(user.id, 'status')
		expect(column(first, 'Next Action').tasks).toHaveLength(10)
		expect(column(first, 'Next Action').count).toBe(23)
		const more = board(user.id, 'status', { next: 20 })
		expect(column(more, 'Next Action').tasks).toHaveLength(20)
		expect(column(more, 'Waiting').tasks).toHaveLength(10)
	})
})

describe('stack ranks', () => {
	it('tasks without a rank get ranks in steps of 10000 after the highest, once', () => {
		const user = makeUser()
		makeTask(user.id, { title: 'ranked', stackRank: 5 })
		const a = makeTask(user.id, { title: 'a', added: 1 })
		const b = makeTask(user.id, { title: 'b', added: 2 })
		expect(ensureRanks(user.id, { ...DEFAULT_SORT_ORDER, first: 'title', second: '', third: '' })).toBe(2)
		expect([rankOf(user.id, a.id), rankOf(user.id, b.id)]).toEqual([10_005, 20_005])
		expect(ensureRanks(user.id, DEFAULT_SORT_ORDER)).toBe(0)
	})
	it('a move sets the grouped field and the rank from the neighbours', () => {
		const user = makeUser()
		const a = makeTask(user.id, { title: 'a', status: 'next', stackRank: 10_000 })
		const b = makeTask(user.id, { title: 'b', status: 'next', stackRank: 20_000 })
		const x = makeTask(user.id, { title: 'x', status: 'waiting', stackRank: 10_000 })
		const move = (status: string, position: Parameters<typeof moveTask>[2]['position']) =>
			moveTask(user.id, x.id, { group: 'status', column: status, position }, DEFAULT_SORT_ORDER)
		move('next', { kind: 'after', taskId: a.id })
		expect(findTasks(user.id).find((t) => t.id === x.id)).toMatchObject({ status: 'next', stackRank: 15_000 })
		move('next', { kind: 'top' })
		expect(rankOf(user.id, x.id)).toBe(9_900)
		move('next', { kind: 'bottom' })
		expect(rankOf(user.id, x.id)).toBe(20_100)
		move('someday', { kind: 'top' })
		expect(findTasks(user.id).find((t) => t.id === x.id)).toMatchObject({ status: 'someday', stackRank: 100 })
		// Unassigned clears the field
		moveTask(user.id, b.id, { group: 'context', column: '', position: { kind: 'top' } }, DEFAULT_SORT_ORDER)
		expect(findTasks(user.id).find((t) => t.id === b.id)!.context).toBe('')
	})
	it('renumbers the column in steps of 10000 when the neighbours are too close', () => {
		const user = makeUser()
		const a = makeTask(user.id, { title: 'a', status: 'next', stackRank: 1 })
		const b = makeTask(user.id, { title: 'b', status: 'next', stackRank: 1 + 1e-9 })
		const c = makeTask(user.id, { title: 'c', status: 'next', stackRank: 3 })
		const x = makeTask(user.id, { title: 'x', status: 'none', stackRank: 1 })
		const result = moveTask(user.id, x.id, { group: 'status', column: 'next', position: { kind: 'after', taskId: a.id } }, DEFAULT_SORT_ORDER)
		expect(result.renumbered).toBe(4)
		expect([a, x, b, c].map((t) => rankOf(user.id, t.id))).toEqual([10_000, 20_000, 30_000, 40_000])
	})
	it('refuses a column that does not exist and a card to follow from another column', () => {
		const user = makeUser({ loadDefaults: true })
		const a = makeTask(user.id, { title: 'a', status: 'next' })
		const x = makeTask(user.id, { title: 'x' })
		expect(() => moveTask(user.id, x.id, { group: 'context', column: '@Nowhere', position: { kind: 'top' } }, DEFAULT_SORT_ORDER)).toThrow(/does not exist/)
		expect(() => moveTask(user.id, x.id, { group: 'status', column: 'waiting', position: { kind: 'after', taskId: a.id } }, DEFAULT_SORT_ORDER)).toThrow(/no longer/)
		expect(findTasks(user.id).find((t) => t.id === x.id)).toMatchObject({ status: 'none', context: '' })
	})
})

const context = (isDataRequest = false) => ({ isDataRequest }) as unknown as AppLoadContext
const post = (fields: Record<string, string>) =>
	new Request('http://localhost/tasks/move/x', { method: 'POST', body: new URLSearchParams(fields) })
const status = async (run: Promise<unknown>) => {
	try {
		const r = await run
		return r instanceof Response ? r.status : ((r as { init?: { status?: number } }).init?.status ?? 200)
	} catch (e) {
		return (e as { init?: { status?: number } }).init?.status ?? (e as Response).status
	}
}

describe('the move post', () => {
	it('is refused for a free user (forged post) and changes nothing', async () => {
		const user = makeUser()
		const t = makeTask(user.id, { title: 't' })
		const code = await status(kanbanMoveAction(post({ group: 'status', to: moveTarget('top', 'next') }), context(), user, t.id))
		expect(code).toBe(403)
		expect(findTasks(user.id)[0]).toMatchObject({ status: 'none', stackRank: null })
	})
	it('gives 404 for another person’s task id or card to follow, and changes nothing', async () => {
		const me = makeUser({ premium: true })
		const other = makeUser()
		const theirs = makeTask(other.id, { title: 'theirs', stackRank: 7 })
		const mine = makeTask(me.id, { title: 'mine' })
		expect(await status(kanbanMoveAction(post({ group: 'status', to: moveTarget('top', 'next') }), context(), me, theirs.id))).toBe(404)
		expect(await status(kanbanMoveAction(post({ group: 'status', to: moveTarget(`after:${theirs.id}`, 'none') }), context(), me, mine.id))).toBe(404)
		expect(findTasks(other.id)[0]).toMatchObject({ status: 'none', stackRank: 7 })
		expect(findTasks(me.id)[0]).toMatchObject({ status: 'none', stackRank: null })
	})
	it('moves with a redirect (form) or data (drag); a bad target is a 400, a refused drag a 409', async () => {
		const me = makeUser({ premium: true })
		const t = makeTask(me.id, { title: 't' })
		const moved = await kanbanMoveAction(post({ group: 'status', to: moveTarget('top', 'next'), returnTo: '/tasks/overdue' }), context(), me, t.id)
		expect(moved).toBeInstanceOf(Response)
		expect((moved as Response).headers.get('Location')).toBe('/tasks/overdue')
		expect(findTasks(me.id)[0]!.status).toBe('next')
		expect(await status(kanbanMoveAction(post({ group: 'status', to: 'sideways' }), context(true), me, t.id))).toBe(400)
		expect(await status(kanbanMoveAction(post({ group: 'status', to: moveTarget('top', 'nope'), via: 'drag' }), context(true), me, t.id))).toBe(409)
		expect(await status(kanbanMoveAction(post({ group: 'status', to: 'x'.repeat(1_000_000) }), context(true), me, t.id))).toBe(400)
		expect(findTasks(me.id)[0]!.status).toBe('next')
	})
})

describe('the tasks page', () => {
	it('shows the board to a premium user with Kanban on, the list and a note to a free one', () => {
		const premium = makeUser({ premium: true, loadDefaults: true })
		const free = makeUser({ loadDefaults: true })
		for (const u of [premium, free]) saveTaskPreferences(u.id, { displayKanban: true, kanbanGroup: 'status' })
		const page = (u: typeof free) => taskListPage(new Request('http://localhost/tasks'), {}, u)
		const shown = page(premium)
		// a status board hides its empty columns unless asked (issue 51, point 13), then Unassigned is last again
		expect(shown.board?.hiddenEmpty).toBeGreaterThan(0)
		expect(shown.board?.columns.every((c) => c.count > 0)).toBe(true)
		saveTaskPreferences(premium.id, { taskSortOrder: { ...taskPreferences(premium.id).taskSortOrder, kanbanShowEmpty: true } })
		expect(page(premium).board?.columns.at(-1)).toMatchObject({ label: 'Unassigned' })
		expect(shown.kanbanUpgrade).toBe(false)
		expect(findTasks(premium.id).every((t) => t.stackRank !== null)).toBe(true)
		const list = page(free)
		expect(list.board).toBeNull()
		expect(list.kanbanUpgrade).toBe(true)
		expect(list.tasks.length).toBeGreaterThan(0)
		expect(findTasks(free.id).every((t) => t.stackRank === null)).toBe(true)
	})
})
