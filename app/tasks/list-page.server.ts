// The data of a task list page (screen 6): which list, its header, one page of cards, the sidebar.
import { isPremium, type User } from '~/identity/users.server'
import { columnLimits, type KanbanGroup } from './kanban'
import { kanbanBoard } from './kanban.server'
import { arrangeColumns, columnChoicesOf } from './kanban-columns'
import { notFound } from '~/lib/not-found'
import { listNames } from '~/tasks/lists.server'
import { displayOptionsOf } from './display-options'
import { listHeader, namedList, parsePriorityStatus, type TaskListSpec } from './lists'
import { PRIORITY_VALUES, STATUS_VALUES } from './options'
import { taskPreferences, type TaskPreferences } from './preferences.server'
import { presentTasks, type TaskView } from './present.server'
import { taskFormValues } from './task-changes.server'
import { assignmentChoices } from '~/sharing/assignment.server'
import { assignableForNewTasks } from '~/sharing/assignable.server'
import { folderGroups, listTasks } from './tasks.server'
import { LIMITS } from '~/lib/limits'
import { highlight, highlightTerms, MAX_QUERY_LENGTH, notesExcerpt, parseSearchQuery } from './search-query'
import { rowsFromForm, savedFilterProblem, validateRows } from './filter-builder'
import { narrowings } from './narrowing'
import { addableSharedFolders, requireTaskAccess } from '~/sharing/access.server'
import { pageUrl } from '~/lib/page-url.server'

/** cards per page: keeps a page of full cards well under 1,500 DOM elements (docs/decisions/062) */
export const PAGE_SIZE = 25
/** with every card's detail and sub-task table open (Display Options, expand detail), a page holds fewer cards */
export const EXPANDED_PAGE_SIZE = 20
export const MAX_LIMIT = 1000

export function pageLimit(param: string | null, pageSize = PAGE_SIZE) {
	const n = Number(param)
	if (!param || !Number.isInteger(n) || n < pageSize) return pageSize
	return Math.min(MAX_LIMIT, Math.ceil(n / pageSize) * pageSize)
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
	if (params.filterName === 'added') {
		const at = Number(search.get('at'))
		if (!Number.isSafeInteger(at) || at <= 0) throw notFound(NO_SUCH_LIST)
		return { kind: 'added', at }
	}
	if (params.filterName === 'search') return { kind: 'search', text: (search.get('q') ?? '').slice(0, MAX_QUERY_LENGTH) }
	const spec = namedList(params.filterName, search.get('offset'))
	if (!spec) throw notFound(NO_SUCH_LIST)
	// a link to a custom list carries its filter items (the dashboard's segments); nothing is saved
	if (spec.kind === 'custom' && search.has('field')) return { kind: 'custom', items: validateRows(rowsFromForm(search).slice(0, LIMITS.filterRows)).items }
	return spec
}

/** `?completed=A|N|Y` in a link (the dashboard's) shows that list with this Completed setting, without saving it */
export function linkedCompleted(prefs: TaskPreferences, param: string | null): TaskPreferences {
	if (param !== 'A' && param !== 'N' && param !== 'Y') return prefs
	return { ...prefs, taskFilter: { ...prefs.taskFilter, completed: param } }
}

export function taskFormLists(ownerId: string) {
	const groups = folderGroups(ownerId)
	const own = new Set(groups.flatMap((g) => g.options.map((o) => o.text)))
	// the folders shared with the person where they may add (issue 55): a task made there is the folder owner's
	const shared = addableSharedFolders(ownerId).filter((f) => !own.has(f))
	return {
		contexts: listNames(ownerId, 'contexts'),
		folderGroups: shared.length ? [...groups, { label: 'Shared with you', options: shared.map((text) => ({ text })) }] : groups,
		// the Create form's "Assigned to": the people of each of those folders that is shared (issue 55 point 3)
		newTaskPeople: assignableForNewTasks(ownerId, own),
	}
}

/** The list a local path (a returnTo) shows; a path that is not a list is the whole list. */
export function listSpecForPath(path: string): TaskListSpec {
	try {
		return listSpecOfPath(path)
	} catch {
		return listSpecFor('/tasks', {}, new URL(path, 'http://local.invalid').searchParams)
	}
}

/** The list a local path shows; a path that is not a list throws (a 404 response). */
export function listSpecOfPath(path: string): TaskListSpec {
	const url = new URL(path, 'http://local.invalid')
	const parts = url.pathname.split('/')
	if (!['tasks', 'gtd'].includes(parts[1] ?? '') || parts.length > 4) throw notFound(NO_SUCH_LIST)
	const params = parts.length >= 4 ? { value: decodeURIComponent(parts[3]!) } : { filterName: parts[2] || undefined }
	return listSpecFor(url.pathname, params, url.searchParams)
}

export type KanbanBoardData = {
	group: KanbanGroup
	columns: { value: string; label: string; count: number; limit: number; tasks: TaskView[] }[]
	/** empty columns left out (a status board, unless the person shows them) */
	hiddenEmpty: number
	showEmpty: boolean
}

