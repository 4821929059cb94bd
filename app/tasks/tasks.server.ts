// Tasks in the database: the lists (a list's conditions, order and page) and the folder names. Every function takes
// the owner's id and puts it in the WHERE clause; a task of another owner is "not found". Finding tasks by id is in
// task-rows.server.ts (decision 305), re-exported here.
import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm'
import { tasks } from '#db/schema'
import { db, preparedPerConnection } from '~/lib/db.server'
import { localMidnight } from '~/lib/dates'
import { LeastRecentlyUsed } from '~/lib/least-recently-used'
import { listItems } from '~/tasks/lists.server'
import { keptCounts } from './kept-counts.server'
import { sharedCount } from './shared-counts.server'
import { filterGroups, savedFilterProblem } from './filter-builder'
import type { TaskListSpec } from './lists'
import { PRIORITIES } from './options'
import type { TaskPreferences } from './preferences.server'
import { quickFilterCriteria, type QuickCriteria, type QuickFilterName } from './quick-filters'
import { parseSearchQuery } from './search-query'
import { rankedJoin, SEARCH_INDEX, searchSql } from './search.server'
import { conditionGroupsSql } from './filter-sql.server'
import { sortKeys, STATUS_ORDER, type SortKey } from './sort'
import { confirmed, type Task } from './task-rows.server'
import { sharedArms, sharedArmSql, visibleTasksSql, type SharedArm } from '~/sharing/access.server'

export { childrenOf, childrenQuery, confirmed, findTask, NO_SUCH_TASK, requireTask, tasksByIds, tasksByIdsQuery, type NewTaskValues, type Task } from './task-rows.server'

/** the search of a list: /tasks/search's query, or the API's `q` on a filter */
const searchTextOf = (spec: TaskListSpec) => (spec.kind === 'search' ? spec.text : spec.kind === 'custom' ? spec.search : undefined)

/** The conditions of a list, without paging or sorting. */
export function listWhere(
	ownerId: string,
	spec: TaskListSpec,
	prefs: Pick<TaskPreferences, 'taskFilter' | 'taskSortOrder'>,
	timeZone: string,
	now: number,
	/** the page query joins the search index itself (rankedJoin) */
	searchJoined = false,
	/**
	 * whose tasks: those the person may see (their own and their shared folders'), their own (the counts), or one
	 * owner's folders shared with them (a shared list's page reads each owner's apart: `listQueries`)
	 */
	scope: ListScope = 'visible',
): SQL {
	const whose = scope === 'own' ? eq(tasks.ownerId, ownerId) : scope === 'visible' ? visibleTasksSql(ownerId) : sharedArmSql(scope)
	const where: (SQL | undefined)[] = [whose, confirmed]
	let completedSetting = prefs.taskFilter.completed
	if (spec.kind === 'quick') {
		const criteria = quickFilterCriteria(spec.name, timeZone, now, spec.offset, ownerId)
		if (criteria.incompleteOnly) completedSetting = 'N'
		where.push(quickSql(criteria))
	} else if (spec.kind === 'custom') {
		// a saved filter that can no longer be run (too many rows for SQLite) finds nothing; the page says why
		const items = spec.items ?? prefs.taskFilter.filterItems
		if (savedFilterProblem(items)) where.push(sql`0`)
		else where.push(conditionGroupsSql(filterGroups(items, timeZone), timeZone, now))
	} else if (spec.kind === 'inbox') {
		where.push(eq(tasks.status, 'none'))
	} else if (spec.kind === 'by') {
		where.push(eq(tasks[spec.field], spec.value))
	} else if (spec.kind === 'ps') {
		where.push(eq(tasks.priority, spec.priority), eq(tasks.status, spec.status))
	} else if (spec.kind === 'added') {
		where.push(eq(tasks.added, spec.at))
	}
	const searchText = searchTextOf(spec)
	if (searchText !== undefined) {
		const query = parseSearchQuery(searchText)
		// is:completed says which tasks it wants; otherwise the list's Completed setting holds, as on every list
		if (query.filters.some((f) => f.field === 'completed')) completedSetting = 'A'
		where.push(searchSql(query, timeZone, now, searchJoined))
	}
	if (completedSetting !== 'A') where.push(eq(tasks.completed, completedSetting === 'Y'))
	const order = prefs.taskSortOrder
	if (order.hideChildren) where.push(isNull(tasks.parentId))
	if (order.hideParents) {
		// the sub-query finds children through the (owner, parent, template use) index (decision 173)
		where.push(
			sql`not (${tasks.parentId} is null and exists (select 1 from tasks c where c.owner_id = ${tasks.ownerId} and c.parent_id = ${tasks.id} and c.template_use_id is null))`,
		)
	}
	return and(...where)!
}

