// The task card's forms (screen 8): complete, star, save, delete. Lists and the detail page post
// here through their own route's action. Without JavaScript every outcome redirects back with a
// toast; the toggles, sent by a fetcher, answer with data (and the toast) so the page stays put.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type AppLoadContext } from 'react-router'
import { safeReturnTo } from '~/identity/auth.server'
import type { User } from '~/identity/users.server'
import { redirectWithToast, toastHeaders, type Toast } from '~/lib/toast.server'
import { listNames } from '~/tasks/lists.server'
import {
	deleteTask,
	describeNext,
	setCompleted,
	setStar,
	updateTask,
} from './task-changes.server'
import { formValues, redisplayValues, taskFormSchema, type TaskFormErrors, type TaskFormValues } from './task-form'
import { firstErrors } from '~/lib/form-reply'
import { requireTask } from './tasks.server'
import { undoOf } from './undo.server'
import { readForm } from '~/lib/form-data.server'
import { readToggle, TOGGLE_FIELD, type CardToggle } from './card-toggle'
import { count } from '~/lib/plural'
import { withNextActionQuestion } from '~/review/next-action.server'
import { pageUrl } from '~/lib/page-url.server'
import { addableSharedFolders, noteCompletedBy, requireTaskAccess, sharedFolderChoices } from '~/sharing/access.server'
import type { Action } from '~/sharing/roles'
import { assignmentRefusal, dropStaleAssignment, recordChanges, saveAssignment } from '~/sharing/assignment.server'

export type CardActionData =
	| { intent: 'save'; taskId: string; values: TaskFormValues; errors: TaskFormErrors }
	| { intent: CardToggle['intent']; ok: boolean }

/** where the card came from, minus the edit and confirm state and an open card menu (decision 351) */
export function cardReturnTo(request: Request, form: FormData) {
	const here = pageUrl(request)
	const fallback = safeReturnTo(here.pathname + here.search, '/tasks')
	const target = new URL(safeReturnTo(String(form.get('returnTo') ?? ''), fallback), 'http://local.invalid')
	target.searchParams.delete('edit')
	target.searchParams.delete('delete')
	target.searchParams.delete('index')
	target.searchParams.delete('menu')
	return target.pathname + target.search
}

/** the names a task form accepts: the person's own, and the folders shared with them where they may add (issue 55) */
export function taskLists(ownerId: string) {
	const own = listNames(ownerId, 'folders')
	return { contexts: listNames(ownerId, 'contexts'), folders: [...own, ...addableSharedFolders(ownerId).filter((f) => !own.includes(f))] }
}

/** what each of the card's intents is, for the access rules (app/sharing/roles.ts) */
const CARD_ACTIONS: Record<string, Action> = { complete: 'complete', star: 'change', delete: 'delete', save: 'change' }

