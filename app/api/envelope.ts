// The JSON API's envelopes (spec point 7): `{ successful, message, data }` on success, `{ successful: false, message }`
// on every error, with the status saying which error it is (issue 16, item 5).
import { z } from 'zod'

export class ApiError extends Error {
	constructor(
		readonly status: number,
		message: string,
		readonly headers: Record<string, string> = {},
	) {
		super(message)
	}
}

export const MESSAGES = {
	readOnly: 'This token is read-only: it cannot change anything.',
	otherOwner: 'The owner id is not yours: a token reaches only its own person’s data.',
	noUser: 'This identity has no Twentyfour user yet: create one with POST /api/v1/external/users first.',
	notJson: 'The body must be JSON (Content-Type: application/json).',
	badJson: 'The body is not valid JSON.',
	tooLarge: 'The body is larger than 1 MB.',
	tooMany: 'Too many requests with this token: at most 600 a minute. Wait a minute and try again.',
	tooManyFailures: 'Too many requests without a valid token from this address: at most 60 a minute. Wait a minute and try again.',
	unexpected: 'Something went wrong on our side. Try again; if it keeps failing, contact support.',
	noSuchCall: 'There is no such API call. The list of calls is at /api/v1/openapi.json.',
} as const

export const notFound = (what: string) => new ApiError(404, `No ${what} with that id exists, or it is not yours.`)

/** a success: `data` is what the caller reads as response.data (or result.data) */
export const ok = <T>(data: T, message = 'OK', extra: Record<string, unknown> = {}) => ({ successful: true as const, message, data, ...extra })

export const failure = (message: string) => ({ successful: false as const, message })

/** the documented shape of every success */
export const successSchema = <T extends z.ZodType>(data: T) =>
	z.object({ successful: z.literal(true), message: z.string(), data })

export const errorSchema = z.object({ successful: z.literal(false), message: z.string() })

/** zod's refusal as one message: what was refused, where */
export function zodMessage(error: z.ZodError, prefix = '') {
	return error.issues
		.slice(0, 5)
		.map((i) => {
			const where = [prefix, ...i.path.map(String)].filter(Boolean).join('.')
			return where ? `${where}: ${i.message}` : i.message
		})
		.join('; ')
}
