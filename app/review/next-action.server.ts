// The next action of a folder (issue 26, docs/decisions/201): adding one (the review's step 4 and the completion
// toast's field post here) and whether completing a task leaves its folder without one (the toast's question).
import type { User } from '~/identity/users.server'
import type { Toast } from '~/lib/toast.server'
import { listNames } from '~/tasks/lists.server'
import { createTask, type CompletionResult } from '~/tasks/task-changes.server'
import { folderToAskAbout } from './next-action-prompt'
import { foldersWithoutNextAction } from './review.server'
import { NO_REPEAT } from '~/tasks/options'

export const UNKNOWN_FOLDER = 'That folder is not one of yours: choose one of your folders.'

/** the fields of a new task that a step fills in itself (the rest are a task's defaults) */
export function blankRecord() {
	return {
		title: '', notes: '', star: false, start: null, startTime: null, due: null, dueTime: null, length: null,
		repeat: '', repeatChoice: NO_REPEAT, repeatText: '', repeatFrom: 'due' as const, remind: -1, remindDate: null,
		folder: '', context: '', priority: 'unassigned', status: 'next',
	}
}

/** Adds a Next Action task to one of the owner's folders; a folder they do not have is refused, never created. */
export function addNextAction(ownerId: string, folder: string, title: string) {
	if (!listNames(ownerId, 'folders').includes(folder)) return { ok: false as const, message: UNKNOWN_FOLDER }
	return { ok: true as const, task: createTask(ownerId, { ...blankRecord(), title, folder, status: 'next' }) }
}

/** The folder whose next action the toast asks for after this completion, or null (decision 201). */
export function folderLeftWithoutNextAction(user: Pick<User, 'id' | 'askNextAction'>, completion: CompletionResult) {
	if (!completion.ok) return null
	const folder = folderToAskAbout(completion, user.askNextAction)
	// the review's own step 4 query, narrowed to this folder: asked exactly when step 4 would list it
	return folder !== null && foldersWithoutNextAction(user.id, folder).length > 0 ? folder : null
}

/** A completion's toast, with the question when the completed task was its folder's last next action. */
export function withNextActionQuestion(user: Pick<User, 'id' | 'askNextAction'>, completion: CompletionResult, toast: Toast): Toast {
	const folder = folderLeftWithoutNextAction(user, completion)
	return folder === null ? toast : { ...toast, nextActionFor: folder }
}