/**
 * What a quick list adds to the Incomplete list's condition: `listWhere` of a quick list whose completed setting is
 * N is the Incomplete list's `listWhere` and this (a count of one within the other sums this alone).
 */
export function quickListCondition(name: QuickFilterName, timeZone: string, now: number, offset = 0): SQL {
	return quickSql(quickFilterCriteria(name, timeZone, now, offset))
}

function quickSql(criteria: QuickCriteria): SQL {
	// Assigned to Me (issue 55): by the partial index on assigned_to
	if (criteria.assignedTo !== undefined) {
		const assigned = sql`${tasks.assignedTo} = ${criteria.assignedTo}`
		return criteria.anyOf.length ? sql`(${assigned} and ${datesSql(criteria)})` : assigned
	}
	return datesSql(criteria)
}

function datesSql(criteria: QuickCriteria): SQL {
	const parts = criteria.anyOf.map((c) => {
		// "before today" (Get Organized, Overdue) holds for a large share of the tasks: the unary plus keeps the
		// (owner, completed, date) index out of it, so the page comes from the default-sort index in order instead of
		// sorting thousands of rows (decision 173). A day or a week is narrow: its date index stays usable.
		const column = c.from === undefined ? sql`+${tasks[c.field]}` : tasks[c.field]
		const bounds: SQL[] = []
		if (c.from !== undefined) bounds.push(sql`${column} >= ${c.from}`)
		if (c.to !== undefined) bounds.push(sql`${column} < ${c.to}`)
		return sql`(${sql.join(bounds, sql` and `)})`
	})
	return sql`(${sql.join(parts, sql` or `)})`
}

const PRIORITY_RANK_SQL = sql.raw(
	`case priority ${PRIORITIES.filter((p) => p.value !== 'unassigned')
		.map((p) => `when '${p.value}' then ${p.rank}`)
		.join(' ')} else null end`,
)
const STATUS_ORDER_SQL = sql.raw(
	`case status ${Object.entries(STATUS_ORDER)
		.filter(([v]) => v !== 'none')
		.map(([v, i]) => `when '${v}' then ${i}`)
		.join(' ')} else null end`,
)

/** ORDER BY of the sort keys: empty values last whatever the direction, then a stable tie-breaker */
export function orderBySql(keys: SortKey[]): SQL[] {
	const value = (k: SortKey): SQL => {
		switch (k.field) {
			case 'context':
				return sql`nullif(${tasks.context}, '') collate nocase`
			case 'folder':
				return sql`nullif(${tasks.folder}, '') collate nocase`
			case 'title':
				return sql`${tasks.title} collate nocase`
			case 'priority':
				return PRIORITY_RANK_SQL
			case 'status':
				return STATUS_ORDER_SQL
			case 'star':
				return sql`${tasks.star}`
			case 'start':
				return sql`(${tasks.start} + coalesce(${tasks.startTime}, 0))`
			case 'due':
				return sql`(${tasks.due} + coalesce(${tasks.dueTime}, 0))`
			case 'length':
				return sql`${tasks.length}`
			case 'stackRank':
				return sql`${tasks.stackRank}`
		}
	}
	// "empty values last": the is-null term leaves out the collation, so that it is the same expression as in the
	// index that serves the default sort (tasks_owner_default_sort in db/schema.ts)
	const nullness = (k: SortKey): SQL => {
		if (k.field === 'context') return sql`nullif(${tasks.context}, '') is null`
		if (k.field === 'folder') return sql`nullif(${tasks.folder}, '') is null`
		return sql`${value(k)} is null`
	}
	const order = keys.flatMap((k) => {
		const v = value(k)
		return [nullness(k), k.direction === -1 ? sql`${v} desc` : sql`${v} asc`]
	})
	return [...order, asc(tasks.added), asc(tasks.id)]
}

