// The Kanban board in the database: the columns' first cards and counts of a list, stack ranks for
// tasks that have none, and a move as one transaction. Every query has the owner's id in its WHERE.
import { and, asc, eq, isNotNull, isNull, max, ne, sql, type SQL } from 'drizzle-orm'
import { tasks } from '#db/schema'
import { db } from '~/lib/db.server'
import {
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
import { listNames } from '~/tasks/lists.server'
import { analyticsWhere, tasksByAnalyticsIndex } from './analytics-index.server'
import { membershipsOf } from '~/sharing/access.server'
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

/** a column's cards in stack-rank order; ties (which moves never make) by rowid, the last key of every index */
const RANK_ORDER = [asc(tasks.stackRank), sql`${tasks}.rowid`] as const

/**
 * The counts of a board's columns: one GROUP BY read from the covering index of the analytics (it holds every
 * column a list's filter and the grouping use, so 10,000 tasks are counted without reading a row). Named with
 * INDEXED BY because the planner otherwise prefers a column's rank index for the grouping and then reads every row.
 */
export function columnCountsQuery(where: SQL, group: KanbanGroup) {
	const field = tasks[group]
	return sql`select ${field} as value, count(*) as n from ${tasksByAnalyticsIndex} where ${analyticsWhere(where)} group by ${field}`
}

/**
 * The columns' first cards, in one statement: for each column, its (owner, grouped field, stack rank) index read in
 * order and stopping at the column's limit; then those rows. Named with INDEXED BY: without the planner's statistics
 * (a database that grew since the last PRAGMA optimize) it may sort the whole list by rank instead. The index holds
 * ranked tasks only (`ensureRanks` has just ranked every task), hence the `is not null`. One statement rather than one
 * per column: building and preparing eleven statements cost more than running them.
 */
export function columnCardsQuery(where: SQL, group: KanbanGroup, columns: { value: string; limit: number }[]) {
	const firsts = columns.map(
		(c) => sql`select rowid from (select rowid from ${tasks} indexed by ${sql.identifier(`tasks_owner_${group}_rank`)}
			where ${and(where, eq(tasks[group], c.value), isNotNull(tasks.stackRank))} order by ${tasks.stackRank}, rowid limit ${c.limit})`,
	)
	return db()
		.select()
		.from(tasks)
		.where(sql`${tasks}.rowid in (${sql.join(firsts, sql` union all `)})`)
		.orderBy(...RANK_ORDER)
}

/**
 * The board of a list: every column with its count and its first cards in stack-rank order. Tasks without a
 * rank get one first (nothing to do once every task has one); the counts come (one query); then each column that has tasks reads its first page from its rank index (one short query
 * per column), so the work does not grow with the number of tasks in the list (docs/decisions/112).
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
	// every card has a rank before the columns are read from the rank indexes (which hold ranked tasks only)
	ensureRanks(ownerId, prefs.taskSortOrder)
	// and the tasks of folders shared with the person (issue 55), ranked as their owner's
	for (const owner of new Set(membershipsOf(ownerId).map((m) => m.ownerId))) ensureRanks(owner, prefs.taskSortOrder)
	const where = listWhere(ownerId, spec, prefs, timeZone, now)
	const counts = db().all<{ value: string; n: number }>(columnCountsQuery(where, group))
	const columns = kanbanColumns(group, kanbanNames(ownerId), counts.map((c) => c.value))
	const countOf = new Map(counts.map((c) => [c.value, c.n]))
	const shown = columns.filter((c) => countOf.has(c.value)).map((c) => ({ value: c.value, limit: columnLimit(limits, c.value) }))
	const cards = new Map<string, Task[]>()
	for (const task of shown.length ? (columnCardsQuery(where, group, shown).all() as Task[]) : []) {
		const list = cards.get(task[group]) ?? []
		list.push(task)
		cards.set(task[group], list)
	}
	return {
		columns: columns.map((c) => ({ ...c, count: countOf.get(c.value) ?? 0, limit: columnLimit(limits, c.value), tasks: cards.get(c.value) ?? [] })),
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
			.orderBy(...RANK_ORDER)
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
