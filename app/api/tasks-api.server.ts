// Tasks through the JSON API (spec point 7): create (an array), update one, delete one or all, list with a filter,
// one by id (/api/v2), the GTD inbox (/api/v3). Every call goes through the same domain functions as the pages.
import { z } from 'zod'
import { db } from '~/lib/db.server'
import { taskLists } from '~/tasks/card-actions.server'
import { taskPreferences } from '~/tasks/preferences.server'
import { createTask, deleteOwnerTasks, deleteTask, setCompleted, taskFormValues, updateTask } from '~/tasks/task-changes.server'
import type { User } from '~/identity/users.server'
import type { TaskListSpec } from '~/tasks/lists'
import type { TaskFormValues } from '~/tasks/task-form'
import { listTasks, requireTask } from '~/tasks/tasks.server'
import { noteCompletedBy, sharedFolderChoices } from '~/sharing/access.server'
import { endpoint } from './endpoint'
import { ApiError } from './envelope'
import { ownUser, callerUser } from './owner'
import { taskShape } from './shapes'
import { recordChanges } from '~/sharing/assignment.server'
import { apiOwnerOfNewTask, apiTaskAccess, checkedAssignment, presentTasksFor, storeAssignment } from './shared-tasks.server'
import { formValuesOf, taskInput, taskRecordOf, taskUpdateInput, type TaskInput } from './task-input'
import { readQuickAdd } from '~/tasks/quick-add.server'
import { parseTaskFilter } from './task-filter'
import { count } from '~/lib/plural'
import { MAX_QUERY_LENGTH } from '~/tasks/search-query'

const V1 = '/api/v1/external'
const id = z.string().min(1, 'Id must be supplied.').max(100)
const ownerId = z.string().min(1, 'Owner Id must be supplied.').max(100)
export const MAX_TASKS_PER_CALL = 100
export const page = z.object({
	limit: z.coerce.number().int().min(1).max(1000).default(25),
	offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
	/** total=true adds how many tasks the list holds in all (a count over all of them: leave it out when paging fast) */
	total: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
})
const pageEnvelope = { more: z.boolean(), total: z.number().int().optional() }

/** one page of a list, with `more` (one row beyond the page is read to know) and `total` when asked */
function listPage(user: User, spec: TaskListSpec, prefs: Parameters<typeof listTasks>[2], query: z.output<typeof page>) {
	// what the person may see, exactly as the web's lists (visibleTasksSql): their own and their shared folders' (issue 55)
	const { rows, total } = listTasks(user.id, spec, prefs, user.timezone, { limit: query.limit + 1, offset: query.offset, total: query.total })
	const shown = rows.slice(0, query.limit)
	return {
		message: total === null ? `${count(shown.length, 'task')}.` : `${shown.length} of ${count(total, 'task')}.`,
		data: presentTasksFor(user.id, shown),
		more: rows.length > query.limit,
		...(total === null ? {} : { total }),
	}
}

/** a task sent with understand=Y: its title read by quick add's parser; the fields sent win over what it read */
function understood(user: User, input: TaskInput): TaskInput {
	const phrase = readQuickAdd(user.id, input.title, user.timezone)
	return {
		...input,
		title: phrase.title,
		due: input.due ?? phrase.due?.date,
		duetime: input.duetime ?? phrase.due?.time,
		context: input.context ?? phrase.context?.name,
		folder: input.folder ?? phrase.folder?.name,
		priority: input.priority ?? phrase.priority ?? undefined,
		star: input.star ?? (phrase.star ? 'Y' : undefined),
		repeat: input.repeat ?? (phrase.repeat ? 'ADVANCED' : undefined),
		repeatText: input.repeatText ?? phrase.repeat?.phrase,
		length: input.length ?? phrase.length ?? undefined,
	}
}

/**
 * A sub-task goes where its parent goes (issue 55 point 1): createTask and updateTask put it in its parent's folder, so
 * a folder sent with it is ignored, not checked (as the form ignores one, and as the update ignores `parent`)
 */
