import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { rowErrors } from '~/lib/form-reply'
import { LIMITS, TOO_LONG } from '~/lib/limits'
import { listEditSchema } from './list-edit-schema'
import { LIST_TEXTS, ORDER_NOT_A_NUMBER, validateRows, type ListKind, type ListRow } from './list-editor'

type Row = { name: string; customOrder?: string; group?: string; op?: string; id?: string }

function form(rows: Row[]) {
	const f = new FormData()
	f.set('intent', 'save')
	rows.forEach((r, i) => {
		f.set(`rows[${i}].key`, r.id ?? `new-${i}`)
		f.set(`rows[${i}].id`, r.id ?? '')
		f.set(`rows[${i}].op`, r.op ?? (r.id ? '' : 'add'))
		f.set(`rows[${i}].name`, r.name)
		f.set(`rows[${i}].private`, 'Y')
		f.set(`rows[${i}].customOrder`, r.customOrder ?? String((i + 1) * 5))
		if (r.group !== undefined) f.set(`rows[${i}].group`, r.group)
	})
	return f
}
const errorsOf = (kind: ListKind, rows: Row[]) => {
	const s = parseWithZod(form(rows), { schema: listEditSchema(kind) })
	return s.status === 'success' ? {} : rowErrors(s.reply(), 'rows', 'name')
}

describe('the contexts and folders editor schema', () => {
	test('a valid edit gives the rows to save, names as typed (trimmed when saved)', () => {
		const s = parseWithZod(form([{ name: '@Home', id: 'c1' }, { name: ' @Phone ', customOrder: '7.5' }]), { schema: listEditSchema('contexts') })
		expect(s.status).toBe('success')
		expect(s.status === 'success' && s.value.rows.map((r) => [r.key, r.name, r.customOrder, r.op])).toEqual([
			['c1', '@Home', '5', ''],
			['new-1', ' @Phone ', '7.5', 'add'],
		])
	})
	test('every message: name required, name too long, duplicate name, group too long, order not a number', () => {
		for (const kind of ['contexts', 'folders'] as const) {
			const texts = LIST_TEXTS[kind]
			expect(errorsOf(kind, [{ name: '' }])).toEqual({ 0: texts.nameRequired })
			expect(errorsOf(kind, [{ name: 'x'.repeat(LIMITS.listName) }])).toEqual({})
			expect(errorsOf(kind, [{ name: 'x'.repeat(LIMITS.listName + 1) }])).toEqual({ 0: texts.nameTooLong })
			expect(errorsOf(kind, [{ name: 'x'.repeat(10_000) }])).toEqual({ 0: texts.nameTooLong })
			// ignoring case and surrounding spaces; the message is on the later row
			expect(errorsOf(kind, [{ name: '@Home' }, { name: '  @HOME ' }])).toEqual({ 1: texts.nameTaken })
			// a deleted row frees its name
			expect(errorsOf(kind, [{ name: '@Home', id: 'c1', op: 'delete' }, { name: '@home' }])).toEqual({})
			expect(errorsOf(kind, [{ name: 'A', customOrder: 'ten' }])).toEqual({ 0: ORDER_NOT_A_NUMBER })
			expect(errorsOf(kind, [{ name: 'A', customOrder: '' }])).toEqual({ 0: ORDER_NOT_A_NUMBER })
		}
		expect(texts()).toEqual(['The context name can be at most 100 characters.', 'The folder name can be at most 100 characters.'])
		expect(errorsOf('folders', [{ name: 'A', group: 'g'.repeat(LIMITS.folderGroup) }])).toEqual({})
		expect(errorsOf('folders', [{ name: 'A', group: 'g'.repeat(LIMITS.folderGroup + 1) }])).toEqual({ 0: TOO_LONG.folderGroup })
	})
	test('validateRows gives the same messages to the row indexes', () => {
		const row = (name: string, extra: Partial<ListRow> = {}): ListRow => ({
			key: name, id: name, name, private: true, active: true, customOrder: '5', group: '', op: '', ...extra,
		})
		expect(validateRows('contexts', [row('@Home'), row('@home'), row('@Work', { customOrder: 'NaN' })])).toEqual({
			1: LIST_TEXTS.contexts.nameTaken,
			2: ORDER_NOT_A_NUMBER,
		})
	})
})

const texts = () => [LIST_TEXTS.contexts.nameTooLong, LIST_TEXTS.folders.nameTooLong]
