// Creating a task (screens 9 to 11): the page /tasks/create/new, the Create Task modal and the
// create-child dialog all post here. Intents: add, new (Add & Create New), similar (Add & Create Similar).
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type AppLoadContext } from 'react-router'
import { safeReturnTo } from '~/identity/auth.server'
import { once, submittedToken } from '~/lib/idempotency.server'
import type { User } from '~/identity/users.server'
import { redirectWithToast, toastForPage } from '~/lib/toast.server'
import { taskLists } from './card-actions.server'
import { taskFormLists } from './list-page.server'
import { createTask, SUBTASK_OF_SUBTASK, TaskRefused, taskFormValues } from './task-changes.server'
import { blankTaskForm, formValues, redisplayValues, taskFormSchema, type TaskFormErrors, type TaskFormValues } from './task-form'
import { firstErrors } from '~/lib/form-reply'
import { findTask } from './tasks.server'
import { readForm } from '~/lib/form-data.server'
import { pageUrl } from '~/lib/page-url.server'
import { folderAccess, ownerOfNewTask, requireTaskAccess } from '~/sharing/access.server'
import { assignmentChoices, newTaskAssignmentRefusal, recordChanges, saveAssignment } from '~/sharing/assignment.server'
import { isWaitingStatus } from '~/sharing/assignment'
import { requireTask } from './task-rows.server'

export type CreateIntent = 'add' | 'new' | 'similar'

/** "similar" keeps the fields but clears the title and notes (screen 10) */
export function similarValues(values: TaskFormValues): TaskFormValues {
	return { ...values, title: '', notes: '', completed: false }
}

export function createPageData(request: Request, user: User) {
	const url = pageUrl(request)
	const parentId = url.searchParams.get('parentId')
	const parent = parentId ? requireTaskAccess(user.id, parentId, 'add').task : null
	const similarTo = url.searchParams.get('similar')
	const similar = similarTo ? findTask(user.id, similarTo) : undefined
	const primary = url.searchParams.get('primary') === 'similar' ? 'similar' : 'new'
	return {
		// a sub-task's folder is its parent's (issue 55 point 1): the form says it instead of offering a choice
		parent: parent ? { id: parent.id, title: parent.title, folder: parent.folder, refused: parent.parentId ? SUBTASK_OF_SUBTASK : null } : null,
		values: similar ? similarValues(taskFormValues(similar, user.timezone)) : blankTaskForm(),
		// a sub-task goes where its parent goes: its "Assigned to" offers the parent's folder's people (issue 55)
		lists: parent ? { ...taskFormLists(user.id), people: assignmentChoices(parent) } : taskFormLists(user.id),
		returnTo: url.searchParams.get('returnTo') ? safeReturnTo(url.searchParams.get('returnTo'), '/tasks') : null,
		primary: primary as 'new' | 'similar',
	}
}

export type CreateActionData = { values: TaskFormValues; errors: TaskFormErrors; refused?: string } | { created: string; intent: CreateIntent }

export async function createTaskAction(request: Request, context: AppLoadContext, user: User) {
	const form = await readForm(request)
	const intent = (['add', 'new', 'similar'].includes(String(form.get('intent'))) ? form.get('intent') : 'add') as CreateIntent
	const parentId = String(form.get('parentId') ?? '') || null
	const returnTo = form.get('returnTo') ? safeReturnTo(String(form.get('returnTo')), '/tasks') : null
	// whose the task is (issue 55): a sub-task its parent's owner's (an editor's of a shared parent); it goes where its
	// parent goes, in the parent's folder whatever the form says (its form shows no choice of folder)
	const parentAccess = parentId ? requireTaskAccess(user.id, parentId, 'add') : null
	if (parentAccess) form.delete('folder')
	const values = redisplayValues(formValues(form))
	const submission = parseWithZod(form, { schema: taskFormSchema(taskLists(user.id), user.timezone) })
	if (submission.status !== 'success') {
		return data<CreateActionData>({ values, errors: firstErrors(submission.reply()) as TaskFormErrors }, { status: 400 })
	}
	let task
	try {
		// a sub-task's folder is its parent's whatever is posted: createTask puts it there (sub-task-folder.ts)
		const { record } = submission.value
		// a task in a folder shared with the person is the folder owner's; otherwise theirs
		const ownerId = parentAccess ? parentAccess.ownerId : (ownerOfNewTask(user.id, record.folder) ?? user.id)
		const access = parentAccess ? parentAccess.access : ownerId === user.id ? 'owner' : folderAccess(user.id, ownerId, record.folder)
		// "Assigned to" (issue 55 point 3): checked against the folder the task goes to, before anything is made
		const assignee = values.assignedTo || null
		const refusal = newTaskAssignmentRefusal(access, { ownerId, folder: record.folder, parentId }, assignee)
		if (refusal) return data<CreateActionData>({ values, errors: { assignedTo: refusal } }, { status: 400 })
		const createdBy = ownerId === user.id ? null : user.id
		// a double click sends the same token twice: the second gets the first's answer and creates nothing
		task = {
			id: once(user.id, 'create', submittedToken(form), () => {
				const made = createTask(ownerId, { ...record, parentId, createdBy })
				// assigned as the edit form's save does: the assignee told (a notice, Pushover or mail), the change list says so
				const assigns = assignee !== null || isWaitingStatus(record.status)
				if (assigns) saveAssignment(user.id, access, made, assignee, submission.value.values.waitingFor)
				recordChanges(user.id, made, assigns ? requireTask(ownerId, made.id) : made, Date.now(), ['Added'])
				return { id: made.id }
			}).result.id,
		}
	} catch (error) {
		if (!(error instanceof TaskRefused)) throw error
		return data<CreateActionData>(
			{ values, errors: {}, refused: error.message },
			{ status: 400, headers: await toastForPage(context, { type: 'warning', description: error.message }) },
		)
	}
	const toast = { type: 'success' as const, description: parentId ? 'Sub-task created.' : 'Task created.' }
	// the modal (JavaScript) stays open for new and similar, and resets itself
	if (form.get('modal') === 'Y' && context.isDataRequest) {
		return data<CreateActionData>({ created: task.id, intent }, { headers: await toastForPage(context, toast) })
	}
	if (intent === 'add' && returnTo) return redirectWithToast(returnTo, toast)
	const next = new URLSearchParams()
	if (parentId) next.set('parentId', parentId)
	if (returnTo) next.set('returnTo', returnTo)
	if (intent === 'similar') next.set('similar', task.id)
	const primary = String(form.get('primary') ?? '')
	if (intent === 'similar' || (intent === 'add' && primary === 'similar')) next.set('primary', 'similar')
	return redirectWithToast(`/tasks/create/new${next.size ? `?${next}` : ''}`, toast)
}
