// The Contexts and Folders editor's save (screen 21, point 5) as a zod schema parsed with conform: the rows
// as conform reads `rows[i].name` ..., the rules of `validateRows`, each message on its row's name.
import { z } from 'zod'
import { validateRows, type ListKind, type ListRow } from './list-editor'

/** more rows than anyone keeps; the editor refuses a form beyond it */
export const MAX_LIST_ROWS = 1000

const text = z.string().optional()

export function listEditSchema(kind: ListKind) {
	return z
		.object({
			sort: text,
			rows: z
				.array(
					z
						.object({ key: text, id: text, name: text, private: text, active: text, customOrder: text, group: text, op: text })
						.optional(),
				)
				.max(MAX_LIST_ROWS)
				.optional(),
		})
		.transform((form, ctx) => {
			const rows = (form.rows ?? []).flatMap((r, i): ListRow[] => {
				if (!r) return []
				const op = r.op === 'add' || r.op === 'delete' ? r.op : ''
				const id = op === 'add' ? '' : (r.id ?? '')
				return [
					{
						key: r.key || id || `new-${i}`,
						id,
						name: r.name ?? '',
						private: r.private === 'Y',
						active: r.active === 'Y',
						customOrder: r.customOrder ?? '',
						group: r.group ?? '',
						op,
					},
				]
			})
			const errors = validateRows(kind, rows)
			for (const [i, message] of Object.entries(errors)) {
				ctx.addIssue({ code: 'custom', path: ['rows', Number(i), 'name'], message })
			}
			return Object.keys(errors).length ? z.NEVER : { rows }
		})
}