/** The Kanban board of a list (premium): ranks given once to tasks without one, then the columns' first cards (kanbanBoard). */
export function kanbanPage(user: User, spec: TaskListSpec, search: URLSearchParams, now = Date.now()) {
	const prefs = taskPreferences(user.id)
	const { columns, total } = kanbanBoard(user.id, spec, prefs, user.timezone, columnLimits(search), now)
	const choices = columnChoicesOf(prefs.taskSortOrder)
	const arranged = arrangeColumns(prefs.kanbanGroup, columns, choices)
	const board: KanbanBoardData = {
		group: prefs.kanbanGroup,
		columns: arranged.columns.map((c) => ({ ...c, tasks: presentTasks(user.id, c.tasks, user.timezone, { compact: true, relative: !prefs.taskSortOrder.absoluteDates, now }) })),
		hiddenEmpty: arranged.hiddenEmpty,
		showEmpty: choices.showEmpty,
	}
	return { board, total }
}

/** a search's cards with their matched words marked (the notes from their plain text, never from the card's HTML) */
function withMatches(views: TaskView[], rows: { id: string; notes: string }[], text: string) {
	const terms = highlightTerms(parseSearchQuery(text))
	const notes = new Map(rows.map((r) => [r.id, r.notes]))
	return views.map((v) => {
		const excerpt = notesExcerpt(notes.get(v.id) ?? '', terms)
		// notes that match are shown as the words around the match, in place of the whole notes
		const view = excerpt ? { ...v, notesHtml: undefined } : v
		return { ...view, match: { title: highlight(v.title, terms), notes: excerpt } }
	})
}

export function taskListPage(request: Request, params: Record<string, string | undefined>, user: User, now = Date.now()) {
	const url = pageUrl(request)
	const spec = listSpecFor(url.pathname, params, url.searchParams)
	const saved = taskPreferences(user.id)
	const prefs = linkedCompleted(saved, url.searchParams.get('completed'))
	const pageSize = prefs.taskSortOrder.expandDetail ? EXPANDED_PAGE_SIZE : PAGE_SIZE
	const limit = pageLimit(url.searchParams.get('limit'), pageSize)
	// Select mode (bulk edit, ?select=1, or ?select=page with this page's boxes ticked) shows the list, with checkboxes
	const selectParam = url.searchParams.get('select')
	const select = selectParam === null ? null : selectParam === 'page' ? ('page' as const) : ('on' as const)
	// Kanban is premium: a user whose subscription ended sees the list and a note
	const kanban = prefs.displayKanban && !select ? (isPremium(user) ? kanbanPage(user, spec, url.searchParams, now) : 'upgrade') : null
	const board = kanban && kanban !== 'upgrade' ? kanban : null
	const { rows, total } = board ? { rows: [], total: board.total } : listTasks(user.id, spec, prefs, user.timezone, { limit, now })
	const editId = url.searchParams.get('edit')
	let editing = null
	let people: { id: string; name: string }[] | undefined
	if (editId) {
		// a shared task's edit form is an editor's (issue 55): a viewer's is refused (403), another person's not found
		const task = requireTaskAccess(user.id, editId, 'change').task
		if (!board && !rows.some((r) => r.id === task.id)) rows.unshift(task)
		people = assignmentChoices(task)
		editing = {
			taskId: task.id,
			values: taskFormValues(task, user.timezone),
			confirmDelete: url.searchParams.get('delete') === 'confirm',
		}
	}
	// the edited task's "Assigned to" choices: its shared folder's people (issue 55)
	const lists = people?.length ? { ...taskFormLists(user.id), people } : taskFormLists(user.id)
	// the rows read their dates at a glance unless Display Options say absolute (issue 51, docs/decisions/315)
	const views = presentTasks(user.id, rows, user.timezone, { relative: !prefs.taskSortOrder.absoluteDates, now })
	return {
		header: listHeader(spec, user.timezone, now, prefs.taskFilter.completed),
		tasks: spec.kind === 'search' ? withMatches(views, rows, spec.text) : views,
		board: board?.board ?? null,
		kanbanUpgrade: kanban === 'upgrade',
		total,
		limit,
		pageSize,
		editing,
		lists,
		...(select ? { select } : {}),
		expandDetail: prefs.taskSortOrder.expandDetail ?? false,
		comfortable: prefs.taskSortOrder.comfortable ?? false,
		display: {
			options: displayOptionsOf(prefs),
			premium: isPremium(user),
		},
		filter: {
			completed: saved.taskFilter.completed,
			items: saved.taskFilter.filterItems.slice(0, LIMITS.filterRows),
			problem: spec.kind === 'custom' ? savedFilterProblem(saved.taskFilter.filterItems) : null,
			narrowed: narrowings({
				completed: prefs.taskFilter.completed,
				hideChildren: prefs.taskSortOrder.hideChildren,
				hideParents: prefs.taskSortOrder.hideParents,
				customConditions: spec.kind === 'custom' && !spec.items ? saved.taskFilter.filterItems.length : null,
			}),
		},
	}
}
