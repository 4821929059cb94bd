// Double submits (issue 8, decision 072): the quick add and create forms carry a hidden token; the first
// post with a token does the work and stores its answer, a repeat of the same token by the same person
// within a minute gets that answer and changes nothing. Tokens live in SQLite, so this holds across
// processes; the check, the work and the stored answer are one immediate transaction.
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import { submissionTokens } from '#db/schema'
import { db, preparedPerConnection } from './db.server'

export const TOKEN_FIELD = 'submissionToken'
export const TOKEN_TTL_MS = 60_000
const TOKEN_SHAPE = /^[\w-]{8,100}$/

/** the token a form sent, or null when it sent none (or one that is not a token) */
export function submittedToken(form: FormData) {
	const token = String(form.get(TOKEN_FIELD) ?? '')
	return TOKEN_SHAPE.test(token) ? token : null
}

/** the check's statements, built once per connection (issue 31: building them was a tenth of a quick add) */
const statements = preparedPerConnection((database) => {
	const mine = and(
		eq(submissionTokens.ownerId, sql.placeholder('ownerId')),
		eq(submissionTokens.form, sql.placeholder('form')),
		eq(submissionTokens.token, sql.placeholder('token')),
	)
	return {
		forgetExpired: database.delete(submissionTokens).where(lt(submissionTokens.createdAt, sql.placeholder('before'))).prepare(),
		first: database
			.select({ result: submissionTokens.result })
			.from(submissionTokens)
			.where(and(mine, gt(submissionTokens.createdAt, sql.placeholder('before'))))
			.prepare(),
		keep: database
			.insert(submissionTokens)
			.values({
				ownerId: sql.placeholder('ownerId'),
				form: sql.placeholder('form'),
				token: sql.placeholder('token'),
				result: sql.placeholder('result'),
				createdAt: sql.placeholder('createdAt'),
			})
			.prepare(),
	}
})

/**
 * Runs `work` once per (owner, form, token) within a minute. `work` runs inside the transaction (it must be
 * synchronous database work) and its answer is stored; a repeat answers `{ repeated: true, result }`.
 * With `again`, a repeat instead runs `again(first answer)` in the same transaction and its answer is stored for the
 * next repeat (the API token form: a repeat replaces the token the first post made, whose value only the first
 * answer showed). Without a token the work simply runs.
 */
export function once<T extends Record<string, unknown>>(
	ownerId: string,
	formName: string,
	token: string | null,
	work: () => T,
	now = Date.now(),
	again?: (first: T) => T,
): { repeated: boolean; result: T } {
	if (!token) return { repeated: false, result: work() }
	return db().transaction(
		(tx) => {
			// the statements run on the transaction's connection, the one they were built for
			const kept = statements()
			const before = now - TOKEN_TTL_MS
			kept.forgetExpired.run({ before })
			const first = kept.first.get({ ownerId, form: formName, token, before })
			if (first) {
				if (!again) return { repeated: true, result: first.result as T }
				const result = again(first.result as T)
				tx.update(submissionTokens)
					.set({ result })
					.where(and(eq(submissionTokens.ownerId, ownerId), eq(submissionTokens.form, formName), eq(submissionTokens.token, token)))
					.run()
				return { repeated: true, result }
			}
			const result = work()
			kept.keep.run({ ownerId, form: formName, token, result, createdAt: now })
			return { repeated: false, result }
		},
		{ behavior: 'immediate' },
	)
}
