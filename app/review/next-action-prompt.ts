// The question after completing a folder's last next action (issue 26 item 3, docs/decisions/201): "What is the next
// action for {folder}?". This is the part of the rule that needs no database; next-action.server.ts adds the other
// part, the review's own step 4 query (the folder is active and still has incomplete tasks, none in Next Action or
// Active), so the toast asks exactly when step 4 would list the folder.
import { NEXT_ACTION_STATUSES } from './next-action-statuses'

export const nextActionQuestion = (folder: string) => `What is the next action for ${folder}?`

/**
 * The folder to ask about, or null: the person has the question on (profile), the task was completed just now (not
 * already complete, not reopened), it was a next action (Next Action or Active, as step 4 counts them) and it is in a
 * folder (a task without a folder belongs to no project: there is nothing to ask).
 */
export function folderToAskAbout(
	completion: { changed: boolean; task: { completed: boolean; status: string; folder: string } },
	askNextAction: boolean,
): string | null {
	const { changed, task } = completion
	if (!askNextAction || !changed || !task.completed) return null
	if (!(NEXT_ACTION_STATUSES as readonly string[]).includes(task.status)) return null
	return task.folder === '' ? null : task.folder
}
