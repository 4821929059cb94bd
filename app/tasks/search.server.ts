// A search query (app/tasks/search-query.ts) as SQL conditions on `tasks`, in the lists' terms: the field words are the
// same comparisons as the simple lists and the quick filters, the words go through the FTS5 index `tasks_fts`
// (db/migrations/0011_search_fts.sql, docs/decisions/240). The MATCH text is a bound value built by `matchText`.
import { eq, sql, type SQL } from 'drizzle-orm'
import { tasks } from '#db/schema'
import { dayRange, weekRange } from './quick-filters'
import { excludedText, hasText, matchText, type SearchFilter, type SearchQuery } from './search-query'

/** the FTS5 table's name, for the ranked page's join */
export const SEARCH_INDEX = sql.raw('tasks_fts')

/** true when the query says nothing at all (an empty search shows no tasks, not all of them) */
export const isEmptySearch = (q: SearchQuery) => !hasText(q) && !q.excluded.length && !q.filters.length

const withinDays = (from: number, to: number) => sql`(${tasks.due} >= ${from} and ${tasks.due} < ${to})`

function filterSql(f: SearchFilter, timeZone: string, now: number): SQL {
	switch (f.field) {
		case 'star':
		case 'completed':
			return eq(tasks[f.field], f.value)
		case 'folder':
		case 'context': {
			// names are compared ignoring case: "folder:work" finds Work
			const same = sql`${tasks[f.field]} = ${f.value} collate nocase`
			return f.negated ? sql`not (${same})` : same
		}
		case 'status':
		case 'priority':
			return f.negated ? sql`${tasks[f.field]} <> ${f.value}` : eq(tasks[f.field], f.value)
		case 'due': {
			const today = dayRange(timeZone, now)
			const week = weekRange(timeZone, now)
			// the Overdue list's condition: incomplete and due before today
			const held =
				f.value === 'today'
					? withinDays(today.from, today.to)
					: f.value === 'week'
						? withinDays(week.from, week.to)
						: sql`(${tasks.completed} = 0 and ${tasks.due} < ${today.from})`
			// a task without a due date is "not due today"
			return f.negated ? sql`not coalesce(${held}, 0)` : held
		}
	}
}

/**
 * The conditions of a query. `joined`: the page query joins `tasks_fts` itself (to rank by bm25) and states the MATCH
 * there, so it is left out here; counts and the Kanban board test membership with a sub-query instead.
 */
export function searchSql(q: SearchQuery, timeZone: string, now: number, joined = false): SQL {
	if (isEmptySearch(q)) return sql`0`
	const parts = q.filters.map((f) => filterSql(f, timeZone, now))
	const match = matchText(q)
	if (match && !joined) parts.push(sql`${tasks}.rowid in (select rowid from tasks_fts where tasks_fts match ${match})`)
	const excluded = excludedText(q)
	if (excluded) parts.push(sql`${tasks}.rowid not in (select rowid from tasks_fts where tasks_fts match ${excluded})`)
	return parts.length ? sql`(${sql.join(parts, sql` and `)})` : sql`1`
}

/** The join of a ranked page: the index's rows of the MATCH, for `bm25` (a title's words weigh ten times the notes'). */
export function rankedJoin(q: SearchQuery) {
	const match = matchText(q)
	if (!match) return null
	return {
		on: sql`${SEARCH_INDEX}.rowid = ${tasks}.rowid and ${SEARCH_INDEX} match ${match}`,
		order: sql`bm25(${SEARCH_INDEX}, 10.0, 1.0)`,
	}
}
