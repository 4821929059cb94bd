// The custom filter's rows as SQL (screen 12, spec point 5): each condition the filter builder read
// (app/tasks/filter-builder.ts), groups OR'd and rows within a group AND'd, as listWhere puts them in a list's WHERE.
import { eq, sql, type SQL } from 'drizzle-orm'
import { tasks } from '#db/schema'
import type { Condition } from './filter-builder'
import { searchSql } from './search.server'

const COMPARE: Record<string, string> = { $lt: '<', $lte: '<=', $gt: '>', $gte: '>=', $eq: '=', $ne: '<>' }

function conditionSql(c: Condition, timeZone: string, now: number): SQL {
	switch (c.field) {
		case 'search':
			return searchSql(c.query, timeZone, now)
		case 'title':
		case 'notes':
			// a case-insensitive substring: instr on lower-cased text, never a pattern built from input
			return sql`instr(lower(${tasks[c.field]}), ${c.text.toLowerCase()}) > 0`
		case 'completed':
		case 'star':
			return eq(tasks[c.field], c.value)
		case 'context':
		case 'folder':
		case 'priority':
		case 'status':
			return eq(tasks[c.field], c.value)
		case 'length':
			return c.op === '$ne'
				? sql`(${tasks.length} is null or ${tasks.length} <> ${c.value})`
				: sql`${tasks.length} ${sql.raw(COMPARE[c.op]!)} ${c.value}`
		default: {
			// a date compares whole local days: [from, to)
			const column = tasks[c.field]
			switch (c.op) {
				case '$lt':
					return sql`${column} < ${c.from}`
				case '$lte':
					return sql`${column} < ${c.to}`
				case '$gt':
					return sql`${column} >= ${c.to}`
				case '$gte':
					return sql`${column} >= ${c.from}`
				case '$eq':
					return sql`(${column} >= ${c.from} and ${column} < ${c.to})`
				case '$ne':
					return sql`(${column} is null or ${column} < ${c.from} or ${column} >= ${c.to})`
			}
		}
	}
}

export function conditionGroupsSql(groups: Condition[][], timeZone: string, now: number): SQL | undefined {
	if (!groups.length) return undefined
	const ors = groups.map((g) => sql`(${sql.join(g.map((c) => conditionSql(c, timeZone, now)), sql` and `)})`)
	return sql`(${sql.join(ors, sql` or `)})`
}
