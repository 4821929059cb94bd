// The longest text each field accepts (issue 8, decision 071), enforced by the schemas on every path that
// writes it (forms now, import and the API later) and by the browser's maxLength.
import { digits } from './plural'

export const LIMITS = {
	taskTitle: 500,
	taskNotes: 20_000,
	/** context and folder names */
	listName: 100,
	folderGroup: 100,
	/** first name, last name, goes by */
	personalName: 100,
	templateName: 200,
	templateDescription: 5_000,
	/** rows of the filter builder in all groups together */
	filterRows: 50,
	/** a filter row's value */
	filterValue: 500,
} as const

/** the message for a text over its limit: says what is wrong and how to fix it */
export function tooLong(what: string, max: number) {
	return `${what} can be at most ${digits(max)} characters.`
}

export const TOO_LONG = {
	taskTitle: tooLong('The title', LIMITS.taskTitle),
	taskNotes: tooLong('The notes', LIMITS.taskNotes),
	contextName: tooLong('The context name', LIMITS.listName),
	folderName: tooLong('The folder name', LIMITS.listName),
	folderGroup: tooLong('The folder group', LIMITS.folderGroup),
	firstName: tooLong('The first name', LIMITS.personalName),
	lastName: tooLong('The last name', LIMITS.personalName),
	goesBy: tooLong('The name you go by', LIMITS.personalName),
	templateName: tooLong('The template name', LIMITS.templateName),
	templateDescription: tooLong('The template description', LIMITS.templateDescription),
} as const

/**
 * A refused form's reply with every echoed text cut to the longest any field accepts, so a 1 MB post is not
 * sent back as a 1 MB page (the schema has already said which field is too long).
 */
export function boundedReply<R extends { initialValue?: Record<string, unknown> | null }>(reply: R): R {
	if (!reply.initialValue) return reply
	const cut = (v: unknown): unknown =>
		typeof v === 'string' ? v.slice(0, LIMITS.taskNotes) : Array.isArray(v) ? v.map(cut) : v && typeof v === 'object' ? cutAll(v as Record<string, unknown>) : v
	const cutAll = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, cut(v)]))
	return { ...reply, initialValue: cutAll(reply.initialValue) }
}
