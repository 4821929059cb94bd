// The weekly review's reads and writes (issue 26, docs/decisions/200). Every query has the owner in its WHERE clause;
// another person's task is "not found". Writes go through the tasks domain's own changes (delete, complete, create),
// so they behave as the task card's do; the owner version is bumped by the tables' triggers (decision 180).
import { and, asc, count, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm'
import { folders, reviewStates, tasks, type ReviewTally } from '#db/schema'
import { db, preparedPerConnection } from '~/lib/db.server'
import { listNames } from '~/tasks/lists.server'
import { confirmed, requireTask, type Task } from '~/tasks/tasks.server'
import { namesOf } from '~/sharing/assignable.server'
import { waitedFor, waitingForText } from '~/sharing/assignment'
import { statusTimes } from '~/sharing/assignment.server'
import { changeableTasksSql } from '~/sharing/access.server'
import { EMPTY_TALLY, NEXT_ACTION_STATUSES, REVIEW_STEPS, stepCriteria, weekAheadDays, type StepCriteria, type TaskStepSlug } from './steps'

/** how many tasks a step's page shows at once (the rest come as those are decided) */
export const STEP_PAGE = 20

/** a step's tasks: the person's own and those of folders shared with them that they may change (issue 55 point 2) */
export function stepWhere(personId: string, criteria: StepCriteria): SQL {
	const where: SQL[] = [changeableTasksSql(personId), confirmed, eq(tasks.completed, false)]
	if (criteria.statuses) {
		const statuses = inArray(tasks.status, criteria.statuses)
		const f = criteria.orInFolder
		const inFolder = f && and(eq(tasks.folder, f.folder), f.changedBefore === undefined ? undefined : sql`coalesce(${tasks.changed}, ${tasks.added}) < ${f.changedBefore}`)
		where.push(inFolder ? sql`(${statuses} or ${inFolder})` : statuses)
	}
	if (criteria.changedBefore !== undefined) where.push(sql`coalesce(${tasks.changed}, ${tasks.added}) < ${criteria.changedBefore}`)
	if (criteria.anyDate) {
		const parts = criteria.anyDate.map((c) => {
			const bounds: SQL[] = []
			if (c.from !== undefined) bounds.push(sql`${tasks[c.field]} >= ${c.from}`)
			if (c.to !== undefined) bounds.push(sql`${tasks[c.field]} < ${c.to}`)
			return sql`(${sql.join(bounds, sql` and `)})`
		})
		where.push(sql`(${sql.join(parts, sql` or `)})`)
	}
	return and(...where)!
}

/** A task step's first page (earliest date first, then oldest) and how many it holds in all. */
export function stepTasks(ownerId: string, slug: TaskStepSlug, timeZone: string, now: number, started: number | null, limit = STEP_PAGE, offset = 0) {
	const where = stepWhere(ownerId, stepCriteria(slug, timeZone, now, started))
	const total = db().select({ n: count() }).from(tasks).where(where).get()?.n ?? 0
	const rows = db()
		.select()
		.from(tasks)
		.where(where)
		.orderBy(sql`coalesce(${tasks.start}, ${tasks.due}) is null`, sql`coalesce(${tasks.start}, ${tasks.due})`, asc(tasks.added), asc(tasks.id))
		.limit(limit)
		.offset(offset)
		.all()
	return { rows, total }
}

/**
 * Step 4: the active folders with incomplete tasks but none in Next Action or Active, each with how many tasks.
 * `only` narrows it to one folder: the completion toast's question (decision 201) asks exactly when step 4 would
 * list the folder, through this same query.
 */
export function foldersWithoutNextAction(ownerId: string, only?: string) {
	// `completed in (0, 1)` states the condition of the analytics index (owner, context, folder, ..., status, completed):
	// the grouping reads that index alone, never the rows (docs/decisions/123)
	const folder = only === undefined ? sql`${tasks.folder} <> ''` : and(sql`${tasks.folder} <> ''`, eq(tasks.folder, only))!
	const open = and(eq(tasks.ownerId, ownerId), confirmed, eq(tasks.completed, false), sql`${tasks.completed} in (0, 1)`, folder)!
	const withNext = db()
		.select({ folder: tasks.folder })
		.from(tasks)
		.where(and(open, inArray(tasks.status, [...NEXT_ACTION_STATUSES])))
	return db()
		.select({ folder: tasks.folder, open: count() })
		.from(tasks)
		.innerJoin(folders, and(eq(folders.ownerId, ownerId), eq(folders.name, tasks.folder), eq(folders.active, true)))
		.where(and(open, notInArray(tasks.folder, withNext)))
		.groupBy(tasks.folder)
		.orderBy(sql`${tasks.folder} collate nocase`)
		.all()
}

// ---- the review state -----------------------------------------------------------------------------------------------

export type ReviewState = { step: number | null; started: number | null; tally: ReviewTally; lastFinished: number | null }

/** read on every dashboard (its reminder): built once per connection, as the hot reads are (decision 184) */
const reviewStateRow = preparedPerConnection((database) =>
	database.select().from(reviewStates).where(eq(reviewStates.ownerId, sql.placeholder('ownerId'))).prepare(),
)

export function reviewState(ownerId: string): ReviewState {
	const row = reviewStateRow().get({ ownerId })
	return row ?? { step: null, started: null, tally: EMPTY_TALLY, lastFinished: null }
}

function saveState(ownerId: string, values: Partial<ReviewState>) {
	const current = reviewState(ownerId)
	const next = { ...current, ...values }
	db()
		.insert(reviewStates)
		.values({ ownerId, ...next })
		.onConflictDoUpdate({ target: reviewStates.ownerId, set: next })
		.run()
	return next
}

/** Where the person is: a review under way resumes at its step; otherwise one begins at step 1. */
export function beginOrResume(ownerId: string, now = Date.now()) {
	const state = reviewState(ownerId)
	if (state.step !== null) return state
	return saveState(ownerId, { step: 0, started: now, tally: EMPTY_TALLY })
}

/** the step the person is on now (visiting a step's page moves them there, so leaving and coming back resumes it) */
export function enterStep(ownerId: string, step: number, now = Date.now()) {
	const state = reviewState(ownerId)
	if (state.step === step) return state
	return saveState(ownerId, { step, started: state.started ?? now, tally: state.step === null ? EMPTY_TALLY : state.tally })
}

export function countDecision(ownerId: string, key: keyof ReviewTally, n = 1) {
	const state = reviewState(ownerId)
	saveState(ownerId, { tally: { ...state.tally, [key]: state.tally[key] + n } })
}

/** Finish: records the date, ends the review under way, and gives its tally for the summary. */
export function finishReview(ownerId: string, now = Date.now()) {
	const state = reviewState(ownerId)
	saveState(ownerId, { step: null, started: null, lastFinished: now })
	return state.tally
}

export const LAST_STEP = REVIEW_STEPS.length - 1

// ---- the step's task changes that the card has no function for ----------------------------------------------------

/** A narrow change of a task of the owner (a status, folder and context; a new due date; "still waiting"). */
export function changeTask(ownerId: string, id: string, values: Partial<Pick<Task, 'status' | 'folder' | 'context' | 'due' | 'dueTime' | 'remindDate' | 'remindSent' | 'changed'>>) {
	requireTask(ownerId, id)
	return db()
		.update(tasks)
		.set(values)
		.where(and(eq(tasks.ownerId, ownerId), eq(tasks.id, id)))
		.returning()
		.get()
}

/** what a step's page shows: the step's tasks (or folders), how many there are, and where the review stands */
export function reviewStepPage(ownerId: string, timeZone: string, step: number, now = Date.now()) {
	const state = reviewState(ownerId)
	const slug = REVIEW_STEPS[step]!.slug
	const base = { step, state, lists: { folders: listNames(ownerId, 'folders'), contexts: listNames(ownerId, 'contexts') } }
	if (slug === 'folders') {
		const rows = foldersWithoutNextAction(ownerId)
		return { ...base, kind: 'folders' as const, folders: rows, left: rows.length }
	}
	const { rows, total } = stepTasks(ownerId, slug, timeZone, now, state.started)
	const days = slug === 'week-ahead' ? weekAheadDays(rows, timeZone, now) : null
	const waiting = slug === 'waiting' ? waitingNotes(rows, now) : null
	return { ...base, kind: 'tasks' as const, slug, tasks: rows, days, waiting, left: slug === 'week-ahead' ? 0 : total, total }
}

/** the Waiting For step's line of each task (issue 55): whom it waits for and how long, "Waiting for Ann · waiting 5 days" */
export function waitingNotes(rows: Task[], now: number): Record<string, string> {
	const people = namesOf(rows.map((r) => r.assignedTo))
	const since = statusTimes(rows.map((r) => r.id))
	return Object.fromEntries(
		rows.map((r) => {
			const whom = waitingForText(r, r.assignedTo ? people.get(r.assignedTo)?.name : undefined)
			const waited = waitedFor(since.get(r.id) ?? r.added, now)
			return [r.id, whom ? `Waiting for ${whom} · ${waited}` : waited.charAt(0).toUpperCase() + waited.slice(1)]
		}),
	)
}
