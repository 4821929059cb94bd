// The custom filter builder of screen 12 and spec point 5: rows of field, operator and value in
// groups a to z. Groups are OR'd; rows within a group are AND'd. Equality fields ignore the values
// A, All and ALL; title and notes match a case-insensitive substring (never a RegExp); dates compare
// whole local days in the user's timezone.
import { TZDate } from '@date-fns/tz'
import type { FilterItem } from '#db/schema'
import { COMPARISONS, FILTER_FIELDS, FILTER_GROUPS, operatorsFor, type FilterField } from './options'

export type Comparison = (typeof COMPARISONS)[number]['value']
export type DateField = 'added' | 'completedDate' | 'start' | 'due'

export type Condition =
	| { field: 'title' | 'notes'; op: 'contains'; text: string }
	| { field: 'completed' | 'star'; op: 'eq'; value: boolean }
	| { field: 'context' | 'folder' | 'priority' | 'status'; op: 'eq'; value: string }
	| { field: 'length'; op: Comparison; value: number }
	| { field: DateField; op: Comparison; from: number; to: number }

const IGNORED = new Set(['A', 'All', 'ALL'])
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
			errors[i] = 'Choose a field from the list.'
			return
		}
		const group = FILTER_GROUPS.includes(row.group) ? row.group : 'a'
		const operator = operatorFor(row)
		const value = row.value.trim()
		if (type === 'date' && !parseDateValue(value)) errors[i] = 'Enter a date (year, month and day).'
		else if (type === 'number' && (value === '' || !Number.isFinite(Number(value)))) errors[i] = 'Enter a number.'
		else if (type === 'yesno' && value !== 'Y' && value !== 'N') errors[i] = 'Choose Yes or No.'
		else if (type === 'text' && value === '') errors[i] = 'Enter the text to look for.'
		if (errors[i] === undefined) items.push({ group, field: row.field, operator, value })
	})
	return { items, errors }
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
