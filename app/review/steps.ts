// The weekly review's six steps (issue 26, docs/decisions/200): which tasks each step lists, as criteria that
// review.server.ts turns into the WHERE clause the way tasks.server.ts turns the quick filters into theirs. Every step
// lists incomplete tasks only and ignores the person's hide-parents and hide-children display settings: a review
// that skipped a hidden parent would leave it undecided.
import { addDays } from 'date-fns'
import { TZDate } from '@date-fns/tz'
import type { ReviewTally } from '#db/schema'
import { dayRange } from '~/tasks/quick-filters'

export const REVIEW_STEPS = [
	{ slug: 'inbox', title: 'Inbox to zero', intro: 'Give each task in the Inbox folder or without a status one decision.' },
	{ slug: 'overdue', title: 'Overdue and stale dates', intro: 'Reschedule, complete, or drop the date of each overdue task.' },
	{ slug: 'waiting', title: 'Waiting for', intro: 'Waiting and Delegated tasks not changed for 7 days.' },
	{ slug: 'folders', title: 'Folders without a next action', intro: 'Add the next action of each active folder that has none.' },
	{ slug: 'someday', title: 'Someday/Maybe', intro: 'Keep, activate or delete each Someday and Hold task.' },
	{ slug: 'week-ahead', title: 'The week ahead', intro: 'Tasks due or starting in the next 7 days, by day.' },
] as const
export type ReviewStepSlug = (typeof REVIEW_STEPS)[number]['slug']
export type TaskStepSlug = Exclude<ReviewStepSlug, 'folders'>

export const WAITING_DAYS = 7
/** the folder quick add files into with the sign-up defaults (spec: default task options, folder Inbox) */
export const INBOX_FOLDER = 'Inbox'
export { NEXT_ACTION_STATUSES } from './next-action-statuses'

export function stepIndex(slug: string): number {
	return REVIEW_STEPS.findIndex((s) => s.slug === slug)
}

export function isReviewStep(slug: string): slug is ReviewStepSlug {
	return stepIndex(slug) >= 0
}

/** a date field within [from, to); either bound may be open */
export type StepDate = { field: 'start' | 'due'; from?: number; to?: number }

/**
 * What a task step lists, besides "incomplete, of this person": `statuses` (any of them), `anyDate` (one of the date
 * conditions holds), `changedBefore` (last changed, or added when never changed, before this instant).
 */
export type StepCriteria = { statuses?: string[]; orInFolder?: InFolder; anyDate?: StepDate[]; changedBefore?: number }
/**
 * `orInFolder`: a task in this folder is listed whatever its status, unless it was changed since `changedBefore`
 * (decided during the review under way: it leaves the step even when the decision kept it in the folder).
 */
export type InFolder = { folder: string; changedBefore?: number }

/**
 * `started`: when the review under way began. Step 5 leaves out what was kept since (keep touches the task), so a
 * kept task leaves the list.
 */
export function stepCriteria(slug: TaskStepSlug, timeZone: string, now: number, started: number | null = null): StepCriteria {
	const today = dayRange(timeZone, now)
	switch (slug) {
		case 'inbox':
			// what quick add captured with the sign-up defaults (folder Inbox, status Planning) as well as what has no status
			return { statuses: ['none'], orInFolder: { folder: INBOX_FOLDER, ...(started === null ? {} : { changedBefore: started }) } }
		case 'overdue':
			return { anyDate: [{ field: 'due', to: today.from }] }
		case 'waiting':
			return { statuses: ['waiting', 'delegated'], changedBefore: now - WAITING_DAYS * 86_400_000 }
		case 'someday':
			return { statuses: ['someday', 'hold'], ...(started === null ? {} : { changedBefore: started }) }
		case 'week-ahead': {
			const to = weekAheadEnd(timeZone, now)
			return {
				anyDate: [
					{ field: 'start', from: today.from, to },
					{ field: 'due', from: today.from, to },
				],
			}
		}
	}
}

/** the end of "the next 7 days": local midnight 7 days after today's */
function weekAheadEnd(timeZone: string, now: number) {
	return addDays(new TZDate(dayRange(timeZone, now).from, timeZone), 7).getTime()
}

/** The local days of the week ahead, each with its tasks (a task is shown on its start day, else its due day). */
export function weekAheadDays<T extends { start: number | null; due: number | null }>(rows: T[], timeZone: string, now: number) {
	const first = new TZDate(dayRange(timeZone, now).from, timeZone)
	const days = Array.from({ length: 7 }, (_, i) => ({ day: addDays(first, i).getTime(), tasks: [] as T[] }))
	const end = weekAheadEnd(timeZone, now)
	for (const row of rows) {
		const inWeek = (d: number | null) => d !== null && d >= days[0]!.day && d < end
		const at = inWeek(row.start) ? row.start! : row.due!
		const index = days.findLastIndex((d) => d.day <= at)
		days[Math.max(0, index)]!.tasks.push(row)
	}
	return days
}

/** The oracle of a step's criteria on one task (the SQL must agree; review.server.test.ts compares them). */
export function matchesStep(
	task: { completed: boolean; status: string; folder: string; start: number | null; due: number | null; changed: number | null; added: number },
	criteria: StepCriteria,
) {
	if (task.completed) return false
	const inFolder = (f: InFolder) => task.folder === f.folder && (f.changedBefore === undefined || (task.changed ?? task.added) < f.changedBefore)
	if (criteria.statuses && !criteria.statuses.includes(task.status) && !(criteria.orInFolder && inFolder(criteria.orInFolder))) return false
	if (criteria.changedBefore !== undefined && !((task.changed ?? task.added) < criteria.changedBefore)) return false
	if (criteria.anyDate) {
		const holds = (c: StepDate) => {
			const v = task[c.field]
			return v !== null && (c.from === undefined || v >= c.from) && (c.to === undefined || v < c.to)
		}
		if (!criteria.anyDate.some(holds)) return false
	}
	return true
}

export const EMPTY_TALLY: ReviewTally = { decided: 0, rescheduled: 0, nextActions: 0, completed: 0, deleted: 0 }

/** the summary's sentence: "14 decided, 3 rescheduled, 2 next actions added" */
export function summarize(t: ReviewTally) {
	const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
	return [
		`${t.decided} decided`,
		`${t.rescheduled} rescheduled`,
		plural(t.nextActions, 'next action added', 'next actions added'),
		`${t.completed} completed`,
		`${t.deleted} deleted`,
	].join(', ')
}

/** the dashboard's reminder of the review (never reviewed, or the last one more than 7 days ago), or null */
export function reviewReminder(lastFinished: number | null, now = Date.now()) {
	if (lastFinished === null) return 'You have not done a weekly review yet.'
	return now - lastFinished > 7 * 86_400_000 ? 'Your last weekly review was more than 7 days ago.' : null
}
