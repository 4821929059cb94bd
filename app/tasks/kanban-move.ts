// The move of a card on the Kanban board as a form: a column and a place in one field ("to"), the
// same for the "Move to" form and a drop. Shared by the server action and the move page.
import type { SubmissionResult } from '@conform-to/react'
import { z } from 'zod'
import { KANBAN_GROUP_VALUES, parseMoveTarget } from './kanban'

export { moveTarget, parseMoveTarget } from './kanban'

export const MOVE_TARGET_REQUIRED = 'Choose where to move the task.'

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
