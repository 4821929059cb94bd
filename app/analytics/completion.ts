// Two counts in one SQL sum (the pies, analytics.server.ts): every task in a range adds 1, and COMPLETED_WEIGHT more
// when it is completed, so one sum says how many tasks the range holds and how many of them are complete. A person
// would need over 2^21 tasks before the sum left the integers a JavaScript number holds exactly.
export const COMPLETED_WEIGHT = 2 ** 32

export type Completion = { complete: number; incomplete: number }

/** the two counts of a sum of `1 + completed * COMPLETED_WEIGHT` */
export function splitByCompleted(packed: number): Completion {
	const complete = Math.floor(packed / COMPLETED_WEIGHT)
	return { complete, incomplete: packed - complete * COMPLETED_WEIGHT - complete }
}
