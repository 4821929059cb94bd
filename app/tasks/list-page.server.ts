// The data of a task list page (screen 6): which list, its header, one page of cards, the sidebar.
import { isPremium, type User } from '~/identity/users.server'
import { notFound } from '~/lib/not-found'
import { listNames } from '~/profile/lists.server'
import { displayOptionsOf } from './display-options'
import { listHeader, namedList, parsePriorityStatus, type TaskListSpec } from './lists'
import { PRIORITY_VALUES, STATUS_VALUES } from './options'
import { taskPreferences } from './preferences.server'
import { presentTasks } from './present.server'
import { REPEAT_OPTIONS } from './repeat'
import { taskFormValues } from './task-changes.server'
import { folderGroups, listTasks, requireTask } from './tasks.server'

/** cards per page: keeps a page of full cards well under 1,500 DOM elements (docs/decisions/062) */
export const PAGE_SIZE = 25
export const MAX_LIMIT = 1000

export function pageLimit(param: string | null) {
	const n = Number(param)
	if (!param || !Number.isInteger(n) || n < PAGE_SIZE) return PAGE_SIZE
	return Math.min(MAX_LIMIT, Math.ceil(n / PAGE_SIZE) * PAGE_SIZE)
}

export const NO_SUCH_LIST = { title: 'Task list not found', message: 'No task list with that name exists.' }

/** The list a URL asks for; unknown names and values are 404. */
export function listSpecFor(pathname: string, params: Record<string, string | undefined>, search: URLSearchParams): TaskListSpec {
	// /gtd/tasks has one child, the inbox
	if (['/gtd/tasks', '/gtd/tasks/inbox'].includes(pathname.replace(/\/$/, ''))) return { kind: 'inbox' }
	const [, , segment] = pathname.split('/')
	const value = params.value
	if (value !== undefined) {
		switch (segment) {
			case 'context':
			case 'folder':
				return { kind: 'by', field: segment, value }
			case 'priority':
				if (!(PRIORITY_VALUES as string[]).includes(value)) throw notFound(NO_SUCH_LIST)
				return { kind: 'by', field: 'priority', value }
			case 'status':
				if (!(STATUS_VALUES as string[]).includes(value)) throw notFound(NO_SUCH_LIST)
				return { kind: 'by', field: 'status', value }
			case 'ps': {
				const ps = parsePriorityStatus(value)
				if (!ps) throw notFound(NO_SUCH_LIST)
				return { kind: 'ps', ...ps }
			}
		}
		throw notFound(NO_SUCH_LIST)
	}
	const spec = namedList(params.filterName, search.get('offset'))
	if (!spec) throw notFound(NO_SUCH_LIST)
	return spec
}

export function taskFormLists(ownerId: string) {
	return {
		contexts: listNames(ownerId, 'contexts'),
		folderGroups: folderGroups(ownerId),
		repeatOptions: REPEAT_OPTIONS.map((o) => ({ value: o.value, label: o.label })),
	}
}

export function taskListPage(request: Request, params: Record<string, string | undefined>, user: User, now = Date.now()) {
	const url = new URL(request.url)
	const spec = listSpecFor(url.pathname, params, url.searchParams)
	const prefs = taskPreferences(user.id)
	const limit = pageLimit(url.searchParams.get('limit'))
	const { rows, total } = listTasks(user.id, spec, prefs, user.timezone, { limit, now })
	const editId = url.searchParams.get('edit')
	let editing = null
	if (editId) {
		const task = requireTask(user.id, editId)
		if (!rows.some((r) => r.id === task.id)) rows.unshift(task)
		editing = {
			taskId: task.id,
			values: taskFormValues(task, user.timezone),
			confirmDelete: url.searchParams.get('delete') === 'confirm',
		}
	}
	const lists = taskFormLists(user.id)
	return {
		header: listHeader(spec, user.timezone, now, prefs.taskFilter.completed),
		tasks: presentTasks(user.id, rows, user.timezone),
		total,
		limit,
		pageSize: PAGE_SIZE,
		editing,
		lists,
		expandDetail: prefs.taskSortOrder.expandDetail ?? false,
		display: {
			options: displayOptionsOf(prefs),
			premium: isPremium(user),
		},
		filter: { completed: prefs.taskFilter.completed, items: prefs.taskFilter.filterItems },
	}
}
