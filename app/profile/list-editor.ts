// The Contexts and Folders editor of screen 21 and point 4, as pure functions: the same code runs on
// the server (a form posted without JavaScript) and in the browser (the same buttons, no round trip).
// No zod here, so the browser bundle stays small: the server parses the form with list-edit-schema.ts,
// which applies `validateRows`.
import type { ListKind, SavedListItem } from '~/tasks/list-kinds'
export type { ListKind, SavedListItem }
import { LIMITS, TOO_LONG } from '~/lib/limits'


/** A row of the editor: existing (id set), new (op 'add') or marked for deletion (op 'delete'). */
export type ListRow = {
	/** stable key for the page: the id, or new-N for a row not saved yet */
	key: string
	id: string
	name: string
	private: boolean
	active: boolean
	customOrder: string
	/** folders only; blank means Ungrouped */
	group: string
	op: '' | 'add' | 'delete'
}

export type ListSort = '' | 'name-asc' | 'name-desc' | 'order-asc' | 'order-desc'
export type ListEdit = { rows: ListRow[]; sort: ListSort }

/** point 9: order step 5 */
export const ORDER_STEP = 5

export const LIST_TEXTS = {
	contexts: {
		singular: 'context',
		nameRequired: 'A name for the context must be provided.',
		nameTooLong: TOO_LONG.contextName,
		nameTaken: 'Another context already has this name. Choose a different name.',
		saveFailed: 'Unable to save context changes.  Review context list for details.',
		saved: 'Contexts updated.',
	},
	folders: {
		singular: 'folder',
		nameRequired: 'A name for the folder must be provided.',
		nameTooLong: TOO_LONG.folderName,
		nameTaken: 'Another folder already has this name. Choose a different name.',
		saveFailed: 'Unable to save folder changes.  Review folder list for details.',
		saved: 'Folders updated.',
	},
} as const

export const ORDER_NOT_A_NUMBER = 'The order must be a number.'

/** customOrder converted to number (point 5); anything that is not a number counts as 0 (save refuses it first) */
export function orderNumber(value: string | number) {
	const n = typeof value === 'number' ? value : Number(String(value).trim())
	return Number.isFinite(n) ? n : 0
}

const SORTS: ListSort[] = ['', 'name-asc', 'name-desc', 'order-asc', 'order-desc']

/** Reads the editor's rows from a posted form: rows[i].name, rows[i].private ... */
export function parseListForm(form: FormData): ListEdit {
	const byIndex = new Map<number, Record<string, string>>()
	for (const [name, value] of form.entries()) {
		const m = /^rows\[(\d{1,4})\]\.(\w+)$/.exec(name)
		if (!m || typeof value !== 'string') continue
		const i = Number(m[1])
		const row = byIndex.get(i) ?? {}
		row[m[2]!] = value
		byIndex.set(i, row)
	}
	const rows = [...byIndex.entries()]
		.sort(([a], [b]) => a - b)
		.map(([i, r]): ListRow => {
			const op = r.op === 'add' || r.op === 'delete' ? r.op : ''
			const id = op === 'add' ? '' : (r.id ?? '')
			return {
				key: r.key || id || `new-${i}`,
				id,
				// shown again as sent, but never more than the limit (a 1 MB name is refused, not echoed)
				name: (r.name ?? '').slice(0, LIMITS.listName),
				private: r.private === 'Y',
				active: r.active === 'Y',
				customOrder: (r.customOrder ?? '').slice(0, 50),
				group: (r.group ?? '').slice(0, LIMITS.folderGroup),
				op,
			}
		})
	const sort = String(form.get('sort') ?? '') as ListSort
	return { rows, sort: SORTS.includes(sort) ? sort : '' }
}

export type ListIntent =
	| { type: 'add' }
	| { type: 'sort-name' }
	| { type: 'sort-order' }
	| { type: 'mark'; index: number }
	| { type: 'undo'; index: number }

/** The editing intents (add, sort-name, sort-order, mark:i, undo:i); save and cancel are not edits. */
export function parseListIntent(intent: unknown): ListIntent | null {
	if (intent === 'add' || intent === 'sort-name' || intent === 'sort-order') return { type: intent }
	const m = typeof intent === 'string' ? /^(mark|undo):(\d{1,4})$/.exec(intent) : null
	return m ? { type: m[1] as 'mark' | 'undo', index: Number(m[2]) } : null
}

/** The sort that a click on "sort by name" or "sort by order" applies: a second click toggles direction. */
export function nextSort(current: ListSort, by: 'name' | 'order'): Exclude<ListSort, ''> {
	return current === `${by}-asc` ? `${by}-desc` : `${by}-asc`
}

const byName = (a: ListRow, b: ListRow) =>
	a.name.trim().localeCompare(b.name.trim(), 'en', { sensitivity: 'base', numeric: true })
const byOrder = (a: ListRow, b: ListRow) => orderNumber(a.customOrder) - orderNumber(b.customOrder)

