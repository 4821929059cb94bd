// The reminder state of the tasks on a page (card and detail page): one query for all of them.
import { TZDate } from '@date-fns/tz'
import { and, eq, inArray } from 'drizzle-orm'
import { reminderDeliveries } from '#db/schema'
import { db } from '~/lib/db.server'
import { displayDate, displayTime } from '~/tasks/task-dates'
import { localMidnight } from '~/lib/dates'
import { reminderStatus, reminderStatusText } from './reminders'

type TaskReminder = { id: string; remind: number; remindDate: number | null; completed: boolean }

/** "29-Mar-2026 9:00 AM", an instant in the user's timezone */
export function displayInstant(instant: number, timeZone: string) {
	const d = new TZDate(instant, timeZone)
	return `${displayDate(localMidnight(timeZone, instant), timeZone)} ${displayTime((d.getHours() * 60 + d.getMinutes()) * 60_000)}`
}

/** task id → the sentence about its reminder ('' when it has none) */
export function reminderTexts(ownerId: string, rows: TaskReminder[], timeZone: string): Map<string, string> {
	const withReminder = rows.filter((r) => r.remind >= 0 && r.remindDate !== null)
	const found = withReminder.length ? deliveriesQuery(ownerId, withReminder.map((r) => r.id)).all() : []
	const when = (instant: number) => displayInstant(instant, timeZone)
	return new Map(
		rows.map((r) => {
			const delivery = found.find((d) => d.taskId === r.id && d.remindDate === r.remindDate) ?? null
			return [r.id, reminderStatusText(reminderStatus(r, delivery), when)]
		}),
	)
}

/** the deliveries of some tasks (found by task id, the owner checked on each) */
export function deliveriesQuery(ownerId: string, taskIds: string[]) {
	return db()
		.select()
		.from(reminderDeliveries)
		.where(and(eq(reminderDeliveries.ownerId, ownerId), inArray(reminderDeliveries.taskId, taskIds)))
}
