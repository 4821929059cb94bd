// The Kanban board in the database: the columns' first cards and counts of a list, stack ranks for
// tasks that have none, and a move as one transaction. Every query has the owner's id in its WHERE.
import { and, asc, count, eq, getTableColumns, isNull, lte, max, ne, sql } from 'drizzle-orm'
import { tasks } from '#db/schema'
import { db } from '~/lib/db.server'
import {
	COLUMN_PAGE_SIZE,
	columnLimit,
	INITIAL_STEP,
	isColumnValue,
	kanbanColumns,
	neighbourRanks,
	placeInColumn,
	rankBetween,
	renumbered,
	type KanbanGroup,
	type MovePosition,
} from './kanban'
import type { TaskListSpec } from './lists'
import type { TaskPreferences } from './preferences.server'
import { sortKeys } from './sort'
import { listNames } from '~/profile/lists.server'
import { listWhere, orderBySql, requireTask, type Task } from './tasks.server'

type Prefs = Pick<TaskPreferences, 'taskFilter' | 'taskSortOrder' | 'kanbanGroup'>

export function kanbanNames(ownerId: string) {
	return { contexts: listNames(ownerId, 'contexts'), folders: listNames(ownerId, 'folders') }
}

/**
 * Tasks without a stack rank get increasing ranks in steps of 10000 after the highest one, in the order
 * of the user's sort (one statement; nothing to do once every task has a rank). Returns how many.
 */
export function ensureRanks(ownerId: string, sortOrder: TaskPreferences['taskSortOrder']): number {
	const unranked = db()
		.select({ id: tasks.id })
		.from(tasks)
		.where(and(eq(tasks.ownerId, ownerId), isNull(tasks.stackRank)))
		.limit(1)
		.get()
	if (!unranked) return 0
	const base = db().select({ top: max(tasks.stackRank) }).from(tasks).where(eq(tasks.ownerId, ownerId)).get()?.top ?? 0
	const order = sql.join(orderBySql(sortKeys(sortOrder)), sql`, `)
	const result = db().run(sql`
		update tasks set stack_rank = ${base} + ${INITIAL_STEP} * ranked.n
		from (
			select id, row_number() over (order by ${order}) as n
			from tasks where owner_id = ${ownerId} and stack_rank is null
		) as ranked
		where tasks.id = ranked.id and tasks.owner_id = ${ownerId}`)
	return result.changes
}

export type BoardColumnData = { value: string; label: string; count: number; limit: number; tasks: Task[] }

/**
 * The board of a list: every column with its count and its first cards in stack-rank order (two
 * queries, whatever the number of columns: the counts grouped, and the cards numbered per column).
 */
export function kanbanBoard(
	ownerId: string,
	spec: TaskListSpec,
	prefs: Prefs,
	timeZone: string,
	limits: Record<string, number>,
	now = Date.now(),
): { columns: BoardColumnData[]; total: number } {
	const group = prefs.kanbanGroup
	const field = tasks[group]
	const where = listWhere(ownerId, spec, prefs, timeZone, now)
	const counts = db().select({ value: field, n: count() }).from(tasks).where(where).groupBy(field).all()
	const columns = kanbanColumns(group, kanbanNames(ownerId), counts.map((c) => c.value))
	const limitOf = (value: string) => columnLimit(limits, value)
	// "Show more" of one column raises its own limit only
	const raised = columns.filter((c) => limitOf(c.value) !== COLUMN_PAGE_SIZE)
	const limitCase = raised.length
		? sql`case ${field} ${sql.join(raised.map((c) => sql`when ${c.value} then ${limitOf(c.value)}`), sql` `)} else ${COLUMN_PAGE_SIZE} end`
		: sql`${COLUMN_PAGE_SIZE}`
	const numbered = db()
		.select({
			...getTableColumns(tasks),
			n: sql<number>`row_number() over (partition by ${field} order by ${tasks.stackRank} is null, ${tasks.stackRank}, ${tasks.added}, ${tasks.id})`.as('n'),
			cap: sql<number>`${limitCase}`.as('cap'),
		})
		.from(tasks)
		.where(where)
		.as('numbered')
	const rows = db().select().from(numbered).where(lte(numbered.n, numbered.cap)).orderBy(asc(numbered.n)).all()
	const byValue = new Map<string, Task[]>()
	for (const { n: _n, cap: _cap, ...task } of rows) {
		const list = byValue.get(task[group]) ?? []
		list.push(task as Task)
		byValue.set(task[group], list)
	}
	const countOf = new Map(counts.map((c) => [c.value, c.n]))
	return {
		columns: columns.map((c) => ({ ...c, count: countOf.get(c.value) ?? 0, limit: limitOf(c.value), tasks: byValue.get(c.value) ?? [] })),
		total: counts.reduce((sum, c) => sum + c.n, 0),
	}
}

export class MoveRefused extends Error {}

/**
 * Moves a task to a column (its grouped field set to the column's value) and a place in it, in one
 * transaction. The rank is the midpoint of its new neighbours (100 past the last or before the first);
 * when they are too close to split, the whole column is renumbered in steps of 10000. Another owner's
 * task (or card to follow) is not found (404).
 */
export function moveTask(
	ownerId: string,
	taskId: string,
	move: { group: KanbanGroup; column: string; position: MovePosition },
	sortOrder: TaskPreferences['taskSortOrder'],
) {
	return db().transaction(() => {
		const task = requireTask(ownerId, taskId)
		const { group, column, position } = move
		// a column is one of the board's, or a value some task still has (a context deleted since)
		const inUse = () =>
			!!db()
				.select({ id: tasks.id })
				.from(tasks)
				.where(and(eq(tasks.ownerId, ownerId), eq(tasks[group], column)))
				.limit(1)
				.get()
		if (!isColumnValue(group, column, kanbanNames(ownerId)) && !inUse()) {
			throw new MoveRefused('that column does not exist any more.')
		}
		if (position.kind === 'after') {
			if (position.taskId === task.id) throw new MoveRefused('a card cannot follow itself.')
			const follows = requireTask(ownerId, position.taskId)
			if (follows[group] !== column) throw new MoveRefused('the card to follow is no longer in that column.')
		}
		ensureRanks(ownerId, sortOrder)
		const field = tasks[group]
		const members = db()
			.select({ id: tasks.id, rank: tasks.stackRank })
			.from(tasks)
			.where(and(eq(tasks.ownerId, ownerId), eq(field, column), ne(tasks.id, task.id)))
			.orderBy(asc(tasks.stackRank), asc(tasks.added), asc(tasks.id))
			.all()
		const order = placeInColumn(
			members.map((m) => m.id),
			task.id,
			position,
		)
		const rankOf = new Map(members.map((m) => [m.id, m.rank]))
		const { before, after } = neighbourRanks(order, task.id, (id) => rankOf.get(id) ?? null)
		let rank = rankBetween(before, after)
		let renumberedCount = 0
		if (rank === null) {
			const ranks = renumbered(order)
			for (const [id, r] of ranks) {
				if (id !== task.id) setRank(ownerId, id, r)
			}
			rank = ranks.get(task.id)!
			renumberedCount = ranks.size
		}
		db()
			.update(tasks)
			.set({ [group]: column, stackRank: rank })
			.where(and(eq(tasks.ownerId, ownerId), eq(tasks.id, task.id)))
			.run()
		return { task, rank, renumbered: renumberedCount }
	})
}

function setRank(ownerId: string, id: string, rank: number) {
	db()
		.update(tasks)
		.set({ stackRank: rank })
		.where(and(eq(tasks.ownerId, ownerId), eq(tasks.id, id)))
		.run()
}
