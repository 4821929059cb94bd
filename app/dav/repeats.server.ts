// Repeating tasks completed in a client (issue 50.6, docs/decisions/326). Each app completes an occurrence its own
// way; each ends here as in the web app's terms, one completed occurrence and one open series, the series keeping the
// client's UID, address and own properties (GEO, X-APPLE-SORT-ORDER...):
// - tasks.org (RepeatTaskHelper.handleRepeat) moves the series on: the same UID comes back open, DUE at the rule's
//   next occurrence, COUNT one less. The server records the occurrence done as a completed one-off task.
// - Apple Reminders writes a completed copy under a new UID and moves the series on: the copy is that occurrence (in
//   whichever order the two PUTs come, there is one).
// - Thunderbird keeps the series and overrides the occurrence (a second VTODO of the UID with a RECURRENCE-ID) as
//   COMPLETED: the series moves past it, the occurrence is recorded, and the override leaves the stored object (the
//   PUT has no ETag, so the client reads the series back).
// - A client that sends the series itself as COMPLETED (python-caldav, todoman) gets the web app's completion: the
//   next instance, which carries the client's UID and object on; the completed one is a one-off of its own.
import { and, eq, gte, isNull, ne, sql } from 'drizzle-orm'
import { davObjects, tasks } from '#db/schema'
import { db } from '~/lib/db.server'
import { localMidnight } from '~/lib/dates'
import { NO_REPEAT } from '~/tasks/options'
import { nextOccurrence, shiftByDays } from '~/tasks/repeat'
import { reminderDate } from '~/tasks/task-dates'
import type { Task } from '~/tasks/tasks.server'
import type { ReadTodo } from './vtodo'

/** how long a completed occurrence and the move of its series count as one completion (two PUTs of one sync) */
export const OCCURRENCE_WINDOW_MS = 10 * 60 * 1000

function after(rule: string, from: number, timeZone: string) {
	try {
		return nextOccurrence(rule, from, timeZone)
	} catch {
		return null
	}
}

/** tasks.org's and Apple's move: the day of the occurrence done when the series comes back open at its next one */
export function advancedOccurrence(series: Task, read: ReadTodo, timeZone: string, now: number): number | null {
	if (series.completed || read.completed || !series.repeat || !read.record.repeat || series.due === null || read.record.due === null) return null
	const from = series.repeatFrom === 'completedDate' ? localMidnight(timeZone, now) : series.due
	const next = after(series.repeat, from, timeZone)
	return next && next.due === read.record.due ? series.due : null
}

/**
 * Thunderbird's override: instances at or after the series' DUE as sent marked done. Where the series goes on (past
 * the last of them; null: the rule has no further occurrence), and the occurrence to record: that last one, unless the
 * series had moved past it already (the same override sent again), then null.
 */
export function overriddenOccurrence(seriesDue: number | null, read: ReadTodo, timeZone: string) {
	const due = read.record.due
	if (!read.record.repeat || due === null) return null
	const last = read.doneOccurrences.filter((day) => day >= due).at(-1)
	if (last === undefined) return null
	return { day: seriesDue === null || last >= seriesDue ? last : null, next: after(read.record.repeat, last, timeZone) }
}

/** the client's record of the series moved on to its next occurrence (start and reminder with it) */
export function movedOn<R extends Pick<Task, 'start' | 'due' | 'dueTime' | 'remind' | 'remindDate' | 'repeat'>>(record: R, from: number, next: { due: number; rule: string }, timeZone: string): R {
	return {
		...record,
		due: next.due,
		start: record.start === null ? null : shiftByDays(record.start, from, next.due, timeZone),
		repeat: next.rule,
		remindDate: reminderDate(next.due, record.dueTime, record.remind, timeZone),
	}
}

/**
 * A completed occurrence of `title` due `day` in `folder` made in the last minutes (another than `except`): a client's
 * copy (Apple's), or one recorded here; `recordedHere` only those recorded here (no object of a client's of their own).
 */
export function recentOccurrence(ownerId: string, where: { title: string; due: number; folder: string }, now: number, except = '', recordedHere = false) {
	return db()
		.select()
		.from(tasks)
		.where(
			and(
				eq(tasks.ownerId, ownerId),
				eq(tasks.completed, true),
				eq(tasks.title, where.title),
				eq(tasks.due, where.due),
				eq(tasks.folder, where.folder),
				gte(tasks.added, now - OCCURRENCE_WINDOW_MS),
				ne(tasks.id, except),
				isNull(tasks.templateUseId),
				recordedHere ? sql`not exists (select 1 from ${davObjects} where ${davObjects.taskId} = ${tasks.id})` : undefined,
			),
		)
		.get()
}

/** The series' occurrence due `day` as a completed one-off task of its own, unless a client sent it moments ago. */
export function recordOccurrence(ownerId: string, series: Task, day: number, timeZone: string, now: number) {
	if (recentOccurrence(ownerId, { title: series.title, due: day, folder: series.folder }, now, series.id)) return
	const { id: _id, ...copy } = series
	db()
		.insert(tasks)
		.values({
			...copy,
			added: now,
			changed: now,
			completed: true,
			completedDate: now,
			due: day,
			start: series.start === null || series.due === null ? series.start : shiftByDays(series.start, series.due, day, timeZone),
			repeat: '',
			repeatChoice: NO_REPEAT,
			repeatText: '',
			remindSent: true,
			createdFrom: series.id,
		})
		.run()
}

/**
 * After the web app's completion of a client's series (setCompleted made `nextId`): the client's object goes on with
 * the next instance, and the completed one stays as a one-off occurrence (its rule cleared) with an address of its own.
 */
export function continueSeries(ownerId: string, doneId: string, nextId: string) {
	const row = db().select().from(davObjects).where(and(eq(davObjects.ownerId, ownerId), eq(davObjects.taskId, doneId))).get()
	db().update(tasks).set({ repeat: '', repeatChoice: NO_REPEAT, repeatText: '' }).where(and(eq(tasks.ownerId, ownerId), eq(tasks.id, doneId))).run()
	if (!row) return
	db().delete(davObjects).where(eq(davObjects.taskId, doneId)).run()
	db().insert(davObjects).values({ ...row, taskId: nextId }).run()
	// a task made in the app has its id as UID and name: the one-off takes another, so the two never share one
	if (row.uid === doneId || row.name === `${doneId}.ics`) db().insert(davObjects).values({ taskId: doneId, ownerId, name: `${doneId}-done.ics`, uid: `${doneId}-done`, extra: '' }).run()
}