/** Sorts by name or order in a direction and renumbers customOrder 5, 10, 15 ... (point 5). */
export function sortRows(rows: ListRow[], sort: Exclude<ListSort, ''>): ListRow[] {
	const [by, direction] = sort.split('-') as ['name' | 'order', 'asc' | 'desc']
	const sign = direction === 'asc' ? 1 : -1
	const primary = by === 'name' ? byName : byOrder
	const secondary = by === 'name' ? byOrder : byName
	return [...rows]
		.sort((a, b) => sign * primary(a, b) || secondary(a, b))
		.map((row, i) => ({ ...row, customOrder: String((i + 1) * ORDER_STEP) }))
}

let newRowCounter = 0

export function applyListIntent(edit: ListEdit, intent: ListIntent, newKey?: string): ListEdit {
	const { rows, sort } = edit
	switch (intent.type) {
		case 'add': {
			const last = rows.reduce((max, r) => Math.max(max, orderNumber(r.customOrder)), 0)
			const key = newKey ?? `new-${Date.now().toString(36)}-${++newRowCounter}`
			const row: ListRow = {
				key,
				id: '',
				name: '',
				// point 6: folders and contexts default private Y
				private: true,
				active: true,
				customOrder: String(rows.length ? last + ORDER_STEP : ORDER_STEP),
				group: '',
				op: 'add',
			}
			return { rows: [...rows, row], sort }
		}
		case 'sort-name':
		case 'sort-order': {
			const next = nextSort(sort, intent.type === 'sort-name' ? 'name' : 'order')
			return { rows: sortRows(rows, next), sort: next }
		}
		case 'mark': {
			const row = rows[intent.index]
			if (!row) return edit
			// an unsaved new row is simply removed
			if (row.op === 'add') return { rows: rows.filter((_, i) => i !== intent.index), sort }
			return { rows: rows.map((r, i) => (i === intent.index ? { ...r, op: 'delete' } : r)), sort }
		}
		case 'undo':
			return {
				rows: rows.map((r, i) => (i === intent.index && r.op === 'delete' ? { ...r, op: '' } : r)),
				sort,
			}
	}
}

/** the name as duplicates are found: case and surrounding spaces ignored */
const nameKey = (name: string) => name.trim().toLocaleLowerCase('en')

/**
 * Save's rules (point 5, issue 8): names trimmed, required, at most 100 characters and unique ignoring case;
 * folder groups at most 100; the order a number. Rows marked for deletion are not checked.
 * One message per row index.
 */
export function validateRows(kind: ListKind, rows: ListRow[]): Record<number, string> {
	const errors: Record<number, string> = {}
	const seen = new Set<string>()
	const texts = LIST_TEXTS[kind]
	rows.forEach((row, i) => {
		if (row.op === 'delete') return
		const name = row.name.trim()
		const order = row.customOrder.trim()
		if (name === '') errors[i] = texts.nameRequired
		else if (name.length > LIMITS.listName) errors[i] = texts.nameTooLong
		else if (seen.has(nameKey(name))) errors[i] = texts.nameTaken
		else if (kind === 'folders' && row.group.trim().length > LIMITS.folderGroup) errors[i] = TOO_LONG.folderGroup
		else if (order === '' || !Number.isFinite(Number(order))) errors[i] = ORDER_NOT_A_NUMBER
		if (name) seen.add(nameKey(name))
	})
	return errors
}


/** The rows of the editor as they were loaded, in the order of point 9 (customOrder then name). */
export function rowsFromSaved(items: SavedListItem[]): ListRow[] {
	return [...items]
		.sort((a, b) => a.customOrder - b.customOrder || a.name.localeCompare(b.name))
		.map((item) => ({
			key: item.id,
			id: item.id,
			name: item.name,
			private: item.private,
			active: item.active,
			customOrder: String(item.customOrder),
			group: item.group,
			op: '',
		}))
}

/**
 * Where the tasks of each saved name go when the edit is saved. Tasks follow their context or folder
 * by identity: a renamed one takes its tasks to the new name; when every row of a name is deleted and
 * no row keeps or takes that name, its tasks are left unassigned ('').
 * Returns only the names that change.
 */
export function taskReassignments(
	saved: { id: string; name: string }[],
	outcome: Map<string, { name: string } | 'deleted'>,
	finalNames: Set<string>,
): Map<string, string> {
	const groups = new Map<string, { id: string; name: string }[]>()
	for (const item of saved) groups.set(item.name, [...(groups.get(item.name) ?? []), item])
	const moves = new Map<string, string>()
	for (const [oldName, items] of groups) {
		const kept = items.map((i) => outcome.get(i.id) ?? { name: i.name }).filter((o) => o !== 'deleted')
		if (kept.some((o) => o.name === oldName)) continue
		if (kept.length) {
			moves.set(oldName, kept[0]!.name)
			continue
		}
		if (!finalNames.has(oldName)) moves.set(oldName, '')
	}
	return moves
}
