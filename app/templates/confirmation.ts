// The Use confirmation's editable rows (screen 20): title, start, due, folder, context, priority, status.
// Pure: reads and checks the posted rows; the ids are only the ones the use created (checked on saving).
import { z } from 'zod'
import { PRIORITY_VALUES, STATUS_VALUES } from '~/tasks/options'
import { midnightOf } from '~/tasks/task-dates'
import { MESSAGES } from '~/tasks/task-form'
import { TASK_TITLE_MAX, TEMPLATE_TEXTS } from './template-tree'

export type RowValues = { id: string; title: string; start: string; due: string; folder: string; context: string; priority: string; status: string }
export type RowErrors = Record<string, string>
export const ROW_FIELDS = ['title', 'start', 'due', 'folder', 'context', 'priority', 'status'] as const
export const rowField = (i: number, f: (typeof ROW_FIELDS)[number] | 'id') => `rows.${i}.${f}`
export const rowFieldId = (i: number, f: string) => `use-row-${i}-${f}`

const DATE_MESSAGE = 'Enter a real date, for example 2026-03-31.'

export function rowsFromForm(form: FormData, max: number): RowValues[] {
	const rows: RowValues[] = []
	for (let i = 0; i < max; i++) {
		const id = form.get(rowField(i, 'id'))
		if (typeof id !== 'string') continue
		const text = (f: (typeof ROW_FIELDS)[number]) => {
			const v = form.get(rowField(i, f))
			return typeof v === 'string' ? v : ''
		}
		rows.push({ id, title: text('title'), start: text('start'), due: text('due'), folder: text('folder'), context: text('context'), priority: text('priority'), status: text('status') })
	}
	return rows
}

export function checkRows(rows: RowValues[], lists: { folders: string[]; contexts: string[] }, timeZone: string) {
	const date = z.string().refine((v) => v === '' || midnightOf(v, timeZone) !== null, DATE_MESSAGE)
	const schema = z.object({
		id: z.string().min(1).max(64),
		title: z.string().trim().min(1, MESSAGES.title).max(TASK_TITLE_MAX, TEMPLATE_TEXTS.titleTooLong),
		start: date,
		due: date,
		folder: z.string().refine((v) => v === '' || lists.folders.includes(v), MESSAGES.folder),
		context: z.string().refine((v) => v === '' || lists.contexts.includes(v), MESSAGES.context),
		priority: z.enum(PRIORITY_VALUES, MESSAGES.priority),
		status: z.enum(STATUS_VALUES, MESSAGES.status),
	})
	const errors: RowErrors = {}
	const values = rows.map((row, i) => {
		const parsed = schema.safeParse(row)
		if (!parsed.success) {
			for (const issue of parsed.error.issues) errors[rowField(i, String(issue.path[0]) as 'title')] ??= issue.message
			return null
		}
		const v = parsed.data
		return { ...v, start: v.start ? midnightOf(v.start, timeZone) : null, due: v.due ? midnightOf(v.due, timeZone) : null }
	})
	return Object.keys(errors).length ? { ok: false as const, errors } : { ok: true as const, rows: values.filter((v) => v !== null) }
}
