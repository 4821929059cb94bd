// The Kanban board's column forms (issue 51, point 13; docs/decisions/320), posted to the Display Options route.
import { parseWithZod } from '@conform-to/zod/v4'
import { safeReturnTo } from '~/identity/auth.server'
import { redirectWithToast } from '~/lib/toast.server'
import { columnChoiceSchema, swapColumns } from './kanban-columns'
import { saveTaskPreferences, taskPreferences } from './preferences.server'

/**
 * The Kanban board's column forms (issue 51, point 13): "Show empty columns" / "Hide empty columns", and a column moved
 * past its shown neighbour. Kept with the display options (the sort order's row), per person.
 */
export function columnChoiceAction(ownerId: string, form: FormData) {
	const submission = parseWithZod(form, { schema: columnChoiceSchema })
	const returnTo = safeReturnTo(String(form.get('returnTo') ?? ''), '/tasks')
	if (submission.status !== 'success') return redirectWithToast(returnTo, { type: 'warning', description: 'That column choice was not understood.' })
	const sort = taskPreferences(ownerId).taskSortOrder
	const choice = submission.value
	if ('showEmpty' in choice) {
		const showEmpty = choice.showEmpty === 'Y'
		saveTaskPreferences(ownerId, { taskSortOrder: { ...sort, kanbanShowEmpty: showEmpty } })
		return redirectWithToast(returnTo, { type: 'success', description: showEmpty ? 'Empty columns shown.' : 'Empty columns hidden.' })
	}
	const [value, neighbour] = choice.swap
	saveTaskPreferences(ownerId, { taskSortOrder: { ...sort, kanbanStatusOrder: swapColumns(sort.kanbanStatusOrder ?? [], value!, neighbour!) } })
	return redirectWithToast(returnTo, { type: 'success', description: 'Column order saved.' })
}
