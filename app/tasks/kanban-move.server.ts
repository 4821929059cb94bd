// A card's move on the Kanban board (spec points 4 and 9): by the "Move to" form (a plain post, works
// without JavaScript) or by drag and drop (the same post, sent by a fetcher). Premium only.
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type AppLoadContext } from 'react-router'
import { z } from 'zod'
import { safeReturnTo } from '~/identity/auth.server'
import { isPremium, type User } from '~/identity/users.server'
import { redirectWithToast, toastForPage } from '~/lib/toast.server'
import { KANBAN_GROUP_VALUES, kanbanColumns, parsePosition, UNASSIGNED_LABEL, type MovePosition } from './kanban'
import { kanbanBoard, kanbanNames, moveTask, MoveRefused } from './kanban.server'
import { listSpecForPath } from './list-page.server'
import { taskPreferences } from './preferences.server'
import { requireTask } from './tasks.server'

export const MOVE_TARGET_REQUIRED = 'Choose where to move the task.'

/** "top|Next Action column value": the position, a bar, the column's value (which may itself hold bars) */
export function moveTarget(position: string, column: string) {
	return `${position}|${column}`
}

export function parseMoveTarget(text: string): { position: MovePosition; column: string } | null {
	const bar = text.indexOf('|')
	if (bar === -1) return null
	const position = parsePosition(text.slice(0, bar))
	return position ? { position, column: text.slice(bar + 1) } : null
}

export const MoveSchema = z.object({
	group: z.enum(KANBAN_GROUP_VALUES),
	to: z
		.string({ error: MOVE_TARGET_REQUIRED })
		.max(200, MOVE_TARGET_REQUIRED)
		.refine((t) => parseMoveTarget(t) !== null, MOVE_TARGET_REQUIRED),
	returnTo: z.string().max(2000).optional(),
	/** "drag": the board's script posts and stays on the page */
	via: z.enum(['form', 'drag']).default('form'),
})

export type MoveActionData = { ok: boolean; reply?: SubmissionResult<string[]> }

export async function kanbanMoveAction(request: Request, context: AppLoadContext, user: User, taskId: string) {
	// a forged post from a user without Kanban changes nothing
	if (!isPremium(user)) throw data('Kanban is a premium feature.', { status: 403 })
	const form = await request.formData()
	const returnTo = safeReturnTo(String(form.get('returnTo') ?? ''), '/tasks')
	const submission = parseWithZod(form, { schema: MoveSchema })
	if (submission.status !== 'success') {
		const headers = await toastForPage(context, { type: 'warning', description: `Change not saved: ${MOVE_TARGET_REQUIRED}` })
		return data<MoveActionData>({ ok: false, reply: submission.reply() }, { status: 400, headers })
	}
	const { group, to, via } = submission.value
	const target = parseMoveTarget(to)!
	try {
		moveTask(user.id, taskId, { group, column: target.column, position: target.position }, taskPreferences(user.id).taskSortOrder)
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
	const task = requireTask(user.id, taskId)
	const returnTo = safeReturnTo(new URL(request.url).searchParams.get('returnTo'), '/tasks')
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
