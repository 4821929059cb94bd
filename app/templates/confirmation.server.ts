// The Use confirmation (screen 20) as a route's loader and action: the created tasks in editable rows,
// Add (saves the edits, 'N tasks were created ...') and Cancel ('N tasks deleted.', or 'N of M tasks deleted.' and a warning).
import { readForm } from '~/lib/form-data.server'
import { data } from 'react-router'
import type { User } from '~/identity/users.server'
import { redirectWithToast } from '~/lib/toast.server'
import { PRIORITIES, STATUSES } from '~/tasks/options'
import { dateInputValue } from '~/tasks/task-dates'
import { listNames } from '~/tasks/lists.server'
import { checkRows, rowsFromForm, type RowValues } from './confirmation'
import { cancelledToast, INSTANTIATION_TEXTS } from './instantiation'
import { cancelTemplateUse, confirmTemplateUse, requireTemplateUse, tasksOfUse } from './instantiation.server'
import { requireGalleryTemplate, type Gallery } from './templates.server'

function pendingUse(user: User, gallery: Gallery, templateId: string, useId: string) {
	const template = requireGalleryTemplate(gallery, user.id, templateId)
	const use = requireTemplateUse(user.id, useId)
	if (use.templateId !== template.id) throw data('Confirmation not found', { status: 404 })
	return { template, use }
}

function lists(userId: string) {
	return { folders: listNames(userId, 'folders'), contexts: listNames(userId, 'contexts') }
}

export function confirmationPage(user: User, gallery: Gallery, templateId: string, useId: string) {
	const { template, use } = pendingUse(user, gallery, templateId, useId)
	const created = tasksOfUse(user.id, use.id)
	const titles = new Map(created.map((t) => [t.id, t.title]))
	const rows: (RowValues & { parentTitle: string | null })[] = created.map((t) => ({
		id: t.id,
		parentTitle: t.parentId === null ? null : (titles.get(t.parentId) ?? ''),
		title: t.title,
		start: dateInputValue(t.start, user.timezone),
		due: dateInputValue(t.due, user.timezone),
		folder: t.folder,
		context: t.context,
		priority: t.priority,
		status: t.status,
	}))
	return {
		gallery,
		templateName: template.name,
		rows,
		total: use.taskCount,
		options: { ...lists(user.id), priorities: PRIORITIES.map(({ value, label }) => ({ value, label })), statuses: STATUSES.map(({ value, label }) => ({ value, label })) },
	}
}
export type ConfirmationPage = ReturnType<typeof confirmationPage>

export async function confirmationAction(request: Request, user: User, gallery: Gallery, templateId: string, useId: string) {
	const { use } = pendingUse(user, gallery, templateId, useId)
	const form = await readForm(request)
	const intent = form.get('intent')
	if (intent === 'cancel') {
		const { deleted, created } = cancelTemplateUse(user.id, use)
		return redirectWithToast(`/gallery/${gallery}`, cancelledToast(deleted, created))
	}
	if (intent !== 'add') throw data(`Encountered unexpected saveAction = ${String(intent).slice(0, 40)}`, { status: 400 })
	const rows = rowsFromForm(form, use.taskCount)
	const checked = checkRows(rows, lists(user.id), user.timezone)
	if (!checked.ok) return data({ rows, errors: checked.errors }, { status: 400 })
	const { confirmed, created } = confirmTemplateUse(user.id, use, checked.rows)
	return redirectWithToast(`/gallery/${gallery}`, {
		type: 'success',
		title: INSTANTIATION_TEXTS.addedTitle,
		description: INSTANTIATION_TEXTS.added(confirmed, created),
		// every task of a use was added at the moment of the use (instantiation.server.ts): that moment finds them
		link: confirmed ? { href: `/tasks/added?at=${use.created}`, text: confirmed === 1 ? 'See the new task' : 'See the new tasks' } : undefined,
	})
}