export async function taskCardAction(request: Request, context: AppLoadContext, user: User) {
	const form = await readForm(request)
	// the cards' star and complete buttons share one form, each with its own value (card-toggle.ts)
	const toggle = readToggle(form.get(TOGGLE_FIELD))
	const intent = toggle?.intent ?? String(form.get('intent') ?? '')
	const taskId = toggle?.taskId ?? String(form.get('taskId') ?? '')
	const returnTo = cardReturnTo(request, form)
	const toggled = async (ok: boolean, toast: Toast, i: CardToggle['intent']) =>
		context.isDataRequest
			? data<CardActionData>({ intent: i, ok }, { status: ok ? 200 : 409, headers: await toastHeaders(toast) })
			: redirectWithToast(returnTo, toast)

	// every write asks the one access function first (issue 55): 404 for a task the person may not see, 403 for a
	// viewer's; then it runs as the task's owner's, whoever's shared folder it sits in
	const need = CARD_ACTIONS[intent]
	if (!need) throw data(`Encountered unexpected saveAction = ${intent}`, { status: 400 })
	const { ownerId, access } = requireTaskAccess(user.id, taskId, need)
	// the Undo of the change, whoever's task it is: the one who made it takes it back (a member too, decision 403)
	const undoFor = (id: string | null | undefined) => undoOf(user.id, [{ ownerId, undoId: id }])

	switch (intent) {
		case 'complete': {
			const completed = toggle ? toggle.on : form.get('completed') === 'Y'
			const before = requireTask(ownerId, taskId)
			const result = setCompleted(ownerId, taskId, completed, user.timezone)
			if (result.ok) noteCompletedBy(ownerId, taskId, completed ? user.id : null)
			if (result.ok) recordChanges(user.id, before, requireTask(ownerId, taskId))
			if (!result.ok) return toggled(false, { type: 'warning', title: result.title, description: result.message }, 'complete')
			const description = !completed
				? 'Task marked as not complete.'
				: result.next
					? `Task completed. ${describeNext(result.next, user.timezone)}`
					: result.ended
						? 'Task completed. It does not repeat any more.'
						: 'Task completed.'
			return toggled(true, withNextActionQuestion(user, result, { type: 'success', description, undo: undoFor(result.undoId) }), 'complete')
		}
		case 'star': {
			const star = toggle ? toggle.on : form.get('star') === 'Y'
			const before = requireTask(ownerId, taskId)
			setStar(ownerId, taskId, star)
			recordChanges(user.id, before, requireTask(ownerId, taskId))
			return toggled(true, { type: 'success', description: star ? 'Task starred.' : 'Star removed.' }, 'star')
		}
		case 'delete': {
			const task = requireTask(ownerId, taskId)
			// the card menu's Delete (a toggle value) needs no confirmation: its toast offers Undo (issue 51, point 10)
			if (!toggle && form.get('confirm') !== 'Y') {
				// without JavaScript, the confirmation is a second step on the same page
				const url = new URL(returnTo, 'http://local.invalid')
				url.searchParams.set('edit', task.id)
				url.searchParams.set('delete', 'confirm')
				return redirectWithToast(url.pathname + url.search, { type: 'info', description: 'Confirm that the task should be deleted.' })
			}
			const { children, undoId } = deleteTask(ownerId, task.id)
			const target = String(form.get('afterDelete') ?? '') || returnTo
			return redirectWithToast(safeReturnTo(target, '/tasks'), {
				type: 'success',
				description: children ? `Task and ${count(children, 'sub-task')} moved to the trash.` : 'Task moved to the trash.',
				undo: undoFor(undoId),
			})
		}
		case 'save': {
			const task = requireTask(ownerId, taskId)
			// a sub-task goes where its parent goes (issue 55 point 1): its form shows no choice, a posted folder is ignored
			if (task.parentId) form.delete('folder')
			const values = redisplayValues(formValues(form))
			// the task's own folder and context stay valid even if they are no longer in the lists; a member moves a
			// shared task only among its owner's folders shared with them (sharedFolderChoices)
			const lists = access === 'owner' ? taskLists(user.id) : { ...taskLists(user.id), folders: sharedFolderChoices(user.id, ownerId) }
			const schema = taskFormSchema(
				{ folders: [...lists.folders, task.folder], contexts: [...lists.contexts, task.context] },
				user.timezone,
			)
			const submission = parseWithZod(form, { schema })
			if (submission.status !== 'success') {
				return data<CardActionData>({ intent: 'save', taskId, values, errors: firstErrors(submission.reply()) as TaskFormErrors }, { status: 400 })
			}
			// assignment (issue 55): a field of shared tasks' forms only; a form without it leaves the assignment as it is
			const assignee = form.has('assignedTo') ? values.assignedTo || null : task.assignedTo
			const refusal = assignmentRefusal(access, task, submission.value.record.folder, assignee)
			if (refusal) return data<CardActionData>({ intent: 'save', taskId, values, errors: { assignedTo: refusal } }, { status: 400 })
			try {
				const saved = updateTask(ownerId, taskId, submission.value.record)
				dropStaleAssignment(saved)
				saveAssignment(user.id, access, requireTask(ownerId, taskId), assignee, values.waitingFor)
			} catch (error) {
				return redirectWithToast(returnTo, { type: 'warning', description: `Change not saved: ${(error as Error).message}` })
			}
			// completing through the edit form works as the complete toggle does (next instance of a repeat)
			if (values.completed !== task.completed) {
				const done = setCompleted(ownerId, taskId, values.completed, user.timezone)
				if (!done.ok) return redirectWithToast(returnTo, { type: 'warning', title: done.title, description: done.message })
				noteCompletedBy(ownerId, taskId, values.completed ? user.id : null)
				recordChanges(user.id, task, requireTask(ownerId, taskId))
				const description = done.next ? `Task updated. ${describeNext(done.next, user.timezone)}` : 'Task updated.'
				return redirectWithToast(returnTo, withNextActionQuestion(user, done, { type: 'success', description, undo: undoFor(done.undoId) }))
			}
			recordChanges(user.id, task, requireTask(ownerId, taskId))
			return redirectWithToast(returnTo, { type: 'success', description: 'Task updated.' })
		}
		default:
			throw data(`Encountered unexpected saveAction = ${intent}`, { status: 400 })
	}
}
