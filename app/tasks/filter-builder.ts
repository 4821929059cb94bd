// The custom filter builder of screen 12 and spec point 5: rows of field, operator and value in
// groups a to z. Groups are OR'd; rows within a group are AND'd. Equality fields ignore the values
// A, All and ALL; title and notes match a case-insensitive substring (never a RegExp); dates compare
// whole local days in the user's timezone.
import { TZDate } from '@date-fns/tz'
import { z } from 'zod'
import type { FilterItem } from '#db/schema'
import { LIMITS, tooLong } from '~/lib/limits'
import { parseSearchQuery, type SearchQuery } from './search-query'
import { COMPARISONS, CONTAINS, EQUALS, MATCHES, FILTER_FIELDS, FILTER_GROUPS, operatorsFor, type FilterField } from './options'

export type Comparison = (typeof COMPARISONS)[number]['value']
export type DateField = 'added' | 'completedDate' | 'start' | 'due'

export type Condition =
	| { field: 'title' | 'notes'; op: 'contains'; text: string }
	| { field: 'completed' | 'star'; op: 'eq'; value: boolean }
	| { field: 'context' | 'folder' | 'priority' | 'status'; op: 'eq'; value: string }
	| { field: 'length'; op: Comparison; value: number }
	| { field: DateField; op: Comparison; from: number; to: number }
	| { field: 'search'; op: 'matches'; query: SearchQuery }

const IGNORED = new Set(['A', 'All', 'ALL'])
const OPERATORS = new Set<string>([...COMPARISONS, ...EQUALS, ...CONTAINS, ...MATCHES].map((o) => o.value))

export const FILTER_MESSAGES = {
	tooManyRows: `A filter can have at most ${LIMITS.filterRows} rows. Remove some rows and apply it again.`,
	group: 'Choose a group from a to z.',
	operator: 'Choose a comparison from the list.',
	field: 'Choose a field from the list.',
	valueTooLong: tooLong('The value', LIMITS.filterValue),
	/** shown on /tasks/custom for a saved filter that can no longer be run */
	cannotRun: 'Your saved filter can no longer be used, so no tasks are shown. Open Filter to change it.',
} as const
const DATE_VALUE = /^(\d{4})-(\d{2})-(\d{2})$/

export function fieldType(field: string) {
	return FILTER_FIELDS.find((f) => f.value === field)?.type
}

export const BLANK_ROW: FilterItem = { group: 'a', field: '', operator: '', value: '' }

/** The rows as the form (or a link's query string) sent them (the inputs repeat: group, field, operator, value). */
export function rowsFromForm(form: FormData | URLSearchParams): FilterItem[] {
	const groups = form.getAll('group').map(String)
	const fields = form.getAll('field').map(String)
	const operators = form.getAll('operator').map(String)
	const values = form.getAll('value').map(String)
	return fields.map((field, i) => ({
		group: groups[i] ?? 'a',
		field,
		operator: operators[i] ?? '',
		value: (values[i] ?? '').trim(),
	}))
}

/** The operator a row uses: the one chosen when it fits the field, else the field's first. */
export function operatorFor(item: Pick<FilterItem, 'field' | 'operator'>) {
	const type = fieldType(item.field)
	if (!type) return ''
	const ops = operatorsFor(type) as readonly { value: string }[]
	return ops.some((o) => o.value === item.operator) ? item.operator : ops[0]!.value
}

/**
 * Checks each row: a row without a field is dropped; a row with a field needs a value that fits it.
 * Returns the items to save and an error message per row index of `rows`.
 */
export function validateRows(rows: FilterItem[]) {
	const items: FilterItem[] = []
	const errors: Record<number, string> = {}
	rows.forEach((row, i) => {
		if (!row.field) return
		const type = fieldType(row.field)
		if (!type) {
			errors[i] = FILTER_MESSAGES.field
			return
		}
		const group = row.group
		const operator = operatorFor(row)
		const value = row.value.trim()
		if (!FILTER_GROUPS.includes(group)) errors[i] = FILTER_MESSAGES.group
		else if (row.operator && !OPERATORS.has(row.operator)) errors[i] = FILTER_MESSAGES.operator
		else if (value.length > LIMITS.filterValue) errors[i] = FILTER_MESSAGES.valueTooLong
		else if (type === 'date' && !parseDateValue(value)) errors[i] = 'Enter a date (year, month and day).'
		else if (type === 'number' && (value === '' || !Number.isFinite(Number(value)))) errors[i] = 'Enter a number.'
		else if (type === 'yesno' && value !== 'Y' && value !== 'N') errors[i] = 'Choose Yes or No.'
		else if ((type === 'text' || type === 'search') && value === '') errors[i] = 'Enter the text to look for.'
		if (errors[i] === undefined) items.push({ group, field: row.field, operator, value })
	})
	return { items, errors }
}

