// A card's move on the Kanban board (spec points 4 and 9): by the "Move to" form (a plain post, works
// without JavaScript) or by drag and drop (the same post, sent by a fetcher). Premium only.
import { readForm } from '~/lib/form-data.server'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type AppLoadContext } from 'react-router'
import { safeReturnTo } from '~/identity/auth.server'
import { isPremium, type User } from '~/identity/users.server'
import { redirectWithToast, toastForPage } from '~/lib/toast.server'
import { kanbanColumns, UNASSIGNED_LABEL } from './kanban'
import { MOVE_TARGET_REQUIRED, MoveSchema, moveTarget, parseMoveTarget, type MoveActionData } from './kanban-move'
import { kanbanBoard, kanbanNames, moveTask, MoveRefused } from './kanban.server'
import { listSpecForPath } from './list-page.server'
import { taskPreferences } from './preferences.server'
import { requireTaskAccess } from '~/sharing/access.server'
import { recordChanges } from '~/sharing/assignment.server'
import { findTask } from './task-rows.server'
import { pageUrl } from '~/lib/page-url.server'

export async function kanbanMoveAction(request: Request, context: AppLoadContext, user: User, taskId: string) {
	// a forged post from a user without Kanban changes nothing
	if (!isPremium(user)) throw data('Kanban is a premium feature.', { status: 403 })
	const form = await readForm(request)
	const returnTo = safeReturnTo(String(form.get('returnTo') ?? ''), '/tasks')
	const submission = parseWithZod(form, { schema: MoveSchema })
	if (submission.status !== 'success') {
		const headers = await toastForPage(context, { type: 'warning', description: `Change not saved: ${MOVE_TARGET_REQUIRED}` })
		return data<MoveActionData>({ ok: false, reply: submission.reply() }, { status: 400, headers })
	}
	const { group, to, via } = submission.value
	const target = parseMoveTarget(to)!
	// a card of a shared folder moves as its owner's (issue 55): a viewer's move is refused, another's not found
	const { ownerId, task: before } = requireTaskAccess(user.id, taskId, 'change')
	try {
		moveTask(ownerId, taskId, { group, column: target.column, position: target.position }, taskPreferences(user.id).taskSortOrder)
		// a move between columns changes the status, context, folder or priority: the change list says so (issue 55)
		const after = findTask(ownerId, taskId)
		if (after) recordChanges(user.id, before, after)
	} catch (error) {
		if (!(error instanceof MoveRefused)) throw error
		const toast = { type: 'warning' as const, description: `Change not saved: ${error.message}` }
		if (via === 'drag') return data<MoveActionData>({ ok: false }, { status: 409, headers: await toastForPage(context, toast) })
		return redirectWithToast(returnTo, toast)
	}
	if (via === 'drag') return data<MoveActionData>({ ok: true })
	const label = kanbanColumns(group, kanbanNames(user.id), [target.column]).find((c) => c.value === target.column)?.label ?? UNASSIGNED_LABEL
	return redirectWithToast(returnTo, { type: 'success', description: `Task moved to ${label}.` })
}

/**
 * The move form's page: the task, and for each column of the board it came from, Top, After each of
 * the first cards, and Bottom. Premium only; another person's task is not found.
 */
export function movePage(request: Request, user: User, taskId: string) {
	if (!isPremium(user)) throw data('Kanban is a premium feature.', { status: 403 })
	const task = requireTaskAccess(user.id, taskId, 'change').task
	const returnTo = safeReturnTo(pageUrl(request).searchParams.get('returnTo'), '/tasks')
	const prefs = taskPreferences(user.id)
	const { columns } = kanbanBoard(user.id, listSpecForPath(returnTo), prefs, user.timezone, {})
	return {
		task: { id: task.id, title: task.title },
		group: prefs.kanbanGroup,
		returnTo,
		columns: columns.map((c) => ({
			value: c.value,
			label: c.label,
			options: [
				{ value: moveTarget('top', c.value), label: `Top of ${c.label}` },
				...c.tasks.filter((t) => t.id !== task.id).map((t) => ({ value: moveTarget(`after:${t.id}`, c.value), label: `After “${t.title}”` })),
				{ value: moveTarget('bottom', c.value), label: `Bottom of ${c.label}` },
			],
		})),
	}
}
