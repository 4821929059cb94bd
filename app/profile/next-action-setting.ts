// The profile's "Ask for the next action" setting (issue 26 item 3, docs/decisions/201): after completing a folder's
// last next action, the toast asks "What is the next action for {folder}?". On unless the person turns it off.
import { z } from 'zod'

export const ASK_NEXT_ACTION_OPTIONS = [
	{ value: 'Y', label: 'Yes, ask me' },
	{ value: 'N', label: 'No' },
] as const

export const ASK_NEXT_ACTION_SAVED = 'Next action question updated.'

/** a function, so the profile page, which uses only the options, does not carry zod to the browser */
export const askNextActionSchema = () =>
	z.object({
		askNextAction: z.enum(['Y', 'N'], { message: 'Choose whether to be asked.' }).transform((v) => v === 'Y'),
	})
