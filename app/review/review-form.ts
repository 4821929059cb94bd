// The weekly review's one form schema (issue 26): every button of every step posts an `intent` with the fields it
// needs; zod refuses anything else with the message shown beside the field.
import { z } from 'zod'
import { LIMITS, TOO_LONG } from '~/lib/limits'
import { STATUS_VALUES } from '~/tasks/options'

export const REVIEW_MESSAGES = {
	status: 'Choose a status for the task.',
	date: 'Enter the new due date, for example 2026-07-01.',
	title: 'Enter the next action.',
	sharedFolder: 'A task of a shared folder can move only to another folder its owner shares with you.',
}

const taskId = z.string().min(1).max(64)
const text = (max: number) => z.string().max(max).optional().default('')

/** a folder's next action: step 4's field and the completion toast's (decision 201) */
const nextActionFields = {
	folder: z.string().min(1).max(LIMITS.listName),
	title: z.string({ error: REVIEW_MESSAGES.title }).trim().min(1, REVIEW_MESSAGES.title).max(LIMITS.taskTitle, TOO_LONG.taskTitle),
}
export const nextActionSchema = z.object(nextActionFields)

export const reviewFormSchema = z.discriminatedUnion('intent', [
	z.object({
		intent: z.literal('decide'),
		taskId,
		// "None" is what the inbox is: a decision is any other status
		status: z.enum(STATUS_VALUES.filter((s) => s !== 'none') as [string, ...string[]], { error: REVIEW_MESSAGES.status }),
		folder: text(LIMITS.listName),
		context: text(LIMITS.listName),
	}),
	z.object({ intent: z.enum(['complete', 'delete', 'drop-date', 'still-waiting', 'follow-up', 'keep', 'activate']), taskId }),
	z.object({
		intent: z.literal('reschedule'),
		taskId,
		to: z.enum(['tomorrow', 'next-week', 'date']),
		date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, REVIEW_MESSAGES.date).optional(),
	}).refine((v) => v.to !== 'date' || v.date, { message: REVIEW_MESSAGES.date, path: ['date'] }),
	z.object({ intent: z.literal('add-next'), ...nextActionFields }),
	z.object({ intent: z.literal('next-step') }),
	z.object({ intent: z.literal('finish') }),
])
export type ReviewForm = z.infer<typeof reviewFormSchema>