/** `total: false` skips the count (the JSON API pages with `more` unless asked): on 10,000 tasks it is most of the work */
export type ListOptions = { limit: number; offset?: number; now?: number; total?: boolean; /** 'own': leave out the folders shared with the person (the JSON API, for now: issue 55) */ scope?: 'visible' | 'own' }

type ListPrefs = Pick<TaskPreferences, 'taskFilter' | 'taskSortOrder'>
type ListScope = 'visible' | 'own' | SharedArm

/** One page of a list: the rows in sort order, and how many tasks the list holds in all (null when not counted). */
export function listTasks(ownerId: string, spec: TaskListSpec, prefs: ListPrefs, timeZone: string, options: ListOptions & { total: boolean }): { rows: Task[]; total: number | null }
export function listTasks(ownerId: string, spec: TaskListSpec, prefs: ListPrefs, timeZone: string, options: ListOptions): { rows: Task[]; total: number }
export function listTasks(
	ownerId: string,
	spec: TaskListSpec,
	prefs: ListPrefs,
	timeZone: string,
	{ limit, offset = 0, now = Date.now(), total: counted = true, scope = 'visible' }: ListOptions,
) {
	// for someone with nothing shared, their own tasks are what they see: the kept statements serve both
	// the folders shared with the person, by owner: read once for the statements' key, their SQL and the count
	const arms = sharedArms(ownerId)
	const scoped = scope === 'own' && arms.length ? 'own' : 'visible'
	const kept = scoped === 'own' ? null : keptListStatements(ownerId, spec, prefs, timeZone, now, limit, offset, arms)
	if (kept) return { rows: kept.page.all(), total: counted ? keptListCount(kept, ownerId, spec, prefs, timeZone, now, arms) : null }
	const queries = listQueries(ownerId, spec, prefs, timeZone, now, limit, offset, scoped, scoped === 'visible' ? arms : [])
	const total = counted ? (queries.count.get()?.n ?? 0) : null
	// a search with words is ranked by relevance first (bm25 of the index's rows the join brings), then the list's sort
	const searchText = searchTextOf(spec)
	const ranked = searchText === undefined ? null : rankedJoin(parseSearchQuery(searchText))
	const rows = ranked
		? db()
				.select({ task: tasks })
				.from(tasks)
				.innerJoin(SEARCH_INDEX, ranked.on)
				.where(listWhere(ownerId, spec, prefs, timeZone, now, true, scoped))
				.orderBy(ranked.order, ...orderBySql(sortKeys(prefs.taskSortOrder)))
				.limit(limit)
				.offset(offset)
				.all()
				.map((r) => r.task)
		: queries.page.all()
	return { rows, total }
}

/**
 * A list's page and count queries as Drizzle builds them, to run, prepare or show as SQL. With folders shared with
 * the person, their own tasks and each sharing owner's are read apart (`owner_id = ?` each, served in order by that
 * owner's indexes, `limit + offset` rows at most) and the page is the first of those: one condition with an `or`
 * would read every row of every owner and sort them (decision 390).
 */
function listQueries(
	ownerId: string,
	spec: TaskListSpec,
	prefs: ListPrefs,
	timeZone: string,
	now: number,
	limit: number,
	offset = 0,
	scope: 'visible' | 'own' = 'visible',
	arms: SharedArm[] = scope === 'visible' ? sharedArms(ownerId) : [],
) {
	const order = orderBySql(sortKeys(prefs.taskSortOrder))
	if (!arms.length) {
		const where = listWhere(ownerId, spec, prefs, timeZone, now, false, 'own')
		return {
			page: db().select().from(tasks).where(where).orderBy(...order).limit(limit).offset(offset),
			count: db().select({ n: count() }).from(tasks).where(where),
		}
	}
	const wheres = [listWhere(ownerId, spec, prefs, timeZone, now, false, 'own'), ...arms.map((arm) => listWhere(ownerId, spec, prefs, timeZone, now, false, arm))]
	const firsts = wheres.map((where) => sql`select rowid from (select rowid from ${tasks} where ${where} order by ${sql.join(order, sql`, `)} limit ${limit + offset})`)
	const counts = wheres.map((where) => sql`(select count(*) from ${tasks} where ${where})`)
	return {
		page: db()
			.select()
			.from(tasks)
			.where(sql`${tasks}.rowid in (${sql.join(firsts, sql` union all `)})`)
			.orderBy(...order)
			.limit(limit)
			.offset(offset),
		count: db()
			.select({ n: sql<number>`${sql.join(counts, sql` + `)}` })
			.from(sql`(select 1)`),
	}
}

