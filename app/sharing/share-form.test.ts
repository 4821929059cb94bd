import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { memberFormSchema, SHARE_FORM_TEXTS, shareFormSchema } from './share-form'

const form = (fields: Record<string, string>) => {
	const f = new FormData()
	for (const [k, v] of Object.entries(fields)) f.set(k, v)
	return f
}
const errorsOf = (fields: Record<string, string>) => {
	const s = parseWithZod(form(fields), { schema: shareFormSchema() })
	return s.status === 'success' ? {} : Object.fromEntries(Object.entries(s.reply().error ?? {}).map(([k, v]) => [k, v?.[0]]))
}

describe('the Share form', () => {
	it('takes a folder, an email (trimmed) and a role', () => {
		const s = parseWithZod(form({ folderId: 'f1', email: '  Ann@Example.com ', role: 'editor' }), { schema: shareFormSchema() })
		expect(s.status === 'success' && s.value).toEqual({ folderId: 'f1', email: 'Ann@Example.com', role: 'editor' })
	})
	it('says what is missing or wrong, each at its field', () => {
		expect(errorsOf({})).toEqual({ folderId: SHARE_FORM_TEXTS.folder, email: SHARE_FORM_TEXTS.email, role: SHARE_FORM_TEXTS.role })
		expect(errorsOf({ folderId: 'f1', email: 'not an email', role: 'owner' })).toEqual({ email: SHARE_FORM_TEXTS.email, role: SHARE_FORM_TEXTS.role })
		expect(errorsOf({ folderId: 'f1', email: `${'a'.repeat(250)}@example.com`, role: 'viewer' })).toEqual({ email: SHARE_FORM_TEXTS.email })
	})
	it('a member’s row: the folder, the member and (to change it) a role', () => {
		const s = parseWithZod(form({ folderId: 'f1', userId: 'u1' }), { schema: memberFormSchema() })
		expect(s.status === 'success' && s.value).toEqual({ folderId: 'f1', userId: 'u1' })
		const bad = parseWithZod(form({ folderId: 'f1', userId: 'u1', role: 'admin' }), { schema: memberFormSchema() })
		expect(bad.status).toBe('error')
	})
})
