// The JSON filter of GET /tasks/{userId}/{filter} (spec points 5 and 7): URL-encoded JSON in MongoDB's shape, read
// into the filter builder's rows (app/tasks/filter-builder.ts), so the API and /tasks/custom run the same SQL.
//   { "completed": "N", "$or": [ { "context": { "$eq": "@Home" } }, { "due": { "$gte": "2026-01-01", "$lt": "2026-02-01" } } ] }
// Top-level fields apply to every group; each $or item is a group (at most 26: a to z); groups are OR'd, fields
// within a group AND'd. Only the fields and operators of point 5 are accepted; anything else is refused with a
// message saying what. Nothing here reaches SQL except as a bound value.
import type { FilterItem } from '#db/schema'
import { LIMITS } from '~/lib/limits'
import { validateRows } from '~/tasks/filter-builder'
import { FILTER_FIELDS, FILTER_GROUPS, operatorsFor } from '~/tasks/options'
import { dateInputValue } from '~/tasks/task-dates'

export const MAX_FILTER_BYTES = 4096
const REGEX_SYNTAX = /[\\^$.|?*+()[\]{}]/

export type FilterResult = { ok: true; items: FilterItem[]; completed: 'A' | 'N' | 'Y' } | { ok: false; message: string }

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
	typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype

class Refused extends Error {}

/** Reads a filter (the decoded JSON text); `timeZone` turns epoch-ms date values into the user's local days. */
export function parseTaskFilter(text: string, timeZone: string): FilterResult {
	if (Buffer.byteLength(text, 'utf8') > MAX_FILTER_BYTES) return { ok: false, message: `The filter is longer than ${MAX_FILTER_BYTES} bytes.` }
	let json: unknown
	try {
		json = JSON.parse(text)
	} catch {
		return { ok: false, message: 'The filter is not valid JSON.' }
	}
	try {
		return { ok: true, ...readFilter(json, timeZone) }
	} catch (error) {
		if (error instanceof Refused) return { ok: false, message: error.message }
		throw error
	}
}

function readFilter(json: unknown, timeZone: string) {
	if (!isPlainObject(json)) throw new Refused('The filter must be a JSON object.')
	const { $or, ...top } = json
	const shared = readClause(top, 'filter', timeZone)
	let groups: Omit<FilterItem, 'group'>[][]
	if ($or === undefined) groups = [shared]
	else {
		if (!Array.isArray($or) || $or.length === 0) throw new Refused('$or must be a non-empty array of objects.')
		if ($or.length > FILTER_GROUPS.length) throw new Refused(`$or can have at most ${FILTER_GROUPS.length} groups (a to z).`)
		groups = $or.map((clause, i) => {
			if (!isPlainObject(clause)) throw new Refused(`$or[${i}] must be an object of fields.`)
			return [...shared, ...readClause(clause, `$or[${i}]`, timeZone)]
		})
	}
	// completed is a field like the others; without it every task counts (the list's own setting is not applied)
	const items = groups.flatMap((rows, i) => rows.map((row) => ({ ...row, group: FILTER_GROUPS[i]! })))
	if (items.length > LIMITS.filterRows) throw new Refused(`A filter can have at most ${LIMITS.filterRows} conditions.`)
	const { errors } = validateRows(items)
	const first = Object.entries(errors)[0]
	if (first) throw new Refused(`${items[Number(first[0])]!.field}: ${first[1]}`)
	return { items, completed: 'A' as const }
}

function readClause(clause: Record<string, unknown>, where: string, timeZone: string): Omit<FilterItem, 'group'>[] {
	const rows: Omit<FilterItem, 'group'>[] = []
	for (const [field, condition] of Object.entries(clause)) {
		if (field.startsWith('$')) throw new Refused(`${where}: the operator ${field} is not accepted here (only $or at the top).`)
		const known = FILTER_FIELDS.find((f) => f.value === field)
		if (!known) throw new Refused(`${where}: the field "${field.slice(0, 40)}" is not one of ${FILTER_FIELDS.map((f) => f.value).join(', ')}.`)
		const ops = operatorsFor(known.type).map((o) => o.value as string)
		const pairs: [string, unknown][] = isPlainObject(condition) ? Object.entries(condition) : [[ops.includes('$eq') ? '$eq' : ops[0]!, condition]]
		if (pairs.length === 0) throw new Refused(`${where}.${field}: an empty condition.`)
		for (const [op, value] of pairs) {
			if (op === '$options' && known.type === 'text') {
				if (value !== 'i' && value !== '') throw new Refused(`${where}.${field}: $options can only be "i" (matching ignores case anyway).`)
				continue
			}
			if (!ops.includes(op)) throw new Refused(`${where}.${field}: the operator ${op.slice(0, 20)} is not accepted for ${field} (use ${ops.join(', ')}).`)
			rows.push({ field, operator: op, value: valueOf(known.type, value, `${where}.${field}`, timeZone) })
		}
	}
	return rows
}

function valueOf(type: string, value: unknown, where: string, timeZone: string): string {
	if (isPlainObject(value) || Array.isArray(value)) throw new Refused(`${where}: the value must be a string, number or boolean, not nested JSON.`)
	switch (type) {
		case 'yesno':
			if (value === true || value === 'Y') return 'Y'
			if (value === false || value === 'N') return 'N'
			throw new Refused(`${where}: the value must be "Y" or "N".`)
		case 'text':
			if (typeof value !== 'string') throw new Refused(`${where}: the text to look for must be a string.`)
			if (REGEX_SYNTAX.test(value)) throw new Refused(`${where}: $regex takes plain text to look for; regular expressions are refused.`)
			return value
		case 'number':
			if (typeof value !== 'number' || !Number.isFinite(value)) throw new Refused(`${where}: the value must be a number.`)
			return String(value)
		case 'date':
			if (typeof value === 'number' && Number.isFinite(value)) return dateInputValue(value, timeZone)
			if (typeof value === 'string') return value
			throw new Refused(`${where}: a date is "YYYY-MM-DD" or epoch milliseconds.`)
		default:
			if (typeof value !== 'string') throw new Refused(`${where}: the value must be a string.`)
			return value
	}
}