/** a list's page and count statements, prepared, the values they were built with bound in */
type ListStatements = { page: { all(): Task[] }; count: { get(): { n: number } | undefined } }

/** per connection, by everything a list's statements are built from: building them cost about 0.4 ms a page */
const listStatements = preparedPerConnection(() => new LeastRecentlyUsed<ListStatements>(500))

/**
 * The statements of a list whose SQL depends on the clock only through the person's local day (every list but a
 * custom filter and a search, whose conditions may use the time itself), built once per connection, list, options,
 * page and local day (decision 184). The statements are kept, never their rows: each call reads the data as it is.
 */
function keptListStatements(ownerId: string, spec: TaskListSpec, prefs: ListPrefs, timeZone: string, now: number, limit: number, offset: number, arms: SharedArm[]) {
	if (spec.kind === 'custom' || spec.kind === 'search') return null
	// with folders shared with the person, the statements' SQL is another (one read per sharing owner): keyed by them
	const key = JSON.stringify([ownerId, arms, spec, prefs.taskFilter, prefs.taskSortOrder, timeZone, localMidnight(timeZone, now), limit, offset])
	const kept = listStatements()
	let statements = kept.get(key)
	if (!statements) {
		const queries = listQueries(ownerId, spec, prefs, timeZone, now, limit, offset, 'visible', arms)
		statements = { page: queries.page.prepare(), count: queries.count.prepare() }
		kept.set(key, statements)
	}
	return statements
}

/**
 * How many tasks a list of `keptListStatements` holds: kept between views, and after a change counted again for the
 * changed tasks only (decision 263): its condition is of each task alone, and depends on the clock only through the
 * local day. With Hide parents a task counts only while it has no sub-task, a condition on other rows: counted whole.
 * With folders shared with the person (decision 400) the count is their own tasks' (kept so) plus, per sharing owner,
 * the shared folders' (`sharedCount`).
 */
function keptListCount(kept: ListStatements, ownerId: string, spec: TaskListSpec, prefs: ListPrefs, timeZone: string, now: number, arms: SharedArm[]) {
	// the log holds no assignment: Assigned to Me (issue 55) is counted whole (a few rows, by its own index)
	const assigned = spec.kind === 'quick' && spec.name === 'assigned-to-me'
	if (prefs.taskSortOrder.hideParents || assigned) return kept.count.get()?.n ?? 0
	const key = JSON.stringify(['list', ownerId, spec, prefs.taskFilter, prefs.taskSortOrder, timeZone, localMidnight(timeZone, now)])
	const where = () => listWhere(ownerId, spec, prefs, timeZone, now, false, 'own')
	const [rows] = keptCounts(key, ownerId, [{ query: (from) => sql`select count(*) as n from ${from(sql`${tasks}`)} where ${where()}`, keys: [] }])
	const sharedCountOf = (arm: SharedArm) =>
		sharedCount(JSON.stringify([ownerId, arm, spec, prefs.taskFilter, prefs.taskSortOrder, timeZone, localMidnight(timeZone, now)]), arm, (part) =>
			listWhere(ownerId, spec, prefs, timeZone, now, false, part),
		)
	return arms.reduce((total, arm) => total + sharedCountOf(arm), Number(rows![0]?.n ?? 0))
}

/** The SQL text of a list's page query (for EXPLAIN QUERY PLAN). */
export function listQuery(ownerId: string, spec: TaskListSpec, prefs: ListPrefs, timeZone: string, limit: number, now = Date.now()) {
	const queries = listQueries(ownerId, spec, prefs, timeZone, now, limit)
	return { page: queries.page.toSQL(), count: queries.count.toSQL() }
}

// ---- folders and contexts (names, for the sidebar and the forms) -----------------------------

/** folders sorted by custom order then name, grouped by their group label (blank: Ungrouped) */
export function folderGroups(ownerId: string) {
	const rows = listItems(ownerId, 'folders')
	const groups: { label: string; options: { text: string }[] }[] = []
	for (const row of rows) {
		const label = row.group || 'Ungrouped'
		let group = groups.find((g) => g.label === label)
		if (!group) groups.push((group = { label, options: [] }))
		group.options.push({ text: row.name })
	}
	return groups
}
