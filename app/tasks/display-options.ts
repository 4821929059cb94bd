// The Display Options dialog (screen 13): three sort levels with direction, Hide Children,
// Hide Parents, Expand Detail, and the premium Kanban switch with its grouping.
import type { TaskSortOrder } from '#db/schema'
import { KANBAN_GROUPS, SORT_FIELD_VALUES } from './options'

export const PREMIUM_FEATURE = 'This is a premium feature.'

export type DisplayOptions = {
	sort: TaskSortOrder
	displayKanban: boolean
	kanbanGroup: 'context' | 'folder' | 'priority' | 'status'
}

/** The display options held in a preferences row. */
export function displayOptionsOf(prefs: { taskSortOrder: TaskSortOrder; displayKanban: boolean; kanbanGroup: DisplayOptions['kanbanGroup'] }): DisplayOptions {
	return { sort: prefs.taskSortOrder, displayKanban: prefs.displayKanban, kanbanGroup: prefs.kanbanGroup }
}

export function displayOptionsFromForm(form: FormData, current: DisplayOptions, premium: boolean): DisplayOptions {
	const field = (name: string) => {
		const v = String(form.get(name) ?? '')
		return (SORT_FIELD_VALUES as string[]).includes(v) ? v : ''
	}
	const direction = (name: string) => (form.get(name) === '-1' ? -1 : 1) as 1 | -1
	const on = (name: string) => form.get(name) === 'Y'
	const group = String(form.get('kanbanGroup') ?? '')
	return {
		sort: {
			first: field('first'),
			second: field('second'),
			third: field('third'),
			firstDirection: direction('firstDirection'),
			secondDirection: direction('secondDirection'),
			thirdDirection: direction('thirdDirection'),
			hideChildren: on('hideChildren'),
			hideParents: on('hideParents'),
			expandDetail: on('expandDetail'),
			comfortable: on('comfortable'),
			absoluteDates: on('absoluteDates'),
			// the board's own choices (its column forms) are not in this form: they stay as they were
			...(current.sort.kanbanShowEmpty !== undefined ? { kanbanShowEmpty: current.sort.kanbanShowEmpty } : {}),
			...(current.sort.kanbanStatusOrder ? { kanbanStatusOrder: current.sort.kanbanStatusOrder } : {}),
		},
		// Kanban is for premium users; others keep what they had
		displayKanban: premium ? on('displayKanban') : false,
		kanbanGroup: KANBAN_GROUPS.some((g) => g.value === group) ? (group as DisplayOptions['kanbanGroup']) : current.kanbanGroup,
	}
}