const repeated = z.preprocess(
	(v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
	z.array(z.string().optional()).max(LIMITS.filterRows, FILTER_MESSAGES.tooManyRows),
)

/**
 * The filter form (screen 12) as conform parses it: at most 50 rows in all, each row's message under
 * `value[i]`, a refusal of the whole form (too many rows) as the form's error.
 */
export const filterFormSchema = z
	.object({
		completed: z.enum(['A', 'N', 'Y']).catch('N'),
		group: repeated,
		field: repeated,
		operator: repeated,
		value: repeated,
	})
	.transform((form, ctx) => {
		const rows = form.field.map((field, i) => ({
			group: form.group[i] ?? 'a',
			field: field ?? '',
			operator: form.operator[i] ?? '',
			value: (form.value[i] ?? '').trim(),
		}))
		const { items, errors } = validateRows(rows)
		for (const [i, message] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: ['value', Number(i)], message })
		return Object.keys(errors).length ? z.NEVER : { completed: form.completed, items }
	})

/** why a saved filter cannot be run (saved before the limits, or edited by hand), or null */
export function savedFilterProblem(items: FilterItem[]) {
	if (items.length > LIMITS.filterRows) return FILTER_MESSAGES.cannotRun
	const { errors } = validateRows(items)
	return Object.keys(errors).length ? FILTER_MESSAGES.cannotRun : null
}

function parseDateValue(value: string) {
	const m = DATE_VALUE.exec(value)
	if (!m) return null
	const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
	const probe = new Date(Date.UTC(y, mo - 1, d))
	if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo - 1 || probe.getUTCDate() !== d) return null
	return { y, m: mo - 1, d }
}

/** [from, to) of a YYYY-MM-DD day in `timeZone` */
export function localDay(value: string, timeZone: string) {
	const p = parseDateValue(value)
	if (!p) return null
	return {
		from: new TZDate(p.y, p.m, p.d, timeZone).getTime(),
		to: new TZDate(p.y, p.m, p.d + 1, timeZone).getTime(),
	}
}

function condition(item: FilterItem, timeZone: string): Condition | null {
	const type = fieldType(item.field)
	const field = item.field as FilterField
	const op = operatorFor(item)
	switch (type) {
		case 'text':
			return item.value ? { field: field as 'title' | 'notes', op: 'contains', text: item.value } : null
		case 'search':
			return item.value ? { field: 'search', op: 'matches', query: parseSearchQuery(item.value) } : null
		case 'yesno':
			return item.value === 'Y' || item.value === 'N'
				? { field: field as 'completed' | 'star', op: 'eq', value: item.value === 'Y' }
				: null
		case 'select':
			return IGNORED.has(item.value) ? null : { field: field as 'context', op: 'eq', value: item.value }
		case 'number': {
			const n = Number(item.value)
			return item.value !== '' && Number.isFinite(n) ? { field: 'length', op: op as Comparison, value: n } : null
		}
		case 'date': {
			const day = localDay(item.value, timeZone)
			return day ? { field: field as DateField, op: op as Comparison, ...day } : null
		}
		default:
			return null
	}
}

/** The saved items as groups of conditions (groups in letter order; empty groups dropped). */
export function filterGroups(items: FilterItem[], timeZone: string): Condition[][] {
	const groups = new Map<string, Condition[]>()
	for (const item of items) {
		const c = condition(item, timeZone)
		if (!c) continue
		const group = FILTER_GROUPS.includes(item.group) ? item.group : 'a'
		groups.set(group, [...(groups.get(group) ?? []), c])
	}
	return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, cs]) => cs)
}
