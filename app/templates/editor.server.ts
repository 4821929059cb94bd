// The Create/Edit Template form's action: add/remove intents answer with the edited tree; Save validates
// with the spec's messages and saves; Delete (edit mode) removes the owner's template.
import { readForm } from '~/lib/form-data.server'
import { once, submittedToken } from '~/lib/idempotency.server'
import { data } from 'react-router'
import type { User } from '~/identity/users.server'
import { redirectWithToast } from '~/lib/toast.server'
import { applyEditorIntent, draftFromForm, parseEditorIntent, validateDraft } from './template-tree'
import { createTemplate, deleteTemplate, templateNotFound, updateTemplate, type Template } from './templates.server'

export async function templateEditorAction(request: Request, user: User, existing?: Template) {
	const form = await readForm(request)
	const raw = form.get('intent')
	if (raw === 'delete') {
		if (!existing || !deleteTemplate(user.id, existing.id)) throw templateNotFound()
		return redirectWithToast('/gallery/personal', { type: 'success', title: 'Template Deleted', description: `"${existing.name}" was deleted.` })
	}
	const intent = parseEditorIntent(raw)
	if (!intent) throw data(`Encountered unexpected saveAction = ${String(raw).slice(0, 40)}`, { status: 400 })
	const draft = draftFromForm(form)
	const version = Date.now()
	if (intent.type !== 'save') {
		const edited = applyEditorIntent(draft, intent)
		return { ...edited, errors: {}, version }
	}
	const checked = validateDraft(draft)
	if (!checked.ok) return data({ draft, errors: checked.errors, version }, { status: 400 })
	if (existing) {
		if (!updateTemplate(user.id, existing.id, checked.value)) throw templateNotFound()
		return redirectWithToast('/gallery/personal', { type: 'success', title: 'Template Saved', description: `"${checked.value.name}" was saved.` })
	}
	// a double click on Save creates one template (the hidden submission token)
	once(user.id, 'template-create', submittedToken(form), () => ({ id: createTemplate(user.id, checked.value).id }))
	return redirectWithToast('/gallery/personal', { type: 'success', title: 'Template Created', description: `"${checked.value.name}" was created.` })
}