function ownFolder(values: TaskFormValues, parentId: string | null | undefined): TaskFormValues {
	return parentId ? { ...values, folder: '' } : values
}

export const taskEndpoints = [
	endpoint({
		method: 'post',
		path: `${V1}/tasks`,
		tag: 'Tasks',
		summary: 'Create tasks (an array; a task with a parent id is a sub-task of that top-level task)',
		access: 'write',
		status: 201,
		body: z.object({ data: z.array(taskInput).min(1).max(MAX_TASKS_PER_CALL) }),
		response: z.array(taskShape),
		handle: ({ caller, body }) => {
			const user = callerUser(caller)
			const lists = taskLists(user.id)
			// all or nothing: every task checked (fields, whose it is, who it may be assigned to) before any is made
			const created = db().transaction(() =>
				body.data.map((sent, i) => {
					const input = sent.understand === 'Y' ? understood(user, sent) : sent
					// a folder shared with the caller to view only: 403 before its fields are checked
					if (input.folder && !input.parent) apiOwnerOfNewTask(user.id, input.folder)
					const checked = taskRecordOf(ownFolder(formValuesOf(input, user.timezone), input.parent), lists, user.timezone)
					if (!checked.ok) throw new ApiError(400, `data[${i}]: ${checked.message}`)
					const { record } = checked
					const parentId = input.parent || null
					// whose it is (issue 55): a sub-task its parent's owner's, a task in a folder shared with the caller the folder
					// owner's (a viewer's: 403); otherwise the caller's
					const ownerId = parentId ? apiTaskAccess(user.id, parentId, 'add').ownerId : apiOwnerOfNewTask(user.id, record.folder)
					const assignment = checkedAssignment({ ownerId, folder: record.folder, parentId, assignedTo: null, waitingFor: '' }, input, `data[${i}]`)
					const task = createTask(ownerId, { ...record, parentId, createdBy: ownerId === user.id ? null : user.id })
					storeAssignment(ownerId, task.id, assignment)
					if (input.completed === 'Y') {
						updateTask(ownerId, task.id, { ...record, completed: true })
						noteCompletedBy(ownerId, task.id, user.id)
					}
					const made = requireTask(ownerId, task.id)
					// a shared task's change list (issue 55 point 4)
					recordChanges(user.id, null, made, Date.now(), ['Added'])
					return made
				}),
			)
			return { message: `${count(created.length, 'task')} created.`, data: presentTasksFor(user.id, created) }
		},
	}),
	endpoint({
		method: 'put',
		path: `${V1}/tasks`,
		tag: 'Tasks',
		summary: 'Update one task (fields left out keep their values; completing a repeating task creates its next instance)',
		access: 'write',
		body: z.object({ data: taskUpdateInput }),
		response: taskShape,
		handle: ({ caller, body }) => {
			const user = callerUser(caller)
			// the one access function first (issue 55): 404 for a task the caller may not see, 403 for a viewer's change
			const { task, access, ownerId } = apiTaskAccess(user.id, body.data._id, 'change')
			const values = ownFolder(formValuesOf(body.data, user.timezone, taskFormValues(task, user.timezone)), task.parentId)
			// a member moves a shared task only among its owner's folders shared with them; its own folder stays valid
			const lists = access === 'owner' ? taskLists(user.id) : { ...taskLists(user.id), folders: [...sharedFolderChoices(user.id, ownerId), task.folder] }
			const checked = taskRecordOf(values, lists, user.timezone)
			if (!checked.ok) throw new ApiError(400, `data: ${checked.message}`)
			const assignment = checkedAssignment({ ...task, folder: checked.record.folder }, body.data)
			db().transaction(() => {
				updateTask(ownerId, task.id, checked.record)
				storeAssignment(ownerId, task.id, assignment)
			})
			let message = 'Task updated.'
			if (values.completed !== task.completed) {
				const done = setCompleted(ownerId, task.id, values.completed, user.timezone)
				if (!done.ok) throw new ApiError(400, done.message)
				noteCompletedBy(ownerId, task.id, values.completed ? user.id : null)
				if (done.next) message = 'Task updated; its next instance was created.'
			}
			const after = requireTask(ownerId, task.id)
			recordChanges(user.id, task, after)
			return { message, data: presentTasksFor(user.id, [after])[0] }
		},
	}),
	endpoint({
		method: 'delete',
		path: `${V1}/tasks/byOwner/{ownerId}`,
		tag: 'Tasks',
		summary: 'Delete every task of the owner',
		access: 'write',
		params: z.object({ ownerId }),
		response: z.object({ deleted: z.number().int() }),
		handle: ({ caller, params }) => {
			const user = ownUser(caller, params.ownerId)
			const deleted = deleteOwnerTasks(user.id)
			return { message: `${count(deleted, 'task')} deleted.`, data: { deleted } }
		},
	}),
	endpoint({
		method: 'delete',
		path: `${V1}/tasks/{id}`,
		tag: 'Tasks',
		summary: 'Delete a task (and its sub-tasks)',
		access: 'write',
		params: z.object({ id }),
		response: z.object({ _id: z.string(), children: z.number().int() }),
		handle: ({ caller, params }) => {
			const { ownerId } = apiTaskAccess(callerUser(caller).id, params.id, 'delete')
			const { task, children } = deleteTask(ownerId, params.id)
			return { message: 'Task deleted.', data: { _id: task.id, children } }
		},
	}),
	endpoint({
		method: 'get',
		path: `${V1}/tasks/{userId}/{filter}`,
		tag: 'Tasks',
		summary: 'List tasks with a URL-encoded JSON filter ($or of groups; $eq, $regex (plain text), $lt, $lte, $gt, $gte, $ne)',
		access: 'read',
		params: z.object({ userId: ownerId, filter: z.string().min(1, 'Filter must be supplied.') }),
		query: page.extend({
			q: z
				.string()
				.max(MAX_QUERY_LENGTH)
				.optional()
				.describe('A search, as in the search box: words (by prefix), "phrases", -word, folder:, context:, status:, priority:, is:starred, is:completed, due:today|overdue|week. Results are ranked by relevance, then your sort order.'),
		}),
		response: z.array(taskShape),
		envelopeExtra: pageEnvelope,
		handle: ({ caller, params, query }) => {
			const user = ownUser(caller, params.userId)
			const filter = parseTaskFilter(params.filter, user.timezone)
			if (!filter.ok) throw new ApiError(400, filter.message)
			const saved = taskPreferences(user.id)
			const prefs = { taskFilter: { ...saved.taskFilter, completed: filter.completed }, taskSortOrder: saved.taskSortOrder }
			return listPage(user, { kind: 'custom', items: filter.items, search: query.q?.trim() || undefined }, prefs, query)
		},
	}),
	endpoint({
		method: 'get',
		path: '/api/v2/external/task/{id}',
		tag: 'Tasks',
		summary: 'One task by id',
		access: 'read',
		params: z.object({ id }),
		response: taskShape,
		handle: ({ caller, params }) => {
			const user = callerUser(caller)
			const { task } = apiTaskAccess(user.id, params.id, 'see')
			return { message: 'OK', data: presentTasksFor(user.id, [task])[0] }
		},
	}),
	endpoint({
		method: 'get',
		path: '/api/v3/tasks/gtd/inbox',
		tag: 'Tasks',
		summary: 'The GTD inbox: tasks without a status (your saved completed setting and display options apply)',
		access: 'read',
		query: page,
		response: z.array(taskShape),
		envelopeExtra: pageEnvelope,
		handle: ({ caller, query }) => {
			const user = callerUser(caller)
			return listPage(user, { kind: 'inbox' }, taskPreferences(user.id), query)
		},
	}),
]
